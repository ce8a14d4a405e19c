import { API_PATHS, BROWSER_ACCEPT_ENCODING, HOSP_SEQ_NO, MEDIA_FETCH_SIZE, mediaListSearch } from '@inphr/api';
import { DEFAULT_LANGUAGE, paths, toApiLanguage } from '@inphr/content';
import { INTERNAL_HEADER, PEEK_HEADER, WARM_HEADER } from '../lib/internal-calls';
import type { WarmCall } from './protocol';

/**
 * The requests that warm the request path, as a visitor's browser makes them (compressed answers
 * accepted): the home page when the server serves the site, the news list as the site asks for it,
 * and the newest news item when there is one. Each is the server's own call (`token`), read without
 * side effects (peek: no view counted) and marked as warming (no log line, no metric).
 */
export function warmCalls(o: { token: string; site: boolean; newestNewsId: number | undefined }): WarmCall[] {
  const headers = {
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    [INTERNAL_HEADER]: o.token,
    [PEEK_HEADER]: '1',
    [WARM_HEADER]: '1',
  };
  const lang = toApiLanguage(DEFAULT_LANGUAGE);
  const list = mediaListSearch({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: MEDIA_FETCH_SIZE, searchKey: '', searchText: '', lang });
  const calls: WarmCall[] = [{ path: `${API_PATHS.care}/media?${list}`, headers }];
  if (o.newestNewsId !== undefined) calls.push({ path: `${API_PATHS.care}/media/${o.newestNewsId}?lang=${lang}`, headers });
  if (o.site) calls.push({ path: `${paths.home.getHref()}?lng=${DEFAULT_LANGUAGE}`, headers });
  return calls;
}
