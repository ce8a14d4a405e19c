import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';
import {
  FAQ_HTML_POLICY,
  NEWS_HTML_POLICY,
  NEWS_IMAGE_SIZES,
  newsImageHook,
  parseUploadPath,
  textOfParsedHtml,
  uploadSrcset,
  type HtmlSanitizers,
} from '@inphr/api';

const require = createRequire(import.meta.url);

/**
 * DOMPurify needs a DOM, and on the server that is jsdom: about 30 MB of heap (90 MB resident) for
 * a window that is needed only when news HTML is written (the studio, the demo seed) or rendered
 * for the first time. The window is made on first use and let go after a minute unused, and what
 * it sanitized is remembered, so a server that serves kept pages holds no DOM at all.
 */
const IDLE_RELEASE_MS = 60_000;
const REMEMBERED = 256;

let dom: { window: Jsdom.DOMWindow; purify: DOMPurify } | undefined;
let releaseTimer: NodeJS.Timeout | undefined;
const remembered = { news: new Map<string, string>(), faq: new Map<string, string>() };

function withDom<T>(task: (d: NonNullable<typeof dom>) => T): T {
  if (!dom) {
    const { JSDOM } = require('jsdom') as typeof Jsdom;
    const window = new JSDOM('').window;
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    // A news image is the site's own: an image from elsewhere loses its address (packages/api news-html.ts).
    purify.addHook('uponSanitizeAttribute', newsImageHook);
    dom = { window, purify };
  }
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(releaseDom, IDLE_RELEASE_MS).unref();
  return task(dom);
}

function releaseDom(): void {
  dom?.window.close();
  dom = undefined;
}

const POLICIES = { news: NEWS_HTML_POLICY, faq: FAQ_HTML_POLICY };

function sanitizeWith(kind: keyof HtmlSanitizers, html: string): string {
  const kept = remembered[kind];
  const known = kept.get(html);
  if (known !== undefined) return known;
  const clean = withDom(({ purify }) => purify.sanitize(html, POLICIES[kind]));
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
  return withDom(({ window }) => {
    // A template parses without running anything (no scripts, no image loads); a JSDOM per call
    // cost about 2 MB of garbage each (250 MB for the demo seed).
    const template = window.document.createElement('template');
    template.innerHTML = html;
    return textOfParsedHtml(template.content);
  });
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
  return withDom(({ window }) => {
    const template = window.document.createElement('template');
    template.innerHTML = html;
    let changed = false;
    for (const img of template.content.querySelectorAll('img')) {
      const upload = parseUploadPath(img.getAttribute('src') ?? '');
      const widths = upload && widthsOf.get(upload.key);
      if (!upload || !widths?.length) continue;
      img.setAttribute('srcset', uploadSrcset(upload.key, widths));
      img.setAttribute('sizes', NEWS_IMAGE_SIZES);
      changed = true;
    }
    return changed ? template.innerHTML : html;
  });
}

/** A sanitized body whose images of upload `key` have `alt` as their text alternative. */
export function withImageAlt(html: string, key: string, alt: string): string {
  if (!html.includes(key)) return html;
  return withDom(({ window }) => {
    const template = window.document.createElement('template');
    template.innerHTML = html;
    for (const img of template.content.querySelectorAll('img')) if (parseUploadPath(img.getAttribute('src') ?? '')?.key === key) img.setAttribute('alt', alt);
    return template.innerHTML;
  });
}
