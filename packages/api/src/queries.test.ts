import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createCareApi, createMainSiteApi } from './index';
import { EMPTY_MEDIA_SEARCH, faqKeys, faqListOptions, mediaDetailOptions, mediaHeadlinesOptions, mediaKeys, mediaListOptions } from './queries';
import { fetchStandIn, json, silentFetch } from './test/fetch-stand-in';

const ITEM = { id: 3, title: 'Opening', regDt: '2024-05-01', excerpt: 'We open', reviewCnt: 7 };
const MEDIA_LIST = { code: 200, message: 'OK', data: { list: [ITEM], total: 1, page: 1, size: 999 } };
const MEDIA_ITEM = { code: 200, message: 'OK', data: { id: 3, title: 'Opening', contents: '<p onclick="x()">Hi</p>', reviewCnt: 7, regDt: '2024-05-01' } };
const FAQ_LIST = { list: [{ faqSeq: 1, serviceSeq: 2, serviceName: 'All', title: 'Q', contents: 'A' }], totalCount: 1 };

// As an app would: retries on, so that the factories' own retry choices show.
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } });
const careApi = (fetch: typeof globalThis.fetch) => createCareApi({ prefixUrl: 'https://care.example/api/', fetch });

describe('query keys', () => {
  // Sites built on these packages share a cache shape: a change here is a breaking change.
  it('are stable', () => {
    expect(mediaKeys.all).toEqual(['media']);
    expect(mediaKeys.lists()).toEqual(['media', 'list']);
    expect(mediaKeys.list('EN', EMPTY_MEDIA_SEARCH)).toEqual(['media', 'list', 'EN', '', '']);
    expect(mediaKeys.list('KO', { searchKey: 'title', searchText: '소식' })).toEqual(['media', 'list', 'KO', 'title', '소식']);
    expect(mediaKeys.headlineLists()).toEqual(['media', 'headlines']);
    expect(mediaKeys.headlines('JA')).toEqual(['media', 'headlines', 'JA']);
    expect(mediaKeys.details()).toEqual(['media', 'detail']);
    expect(mediaKeys.detail(3, 'EN')).toEqual(['media', 'detail', 3, 'EN']);
    expect(faqKeys.all).toEqual(['faq']);
    expect(faqKeys.list('KO')).toEqual(['faq', 'KO']);
  });

  it('each factory uses its key', () => {
    const care = careApi(fetchStandIn(json(MEDIA_LIST)).fetch);
    const main = createMainSiteApi({ prefixUrl: 'https://www.example/' });
    expect(mediaListOptions(care, 'EN').queryKey).toEqual(mediaKeys.list('EN', EMPTY_MEDIA_SEARCH));
    expect(mediaHeadlinesOptions(care, 'EN').queryKey).toEqual(mediaKeys.headlines('EN'));
    expect(mediaDetailOptions(care, 3, 'EN', (html) => html).queryKey).toEqual(mediaKeys.detail(3, 'EN'));
    expect(faqListOptions(main, 'EN', (html) => html).queryKey).toEqual(faqKeys.list('EN'));
  });
});

describe('query functions', () => {
  it('the news list asks for everything at once (docs/spec.md, "Constants"), with the search', async () => {
    const { fetch, requests } = fetchStandIn(json(MEDIA_LIST));
    const data = await queryClient().fetchQuery(mediaListOptions(careApi(fetch), 'JA', { searchKey: 'contents', searchText: 'app' }));
    expect(data).toEqual(MEDIA_LIST.data);
    expect(requests[0]!.url).toBe('https://care.example/api/media?hospSeqNo=100&page=1&size=999&searchKey=contents&searchText=app&lang=JA');
  });

  it('headlines keep only id, title and date', async () => {
    const { fetch, requests } = fetchStandIn(json(MEDIA_LIST));
    expect(await queryClient().fetchQuery(mediaHeadlinesOptions(careApi(fetch), 'EN'))).toEqual([{ id: 3, title: 'Opening', regDt: '2024-05-01' }]);
    expect(new URL(requests[0]!.url).searchParams.get('searchKey')).toBe('');
  });

  it('a news item enters the cache sanitized, and is never retried', async () => {
    const { fetch, requests } = fetchStandIn(json(MEDIA_ITEM));
    const sanitize = async (html: string) => html.replace(/ onclick="[^"]*"/, '');
    const item = await queryClient().fetchQuery(mediaDetailOptions(careApi(fetch), 3, 'EN', sanitize));
    expect(item.contents).toBe('<p>Hi</p>');

    const failing = fetchStandIn(json({ code: 500, message: 'down' }, 500));
    await expect(queryClient().fetchQuery(mediaDetailOptions(careApi(failing.fetch), 3, 'EN', sanitize))).rejects.toMatchObject({ kind: 'http' });
    expect(failing.requests).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('the FAQ list asks for page 1 of 100 in the language, and keeps each answer sanitized', async () => {
    const { fetch, requests } = fetchStandIn(json(FAQ_LIST));
    const main = createMainSiteApi({ prefixUrl: 'https://www.example/', fetch });
    const sanitize = async (html: string) => `clean:${html}`;
    expect(await queryClient().fetchQuery(faqListOptions(main, 'KO', sanitize))).toEqual({
      ...FAQ_LIST,
      list: FAQ_LIST.list.map((item) => ({ ...item, contents: `clean:${item.contents}` })),
    });
    expect(await requests[0]!.json()).toEqual({ searchText: '', langCode: 'KO', page: 1, pageSize: 100 });
    // Without a sanitizer (a page that shows the questions only): as the API sent it.
    const plain = fetchStandIn(json(FAQ_LIST));
    expect(await queryClient().fetchQuery(faqListOptions(createMainSiteApi({ prefixUrl: 'https://www.example/', fetch: plain.fetch }), 'KO'))).toEqual(
      FAQ_LIST,
    );
  });

  it('a cancelled query aborts its request', async () => {
    const { fetch, requests } = silentFetch();
    const client = queryClient();
    const pending = client.fetchQuery(mediaListOptions(careApi(fetch), 'EN')).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.cancelQueries({ queryKey: mediaKeys.lists() });
    await pending;
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal.aborted).toBe(true);
  });
});
