import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  NEWS_SORT_ORDERS,
  STUDIO_PAGE_SIZE,
  newsPublishSchema,
  newsSaveSchema,
  newsWriteSchema,
  versionedSchema,
  type NewsSortOrder,
  type NewsStatus,
  type RevisionAction,
  type StudioConflict,
  type StudioNewsDetail,
  type StudioTexts,
} from '@inphr/api';
import { LANGUAGES, parseLanguage, paths, toApiLanguage, type Language } from '@inphr/content';
import type { Db } from '../../db/database';
import { addRevision, deleteRevisions, listRevisions, readRevision, sameTexts } from '../../db/revision-repo';
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
import { sendError } from '../../lib/errors';
import { htmlToText, sanitizeNewsHtml, uploadKeysIn, withImageSources } from '../../lib/sanitize';
import { imageWidths } from '../../db/image-repo';
import { audit } from '../audit';
import { actorOf, idParam, pageParam, parse, searchParam, type StudioContext } from '../context';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A change the article's state does not allow (a 400 with this message); thrown to roll its transaction back. */
class Refused extends Error {}

/**
 * The texts to store: each language with a title, its HTML sanitized with the public page's policy,
 * and its uploaded images given every stored width (`srcset`) for the browser to choose from.
 */
async function cleanTexts(db: Db, translations: StudioTexts): Promise<StudioTexts> {
  const out: StudioTexts = {};
  for (const lang of LANGUAGES) {
    const t = translations[lang];
    if (t && t.title.trim() !== '') out[lang] = { title: t.title.trim(), contents: sanitizeNewsHtml(t.contents) };
  }
  const widths = await imageWidths(db, uploadKeysIn(LANGUAGES.map((lang) => out[lang]?.contents ?? '').join('')));
  for (const lang of LANGUAGES) {
    const t = out[lang];
    if (t) out[lang] = { ...t, contents: withImageSources(t.contents, widths) };
  }
  return out;
}

