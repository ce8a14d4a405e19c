import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Language } from '@inphr/content';
import { detectLanguage, languageFromCookieHeader } from '@inphr/i18n/detect';
import type { ServerConfig } from '../config';
import { apiStyle, sendError } from '../lib/errors';
import { sanitizeNewsHtml } from '../lib/sanitize';
import { renderDocument } from './document';
import { createInjectFetch } from './inject-fetch';

// Types of the web app's server entry (apps/web/src/entry-server.tsx), loaded from its build.
interface PublicConfig {
  careSiteUrl: string;
  careOrigin: string;
  mapTileUrl: string;
  careApiBase: string;
  mainSiteBase: string;
}
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Language;
      title: string;
      description: string;
      appHtml: string;
      styleTags: string;
      stateJson: string;
      routeIds: string[];
    };
interface ServerEntry {
  render(req: {
    url: string;
    lang: Language;
    nonce: string;
    origin: string;
    fetch: typeof fetch;
    config: PublicConfig;
    sanitizeHtml: (html: string) => string;
  }): Promise<RenderResult>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const CLIENT_ENTRY = 'src/entry-client.tsx';
const STATE_ID = '__INPHR_STATE__';
/** Stands in for the per-response nonce while the validator is computed. */
const NONCE_PLACEHOLDER = '__INPHR_NONCE__';
export const INTERNAL_HEADER = 'x-inphr-internal';

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
export async function registerSite(app: FastifyInstance, config: ServerConfig, internalToken: string): Promise<void> {
  const dist = webDist(config);
  const manifestPath = join(dist, 'client/.vite/manifest.json');
  const entryPath = join(dist, 'server/entry-server.js');
  if (!existsSync(manifestPath) || !existsSync(entryPath)) {
    app.log.warn({ dist }, 'web app is not built (run `pnpm build`); serving the APIs only');
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'Not found.'));
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The web build has no ${CLIENT_ENTRY} entry`);
  const entryChunks = [...collectImports(manifest, CLIENT_ENTRY)].map((k) => manifest[k]!);
  const css = [...new Set(entryChunks.flatMap((c) => c.css ?? []))];
  const preloads = entryChunks.filter((c) => c !== entry).map((c) => c.file);
  const staticHead = [
    ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...preloads.map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('');
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

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://localhost');
    const lang = detectLanguage({
      query: url.searchParams.get('lng'),
      stored: languageFromCookieHeader(request.headers.cookie),
    });
    const result = await server.render({
      url: request.url,
      lang,
      nonce: NONCE_PLACEHOLDER,
      origin: 'http://localhost',
      fetch: injectFetch,
      config: publicConfig,
      sanitizeHtml: sanitizeNewsHtml,
    });
    reply.header('vary', 'Cookie, Accept-Encoding');
    if (result.kind === 'redirect') {
      // Keep an explicit language choice across a redirect (the visitor may have no stored choice yet).
      const target = new URL(result.location, 'http://localhost');
      const lng = url.searchParams.get('lng');
      if (lng && target.origin === 'http://localhost' && !target.searchParams.has('lng')) target.searchParams.set('lng', lng);
      const location = target.origin === 'http://localhost' ? target.pathname + target.search : result.location;
      return reply.code(result.status).header('cache-control', 'no-cache').redirect(location, result.status);
    }
    const html = renderDocument({
      lang: result.lang,
      title: result.title,
      description: result.description,
      head: staticHead,
      styleTags: result.styleTags,
      appHtml: result.appHtml,
      stateJson: result.stateJson,
      stateId: STATE_ID,
      entryScript: `/${entry!.file}`,
      nonce: NONCE_PLACEHOLDER,
    });
    const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (result.status === 200 && request.headers['if-none-match'] === etag) {
      return reply.code(304).send();
    }
    return reply
      .code(result.status)
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(NONCE_PLACEHOLDER, request.cspNonce));
  }

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

}

export function newInternalToken(): string {
  return randomBytes(24).toString('base64url');
}
