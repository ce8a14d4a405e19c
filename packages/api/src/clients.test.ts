import { describe, expect, it, vi } from 'vitest';
import { createCareApi, createMainSiteApi, isApiError, type ApiError, type InquiryPayload, type MediaListQuery } from './index';
import { fetchStandIn, json, silentFetch } from './test/fetch-stand-in';

/*
 * The API server is a third party from this package's point of view: these tests answer the
 * clients' requests with a stand-in fetch and look at what was sent.
 */

const MEDIA_LIST = { code: 200, message: 'OK', data: { list: [{ id: 3, title: 'Opening', regDt: '2024-05-01' }], total: 1, page: 1, size: 999 } };
const MEDIA_ITEM = { code: 200, message: 'OK', data: { id: 3, title: 'Opening', contents: '<p>Hi</p>', reviewCnt: 7, regDt: '2024-05-01' } };
const FAQ_LIST = { list: [{ faqSeq: 1, serviceSeq: 2, serviceName: 'All', title: 'Q', contents: 'A' }], totalCount: 1 };
const QUERY: MediaListQuery = { hospSeqNo: 100, page: 1, size: 999, searchKey: '', searchText: '', lang: 'EN' };
const INQUIRY: InquiryPayload = {
  company: 'ACME',
  contents: 'Partnership',
  email: 'kim@example.com',
  email1: 'kim',
  email2: 'example.com',
  mobile: '010-1234-5678',
  name: 'Kim',
  regId: 0,
  title: 'Hello',
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the wire contract (docs/spec.md, "Calls")', () => {
  it('lists the news with GET media and every query parameter', async () => {
    const { fetch, requests } = fetchStandIn(json(MEDIA_LIST));
    const api = createCareApi({ prefixUrl: 'https://care.example/api/', fetch });
    expect(await api.listMedia({ ...QUERY, searchKey: 'title', searchText: 'open' })).toEqual(MEDIA_LIST.data);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('https://care.example/api/media?hospSeqNo=100&page=1&size=999&searchKey=title&searchText=open&lang=EN');
  });

  it('reads one news item with GET media/{id}?lang=', async () => {
    const { fetch, requests } = fetchStandIn(json(MEDIA_ITEM));
    const api = createCareApi({ prefixUrl: 'https://care.example/api/', fetch });
    expect(await api.getMedia(3, 'JA')).toEqual(MEDIA_ITEM.data);
    expect(requests[0]!.url).toBe('https://care.example/api/media/3?lang=JA');
  });

  it('lists the FAQ and sends an inquiry with POST under /rest/frontend, JSON bodies', async () => {
    const { fetch, requests } = fetchStandIn(json(FAQ_LIST), json({ result: 'success' }));
    const api = createMainSiteApi({ prefixUrl: 'https://www.example/', fetch });
    const faqRequest = { searchText: '', langCode: 'KO', page: 1, pageSize: 100 };
    expect(await api.listFaq(faqRequest)).toEqual(FAQ_LIST);
    await expect(api.insertInquiry(INQUIRY)).resolves.toBeUndefined();
    expect(requests.map((r) => [r.method, r.url, r.headers.get('content-type')])).toEqual([
      ['POST', 'https://www.example/rest/frontend/faq/list', 'application/json'],
      ['POST', 'https://www.example/rest/frontend/cooperate/insert', 'application/json'],
    ]);
    expect(await requests[0]!.json()).toEqual(faqRequest);
    expect(await requests[1]!.json()).toEqual(INQUIRY);
  });
});

describe('bases', () => {
  it('takes the care base with a path of its own, with or without the trailing slash', async () => {
    for (const prefixUrl of ['https://cdn.example/v2/care-api/', 'https://cdn.example/v2/care-api', new URL('https://cdn.example/v2/care-api/')]) {
      const { fetch, requests } = fetchStandIn(json(MEDIA_ITEM));
      await createCareApi({ prefixUrl, fetch }).getMedia(3, 'KO');
      expect(requests[0]!.url).toBe('https://cdn.example/v2/care-api/media/3?lang=KO');
    }
  });

  it('takes the main-site path prefix: another mount, or none when the base points at the API', async () => {
    const cases = [
      { prefixUrl: 'https://www.example/', pathPrefix: '/frontend-api/', url: 'https://www.example/frontend-api/faq/list' },
      { prefixUrl: 'https://www.example/', pathPrefix: 'a/b', url: 'https://www.example/a/b/faq/list' },
      { prefixUrl: 'https://proxy.example/main/', pathPrefix: '', url: 'https://proxy.example/main/faq/list' },
      { prefixUrl: 'https://www.example/site/', pathPrefix: undefined, url: 'https://www.example/site/rest/frontend/faq/list' },
    ];
    for (const { url, ...options } of cases) {
      const { fetch, requests } = fetchStandIn(json(FAQ_LIST));
      await createMainSiteApi({ ...options, fetch }).listFaq({ searchText: '', langCode: 'EN', page: 1, pageSize: 100 });
      expect(requests[0]!.url).toBe(url);
    }
  });
});

