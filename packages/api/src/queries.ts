/*
 * TanStack Query options for the two APIs (`@inphr/api/queries`): one query key and one fetch per
 * piece of data, so that every site built on these packages caches, prefetches and invalidates the
 * same way. Each factory serves `useQuery`, a server's `prefetchQuery`/`fetchQuery` and
 * `invalidateQueries` alike; each forwards TanStack Query's signal, so a cancelled query aborts
 * its request. The keys are a module of their own: an app that needs them early (its query
 * client's defaults) does not load the factories with them.
 */
export { EMPTY_MEDIA_SEARCH, contentShownBy, faqKeys, mediaKeys } from './query-keys';
export type { MediaSearch } from './query-keys';
export { faqListOptions, mediaDetailOptions, mediaHeadlinesOptions, mediaListOptions } from './query-options';
export type { ApiQueryOptions, MediaHeadline, HtmlSanitizer } from './query-options';
