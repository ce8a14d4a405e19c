import type { FastifyReply, FastifyRequest } from 'fastify';
import { faqOrderSchema, faqSaveSchema, faqWriteSchema, type FaqWrite, type StudioFaqDetail, type StudioTexts } from '@inphr/api';
import { FAQ_ALL_SERVICE_SEQ, LANGUAGES, findServiceByFaqSeq } from '@inphr/content';
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
  setFaqPlace,
  type FaqTranslationRow,
} from '../../db/studio-faq-repo';
import { sendError } from '../../lib/errors';
import { audit } from '../audit';
import { actorOf, idParam, parse, type StudioContext } from '../context';
import { revisionRoutes, versionedChanges, type VersionedItems } from '../versioned';

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

  /** The texts to store: each language with both a question and an answer. */
  function translationRows(translations: StudioTexts): FaqTranslationRow[] {
    return LANGUAGES.flatMap((lang) => {
      const t = translations[lang];
      return t && t.title.trim() !== '' && t.contents.trim() !== '' ? [{ lang, title: t.title.trim(), contents: t.contents.trim() }] : [];
    });
  }
  const textsOf = (rows: FaqTranslationRow[]): StudioTexts => Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, contents: r.contents }]));

  function faqBody<S extends typeof faqWriteSchema | typeof faqSaveSchema>(schema: S, request: FastifyRequest, reply: FastifyReply) {
    const body = parse(schema, request, reply) as FaqWrite | undefined;
    if (!body) return undefined;
    if (!isFaqCategory(body.serviceSeq)) {
      void sendError(request, reply, 400, 'Some fields need your attention.', { serviceSeq: 'not a category of the FAQ' });
      return undefined;
    }
    return body;
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
    const body = faqBody(faqWriteSchema, request, reply);
    if (!body) return reply;
    const actor = actorOf(request);
    const rows = translationRows(body.translations);
    const id = await db.transaction(async (tx) => {
      const created = await insertFaq(tx, body.serviceSeq, actor.id);
      await replaceFaqTranslations(tx, created, rows);
      await addRevision(tx, { kind: 'faq', itemId: created, action: 'create', actor, at: now(), texts: textsOf(rows), keep: config.REVISIONS_KEPT });
      await audit(tx, actor, 'faq.create', 'faq', created, { after: body });
      return created;
    });
    options.faqChanged();
    return reply.code(201).send({ id });
  });

  // A question is public as saved (it has no drafts); the save names the version it was based on.
  app.put('/faq/:id', { onRequest: editors }, async (request, reply) => {
    const body = faqBody(faqSaveSchema, request, reply) as (FaqWrite & { baseVersion: number }) | undefined;
    if (!body) return reply;
    return versioned.change(request, reply, body.baseVersion, 'save', async (tx, item) => {
      const rows = translationRows(body.translations);
      await setFaqCategory(tx, item.id, body.serviceSeq);
      await replaceFaqTranslations(tx, item.id, rows);
      return { texts: textsOf(rows), public: true };
    });
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
      await replaceFaqTranslations(tx, item.id, translationRows(texts));
      return true;
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
