import { describe, expect, it } from 'vitest';
import { resolveAddress } from '../src/site/page-address';

describe('a page request’s address', () => {
  it('takes the language from `lng`, else the stored choice, else Korean, and keys the page by its path and `lang` only', () => {
    expect(resolveAddress('/media?lng=en&utm_source=x&lang=JP', 'ja')).toEqual({
      pathname: '/media',
      lng: 'en',
      lang: 'en',
      renderUrl: '/media?lang=JP',
      cacheKey: 'page en /media?lang=JP',
    });
    expect(resolveAddress('/media?cachebuster=1', 'ja')).toMatchObject({ lang: 'ja', renderUrl: '/media', cacheKey: 'page ja /media' });
    expect(resolveAddress('/media', 'xx')).toMatchObject({ lang: 'ko', lng: null, cacheKey: 'page ko /media' });
    // Another site's address never comes out of one of ours.
    expect(resolveAddress('//evil.example/x?lng=en', undefined)).toMatchObject({ pathname: '/evil.example/x', renderUrl: '/evil.example/x' });
    expect(resolveAddress('/\\evil.example', undefined).pathname).toBe('/evil.example');
    expect(resolveAddress('/a\\b', undefined).pathname).toBe('/a%5Cb');
  });
});
