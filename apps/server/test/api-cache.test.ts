import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { media, mediaTranslation } from '../src/db/schema';
import { injectFresh, openTestDatabase, startTestServer, type TestServer } from './helpers';
import { BROWSER_ACCEPT_ENCODING } from '@inphr/api';

/** The news list and the FAQ in the cache, sent as stored bytes. */
let server: TestServer;
/** The cache's clock: moved past an answer's TTL instead of waiting for it. */
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ VIEW_COUNT_REFRESH_MS: '100' }, { clock: () => new Date(clock) });
});
afterAll(() => server.close());

const LIST = '/api/media?hospSeqNo=100&page=1&size=999&searchKey=&searchText=&lang=EN';
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
const faq = (body: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/rest/frontend/faq/list',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
    payload: JSON.stringify(body),
  });

describe('the news list', () => {
  it('is made once per news version, then sent as stored Brotli with a strong ETag and 304s', async () => {
    const first = await get(LIST);
    expect(first.headers['x-api-cache']).toBe('miss');
    // The same query, written differently (defaults left out, the language in lower case): the same answer.
    const same = await get('/api/media?size=999&lang=en');
    expect(same.headers['x-api-cache']).toBe('hit');
    expect(same.body).toBe(first.body);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the compressed copies are made just after
    const br = await get(LIST, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(first.body);
    const notModified = await get(LIST, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    // The kept text is dropped once the copies are made: a client that takes neither still gets it whole.
    const identity = await get(LIST);
    expect([identity.headers['content-encoding'], identity.headers['x-api-cache'], identity.headers.etag]).toEqual([
      undefined,
      'hit',
      String(br.headers.etag).replace(/^"(.*)-br"$/, 'W/"$1"'),
    ]);
    expect(identity.body).toBe(first.body);
  });

  it('is made once for all the requests that ask for it at the same moment', async () => {
    // A change to the news: every one of them finds no current copy.
    server.app.contentVersions.bump('media');
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(LIST)));
    expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0]!.body)).toBe(true);
    expect(answers.filter((a) => a.headers['x-api-cache'] === 'miss')).toHaveLength(1);
  });

  it('shows views within its 10 s (it shows counts) and one refresh', async () => {
    const count = (body: string, id: number) =>
      (JSON.parse(body) as { data: { list: { id: number; reviewCnt: number }[] } }).data.list.find((i) => i.id === id)!.reviewCnt;
    const before = await get(LIST);
    const id = (JSON.parse(before.body) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    for (let i = 0; i < 5; i += 1) expect((await get(`/api/media/${id}?lang=EN`)).statusCode).toBe(200);
    // Five views, written: the kept list is still served for its 10 s.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await get(LIST)).headers['x-api-cache']).toBe('hit');
    // Past them, the next request gets the list as it was, and starts its refresh.
    clock += 10_001;
    const stale = await get(LIST);
    expect(stale.headers['x-api-cache']).toBe('stale');
    expect(count(stale.body, id)).toBe(count(before.body, id));
    const after = await injectFresh(server.app, LIST);
    expect(after.headers['x-api-cache']).toBe('hit');
    expect(count(after.body, id)).toBe(count(before.body, id) + 5);
  });

  it('is made again at once when the news change (a studio edit, on any instance)', async () => {
    expect((await injectFresh(server.app, LIST)).headers['x-api-cache']).toBe('hit');
    server.app.contentVersions.announce('media');
    expect((await get(LIST)).headers['x-api-cache']).toBe('miss');
  });

  it('is read from the database again for a query asked before, once the news change', async () => {
    const before = JSON.parse((await get(LIST)).body) as { data: { list: { id: number; title: string }[] } };
    const { id } = before.data.list[0]!;
    await server.database.db
      .update(mediaTranslation)
      .set({ title: 'Retitled for the list' })
      .where(and(eq(mediaTranslation.mediaId, id), eq(mediaTranslation.lang, 'en')));
    server.app.contentVersions.announce('media');
    const after = JSON.parse((await get(LIST)).body) as typeof before;
    expect(after.data.list.find((m) => m.id === id)?.title).toBe('Retitled for the list');
  });
});

