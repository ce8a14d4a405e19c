import { describe, expect, it } from 'vitest';
import { ContentVersions } from '../src/lib/content-versions';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ResponseCache } from '../src/cache/response-cache';
import { etagFor, identityOf, matchesEtag, pickEncoding } from '../src/cache/stored-response';
import { BROWSER_ACCEPT_ENCODING } from '@inphr/api';

const page = (html: string, versions = {}) => ({ body: html, tag: String(html.length), versions });

describe('ResponseCache', () => {
  it('serves a page until the content it was made of changes', () => {
    const versions = new ContentVersions();
    const cache = new ResponseCache(1 << 20, 60_000, versions);
    cache.set('en /media', page('<p>list</p>', versions.snapshot(['media'])));
    cache.set('en /faq', page('<p>faq</p>', versions.snapshot(['faq'])));
    cache.set('en /business', page('<p>static</p>'));
    expect(cache.get('en /media')?.body).toBe('<p>list</p>');
    versions.bump('media');
    expect(cache.get('en /media')).toBeUndefined();
    expect(cache.get('en /faq')?.body).toBe('<p>faq</p>');
    expect(cache.get('en /business')?.body).toBe('<p>static</p>');
    expect(cache.hits).toBe(3);
    expect(cache.misses).toBe(1);
  });

  it('lists the answers behind only on their view counts, the most recently used first', () => {
    const versions = new ContentVersions();
    const cache = new ResponseCache(1 << 20, 60_000, versions, Date.now, 10_000);
    const seen: string[] = [];
    versions.onMove((tag) => seen.push(tag));
    cache.set('ko /media/1', page('<p>one</p>', versions.snapshot(['media', 'views'])));
    cache.set('en /media', page('<p>list</p>', versions.snapshot(['media', 'views'])));
    cache.set('en /', page('<p>headlines</p>', versions.snapshot(['media'])));
    expect(cache.behindOnViews(10)).toEqual([]);
    versions.bump('views');
    expect(seen).toEqual(['views']);
    // Still fresh within the window, behind all the same; the page without counts is not.
    expect(cache.get('en /media')?.body).toBe('<p>list</p>');
    expect(cache.behindOnViews(10).map(([key]) => key)).toEqual(['en /media', 'ko /media/1']);
    expect(cache.behindOnViews(1).map(([key]) => key)).toEqual(['en /media']);
    // Made again at the current counts: no longer behind. A news change: gone, not behind.
    cache.set('en /media', page('<p>list 2</p>', versions.snapshot(['media', 'views'])));
    expect(cache.behindOnViews(10).map(([key]) => key)).toEqual(['ko /media/1']);
    versions.bump('media');
    expect(cache.behindOnViews(10)).toEqual([]);
  });

  it('makes an answer once for the requests that ask while it is being made, and anew once the content moved on', async () => {
    const versions = new ContentVersions();
    const cache = new ResponseCache(1 << 20, 60_000, versions);
    let makings = 0;
    const release: (() => void)[] = [];
    const make = async (at: Partial<Record<string, number>>) => {
      makings += 1;
      await new Promise<void>((resolve) => release.push(resolve));
      return `list at ${at.views}`;
    };
    const first = cache.makeOnce('list', ['media', 'views'], make);
    const second = cache.makeOnce('list', ['media', 'views'], make);
    expect([first.joined, second.joined, makings]).toEqual([false, true, 1]);
    // A view written meanwhile: the making under way shows the old count, so a later request makes its own.
    versions.bump('views');
    const third = cache.makeOnce('list', ['media', 'views'], make);
    expect([third.joined, makings]).toEqual([false, 2]);
    release.forEach((resolve) => resolve());
    expect(await Promise.all([first.made, second.made, third.made])).toEqual(['list at 0', 'list at 0', 'list at 1']);
    // Done: the next one makes again (the answer itself is kept by set(), not here).
    const fourth = cache.makeOnce('list', ['media', 'views'], make);
    expect(fourth.joined).toBe(false);
    release.at(-1)!();
    await fourth.made;
  });

  it('keeps within its byte budget, dropping the least recently used first', () => {
    const cache = new ResponseCache(40_000, 60_000, new ContentVersions());
    const html = 'x'.repeat(4_000); // about 8 KB each in memory
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, page(html));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('e', page(html));
    cache.set('f', page(html));
    expect(cache.size.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('f')).toBeDefined();
  });

  it('refuses a page larger than a quarter of the budget, and stores nothing when disabled', () => {
    const big = new ResponseCache(10_000, 60_000, new ContentVersions());
    big.set('huge', page('x'.repeat(5_000)));
    expect(big.get('huge')).toBeUndefined();
    const off = new ResponseCache(0, 60_000, new ContentVersions());
    expect(off.enabled).toBe(false);
    off.set('a', page('<p>a</p>'));
    expect(off.get('a')).toBeUndefined();
  });

  it('serves a page past its time to live as stale while it is refreshed, whatever its age', () => {
    let now = 1_000;
    const cache = new ResponseCache(1 << 20, 60_000, new ContentVersions(), () => now);
    cache.set('a', page('<p>a</p>'));
    now += 59_000;
    expect(cache.lookup('a')?.fresh).toBe(true);
    now += 2_000;
    expect(cache.get('a'), 'not fresh').toBeUndefined();
    expect(cache.lookup('a')).toMatchObject({ fresh: false, entry: { body: '<p>a</p>' } });
    now += 12 * 3_600_000;
    expect(cache.lookup('a'), 'after a quiet night: the content is unchanged').toMatchObject({ fresh: false });
    cache.set('a', page('<p>a</p>'));
    expect(cache.lookup('a')?.fresh, 'refreshed').toBe(true);
  });

  it('keeps a page whose only moved counter is its view counts fresh for the time given, then stale', () => {
    let now = 1_000;
    const versions = new ContentVersions();
    const cache = new ResponseCache(1 << 20, 60_000, versions, () => now, 10_000);
    cache.set('en /media', page('<p>list, 7 views</p>', versions.snapshot(['media', 'views'])));
    versions.bump('views');
    now += 9_000;
    expect(cache.lookup('en /media')?.fresh, 'counts at most 10 s behind').toBe(true);
    now += 2_000;
    expect(cache.lookup('en /media')).toMatchObject({ fresh: false, entry: { body: '<p>list, 7 views</p>' } });
    const none = new ResponseCache(1 << 20, 60_000, versions, () => now, 0);
    none.set('en /media', page('<p>list, 8 views</p>', versions.snapshot(['media', 'views'])));
    versions.bump('views');
    expect(none.lookup('en /media')?.fresh, 'no window: stale at the next write, in the same millisecond').toBe(false);
    versions.bump('media');
    expect(cache.lookup('en /media'), 'an edited article is never sent from an older copy').toBeUndefined();
  });

  it('serves a page whose view counts moved as stale, never one whose news or FAQ changed', () => {
    const versions = new ContentVersions();
    const cache = new ResponseCache(1 << 20, 60_000, versions);
    cache.set('en /media/1', page('<p>item, 7 views</p>', versions.snapshot(['media', 'views'])));
    versions.bump('views');
    expect(cache.lookup('en /media/1')).toMatchObject({ fresh: false, entry: { body: '<p>item, 7 views</p>' } });
    versions.bump('media');
    expect(cache.lookup('en /media/1'), 'an edited article is never sent from an older copy').toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });
});

