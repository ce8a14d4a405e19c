/**
 * What text a visitor may send: one rule for the inquiry form (browser and server) and the search
 * boxes of both APIs.
 */

// C0 controls other than tab, LF and CR, DEL, and lone surrogates: never meaningful in a form, and
// PostgreSQL refuses NUL in text. Bidi controls (embeddings, overrides, isolates, marks) reorder what
// an operator later reads in the inbox or a spreadsheet, so a name could show as something else.
const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

// White space and characters that draw nothing: zero-width space/joiners, word joiner and invisible
// operators, BOM, soft hyphen, Mongolian vowel separator, combining grapheme joiner, Hangul fillers.
// (The combining grapheme joiner, U+034F, stands outside the class: it would combine with the one before it.)
const INVISIBLE = /[\s\u200B-\u200D\u2060-\u2064\uFEFF\u00AD\u180E\u115F\u1160\u3164\uFFA0]|\u034F/gu;

// Line breaks: LF, VT, FF, CR, NEL and the line and paragraph separators (Unicode's mandatory breaks).
// A one-line field (a name, a title) holding one is written out as more lines, in a notification
// mail for one: a name could add a line of its own ("E-mail: …") under it.
const LINE_BREAKS = /[\n\v\f\r\u0085\u2028\u2029]+/g;

/** True when the text holds a character no form or search may carry. */
export function hasForbiddenText(value: string): boolean {
  return FORBIDDEN_TEXT.test(value);
}

/** True when a person would see nothing: only white space and invisible characters. */
export function isBlankText(value: string): boolean {
  return value.replace(INVISIBLE, '') === '';
}

/** True when the text runs over more than one line. */
export function hasLineBreak(value: string): boolean {
  return value.search(LINE_BREAKS) !== -1;
}

/** The text on one line: each run of line breaks becomes a space. */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ');
}
