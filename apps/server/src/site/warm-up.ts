import type { FastifyInstance } from 'fastify';
import { LANGUAGES, STATIC_PAGE_PATHS, paths, toApiLanguage, type Language } from '@inphr/content';

/** The newest public news items' ids in a language, as many as the home page lists at once. */
export type NewestNews = (lang: Language) => Promise<readonly number[]>;

/**
 * Renders every static page in every language once, and the pages of the news items each
 * language's home page lists, one after another, before the server listens (main.ts): the first
 * render of a page compiles the app's code on the way, a long stretch of the event loop, which the
 * first visitors after a start would otherwise wait through all at once. Each is a HEAD made
 * in-process, marked as the server's own call (`internal`: the header and token of
 * lib/internal-calls.ts, so that no client's rate limit counts it): it goes the way a visitor's
 * request goes, counts no view, and leaves the page kept, compressed. Returns how many were
 * rendered and how many answered 200.
 */
export async function warmPages(
  app: FastifyInstance,
  internal: readonly [header: string, token: string],
  newestNews: NewestNews,
): Promise<{ pages: number; ok: number }> {
  let pages = 0;
  let ok = 0;
  const warm = async (url: string) => {
    const response = await app.inject({ method: 'HEAD', url, headers: { [internal[0]]: internal[1] } });
    pages += 1;
    if (response.statusCode === 200) ok += 1;
  };
  for (const lang of LANGUAGES) {
    for (const path of STATIC_PAGE_PATHS) await warm(`${path}?lng=${lang}`);
    // As the home page links them: the item in the page's language, the language a cookie keeps.
    for (const id of await newestNews(lang)) await warm(`${paths.mediaDetail.getHref(id, toApiLanguage(lang))}&lng=${lang}`);
  }
  return { pages, ok };
}
