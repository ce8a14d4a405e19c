import { detectLanguage } from '@inphr/i18n/detect';
import type { Language } from '@inphr/content';

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
  return { pathname: url.pathname, lng, lang, renderUrl, cacheKey: `page ${lang} ${renderUrl}` };
}