describe('headers and hooks', () => {
  it('sends the extra headers with every call of both clients', async () => {
    const { fetch, requests } = fetchStandIn(json(MEDIA_LIST), json(FAQ_LIST));
    const headers = { 'x-api-key': 'k-123', 'accept-language': 'ja' };
    await createCareApi({ prefixUrl: 'https://care.example/api/', fetch, headers }).listMedia(QUERY);
    await createMainSiteApi({ prefixUrl: 'https://www.example/', fetch, headers }).listFaq({ searchText: '', langCode: 'JA', page: 1, pageSize: 100 });
    for (const request of requests) {
      expect(request.headers.get('x-api-key')).toBe('k-123');
      expect(request.headers.get('accept-language')).toBe('ja');
    }
  });

  it('runs ky hooks: a request changed before it leaves, each response seen', async () => {
    const { fetch, requests } = fetchStandIn(json(MEDIA_ITEM));
    const seen: number[] = [];
    const api = createCareApi({
      prefixUrl: 'https://care.example/api/',
      fetch,
      hooks: {
        beforeRequest: [(request) => request.headers.set('authorization', 'Bearer t0k3n')],
        afterResponse: [(_request, _options, response) => void seen.push(response.status)],
      },
    });
    await api.getMedia(3, 'EN');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer t0k3n');
    expect(seen).toEqual([200]);
  });

  it('an afterResponse hook may replace the answer, which is still checked against the contract', async () => {
    const { fetch } = fetchStandIn(json(MEDIA_ITEM));
    const api = createCareApi({
      prefixUrl: 'https://care.example/api/',
      fetch,
      hooks: { afterResponse: [() => json({ code: 200, message: 'OK', data: { id: 'three' } })] },
    });
    const error = await failure(api.getMedia(3, 'EN'));
    expect(error.kind).toBe('invalid-response');
  });
});

