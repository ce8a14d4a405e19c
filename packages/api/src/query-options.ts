import type { DataTag, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ApiLanguage } from '@inphr/content';
import { FAQ_FETCH_PAGE_SIZE, HOSP_SEQ_NO, MEDIA_FETCH_SIZE } from './constants';
import type { CareApi } from './care-api';
import type { MainSiteApi } from './main-site-api';
import { EMPTY_MEDIA_SEARCH, faqKeys, mediaKeys, type MediaSearch } from './query-keys';
import type { FaqListResponse, MediaDetail, MediaListData, MediaListItem } from './wire';

/**
 * Options for `useQuery`, `fetchQuery`, `prefetchQuery` and the like, whose key carries the type of
 * its data (so that `getQueryData(options.queryKey)` is typed).
 */
export type ApiQueryOptions<TData, TKey extends QueryKey> = UseQueryOptions<TData, Error, TData, TKey> & { queryKey: DataTag<TKey, TData> };

/**
 * TanStack's `queryOptions`, written out: the tag is a type only (`queryOptions` returns its
 * argument), and spelling the result with types every TanStack Query 5.59+ has keeps these
 * declarations from depending on the version the package was built with (that one's inferred
 * result names helper types older versions lack). It also leaves this module without a run-time
 * import of TanStack Query.
 */
function apiQueryOptions<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey }): ApiQueryOptions<TData, TKey> {
  return options as ApiQueryOptions<TData, TKey>;
}

/**
 * The news list of a language: fetched whole (size 999) and paginated on the client (docs/spec.md, "Constants");
 * the search runs on the server.
 */
export function mediaListOptions(api: CareApi, lang: ApiLanguage, search: MediaSearch = EMPTY_MEDIA_SEARCH) {
  return apiQueryOptions<MediaListData, ReturnType<typeof mediaKeys.list>>({
    queryKey: mediaKeys.list(lang, search),
    queryFn: ({ signal }) => api.listMedia({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: MEDIA_FETCH_SIZE, lang, ...search }, { signal }),
  });
}

/** What a headline list shows of an item: its title and date (a home page's news notice). */
export type MediaHeadline = Pick<MediaListItem, 'id' | 'title' | 'regDt'>;

/**
 * The news list as headlines only: the same request, kept without excerpts and counts, for a page
 * that shows just the titles.
 */
export function mediaHeadlinesOptions(api: CareApi, lang: ApiLanguage) {
  return apiQueryOptions<MediaHeadline[], ReturnType<typeof mediaKeys.headlines>>({
    queryKey: mediaKeys.headlines(lang),
    queryFn: async ({ signal }) => {
      const { list } = await api.listMedia({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: MEDIA_FETCH_SIZE, lang, ...EMPTY_MEDIA_SEARCH }, { signal });
      return list.map(({ id, title, regDt }) => ({ id, title, regDt }));
    },
  });
}

/**
 * Makes HTML from the API safe to insert: DOMPurify with a policy (`NEWS_HTML_POLICY` and
 * `newsImageHook` for a news body, `FAQ_HTML_POLICY` for an answer), on the server or, loaded on
 * demand, in the browser.
 */
export type HtmlSanitizer = (html: string) => string | Promise<string>;

/**
 * One news item, its body sanitized as it enters the cache, so that what a page renders and what
 * a server hands over for hydration is already clean. Each fetch counts a view, so it is fetched
 * once per visit: never on mount of an already loaded page (hydration), never retried (docs/spec.md, "States"),
 * never on window focus.
 */
export function mediaDetailOptions(api: CareApi, id: number, lang: ApiLanguage, sanitize: HtmlSanitizer) {
  return apiQueryOptions<MediaDetail, ReturnType<typeof mediaKeys.detail>>({
    queryKey: mediaKeys.detail(id, lang),
    queryFn: async ({ signal }) => {
      const item = await api.getMedia(id, lang, { signal });
      return { ...item, contents: await sanitize(item.contents) };
    },
    retry: false,
    staleTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * The FAQ of a language, fetched once (page 1, size 100) and filtered on the client (docs/spec.md, "States" and "Calls").
 * Each answer is HTML: with `sanitize`, kept sanitized as it enters the cache (as a news body is);
 * without, as the API sent it, for a page that shows the questions only or the answers as text.
 */
export function faqListOptions(api: MainSiteApi, lang: ApiLanguage, sanitize?: HtmlSanitizer) {
  return apiQueryOptions<FaqListResponse, ReturnType<typeof faqKeys.list>>({
    queryKey: faqKeys.list(lang),
    queryFn: async ({ signal }) => {
      const answer = await api.listFaq({ searchText: '', langCode: lang, page: 1, pageSize: FAQ_FETCH_PAGE_SIZE }, { signal });
      if (!sanitize) return answer;
      const list = await Promise.all(answer.list.map(async (item) => ({ ...item, contents: await sanitize(item.contents) })));
      return { ...answer, list };
    },
  });
}
