import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { detectLanguage, languageFromCookieHeader } from '@inphr/i18n/detect';
import { BRAND_NAME, CARE_ORIGIN, LANGUAGES, type Language } from '@inphr/content';
import { API_PATHS, CONTENT_TAGS, type ContentTag, type PublicConfig, type ServerEntry } from '@inphr/api';
import type { ServerConfig } from '../config';
import { serverSanitizers } from '../lib/sanitize';
import { INTERNAL_HEADER, PEEK_HEADER } from '../lib/internal-calls';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import type { ClientAssets } from './assets';
import { cspHash, escapeHtml, renderDocument, seoHead } from './document';
import { ResponseCache, type CachedResponse } from '../cache/response-cache';
import { bodyTag, identityOf } from '../cache/stored-response';
import { createInjectFetch } from './inject-fetch';
import { sendPage, type ApiCall, type PageCacheState, type PageMadeFrom, type RenderedPage } from './page-response';
import type { ViewCounter } from '../db/view-counter';
import { STATE_ID } from './render-constants';
import { contentSecurityPolicy } from '../lib/security';
import { oneCallPerTurn } from '../lib/turns';
import { loopStayedQuiet } from '../lib/quiet-loop';

const require = createRequire(import.meta.url);

/**
 * A page's language comes from the cookie. Lower case on purpose: @fastify/compress looks for
 * `accept-encoding` (case-sensitively) before appending it, so the field is named once.
 */
const PAGE_VARY = 'Cookie, accept-encoding';

/**
 * A page rendered for staff with content that is not public (yet): `answers` stand in for the
 * API's answers at those paths (e.g. a draft's `/api/media/12`). The page is sent as it is, without
 * its scripts (they would fetch the public content again), never cached, never indexed.
 */
export interface PreviewRequest {
  url: string;
  lang: Language;
  answers: Record<string, unknown>;
}
export type PreviewRenderer = (request: FastifyRequest, reply: FastifyReply, preview: PreviewRequest) => Promise<unknown>;

/**
 * The render path of a page: the language, the page cache, the app's server renderer with its API
 * calls made in-process (and noted, to know what the page is made of), the document around it.
 */
