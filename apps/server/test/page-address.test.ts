import { describe, expect, it } from 'vitest';
import { pageAddress, resolveAddress } from '../src/site/render';

describe('a page request’s address', () => {
  it('takes the language from `lng`, else the stored choice, else Korean, and keys the page by its path and `lang` only', () => {
    expect(resolveAddress('/media?lng=en&utm_source=x&lang=JP', 'ja')).toEqual({
      pathname: '/media',
      lng: 'en',
      lang: 'en',
      renderUrl: '/media?lang=JP',
      cacheKey: 'en /media?lang=JP',
    });
    expect(resolveAddress('/media?cachebuster=1', 'ja')).toMatchObject({ lang: 'ja', renderUrl: '/media', cacheKey: 'ja /media' });
    expect(resolveAddress('/media', 'xx')).toMatchObject({ lang: 'ko', lng: null, cacheKey: 'ko /media' });
    // Another site's address never comes out of one of ours.
    expect(resolveAddress('//evil.example/x?lng=en', undefined)).toMatchObject({ pathname: '/evil.example/x', renderUrl: '/evil.example/x' });
    expect(resolveAddress('/\\evil.example', undefined).pathname).toBe('/evil.example');
    expect(resolveAddress('/a\\b', undefined).pathname).toBe('/a%5Cb');
  });

  it('is remembered per request URL and stored choice, and the same as worked out afresh', () => {
    const first = pageAddress('/service/inphrcare?lng=ja', undefined);
    expect(pageAddress('/service/inphrcare?lng=ja', undefined)).toBe(first);
    expect(first).toEqual(resolveAddress('/service/inphrcare?lng=ja', undefined));
    // The stored choice is part of what is remembered: the same URL with another cookie is another address.
    expect(pageAddress('/business', 'en').lang).toBe('en');
    expect(pageAddress('/business', 'ja').lang).toBe('ja');
    expect(pageAddress('/business', undefined).lang).toBe('ko');
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('stays right past its bound (random addresses clear it, they do not grow it)', () => {
    const kept = pageAddress('/faq?lng=en', undefined);
    for (let i = 0; i < 3000; i++) expect(pageAddress(`/faq?lng=en&n=${i}`, undefined).cacheKey).toBe('en /faq');
    expect(pageAddress('/faq?lng=en', undefined)).toEqual(kept);
    // A long address is worked out each time, never kept.
    const long = `/faq?lng=ja&q=${'x'.repeat(2000)}`;
    expect(pageAddress(long, undefined)).toEqual(resolveAddress(long, undefined));
    expect(pageAddress(long, undefined)).not.toBe(pageAddress(long, undefined));
  });
});
