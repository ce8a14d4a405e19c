/** Site languages (docs/spec.md, "Entities" and "Constants"). Korean is the fallback. */
export const LANGUAGES = ['ko', 'en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
/** Local storage key and cookie name that keep the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Normalizes a code such as `EN`, `en-US` or `ja_JP` to a site language, or undefined. */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** The uppercase code the APIs take (KO, EN, JA). */
export type ApiLanguage = Uppercase<Language>;
export function toApiLanguage(lang: Language): ApiLanguage {
  return lang.toUpperCase() as ApiLanguage;
}