describe('retry policy', () => {
  const unavailable = () => json({ code: 503, message: 'busy' }, 503);

  it('does not retry by default', async () => {
    const { fetch, requests } = fetchStandIn(unavailable(), json(MEDIA_LIST));
    const error = await failure(createCareApi({ prefixUrl: 'https://care.example/api/', fetch }).listMedia(QUERY));
    expect(error.kind).toBe('http');
    expect(requests).toHaveLength(1);
  });

  it('retries the news list as the policy says', async () => {
    const { fetch, requests } = fetchStandIn(unavailable(), unavailable(), json(MEDIA_LIST));
    const api = createCareApi({ prefixUrl: 'https://care.example/api/', fetch, retry: { limit: 2, delay: () => 0 } });
    expect(await api.listMedia(QUERY)).toEqual(MEDIA_LIST.data);
    expect(requests).toHaveLength(3);
  });

  it('a number is the retry limit', async () => {
    const { fetch, requests } = fetchStandIn(unavailable());
    const api = createCareApi({ prefixUrl: 'https://care.example/api/', fetch, retry: 1 });
    const started = Date.now();
    expect((await failure(api.listMedia(QUERY))).status).toBe(503);
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('never retries a news item (each call counts a view) nor an inquiry, even when POST is allowed', async () => {
    const care = fetchStandIn(unavailable());
    const main = fetchStandIn(unavailable());
    const retry = { limit: 3, delay: () => 0, methods: ['get' as const, 'post' as const] };
    await failure(createCareApi({ prefixUrl: 'https://care.example/api/', fetch: care.fetch, retry }).getMedia(3, 'EN'));
    await failure(createMainSiteApi({ prefixUrl: 'https://www.example/', fetch: main.fetch, retry }).insertInquiry(INQUIRY));
    expect(care.requests).toHaveLength(1);
    expect(main.requests).toHaveLength(1);
  });

  it('retries the FAQ list (a POST) only when the policy allows POST', async () => {
    const { fetch, requests } = fetchStandIn(unavailable(), json(FAQ_LIST));
    const api = createMainSiteApi({ prefixUrl: 'https://www.example/', fetch, retry: { limit: 1, delay: () => 0, methods: ['post'] } });
    expect(await api.listFaq({ searchText: '', langCode: 'EN', page: 1, pageSize: 100 })).toEqual(FAQ_LIST);
    expect(requests).toHaveLength(2);
  });
});

describe('timeout and abort', () => {
  it('fails with a timeout error when no answer comes in time', async () => {
    const { fetch } = silentFetch();
    const error = await failure(createCareApi({ prefixUrl: 'https://care.example/api/', fetch, timeout: 30 }).listMedia(QUERY));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('aborts a call in flight through its signal, on every method', async () => {
    const { fetch, requests } = silentFetch();
    const care = createCareApi({ prefixUrl: 'https://care.example/api/', fetch });
    const main = createMainSiteApi({ prefixUrl: 'https://www.example/', fetch });
    const calls: Array<(signal: AbortSignal) => Promise<unknown>> = [
      (signal) => care.listMedia(QUERY, { signal }),
      (signal) => care.getMedia(3, 'EN', { signal }),
      (signal) => main.listFaq({ searchText: '', langCode: 'EN', page: 1, pageSize: 100 }, { signal }),
      (signal) => main.insertInquiry(INQUIRY, { signal }),
    ];
    for (const call of calls) {
      const controller = new AbortController();
      const pending = failure(call(controller.signal));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const reason = new Error('left the page');
      controller.abort(reason);
      const error = await pending;
      expect(error).toMatchObject({ kind: 'aborted', status: 0 });
      expect(error.cause).toBe(reason);
    }
    expect(requests).toHaveLength(4);
    expect(requests.every((r) => r.signal.aborted)).toBe(true);
  });

  it('an already aborted signal fails the call without an answer', async () => {
    const { fetch } = fetchStandIn(json(MEDIA_LIST));
    const error = await failure(createCareApi({ prefixUrl: 'https://care.example/api/', fetch }).listMedia(QUERY, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
  });
});

describe('errors', () => {
  it('an error status carries the status, the body and the body’s message', async () => {
    const { fetch } = fetchStandIn(json({ code: 404, message: 'No such news item' }, 404));
    const error = await failure(createCareApi({ prefixUrl: 'https://care.example/api/', fetch }).getMedia(9, 'EN'));
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
      message: 'No such news item',
      body: { code: 404, message: 'No such news item' },
    });
  });

  it('an error status without a JSON body still says which', async () => {
    const { fetch } = fetchStandIn(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failure(createCareApi({ prefixUrl: 'https://care.example/api/', fetch }).listMedia(QUERY));
    expect(error).toMatchObject({ kind: 'http', status: 502, body: undefined });
  });

  it('no answer at all is a network error', async () => {
    const fetch = () => Promise.reject(new TypeError('fetch failed'));
    const error = await failure(createCareApi({ prefixUrl: 'https://care.example/api/', fetch }).listMedia(QUERY));
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'fetch failed' });
  });

  it('an answer outside the contract is refused', async () => {
    const { fetch } = fetchStandIn(json({ code: 200, message: 'OK', data: { list: 'none' } }), new Response('not json'));
    const api = createCareApi({ prefixUrl: 'https://care.example/api/', fetch });
    expect(await failure(api.listMedia(QUERY))).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(await failure(api.listMedia(QUERY))).toMatchObject({ kind: 'invalid-response', status: 200, body: undefined });
  });

  it('an inquiry the main site refuses with 200 { result: "fail" } is rejected', async () => {
    const { fetch } = fetchStandIn(json({ result: 'fail', message: 'duplicate' }));
    const error = await failure(createMainSiteApi({ prefixUrl: 'https://www.example/', fetch }).insertInquiry(INQUIRY));
    expect(error).toMatchObject({ kind: 'rejected', status: 200, message: 'duplicate' });
  });

  it('the main site’s validation answer comes through as an http error with its fields', async () => {
    const body = { result: 'fail', message: 'Invalid email', errors: { email: 'invalid' } };
    const { fetch } = fetchStandIn(json(body, 400));
    const error = await failure(createMainSiteApi({ prefixUrl: 'https://www.example/', fetch }).insertInquiry(INQUIRY));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Invalid email', body });
  });

  it('a client that cannot load its transport (offline before the first call) fails with a network error, then loads it again', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('./transport', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    try {
      const { createCareApi: createFresh, isApiError: isFresh } = await import('./index');
      const { fetch, requests } = fetchStandIn(json(MEDIA_LIST));
      const api = createFresh({ prefixUrl: 'https://care.example/api/', fetch });
      const error: unknown = await api.listMedia(QUERY).catch((e: unknown) => e);
      expect(isFresh(error) && error.kind).toBe('network');
      expect(requests).toHaveLength(0);
      offline = false;
      vi.resetModules();
      expect(await api.listMedia(QUERY)).toEqual(MEDIA_LIST.data);
    } finally {
      vi.doUnmock('./transport');
      vi.resetModules();
    }
  });

  it('isApiError knows an error made by another copy of the package', () => {
    const foreign = Object.assign(new Error('x'), { [Symbol.for('@inphr/api:ApiError')]: true, kind: 'http', status: 500 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
