import { HtmlThread } from '../html-dom/thread';

/**
 * DOMPurify needs a DOM, and on the server that is jsdom, needed only when HTML is written (the
 * studio, the demo seed): what is stored is sanitized, with its images' `srcset`, and pages show it
 * as stored. The DOM lives in a worker thread (html-dom/thread.ts) that starts on first use and
 * ends after a minute unused.
 */
const thread = new HtmlThread({ idleMs: 60_000, answerTimeoutMs: 30_000 });

/** Sanitizes news HTML as it is written, with the public page's policy. */
export function sanitizeNewsHtml(html: string): Promise<string> {
  return thread.run({ op: 'sanitize', kind: 'news', html });
}

/** Sanitizes an FAQ answer as it is written, with the public FAQ's policy. */
export function sanitizeFaqHtml(html: string): Promise<string> {
  return thread.run({ op: 'sanitize', kind: 'faq', html });
}

/** Plain text of an HTML fragment, whitespace collapsed (search and excerpts). */
export function htmlToText(html: string): Promise<string> {
  return thread.run({ op: 'text', html });
}

/** The uploads a body shows (their keys), from its images' addresses. */
export function uploadKeysIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\/uploads\/([A-Za-z0-9_-]{32})-[1-9][0-9]{1,4}\.webp/g)].map((m) => m[1]!))];
}

/**
 * A sanitized body whose uploaded images carry `srcset` (every stored width, `widthsOf` the key) and
 * `sizes`, so that a phone loads the small file; an image whose upload is unknown is left as it is.
 */
export async function withImageSources(html: string, widthsOf: ReadonlyMap<string, readonly number[]>): Promise<string> {
  if (!html.includes('/uploads/')) return html;
  return thread.run({ op: 'imageSources', html, widths: widthsOf });
}

/** A sanitized body whose images of upload `key` have `alt` as their text alternative. */
export async function withImageAlt(html: string, key: string, alt: string): Promise<string> {
  if (!html.includes(key)) return html;
  return thread.run({ op: 'imageAlt', html, key, alt });
}
