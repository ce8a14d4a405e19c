import type { Page } from '@playwright/test';

/** Scrolls down a screen at a time, so that everything loaded on approach (map, lazy images) loads. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
}

/**
 * WCAG 3.1.2 Language of Parts, on a Korean or Japanese page: every text and text alternative that
 * is a run of two or more Latin words (no Hangul or kana around it), not a proper name, sits inside
 * lang="en". Proper names (inPHR and its product names, App Store, OpenStreetMap…) are exempt by
 * the criterion itself. Returns what is unmarked.
 */
export function unmarkedEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]/;
    // proper names and the like that WCAG 3.1.2 exempts: product names, acronyms, addresses and domains
    const names =
      /\binPHR(?:\s+(?:[A-Z]{2,}|Web|Inc\.?))*|\bCARE Web\b|App Store|Google Play|OpenStreetMap|Leaflet|IT R&D|[\w.+-]+@[\w.-]+|https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)+\b|\b[A-Z]{2,}\b/g;
    const englishRun = (text: string) => {
      if (cjk.test(text)) return false;
      const rest = text.replace(names, ' ');
      return (rest.match(/[A-Za-z]{2,}/g) ?? []).length >= 2;
    };
    const hits: string[] = [];
    const lang = (el: Element | null) => el?.closest('[lang]')?.getAttribute('lang') ?? '';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [aria-hidden="true"], [hidden]')) continue;
      const text = node.textContent?.trim() ?? '';
      if (text && englishRun(text) && lang(parent) !== 'en') hits.push(`"${text.slice(0, 60)}" (lang ${lang(parent)})`);
    }
    for (const el of document.querySelectorAll('[alt], [aria-label], [title]')) {
      for (const attr of ['alt', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && englishRun(value) && lang(el) !== 'en') hits.push(`${attr}="${value.slice(0, 60)}" (lang ${lang(el)})`);
      }
    }
    return hits;
  });
}
