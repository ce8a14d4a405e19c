import {
  API_PATHS,
  NEWS_SORT_ORDERS,
  STUDIO_PAGE_SIZE,
  newsPreviewSchema,
  newsPublishSchema,
  newsSaveSchema,
  newsWriteSchema,
  versionedSchema,
  type NewsSortOrder,
  type StudioNewsDetail,
  type StudioTexts,
} from '@inphr/api';
import { LANGUAGES, parseLanguage, paths, toApiLanguage, type Language } from '@inphr/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { addRevision, deleteRevisions } from '../../db/revision-repo';
import {
  claimNewsVersion,
  deleteNews,
  insertNews,
  newsForStudio,
  newsPageForStudio,
  replaceNewsTranslations,
  setNewsDraft,
  updateNews,
  type NewsTranslationRow,
} from '../../db/studio-news-repo';
import { formatKstIso } from '../../lib/dates';
import { previewStore } from '../previews';
import { sendError } from '../../lib/errors';
import { htmlToText, sanitizeNewsHtml, uploadKeysIn, withImageSources } from '../../lib/sanitize';
import { imageWidths } from '../../db/image-repo';
import { audit } from '../audit';
import { actorOf, idParam, pageParam, parse, refuseForbiddenHtml, searchParam, type StudioContext } from '../context';
import { revisionRoutes, versionedChanges, type VersionedItems } from '../versioned';
import { draftedChanges } from '../drafts';

/**
 * The texts to store: each language with a title, its HTML sanitized with the public page's policy,
 * and its uploaded images given every stored width (`srcset`) for the browser to choose from.
 */
async function cleanTexts(db: Db, translations: StudioTexts): Promise<StudioTexts> {
  const out: StudioTexts = {};
  for (const lang of LANGUAGES) {
    const t = translations[lang];
    if (t && t.title.trim() !== '') out[lang] = { title: t.title.trim(), contents: await sanitizeNewsHtml(t.contents) };
  }
  const widths = await imageWidths(db, uploadKeysIn(LANGUAGES.map((lang) => out[lang]?.contents ?? '').join('')));
  for (const lang of LANGUAGES) {
    const t = out[lang];
    if (t) out[lang] = { ...t, contents: await withImageSources(t.contents, widths) };
  }
  return out;
}

/** The article number an unsaved article's preview shows (the largest a page's address takes). */
const UNSAVED_ARTICLE_ID = 2_147_483_647;

async function rowsOf(texts: StudioTexts): Promise<NewsTranslationRow[]> {
  const rows: NewsTranslationRow[] = [];
  for (const lang of LANGUAGES) {
    const t = texts[lang];
    if (t) rows.push({ lang, title: t.title, contents: t.contents, contentsText: await htmlToText(t.contents) });
  }
  return rows;
}

/**
 * News: the list, an article in three languages, its preview and revisions, and the pictures in it.
 *
 * A draft's texts are stored where the public query reads them (it never shows a draft). Once an
 * article is published, a save keeps the changed texts beside it (`media.draft`), and visitors read
 * the published ones until "publish" makes chosen languages public. Every change names the version it
 * was based on, takes the next one in its transaction, or is refused with 409; each leaves a revision.
 */
