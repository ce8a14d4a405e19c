import { LANGUAGES, type Language } from '@inphr/content';
import type { StudioNewsDetail, StudioTexts } from '@inphr/api';

/**
 * Where one language of an article stands, as saved: on the site as saved (`live`), changed since it was
 * published (`changed`), saved but never published (`held`), published but removed from the saved text
 * (`removed`), in a draft article (`draft`), or not written (`missing`).
 */
export type LanguageState = 'live' | 'changed' | 'held' | 'removed' | 'draft' | 'missing';

export function languageState(item: Pick<StudioNewsDetail, 'status' | 'translations' | 'live'> | undefined, lang: Language): LanguageState {
  const saved = item?.translations[lang];
  if (!item || item.status === 'draft') return saved ? 'draft' : 'missing';
  const live = item.live[lang];
  if (live && saved) return live.title === saved.title && live.contents === saved.contents ? 'live' : 'changed';
  if (saved) return 'held';
  return live ? 'removed' : 'missing';
}

/**
 * The languages a publication takes unless the editor chooses: every language with a text (a draft),
 * or those whose saved text differs from what visitors read (a published article).
 */
export function defaultPublishLanguages(item: Pick<StudioNewsDetail, 'status' | 'translations' | 'live'> | undefined, texts: StudioTexts): Language[] {
  if (!item || item.status === 'draft') return LANGUAGES.filter((lang) => texts[lang]?.title.trim());
  const working = { ...item, translations: texts };
  return LANGUAGES.filter((lang) => ['changed', 'held', 'removed'].includes(languageState(working, lang)));
}
