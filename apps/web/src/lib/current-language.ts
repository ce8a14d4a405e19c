import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@inphr/content';

export function currentLanguage(i18n: I18n): Language {
  return parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}
