import DOMPurify from 'dompurify';
import { FAQ_HTML_POLICY, NEWS_HTML_POLICY, newsImageHook, type HtmlSanitizers } from '@inphr/api';

// The server's rule for images too: only the site's own (packages/api news-html.ts). An answer's
// policy allows no image, so the hook has nothing to do there.
DOMPurify.addHook('uponSanitizeAttribute', newsImageHook);

/** The browser's sanitizers: DOMPurify on the window, with the server's policies. */
export const sanitizeInBrowser: HtmlSanitizers = {
  news: (html) => DOMPurify.sanitize(html, NEWS_HTML_POLICY),
  faq: (html) => DOMPurify.sanitize(html, FAQ_HTML_POLICY),
};
