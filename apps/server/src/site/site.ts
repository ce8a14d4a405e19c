import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerEntry } from '@inphr/api';
import { DEFAULT_WEB_DIST } from '../paths';
import type { ServerConfig } from '../config';
import { apiStyle, sendError } from '../lib/errors';
import { MANIFEST, loadClientAssets } from './assets';
import { registerFeeds } from './feeds';
import { createPageRenderer, type PreviewRenderer } from './render';
import { registerStaticFiles } from './static-files';
import type { ViewCounter } from '../db/view-counter';
import type { ContentCache } from '../cache/content-cache';

/*
 * The public site, in parts: assets.ts (what the client build's manifest says a page needs),
 * static-files.ts (the files), page-address.ts (what a request names), render.ts (a page: the
 * cache, the app's renderer, the document), page-response.ts (sending it: stored encodings, ETags,
 * 304s, cache/stored-response.ts), feeds.ts (sitemap, robots, RSS), document.ts (the HTML around the app).
 */

export type { PreviewRenderer, PreviewRequest } from './render';

export function webDist(config: ServerConfig): string {
  return resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
}

/** Serves the built web app: hashed assets, public files, and every page rendered on the server. */
export async function registerSite(
  app: FastifyInstance,
  config: ServerConfig,
  o: { internalToken: string; views: ViewCounter; cache: ContentCache; clock: () => Date },
): Promise<PreviewRenderer | undefined> {
  const dist = webDist(config);
  const manifestPath = join(dist, MANIFEST);
  const entryPath = join(dist, 'server/entry-server.js');
  if (!existsSync(manifestPath) || !existsSync(entryPath)) {
    app.log.warn({ dist }, 'web app is not built (run `pnpm build`); serving the APIs only');
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'Not found.'));
    return undefined;
  }
  const assets = loadClientAssets(dist);
  const server = (await import(pathToFileURL(entryPath).href)) as ServerEntry;

  await registerStaticFiles(app, dist);

  const pages = createPageRenderer(app, config, { server, assets, ...o });

  registerFeeds(app, app.database.db, config.PUBLIC_ORIGIN, o.clock);

  // Every page path is rendered here (files and API routes are matched first, being more specific).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (apiStyle(request.url) !== 'site') return sendError(request, reply, 404, 'Not found.');
      return pages.servePage(request, reply);
    },
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'Not found.'));
  return pages.renderPreview;
}
