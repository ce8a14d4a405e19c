import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentTag } from '@inphr/api';
import { keptBySharedCache, sendStored, type StoredBody } from '../cache/stored-response';
import type { CacheState } from '../cache/content-cache';

/** A rendered page as sent: its bytes, its policy, what it shows, how long it is fresh, and the news items a visit of it views. */
export interface RenderedPage extends StoredBody {
  /** The content it shows (its shared-cache tags; `views`: it shows view counts, and lives shorter). */
  shows: readonly ContentTag[];
  /** How long it is kept fresh, here and in a shared cache. */
  ttlS: number;
  /** A news item's page: each visit counts a view of these items, also when the page is served as kept. */
  viewed: readonly number[];
}

/**
 * Sends a rendered page with the policy of its own hashes (the same for its 200 and every 304). A
 * kept page goes out as stored bytes, compressed once, and may be kept by a shared cache (a CDN,
 * the proxy) as long as this server keeps it; it names the content it shows (`Surrogate-Key`), so
 * that a purge by tag drops it when that content changes. A page not kept (an error), and a page
 * whose visit counts a view (a news item: a shared cache would answer without the server counting
 * it), is revalidated every time.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: RenderedPage, cache: CacheState) {
  reply.header('x-render-cache', cache);
  if (cache !== 'bypass' && page.viewed.length === 0) keptBySharedCache(reply, ['pages', ...page.shows], page.ttlS);
  return sendStored(request, reply, status, page, 'text/html; charset=utf-8');
}
