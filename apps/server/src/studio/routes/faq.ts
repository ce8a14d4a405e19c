import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  faqOrderSchema,
  faqPreviewSchema,
  faqPublishSchema,
  faqSaveSchema,
  faqWriteSchema,
  versionedSchema,
  type FaqListResponse,
  type FaqWrite,
  type StudioFaqDetail,
  type StudioTexts,
} from '@inphr/api';
import { FAQ_ALL_SERVICE_SEQ, LANGUAGES, findServiceByFaqSeq, parseLanguage, paths, type Language } from '@inphr/content';
import { faqServiceName } from '../../db/faq-repo';
import { addRevision, deleteRevisions } from '../../db/revision-repo';
import {
  claimFaqVersion,
  deleteFaq,
  faqForStudio,
  faqListForStudio,
  faqOrderOf,
  insertFaq,
  replaceFaqTranslations,
  setFaqCategory,
  setFaqDraft,
  setFaqDraftCategory,
  setFaqPlace,
  setFaqStatus,
  type FaqTranslationRow,
} from '../../db/studio-faq-repo';
import { sendError } from '../../lib/errors';
import { htmlToText, sanitizeFaqHtml } from '../../lib/sanitize';
import { previewStore } from '../previews';
import { audit } from '../audit';
import { actorOf, idParam, parse, refuseForbiddenHtml, type StudioContext } from '../context';
import { revisionRoutes, versionedChanges, type Tx, type VersionedItems } from '../versioned';
import { draftedChanges } from '../drafts';

/** The number an unsaved question's preview shows (the largest a question's number takes). */
const UNSAVED_QUESTION_ID = 2_147_483_647;

