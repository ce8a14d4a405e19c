import { SITE_URI_PATTERN } from './news-html';

/**
 * Tags and attributes an FAQ answer may carry: paragraphs, emphasis, lists and links; no headings,
 * images or tables (an answer sits inside the question's disclosure). One policy for the server
 * (on write and before rendering) and the browser (before inserting). DOMPurify options, plain
 * data, as NEWS_HTML_POLICY.
 */
export const FAQ_HTML_POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href', 'title', 'lang'],
  ALLOWED_URI_REGEXP: SITE_URI_PATTERN,
  ADD_URI_SAFE_ATTR: ['lang'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Longest answer accepted, in characters of its HTML. */
export const FAQ_ANSWER_MAX = 20_000;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A plain-text answer as FAQ HTML: its characters escaped, a blank line between paragraphs, a line
 * break within one (how the FAQ page showed plain answers, `white-space: pre-line`). The seed's
 * answers are written this way; migration 0015 did the same to the answers stored before.
 */
export function plainTextToHtml(text: string): string {
  const escaped = text.replace(/\r\n?/g, '\n').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
  return escaped
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/[ \t]*\n[ \t]*/g, '<br>')}</p>`)
    .join('');
}
