import { queryOptions } from '@tanstack/react-query';
import { HOSP_SEQ_NO, MEDIA_FETCH_SIZE, type CareApi, type MediaListItem, type MediaSearchKey } from '@inphr/api';
import type { ApiLanguage } from '@inphr/content';
import { NOT_EMBEDDED } from '../lib/hooks/use-first-view';

export interface MediaSearch {
  searchKey: MediaSearchKey;
  searchText: string;
}

export const EMPTY_MEDIA_SEARCH: MediaSearch = { searchKey: '', searchText: '' };

export const mediaKeys = {
  all: ['media'] as const,
  list: (lang: ApiLanguage, search: MediaSearch) => ['media', 'list', lang, search.searchKey, search.searchText] as const,
  headlines: (lang: ApiLanguage) => ['media', 'headlines', lang] as const,
  /** First views (use-first-view.ts) of the news list and of the headlines. */
  firstView: (lang: ApiLanguage) => ['media', 'first-view', 'list', lang] as const,
  headlinesFirstView: (lang: ApiLanguage) => ['media', 'first-view', 'headlines', lang] as const,
  detail: (id: number, lang: ApiLanguage) => ['media', 'detail', id, lang] as const,
};

/**
 * The news list: fetched whole (size 999) and paginated on the client (SPEC §9). A first visit
 * carries its first view in the HTML instead (use-first-view.ts).
 */
export function mediaListOptions(api: CareApi, lang: ApiLanguage, search: MediaSearch = EMPTY_MEDIA_SEARCH) {
  return queryOptions({
    queryKey: mediaKeys.list(lang, search),
    meta: NOT_EMBEDDED,
    queryFn: () => api.listMedia({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: MEDIA_FETCH_SIZE, lang, ...search }),
  });
}

/** What a headline list shows of an item: the home page's news notice. */
export type MediaHeadline = Pick<MediaListItem, 'id' | 'title' | 'regDt'>;

/**
 * The news list as headlines only: the same request, kept without excerpts and counts, for a page
 * showing just the titles (the home page's notice; its first view travels in the HTML).
 */
export function mediaHeadlinesOptions(api: CareApi, lang: ApiLanguage) {
  return queryOptions({
    queryKey: mediaKeys.headlines(lang),
    meta: NOT_EMBEDDED,
    queryFn: async (): Promise<MediaHeadline[]> => {
      const { list } = await api.listMedia({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: MEDIA_FETCH_SIZE, lang, ...EMPTY_MEDIA_SEARCH });
      return list.map(({ id, title, regDt }) => ({ id, title, regDt }));
    },
  });
}

/** Makes a news body safe to insert: the server's sanitizer, or the browser's (loaded with the first fetch). */
export type NewsSanitizer = (html: string) => string | Promise<string>;

/**
 * One news item, its body sanitized as it enters the cache: what the page renders and what the
 * server hands over for hydration is already clean, so a first visit needs no sanitizer in the
 * browser. Each fetch counts a view, so it is fetched once per visit: never on mount of an already
 * loaded page (hydration), never retried (SPEC §4), never on window focus.
 */
export function mediaDetailOptions(api: CareApi, id: number, lang: ApiLanguage, sanitize: NewsSanitizer) {
  return queryOptions({
    queryKey: mediaKeys.detail(id, lang),
    queryFn: async () => {
      const item = await api.getMedia(id, lang);
      return { ...item, contents: await sanitize(item.contents) };
    },
    retry: false,
    staleTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
}
