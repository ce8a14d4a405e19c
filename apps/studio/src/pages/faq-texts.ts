import type { StudioTexts } from '@inphr/api';
import { LANGUAGES } from '@inphr/content';

/**
 * The fields of a question's texts (as `formTexts` gives them: an answer without text, such as the
 * editor's `<p></p>`, is already '') written without their other half: `en.title` for an answer
 * with no question, `en.contents` for a question with no answer.
 */
export function faqMissing(texts: StudioTexts): string[] {
  const missing: string[] = [];
  for (const lang of LANGUAGES) {
    const tr = texts[lang];
    if (!tr) continue;
    if (!tr.title.trim()) missing.push(`${lang}.title`);
    if (!tr.contents.trim()) missing.push(`${lang}.contents`);
  }
  return missing;
}