/** The FAQ: questions and answers per language, by the public FAQ's categories, in their order. */
export function faqRoutes({ app, db, config, now, options, anyone, editors }: StudioContext): void {
  /** The public FAQ's tabs: the common questions and one category per service. */
  const isFaqCategory = (seq: number) => seq === FAQ_ALL_SERVICE_SEQ || findServiceByFaqSeq(seq) !== undefined;

  const items: VersionedItems<StudioFaqDetail> = {
    kind: 'faq',
    entity: 'faq',
    notFound: 'No such question.',
    read: faqForStudio,
    claim: claimFaqVersion,
    conflictMessage: (who) => `${who} changed this question since you opened it.`,
  };
  const versioned = versionedChanges(items, { db, now, keep: config.REVISIONS_KEPT, changed: options.faqChanged });

  /**
   * The texts to store: each language with both a question and an answer, the answer's HTML
   * sanitized with the public FAQ's policy (links and lists; nothing else survives) and its text
   * kept for search. An answer with no text left (only markup) counts as no answer.
   */
  async function translationRows(translations: StudioTexts): Promise<FaqTranslationRow[]> {
    const rows: FaqTranslationRow[] = [];
    for (const lang of LANGUAGES) {
      const t = translations[lang];
      if (!t || t.title.trim() === '') continue;
      const contents = await sanitizeFaqHtml(t.contents.trim());
      const contentsText = await htmlToText(contents);
      if (contentsText !== '') rows.push({ lang, title: t.title.trim(), contents, contentsText });
    }
    return rows;
  }
  const textsOf = (rows: FaqTranslationRow[]): StudioTexts => Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, contents: r.contents }]));

  /** A body of a create or save, with its rows: refused (400) for a category the FAQ lacks, or no text in any language. */
  async function faqBody<S extends typeof faqWriteSchema | typeof faqSaveSchema>(schema: S, request: FastifyRequest, reply: FastifyReply) {
    const body = parse(schema, request, reply) as FaqWrite | undefined;
    if (!body) return undefined;
    if (!isFaqCategory(body.serviceSeq)) {
      void sendError(request, reply, 400, 'Some fields need your attention.', { serviceSeq: 'not a category of the FAQ' });
      return undefined;
    }
    const rows = await translationRows(body.translations);
    if (refuseForbiddenHtml(textsOf(rows), request, reply)) return undefined;
    if (rows.length === 0) {
      void sendError(request, reply, 400, 'Some fields need your attention.', { translations: 'give a question and its answer in at least one language' });
      return undefined;
    }
    return { ...body, rows };
  }

  app.get('/faq', { onRequest: anyone }, async (request) => {
    const seq = Number((request.query as { serviceSeq?: string }).serviceSeq);
    return faqListForStudio(db, Number.isInteger(seq) && isFaqCategory(seq) ? seq : undefined);
  });

  app.get('/faq/:id', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const item = id === undefined ? undefined : await faqForStudio(db, id);
    return item ?? sendError(request, reply, 404, 'No such question.');
  });

  app.post('/faq', { onRequest: editors }, async (request, reply) => {
    const body = await faqBody(faqWriteSchema, request, reply);
    if (!body) return reply;
    const actor = actorOf(request);
    const { rows } = body;
    const status = body.status ?? 'published';
    const texts = textsOf(rows);
    const id = await db.transaction(async (tx) => {
      const created = await insertFaq(tx, body.serviceSeq, { status, by: actor.id });
      await replaceFaqTranslations(tx, created, rows);
      const published = status === 'published' ? LANGUAGES.filter((lang) => texts[lang]) : undefined;
      await addRevision(tx, { kind: 'faq', itemId: created, action: 'create', actor, at: now(), texts, published, keep: config.REVISIONS_KEPT });
      await audit(tx, actor, 'faq.create', 'faq', created, { after: { serviceSeq: body.serviceSeq, status, translations: texts } });
      return created;
    });
    if (status === 'published') options.faqChanged();
    return reply.code(201).send({ id });
  });

  const drafts = draftedChanges({
    setLive: async (tx, id, texts) => replaceFaqTranslations(tx, id, await translationRows(texts)),
    setDraft: setFaqDraft,
  });

  /** A question's texts and category as the editor has them: a draft's are stored as they are, a published one's wait beside it. */
  async function keepWorking(tx: Tx, item: StudioFaqDetail, texts: StudioTexts, serviceSeq: number) {
    if (item.status === 'draft') await setFaqCategory(tx, item.id, serviceSeq);
    else await setFaqDraftCategory(tx, item.id, serviceSeq === item.liveServiceSeq ? null : serviceSeq);
    await drafts.keepWorking(tx, item, texts);
  }

  // A save: a draft's texts, or a published question's changes (visitors keep reading the published ones).
  app.put('/faq/:id', { onRequest: editors }, async (request, reply) => {
    const body = (await faqBody(faqSaveSchema, request, reply)) as (FaqWrite & { baseVersion: number; rows: FaqTranslationRow[] }) | undefined;
    if (!body) return reply;
    return versioned.change(request, reply, body.baseVersion, 'save', async (tx, item) => {
      await keepWorking(tx, item, textsOf(body.rows), body.serviceSeq);
      return { texts: textsOf(body.rows), public: false };
    });
  });

  // The chosen languages' saved texts become public, with the category as saved.
  app.post('/faq/:id/publish', { onRequest: editors }, async (request, reply) => {
    const body = parse(faqPublishSchema, request, reply);
    if (!body) return reply;
    return versioned.change(request, reply, body.baseVersion, 'publish', (tx, item) =>
      drafts.publish(tx, item, body.languages, async () => {
        await setFaqStatus(tx, item.id, 'published');
        await setFaqCategory(tx, item.id, item.serviceSeq);
      }),
    );
  });

  app.post('/faq/:id/discard', { onRequest: editors }, async (request, reply) => {
    const body = parse(versionedSchema, request, reply);
    if (!body) return reply;
    return versioned.change(request, reply, body.baseVersion, 'discard', (tx, item) => drafts.discard(tx, item, () => setFaqDraftCategory(tx, item.id, null)));
  });

  app.post('/faq/:id/unpublish', { onRequest: editors }, async (request, reply) => {
    const body = parse(versionedSchema, request, reply);
    if (!body) return reply;
    return versioned.change(request, reply, body.baseVersion, 'unpublish', (tx, item) =>
      drafts.unpublish(tx, item, async () => {
        await setFaqStatus(tx, item.id, 'draft');
        await setFaqCategory(tx, item.id, item.serviceSeq);
      }),
    );
  });

  /**
   * The public FAQ page with one question standing in for the FAQ's answer, as a visitor finds it
   * by searching for it: its category's tab, the question, the answer a press opens.
   */
  function renderPreview(request: FastifyRequest, reply: FastifyReply, o: { id: number; serviceSeq: number; lang: Language; title: string; contents: string }) {
    const render = options.preview?.();
    if (!render) return sendError(request, reply, 404, 'The site is not built on this server: there is no page to preview.');
    const list: FaqListResponse = {
      list: [{ faqSeq: o.id, serviceSeq: o.serviceSeq, serviceName: faqServiceName(o.serviceSeq), title: o.title, contents: o.contents }],
      totalCount: 1,
    };
    return render(request, reply, { url: `${paths.faq.getHref()}?lng=${o.lang}`, lang: o.lang, answers: { [`${API_PATHS.mainSite}/faq/list`]: list } });
  }
  const previews = previewStore(db, now, 'faq');
  const previewLang = (request: FastifyRequest) => parseLanguage((request.query as { lng?: string }).lng) ?? 'ko';

  // A saved question as the public FAQ shows it (for a viewer, who cannot keep unsaved texts).
  app.get('/faq/:id/preview', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const lang = previewLang(request);
    const item = id === undefined ? undefined : await faqForStudio(db, id);
    const text = item?.translations[lang];
    if (!item || !text) return sendError(request, reply, 404, 'This question has no text in that language.');
    return renderPreview(request, reply, { id: item.id, serviceSeq: item.serviceSeq, lang, ...text });
  });

  // The texts the editor holds (saved or not), kept a few minutes for this person's preview tab.
  app.post('/faq/previews', { onRequest: editors }, async (request, reply) => {
    const body = parse(faqPreviewSchema, request, reply);
    if (!body) return reply;
    if (!isFaqCategory(body.serviceSeq)) return sendError(request, reply, 400, 'Some fields need your attention.', { serviceSeq: 'not a category of the FAQ' });
    const texts: StudioTexts = {};
    for (const lang of LANGUAGES) {
      const t = body.translations[lang];
      if (t && t.title.trim() !== '') texts[lang] = { title: t.title.trim(), contents: await sanitizeFaqHtml(t.contents.trim()) };
    }
    if (refuseForbiddenHtml(texts, request, reply)) return reply;
    const token = await previews.keep(request, { itemId: body.id ?? null, serviceSeq: body.serviceSeq, texts });
    return reply.code(201).send({ token });
  });

  app.get('/faq/previews/:token', { onRequest: anyone }, async (request, reply) => {
    const lang = previewLang(request);
    const row = await previews.read(request, reply);
    if (!row) return reply;
    const text = row.texts[lang];
    if (!text) return sendError(request, reply, 404, 'The text has no question in that language.');
    // A question not saved yet has no number: the largest one stands in for it.
    return renderPreview(request, reply, { id: row.itemId ?? UNSAVED_QUESTION_ID, serviceSeq: row.serviceSeq ?? FAQ_ALL_SERVICE_SEQ, lang, ...text });
  });

  revisionRoutes(app, {
    base: 'faq',
    items,
    changes: versioned,
    db,
    keep: config.REVISIONS_KEPT,
    anyone,
    editors,
    restore: async (tx, item, texts) => {
      await keepWorking(tx, item, textsOf(await translationRows(texts)), item.serviceSeq);
      return false;
    },
  });

  app.put('/faq-order', { onRequest: editors }, async (request, reply) => {
    const body = parse(faqOrderSchema, request, reply);
    if (!body) return reply;
    const current = await faqOrderOf(db, body.serviceSeq);
    const same = current.length === body.ids.length && new Set(body.ids).size === body.ids.length && current.every((c) => body.ids.includes(c.id));
    if (!same)
      return sendError(request, reply, 400, 'Send every question of the category once, in the new order.', {
        ids: 'must be the category’s questions, each once',
      });
    await db.transaction(async (tx) => {
      for (const [index, id] of body.ids.entries()) await setFaqPlace(tx, id, index + 1);
      await audit(tx, actorOf(request), 'faq.reorder', 'faq', undefined, {
        before: current.sort((a, b) => a.sort - b.sort).map((c) => c.id),
        after: body.ids,
      });
    });
    options.faqChanged();
    return { serviceSeq: body.serviceSeq, ids: body.ids };
  });

  app.delete('/faq/:id', { onRequest: editors }, async (request, reply) =>
    versioned.remove(request, reply, async (tx, id) => {
      await deleteFaq(tx, id);
      await deleteRevisions(tx, 'faq', id);
    }),
  );
}
