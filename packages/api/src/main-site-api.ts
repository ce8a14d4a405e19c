import { ApiError } from './errors';
import { createHttp, type CallOptions, type ClientOptions } from './http';
import type { InquiryPayload } from './inquiry';
import type { FaqListRequest, FaqListResponse } from './wire';
import { API_PATHS } from './constants';

export interface MainSiteClientOptions extends ClientOptions {
  /**
   * Where the main-site API sits under `prefixUrl`: `/rest/frontend` by default (docs/spec.md, "Calls"), `''`
   * when `prefixUrl` already points at it (a proxy that mounts it elsewhere).
   */
  pathPrefix?: string | undefined;
}

/** Typed client of the main-site base (docs/spec.md, "Calls"): the FAQ list and the partnership inquiry. */
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
    async listFaq(request, { signal } = {}) {
      const { body } = await http.json(`${prefix}faq/list`, { method: 'post', json: request, signal }, async () => (await schemas()).faqListResponseSchema);
      return body;
    },
    async insertInquiry(payload, { signal } = {}) {
      const { body, status } = await http.json(
        `${prefix}cooperate/insert`,
        { method: 'post', json: payload, signal, retry: 0 },
        async () => (await schemas()).inquiryResponseSchema,
      );
      if (body.result !== 'success') throw new ApiError('rejected', body.message || 'The server refused the inquiry.', { status, body });
    },
  };
}
