import { createHttp, type CallOptions, type ClientOptions } from './http';
import type { MediaDetail, MediaListData, MediaListQuery } from './wire';

const schemas = () => import('./wire');

/** Typed client of the care API base (`…/api/`, docs/spec.md, "Calls"): the news list and one news item. */
export interface CareApi {
  /** `GET media`: the news list of a tenant in a language (uppercase code). */
  listMedia(query: MediaListQuery, call?: CallOptions): Promise<MediaListData>;
  /**
   * `GET media/{id}`: one news item in a language (uppercase code). The server counts a view per
   * call, so it is never retried, whatever the client's retry policy (docs/spec.md, "States").
   */
  getMedia(id: number, lang: string, call?: CallOptions): Promise<MediaDetail>;
}

/**
 * The query string of `GET media` as the site sends it: every parameter, in the contract's order
 * (docs/spec.md, "Calls"). The client, the server's own warming calls and the bench ask with it.
 */
export function mediaListSearch(query: MediaListQuery): URLSearchParams {
  return new URLSearchParams({
    hospSeqNo: String(query.hospSeqNo),
    page: String(query.page),
    size: String(query.size),
    searchKey: query.searchKey,
    searchText: query.searchText,
    lang: query.lang,
  });
}

export function createCareApi(options: ClientOptions): CareApi {
  const http = createHttp(options);
  return {
    async listMedia(query, { signal } = {}) {
      const searchParams = mediaListSearch(query);
      const { body } = await http.json('media', { method: 'get', searchParams, signal }, async () => (await schemas()).mediaListResponseSchema);
      return body.data;
    },
    async getMedia(id, lang, { signal } = {}) {
      const { body } = await http.json(
        `media/${encodeURIComponent(String(id))}`,
        { method: 'get', searchParams: { lang }, signal, retry: 0 },
        async () => (await schemas()).mediaDetailResponseSchema,
      );
      return body.data;
    },
  };
}
