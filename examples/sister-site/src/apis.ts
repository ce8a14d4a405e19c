import { createCareApi, createMainSiteApi, type CareApi, type MainSiteApi } from '@inphr/api';
import { CARE_BASE, MAIN_SITE_BASE, MAIN_SITE_PATH, SITE_KEY, SITE_KEY_HEADER } from './mock-fetch.js';

export interface Apis {
  care: CareApi;
  main: MainSiteApi;
}

/** The site's clients of both API bases, with its own bases, header, hook and retry policy. */
export function createApis(fetch: typeof globalThis.fetch): Apis {
  const headers = { [SITE_KEY_HEADER]: SITE_KEY };
  return {
    care: createCareApi({ prefixUrl: CARE_BASE, fetch, headers, timeout: 5_000, retry: { limit: 1, delay: () => 0 } }),
    main: createMainSiteApi({
      prefixUrl: MAIN_SITE_BASE,
      pathPrefix: MAIN_SITE_PATH,
      fetch,
      headers,
      hooks: { beforeRequest: [(request) => request.headers.set('x-sister-site', 'example')] },
    }),
  };
}
