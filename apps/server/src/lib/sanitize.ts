import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';
import { NEWS_HTML_POLICY, newsImageHook } from '@inphr/api';

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
const remembered = new Map<string, string>();

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

/** Sanitizes news HTML on the server (on write, and before rendering it into a page). */
export function sanitizeNewsHtml(html: string): string {
  const known = remembered.get(html);
  if (known !== undefined) return known;
  const clean = withDom(({ purify }) => purify.sanitize(html, NEWS_HTML_POLICY));
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(html, clean);
  return clean;
}

/** Plain text of an HTML fragment, whitespace collapsed (search and excerpts). */
export function htmlToText(html: string): string {
  return withDom(({ window }) => {
    // A template parses without running anything (no scripts, no image loads); a JSDOM per call
    // cost about 2 MB of garbage each (250 MB for the demo seed).
    const template = window.document.createElement('template');
    template.innerHTML = html;
    for (const el of template.content.querySelectorAll('p, li, br, tr, h2, h3, h4')) el.append(' ');
    return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}
