import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@inphr/content';
import { keepLanguageOfAddress } from './keep-language';

afterEach(() => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_STORAGE_KEY}=; Path=/; Max-Age=0`;
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
});

describe('keepLanguageOfAddress', () => {
  it('stores the language a link named, in storage and in the cookie the server reads', () => {
    document.documentElement.lang = 'en';
    window.history.replaceState(null, '', '/faq?lng=EN');
    keepLanguageOfAddress(window);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE_KEY}=en`);
  });

  it('stores nothing for a code the page is not in (unknown, or read otherwise by the server)', () => {
    document.documentElement.lang = 'ko';
    window.history.replaceState(null, '', '/faq?lng=xx');
    keepLanguageOfAddress(window);
    window.history.replaceState(null, '', '/faq');
    keepLanguageOfAddress(window);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
