import { describe, expect, it } from 'vitest';
import { languageHref } from './language';

describe('languageHref', () => {
  it('is the page path with the language the server renders', () => {
    expect(languageHref('/faq', 'en')).toBe('/faq?lng=en');
    expect(languageHref('/', 'ja')).toBe('/?lng=ja');
    expect(languageHref('/media/12', 'ko')).toBe('/media/12?lng=ko');
  });
});