function rowsOf(texts: StudioTexts): NewsTranslationRow[] {
  return LANGUAGES.flatMap((lang) => {
    const t = texts[lang];
    return t ? [{ lang, title: t.title, contents: t.contents, contentsText: htmlToText(t.contents) }] : [];
  });
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

  /** The 409: who changed the article since, when, and what it is now (or a 404 when it is gone). */
  async function conflict(request: FastifyRequest, reply: FastifyReply, id: number) {
    const current = await newsDetail(id);
    if (!current) return sendError(request, reply, 404, 'No such news item.');
    const body: StudioConflict = {
      code: 409,
      message: `${current.updatedBy ?? 'Someone'} changed this article since you opened it.`,
      changedBy: current.updatedBy,
      changedAt: current.updatedAt,
      current,
    };
    return reply.code(409).send(body);
  }

  /**
   * One change of an existing article, made in a transaction once it holds the next version.
   * `change` throws `Refused` when the article's state does not allow it, or returns the texts the revision keeps and whether visitors see a difference; the answer is
   * the article as it is afterwards.
   */
  async function change(
    request: FastifyRequest,
    reply: FastifyReply,
    baseVersion: number,
    action: Exclude<RevisionAction, 'create'>,
    change: (tx: Tx, before: StudioNewsDetail) => Promise<{ texts: StudioTexts; public: boolean; published?: Language[]; restoredFrom?: number }>,
  ) {
    const id = idParam(request);
    const before = id === undefined ? undefined : await newsDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such news item.');
    const at = now();
    const actor = actorOf(request);
    const outcome = await db
      .transaction(async (tx) => {
        const version = await claimNewsVersion(tx, id, baseVersion, { at, by: actor.id });
        if (version === undefined) return 'stale' as const;
        // Read again under the row's lock: `before` may be older than the version just taken.
        const current = (await newsForStudio(tx, id))!;
        const result = await change(tx, current);
        await addRevision(tx, { kind: 'news', itemId: id, action, actor, at, keep: config.REVISIONS_KEPT, ...result });
        await audit(tx, actor, `news.${action}`, 'news', id, { before: current, after: await newsForStudio(tx, id) });
        return result;
      })
      .catch((error: unknown) => {
        if (error instanceof Refused) return error.message;
        throw error;
      });
    if (outcome === 'stale') return conflict(request, reply, id);
    if (typeof outcome === 'string') return sendError(request, reply, 400, outcome);
    if (outcome.public) newsChanged();
    return newsDetail(id);
  }

  /** What an article's stored rows and draft become when `working` is what the editor has. */
  async function keepWorking(tx: Tx, item: StudioNewsDetail, working: StudioTexts): Promise<void> {
    if (item.status === 'draft') {
      await replaceNewsTranslations(tx, item.id, rowsOf(working));
      await setNewsDraft(tx, item.id, null);
    } else {
      await setNewsDraft(tx, item.id, sameTexts(working, item.live) ? null : working);
    }
  }

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
    });
  });

  app.get('/news/:id', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const item = id === undefined ? undefined : await newsDetail(id);
    return item ?? sendError(request, reply, 404, 'No such news item.');
  });

  // The public article page as it will look, rendered with the saved text (a published article's changes included).
  app.get('/news/:id/preview', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const lang = parseLanguage((request.query as { lng?: string }).lng) ?? 'ko';
    const render = options.preview?.();
    if (!render) return sendError(request, reply, 404, 'The site is not built on this server: there is no page to preview.');
    const item = id === undefined ? undefined : await newsDetail(id);
    const text = item?.translations[lang];
    if (!item || !text) return sendError(request, reply, 404, 'This news item has no text in that language.');
    const shown = { id: item.id, title: text.title, contents: text.contents, reviewCnt: item.reviewCnt, regDt: formatKstIso(new Date(item.regDt)) };
    return render(request, reply, {
      url: paths.mediaDetail.getHref(item.id, toApiLanguage(lang)),
      lang,
      answers: { [`${API_PATHS.care}/media/${item.id}`]: { code: 200, message: 'OK', data: shown } },
    });
  });

  app.post('/news', { onRequest: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const body = parse(newsWriteSchema, request, reply);
    if (!body) return reply;
    const publishAt = body.publishAt ? new Date(body.publishAt) : null;
    const texts = await cleanTexts(db, body.translations);
    const actor = actorOf(request);
    const at = now();
    const id = await db.transaction(async (tx) => {
      const created = await insertNews(tx, { status: body.status, publishAt, at, by: actor.id });
      await replaceNewsTranslations(tx, created, rowsOf(texts));
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
    return change(request, reply, body.baseVersion, 'save', async (tx, item) => {
      await keepWorking(tx, item, texts);
      return { texts, public: false };
    });
  });

  // The chosen languages' saved texts become public; the others keep what visitors read (or stay unpublished).
  app.post('/news/:id/publish', { onRequest: editors }, async (request, reply) => {
    const body = parse(newsPublishSchema, request, reply);
    if (!body) return reply;
    const publishAt = body.publishAt ? new Date(body.publishAt) : null;
    return change(request, reply, body.baseVersion, 'publish', async (tx, item) => {
      const working = item.translations;
      const live: StudioTexts = item.status === 'published' ? { ...item.live } : {};
      for (const lang of body.languages) {
        if (working[lang]) live[lang] = working[lang];
        else delete live[lang];
      }
      if (!LANGUAGES.some((lang) => live[lang])) throw new Refused('Nothing would be public: choose a language that has a title.');
      await replaceNewsTranslations(tx, item.id, rowsOf(live));
      await updateNews(tx, item.id, { status: 'published', publishAt });
      await setNewsDraft(tx, item.id, sameTexts(working, live) ? null : working);
      return { texts: live, public: true, published: body.languages };
    });
  });

  // A published article's changes are dropped: the editor's texts are the public ones again (a revision keeps the dropped ones).
  app.post('/news/:id/discard', { onRequest: editors }, async (request, reply) => {
    const body = parse(versionedSchema, request, reply);
    if (!body) return reply;
    return change(request, reply, body.baseVersion, 'discard', async (tx, item) => {
      if (!item.hasDraft) throw new Refused('There are no unpublished changes to discard.');
      await setNewsDraft(tx, item.id, null);
      return { texts: item.live, public: false };
    });
  });

  // Back to a draft: nothing of it is public; its texts are the editor's latest (changes included).
  app.post('/news/:id/unpublish', { onRequest: editors }, async (request, reply) => {
    const body = parse(versionedSchema, request, reply);
    if (!body) return reply;
    return change(request, reply, body.baseVersion, 'unpublish', async (tx, item) => {
      if (item.status === 'draft') throw new Refused('This article is not published.');
      await updateNews(tx, item.id, { status: 'draft' as NewsStatus, publishAt: null });
      await replaceNewsTranslations(tx, item.id, rowsOf(item.translations));
      await setNewsDraft(tx, item.id, null);
      return { texts: item.translations, public: true };
    });
  });

  app.get('/news/:id/revisions', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const item = id === undefined ? undefined : await newsDetail(id);
    if (!item) return sendError(request, reply, 404, 'No such news item.');
    return { items: await listRevisions(db, 'news', item.id), kept: config.REVISIONS_KEPT };
  });

  app.get('/news/:id/revisions/:number', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const number = revisionParam(request);
    const revision = id === undefined || number === undefined ? undefined : await readRevision(db, 'news', id, number);
    return revision ?? sendError(request, reply, 404, 'No such revision.');
  });

  // A revision's texts become the editor's texts again, as a new revision (a published article: its changes, not yet public).
  app.post('/news/:id/revisions/:number/restore', { onRequest: editors }, async (request, reply) => {
    const body = parse(versionedSchema, request, reply);
    if (!body) return reply;
    const number = revisionParam(request);
    const id = idParam(request);
    const revision = id === undefined || number === undefined ? undefined : await readRevision(db, 'news', id, number);
    if (!revision) return sendError(request, reply, 404, 'No such revision.');
    return change(request, reply, body.baseVersion, 'restore', async (tx, item) => {
      await keepWorking(tx, item, revision.texts);
      return { texts: revision.texts, public: false, restoredFrom: revision.number };
    });
  });

  app.delete('/news/:id', { onRequest: editors }, async (request, reply) => {
    const id = idParam(request);
    const baseVersion = Number((request.query as { version?: string }).version);
    if (!Number.isInteger(baseVersion) || baseVersion < 1)
      return sendError(request, reply, 400, 'Some fields need your attention.', { version: 'must be the version the change is based on' });
    const before = id === undefined ? undefined : await newsDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such news item.');
    const actor = actorOf(request);
    const gone = await db.transaction(async (tx) => {
      if ((await claimNewsVersion(tx, id, baseVersion, { at: now(), by: actor.id })) === undefined) return false;
      await deleteNews(tx, id);
      await deleteRevisions(tx, 'news', id);
      await audit(tx, actor, 'news.delete', 'news', id, { before });
      return true;
    });
    if (!gone) return conflict(request, reply, id);
    newsChanged();
    return reply.code(204).send();
  });
}

/** The `:number` of a revision's address, or undefined. */
function revisionParam(request: FastifyRequest): number | undefined {
  const raw = (request.params as { number?: string }).number ?? '';
  return /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : undefined;
}
