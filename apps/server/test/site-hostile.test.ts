import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/** The rendered site (the web app's build): what a hostile or careless client can send to pages. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { site: true });
});
afterAll(() => server.close());

describe('pages under hostile input', () => {
  it('a path that reads as another host gets this site’s 404 page, never a 500 or a redirect away', async () => {
    // (Backslash paths are sent raw by e2e/tests/hostile-requests.spec.ts: inject rewrites them.)
    for (const url of ['//evil.example', '//evil.example/x?lng=en', '///x']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers.location, url).toBeUndefined();
      expect(res.body, url).not.toMatch(/(?:https?:)?\/\/evil\.example/);
    }
  });

  it('a language cookie that is not valid percent-encoding is ignored', async () => {
    for (const cookie of ['language=%', 'language=%E0%A4%A']) {
      const res = await server.app.inject({ url: '/business', headers: { cookie } });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body).toContain('<html lang="ko"');
    }
  });

  it('a 304 carries the same headers as the 200, its CSP included', async () => {
    const first = await server.app.inject({ url: '/history?lng=ja' });
    const again = await server.app.inject({ url: '/history?lng=ja', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'etag']) {
      expect(again.headers[header], header).toEqual(first.headers[header]);
    }
  });

  it('a HEAD of a news page counts no view; its GET counts one', async () => {
    const views = async () => (await server.app.inject({ url: '/api/media?lang=EN&size=999' })).json().data.list.find((i: { id: number }) => i.id === 2).reviewCnt as number;
    const before = await views();
    for (let i = 0; i < 3; i++) expect((await server.app.inject({ method: 'HEAD', url: '/media/2?lang=EN&lng=en' })).statusCode).toBe(200);
    expect(await views()).toBe(before);
    expect((await server.app.inject({ url: '/media/2?lang=EN&lng=en' })).statusCode).toBe(200);
    expect(await views()).toBe(before + 1);
  });
});
