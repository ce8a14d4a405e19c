import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@inphr/content';
import type { LanguageResources } from '@inphr/i18n';
import type { PublicConfig } from '@inphr/api';

/** What the server embeds for the browser: language, its texts for this page, query data, config. */
export interface PageState {
  lang: Language;
  resources: LanguageResources;
  dehydrated: DehydratedState;
  config: PublicConfig;
  /** The server could not render the page and sent the error page (the browser shows the same). */
  failed?: true;
}

/**
 * The query data as the server embeds it, without the times it was fetched and dehydrated: a page
 * rendered again from unchanged content is then the same bytes, so the server keeps its compressed
 * copies and the page's ETag, which browsers revalidate against, stays. The browser takes the data
 * as fetched when the page arrives (`fetchedAt`): the server sends a kept page only while the content
 * it shows is current.
 */
export function withoutFetchTimes(dehydrated: DehydratedState): DehydratedState {
  return fetchedAt(dehydrated, 0);
}

/** The embedded query data as fetched at `at` (milliseconds since the epoch). */
export function fetchedAt(dehydrated: DehydratedState, at: number): DehydratedState {
  return {
    ...dehydrated,
    queries: dehydrated.queries.map((query) => ({ ...query, dehydratedAt: at, state: { ...query.state, dataUpdatedAt: at } })),
  };
}

/** JSON safe to place inside a <script type="application/json"> element. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
