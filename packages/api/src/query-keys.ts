import type { ApiLanguage } from '@inphr/content';
import type { MediaSearchKey } from './constants';

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
