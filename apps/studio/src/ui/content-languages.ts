import { LANGUAGES, type Language } from '@inphr/content';
import type { NewsStatus, StudioTexts } from '@inphr/api';

/** An article or a question as its publishing reads it: its status, its saved texts and what visitors read. */
export interface PublishedTexts {
  status: NewsStatus;
  translations: StudioTexts;
  live: StudioTexts;
}

/**
 * Where one language of an item stands, as saved: on the site as saved (`live`), changed since it was
 * published (`changed`), saved but never published (`held`), published but removed from the saved text
 * (`removed`), in a draft item (`draft`), or not written (`missing`).
 */
export type LanguageState = 'live' | 'changed' | 'held' | 'removed' | 'draft' | 'missing';

export function languageState(item: PublishedTexts | undefined, lang: Language): LanguageState {
  const saved = item?.translations[lang];
  if (!item || item.status === 'draft') return saved ? 'draft' : 'missing';
  const live = item.live[lang];
  if (live && saved) return live.title === saved.title && live.contents === saved.contents ? 'live' : 'changed';
  if (saved) return 'held';
  return live ? 'removed' : 'missing';
}

/**
 * The languages a publication takes unless the editor chooses: every language with a text (a draft),
 * or, of a published item, those visitors read whose saved text differs from what they read. A
 * language never published (`held`) is published only when the editor ticks it: it may be a
 * translation held back on purpose.
 */
export function defaultPublishLanguages(item: PublishedTexts | undefined, texts: StudioTexts): Language[] {
  if (!item || item.status === 'draft') return LANGUAGES.filter((lang) => texts[lang]?.title.trim());
  const working = { ...item, translations: texts };
  return LANGUAGES.filter((lang) => ['changed', 'removed'].includes(languageState(working, lang)));
}
