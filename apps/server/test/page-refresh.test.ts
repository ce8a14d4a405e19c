import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/**
 * A kept page past its age is rendered again (HTML_CACHE_TTL_S); from unchanged content that is
 * the same bytes, the news and FAQ pages' embedded query data included: the page keeps its ETag
 * (a browser's copy still answers 304) and its compressed copies (none is made again, and no
 * visitor's copy is compressed on the fly meanwhile).
 */
let server: TestServer;
let clock = 1_000_000;
const TTL_MS = 60_000;

beforeAll(async () => {
  server = await startTestServer({ HTML_CACHE_TTL_S: String(TTL_MS / 1000) }, { site: true, cacheClock: () => clock });
});
afterAll(() => server.close());

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('a kept page rendered again from unchanged content', () => {
  it.each(['/', '/media?lng=en', '/faq?lng=ja', '/service/inphrcare'])('%s keeps its bytes, its ETag and its compressed copies', async (url) => {
    await server.app.inject({ url, headers: BROWSER });
    await server.app.htmlCache!.settled();
    const first = await server.app.inject({ url, headers: BROWSER });
    expect(first.headers['content-encoding']).toBe('br');
    clock += TTL_MS + 1_000;
    const stale = await server.app.inject({ url, headers: BROWSER });
    expect(stale.headers['x-render-cache']).toBe('stale');
    let again = stale;
    for (let tries = 0; again.headers['x-render-cache'] !== 'hit' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      again = await server.app.inject({ url, headers: BROWSER });
    }
    expect(again.headers['x-render-cache'], 'refreshed').toBe('hit');
    // At once, not after the copies were made again: the refresh kept them.
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await server.app.inject({ url, headers: { ...BROWSER, 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });
});
