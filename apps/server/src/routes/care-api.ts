import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod';
import { MEDIA_MAX_SIZE, MEDIA_SEARCH_KEYS, hasForbiddenText, type CareEnvelope, type MediaDetail, type MediaListData } from '@inphr/api';
import { LANGUAGES, parseLanguage, type Language } from '@inphr/content';
import type { Db } from '../db/database';
import { listMedia, peekMedia } from '../db/media-repo';
import type { ViewCounter } from '../db/view-counter';
import type { ContentTag } from '../lib/content-versions';
import { sendError } from '../lib/errors';
import type { ResponseCache } from '../lib/response-cache';
import { sendCachedJson } from '../lib/stored-response';

/** An API language code: one of the site's languages, in either case (KO, en…). */
const LANG_CODE = new RegExp(`^(${LANGUAGES.join('|')})$`, 'i');
const intString = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be from ${min} to ${max}`);

const listQuery = z.object({
  hospSeqNo: intString('hospSeqNo', 0, 2_147_483_647).default(100),
  page: intString('page', 1, 1_000_000).default(1),
  size: intString('size', 1, MEDIA_MAX_SIZE).default(10),
  searchKey: z.enum(MEDIA_SEARCH_KEYS, 'searchKey must be empty, title or contents').default(''),
  searchText: z
    .string()
    .max(200, 'searchText must be at most 200 characters')
    .refine((text) => !hasForbiddenText(text), 'searchText contains characters that are not allowed (control or bidi characters)')
    .default(''),
  lang: z.string().regex(LANG_CODE, 'lang must be KO, EN or JA').default('KO'),
}).strict();

const detailQuery = z.object({ lang: z.string().regex(LANG_CODE, 'lang must be KO, EN or JA').default('KO') }).strict();
const idParam = z.object({ id: intString('id', 1, 2_147_483_647) });

// Only plain strings per key: repeated keys (arrays) are rejected by the schema.
const querySchema = { type: 'object', additionalProperties: { type: 'string' } } as const;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') return `Unknown query parameter: ${issue.keys.join(', ')}.`;
  return issue?.message ?? 'The request is not valid.';
}

const ITEMS_KEPT = 2_000;

function ok<T>(data: T): CareEnvelope<T> {
  return { code: 200, message: 'OK', data };
}

export function careApi(db: Db, o: { cache: ResponseCache; views: ViewCounter }): FastifyPluginAsync {
  return async (app) => {
    /**
     * News items as stored, kept per news version (a view needs no query: its count is the view
     * counter's), at most ITEMS_KEPT of them, the oldest dropped first.
     */
    const items = new Map<string, { versions: Partial<Record<ContentTag, number>>; item: MediaDetail | undefined }>();
    async function readItem(id: number, lang: Language): Promise<MediaDetail | undefined> {
      const key = `${id} ${lang}`;
      const kept = items.get(key);
      if (kept && app.contentVersions.isCurrent(kept.versions)) return kept.item;
      const versions = app.contentVersions.snapshot(['media']);
      const item = await peekMedia(db, id, lang);
      items.delete(key);
      items.set(key, { versions, item });
      if (items.size > ITEMS_KEPT) items.delete(items.keys().next().value!);
      return item;
    }

    app.get('/media', { schema: { querystring: querySchema } }, async (request, reply) => {
      const parsed = listQuery.safeParse(request.query);
      if (!parsed.success) return sendError(request, reply, 400, firstIssue(parsed.error));
      const q = { ...parsed.data, lang: parseLanguage(parsed.data.lang) as Language };
      // Kept per news version, under the query as understood (defaults filled in, language normalized).
      return sendCachedJson(request, reply, o.cache, app.contentVersions, {
        key: `media-list ${JSON.stringify([q.hospSeqNo, q.page, q.size, q.searchKey, q.searchText, q.lang])}`,
        tags: ['media'],
        make: async () => ok<MediaListData>(await listMedia(db, q)),
      });
    });

    app.get('/media/:id', { schema: { querystring: querySchema } }, async (request, reply) => {
      const params = idParam.safeParse(request.params);
      if (!params.success) return sendError(request, reply, 400, 'The news id must be a positive whole number.');
      const query = detailQuery.safeParse(request.query);
      if (!query.success) return sendError(request, reply, 400, firstIssue(query.error));
      const lang = parseLanguage(query.data.lang) as Language;
      // HEAD reads without counting a view, and so does the render of a page asked for with HEAD.
      const peek = request.method === 'HEAD' || request.internalCall?.peek === true;
      const stored = await readItem(params.data.id, lang);
      if (!stored) return sendError(request, reply, 404, 'This news item does not exist in the requested language.');
      // The view is counted in memory and written with the others within VIEW_COUNT_REFRESH_MS
      // (db/view-counter.ts); the answer carries the count with it.
      const reviewCnt = peek ? o.views.current(stored.id, stored.reviewCnt) : o.views.count(stored.id, stored.reviewCnt);
      const item: MediaDetail = { ...stored, reviewCnt };
      reply.header('cache-control', 'no-store');
      return ok(item);
    });
  };
}
