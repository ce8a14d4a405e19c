/** Fixed values of the wire contract (SPEC §9), apart from the schemas so that they cost no validator. */
/** Tenant of the care API whose content this site shows (SPEC §9). */
export const HOSP_SEQ_NO = 100;
/** The home page and media list fetch this many items and paginate on the client (SPEC §9). */
export const MEDIA_FETCH_SIZE = 999;
export const MEDIA_MAX_SIZE = 999;
/** Characters of plain text in a list item's excerpt. */
export const MEDIA_EXCERPT_LENGTH = 120;
export const FAQ_FETCH_PAGE_SIZE = 100;

export const MEDIA_SEARCH_KEYS = ['', 'title', 'contents'] as const;
export type MediaSearchKey = (typeof MEDIA_SEARCH_KEYS)[number];
