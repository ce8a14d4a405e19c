import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { NEWS_HTML_POLICY, newsImageHook } from '@inphr/api';

const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
// A news image is the site's own: an image from elsewhere loses its address (packages/api news-html.ts).
purify.addHook('uponSanitizeAttribute', newsImageHook);


/** Sanitizes news HTML on the server (on write, and before rendering it into a page). */
export function sanitizeNewsHtml(html: string): string {
  return purify.sanitize(html, NEWS_HTML_POLICY);
}

/** Plain text of an HTML fragment, whitespace collapsed (search and excerpts). */
export function htmlToText(html: string): string {
  // A template of the one window parses without running anything (no scripts, no image loads);
  // a JSDOM per call cost about 2 MB of garbage each (250 MB for the demo seed).
  const template = window.document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('p, li, br, tr, h2, h3, h4')) el.append(' ');
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
