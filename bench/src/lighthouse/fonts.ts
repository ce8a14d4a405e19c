import { execFileSync } from 'node:child_process';
import type { Language } from '@inphr/content';

/**
 * The languages of ours that no installed font can draw (fontconfig), or undefined when that
 * cannot be told. Without Korean and Japanese fonts Chromium draws those pages with missing-glyph
 * boxes after a vain fallback search per character: their layout costs differ from a phone's.
 */
export function languagesWithoutFonts(langs: readonly Language[]): Language[] | undefined {
  try {
    return langs.filter((lang) => lang !== 'en' && execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim() === '');
  } catch {
    return undefined;
  }
}
