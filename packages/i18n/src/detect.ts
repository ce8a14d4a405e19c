import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, parseLanguage, type Language } from '@inphr/content';

export interface LanguageSources {
  /** Value of the `lng` query parameter, if any. */
  query?: string | null;
  /** The stored choice: local storage in the browser, the `language` cookie on the server. */
  stored?: string | null;
}

/** Detection order (docs/spec.md, "States"): query `lng`, then the stored value, else Korean. Unknown codes fall through. */
export function detectLanguage({ query, stored }: LanguageSources): Language {
  return parseLanguage(query) ?? parseLanguage(stored) ?? DEFAULT_LANGUAGE;
}

/** Reads the `language` cookie out of a Cookie header. */
export function languageFromCookieHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_STORAGE_KEY) continue;
    // A value that is not valid percent-encoding is no language: ignored like an unknown one.
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Browser only: the language for this page load. */
export function detectBrowserLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage may be blocked (privacy mode); the cookie still tells
  }
  return detectLanguage({
    query: new URLSearchParams(window.location.search).get('lng'),
    stored: stored ?? languageFromCookieHeader(document.cookie),
  });
}

/** The language cookie's attributes (`; Secure` is added on https); the server's boot script writes the same. */
export const LANGUAGE_COOKIE_ATTRIBUTES = 'Path=/; Max-Age=31536000; SameSite=Lax';

/** Browser only: keeps the choice in local storage and mirrors it into a cookie the server reads. */
export function persistLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // ignore: the cookie below still carries the choice
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; ${LANGUAGE_COOKIE_ATTRIBUTES}${secure}`;
}
