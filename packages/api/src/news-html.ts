/**
 * Tags and attributes a news body may carry (HTML of notices: text, lists, links, images, tables).
 * One policy for the server (on write and before rendering) and the browser (before inserting).
 * DOMPurify options; plain data, so that this package does not depend on a sanitizer.
 */
export const NEWS_HTML_POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img', 'figure', 'figcaption', 'span'],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'width', 'height', 'title', 'colspan', 'rowspan', 'scope', 'lang'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
};
