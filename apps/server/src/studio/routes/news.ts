import { and, count, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import { API_PATHS, HOSP_SEQ_NO, STUDIO_PAGE_SIZE, newsWriteSchema, type NewsWrite } from '@inphr/api';
import { LANGUAGES, parseLanguage, paths, toApiLanguage, type Language } from '@inphr/content';
import type { Db } from '../../db/database';
import { previewMedia } from '../../db/media-repo';
import { likePattern } from '../../db/like';
import { media, mediaTranslation } from '../../db/schema';
import { sendError } from '../../lib/errors';
import { htmlToText, sanitizeNewsHtml } from '../../lib/sanitize';
import { audit } from '../audit';
import { registerImageUpload } from '../images';
import { actorOf, idParam, pageParam, parse, searchParam, type StudioContext } from '../context';

/** News: the list, an article in three languages, its preview, and the pictures in it. */
export function newsRoutes({ app, db, now, options, anyone, editors, newsChanged }: StudioContext): void {
  registerImageUpload(app, db, editors, actorOf);

  async function newsDetail(id: number) {
    const [item] = await db
      .select()
      .from(media)
      .where(and(eq(media.id, id), eq(media.useYn, 'Y')));
    if (!item) return undefined;
    const rows = await db.select().from(mediaTranslation).where(eq(mediaTranslation.mediaId, id));
    const translations = Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, contents: r.contents }]));
    return {
      id: item.id,
      status: item.status,
      publishAt: item.publishAt?.toISOString() ?? null,
      regDt: item.regDt.toISOString(),
      updatedAt: item.updatedAt.toISOString(),
      reviewCnt: item.reviewCnt,
      translations,
    };
  }

  async function writeTranslations(tx: Pick<Db, 'insert' | 'delete'>, id: number, body: NewsWrite) {
    await tx.delete(mediaTranslation).where(eq(mediaTranslation.mediaId, id));
    const rows = LANGUAGES.flatMap((lang: Language) => {
      const t = body.translations[lang];
      if (!t || t.title.trim() === '') return [];
      // The same policy the public page applies, at the moment of saving.
      const contents = sanitizeNewsHtml(t.contents);
      return [{ mediaId: id, lang, title: t.title.trim(), contents, contentsText: htmlToText(contents) }];
    });
    if (rows.length) await tx.insert(mediaTranslation).values(rows);
  }

  app.get('/news', { preHandler: anyone }, async (request) => {
    const { status } = request.query as { status?: string };
    const q = searchParam(request);
    const page = pageParam(request);
    const conditions = [eq(media.useYn, 'Y')];
    if (status === 'draft' || status === 'published') conditions.push(eq(media.status, status));
    if (status === 'scheduled') conditions.push(eq(media.status, 'published'), gt(media.publishAt, sql`now()`));
    if (q) {
      const matches = db
        .select({ id: mediaTranslation.mediaId })
        .from(mediaTranslation)
        .where(or(ilike(mediaTranslation.title, likePattern(q)), ilike(mediaTranslation.contentsText, likePattern(q))));
      conditions.push(inArray(media.id, matches));
    }
    const where = and(...conditions);
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(media)
        .where(where)
        .orderBy(desc(media.regDt), desc(media.id))
        .limit(STUDIO_PAGE_SIZE)
        .offset((page - 1) * STUDIO_PAGE_SIZE),
      db.select({ n: count() }).from(media).where(where),
    ]);
    const titles = items.length
      ? await db
          .select({ id: mediaTranslation.mediaId, lang: mediaTranslation.lang, title: mediaTranslation.title })
          .from(mediaTranslation)
          .where(
            inArray(
              mediaTranslation.mediaId,
              items.map((i) => i.id),
            ),
          )
      : [];
    return {
      items: items.map((i) => ({
        id: i.id,
        status: i.status,
        publishAt: i.publishAt?.toISOString() ?? null,
        regDt: i.regDt.toISOString(),
        updatedAt: i.updatedAt.toISOString(),
        reviewCnt: i.reviewCnt,
        titles: Object.fromEntries(titles.filter((t) => t.id === i.id).map((t) => [t.lang, t.title])),
      })),
      total: total?.n ?? 0,
    };
  });

  app.get('/news/:id', { preHandler: anyone }, async (request, reply) => {
    const id = idParam(request);
    const item = id === undefined ? undefined : await newsDetail(id);
    return item ?? sendError(request, reply, 404, 'No such news item.');
  });

  // The public article page as it will look, rendered with the saved (maybe unpublished) text.
  app.get('/news/:id/preview', { preHandler: anyone }, async (request, reply) => {
    const id = idParam(request);
    const lang = parseLanguage((request.query as { lng?: string }).lng) ?? 'ko';
    const render = options.preview?.();
    if (!render) return sendError(request, reply, 404, 'The site is not built on this server: there is no page to preview.');
    const item = id === undefined ? undefined : await previewMedia(db, id, lang);
    if (!item || id === undefined) return sendError(request, reply, 404, 'This news item has no text in that language.');
    return render(request, reply, {
      url: paths.mediaDetail.getHref(id, toApiLanguage(lang)),
      lang,
      answers: { [`${API_PATHS.care}/media/${id}`]: { code: 200, message: 'OK', data: item } },
    });
  });

  app.post('/news', { preHandler: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const body = parse(newsWriteSchema, request, reply);
    if (!body) return reply;
    const publishAt = body.publishAt ? new Date(body.publishAt) : null;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({ hospSeqNo: HOSP_SEQ_NO, regDt: publishAt ?? now(), status: body.status, publishAt, updatedAt: now() })
        .returning({ id: media.id });
      await writeTranslations(tx, row!.id, body);
      await audit(tx, actorOf(request), 'news.create', 'news', row!.id, { after: body });
      return row!.id;
    });
    newsChanged();
    return reply.code(201).send({ id });
  });

  app.put('/news/:id', { preHandler: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const id = idParam(request);
    const before = id === undefined ? undefined : await newsDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such news item.');
    const body = parse(newsWriteSchema, request, reply);
    if (!body) return reply;
    const publishAt = body.publishAt ? new Date(body.publishAt) : null;
    await db.transaction(async (tx) => {
      await tx
        .update(media)
        .set({ status: body.status, publishAt, updatedAt: now(), ...(publishAt ? { regDt: publishAt } : {}) })
        .where(eq(media.id, id));
      await writeTranslations(tx, id, body);
      await audit(tx, actorOf(request), 'news.update', 'news', id, { before, after: body });
    });
    newsChanged();
    return newsDetail(id);
  });

  app.delete('/news/:id', { preHandler: editors }, async (request, reply) => {
    const id = idParam(request);
    const before = id === undefined ? undefined : await newsDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such news item.');
    await db.transaction(async (tx) => {
      await tx.delete(media).where(eq(media.id, id));
      await audit(tx, actorOf(request), 'news.delete', 'news', id, { before });
    });
    newsChanged();
    return reply.code(204).send();
  });
}
