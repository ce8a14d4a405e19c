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
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  for (const el of doc.querySelectorAll('p, li, br, tr, h2, h3, h4')) el.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
