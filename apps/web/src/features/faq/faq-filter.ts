import { textOfParsedHtml, type FaqItem } from '@inphr/api';
import { FAQ_ALL_SERVICE_SEQ } from '@inphr/content';

const KEPT_TEXTS = 500;
const answerTexts = new Map<string, string>();

/**
 * An answer's text as a visitor reads it, without its markup: a search matches words, never a tag
 * or an address. Parsed as a document of its own (nothing in it runs or loads), once per answer.
 */
export function answerText(html: string): string {
  let text = answerTexts.get(html);
  if (text === undefined) {
    text = textOfParsedHtml(new DOMParser().parseFromString(html, 'text/html').body);
    if (answerTexts.size >= KEPT_TEXTS) answerTexts.clear();
    answerTexts.set(html, text);
  }
  return text;
}

/** A case-insensitive match of title or contents, within a category (2 = all): docs/spec.md, "States" and "Validation". */
export function filterFaq(items: readonly FaqItem[], searchText: string, serviceSeq: number): FaqItem[] {
  const term = searchText.trim().toLowerCase();
  return items.filter(
    (item) =>
      (serviceSeq === FAQ_ALL_SERVICE_SEQ || item.serviceSeq === serviceSeq) &&
      (term === '' || item.title.toLowerCase().includes(term) || answerText(item.contents).toLowerCase().includes(term)),
  );
}

/** The categories that have entries, in serviceSeq order, without the "all" category. */
export function faqCategories(items: readonly FaqItem[]): { serviceSeq: number; serviceName: string }[] {
  const seen = new Map<number, string>();
  for (const item of items) if (item.serviceSeq !== FAQ_ALL_SERVICE_SEQ && !seen.has(item.serviceSeq)) seen.set(item.serviceSeq, item.serviceName);
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([serviceSeq, serviceName]) => ({ serviceSeq, serviceName }));
}
