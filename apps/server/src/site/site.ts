import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_WEB_DIST } from '../paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { detectLanguage, languageFromCookieHeader } from '@inphr/i18n/detect';
import type { ServerConfig } from '../config';
import { apiStyle, sendError } from '../lib/errors';
import { sanitizeNewsHtml } from '../lib/sanitize';
import { escapeHtml, renderDocument, seoHead, type PageScripts } from './document';
import { LANGUAGES } from '@inphr/content';
import type { PublicConfig, ServerEntry } from '@inphr/api';
import { createInjectFetch } from './inject-fetch';
import { INTERNAL_HEADER, PEEK_HEADER } from '../lib/internal-calls';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { registerFeeds } from './feeds';
import { HtmlCache } from './html-cache';
import { pageTag, sendPage } from './page-response';
import type { ContentTag } from '../lib/content-versions';
import type { Language } from '@inphr/content';

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

const require = createRequire(import.meta.url);

/** What a page adds to the document: its styles for the head, and its scripts. */
interface PageAssets {
  head: string;
  scripts: PageScripts;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const CLIENT_ENTRY = 'src/entry-client.tsx';
const STATE_ID = '__INPHR_STATE__';
/** Stands in for the page's nonce in the parts of a page that are prepared once (inline styles). */
const NONCE_PLACEHOLDER = '__INPHR_NONCE__';
/** Page stylesheets up to this size are inlined in the HTML rather than linked. */
const INLINE_CSS_MAX_BYTES = 8 * 1024;

export function webDist(config: ServerConfig): string {
  return resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
}

function collectImports(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collectImports(manifest, dep, seen);
  return seen;
}

/** Serves the built web app: hashed assets, public files, and every page rendered on the server. */
export async function registerSite(app: FastifyInstance, config: ServerConfig, internalToken: string): Promise<PreviewRenderer | undefined> {
  const dist = webDist(config);
  const manifestPath = join(dist, 'client/.vite/manifest.json');
  const entryPath = join(dist, 'server/entry-server.js');
  if (!existsSync(manifestPath) || !existsSync(entryPath)) {
    app.log.warn({ dist }, 'web app is not built (run `pnpm build`); serving the APIs only');
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'Not found.'));
    return undefined;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The web build has no ${CLIENT_ENTRY} entry`);
  const entryChunks = [...collectImports(manifest, CLIENT_ENTRY)].map((k) => manifest[k]!);
  const css = [...new Set(entryChunks.flatMap((c) => c.css ?? []))];
  const entryPreloads = entryChunks.filter((c) => c !== entry).map((c) => `/${c.file}`);
  const staticHead = css.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  /**
   * A page's own styles, in its head so that they apply before it first paints (no shift), and its
   * modules, requested with the entry's (no waterfall) once the page is on screen (document.ts).
   */
  const pageParts = new Map<string, PageAssets>();
  function pageAssets(modules: readonly string[]): PageAssets {
    const key = modules.join('|');
    let parts = pageParts.get(key);
    if (parts === undefined) {
      const chunks = [...new Set(modules.flatMap((m) => [...collectImports(manifest, m)]))]
        .filter((k) => !entryChunks.includes(manifest[k]!))
        .map((k) => manifest[k]!);
      const pageCss = [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((file) => !css.includes(file));
      const head = pageCss
        .map((file) => {
          // A small stylesheet without relative URLs goes into the page itself: one render-blocking
          // request less before the first paint (the carousel's styles, about 1 KB compressed).
          // The disabled link beside it is never fetched; it tells Vite's preload helper, which
          // looks for a stylesheet link before loading a module's CSS, that the styles are here.
          const text = readFileSync(join(dist, 'client', file), 'utf8');
          return text.length <= INLINE_CSS_MAX_BYTES && !text.includes('url(') && !text.includes('</')
            ? `<style nonce="${NONCE_PLACEHOLDER}">${text}</style><link rel="stylesheet" href="/${file}" disabled>`
            : `<link rel="stylesheet" href="/${file}">`;
        })
        .join('');
      parts = { head, scripts: { entry: `/${entry!.file}`, preloads: [...entryPreloads, ...chunks.map((c) => `/${c.file}`)] } };
      pageParts.set(key, parts);
    }
    return parts;
  }
  const server = (await import(pathToFileURL(entryPath).href)) as ServerEntry;

  await app.register(fastifyStatic, {
    root: join(dist, 'client'),
    wildcard: false,
    index: false,
    dotfiles: 'ignore',
    etag: true,
    lastModified: true,
    setHeaders(res, path) {
      // Vite's hashed file names change with their content: cache them for a year.
      if (path.includes(`${join(dist, 'client', 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (/[\\/](images|og)[\\/]/.test(path.slice(join(dist, 'client').length))) {
        // Pictures keep their names across releases (the language is in the name, not a hash):
        // a day fresh, then served from cache while revalidated in the background for a week.
        res.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
      } else {
        res.header('cache-control', 'public, max-age=3600');
      }
    },
  });

  const publicConfig: PublicConfig = {
    careSiteUrl: config.CARE_SITE_URL,
    careOrigin: 'care',
    mapTileUrl: config.MAP_TILE_URL,
    careApiBase: '/api/',
    mainSiteBase: '/',
  };
  const injectFetch = createInjectFetch(app, [INTERNAL_HEADER, internalToken]);

  /** The share image shows the home page's headline: it describes the image. */
  const shareImageAlt = (lang: string) =>
    (require(`@inphr/i18n/locales/${lang}/home.json`) as { hero: { headline: string } }).hero.headline;

  /** Absolute links are made from configuration only: a request header must never change them. */
  const publicOrigin = config.PUBLIC_ORIGIN;

  const htmlCache = new HtmlCache(config.HTML_CACHE_MB * 1024 * 1024, config.HTML_CACHE_TTL_S * 1000, app.contentVersions);
  app.htmlCache = htmlCache;

  /** A fetch for one render that notes which content the page is made of, and whether it may be kept. */
  function trackedFetch(peek: boolean, pageRequestId: string, answers: Record<string, unknown> = {}) {
    const tags = new Set<ContentTag>();
    let cacheable = true;
    const fetch: typeof globalThis.fetch = (input, init) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      if (Object.hasOwn(answers, pathname)) {
        cacheable = false;
        return Promise.resolve(Response.json(answers[pathname]));
      }
      if (/^\/api\/media\/?$/.test(pathname)) tags.add('media');
      else if (pathname.startsWith('/rest/frontend/faq/')) tags.add('faq');
      else cacheable = false; // a news item counts a view on each render; anything else: render afresh
      // The request as the client built it (its body and content type kept), plus two marks: the
      // API's log lines carry the page's request id, and a HEAD of a page reads without counting a view.
      const request = new Request(input, init);
      request.headers.set(REQUEST_ID_HEADER, pageRequestId);
      if (peek) request.headers.set(PEEK_HEADER, '1');
      return injectFetch(request);
    };
    return { fetch, tags, cacheable: () => cacheable };
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply, preview?: PreviewRequest) {
    const requestUrl = preview ? preview.url : pagePath(request.url);
    const url = new URL(requestUrl, 'http://localhost');
    const lang =
      preview?.lang ??
      detectLanguage({
        query: url.searchParams.get('lng'),
        stored: languageFromCookieHeader(request.headers.cookie),
      });
    // The language comes from the cookie. Lower case on purpose: @fastify/compress looks for
    // `accept-encoding` (case-sensitively) before appending it, so the field is named once.
    reply.header('vary', 'Cookie, accept-encoding');
    // The page as rendered and kept: its path and the query parameters a page reads, nothing else,
    // so that random query strings (trackers, cache busters, attacks) neither render afresh nor fill
    // the cache, and never appear in a kept page.
    const renderUrl = preview ? requestUrl : pageKey(url);
    const cacheKey = `${lang} ${renderUrl}`;
    const cached = preview ? undefined : htmlCache.get(cacheKey);
    if (cached) return sendPage(request, reply, 200, cached, 'hit');
    // A preview reads without counting a view, like a HEAD.
    const tracked = trackedFetch(request.method === 'HEAD' || preview !== undefined, request.id, preview?.answers);
    const versions = app.contentVersions.snapshot(['media', 'faq']);
    const result = await server.render({
      url: renderUrl,
      lang,
      nonce: NONCE_PLACEHOLDER,
      origin: 'http://localhost',
      publicOrigin,
      fetch: tracked.fetch,
      config: publicConfig,
      sanitizeHtml: sanitizeNewsHtml,
    });
    if (result.kind === 'redirect') {
      // Keep an explicit language choice across a redirect (the visitor may have no stored choice yet).
      const target = new URL(result.location, 'http://localhost');
      const lng = url.searchParams.get('lng');
      if (lng && target.origin === 'http://localhost' && !target.searchParams.has('lng')) target.searchParams.set('lng', lng);
      const location = target.origin === 'http://localhost' ? target.pathname + target.search : result.location;
      return reply.code(result.status).header('cache-control', 'no-cache').redirect(location, result.status);
    }
    const page = pageAssets(result.modules);
    const document = renderDocument({
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
          pathname: url.pathname,
          lang: result.lang,
          languages: LANGUAGES,
          title: result.title,
          description: result.description,
          ogType: result.ogType,
          shareImage: `/og/share.${result.lang}.png`,
          shareImageAlt: shareImageAlt(result.lang),
          siteName: 'inPHR',
          jsonLd: result.jsonLd,
          verification: { naver: config.NAVER_SITE_VERIFICATION, google: config.GOOGLE_SITE_VERIFICATION },
          indexable: result.status === 200 && !preview,
        }),
      styleTags: result.styleTags,
      appHtml: result.appHtml,
      stateJson: result.stateJson,
      stateId: STATE_ID,
      scripts: preview ? null : page.scripts,
      nonce: NONCE_PLACEHOLDER,
    });
    const nonce = request.cspNonce;
    const html = document.replaceAll(NONCE_PLACEHOLDER, nonce);
    if (preview) {
      return reply.code(result.status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(html);
    }
    const tag = pageTag(html);
    const keep = htmlCache.enabled && result.status === 200 && tracked.cacheable();
    if (keep) {
      // The counters as they were before rendering: a write during the render makes the copy stale at once.
      const made = Object.fromEntries([...tracked.tags].map((tag) => [tag, versions[tag]]));
      htmlCache.set(cacheKey, { html, tag, nonce, versions: made });
    }
    return sendPage(request, reply, result.status, { html, tag, nonce }, keep ? 'miss' : 'bypass');
  }

  registerFeeds(app, app.database.db, publicOrigin);

  // Every page path is rendered here (files and API routes are matched first, being more specific).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (apiStyle(request.url) !== 'site') return sendError(request, reply, 404, 'Not found.');
      return renderPage(request, reply);
    },
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'Not found.'));
  return (request, reply, preview) => renderPage(request, reply, preview);
}

/**
 * Query parameters that change what a page renders. `lng` is read into the language (part of the
 * key by itself); `lang` names an article's language in its address (SPEC §4). Others (`origin`,
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