describe('stored compressed copies', () => {
  it('makes Brotli and gzip copies of a kept page once, counted in the budget, and then drops its text', async () => {
    const cache = new ResponseCache(1 << 20, 60_000, new ContentVersions());
    const html = `<!doctype html><p>${'안녕하세요 inPHR '.repeat(500)}</p>`;
    cache.set('ko /', page(html));
    const before = cache.size.bytes;
    const entry = cache.get('ko /')!;
    expect(identityOf(entry)).toBe(html);
    await cache.compress('ko /', entry);
    expect(brotliDecompressSync(entry.br!).toString('utf8')).toBe(html);
    expect(gunzipSync(entry.gzip!).toString('utf8')).toBe(html);
    expect(entry.br!.length).toBeLessThan(Buffer.byteLength(html) / 10);
    // The text (two bytes a character in memory) gives way to the copies; a client that takes
    // neither still gets the same bytes.
    expect(entry.body).toBeUndefined();
    expect(identityOf(entry).toString('utf8')).toBe(html);
    expect(cache.size.bytes).toBe(before - html.length * 2 + entry.br!.length + entry.gzip!.length);
  });

  it('settles once every copy asked for is made, and keeps the copies when the same bytes are made again', async () => {
    const cache = new ResponseCache(1 << 20, 60_000, new ContentVersions());
    const html = `<!doctype html><p>${'inPHR '.repeat(400)}</p>`;
    cache.set('en /', { body: html, tag: 'same', versions: {} });
    cache.set('en /faq', { body: `${html}<p>faq</p>`, tag: 'faq', versions: {} });
    await cache.settled();
    const first = cache.get('en /')!;
    expect(gunzipSync(first.gzip!).toString('utf8')).toBe(html);
    expect(cache.get('en /faq')!.br).toBeDefined();
    // Made again past its age from unchanged content: the same copies at once, nothing compressed again.
    const again = cache.set('en /', { body: html, tag: 'same', versions: {} })!;
    expect(again).not.toBe(first);
    expect(again.br).toBe(first.br);
    expect(again.gzip).toBe(first.gzip);
    expect(again.body).toBeUndefined();
    const bytes = cache.size.bytes;
    await cache.settled();
    expect(cache.size.bytes).toBe(bytes);
    // Other bytes: copies of their own.
    const other = cache.set('en /', { body: `${html}!`, tag: 'other', versions: {} })!;
    expect(other.br).toBeUndefined();
    await cache.settled();
    expect(brotliDecompressSync(other.br!).toString('utf8')).toBe(`${html}!`);
  });

  it('sends the kept copy until a refresh’s new bytes have their copies, then those (replace)', async () => {
    const versions = new ContentVersions();
    const cache = new ResponseCache(1 << 20, 60_000, versions);
    const html = `<!doctype html><p>${'inPHR news '.repeat(300)}</p>`;
    cache.set('en /media', { body: html, tag: 'counts-1', versions: versions.snapshot(['views']) });
    await cache.settled();
    versions.bump('views');
    const replacing = cache.replace('en /media', { body: `${html}<p>2</p>`, tag: 'counts-2', versions: versions.snapshot(['views']) });
    // Meanwhile: the kept one, as stored bytes (stale: its counts moved), not the new text uncompressed.
    const meanwhile = cache.lookup('en /media')!;
    expect([meanwhile.entry.tag, meanwhile.fresh, meanwhile.entry.br !== undefined]).toEqual(['counts-1', false, true]);
    const replaced = (await replacing)!;
    expect([replaced.tag, replaced.body]).toEqual(['counts-2', undefined]);
    expect(brotliDecompressSync(replaced.br!).toString('utf8')).toBe(`${html}<p>2</p>`);
    expect(cache.lookup('en /media')).toMatchObject({ entry: replaced, fresh: true });
    // Nothing kept under the key: kept at once (and compressed as set does).
    const first = await cache.replace('en /new', { body: html, tag: 'new', versions: {} });
    expect(cache.lookup('en /new')?.entry).toBe(first);
  });

  it('picks what the browser takes, Brotli first, never an encoding refused with q=0', () => {
    const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(pickEncoding(BROWSER_ACCEPT_ENCODING, both)).toBe('br');
    expect(pickEncoding('gzip, deflate', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('identity', both)).toBeUndefined();
    expect(pickEncoding(undefined, both)).toBeUndefined();
    expect(pickEncoding('br, gzip', {})).toBeUndefined();
  });

  it('gives each representation its own strong ETag, and a 304 for any of them', () => {
    expect(etagFor('abc', undefined)).toBe('W/"abc"');
    expect(etagFor('abc', 'br')).toBe('"abc-br"');
    expect(etagFor('abc', 'gzip')).toBe('"abc-gz"');
    for (const header of ['"abc"', '"abc-br"', 'W/"abc-gz"', '"x", "abc-br"', '*']) expect(matchesEtag(header, 'abc'), header).toBe(true);
    for (const header of ['"abcd"', '"ab"', '', undefined]) expect(matchesEtag(header, 'abc'), String(header)).toBe(false);
  });
});
