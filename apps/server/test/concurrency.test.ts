import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCareApi, createMainSiteApi, HOSP_SEQ_NO, isApiError } from '@inphr/api';
import { startTestServer, validInquiry, type TestServer } from './helpers';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('over a real socket', () => {
  it('200 concurrent detail GETs add exactly 200 to the view count', async () => {
    const care = createCareApi({ prefixUrl: `${base}/api/` });
    const [first] = (await care.listMedia({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: 1, searchKey: '', searchText: '', lang: 'EN' })).list;
    const before = (await care.getMedia(first!.id, 'EN')).reviewCnt;
    const results = await Promise.all(Array.from({ length: 200 }, () => care.getMedia(first!.id, 'EN')));
    expect(results.every((r) => r.id === first!.id)).toBe(true);
    const after = (await care.getMedia(first!.id, 'EN')).reviewCnt;
    expect(after - before).toBe(201);
    // every answer saw a distinct count: no lost or doubled increment
    expect(new Set(results.map((r) => r.reviewCnt)).size).toBe(200);
  });

  it('the packages/api clients speak the real contract', async () => {
    const care = createCareApi({ prefixUrl: `${base}/api/` });
    const main = createMainSiteApi({ prefixUrl: `${base}/` });
    const list = await care.listMedia({ hospSeqNo: HOSP_SEQ_NO, page: 1, size: 999, searchKey: 'title', searchText: '', lang: 'JA' });
    expect(list.total).toBeGreaterThanOrEqual(40);
    const faq = await main.listFaq({ searchText: 'ログイン', langCode: 'JA', page: 1, pageSize: 100 });
    expect(faq.list.length).toBeGreaterThan(0);
    // Node's fetch sends no Origin and no Sec-Fetch-Site: a server-to-server call is allowed.
    await expect(main.insertInquiry(validInquiry)).resolves.toBeUndefined();
    const error = await main.insertInquiry({ ...validInquiry, mobile: 'x' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(400);
    const missing = await care.getMedia(99999999, 'EN').catch((e: unknown) => e);
    expect(isApiError(missing) && missing.status).toBe(404);
  });

  it('a client pointed at a dead server fails with a typed network error', async () => {
    const care = createCareApi({ prefixUrl: 'http://127.0.0.1:9/api/', timeout: 2000 });
    const error = await care.getMedia(1, 'EN').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(0);
  });
});
