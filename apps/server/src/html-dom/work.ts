import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { FAQ_HTML_POLICY, NEWS_HTML_POLICY, NEWS_IMAGE_SIZES, newsImageHook, parseUploadPath, textOfParsedHtml, uploadSrcset } from '@inphr/api';
import type { HtmlTask } from './protocol';

const POLICIES = { news: NEWS_HTML_POLICY, faq: FAQ_HTML_POLICY };

/**
 * The work that needs a DOM (DOMPurify on jsdom's window), done in the HTML thread. A template
 * parses without running anything (no scripts, no image loads); a JSDOM per call cost about 2 MB
 * of garbage each.
 */
export function htmlWork(): (task: HtmlTask) => string {
  const { window } = new JSDOM('');
  const purify: DOMPurify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // A news image is the site's own: an image from elsewhere loses its address (packages/api news-html.ts).
  purify.addHook('uponSanitizeAttribute', newsImageHook);
  const parse = (html: string) => {
    const template = window.document.createElement('template');
    template.innerHTML = html;
    return template;
  };
  return (task: HtmlTask): string => {
    switch (task.op) {
      case 'sanitize':
        return purify.sanitize(task.html, POLICIES[task.kind]);
      case 'text':
        return textOfParsedHtml(parse(task.html).content);
      case 'imageSources': {
        const template = parse(task.html);
        let changed = false;
        for (const img of template.content.querySelectorAll('img')) {
          const upload = parseUploadPath(img.getAttribute('src') ?? '');
          const widths = upload && task.widths.get(upload.key);
          if (!upload || !widths?.length) continue;
          img.setAttribute('srcset', uploadSrcset(upload.key, widths));
          img.setAttribute('sizes', NEWS_IMAGE_SIZES);
          changed = true;
        }
        return changed ? template.innerHTML : task.html;
      }
      case 'imageAlt': {
        const template = parse(task.html);
        for (const img of template.content.querySelectorAll('img'))
          if (parseUploadPath(img.getAttribute('src') ?? '')?.key === task.key) img.setAttribute('alt', task.alt);
        return template.innerHTML;
      }
      default:
        throw new Error(`unknown task ${JSON.stringify((task as { op?: unknown }).op)}`);
    }
  };
}
