import type { CareEnvelope, FaqListResponse, MediaDetail, MediaListData } from '@inphr/api';

/*
 * Stands in for the two inPHR API bases (SPEC §7 shapes) so that the example needs no server:
 * the care API at https://care.sister.example/api/ and the main site's at
 * https://main.sister.example/frontend-api/ (not the default /rest/frontend: the site configures
 * it). Both refuse a call without the site's key, which the clients send as an extra header.
 */

export const CARE_BASE = 'https://care.sister.example/api/';
export const MAIN_SITE_BASE = 'https://main.sister.example/';
export const MAIN_SITE_PATH = '/frontend-api';
export const SITE_KEY_HEADER = 'x-site-key';
export const SITE_KEY = 'sister-demo';

const NEWS_COUNT = 12;
const NEWS = Array.from({ length: NEWS_COUNT }, (_, index) => {
  const id = NEWS_COUNT - index;
  return { id, title: `Sister site news ${id}`, regDt: `2026-01-${String(id).padStart(2, '0')}`, excerpt: `What happened in week ${id}.`, reviewCnt: id * 3 };
});

const FAQ: FaqListResponse = {
  list: [
    { faqSeq: 1, serviceSeq: 2, serviceName: 'All', title: 'How do I sign up?', contents: 'From the app.' },
    { faqSeq: 2, serviceSeq: 2, serviceName: 'All', title: 'Is my record private?', contents: 'Yes.' },
    { faqSeq: 3, serviceSeq: 3, serviceName: 'inPHR CARE', title: 'Which devices work?', contents: 'Most.' },
  ],
  totalCount: 3,
};

const envelope = <T>(data: T): CareEnvelope<T> => ({ code: 200, message: 'OK', data });

/** A fetch that answers the four calls of the wire contract from memory. */
export const mockFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (request.headers.get(SITE_KEY_HEADER) !== SITE_KEY) return Response.json({ code: 401, message: 'Unknown site' }, { status: 401 });

  if (request.method === 'GET' && url.origin + url.pathname === `${CARE_BASE}media`) {
    const text = url.searchParams.get('searchText') ?? '';
    const list = NEWS.filter((item) => item.title.includes(text));
    const data: MediaListData = { list, total: list.length, page: 1, size: Number(url.searchParams.get('size')) };
    return Response.json(envelope(data));
  }
  const detail = /^\/api\/media\/(\d+)$/.exec(url.pathname);
  if (request.method === 'GET' && url.origin === new URL(CARE_BASE).origin && detail) {
    const item = NEWS.find((news) => news.id === Number(detail[1]));
    if (!item) return Response.json({ code: 404, message: 'No such news item' }, { status: 404 });
    const data: MediaDetail = { id: item.id, title: item.title, regDt: item.regDt, reviewCnt: item.reviewCnt, contents: `<p>${item.excerpt}</p>` };
    return Response.json(envelope(data));
  }
  if (request.method === 'POST' && url.href === `${MAIN_SITE_BASE}${MAIN_SITE_PATH.slice(1)}/faq/list`) {
    return Response.json(FAQ);
  }
  return Response.json({ code: 404, message: `No route for ${request.method} ${url.href}` }, { status: 404 });
};