describe('a news item', () => {
  it('is read once per news version: written views do not make it stale, a change of the news does', async () => {
    const list = JSON.parse((await get(LIST)).body) as { data: { list: { id: number; title: string }[] } };
    const { id, title } = list.data.list[1]!;
    const item = async () => (JSON.parse((await get(`/api/media/${id}?lang=EN`)).body) as { data: { title: string; reviewCnt: number } }).data;
    const first = await item();
    // The title changed behind the server's back (no announcement): the kept item is what is served,
    // through views being written (VIEW_COUNT_REFRESH_MS), while every view is still counted.
    await server.database.db
      .update(mediaTranslation)
      .set({ title: 'Changed quietly' })
      .where(and(eq(mediaTranslation.mediaId, id), eq(mediaTranslation.lang, 'en')));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const second = await item();
    expect(second.title).toBe(title);
    expect(second.reviewCnt).toBe(first.reviewCnt + 1);
    server.app.contentVersions.announce('media');
    expect((await item()).title).toBe('Changed quietly');
  });

  it('is read once for all the requests that ask for it at the same moment, each view counted', async () => {
    const list = JSON.parse((await get(LIST)).body) as { data: { list: { id: number }[] } };
    const { id } = list.data.list[2]!;
    const before = JSON.parse((await get(`/api/media/${id}?lang=EN`)).body) as { data: { reviewCnt: number } };
    // A change to the news: every one of them finds no current copy.
    server.app.contentVersions.bump('media');
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(`/api/media/${id}?lang=EN`)));
    expect(answers.filter((a) => a.headers['x-api-cache'] === 'miss')).toHaveLength(1);
    expect(answers.filter((a) => a.headers['x-api-cache'] === 'hit')).toHaveLength(49);
    const counts = answers.map((a) => (JSON.parse(a.body) as { data: { reviewCnt: number } }).data.reviewCnt).sort((a, b) => a - b);
    expect(counts, 'distinct counts, none lost').toEqual(Array.from({ length: 50 }, (_, i) => before.data.reviewCnt + 1 + i));
  });
});

describe('the FAQ list', () => {
  it('is kept per FAQ version and per query', async () => {
    const a = await faq({ langCode: 'EN', searchText: '', page: 1, pageSize: 10 });
    expect(a.statusCode).toBe(200);
    expect(a.headers['x-api-cache']).toBe('miss');
    expect((await faq({ langCode: 'EN', searchText: '', page: 1, pageSize: 10 })).headers['x-api-cache']).toBe('hit');
    expect((await faq({ langCode: 'EN', searchText: 'app', page: 1, pageSize: 10 })).headers['x-api-cache']).toBe('miss');
    server.app.contentVersions.announce('faq');
    expect((await faq({ langCode: 'EN', searchText: '', page: 1, pageSize: 10 })).headers['x-api-cache']).toBe('miss');
  });
});

describe('news views', () => {
  it('are written together, and a graceful stop writes every one of them', async () => {
    const database = await openTestDatabase();
    try {
      // No write for a minute: only the stop can write these views.
      const quiet = await startTestServer({ VIEW_COUNT_REFRESH_MS: '60000' }, { database });
      const [row] = await database.db.select({ id: media.id, count: media.reviewCnt }).from(media).limit(1);
      const answers = await Promise.all(Array.from({ length: 30 }, () => quiet.app.inject({ url: `/api/media/${row!.id}?lang=KO` })));
      const counts = answers.map((a) => a.json().data.reviewCnt as number).sort((a, b) => a - b);
      // Each view's answer has its own count, as if each were written at once.
      expect(counts).toEqual(Array.from({ length: 30 }, (_, i) => row!.count + i + 1));
      const [unwritten] = await database.db.select({ count: media.reviewCnt }).from(media).where(eq(media.id, row!.id));
      expect(unwritten!.count).toBe(row!.count);
      await quiet.close();
      const [written] = await database.db.select({ count: media.reviewCnt }).from(media).where(eq(media.id, row!.id));
      expect(written!.count).toBe(row!.count + 30);
    } finally {
      await database.close();
    }
  });
});
