import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { media } from '../src/db/schema';
import { injectFresh, startTestServer, type TestServer } from './helpers';
import { BROWSER_ACCEPT_ENCODING } from '@inphr/api';

/** The rendered site (the web app's build): what a hostile or careless client can send to pages. */
let server: TestServer;
/** The cache's clock: moved past a page's TTL instead of waiting for it. */
let clock = Date.now();
beforeAll(async () => {
  // Views are written within 50 ms here (1 s by default).
  server = await startTestServer({ VIEW_COUNT_REFRESH_MS: '50' }, { site: true, clock: () => new Date(clock) });
});

/** An item's view count as written, once the views counted so far are written (50 ms here). */
async function written(id: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  const [row] = await server.database.db.select({ count: media.reviewCnt }).from(media).where(eq(media.id, id));
  return row!.count;
}
afterAll(() => server.close());

describe('kept pages', () => {
  it('go out as stored Brotli or gzip bytes with a strong ETag per encoding, the same page as uncompressed', async () => {
    const url = '/business?lng=en';
    const identity = await server.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.statusCode).toBe(200);
    let br = await server.app.inject({ url, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    // The copies are made once, off the event loop, just after the page is kept.
    for (let i = 0; i < 50 && !String(br.headers.etag).endsWith('-br"'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      br = await server.app.inject({ url, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-render-cache']).toBe('hit');
    expect(br.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/);
    expect(br.headers.etag).toBe(`${String(identity.headers.etag).replace(/^W\//, '').slice(0, -1)}-br"`);
    expect(br.headers['content-security-policy']).toBe(identity.headers['content-security-policy']);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(identity.body);
    const gz = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(identity.body);
    const notModified = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(identity.headers['content-security-policy']);
    expect(notModified.headers['cache-control']).toBe(identity.headers['cache-control']);
  });

  it('may be kept by a shared cache as long as the server keeps them, tagged with the content they show', async () => {
    const faq = await server.app.inject({ url: '/faq?lng=ja' });
    expect(faq.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(faq.headers['surrogate-key']).toBe('pages faq');
    expect(faq.headers['cache-tag']).toBe('pages,faq');
    // The kept copy (its headers made once for the page) names the same content.
    const keptFaq = await server.app.inject({ url: '/faq?lng=ja' });
    expect(keptFaq.headers['x-render-cache']).toBe('hit');
    expect([keptFaq.headers['cache-control'], keptFaq.headers['surrogate-key'], keptFaq.headers['cache-tag']]).toEqual([
      faq.headers['cache-control'],
      'pages faq',
      'pages,faq',
    ]);
    const business = await server.app.inject({ url: '/business?lng=ja' });
    expect(business.headers['surrogate-key']).toBe('pages');
    // A news item's visit counts a view: kept here (which counts it), never in a shared cache (which would not).
    const item = await server.app.inject({ url: '/media/1?lang=JA&lng=ja' });
    expect(['miss', 'hit']).toContain(item.headers['x-render-cache']);
    expect(item.headers['cache-control']).toBe('no-cache');
    expect(item.headers['surrogate-key']).toBeUndefined();
    // The feeds list the news: a news change purges them with the pages (no browser keeps them).
    for (const url of ['/rss.xml?lng=ko', '/sitemap.xml']) {
      const feed = await server.app.inject({ url });
      expect(feed.headers['surrogate-key'], url).toBe('feeds media');
      expect(feed.headers['cache-tag'], url).toBe('feeds,media');
      expect(feed.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=600');
    }
  });
});

describe('news pages', () => {
  const shown = (body: string) => Number(/data-testid="view-count"[^>]*>(\d+)</.exec(body)?.[1]);

  it('are kept for 10 s, and every visit counts a view (a kept copy, a 304, a request that waited for a render): HEADs count none', async () => {
    const url = '/media/4?lang=KO&lng=ko';
    const before = await written(4);
    const first = await server.app.inject({ url });
    expect(first.headers['x-render-cache']).toBe('miss');
    // The page shows the count as of its render; its visitor's view is counted as it is sent.
    expect(shown(first.body)).toBe(before);
    const kept = await server.app.inject({ url });
    expect(kept.headers['x-render-cache']).toBe('hit');
    const revalidated = await server.app.inject({ url, headers: { 'if-none-match': String(kept.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    for (let i = 0; i < 3; i += 1) expect((await server.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    expect(await written(4)).toBe(before + 3);
    // Past its 10 s the next visitor gets it as it is (stale), counted, while one render refreshes it.
    clock += 10_001;
    const stale = await server.app.inject({ url });
    expect(stale.headers['x-render-cache']).toBe('stale');
    expect(shown(stale.body)).toBe(before);
    await injectFresh(server.app, url, 'HEAD');
    const after = await server.app.inject({ url });
    expect(after.headers['x-render-cache']).toBe('hit');
    expect(shown(after.body)).toBe(before + 4);
    // The news changed (an edit): no older copy is sent. Requests that arrive while the page is
    // rendered wait for that render: one render, every view counted.
    const counted = await written(4);
    server.app.contentVersions.announce('media');
    const together = await Promise.all(Array.from({ length: 8 }, () => server.app.inject({ url })));
    expect(together.map((res) => res.headers['x-render-cache']).sort()).toEqual([...Array(7).fill('hit'), 'miss']);
    expect(new Set(together.map((res) => res.body)).size).toBe(1);
    expect(await written(4)).toBe(counted + 8);
  });

  it('a page that shows only headlines is kept for CACHE_TTL_S; the lists that show counts for 10 s', async () => {
    const home = () => server.app.inject({ url: '/?lng=en' });
    const list = () => server.app.inject({ url: '/media?lng=en' });
    await injectFresh(server.app, '/?lng=en', 'HEAD');
    await injectFresh(server.app, '/media?lng=en', 'HEAD');
    expect((await home()).headers['surrogate-key']).toBe('pages media');
    expect((await list()).headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=10');
    clock += 10_001;
    expect((await home()).headers['x-render-cache']).toBe('hit');
    // The list shows counts: sent as it was while it is rendered again with the new ones.
    expect((await list()).headers['x-render-cache']).toBe('stale');
    expect((await injectFresh(server.app, '/media?lng=en')).headers['x-render-cache']).toBe('hit');
  });
});

describe('the policy of a page', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('allows the page’s own inline script and styles by hash, and carries no nonce', async () => {
    for (const url of ['/?lng=en', '/service/inphrcare?lng=ko', '/faq?lng=ja', '/no-such-page']) {
      const res = await server.app.inject({ url });
      const policy = String(res.headers['content-security-policy']);
      const directive = (name: string) =>
        policy
          .split('; ')
          .find((d) => d.startsWith(`${name} `))!
          .split(' ')
          .slice(1);
      expect(res.body, url).not.toMatch(/nonce/);
      expect(policy, url).not.toMatch(/nonce|unsafe-inline/);
      // Scripts that run: the early-press script, the body's first element, and the boot script, its
      // last; the data blocks (state, boot data, JSON-LD) do not run.
      const scripts = [...res.body.matchAll(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(scripts, url).toHaveLength(2);
      expect(res.body, url).toContain(`<body><script>${scripts[0]!}</script>`);
      expect(res.body, url).toContain(`<script>${scripts[1]!}</script></body>`);
      expect(directive('script-src'), url).toEqual([sha256(scripts[0]!), sha256(scripts[1]!), "'strict-dynamic'"]);
      const styles = [...res.body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]!));
      expect(styles.length, url).toBeGreaterThan(0);
      expect(directive('style-src'), url).toEqual(["'self'", sha256(''), ...styles]);
    }
  });

  it('is the same for the same page rendered twice (nothing in a page changes per response)', async () => {
    // The not-found page is never kept: each answer is a render of its own.
    const first = await server.app.inject({ url: '/no-such-page?lng=ja' });
    const again = await server.app.inject({ url: '/no-such-page?lng=ja' });
    expect(again.headers['x-render-cache']).toBe('bypass');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.body).toBe(first.body);
  });
});

describe('query strings', () => {
  it('do not render a page afresh nor fill the page cache, unless the page reads them', async () => {
    const before = server.app.contentCache.size.entries;
    const first = await server.app.inject({ url: '/history?lng=en&utm_source=a' });
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 30; i += 1) {
      const res = await server.app.inject({ url: `/history?lng=en&cb=${i}&x=%3Cscript%3E${i}` });
      expect(res.headers['x-render-cache']).toBe('hit');
      expect(res.body).not.toContain('%3Cscript%3E');
      expect(res.body).not.toContain('<script>' + i);
    }
    expect(server.app.contentCache.size.entries).toBe(before + 1);
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
    const before = await written(2);
    for (let i = 0; i < 3; i++) expect((await server.app.inject({ method: 'HEAD', url: '/media/2?lang=EN&lng=en' })).statusCode).toBe(200);
    expect(await written(2)).toBe(before);
    expect((await server.app.inject({ url: '/media/2?lang=EN&lng=en' })).statusCode).toBe(200);
    expect(await written(2)).toBe(before + 1);
  });
});

describe('static files', () => {
  it('go out as the Brotli or gzip copy made at the build, the same bytes as the file, with Vary', async () => {
    const page = await server.app.inject({ url: '/?lng=en' });
    const script = /<script[^>]+src="(\/assets\/entry-client-[^"]+\.js)"|"(\/assets\/entry-client-[^"]+\.js)"/.exec(page.body);
    const url = script?.[1] ?? script?.[2];
    expect(url).toBeDefined();
    for (const path of [url!, '/images/home/hero-phone.ja.svg']) {
      const identity = await server.app.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
      expect(identity.statusCode).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      const br = await server.app.inject({ url: path, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe(identity.headers['content-type']);
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe(identity.headers['cache-control']);
      expect(br.headers.etag).not.toBe(identity.headers.etag);
      expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
      // Quality 11, made once: smaller than the server's per-request Brotli (quality 4).
      expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2.5);
      const gz = await server.app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(identity.rawPayload)).toBe(true);
      const again = await server.app.inject({ url: path, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });
});
