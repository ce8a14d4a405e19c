import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaTranslation } from '../src/db/schema';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let onlyKoreanId: number;
let otherTenantId: number;
let hiddenId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  // Edge cases beside the seed: an item only in Korean, one of another tenant, an unpublished one,
  // and one whose texts carry LIKE wildcards.
  const [ko] = await db
    .insert(media)
    .values({ hospSeqNo: 100, regDt: new Date('2015-01-01T00:00:00Z') })
    .returning();
  onlyKoreanId = ko!.id;
  await db.insert(mediaTranslation).values({ mediaId: ko!.id, lang: 'ko', title: '한국어 전용 공지', contents: '<p>본문</p>', contentsText: '본문' });
  const [other] = await db
    .insert(media)
    .values({ hospSeqNo: 200, regDt: new Date('2015-01-02T00:00:00Z') })
    .returning();
  otherTenantId = other!.id;
  await db.insert(mediaTranslation).values({ mediaId: other!.id, lang: 'en', title: 'Other tenant', contents: '<p>x</p>', contentsText: 'x' });
  const [hidden] = await db
    .insert(media)
    .values({ hospSeqNo: 100, useYn: 'N', regDt: new Date('2015-01-03T00:00:00Z') })
    .returning();
  hiddenId = hidden!.id;
  await db.insert(mediaTranslation).values({ mediaId: hidden!.id, lang: 'en', title: 'Hidden draft', contents: '<p>x</p>', contentsText: 'x' });
  const [wild] = await db
    .insert(media)
    .values({ hospSeqNo: 100, regDt: new Date('2015-01-04T00:00:00Z') })
    .returning();
  await db
    .insert(mediaTranslation)
    .values({ mediaId: wild!.id, lang: 'en', title: 'Uptime 100% for Q1_2015', contents: '<p>Wildcards</p>', contentsText: 'Wildcards' });
});
afterAll(() => server.close());

async function list(query: string) {
  const res = await server.app.inject({ method: 'GET', url: `/api/media?${query}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('GET /api/media', () => {
  it('answers the envelope of docs/spec.md (Calls), newest first, with every field typed', async () => {
    const { status, body } = await list('hospSeqNo=100&page=1&size=999&searchKey=&searchText=&lang=EN');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'OK', data: { page: 1, size: 999 } });
    expect(body.data.total).toBeGreaterThanOrEqual(41);
    expect(body.data.list).toHaveLength(body.data.total);
    for (const item of body.data.list) {
      expect(Object.keys(item).sort()).toEqual(['excerpt', 'id', 'regDt', 'reviewCnt', 'title']);
      expect(item.excerpt.length).toBeLessThanOrEqual(120);
      expect(item.excerpt).not.toMatch(/</);
      expect(Number.isInteger(item.reviewCnt)).toBe(true);
      expect(typeof item.id).toBe('number');
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.regDt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    }
    const dates = body.data.list.map((i: { regDt: string }) => Date.parse(i.regDt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('serves each language its own titles and accepts the code in any case', async () => {
    const ko = await list('hospSeqNo=100&size=1&lang=KO');
    const en = await list('hospSeqNo=100&size=1&lang=en');
    const ja = await list('hospSeqNo=100&size=1&lang=Ja');
    expect(ko.body.data.list[0].id).toBe(en.body.data.list[0].id);
    expect(new Set([ko.body.data.list[0].title, en.body.data.list[0].title, ja.body.data.list[0].title]).size).toBe(3);
    expect(ko.body.data.list[0].title).toMatch(/[가-힣]/);
    expect(ja.body.data.list[0].title).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });

  it('pages through the list without overlap', async () => {
    const all = await list('hospSeqNo=100&size=999&lang=EN');
    const p1 = await list('hospSeqNo=100&page=1&size=5&lang=EN');
    const p2 = await list('hospSeqNo=100&page=2&size=5&lang=EN');
    expect(p1.body.data.list.map((i: { id: number }) => i.id)).toEqual(all.body.data.list.slice(0, 5).map((i: { id: number }) => i.id));
    expect(p2.body.data.list.map((i: { id: number }) => i.id)).toEqual(all.body.data.list.slice(5, 10).map((i: { id: number }) => i.id));
    expect(p2.body.data.total).toBe(all.body.data.total);
    const beyond = await list('hospSeqNo=100&page=1000&size=5&lang=EN');
    expect(beyond.body.data.list).toEqual([]);
  });

  it('lists only the tenant asked for and only published items', async () => {
    const other = await list('hospSeqNo=200&size=999&lang=EN');
    expect(other.body.data.list.map((i: { id: number }) => i.id)).toEqual([otherTenantId]);
    const none = await list('hospSeqNo=300&size=999&lang=EN');
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
    const main = await list('hospSeqNo=100&size=999&lang=EN');
    const ids = main.body.data.list.map((i: { id: number }) => i.id);
    expect(ids).not.toContain(hiddenId);
    expect(ids).not.toContain(otherTenantId);
    expect(ids).not.toContain(onlyKoreanId);
    const ko = await list('hospSeqNo=100&size=999&lang=KO');
    expect(ko.body.data.list.map((i: { id: number }) => i.id)).toContain(onlyKoreanId);
  });

  it('searches title, contents or both, case-insensitively, as a literal substring', async () => {
    const all = (await list('hospSeqNo=100&size=999&lang=EN')).body.data.list as { id: number; title: string }[];
    const word = all[3]!.title.split(' ').find((w) => w.length > 4)!;
    const byTitle = await list(`hospSeqNo=100&size=999&lang=EN&searchKey=title&searchText=${encodeURIComponent(word.toUpperCase())}`);
    expect(byTitle.body.data.total).toBeGreaterThan(0);
    for (const item of byTitle.body.data.list) expect(item.title.toLowerCase()).toContain(word.toLowerCase());

    const byContents = await list('hospSeqNo=100&size=999&lang=EN&searchKey=contents&searchText=wildcards');
    expect(byContents.body.data.list.map((i: { title: string }) => i.title)).toContain('Uptime 100% for Q1_2015');
    const titleOnly = await list('hospSeqNo=100&size=999&lang=EN&searchKey=title&searchText=wildcards');
    expect(titleOnly.body.data.total).toBe(0);

    const either = await list('hospSeqNo=100&size=999&lang=EN&searchKey=&searchText=WILDCARDS');
    expect(either.body.data.total).toBe(1);

    const percent = await list('hospSeqNo=100&size=999&lang=EN&searchText=' + encodeURIComponent('100%'));
    expect(percent.body.data.list.map((i: { title: string }) => i.title)).toEqual(['Uptime 100% for Q1_2015']);
    const underscore = await list('hospSeqNo=100&size=999&lang=EN&searchText=' + encodeURIComponent('Q1_'));
    expect(underscore.body.data.total).toBe(1);
    const literalOnly = await list('hospSeqNo=100&size=999&lang=EN&searchText=' + encodeURIComponent('%_%'));
    expect(literalOnly.body.data.total).toBe(0);
  });

  it.each([
    ['size=0', 'size'],
    ['size=1000', 'size'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['lang=FR', 'lang'],
    ['searchKey=author', 'searchKey'],
    ['size=1&size=2', 'size'],
  ])('rejects %s with a clear 400', async (query, word) => {
    const { status, body } = await list(`hospSeqNo=100&${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.message.toLowerCase()).toContain(word.toLowerCase());
  });
});

