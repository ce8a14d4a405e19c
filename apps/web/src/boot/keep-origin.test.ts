import { afterEach, describe, expect, it } from 'vitest';
import { FROM_CARE_SITE_ATTRIBUTE, keepOrigin, ORIGIN_KEY } from './keep-origin';

const goTo = (address: string) => window.history.replaceState(null, '', address);
const marked = () => document.documentElement.hasAttribute(FROM_CARE_SITE_ATTRIBUTE);

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute(FROM_CARE_SITE_ATTRIBUTE);
  goTo('/');
});

describe('keepOrigin', () => {
  it('keeps ?origin=care for the session and marks every later page', () => {
    goTo('/?origin=care');
    keepOrigin(window);
    expect(sessionStorage.getItem(ORIGIN_KEY)).toBe('care');
    expect(marked()).toBe(true);

    // The next page has no parameter: a new document, marked from storage.
    document.documentElement.removeAttribute(FROM_CARE_SITE_ATTRIBUTE);
    goTo('/business');
    keepOrigin(window);
    expect(marked()).toBe(true);
  });

  it('keeps any other origin too, and then shows no button', () => {
    sessionStorage.setItem(ORIGIN_KEY, 'care');
    goTo('/faq?origin=partner');
    keepOrigin(window);
    expect(sessionStorage.getItem(ORIGIN_KEY)).toBe('partner');
    expect(marked()).toBe(false);
  });

  it('marks nothing without the parameter or a stored value', () => {
    goTo('/media');
    keepOrigin(window);
    expect(marked()).toBe(false);
    expect(sessionStorage.getItem(ORIGIN_KEY)).toBeNull();
  });
});
