import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  mediaDetailQuerySchema,
  mediaIdSchema,
  mediaListQuerySchema,
  type CareEnvelope,
  type MediaDetail,
  type MediaListData,
  type MediaListQuery,
} from '@inphr/api';
import { parseLanguage, type Language } from '@inphr/content';
import type { Db } from '../db/database';
import { listMedia, peekMedia } from '../db/media-repo';
import type { ViewCounter } from '../db/view-counter';
import type { ContentTag } from '@inphr/api';
import { sendError } from '../lib/errors';
import { parseQuery, type RequestWording } from '../lib/validation';
import type { ResponseCache } from '../cache/response-cache';
import { OncePerVersion } from '../cache/once-per-version';
import { sendCachedJson, type CachedJson } from '../cache/stored-response';
import { JSON_TYPE } from '../lib/json-type';

/** The query string's words for its problems (it has no required parameter: each has a default). */
const QUERY: RequestWording = { unknown: 'query parameter', required: 'This parameter is required.' };

const ITEMS_KEPT = 2_000;

/** A list shows news and each item's view count. */
const LIST_TAGS: readonly ContentTag[] = ['media', 'views'];

function ok<T>(data: T): CareEnvelope<T> {
  return { code: 200, message: 'OK', data };
}

/** A kept news item: its id and stored count, and its answer as text for a given count. */
interface KeptItem {
  id: number;
  reviewCnt: number;
  answer: (reviewCnt: number) => string;
}

const COUNT_MEMBER = '"reviewCnt":';

/**
 * The item's answer serialized once, around its count: a view changes nothing else, so an answer
 * is two kept strings and a number (serializing the item per view was a visible part of its CPU at
 * 200 connections). The member is found as JSON writes it outside strings: inside one, every
 * quote is escaped (`\"`), so `"reviewCnt":` cannot occur in the text of a field.
 */
export function keptItem(item: MediaDetail): KeptItem {
  const text = JSON.stringify(ok<MediaDetail>({ ...item, reviewCnt: 0 }));
  const at = text.indexOf(COUNT_MEMBER) + COUNT_MEMBER.length;
  const [before, after] = [text.slice(0, at), text.slice(at + '0'.length)];
  return { id: item.id, reviewCnt: item.reviewCnt, answer: (reviewCnt) => before + String(reviewCnt) + after };
}

export interface CareApiOptions {
  cache: ResponseCache;
  views: ViewCounter;
  /** The longest a news item is kept without reading it again (HTML_CACHE_TTL_S). */
  itemMaxAgeMs: number;
  /** The clock of that age (tests move it). */
  now?: () => number;
}

export function careApi(db: Db, o: CareApiOptions): FastifyPluginAsync {
  const now = o.now ?? Date.now;
  return async (app) => {
    /**
     * News items as stored, kept per news version (a view needs no query: its count is the view
     * counter's, so written views do not make an item stale) and for at most `itemMaxAgeMs`, so
     * that a change this instance was never told of shows all the same; at most ITEMS_KEPT of
     * them, the oldest dropped first. Past that age, while its news version is current, the kept
     * item is still answered while one read refreshes it (as sendCachedJson does for the lists);
     * a page's render (an internal call) waits for that read. An item is read once at a time: the
     * requests that ask meanwhile wait for that read, unless the news changed since it started.
     */
    type Kept = { versions: Partial<Record<ContentTag, number>>; item: KeptItem | undefined; readAt: number };
    const items = new Map<string, Kept>();
    const reading = new OncePerVersion(app.contentVersions);

    function readOnce(key: string, id: number, lang: Language): { read: Promise<Kept>; joined: boolean } {
      const { made, joined } = reading.run(key, ['media'], async (versions) => {
        const readAt = now();
        const found = await peekMedia(db, id, lang);
        const kept: Kept = { versions, item: found && keptItem(found), readAt };
        items.delete(key);
        items.set(key, kept);
        if (items.size > ITEMS_KEPT) items.delete(items.keys().next().value!);
        return kept;
      });
      return { read: made, joined };
    }

    async function readItem(id: number, lang: Language, request: FastifyRequest): Promise<{ kept: Kept; state: 'hit' | 'stale' | 'miss' }> {
      const key = `${id} ${lang}`;
      const kept = items.get(key);
      if (kept && app.contentVersions.isCurrent(kept.versions)) {
        if (now() - kept.readAt <= o.itemMaxAgeMs) return { kept, state: 'hit' };
        const { read, joined } = readOnce(key, id, lang);
        if (request.internalCall === undefined) {
          if (!joined) read.catch((error: unknown) => request.log.warn({ err: error }, 'reading a kept news item again failed; the kept one is answered'));
          return { kept, state: 'stale' };
        }
        return { kept: await read, state: joined ? 'hit' : 'miss' };
      }
      const { read, joined } = readOnce(key, id, lang);
      return { kept: await read, state: joined ? 'hit' : 'miss' };
    }

    /**
     * A list's kept answer, per query as parseQuery hands it out (the same object for every request
     * with the same query string): its key, tags and making, worked out once per query instead of
     * per request (a kept list is otherwise answered with no work but its headers).
     */
    const lists = new WeakMap<MediaListQuery, CachedJson>();
    function keptList(query: MediaListQuery): CachedJson {
      let list = lists.get(query);
      if (list) return list;
      const q = { ...query, lang: parseLanguage(query.lang) as Language };
      // Kept per news version, under the query as understood (defaults filled in, language normalized).
      list = {
        key: `media-list ${JSON.stringify([q.hospSeqNo, q.page, q.size, q.searchKey, q.searchText, q.lang])}`,
        tags: LIST_TAGS,
        make: async () => ok<MediaListData>(await listMedia(db, q)),
      };
      lists.set(query, list);
      return list;
    }

    // Sent as stored bytes (compressed once when kept): the compress plugin has nothing to do here.
    app.get('/media', { compress: false }, async (request, reply) => {
      const query = parseQuery(mediaListQuerySchema, request, reply, QUERY);
      if (!query) return reply;
      return sendCachedJson(request, reply, o.cache, keptList(query));
    });

    app.get<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
      const id = mediaIdSchema.safeParse(request.params.id);
      if (!id.success) return sendError(request, reply, 400, 'The news id must be a positive whole number.');
      const query = parseQuery(mediaDetailQuerySchema, request, reply, QUERY);
      if (!query) return reply;
      const lang = parseLanguage(query.lang) as Language;
      // HEAD reads without counting a view, and so does the render of a page asked for with HEAD.
      const peek = request.method === 'HEAD' || request.internalCall?.peek === true;
      const { kept, state } = await readItem(id.data, lang, request);
      reply.header('x-api-cache', state);
      const stored = kept.item;
      if (!stored) return sendError(request, reply, 404, 'This news item does not exist in the requested language.');
      // The view is counted in memory and written with the others within VIEW_COUNT_REFRESH_MS
      // (db/view-counter.ts); the answer carries the count with it.
      const reading = { count: stored.reviewCnt, at: kept.readAt };
      const reviewCnt = peek ? o.views.current(stored.id, reading) : o.views.count(stored.id, reading);
      return reply.header('cache-control', 'no-store').type(JSON_TYPE).send(stored.answer(reviewCnt));
    });
  };
}
