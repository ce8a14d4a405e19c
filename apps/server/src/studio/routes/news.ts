import { API_PATHS, STUDIO_PAGE_SIZE, newsWriteSchema, type NewsWrite } from '@inphr/api';
import { LANGUAGES, parseLanguage, paths, toApiLanguage } from '@inphr/content';
import { previewMedia } from '../../db/media-repo';
import {
  deleteNews,
  insertNews,
  newsForStudio,
  newsPageForStudio,
  replaceNewsTranslations,
  updateNews,
  type NewsTranslationRow,
} from '../../db/studio-news-repo';
import { sendError } from '../../lib/errors';
import { htmlToText, sanitizeNewsHtml } from '../../lib/sanitize';
import { audit } from '../audit';
import { registerImageUpload } from '../images';
import { actorOf, idParam, pageParam, parse, searchParam, type StudioContext } from '../context';

/** News: the list, an article in three languages, its preview, and the pictures in it. */
export function newsRoutes({ app, db, now, options, anyone, editors, newsChanged }: StudioContext): void {
  registerImageUpload(app, db, editors, actorOf);

  const newsDetail = (id: number) => newsForStudio(db, id);

  /** The texts to store: each language with a title, its HTML sanitized with the public page's policy. */
  function translationRows(body: NewsWrite): NewsTranslationRow[] {
    return LANGUAGES.flatMap((lang) => {
      const t = body.translations[lang];
      if (!t || t.title.trim() === '') return [];
      const contents = sanitizeNewsHtml(t.contents);
      return [{ lang, title: t.title.trim(), contents, contentsText: htmlToText(contents) }];
    });
  }

  app.get('/news', { onRequest: anyone }, async (request) => {
    const { status } = request.query as { status?: string };
    return newsPageForStudio(db, { status, q: searchParam(request), page: pageParam(request), size: STUDIO_PAGE_SIZE });
  });

  app.get('/news/:id', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const item = id === undefined ? undefined : await newsDetail(id);
    return item ?? sendError(request, reply, 404, 'No such news item.');
  });

  // The public article page as it will look, rendered with the saved (maybe unpublished) text.
  app.get('/news/:id/preview', { onRequest: anyone }, async (request, reply) => {
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

  app.post('/news', { onRequest: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const body = parse(newsWriteSchema, request, reply);
    if (!body) return reply;
    const publishAt = body.publishAt ? new Date(body.publishAt) : null;
    const id = await db.transaction(async (tx) => {
      const created = await insertNews(tx, { status: body.status, publishAt, at: now() });
      await replaceNewsTranslations(tx, created, translationRows(body));
      await audit(tx, actorOf(request), 'news.create', 'news', created, { after: body });
      return created;
    });
    newsChanged();
    return reply.code(201).send({ id });
  });

  app.put('/news/:id', { onRequest: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const id = idParam(request);
    const before = id === undefined ? undefined : await newsDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such news item.');
    const body = parse(newsWriteSchema, request, reply);
    if (!body) return reply;
    const publishAt = body.publishAt ? new Date(body.publishAt) : null;
    await db.transaction(async (tx) => {
      await updateNews(tx, id, { status: body.status, publishAt, at: now() });
      await replaceNewsTranslations(tx, id, translationRows(body));
      await audit(tx, actorOf(request), 'news.update', 'news', id, { before, after: body });
    });
    newsChanged();
    return newsDetail(id);
  });

  app.delete('/news/:id', { onRequest: editors }, async (request, reply) => {
    const id = idParam(request);
    const before = id === undefined ? undefined : await newsDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such news item.');
    await db.transaction(async (tx) => {
      await deleteNews(tx, id);
      await audit(tx, actorOf(request), 'news.delete', 'news', id, { before });
    });
    newsChanged();
    return reply.code(204).send();
  });
}
