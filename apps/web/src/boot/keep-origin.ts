import { CARE_ORIGIN } from '@inphr/content';

/** The query parameter, and the session storage key, of where the visitor came from (docs/spec.md, "Routes"). */
export const ORIGIN_KEY = 'origin';
/** On the root element while the visitor came from the care site: the care-site button shows (CSS). */
export const FROM_CARE_SITE_ATTRIBUTE = 'data-from-care-site';

/**
 * Keeps the address's `origin` parameter in session storage, and marks the page when the visitor
 * came from the care site (that parameter now, or stored earlier in the session). Run by the early
 * script before the header is on screen, and by the app at every change of address: the button
 * shows on the first paint of every later page of the session, whichever of them has started.
 */
export function keepOrigin(win: Window): void {
  let origin = new URLSearchParams(win.location.search).get(ORIGIN_KEY);
  try {
    if (origin === null) origin = win.sessionStorage.getItem(ORIGIN_KEY);
    else win.sessionStorage.setItem(ORIGIN_KEY, origin);
  } catch {
    // storage blocked: only the address tells
  }
  win.document.documentElement.toggleAttribute(FROM_CARE_SITE_ATTRIBUTE, origin === CARE_ORIGIN);
}
