/**
 * The addresses a body's links and images may have: http(s), mailto, a fragment, or a path of this
 * site. A path never begins `//`, nor `/\`: browsers take a backslash for a slash, so `/\host` is
 * another site (as are `\\host` and `\/host`, which nothing here allows). DOMPurify tests an address
 * with white space and controls taken out, as a browser drops tabs and line breaks from one anywhere.
 */
export const SITE_URI_PATTERN = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

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
  ALLOWED_ATTR: ['href', 'src', 'srcset', 'sizes', 'alt', 'width', 'height', 'title', 'colspan', 'rowspan', 'scope', 'lang'],
  ALLOWED_URI_REGEXP: SITE_URI_PATTERN,
  // Attributes that are not addresses: without this, DOMPurify tests their values against the URI
  // pattern above too, and an image's `width="960"` was dropped (the page then shifted as it loaded),
  // and so was a passage's `lang`.
  ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan', 'scope', 'lang', 'sizes'],
  // DOMPurify keeps every data-* and aria-* attribute by default: a body could then carry the page's
  // own marks (`data-when-seen`, which the boot script acts on) or name things for screen readers
  // that its text does not say. A news body has neither.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * A news image is served by this site (an upload, or one of the site's own pictures): a page never
 * loads an image from elsewhere. A root-relative path only (`/uploads/…`), never `//host/…` nor
 * `/\host/…`, read as a browser reads it: without the tabs and line breaks it drops.
 */
export function isOwnImageSrc(src: string): boolean {
  return /^\/(?![/\\])/.test(src.replace(/[\t\n\r]/g, '').trim());
}

/** The widths an uploaded image is stored at, and where it is served. */
export const UPLOADS_PATH = '/uploads/';
export const UPLOAD_IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Largest image file accepted for upload, in bytes. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most of a refused (larger) upload the studio still reads before its 413, so that a proxy
 * streaming the file gets that answer rather than a reset connection; a proxy in front lets no
 * more than this through.
 */
export const UPLOAD_READ_MAX_BYTES = 2 * UPLOAD_MAX_BYTES;

/** An upload's address at one of its widths: `/uploads/<key>-<width>.webp`. */
export function uploadPath(key: string, width: number): string {
  return `${UPLOADS_PATH}${key}-${width}.webp`;
}

/** The key and width of an upload's address, or undefined for any other address. */
export function parseUploadPath(src: string): { key: string; width: number } | undefined {
  const match = /^\/uploads\/([A-Za-z0-9_-]{32})-([1-9][0-9]{1,4})\.webp$/.exec(src.trim());
  return match ? { key: match[1]!, width: Number(match[2]) } : undefined;
}

/**
 * How wide a news image is on the page, for the browser to choose from its `srcset`: the article's
 * column (at most 960 px, the width an image is inserted at), the whole viewport on a phone.
 */
export const NEWS_IMAGE_SIZES = '(max-width: 960px) 100vw, 960px';

/** An upload's `srcset`: each stored width, smallest first. */
export function uploadSrcset(key: string, widths: readonly number[]): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${uploadPath(key, w)} ${w}w`)
    .join(', ');
}

/** Whether a `srcset` is one `uploadSrcset` writes: one upload's own files, each with its own width. */
export function isUploadSrcset(value: string): boolean {
  const candidates = value.split(',').map((c) => c.trim().split(/\s+/));
  const keys = new Set<string>();
  for (const [url, descriptor, ...rest] of candidates) {
    const parsed = url ? parseUploadPath(url) : undefined;
    if (!parsed || rest.length || descriptor !== `${parsed.width}w`) return false;
    keys.add(parsed.key);
  }
  return keys.size === 1 && candidates.length <= UPLOAD_IMAGE_WIDTHS.length + 1;
}

/**
 * DOMPurify's `uponSanitizeAttribute` hook for news bodies: drops an image's `src` (and so the
 * image's request) unless it is the site's own, and keeps `srcset` and `sizes` only as this site
 * writes them for its uploads (`uploadSrcset`, `NEWS_IMAGE_SIZES`), and only on an image.
 * Added to the server's and the browser's sanitizer.
 */
export function newsImageHook(node: Element, data: { attrName: string; attrValue: string; keepAttr?: boolean }): void {
  if (data.attrName === 'srcset') data.keepAttr = node.nodeName === 'IMG' && isUploadSrcset(data.attrValue);
  else if (data.attrName === 'sizes') data.keepAttr = node.nodeName === 'IMG' && data.attrValue === NEWS_IMAGE_SIZES;
  else if (node.nodeName === 'IMG' && data.attrName === 'src' && !isOwnImageSrc(data.attrValue)) data.keepAttr = false;
}
