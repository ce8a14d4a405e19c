import DOMPurify from 'dompurify';
import { NEWS_HTML_POLICY, newsImageHook } from '@inphr/api';

// The server's rule for images too: only the site's own (packages/api news-html.ts).
DOMPurify.addHook('uponSanitizeAttribute', newsImageHook);

/** The browser's news sanitizer: DOMPurify on the window, with the server's policy. */
export function sanitizeInBrowser(html: string): string {
  return DOMPurify.sanitize(html, NEWS_HTML_POLICY);
}