export function createPageRenderer(
  app: FastifyInstance,
  config: ServerConfig,
  o: { server: ServerEntry; assets: ClientAssets; internalToken: string; views: ViewCounter; now?: () => number },
) {
  const { server, internalToken, views } = o;
  const { staticHead, bootScripts, pageAssets } = o.assets;
  const publicConfig: PublicConfig = {
    careSiteUrl: config.CARE_SITE_URL,
    careOrigin: CARE_ORIGIN,
    mapTileUrl: config.MAP_TILE_URL,
    careApiBase: `${API_PATHS.care}/`,
    mainSiteBase: '/',
  };
  const injectFetch = createInjectFetch(app, [INTERNAL_HEADER, internalToken]);

  /** The share image shows the home page's headline: it describes the image. */
  const shareImageAlt = (lang: string) => (require(`@inphr/i18n/locales/${lang}/home.json`) as { hero: { headline: string } }).hero.headline;

  /** Absolute links are made from configuration only: a request header must never change them. */
  const publicOrigin = config.PUBLIC_ORIGIN;

  const clock = o.now ?? Date.now;
  const htmlCache = new ResponseCache<RenderedPage>(
    config.HTML_CACHE_MB * 1024 * 1024,
    config.HTML_CACHE_TTL_S * 1000,
    app.contentVersions,
    clock,
    config.VIEW_COUNT_PAGE_REFRESH_S * 1000,
  );
  app.htmlCache = htmlCache;
  /** Renders under way, by cache key: a request for a page being rendered waits for that render. */
  const rendering = new Map<string, Promise<Made>>();
  /**
   * Background refreshes take turns (lib/turns.ts): a render is one long synchronous stretch, and
   * the stale pages a view-count flush leaves are asked for in the same moment; rendered back to
   * back they held the event loop for all of them while every other request waited.
   */
  const refreshTurn = oneCallPerTurn();
  /** Pages being refreshed, from their render until the new copy is kept (its compressed copies made). */
  const refreshing = new Set<string>();

  // Once views stop being written (VIEW_COUNT_QUIET_REFRESH_S), the kept pages whose counts moved
  // are refreshed without waiting for a visitor: after a quiet spell, the first ones are not served
  // behind those renders. Each write of views restarts the wait, so a site being read does none;
  // and a server kept busy by other requests (APIs, pages without counts) is not quiet either.
  if (config.VIEW_COUNT_QUIET_REFRESH_S > 0 && htmlCache.enabled) {
    let quiet: NodeJS.Timeout | undefined;
    /** Which wait is the current one: a write of views, a busy loop or closing starts another, and ends the refreshes of the last. */
    let spell = 0;
    const waitForQuiet = () => {
      spell += 1;
      clearTimeout(quiet);
      quiet = setTimeout(() => void refreshBehindOnViews(spell), config.VIEW_COUNT_QUIET_REFRESH_S * 1000).unref();
    };
    const stop = app.contentVersions.onMove((tag) => {
      if (tag === 'views') waitForQuiet();
    });
    app.addHook('onClose', async () => {
      spell += 1;
      stop();
      clearTimeout(quiet);
    });

    /**
     * The pages behind on their counts, one at a time, each after the event loop stayed quiet for
     * QUIET_PROBE_MS (lib/quiet-loop.ts): visitors arriving meanwhile wait behind one render at
     * most, and the rest waits for the next quiet spell.
     */
    async function refreshBehindOnViews(mine: number): Promise<void> {
      const requestId = randomUUID();
      const done = new Set<string>();
      while (done.size < QUIET_REFRESH_MAX_PAGES) {
        const quietNow = await loopStayedQuiet(QUIET_PROBE_MS);
        if (spell !== mine) return;
        if (!quietNow) return waitForQuiet();
        const next = htmlCache.behindOnViews(QUIET_REFRESH_MAX_PAGES).find(([key]) => !done.has(key));
        if (!next) return;
        const [key, kept] = next;
        done.add(key);
        const { lang, renderUrl } = parsePageKey(key);
        await refresh(key, { renderUrl, pathname: new URL(renderUrl, 'http://localhost').pathname, lang, peek: true, requestId }, app.log, kept);
      }
    }
  }

  /**
   * A fetch for one render that notes the news items the page views, whether the page may be kept
   * (it reads only public APIs the page cache knows: the news list and items, the FAQ), and the
   * calls it made with a digest of their answers (`madeFrom`: a kept page reads them again to
   * find whether it is still current).
   */
  function trackedFetch(peek: boolean, pageRequestId: string, answers: Record<string, unknown> = {}) {
    const viewed: number[] = [];
    const calls: ApiCall[] = [];
    const digests: string[] = [];
    let cacheable = true;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const { pathname, search } = new URL(input instanceof Request ? input.url : String(input));
      if (Object.hasOwn(answers, pathname)) {
        cacheable = false;
        return Response.json(answers[pathname]);
      }
      const item = NEWS_ITEM_PATH.exec(pathname);
      if (!item && !NEWS_LIST_PATH.test(pathname) && !pathname.startsWith(`${API_PATHS.mainSite}/faq/`)) cacheable = false;
      // The request as the client built it (its body and content type kept), plus two marks: the
      // API's log lines carry the page's request id, and a HEAD of a page reads without counting a view.
      const request = new Request(input, init);
      const at = calls.length;
      const contentType = request.headers.get('content-type') ?? undefined;
      const body = request.body ? await request.clone().text() : undefined;
      calls.push({ url: pathname + search, method: request.method, ...(contentType ? { contentType } : {}), ...(body !== undefined ? { body } : {}) });
      request.headers.set(REQUEST_ID_HEADER, pageRequestId);
      if (peek) request.headers.set(PEEK_HEADER, '1');
      const response = await injectFetch(request);
      digests[at] = createHash('sha1')
        .update(`${response.status}\n`)
        .update(new Uint8Array(await response.clone().arrayBuffer()))
        .digest('base64url');
      if (item && response.ok) viewed.push(Number(item[1]));
      return response;
    };
    const madeFrom = (renderedAt: number): PageMadeFrom => ({ calls, answers: digestOf(digests), renderedAt });
    return { fetch, viewed, cacheable: () => cacheable, madeFrom };
  }

  /**
   * A kept page past its age, while the content it shows is current (no write announced since),
   * is kept again without a render when the API calls its render made answer the same bytes now
   * (read afresh: a page's calls wait for fresh answers, sendCachedJson and care-api.ts); a render
   * is a long stretch of the event loop, and after a quiet spell every page a visitor asks for is
   * past its age at once. At most PAGE_RENDER_MAX_AGE_MS after its render it is rendered all the
   * same (the clock's part of a page: the footer's year). Undefined: render it.
   */
  async function renewed(kept: RenderedPage, requestId: string): Promise<Made | undefined> {
    const made = kept.made;
    if (!made || clock() - made.renderedAt > PAGE_RENDER_MAX_AGE_MS || !app.contentVersions.isCurrent(kept.versions)) return undefined;
    const versions = app.contentVersions.snapshot(Object.keys(kept.versions) as ContentTag[]);
    const tracked = trackedFetch(true, requestId);
    try {
      await Promise.all(
        made.calls.map(async (call) => {
          const response = await tracked.fetch(`http://localhost${call.url}`, {
            method: call.method,
            ...(call.contentType ? { headers: { 'content-type': call.contentType } } : {}),
            ...(call.body !== undefined ? { body: call.body } : {}),
          });
          await response.arrayBuffer();
        }),
      );
    } catch {
      // Rendered instead, which meets the same failure in its own way (a page of the error).
      return undefined;
    }
    if (tracked.madeFrom(made.renderedAt).answers !== made.answers) return undefined;
    return { kind: 'page', status: 200, page: kept, keep: true, renewed: versions };
  }

  /**
   * Renders a page: the app's server renderer, its API calls made in-process, the document around
   * it with the policy of its own hashes. `peek`: the render counts no view (a HEAD, a preview).
   */
  async function make(o: { renderUrl: string; pathname: string; lang: Language; peek: boolean; requestId: string; preview?: PreviewRequest }): Promise<Made> {
    const { preview } = o;
    const tracked = trackedFetch(o.peek, o.requestId, preview?.answers);
    const versions = app.contentVersions.snapshot(CONTENT_TAGS);
    const renderedAt = clock();
    const result = await server.render({
      url: o.renderUrl,
      lang: o.lang,
      origin: 'http://localhost',
      publicOrigin,
      fetch: tracked.fetch,
      config: publicConfig,
      sanitizeHtml: serverSanitizers,
    });
    if (result.kind === 'redirect') return result;
    const page = pageAssets(result.modules);
    const html = renderDocument({
      lang: result.lang,
      title: result.title,
      description: result.description,
      head:
        // The hero image first: it is what a phone waits for.
        result.priorityImages.map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`).join('') +
        staticHead +
        page.head +
        seoHead({
          origin: publicOrigin,
          pathname: o.pathname,
          lang: result.lang,
          languages: LANGUAGES,
          title: result.title,
          description: result.description,
          ogType: result.ogType,
          shareImage: `/og/share.${result.lang}.png`,
          shareImageAlt: shareImageAlt(result.lang),
          siteName: BRAND_NAME,
          jsonLd: result.jsonLd,
          verification: { naver: config.NAVER_SITE_VERIFICATION, google: config.GOOGLE_SITE_VERIFICATION },
          indexable: result.status === 200 && !preview,
        }),
      styleTags: result.styleTags,
      appHtml: result.appHtml,
      stateJson: result.stateJson,
      stateId: STATE_ID,
      scripts: preview ? null : { inline: bootScripts, data: page.scripts },
    });
    // The page's own inline script and styles, and nothing else, by hash: the same policy for the
    // same bytes, whoever asks and whenever (a kept page, its 304s, a shared cache's copy).
    const csp = contentSecurityPolicy(
      {
        scriptHashes: [bootScripts.early.hash, bootScripts.boot.hash],
        styleHashes: [EMPTY_STYLE_HASH, ...[...page.inlineStyles, ...inlineStyleTexts(result.styleTags)].map(cspHash)],
      },
      config,
    );
    // Kept at the counters of what it shows as they were before rendering: a write during the
    // render makes the copy stale at once.
    const made = Object.fromEntries(result.shows.map((tag) => [tag, versions[tag]]));
    return {
      kind: 'page',
      status: result.status,
      page: { body: html, tag: bodyTag(html), csp, versions: made, viewed: tracked.viewed, made: tracked.madeFrom(renderedAt) },
      keep: htmlCache.enabled && result.status === 200 && tracked.cacheable() && !preview,
    };
  }

  /** One render per key at a time: the first request renders (and counts its view, if any, in it); the others wait for it. */
  function makeOnce(
    key: string,
    o: Parameters<typeof make>[0],
    run: (call: () => Promise<Made>) => Promise<Made> = (call) => call(),
    kept?: RenderedPage,
  ): { made: Promise<Made>; joined: boolean } {
    const under = rendering.get(key);
    if (under) return { made: under, joined: true };
    const made = run(async () => (kept && (await renewed(kept, o.requestId))) || make(o)).finally(() => rendering.delete(key));
    rendering.set(key, made);
    return { made, joined: false };
  }

  /**
   * A visitor's page. A kept one is sent at once, with no promise and no turn of the microtask
   * queue (most requests: the handler then returns nothing); otherwise it is rendered, once for
   * every request that asks meanwhile (`render`).
   */
  function servePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | undefined {
    const address = pageAddress(request.url, languageFromCookieHeader(request.headers.cookie));
    reply.header('vary', PAGE_VARY);
    // A HEAD reads without counting a view.
    const peek = request.method === 'HEAD';
    const { renderUrl, cacheKey, pathname, lang } = address;
    const kept = htmlCache.lookup(cacheKey);
    if (kept) {
      // Stale (its age, or only its view counts, moved): sent as it is while one render refreshes it.
      if (!kept.fresh) void refresh(cacheKey, { renderUrl, pathname, lang, peek: true, requestId: request.id }, request.log, kept.entry);
      sendVisit(request, reply, kept.entry, kept.fresh ? 'hit' : 'stale', !peek, 200);
      return undefined;
    }
    return render(request, reply, address, peek);
  }

  async function render(request: FastifyRequest, reply: FastifyReply, address: PageAddress, peek: boolean) {
    const { renderUrl, cacheKey, pathname, lang } = address;
    const { made: making, joined } = makeOnce(cacheKey, { renderUrl, pathname, lang, peek, requestId: request.id });
    const made = await making;
    if (made.kind === 'redirect') return redirect(reply, address.lng, made);
    if (made.keep && !joined) htmlCache.set(cacheKey, made.page);
    // A request that waited for another's render counts its own view; the render counted the first's.
    const cache = made.keep ? (joined ? 'hit' : 'miss') : 'bypass';
    return sendVisit(request, reply, made.page, cache, joined && !peek, made.status);
  }

  /** A page for staff with content not public yet (`PreviewRequest`): rendered each time, never kept, no view counted. */
  async function renderPreview(request: FastifyRequest, reply: FastifyReply, preview: PreviewRequest) {
    const address = resolveAddress(preview.url, languageFromCookieHeader(request.headers.cookie));
    reply.header('vary', PAGE_VARY);
    const made = await make({ renderUrl: preview.url, pathname: address.pathname, lang: preview.lang, peek: true, requestId: request.id, preview });
    if (made.kind === 'redirect') return redirect(reply, address.lng, made);
    return reply
      .code(made.status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', made.page.csp!)
      .type('text/html; charset=utf-8')
      .send(identityOf(made.page));
  }

  /**
   * Renders a stale page again in the background (or renews it, `renewed`), once however many
   * visitors ask meanwhile (they get the stale copy), one page after another. The render counts no
   * view: each visitor's is counted as the page is sent. Settles once the new copy is kept, or the
   * stale one stays.
   */
  function refresh(cacheKey: string, o: Parameters<typeof make>[0], log: FastifyBaseLogger, kept: CachedResponse<RenderedPage>): Promise<void> {
    if (refreshing.has(cacheKey)) return Promise.resolve();
    const { made, joined } = makeOnce(cacheKey, o, refreshTurn, kept);
    if (joined)
      return made.then(
        () => undefined,
        () => undefined,
      );
    refreshing.add(cacheKey);
    return made
      .then(async (page) => {
        if (page.kind !== 'page' || !page.keep) return;
        if (page.renewed) htmlCache.renew(cacheKey, kept, page.renewed);
        // The stale copy is sent until the new one's compressed copies are made.
        else await htmlCache.replace(cacheKey, page.page);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'refreshing a kept page failed; the stale one is kept'))
      .finally(() => refreshing.delete(cacheKey));
  }

  /** Sends a page to one visitor, counting the views a visit of it counts (not for a HEAD, nor twice for the request that rendered it). */
  function sendVisit(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, cache: PageCacheState, countView: boolean, status: number) {
    if (countView) countViews(page);
    return sendPage(request, reply, status, page, cache, config.HTML_CACHE_TTL_S);
  }

  function countViews(page: RenderedPage) {
    for (const id of page.viewed) views.add(id);
  }

  return { servePage, renderPreview };
}

/**
 * What one render made: a page (kept or not; `renewed`: the kept page itself, found current, to
 * keep under these counters), or where the app sends the visitor instead.
 */
type Made =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; page: RenderedPage; keep: boolean; renewed?: Partial<Record<ContentTag, number>> };

/** The most kept pages refreshed when views stop being written (the most recently asked for first). */
const QUIET_REFRESH_MAX_PAGES = 64;
/** How long the event loop stays quiet before each of those refreshes. */
const QUIET_PROBE_MS = 100;

/** A kept page's key: the language it is rendered in and its render URL (pageKey). */
function pageCacheKey(lang: Language, renderUrl: string): string {
  return `${lang} ${renderUrl}`;
}

function parsePageKey(key: string): { lang: Language; renderUrl: string } {
  const space = key.indexOf(' ');
  return { lang: key.slice(0, space) as Language, renderUrl: key.slice(space + 1) };
}

/** A kept page is rendered afresh at least this long after its render, whatever it reads. */
const PAGE_RENDER_MAX_AGE_MS = 60 * 60 * 1000;

/** One digest of the answers' digests, in the calls' order. */
function digestOf(digests: readonly string[]): string {
  return createHash('sha1').update(digests.join(' ')).digest('base64url');
}

const NEWS_LIST_PATH = new RegExp(`^${API_PATHS.care}/media/?$`);
const NEWS_ITEM_PATH = new RegExp(`^${API_PATHS.care}/media/(\\d+)$`);

/** Keeps an explicit language choice across a redirect (the visitor may have no stored choice yet). */
function redirect(reply: FastifyReply, lng: string | null, made: { status: number; location: string }) {
  const target = new URL(made.location, 'http://localhost');
  if (lng && target.origin === 'http://localhost' && !target.searchParams.has('lng')) target.searchParams.set('lng', lng);
  const location = target.origin === 'http://localhost' ? target.pathname + target.search : made.location;
  return reply.code(made.status).header('cache-control', 'no-cache').redirect(location, made.status);
}

/**
 * The style element styled-components adds in the browser is created empty and filled through the
 * CSSOM (which a policy does not govern); it must be allowed to exist.
 */
const EMPTY_STYLE_HASH = cspHash('');

/**
 * The texts of the `<style>` elements in markup this server or the app's style sheet wrote (never
 * in content: a style there must not become allowed).
 */
function inlineStyleTexts(trustedMarkup: string): string[] {
  return [...trustedMarkup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
}

/**
 * Query parameters that change what a page renders. `lng` is read into the language (part of the
 * key by itself); `lang` names an article's language in its address (docs/spec.md, "States"). Others (`origin`,
 * `utm_*`, anything) are read in the browser only or not at all.
 */
export const PAGE_QUERY_PARAMS = ['lang'] as const;

/** A page's path with only the query parameters it reads, in a fixed order. */
export function pageKey(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The page a request path names. `//host/x` and `/\\host` would read as another site's address to
 * URL parsers and browsers (a redirect built from them would leave the site); a path of ours never
 * starts so, and has no backslash: collapse the leading run and encode backslashes, so that such a
 * request gets this site's not-found page.
 */
export function pagePath(rawUrl: string): string {
  const query = rawUrl.indexOf('?');
  const path = query === -1 ? rawUrl : rawUrl.slice(0, query);
  const rest = query === -1 ? '' : rawUrl.slice(query);
  return path.replace(/^[/\\]+/, '/').replace(/\\/g, '%5C') + rest;
}

/**
 * What a page request names: its path, its `lng` parameter, its language (that parameter, else the
 * stored choice), the URL it is rendered from (pageKey) and its key among the kept pages.
 */
export interface PageAddress {
  pathname: string;
  lng: string | null;
  lang: Language;
  renderUrl: string;
  cacheKey: string;
}

/** The address of a request URL (path and query, as sent) with a stored language choice, worked out. */
export function resolveAddress(rawUrl: string, storedLanguage: string | undefined): PageAddress {
  const url = new URL(pagePath(rawUrl), 'http://localhost');
  const lng = url.searchParams.get('lng');
  const lang = detectLanguage({ query: lng, stored: storedLanguage });
  const renderUrl = pageKey(url);
  return Object.freeze({ pathname: url.pathname, lng, lang, renderUrl, cacheKey: pageCacheKey(lang, renderUrl) });
}

/**
 * resolveAddress, remembered per request URL and stored choice: visitors ask for the same few
 * addresses over and over, and each was parsed anew (a URL, its query twice, the page's key) on
 * every kept page sent. Bounded: cleared when full, so random addresses cost what they did, and
 * only short ones are remembered (ours are; a long one is worked out each time), so that what it
 * holds stays well under a megabyte.
 */
const addresses = new Map<string, PageAddress>();
const ADDRESSES_KEPT = 1024;
const ADDRESS_KEPT_MAX_LENGTH = 512;
export function pageAddress(rawUrl: string, storedLanguage: string | undefined): PageAddress {
  if (rawUrl.length > ADDRESS_KEPT_MAX_LENGTH) return resolveAddress(rawUrl, storedLanguage);
  const key = storedLanguage === undefined ? rawUrl : `${rawUrl} ${storedLanguage}`;
  let address = addresses.get(key);
  if (!address) {
    address = resolveAddress(rawUrl, storedLanguage);
    if (addresses.size >= ADDRESSES_KEPT) addresses.clear();
    addresses.set(key, address);
  }
  return address;
}
