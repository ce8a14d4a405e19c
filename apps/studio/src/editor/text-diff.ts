import { diffWordsWithSpace } from 'diff';

/** A run of words in a comparison: in both texts, only in the newer, or only in the older. */
export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'LI', 'BLOCKQUOTE', 'TR', 'TD', 'TH', 'FIGCAPTION', 'DIV']);

/**
 * A body's HTML as the plain text a reader follows: one line per block, a picture as its text
 * alternative in brackets, a link as its words. What a comparison shows; never rendered as HTML.
 */
export function htmlToLines(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  for (const img of Array.from(doc.body.querySelectorAll('img'))) img.replaceWith(doc.createTextNode(`[${img.getAttribute('alt') ?? ''}]`));
  for (const br of Array.from(doc.body.querySelectorAll('br'))) br.replaceWith(doc.createTextNode('\n'));
  for (const el of Array.from(doc.body.querySelectorAll('*'))) if (BLOCKS.has(el.tagName)) el.append(doc.createTextNode('\n'));
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The words of `before` and `after` in order, each marked as kept, added or removed. */
export function diffText(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    text: change.value,
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}
