import { createHttp, requestJson, type ClientOptions } from './http';
import type { MediaDetail, MediaListData, MediaListQuery } from './wire';

const schemas = () => import('./wire');

/** Typed client of the care API base (`…/api/`): the news list and detail. */
export function createCareApi(options: ClientOptions) {
  const http = createHttp(options);
  return {
    async listMedia(query: MediaListQuery): Promise<MediaListData> {
      const searchParams = new URLSearchParams({
        hospSeqNo: String(query.hospSeqNo),
        page: String(query.page),
        size: String(query.size),
        searchKey: query.searchKey,
        searchText: query.searchText,
        lang: query.lang,
      });
      const body = await requestJson(() => http.get('media', { searchParams }), async () => (await schemas()).mediaListResponseSchema);
      return body.data;
    },
    async getMedia(id: number, lang: string): Promise<MediaDetail> {
      const body = await requestJson(
        () => http.get(`media/${encodeURIComponent(String(id))}`, { searchParams: { lang } }),
        async () => (await schemas()).mediaDetailResponseSchema,
      );
      return body.data;
    },
  };
}

export type CareApi = ReturnType<typeof createCareApi>;