describe('GET /api/media/{id}', () => {
  async function firstId(): Promise<number> {
    return (await list('hospSeqNo=100&size=1&lang=EN')).body.data.list[0].id;
  }

  it('answers the detail envelope and counts exactly one view per GET', async () => {
    const id = await firstId();
    const a = await server.app.inject({ url: `/api/media/${id}?lang=EN` });
    const b = await server.app.inject({ url: `/api/media/${id}?lang=EN` });
    expect(a.statusCode).toBe(200);
    const body = a.json();
    expect(body).toMatchObject({ code: 200, message: 'OK' });
    expect(Object.keys(body.data).sort()).toEqual(['contents', 'id', 'regDt', 'reviewCnt', 'title']);
    expect(body.data.contents).toMatch(/<p>/);
    expect(b.json().data.reviewCnt).toBe(body.data.reviewCnt + 1);
    expect(a.headers['cache-control']).toBe('no-store');
  });

  it('does not count HEAD requests or errors', async () => {
    const id = await firstId();
    const before = (await server.app.inject({ url: `/api/media/${id}?lang=KO` })).json().data.reviewCnt;
    const head = await server.app.inject({ method: 'HEAD', url: `/api/media/${id}?lang=KO` });
    expect(head.statusCode).toBe(200);
    await server.app.inject({ url: `/api/media/${id}?lang=FR` });
    const after = (await server.app.inject({ url: `/api/media/${id}?lang=KO` })).json().data.reviewCnt;
    expect(after).toBe(before + 1);
  });

  it('answers 404 for an unknown id or a missing language version, 400 for a bad id', async () => {
    const unknown = await server.app.inject({ url: '/api/media/999999?lang=EN' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: expect.any(String) });
    expect((await server.app.inject({ url: `/api/media/${onlyKoreanId}?lang=EN` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/api/media/${onlyKoreanId}?lang=KO` })).statusCode).toBe(200);
    expect((await server.app.inject({ url: `/api/media/${hiddenId}?lang=EN` })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
      const res = await server.app.inject({ url: `/api/media/${bad}?lang=EN` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/id/);
    }
  });

  it('keeps news HTML free of scripts', async () => {
    const all = (await list('hospSeqNo=100&size=999&lang=JA')).body.data.list as { id: number }[];
    for (const { id } of all.slice(0, 10)) {
      const contents: string = (await server.app.inject({ url: `/api/media/${id}?lang=JA` })).json().data.contents;
      expect(contents).not.toMatch(/<script|onerror=|javascript:/i);
    }
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON under /api and /rest', async () => {
    const api = await server.app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
    const rest = await server.app.inject({ method: 'POST', url: '/rest/frontend/nothing', payload: {} });
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toMatchObject({ result: 'fail' });
  });
});
