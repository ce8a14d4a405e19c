import { createHttp, requestJson, type ClientOptions } from './http';
import type { InquiryPayload } from './inquiry';
import type { FaqListRequest, FaqListResponse } from './wire';
import { API_PATHS } from './constants';

/** The main-site API's path relative to the client's base (ky wants no leading slash). */
const MAIN_SITE = API_PATHS.mainSite.slice(1);

const schemas = () => import('./wire');

/** Typed client of the main-site base (`…/rest/frontend/`): FAQ list and partnership inquiry. */
export function createMainSiteApi(options: ClientOptions) {
  const http = createHttp(options);
  return {
    listFaq(request: FaqListRequest): Promise<FaqListResponse> {
      return requestJson(() => http.post(`${MAIN_SITE}/faq/list`, { json: request }), async () => (await schemas()).faqListResponseSchema);
    },
    /** Resolves once the server has committed the inquiry; rejects with an ApiError otherwise. */
    async insertInquiry(payload: InquiryPayload): Promise<void> {
      await requestJson(() => http.post(`${MAIN_SITE}/cooperate/insert`, { json: payload }), async () => (await schemas()).inquiryResponseSchema);
    },
  };
}

export type MainSiteApi = ReturnType<typeof createMainSiteApi>;
