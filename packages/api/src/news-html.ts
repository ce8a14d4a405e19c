/**
 * Tags and attributes a news body may carry (HTML of notices: text, lists, links, images, tables).
 * One policy for the server (on write and before rendering) and the browser (before inserting).
 * DOMPurify options; plain data, so that this package does not depend on a sanitizer.
 */
export const NEWS_HTML_POLICY = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'width', 'height', 'title', 'colspan', 'rowspan', 'scope', 'lang'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  // Attributes that are not addresses: without this, DOMPurify tests their values against the URI
  // pattern above too, and an image's `width="960"` was dropped (the page then shifted as it loaded),
  // and so was a passage's `lang`.
  ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan', 'scope', 'lang'],
  // DOMPurify keeps every data-* and aria-* attribute by default: a body could then carry the page's
  // own marks (`data-when-seen`, which the boot script acts on) or name things for screen readers
  // that its text does not say. A news body has neither.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * A news image is served by this site (an upload, or one of the site's own pictures): a page never
 * loads an image from elsewhere. A root-relative path only (`/uploads/…`), never `//host/…`.
 */
export function isOwnImageSrc(src: string): boolean {
  return /^\/(?![/\\])/.test(src.trim());
}

/**
 * DOMPurify's `uponSanitizeAttribute` hook for news bodies: drops an image's `src` (and so the
 * image's request) unless it is the site's own. Added to the server's and the browser's sanitizer.
 */
export function newsImageHook(node: Element, data: { attrName: string; attrValue: string; keepAttr?: boolean }): void {
  if (node.nodeName === 'IMG' && (data.attrName === 'src' || data.attrName === 'srcset') && !isOwnImageSrc(data.attrValue)) {
    data.keepAttr = false;
  }
}

/** Where uploaded news images are served, and the widths each is resized to (never above its own). */
export const UPLOADS_PATH = '/uploads/';
export const UPLOAD_IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Largest image file accepted for upload, in bytes. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
