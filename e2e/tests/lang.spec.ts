import { LANGUAGES } from '@inphr/content';
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

// No unmarked English passage on any route (Korean and Japanese pages): routes.spec.ts.
