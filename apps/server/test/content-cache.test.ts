import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ContentCache } from '../src/cache/content-cache';
import { pickEncoding } from '../src/cache/stored-response';
import { ContentVersions } from '../src/lib/content-versions';

/** A cache of `maxBytes`, and what each key's making was asked for. */
function cacheOf(maxBytes: number) {
  const cache = new ContentCache(new ContentVersions(), { maxBytes, log: { warn: () => undefined } as unknown as FastifyBaseLogger });
  const made: string[] = [];
  const fetch = (key: string, size: number) => cache.fetch(key, async () => (made.push(key), { size }), { ttlMs: 60_000 }).then((found) => found.state);
  return { cache, made, fetch };
}

describe('the content cache', () => {
  it('keeps within its byte budget, dropping the least recently used first', async () => {
    const { cache, made, fetch } = cacheOf(4_000);
    for (const key of ['a', 'b', 'c', 'd']) expect(await fetch(key, 900)).toBe('miss');
    expect(await fetch('a', 900)).toBe('hit');
    // A fifth answer does not fit: the least recently used (b) goes, not the one just read (a).
    expect(await fetch('e', 900)).toBe('miss');
    expect(cache.size.bytes).toBeLessThanOrEqual(4_000);
    expect(await fetch('a', 900)).toBe('hit');
    expect(await fetch('b', 900)).toBe('miss');
    expect(made).toEqual(['a', 'b', 'c', 'd', 'e', 'b']);
  });

  it('hands out an answer larger than a quarter of the budget without keeping it', async () => {
    const { made, fetch } = cacheOf(4_000);
    expect(await fetch('large', 1_001)).toBe('miss');
    expect(await fetch('large', 1_001)).toBe('miss');
    expect(made).toEqual(['large', 'large']);
  });

  it('keeps nothing when its budget is 0', async () => {
    const { cache, made, fetch } = cacheOf(0);
    expect(await fetch('a', 10)).toBe('miss');
    expect(await fetch('a', 10)).toBe('miss');
    expect([made.length, cache.size.entries]).toEqual([2, 0]);
  });
});

describe('the encoding of a kept answer', () => {
  const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['br;q=0, gzip', both, 'gzip'],
    ['gzip;q=1, br;q=0.5', both, 'gzip'],
    ['*', both, 'br'],
    ['*;q=0, gzip', both, 'gzip'],
    ['identity', both, undefined],
    ['', both, undefined],
    [undefined, both, undefined],
    ['br', { gzip: both.gzip }, undefined],
    ['gzip, br', { gzip: both.gzip }, 'gzip'],
  ])('for Accept-Encoding %j is %s', (header, stored, expected) => {
    expect(pickEncoding(header, stored)).toBe(expected);
  });
});
