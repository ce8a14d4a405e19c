import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { detectLanguage, languageFromCookieHeader } from '@inphr/i18n/detect';
import type { ServerConfig } from '../config';
import { DEFAULT_STUDIO_DIST } from '../paths';
import { API_PATHS, NONCE_PLACEHOLDER } from '@inphr/api';
import { sendError } from '../lib/errors';
import { contentSecurityPolicy } from '../lib/security';
// Written into the built index.html by the studio's Vite config; replaced by each response's nonce.

/**
 * The staff studio's single page (apps/studio, built): `/studio` and every screen under it get the
 * same HTML with this response's CSP nonce and the visitor's language; its hashed files are under
 * `/studio/assets/`. Never indexed (a header and a meta tag), never cached, absent from the sitemap
 * (which lists the site's pages only). Its JSON API is studio/api.ts, at `/studio/api/`.
 */
export async function registerStudioApp(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const dist = resolve(config.STUDIO_DIST ?? DEFAULT_STUDIO_DIST);
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ dist }, 'staff studio is not built (run `pnpm build`): /studio answers 404');
    return;
  }
  const template = readFileSync(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: '/studio/assets/',
    decorateReply: false,
    wildcard: false,
    index: false,
    dotfiles: 'ignore',
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-robots-tag', 'noindex, nofollow');
    },
  });

  function sendStudio(request: FastifyRequest, reply: FastifyReply) {
    const lang = detectLanguage({ query: null, stored: languageFromCookieHeader(request.headers.cookie) });
    // A page made per response (never kept): a nonce of its own allows its scripts and styles.
    const nonce = randomBytes(16).toString('base64');
    const html = template.replaceAll(NONCE_PLACEHOLDER, nonce).replace('<html lang="ko">', `<html lang="${lang}">`);
    return reply
      .header('content-security-policy', contentSecurityPolicy({ nonce }, config))
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get('/studio', sendStudio);
  app.get('/studio/*', (request, reply) => {
    const path = request.url.split('?')[0]!;
    // A missing file or API route is a 404, not the app.
    if (path.startsWith('/studio/assets/') || path.startsWith(`${API_PATHS.studio}/`)) return sendError(request, reply, 404, 'Not found.');
    return sendStudio(request, reply);
  });
}
