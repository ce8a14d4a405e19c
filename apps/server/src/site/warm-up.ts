import type { FastifyInstance } from 'fastify';
import { LANGUAGES, STATIC_PAGE_PATHS } from '@inphr/content';

/**
 * Renders every static page in every language once, one after another, before the server listens
 * (main.ts): the first render of a page compiles the app's code on the way, a long stretch of the
 * event loop, which the first visitors after a start would otherwise wait through all at once.
 * Each is a HEAD made in-process, marked as the server's own call (`internal`: the header and
 * token of lib/internal-calls.ts, so that no client's rate limit counts it): it goes the way a
 * visitor's request goes, counts no view, and leaves the page kept. It resolves once the kept
 * pages' compressed copies are made too: until then a visitor's page would be compressed for them,
 * behind all of those in libuv's threads. Returns how many were rendered and how many answered 200.
 */
export async function warmPages(app: FastifyInstance, internal: readonly [header: string, token: string]): Promise<{ pages: number; ok: number }> {
  let ok = 0;
  for (const lang of LANGUAGES)
    for (const path of STATIC_PAGE_PATHS) {
      const response = await app.inject({ method: 'HEAD', url: `${path}?lng=${lang}`, headers: { [internal[0]]: internal[1] } });
      if (response.statusCode === 200) ok += 1;
    }
  await app.htmlCache?.settled();
  return { pages: LANGUAGES.length * STATIC_PAGE_PATHS.length, ok };
}
