import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/** The rendered site (the web app's build): what a hostile or careless client can send to pages. */
let server: TestServer;
beforeAll(async () => {
  // Lists show a view within 50 ms here (1 s by default).
  server = await startTestServer({ VIEW_COUNT_REFRESH_MS: '50' }, { site: true });
});
afterAll(() => server.close());

describe('kept pages', () => {
  it('go out as stored Brotli or gzip bytes with a strong ETag per encoding, the same page as uncompressed', async () => {
    const url = '/business?lng=en';
    const identity = await server.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.statusCode).toBe(200);
    let br = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    // The copies are made once, off the event loop, just after the page is kept.
    for (let i = 0; i < 50 && !String(br.headers.etag).endsWith('-br"'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      br = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-render-cache']).toBe('hit');
    expect(br.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/);
    expect(br.headers.etag).toBe(`${String(identity.headers.etag).replace(/^W\//, '').slice(0, -1)}-br"`);
    const nonceOf = (res: { headers: Record<string, unknown> }) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    expect(nonceOf(br)).toBe(nonceOf(identity));
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(identity.body);
    const gz = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(identity.body);
    const notModified = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(nonceOf(notModified)).toBe(nonceOf(identity));
  });
});

describe('query strings', () => {
  it('do not render a page afresh nor fill the page cache, unless the page reads them', async () => {
    const before = server.app.htmlCache!.stats().entries;
    const first = await server.app.inject({ url: '/history?lng=en&utm_source=a' });
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 30; i += 1) {
      const res = await server.app.inject({ url: `/history?lng=en&cb=${i}&x=%3Cscript%3E${i}` });
      expect(res.headers['x-render-cache']).toBe('hit');
      expect(res.body).not.toContain('%3Cscript%3E');
      expect(res.body).not.toContain('<script>' + i);
    }
    expect(server.app.htmlCache!.stats().entries).toBe(before + 1);
  });
});

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
    // Read once the lists have caught up with the views (VIEW_COUNT_REFRESH_MS).
    const views = async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return (await server.app.inject({ url: '/api/media?lang=EN&size=999' })).json().data.list.find((i: { id: number }) => i.id === 2).reviewCnt as number;
    };
    const before = await views();
    for (let i = 0; i < 3; i++) expect((await server.app.inject({ method: 'HEAD', url: '/media/2?lang=EN&lng=en' })).statusCode).toBe(200);
    expect(await views()).toBe(before);
    expect((await server.app.inject({ url: '/media/2?lang=EN&lng=en' })).statusCode).toBe(200);
    expect(await views()).toBe(before + 1);
  });
});
