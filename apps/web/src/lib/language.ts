import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { parseLanguage, toApiLanguage, DEFAULT_LANGUAGE, type Language } from '@inphr/content';
import { ensureNamespaces, persistLanguage, switchLanguage } from '@inphr/i18n';
import { keptPartsNamespaces } from './hydration';

/** The page language of an i18next instance (outside React: a page's prefetch, the page loader). */
export function currentLanguage(i18n: I18n): Language {
  return parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** The page language and a way to change it (texts, images and language-dependent lists follow). */
export function useLanguage() {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const setLanguage = async (next: Language) => {
    persistLanguage(next);
    await changeLanguage(i18n, next);
    document.documentElement.lang = next;
  };
  return { lang, apiLang: toApiLanguage(lang), setLanguage };
}

/** Switches the page's texts to `next`, with those of the parts the browser kept as sent (hydration.ts). */
export async function changeLanguage(i18n: I18n, next: Language): Promise<void> {
  await ensureNamespaces(i18n, next, keptPartsNamespaces());
  await switchLanguage(i18n, next);
}

/**
 * The address of a page in a language: its path and `?lng=`, the parameter the server renders the
 * language from (and the app then stores). Nothing else of the current address is carried over:
 * a kept page is shared by every query the server does not read, so its links must not depend on one.
 */
export function languageHref(pathname: string, lang: Language): string {
  return `${pathname}?lng=${lang}`;
}

/**
 * For texts kept in one language whatever the page's (e.g. the English copyright line): the `lang`
 * such a fragment needs, i.e. its own language when it differs from the page's (WCAG 3.1.2).
 * The fragment's language is read from the locale (a `…Lang` key next to the text), so it stays
 * right if a translator later translates the text.
 */
export function useFragmentLang(): (textLang: string) => string | undefined {
  const { lang } = useLanguage();
  return (textLang) => (textLang && textLang !== lang ? textLang : undefined);
}
