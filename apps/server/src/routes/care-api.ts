import type { FastifyPluginAsync } from 'fastify';
import { mediaDetailQuerySchema, mediaIdSchema, mediaListQuerySchema, type CareEnvelope, type MediaDetail, type MediaListData } from '@inphr/api';
import { parseLanguage, type Language } from '@inphr/content';
import type { Db } from '../db/database';
import { listMedia, peekMedia } from '../db/media-repo';
import type { ViewCounter } from '../db/view-counter';
import { sendError } from '../lib/errors';
import { parseRequest, type RequestWording } from '../lib/validation';
import type { ContentCache } from '../cache/content-cache';
import { sendCachedJson } from '../cache/stored-response';
import { JSON_TYPE } from '../lib/json-type';

/** The query string's words for its problems (it has no required parameter: each has a default). */
const QUERY: RequestWording = { unknown: 'query parameter', required: 'This parameter is required.' };

/** The news list shows each item's view count: it is fresh this long at most. */
const LIST_TTL_S = 10;

function ok<T>(data: T): CareEnvelope<T> {
  return { code: 200, message: 'OK', data };
}

export interface CareApiOptions {
  cache: ContentCache;
  views: ViewCounter;
  /** How long a news item read from the database is kept (CACHE_TTL_S). */
  itemTtlS: number;
  /** The clock of the items' readings (the view counter's). */
  now?: () => number;
  /** The server's clock: what visitors may see (a scheduled item appears at its time). */
  clock: () => Date;
}

/**
 * The care API (SPEC section 7): the news list, and a news item, which counts a view. Both come
 * from the server's cache; an item's view count is the view counter's, so a view needs no query.
 */
export function careApi(db: Db, o: CareApiOptions): FastifyPluginAsync {
  const now = o.now ?? Date.now;
  return async (app) => {
    app.get('/media', { compress: false }, async (request, reply) => {
      const query = parseRequest(mediaListQuerySchema, request.query, request, reply, QUERY);
      if (!query) return reply;
      const q = { ...query, lang: parseLanguage(query.lang) as Language };
      return sendCachedJson(request, reply, o.cache, {
        // Kept under the query as understood (defaults filled in, language normalized).
        key: `media-list ${JSON.stringify([q.hospSeqNo, q.page, q.size, q.searchKey, q.searchText, q.lang])}`,
        ttlS: LIST_TTL_S,
        tags: ['media'],
        make: async () => ok<MediaListData>(await listMedia(db, q, o.clock())),
      });
    });

    app.get<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
      const id = mediaIdSchema.safeParse(request.params.id);
      if (!id.success) return sendError(request, reply, 400, 'The news id must be a positive whole number.');
      const query = parseRequest(mediaDetailQuerySchema, request.query, request, reply, QUERY);
      if (!query) return reply;
      const lang = parseLanguage(query.lang) as Language;
      const { value: kept, state } = await o.cache.fetch(
        `media-item ${id.data} ${lang}`,
        async () => {
          const readAt = now();
          const item = await peekMedia(db, id.data, lang, o.clock());
          return { item, readAt, size: 256 + 2 * (item ? item.title.length + item.contents.length : 0) };
        },
        { ttlMs: o.itemTtlS * 1000, fresh: request.internalCall },
      );
      reply.header('x-api-cache', state);
      const stored: MediaDetail | undefined = kept.item;
      if (!stored) return sendError(request, reply, 404, 'This news item does not exist in the requested language.');
      // HEAD reads without counting a view, and so does a page's render (its visitor's view is counted as the page is sent).
      const peek = request.method === 'HEAD' || request.internalCall;
      // The view is counted in memory and written with the others within VIEW_COUNT_REFRESH_MS
      // (db/view-counter.ts); the answer carries the count with it.
      const reading = { count: stored.reviewCnt, at: kept.readAt };
      const reviewCnt = peek ? o.views.current(stored.id, reading) : o.views.count(stored.id, reading);
      return reply
        .header('cache-control', 'no-store')
        .type(JSON_TYPE)
        .send(JSON.stringify(ok<MediaDetail>({ ...stored, reviewCnt })));
    });
  };
}
