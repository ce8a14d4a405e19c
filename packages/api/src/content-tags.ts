/**
 * What a rendered page can show that changes while the server runs: the news, their view counts
 * and the FAQ. The server keeps a page at the versions of what it shows (a copy is dropped when one
 * moves); the counts are a tag of their own, since they move every second while news is read and
 * most pages that show news do not show them.
 */
export type ContentTag = 'media' | 'views' | 'faq';
export const CONTENT_TAGS: readonly ContentTag[] = ['media', 'views', 'faq'];
