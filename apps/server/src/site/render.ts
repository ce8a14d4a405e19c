import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromCookieHeader } from '@inphr/i18n/detect';
import { BRAND_NAME, CARE_ORIGIN, LANGUAGES, type Language } from '@inphr/content';
import { API_PATHS, type PublicConfig, type ServerEntry } from '@inphr/api';
import type { ServerConfig } from '../config';
import { INTERNAL_HEADER } from '../lib/internal-calls';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import type { ClientAssets } from './assets';
import { cspHash, escapeHtml, renderDocument, seoHead } from './document';
import type { ContentCache, Sized } from '../cache/content-cache';
import { bodyTag, identityOf, storedBody } from '../cache/stored-response';
import { createInjectFetch } from './inject-fetch';
import { sendPage, type RenderedPage } from './page-response';
import type { ViewCounter } from '../db/view-counter';
import { STATE_ID } from './render-constants';
import { contentSecurityPolicy } from '../lib/security';
import { resolveAddress, type PageAddress } from './page-address';

const require = createRequire(import.meta.url);

/**
 * A page's language comes from the cookie. Lower case on purpose: @fastify/compress looks for
 * `accept-encoding` (case-sensitively) before appending it, so the field is named once.
 */
const PAGE_VARY = 'Cookie, accept-encoding';

/** A page that shows view counts is fresh this long at most (its counts that much behind). */
const VIEW_COUNT_PAGE_TTL_S = 10;

/**
 * HTML in this server's API answers was sanitized when it was written (the studio, the seed), under
 * the policy the app's browser sanitizer uses: a render passes it through as stored.
 */
const storedHtml = { news: (html: string) => html, faq: (html: string) => html };

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

/** What one render made: a page (kept or not), or where the app sends the visitor instead. */
type Made = Sized & ({ kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; page: RenderedPage; keep: boolean });

const NEWS_LIST_PATH = new RegExp(`^${API_PATHS.care}/media/?$`);
const NEWS_ITEM_PATH = new RegExp(`^${API_PATHS.care}/media/(\\d+)$`);

/**
 * The render path of a page: the language, the cache, the app's server renderer with its API
 * calls made in-process, the document around it.
 */
export function createPageRenderer(
  app: FastifyInstance,
  config: ServerConfig,
  o: { server: ServerEntry; assets: ClientAssets; internalToken: string; views: ViewCounter; cache: ContentCache },
) {
  const { server, views, cache } = o;
  const { staticHead, bootScripts, pageAssets } = o.assets;
  const publicConfig: PublicConfig = {
    careSiteUrl: config.CARE_SITE_URL,
    careOrigin: CARE_ORIGIN,
    mapTileUrl: config.MAP_TILE_URL,
    careApiBase: `${API_PATHS.care}/`,
    mainSiteBase: '/',
  };
  const injectFetch = createInjectFetch(app, [INTERNAL_HEADER, o.internalToken]);
  /** The share image shows the home page's headline: it describes the image. */
  const shareImageAlt = (lang: string) => (require(`@inphr/i18n/locales/${lang}/home.json`) as { hero: { headline: string } }).hero.headline;

  /**
   * A fetch for one render: its calls go into this server's API handlers, carry the page's request
   * id and count no view (each visit counts its own, as the page is sent). It notes the news items
   * the page views, and whether the page may be kept: it read only public APIs (news, the FAQ).
   */
  function trackedFetch(requestId: string, answers: Record<string, unknown> = {}) {
    const viewed: number[] = [];
    let cacheable = true;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      if (Object.hasOwn(answers, pathname)) {
        cacheable = false;
        return Response.json(answers[pathname]);
      }
      const item = NEWS_ITEM_PATH.exec(pathname);
      if (!item && !NEWS_LIST_PATH.test(pathname) && !pathname.startsWith(`${API_PATHS.mainSite}/faq/`)) cacheable = false;
      const request = new Request(input, init);
      request.headers.set(REQUEST_ID_HEADER, requestId);
      const response = await injectFetch(request);
      if (item && response.ok) viewed.push(Number(item[1]));
      return response;
    };
    return { fetch, viewed, cacheable: () => cacheable };
  }

  /** Renders a page: the app's server renderer, the document around it with the policy of its own hashes. */
  async function make(o: { renderUrl: string; pathname: string; lang: Language; requestId: string; preview?: PreviewRequest }): Promise<Made> {
    const { preview } = o;
    const tracked = trackedFetch(o.requestId, preview?.answers);
    const result = await server.render({
      url: o.renderUrl,
      lang: o.lang,
      origin: 'http://localhost',
      publicOrigin: config.PUBLIC_ORIGIN,
      fetch: tracked.fetch,
      config: publicConfig,
      sanitizeHtml: storedHtml,
    });
    if (result.kind === 'redirect') return { ...result, size: 256 };
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
          // Absolute links are made from configuration only: a request header must never change them.
          origin: config.PUBLIC_ORIGIN,
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
    const keep = result.status === 200 && tracked.cacheable() && !preview;
    const showsCounts = result.shows.includes('views');
    const ttlS = showsCounts ? Math.min(VIEW_COUNT_PAGE_TTL_S, config.CACHE_TTL_S) : config.CACHE_TTL_S;
    const body = keep ? await storedBody(html, showsCounts) : { body: html, tag: bodyTag(html), size: html.length * 2 };
    const rendered: RenderedPage = { ...body, csp, shows: result.shows, ttlS, viewed: tracked.viewed };
    return { kind: 'page', status: result.status, page: rendered, keep, size: rendered.size };
  }

  /** A visitor's page: from the cache, rendered once however many ask meanwhile; each visit (not a HEAD) counts its views. */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const address = resolveAddress(request.url, languageFromCookieHeader(request.headers.cookie));
    reply.header('vary', PAGE_VARY);
    const { renderUrl, pathname, lang } = address;
    const { value: made, state } = await cache.fetch(address.cacheKey, () => make({ renderUrl, pathname, lang, requestId: request.id }), {
      ttlMs: (m) => (m.kind === 'page' ? m.page.ttlS : config.CACHE_TTL_S) * 1000,
      keep: (m) => m.kind === 'page' && m.keep,
    });
    if (made.kind === 'redirect') return redirect(reply, address, made);
    if (request.method !== 'HEAD') for (const id of made.page.viewed) views.add(id);
    return sendPage(request, reply, made.status, made.page, state);
  }

  /** A page for staff with content not public yet (`PreviewRequest`): rendered each time, never kept, no view counted. */
  async function renderPreview(request: FastifyRequest, reply: FastifyReply, preview: PreviewRequest) {
    const address = resolveAddress(preview.url, languageFromCookieHeader(request.headers.cookie));
    reply.header('vary', PAGE_VARY);
    const made = await make({ renderUrl: preview.url, pathname: address.pathname, lang: preview.lang, requestId: request.id, preview });
    if (made.kind === 'redirect') return redirect(reply, address, made);
    return reply
      .code(made.status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', made.page.csp!)
      .type('text/html; charset=utf-8')
      .send(identityOf(made.page));
  }

  return { servePage, renderPreview };
}

/** Keeps an explicit language choice across a redirect (the visitor may have no stored choice yet). */
function redirect(reply: FastifyReply, address: PageAddress, made: { status: number; location: string }) {
  const target = new URL(made.location, 'http://localhost');
  if (address.lng && target.origin === 'http://localhost' && !target.searchParams.has('lng')) target.searchParams.set('lng', address.lng);
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
