import { useTranslation } from 'react-i18next';
import { parseLanguage, toApiLanguage, DEFAULT_LANGUAGE, type Language } from '@inphr/content';
import { persistLanguage, switchLanguage } from '@inphr/i18n';

/** The page language and a way to change it (texts, images and language-dependent lists follow). */
export function useLanguage() {
  const { i18n } = useTranslation();
  const lang: Language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const setLanguage = async (next: Language) => {
    persistLanguage(next);
    await switchLanguage(i18n, next);
    document.documentElement.lang = next;
  };
  return { lang, apiLang: toApiLanguage(lang), setLanguage };
}
