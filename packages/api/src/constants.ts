/** Fixed values of the wire contract (docs/spec.md, "Constants"), apart from the schemas so that they cost no validator. */
/** Tenant of the care API whose content this site shows. */
export const HOSP_SEQ_NO = 100;
/** The home page and media list fetch this many items and paginate on the client. */
export const MEDIA_FETCH_SIZE = 999;
export const MEDIA_MAX_SIZE = 999;
/** The home page shows this many news items a page (docs/spec.md, "Constants"). */
export const HOME_NEWS_PAGE_SIZE = 5;
/** Characters of plain text in a list item's excerpt. */
export const MEDIA_EXCERPT_LENGTH = 120;
export const FAQ_FETCH_PAGE_SIZE = 100;

/**
 * Where the server mounts each API: the care API (news), the main site's (FAQ, inquiries) and the
 * staff studio's. The clients' paths, the server's prefixes and its error styles read these.
 */
export const API_PATHS = { care: '/api', mainSite: '/rest/frontend', studio: '/studio/api' } as const;

/**
 * The Accept-Encoding that Chromium's and Firefox's current versions send with every request:
 * the server keeps Brotli and gzip copies for it, and its warming calls and the bench's loads ask
 * as a visitor's browser does.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export const MEDIA_SEARCH_KEYS = ['', 'title', 'contents'] as const;
export type MediaSearchKey = (typeof MEDIA_SEARCH_KEYS)[number];
