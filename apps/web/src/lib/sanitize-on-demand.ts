import type { HtmlSanitizers } from '@inphr/api';
import type { HtmlSanitizer } from '@inphr/api/queries';
import type { AppDeps } from './app-deps';

/**
 * The sanitizer of one kind of HTML for a query: the server's (given in the deps), or in the
 * browser DOMPurify, loaded with the first fetch that needs it (it would weigh on a page's first
 * load otherwise).
 */
export function sanitizerOf(deps: Pick<AppDeps, 'sanitizeHtml'>, kind: keyof HtmlSanitizers): HtmlSanitizer {
  return deps.sanitizeHtml?.[kind] ?? (async (html) => (await import('./sanitize')).sanitizeInBrowser[kind](html));
}