export function newsRoutes({ app, db, now, config, options, anyone, editors, newsChanged }: StudioContext): void {
  const newsDetail = (id: number) => newsForStudio(db, id);
  const previews = previewStore(db, now, 'news');

  const items: VersionedItems<StudioNewsDetail> = {
    kind: 'news',
    entity: 'news',
    notFound: 'No such news item.',
    read: newsForStudio,
    claim: claimNewsVersion,
    conflictMessage: (who) => `${who} changed this article since you opened it.`,
  };
  const versioned = versionedChanges(items, { db, now, keep: config.REVISIONS_KEPT, changed: newsChanged });
  const change = versioned.change;

  const drafts = draftedChanges({
    setLive: async (tx, id, texts) => replaceNewsTranslations(tx, id, await rowsOf(texts)),
    setDraft: setNewsDraft,
  });

  app.get('/news', { onRequest: anyone }, async (request) => {
    const { status, lang, missing, sort } = request.query as Record<string, string | undefined>;
    return newsPageForStudio(db, {
      status,
      q: searchParam(request),
      lang: parseLanguage(lang) ?? undefined,
      missing: parseLanguage(missing) ?? undefined,
      sort: (NEWS_SORT_ORDERS as readonly string[]).includes(sort ?? '') ? (sort as NewsSortOrder) : undefined,
      page: pageParam(request),
      size: STUDIO_PAGE_SIZE,
      at: now(),
    });
  });

  app.get('/news/:id', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const item = id === undefined ? undefined : await newsDetail(id);
    return item ?? sendError(request, reply, 404, 'No such news item.');
  });

  /** The public article page with `text` standing in for the API's answer: what visitors would get. */
  function renderPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    o: { id: number; lang: Language; text: { title: string; contents: string }; reviewCnt: number; regDt: Date },
  ) {
    const render = options.preview?.();
    if (!render) return sendError(request, reply, 404, 'The site is not built on this server: there is no page to preview.');
    const shown = { id: o.id, title: o.text.title, contents: o.text.contents, reviewCnt: o.reviewCnt, regDt: formatKstIso(o.regDt) };
    return render(request, reply, {
      url: paths.mediaDetail.getHref(o.id, toApiLanguage(o.lang)),
      lang: o.lang,
      answers: { [`${API_PATHS.care}/media/${o.id}`]: { code: 200, message: 'OK', data: shown } },
    });
  }

  // The public article page as it will look, rendered with the saved text (a published article's changes included).
  app.get('/news/:id/preview', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const lang = parseLanguage((request.query as { lng?: string }).lng) ?? 'ko';
    const item = id === undefined ? undefined : await newsDetail(id);
    const text = item?.translations[lang];
    if (!item || !text) return sendError(request, reply, 404, 'This news item has no text in that language.');
    return renderPreview(request, reply, { id: item.id, lang, text, reviewCnt: item.reviewCnt, regDt: new Date(item.regDt) });
  });

  // Texts not saved yet (a new article, unsaved edits), kept a few minutes for this person's preview tab.
  app.post('/news/previews', { onRequest: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const body = parse(newsPreviewSchema, request, reply);
    if (!body) return reply;
    const texts = await cleanTexts(db, body.translations);
    if (refuseForbiddenHtml(texts, request, reply)) return reply;
    const token = await previews.keep(request, { itemId: body.id ?? null, texts });
    return reply.code(201).send({ token });
  });

  app.get('/news/previews/:token', { onRequest: anyone }, async (request, reply) => {
    const lang = parseLanguage((request.query as { lng?: string }).lng) ?? 'ko';
    const row = await previews.read(request, reply);
    if (!row) return reply;
    const text = row.texts[lang];
    if (!text) return sendError(request, reply, 404, 'The text has no title in that language.');
    const item = row.itemId === null ? undefined : await newsDetail(row.itemId);
    // An article not saved yet has no number: the largest one stands in for it (never a real article's page).
    return renderPreview(request, reply, {
      id: item?.id ?? UNSAVED_ARTICLE_ID,
      lang,
      text,
      reviewCnt: item?.reviewCnt ?? 0,
      regDt: item ? new Date(item.regDt) : now(),
    });
  });

  app.post('/news', { onRequest: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const body = parse(newsWriteSchema, request, reply);
    if (!body) return reply;
    const publishAt = body.publishAt ? new Date(body.publishAt) : null;
    const texts = await cleanTexts(db, body.translations);
    if (refuseForbiddenHtml(texts, request, reply)) return reply;
    const actor = actorOf(request);
    const at = now();
    const id = await db.transaction(async (tx) => {
      const created = await insertNews(tx, { status: body.status, publishAt, at, by: actor.id });
      await replaceNewsTranslations(tx, created, await rowsOf(texts));
      const published = body.status === 'published' ? LANGUAGES.filter((lang) => texts[lang]) : undefined;
      await addRevision(tx, { kind: 'news', itemId: created, action: 'create', actor, at, texts, published, keep: config.REVISIONS_KEPT });
      await audit(tx, actor, 'news.create', 'news', created, { after: body });
      return created;
    });
    if (body.status === 'published') newsChanged();
    return reply.code(201).send({ id });
  });

  // A save: a draft's texts, or a published article's changes (visitors keep reading the published ones).
  app.put('/news/:id', { onRequest: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const body = parse(newsSaveSchema, request, reply);
    if (!body) return reply;
    const texts = await cleanTexts(db, body.translations);
    if (refuseForbiddenHtml(texts, request, reply)) return reply;
    return change(request, reply, body.baseVersion, 'save', async (tx, item) => {
      await drafts.keepWorking(tx, item, texts);
      return { texts, public: false };
    });
  });

  // The chosen languages' saved texts become public; the others keep what visitors read (or stay unpublished).
  app.post('/news/:id/publish', { onRequest: editors }, async (request, reply) => {
    const body = parse(newsPublishSchema, request, reply);
    if (!body) return reply;
    const publishAt = body.publishAt ? new Date(body.publishAt) : null;
    return change(request, reply, body.baseVersion, 'publish', (tx, item) =>
      drafts.publish(tx, item, body.languages, () => updateNews(tx, item.id, { status: 'published', publishAt })),
    );
  });

  app.post('/news/:id/discard', { onRequest: editors }, async (request, reply) => {
    const body = parse(versionedSchema, request, reply);
    if (!body) return reply;
    return change(request, reply, body.baseVersion, 'discard', (tx, item) => drafts.discard(tx, item));
  });

  app.post('/news/:id/unpublish', { onRequest: editors }, async (request, reply) => {
    const body = parse(versionedSchema, request, reply);
    if (!body) return reply;
    return change(request, reply, body.baseVersion, 'unpublish', (tx, item) =>
      drafts.unpublish(tx, item, () => updateNews(tx, item.id, { status: 'draft', publishAt: null })),
    );
  });

  revisionRoutes(app, {
    base: 'news',
    items,
    changes: versioned,
    db,
    keep: config.REVISIONS_KEPT,
    anyone,
    editors,
    restore: async (tx, item, texts) => {
      await drafts.keepWorking(tx, item, texts);
      return false;
    },
  });

  app.delete('/news/:id', { onRequest: editors }, async (request, reply) =>
    versioned.remove(request, reply, async (tx, id) => {
      await deleteNews(tx, id);
      await deleteRevisions(tx, 'news', id);
    }),
  );
}
