import { createHttp, requestJson, type ClientOptions } from './http';
import type { InquiryPayload } from './inquiry';
import type { FaqListRequest, FaqListResponse } from './wire';

const schemas = () => import('./wire');

/** Typed client of the main-site base (`…/rest/frontend/`): FAQ list and partnership inquiry. */
export function createMainSiteApi(options: ClientOptions) {
  const http = createHttp(options);
  return {
    listFaq(request: FaqListRequest): Promise<FaqListResponse> {
      return requestJson(() => http.post('rest/frontend/faq/list', { json: request }), async () => (await schemas()).faqListResponseSchema);
    },
    /** Resolves once the server has committed the inquiry; rejects with an ApiError otherwise. */
    async insertInquiry(payload: InquiryPayload): Promise<void> {
      await requestJson(() => http.post('rest/frontend/cooperate/insert', { json: payload }), async () => (await schemas()).inquiryResponseSchema);
    },
  };
}

export type MainSiteApi = ReturnType<typeof createMainSiteApi>;
