import { parseLanguage } from '@inphr/content';
import { persistLanguage } from '@inphr/i18n/detect';

/**
 * A language link followed before the app runs (`?lng=`, decision 0015) is stored at once, as the
 * app stores a switch: the next link the visitor follows, which has no `?lng=`, then opens in that
 * language too. Only when the page is in the language the address names (the server read it the
 * same way), so an unknown code stores nothing.
 */
export function keepLanguageOfAddress(win: Window): void {
  const asked = parseLanguage(new URLSearchParams(win.location.search).get('lng'));
  if (asked && asked === win.document.documentElement.lang) persistLanguage(asked);
}
