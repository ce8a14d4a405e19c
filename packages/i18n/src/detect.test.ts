import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromCookieHeader } from './detect';
import { ENGLISH_FOR_JAPANESE, LANDING_IMAGES, imageUrl } from './images';
import { createI18n } from './instance';

describe('detectLanguage', () => {
  it('prefers the lng query, then the stored value, then Korean', () => {
    expect(detectLanguage({ query: 'ja', stored: 'en' })).toBe('ja');
    expect(detectLanguage({ query: null, stored: 'en' })).toBe('en');
    expect(detectLanguage({})).toBe('ko');
  });

  it('lets unknown codes fall through the same order', () => {
    expect(detectLanguage({ query: 'fr', stored: 'en' })).toBe('en');
    expect(detectLanguage({ query: 'xx', stored: 'zz' })).toBe('ko');
    expect(detectLanguage({ query: 'EN' })).toBe('en');
  });

  it('reads the language cookie', () => {
    expect(languageFromCookieHeader('a=1; language=ja; b=2')).toBe('ja');
    expect(languageFromCookieHeader('a=1')).toBeUndefined();
    // Broken percent-encoding is ignored, never thrown (a visitor can send any cookie).
    expect(languageFromCookieHeader('language=%')).toBeUndefined();
    expect(languageFromCookieHeader('language=%E0%A4%A; x=1')).toBeUndefined();
    expect(detectLanguage({ stored: languageFromCookieHeader('language=%') })).toBe('ko');
    expect(languageFromCookieHeader(undefined)).toBeUndefined();
  });
});

describe('image manifests', () => {
  it('resolves each language to its own artwork', () => {
    expect(imageUrl(LANDING_IMAGES.phone, 'ja')).toBe('/images/landing/phone.ja.svg');
    expect(LANDING_IMAGES.appSlides).toHaveLength(2);
    expect(LANDING_IMAGES.webSlides).toHaveLength(3);
  });

  it('can share English artwork with Japanese', () => {
    expect(imageUrl({ ...LANDING_IMAGES.phone, variants: ENGLISH_FOR_JAPANESE }, 'ja')).toBe('/images/landing/phone.en.svg');
  });
});

describe('createI18n', () => {
  it('translates synchronously from the given resources', () => {
    const i18n = createI18n('en', { common: { hello: 'Hello {{name}}' } });
    expect(i18n.t('hello', { name: 'inPHR' })).toBe('Hello inPHR');
  });
});
