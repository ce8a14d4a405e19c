import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { faqKeys, mediaKeys } from '@inphr/api/queries';
import type { ApiLanguage } from '@inphr/content';

/*
 * The lists a page shows from a first view (see hooks/use-first-view.ts): which queries the server
 * leaves out of the page state, and the keys of the first views that travel instead. Apart from the
 * hook, so that the query client (on every first load) carries only this much.
 */

/**
 * Query meta of a list the server renders from but does not embed in the page: the page embeds
 * the list's first view instead (see `useFirstView`); entry-server.tsx dehydrates with `isEmbeddedQuery`.
 */
export const NOT_EMBEDDED = { embed: false } as const;

const FIRST_VIEW = 'first-view';
const FAQ_FIRST_VIEW = 'faq-first-view';

/**
 * Keys of the first views: the news list's, the home page's headlines' and the FAQ's (outside the
 * list families: their defaults and invalidations do not reach them).
 */
export const firstViewKeys = {
  mediaList: (lang: ApiLanguage) => [...mediaKeys.all, FIRST_VIEW, 'list', lang] as const,
  headlines: (lang: ApiLanguage) => [...mediaKeys.all, FIRST_VIEW, 'headlines', lang] as const,
  faq: (lang: ApiLanguage) => [FAQ_FIRST_VIEW, lang] as const,
};

/** A first view is made from its list, which the page's queries hold too: it shows nothing its list does not. */
export function isFirstViewKey(queryKey: readonly unknown[]): boolean {
  return queryKey[1] === FIRST_VIEW || queryKey[0] === FAQ_FIRST_VIEW;
}

/** The key families (of @inphr/api/queries) of the lists whose first view travels in their stead. */
const LISTS_WITH_FIRST_VIEWS = [mediaKeys.lists(), mediaKeys.headlineLists(), faqKeys.all];

/**
 * Marks those lists NOT_EMBEDDED in the client's query defaults: the shared query factories know
 * nothing of this site's page state, and every query of those families, however made, is marked.
 */
export function keepListsOutOfPageState(queryClient: QueryClient): void {
  for (const key of LISTS_WITH_FIRST_VIEWS) queryClient.setQueryDefaults(key, { meta: NOT_EMBEDDED });
}

/** Whether the server embeds `query` in the page for hydration (not a list marked NOT_EMBEDDED). */
export function isEmbeddedQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && query.meta?.embed !== NOT_EMBEDDED.embed;
}
