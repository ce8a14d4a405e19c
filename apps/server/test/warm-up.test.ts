import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, STATIC_PAGE_PATHS } from '@inphr/content';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // A limit the warm-up alone (72 pages) would pass, were its calls counted as this client's.
  server = await startTestServer({ GLOBAL_RATE_LIMIT: '40' }, { site: true });
});
afterAll(() => server.close());

describe('the pages rendered before the server listens', () => {
  it('are every static page in every language, kept for the first visitors, with no view or rate limit counted', async () => {
    const views = async () =>
      ((await server.app.inject({ url: '/api/media?lang=KO&size=999' })).json().data.list as { reviewCnt: number }[]).reduce((n, i) => n + i.reviewCnt, 0);
    const before = await views();
    const warmed = await server.app.warmPages();
    expect(warmed).toEqual({ pages: STATIC_PAGE_PATHS.length * LANGUAGES.length, ok: STATIC_PAGE_PATHS.length * LANGUAGES.length });
    // Every page kept; a visitor's own requests (one language's pages here) within their limit.
    expect(server.app.htmlCache!.size.entries).toBeGreaterThanOrEqual(warmed.pages);
    for (const path of STATIC_PAGE_PATHS) {
      const page = await server.app.inject({ url: `${path}?lng=ja` });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['x-render-cache'], path).toBe('hit');
    }
    expect(await views()).toBe(before);
  });
});
