import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, STATIC_PAGE_PATHS } from '@inphr/content';
import { warmPages } from '../src/site/warm-up';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { site: true });
});
afterAll(() => server.close());

describe('the pages rendered before the server listens', () => {
  it('are every static page in every language, kept for the first visitors, with no view counted', async () => {
    const views = async () =>
      ((await server.app.inject({ url: '/api/media?lang=KO&size=999' })).json().data.list as { reviewCnt: number }[]).reduce((n, i) => n + i.reviewCnt, 0);
    const before = await views();
    const warmed = await warmPages(server.app);
    expect(warmed).toEqual({ pages: STATIC_PAGE_PATHS.length * LANGUAGES.length, ok: STATIC_PAGE_PATHS.length * LANGUAGES.length });
    for (const lang of LANGUAGES)
      for (const path of STATIC_PAGE_PATHS) {
        const page = await server.app.inject({ url: `${path}?lng=${lang}` });
        expect(page.statusCode, `${path} ${lang}`).toBe(200);
        expect(page.headers['x-render-cache'], `${path} ${lang}`).toBe('hit');
      }
    expect(await views()).toBe(before);
  });
});
