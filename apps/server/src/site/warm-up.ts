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
const WARM_AT_ONCE = 4;

export async function warmPages(
  app: FastifyInstance,
  internal: readonly [header: string, token: string],
  newestNews: NewestNews,
): Promise<{ pages: number; ok: number }> {
  const urls: string[] = [];
  for (const lang of LANGUAGES) {
    for (const path of STATIC_PAGE_PATHS) urls.push(`${path}?lng=${lang}`);
    // As the home page links them: the item in the page's language, the language a cookie keeps.
    for (const id of await newestNews(lang)) urls.push(`${paths.mediaDetail.getHref(id, toApiLanguage(lang))}&lng=${lang}`);
  }
  // A few at a time: one page renders while the last ones are compressed in libuv's threads.
  let ok = 0;
  for (let at = 0; at < urls.length; at += WARM_AT_ONCE) {
    const answers = await Promise.all(
      urls.slice(at, at + WARM_AT_ONCE).map((url) => app.inject({ method: 'HEAD', url, headers: { [internal[0]]: internal[1] } })),
    );
    ok += answers.filter((answer) => answer.statusCode === 200).length;
  }
  const pages = urls.length;
  return { pages, ok };
}
