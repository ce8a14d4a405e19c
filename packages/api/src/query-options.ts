import { queryOptions } from '@tanstack/react-query';
import type { ApiLanguage } from '@inphr/content';
import { FAQ_FETCH_PAGE_SIZE, HOSP_SEQ_NO, MEDIA_FETCH_SIZE } from './constants';
import type { CareApi } from './care-api';
import type { MainSiteApi } from './main-site-api';
import { EMPTY_MEDIA_SEARCH, faqKeys, mediaKeys, type MediaSearch } from './query-keys';
import type { MediaListItem } from './wire';

/**
 * The news list of a language: fetched whole (size 999) and paginated on the client (SPEC §9);
 * the search runs on the server.
 */
export function mediaListOptions(api: CareApi, lang: ApiLanguage, search: MediaSearch = EMPTY_MEDIA_SEARCH) {
  return queryOptions({
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
  return queryOptions({
    queryKey: mediaKeys.headlines(lang),
    queryFn: async ({ signal }): Promise<MediaHeadline[]> => {
      const { list } = await api.listMedia({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: MEDIA_FETCH_SIZE, lang, ...EMPTY_MEDIA_SEARCH }, { signal });
      return list.map(({ id, title, regDt }) => ({ id, title, regDt }));
    },
  });
}

/**
 * Makes a news body safe to insert (it is HTML from the API): DOMPurify with `NEWS_HTML_POLICY`
 * and `newsImageHook`, on the server or, loaded on demand, in the browser.
 */
export type NewsSanitizer = (html: string) => string | Promise<string>;

/**
 * One news item, its body sanitized as it enters the cache, so that what a page renders and what
 * a server hands over for hydration is already clean. Each fetch counts a view, so it is fetched
 * once per visit: never on mount of an already loaded page (hydration), never retried (SPEC §4),
 * never on window focus.
 */
export function mediaDetailOptions(api: CareApi, id: number, lang: ApiLanguage, sanitize: NewsSanitizer) {
  return queryOptions({
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

/** The FAQ of a language, fetched once (page 1, size 100) and filtered on the client (SPEC §4, §7). */
export function faqListOptions(api: MainSiteApi, lang: ApiLanguage) {
  return queryOptions({
    queryKey: faqKeys.list(lang),
    queryFn: ({ signal }) => api.listFaq({ searchText: '', langCode: lang, page: 1, pageSize: FAQ_FETCH_PAGE_SIZE }, { signal }),
  });
}
