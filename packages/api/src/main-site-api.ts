import { createHttp, rejected, requestJson, type CallOptions, type ClientOptions } from './http';
import type { InquiryPayload } from './inquiry';
import type { FaqListRequest, FaqListResponse } from './wire';
import { API_PATHS } from './constants';

export interface MainSiteClientOptions extends ClientOptions {
  /**
   * Where the main-site API sits under `prefixUrl`: `/rest/frontend` by default (SPEC §7), `''`
   * when `prefixUrl` already points at it (a proxy that mounts it elsewhere).
   */
  pathPrefix?: string | undefined;
}

/** Typed client of the main-site base (SPEC §7): the FAQ list and the partnership inquiry. */
export interface MainSiteApi {
  /** `POST {pathPrefix}/faq/list`. */
  listFaq(request: FaqListRequest, call?: CallOptions): Promise<FaqListResponse>;
  /**
   * `POST {pathPrefix}/cooperate/insert`. Resolves once the server has stored the inquiry;
   * rejects with an ApiError otherwise (`rejected` for a `{ result: 'fail' }` answer). Never
   * retried, whatever the client's retry policy: a lost answer must not file the inquiry twice.
   */
  insertInquiry(payload: InquiryPayload, call?: CallOptions): Promise<void>;
}

const schemas = () => import('./wire');

/** `/rest/frontend/` → `rest/frontend/`, `''` → `''`: ky takes paths relative to its prefix. */
function relativePrefix(pathPrefix: string): string {
  const trimmed = pathPrefix.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

export function createMainSiteApi({ pathPrefix = API_PATHS.mainSite, ...options }: MainSiteClientOptions): MainSiteApi {
  const http = createHttp(options);
  const prefix = relativePrefix(pathPrefix);
  return {
    listFaq(request, call = {}) {
      return requestJson(
        () => http.post(`${prefix}faq/list`, { json: request, signal: call.signal }),
        async () => (await schemas()).faqListResponseSchema,
        call.signal,
      );
    },
    async insertInquiry(payload, call = {}) {
      let status = 0;
      const answer = await requestJson(
        async () => {
          const response = await http.post(`${prefix}cooperate/insert`, { json: payload, signal: call.signal, retry: 0 });
          status = response.status;
          return response;
        },
        async () => (await schemas()).inquiryResponseSchema,
        call.signal,
      );
      if (answer.result !== 'success') throw rejected(answer, status);
    },
  };
}
