import { queryOptions } from '@tanstack/react-query';
import { FAQ_FETCH_PAGE_SIZE, type MainSiteApi } from '@inphr/api';
import type { ApiLanguage } from '@inphr/content';

/** The FAQ of a language, fetched once (page 1, size 100) and filtered on the client (SPEC §4, §7). */
export function faqListOptions(api: MainSiteApi, lang: ApiLanguage) {
  return queryOptions({
    queryKey: ['faq', lang] as const,
    queryFn: () => api.listFaq({ searchText: '', langCode: lang, page: 1, pageSize: FAQ_FETCH_PAGE_SIZE }),
  });
}
