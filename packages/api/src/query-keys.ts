import type { ApiLanguage } from '@inphr/content';
import type { MediaSearchKey } from './constants';
import { CONTENT_TAGS, type ContentTag } from './content-tags';

export interface MediaSearch {
  searchKey: MediaSearchKey;
  searchText: string;
}

export const EMPTY_MEDIA_SEARCH: MediaSearch = { searchKey: '', searchText: '' };

const MEDIA = ['media'] as const;
const MEDIA_LISTS = [...MEDIA, 'list'] as const;
const MEDIA_HEADLINES = [...MEDIA, 'headlines'] as const;
const MEDIA_DETAILS = [...MEDIA, 'detail'] as const;
const FAQ = ['faq'] as const;

/**
 * Keys of the news queries. The families (`all`, `lists()`, `headlineLists()`, `details()`) are
 * prefixes for `invalidateQueries` and `setQueryDefaults`.
 */
export const mediaKeys = {
  all: MEDIA,
  lists: () => MEDIA_LISTS,
  list: (lang: ApiLanguage, search: MediaSearch) => [...MEDIA_LISTS, lang, search.searchKey, search.searchText] as const,
  headlineLists: () => MEDIA_HEADLINES,
  headlines: (lang: ApiLanguage) => [...MEDIA_HEADLINES, lang] as const,
  details: () => MEDIA_DETAILS,
  detail: (id: number, lang: ApiLanguage) => [...MEDIA_DETAILS, id, lang] as const,
};

/** Keys of the FAQ queries; `all` is the prefix of every FAQ list. */
export const faqKeys = {
  all: FAQ,
  list: (lang: ApiLanguage) => [...FAQ, lang] as const,
};

/**
 * What a query's data shows, by its key: a page rendered with it is kept at those content versions
 * (`RenderResult.shows`). Headlines are titles and dates; lists and items carry view counts too. A
 * key of no family here counts as showing everything (a page is then dropped by any change rather
 * than kept stale).
 */
export function contentShownBy(queryKey: readonly unknown[]): readonly ContentTag[] {
  if (queryKey[0] === MEDIA[0]) return queryKey[1] === MEDIA_HEADLINES[1] ? MEDIA_ONLY : MEDIA_AND_VIEWS;
  if (queryKey[0] === FAQ[0]) return FAQ_ONLY;
  return CONTENT_TAGS;
}
const MEDIA_ONLY: readonly ContentTag[] = ['media'];
const MEDIA_AND_VIEWS: readonly ContentTag[] = ['media', 'views'];
const FAQ_ONLY: readonly ContentTag[] = ['faq'];
