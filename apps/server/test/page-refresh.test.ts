import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { media, mediaTranslation } from '../src/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { BROWSER_ACCEPT_ENCODING } from '@inphr/api';

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

const BROWSER = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };

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

/** Asks for `url` until its kept copy is current again (the refresh done); the last answer. */
async function untilRefreshed(url: string) {
  let answer = await server.app.inject({ url, headers: BROWSER });
  for (let tries = 0; answer.headers['x-render-cache'] !== 'hit' && tries < 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer = await server.app.inject({ url, headers: BROWSER });
  }
  return answer;
}

describe('a kept page past its age is renewed without a render while what it read is the same', () => {
  const renewals = () => server.app.htmlCache!.stats().renewals;

  it.each(['/service/inphrcare?lng=en', '/?lng=ja', '/faq?lng=en'])('%s: its calls read again, no render', async (url) => {
    const first = await untilRefreshed(url);
    const before = renewals();
    clock += TTL_MS + 1_000;
    expect((await server.app.inject({ url, headers: BROWSER })).headers['x-render-cache']).toBe('stale');
    const again = await untilRefreshed(url);
    expect(renewals(), 'kept again, not rendered').toBe(before + 1);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('a change no instance announced is rendered: the calls answer other bytes', async () => {
    const list = '/media?lng=en';
    await untilRefreshed(list);
    const [row] = await server.database.db.select({ id: media.id }).from(media).orderBy(desc(media.id)).limit(1);
    await server.database.db
      .update(mediaTranslation)
      .set({ title: 'Retitled behind the server’s back' })
      .where(and(eq(mediaTranslation.mediaId, row!.id), eq(mediaTranslation.lang, 'en')));
    const before = renewals();
    clock += TTL_MS + 1_000;
    await server.app.inject({ url: list, headers: BROWSER });
    await untilRefreshed(list);
    expect(renewals()).toBe(before);
    expect((await server.app.inject({ url: list })).body.includes('Retitled behind the server’s back'), 'the new title shows').toBe(true);
  });

  it('an hour after its render a page is rendered whatever it reads (the footer’s year)', async () => {
    const url = '/business?lng=en';
    await untilRefreshed(url);
    clock += 60 * 60 * 1000 + 1_000;
    const before = renewals();
    await server.app.inject({ url, headers: BROWSER });
    await untilRefreshed(url);
    expect(renewals()).toBe(before);
  });
});
