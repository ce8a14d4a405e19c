import DOMPurify from 'dompurify';
import { NEWS_HTML_POLICY } from '@inphr/api';

/** The browser's news sanitizer: DOMPurify on the window, with the server's policy. */
export function sanitizeInBrowser(html: string): string {
  return DOMPurify.sanitize(html, NEWS_HTML_POLICY);
}
