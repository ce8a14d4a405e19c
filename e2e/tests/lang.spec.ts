import { LANGUAGES, STATIC_PAGE_PATHS } from '@inphr/content';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { expectOpen, headerMenu, phoneMenuButton } from '../support/header';

/**
 * WCAG 3.1.2 Language of Parts: a passage in another language than the page carries its own
 * `lang`, so that screen readers switch voice and browsers pick fonts and hyphenation.
 * Proper names (inPHR and its product names, App Store, OpenStreetMap...) are exempt by the
 * criterion itself and are left alone.
 */

const LANGUAGE_NAMES = { ko: '한국어', en: 'English', ja: '日本語' } as const;

/** The language a screen reader uses for an element: its nearest `lang`. */
const effectiveLang = (locator: Locator) => locator.evaluate((el) => el.closest('[lang]')?.getAttribute('lang') ?? '');

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

for (const lang of LANGUAGES) {
  test.describe(`page in ${lang}`, () => {
    test('each language in the switchers is marked with its own language', async ({ page, consoleLog }) => {
      void consoleLog;
      await open(page, `/business?lng=${lang}`);
      const switcher = headerMenu(page, /^(Language|언어|言語): /);
      await switcher.click();
      await expectOpen(switcher);
      for (const code of LANGUAGES) {
        const option = page.getByRole('link', { name: LANGUAGE_NAMES[code], exact: true });
        await expect(option).toHaveAttribute('lang', code);
      }
      // the same in the mobile menu
      await page.setViewportSize({ width: 390, height: 844 });
      await phoneMenuButton(page).click();
      for (const code of LANGUAGES) {
        const option = page.getByRole('link', { name: LANGUAGE_NAMES[code], exact: true });
        await expect(option).toHaveAttribute('lang', code);
      }
    });

    test('texts kept in English are marked English', async ({ page, consoleLog }) => {
      void consoleLog;
      await open(page, `/?lng=${lang}`);
      const copyright = page.getByRole('contentinfo').getByText('All rights reserved.');
      expect(await effectiveLang(copyright)).toBe('en');
      expect(await effectiveLang(page.getByRole('heading', { name: 'SERVICE', exact: true }))).toBe('en');
      // no lang where none is needed: on the English page the fragments simply inherit it
      if (lang === 'en') expect(await copyright.getAttribute('lang')).toBeNull();
      // the rest of the page stays in the page language
      expect(await effectiveLang(page.getByRole('heading', { level: 1 }))).toBe(lang);
    });
  });
}

test('the news error modal text "Error" is marked English on a Korean page', async ({ page, consoleLog }) => {
  consoleLog.allow(/ERR_FAILED/);
  await open(page, '/business?lng=ko');
  await page.route('**/api/media?**', (route) => route.abort());
  await headerMenu(page, '고객지원').click();
  await page.getByRole('link', { name: '미디어' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const text = dialog.getByText('Error', { exact: true });
  expect(await effectiveLang(text)).toBe('en');
  expect(await effectiveLang(dialog.getByRole('heading'))).toBe('ko');
});

/**
 * Every text and text alternative on every route, in Korean and Japanese: a run of two or more
 * Latin words (no Hangul or kana around it) that is not a proper name must sit inside lang="en".
 */
for (const lang of ['ko', 'ja'] as const) {
  test(`no unmarked English passage on any route (${lang})`, async ({ page, consoleLog }) => {
    test.setTimeout(120_000);
    consoleLog.allow404Document();
    const problems: string[] = [];
    for (const path of [...STATIC_PAGE_PATHS, '/media/1', '/no/such/page']) {
      await open(page, `${path}?lng=${lang}`);
      const found = await page.evaluate(() => {
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
      problems.push(...found.map((f) => `${path}: ${f}`));
    }
    expect(problems).toEqual([]);
  });
}
