import { queryOptions } from '@tanstack/react-query';
import { FAQ_FETCH_PAGE_SIZE, type MainSiteApi } from '@inphr/api';
import type { ApiLanguage } from '@inphr/content';
import { NOT_EMBEDDED } from '../lib/hooks/use-first-view';

export const faqKeys = {
  list: (lang: ApiLanguage) => ['faq', lang] as const,
  /** The FAQ page's first view (use-first-view.ts): its first questions and its categories. */
  firstView: (lang: ApiLanguage) => ['faq-first-view', lang] as const,
};

/**
 * The FAQ of a language, fetched once (page 1, size 100) and filtered on the client (SPEC §4, §7).
 * A first visit carries its first view in the HTML instead.
 */
export function faqListOptions(api: MainSiteApi, lang: ApiLanguage) {
  return queryOptions({
    queryKey: faqKeys.list(lang),
    meta: NOT_EMBEDDED,
    queryFn: () => api.listFaq({ searchText: '', langCode: lang, page: 1, pageSize: FAQ_FETCH_PAGE_SIZE }),
  });
}
