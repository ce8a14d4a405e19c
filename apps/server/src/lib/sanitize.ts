import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/** Tags and attributes a news body may carry (HTML of notices: text, lists, links, images, tables). */
export const NEWS_HTML_POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img', 'figure', 'figcaption', 'span'],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'width', 'height', 'title', 'colspan', 'rowspan', 'scope', 'lang'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
};

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
