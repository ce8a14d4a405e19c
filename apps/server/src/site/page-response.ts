import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendStored, type StoredBody } from '../cache/stored-response';
import type { ContentTag } from '@inphr/api';

/** A rendered page as sent: its bytes, its policy, the content it shows, and the news items a visit of it views. */
export interface RenderedPage extends StoredBody {
  versions: Partial<Record<ContentTag, number>>;
  /** A news item's page: each visit counts a view of these items, also when the page is served as kept. */
  viewed: readonly number[];
  /** What the render read (a kept page is renewed without a render while it reads the same, render.ts). */
  made?: PageMadeFrom;
}

/** The API calls a render made, in the order made, a digest of their answers, and when it rendered. */
export interface PageMadeFrom {
  calls: readonly ApiCall[];
  /** sha1 of the answers' statuses and bytes, in the calls' order. */
  answers: string;
  renderedAt: number;
}

/** One API call of a render, as it can be made again. */
export interface ApiCall {
  /** Path and query. */
  url: string;
  method: string;
  contentType?: string;
  body?: string;
}

/** How a page was found: kept and current, kept and being refreshed, rendered for this request, or not kept. */
export type PageCacheState = 'hit' | 'stale' | 'miss' | 'bypass';

/**
 * Sends a rendered page with the policy of its own hashes (the same for its 200 and every 304). A
 * kept page goes out as stored bytes, compressed once, and may be kept by a shared cache (a CDN)
 * as long as this server keeps it, `sharedMaxAgeS`; it names the content it shows
 * (`Surrogate-Key`), so that a purge by tag (cdn-purge.ts) drops it when that content changes.
 * A page not kept (an error), and a page whose visit counts a view (a news item: a shared cache
 * would answer without the server counting it), is revalidated every time.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: RenderedPage, cache: PageCacheState, sharedMaxAgeS: number) {
  reply.header('x-render-cache', cache);
  if (cache !== 'bypass' && page.viewed.length === 0) setSharedCacheHeaders(reply, pageSharedCacheHeaders(page.versions, sharedMaxAgeS));
  return sendStored(request, reply, status, page, 'text/html; charset=utf-8');
}

/** The three header values of an answer a shared cache may keep (`keptBySharedCache`). */
interface SharedCacheHeaders {
  maxAgeS: number;
  cacheControl: string;
  surrogateKey: string;
  cacheTag: string;
}

/**
 * A kept page's shared-cache headers, made once per page and not per visit: they follow from the
 * content it shows (its `versions`' tags), an object that stays the same while the page is kept
 * (a renewal gives it a new one).
 */
const pageHeaders = new WeakMap<RenderedPage['versions'], SharedCacheHeaders>();
function pageSharedCacheHeaders(versions: RenderedPage['versions'], sharedMaxAgeS: number): SharedCacheHeaders {
  let headers = pageHeaders.get(versions);
  if (headers?.maxAgeS !== sharedMaxAgeS) {
    headers = sharedCacheHeaders(['pages', ...Object.keys(versions)], sharedMaxAgeS);
    pageHeaders.set(versions, headers);
  }
  return headers;
}

function sharedCacheHeaders(tags: readonly string[], sharedMaxAgeS: number): SharedCacheHeaders {
  return {
    maxAgeS: sharedMaxAgeS,
    cacheControl: `public, max-age=0, s-maxage=${sharedMaxAgeS}, stale-while-revalidate=${sharedMaxAgeS}`,
    surrogateKey: tags.join(' '),
    cacheTag: tags.join(','),
  };
}

function setSharedCacheHeaders(reply: FastifyReply, headers: SharedCacheHeaders): void {
  reply.header('cache-control', headers.cacheControl).header('surrogate-key', headers.surrogateKey).header('cache-tag', headers.cacheTag);
}

/**
 * An answer a shared cache (a CDN) may keep for `sharedMaxAgeS` and no browser beyond a
 * revalidation, named by the tags a purge drops it by (lib/cdn-purge.ts: Fastly reads them
 * space-separated, Cloudflare comma-separated): a page by `pages` and the content it shows, the
 * feeds by `feeds` and the news.
 */
export function keptBySharedCache(reply: FastifyReply, tags: readonly string[], sharedMaxAgeS: number): void {
  setSharedCacheHeaders(reply, sharedCacheHeaders(tags, sharedMaxAgeS));
}
