import type { HtmlSanitizers } from '@inphr/api';
import type { HtmlKind } from '../html-dom/protocol';
import { HtmlThread } from '../html-dom/thread';

/**
 * DOMPurify needs a DOM, and on the server that is jsdom, needed only when news HTML is written
 * (the studio, the demo seed) or rendered for the first time. It lives in a worker thread
 * (html-dom/thread.ts) that starts on first use and ends after a minute unused, and what it
 * sanitized is remembered here, so a server that serves kept pages holds no DOM at all.
 */
const IDLE_RELEASE_MS = 60_000;
/** jsdom loads in about half a second; a host busy with a start or a test suite may take ten times that. */
const ANSWER_TIMEOUT_MS = 30_000;
const REMEMBERED = 256;

const thread = new HtmlThread({ idleMs: IDLE_RELEASE_MS, answerTimeoutMs: ANSWER_TIMEOUT_MS });
const remembered: Record<HtmlKind, Map<string, string>> = { news: new Map(), faq: new Map() };

function sanitizeWith(kind: HtmlKind, html: string): string {
  const kept = remembered[kind];
  const known = kept.get(html);
  if (known !== undefined) return known;
  const clean = thread.run({ op: 'sanitize', kind, html });
  if (kept.size >= REMEMBERED) kept.delete(kept.keys().next().value!);
  kept.set(html, clean);
  return clean;
}

/** Sanitizes news HTML on the server (on write, and before rendering it into a page). */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeWith('news', html);
}

/** Sanitizes an FAQ answer on the server (on write, and before rendering it into a page). */
export function sanitizeFaqHtml(html: string): string {
  return sanitizeWith('faq', html);
}

/** The server's sanitizers, for the web app's server renderer. */
export const serverSanitizers: HtmlSanitizers = { news: sanitizeNewsHtml, faq: sanitizeFaqHtml };

/** Plain text of an HTML fragment, whitespace collapsed (search and excerpts). */
export function htmlToText(html: string): string {
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
export function withImageSources(html: string, widthsOf: ReadonlyMap<string, readonly number[]>): string {
  if (!html.includes('/uploads/')) return html;
  return thread.run({ op: 'imageSources', html, widths: widthsOf });
}

/** A sanitized body whose images of upload `key` have `alt` as their text alternative. */
export function withImageAlt(html: string, key: string, alt: string): string {
  if (!html.includes(key)) return html;
  return thread.run({ op: 'imageAlt', html, key, alt });
}
