import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_NEWS_PAGE_SIZE } from '@inphr/api';
import { LANGUAGES, STATIC_PAGE_PATHS } from '@inphr/content';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // A limit the warm-up alone (72 pages) would pass, were its calls counted as this client's.
  server = await startTestServer({ GLOBAL_RATE_LIMIT: '40' }, { site: true });
});
afterAll(() => server.close());

describe('the pages rendered before the server listens', () => {
  it('are every static page in every language and the newest news items, kept for the first visitors, with no view or rate limit counted', async () => {
    const list = async (lang: string, size: number) =>
      (await server.app.inject({ url: `/api/media?lang=${lang}&size=${size}` })).json().data.list as { id: number; reviewCnt: number }[];
    const views = async () => (await list('KO', 999)).reduce((n, i) => n + i.reviewCnt, 0);
    const before = await views();
    const newest = await list('JA', HOME_NEWS_PAGE_SIZE);
    expect(newest.length).toBeGreaterThan(0);
    let items = 0;
    for (const lang of LANGUAGES) items += (await list(lang.toUpperCase(), HOME_NEWS_PAGE_SIZE)).length;
    const warmed = await server.app.warmPages();
    const pages = STATIC_PAGE_PATHS.length * LANGUAGES.length + items;
    expect(warmed).toEqual({ pages, ok: pages });
    // Every page kept; a visitor's own requests (one language's pages here) within their limit.
    expect(server.app.contentCache.size.entries).toBeGreaterThanOrEqual(warmed.pages);
    for (const path of STATIC_PAGE_PATHS) {
      const page = await server.app.inject({ url: `${path}?lng=ja` });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['x-render-cache'], path).toBe('hit');
    }
    // The items as the Japanese home page links them, for a visitor whose cookie keeps Japanese (a HEAD: no view).
    for (const { id } of newest) {
      const page = await server.app.inject({ method: 'HEAD', url: `/media/${id}?lang=JA`, headers: { cookie: 'language=ja' } });
      expect(page.statusCode, String(id)).toBe(200);
      expect(page.headers['x-render-cache'], String(id)).toBe('hit');
    }
    expect(await views()).toBe(before);
  });
});
