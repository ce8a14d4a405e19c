import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '@inphr/content';
import { expect, test, waitForHydration } from '../support/fixtures';
import { expectOpen, headerMenu, phoneMenuButton } from '../support/header';
import { streamInTwo } from '../support/stream';

/*
 * The spec's behaviour holds in every state a page can be in (issue 33): before any script has run
 * (JavaScript off, or the document still arriving), after the inline scripts but before the app has
 * started (decision 0025: it starts on a visitor's intent, and a reader may never start it), and
 * after it has. Each test names its state; the one before the app starts checks at its end that
 * the app never ran.
 */

const TEXTS = {
  ko: {
    about: '회사소개',
    business: '사업소개',
    support: '고객지원',
    faq: '자주 묻는 질문',
    language: /^언어: /,
    english: 'English',
    care: 'inPHR CARE 사이트로 이동',
  },
  en: {
    about: 'About Us',
    business: 'Business',
    support: 'Support',
    faq: 'FAQ',
    language: /^Language: /,
    english: 'English',
    care: 'Go to the inPHR CARE site',
  },
  ja: {
    about: '会社概要',
    business: '事業紹介',
    support: 'サポート',
    faq: 'よくある質問',
    language: /^言語: /,
    english: 'English',
    care: 'inPHR CAREサイトへ',
  },
} as const satisfies Record<Language, unknown>;

const STATES = {
  'before the app starts': async (page: Page) => {
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  },
  'after the app has started': (page: Page) => waitForHydration(page),
} as const;
type State = keyof typeof STATES;

/** Puts a freshly loaded page in the state; returns the check that it is still in it. */
async function enter(page: Page, state: State): Promise<() => Promise<void>> {
  await STATES[state](page);
  return async () => {
    const started = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    expect(started, `the page is still ${state}`).toBe(state === 'after the app has started');
  };
}

/** The first item of a header dropdown's panel, by the dropdown's summary. */
const firstItem = (summary: ReturnType<typeof headerMenu>) => summary.locator('xpath=..').locator('ul a').first();

for (const state of Object.keys(STATES) as State[]) {
  test.describe(state, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test(`${state}: each header dropdown opens on hover within 300 ms, and closes on leaving, an outside click and Escape`, async ({ page, consoleLog }) => {
      void consoleLog;
      await page.goto('/service/inphrcare?lng=en');
      const stillInState = await enter(page, state);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      for (const text of [TEXTS.en.about, TEXTS.en.support, TEXTS.en.language]) {
        const summary = headerMenu(nav, text);
        const box = (await summary.boundingBox())!;
        await page.mouse.move(10, 500);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await expect(summary.locator('xpath=..')).toHaveJSProperty('open', true, { timeout: 300 });
        await expect(firstItem(summary)).toBeVisible();
        // Leaving closes what the hover opened.
        await page.mouse.move(10, 500);
        await expectOpen(summary, false);
        // A press pins it open; a click elsewhere closes it.
        await summary.click();
        await page.mouse.move(10, 500);
        await expectOpen(summary);
        await page.locator('h1').click();
        await expectOpen(summary, false);
        // Opened again, Escape closes it and gives focus back to its summary.
        await summary.click();
        await page.mouse.move(10, 500);
        await expectOpen(summary);
        await page.keyboard.press('Escape');
        await expectOpen(summary, false);
        await expect(summary).toBeFocused();
      }
      await stillInState();
    });

    test(`${state}: a language chosen is stored, and the next page opens in it`, async ({ page, consoleLog }) => {
      void consoleLog;
      await page.goto('/faq?lng=ko');
      const stillInState = await enter(page, state);
      await headerMenu(page, TEXTS.ko.language).click();
      await page.getByRole('link', { name: TEXTS.ko.english }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
      if (state === 'before the app starts') await stillInState();
      await page.goto('/media');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test(`${state}: back to top scrolls to the top`, async ({ page, consoleLog }) => {
      void consoleLog;
      await page.goto('/history?lng=en');
      const stillInState = await enter(page, state);
      await page.mouse.wheel(0, 5000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.getByRole('link', { name: 'Back to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await stillInState();
    });

    test(`${state}: a footer policy opens as a dialog with its articles, and closes by its button and Escape`, async ({ page, consoleLog }) => {
      void consoleLog;
      await page.goto('/cooperate?lng=ko');
      const stillInState = await enter(page, state);
      const footer = page.getByRole('contentinfo');
      const opener = footer.getByRole('button', { name: '이용약관' });
      await opener.click();
      const terms = page.getByRole('dialog', { name: '이용약관' });
      await expect(terms.getByTestId('policy-body').locator('dt')).toHaveCount(24);
      await terms.getByRole('button', { name: '닫기' }).click();
      await expect(terms).toBeHidden();
      await expect(opener).toBeFocused();
      await footer.getByRole('button', { name: '개인정보처리방침' }).click();
      const privacy = page.getByRole('dialog', { name: '개인정보처리방침' });
      await expect(privacy.getByTestId('policy-body').locator('dt')).toHaveCount(9);
      await page.keyboard.press('Escape');
      await expect(privacy).toBeHidden();
      await stillInState();
    });

    for (const lang of LANGUAGES) {
      for (const width of [1366, 390]) {
        test(`${state}: ?origin=care is kept for the session and the care-site button shows on the next page (${lang}, ${width} px)`, async ({
          page,
          consoleLog,
        }) => {
          void consoleLog;
          const texts = TEXTS[lang];
          await page.setViewportSize({ width, height: 844 });
          await page.goto(`/?origin=care&lng=${lang}`);
          const stillInState = await enter(page, state);
          expect(await page.evaluate(() => sessionStorage.getItem('origin'))).toBe('care');
          // To the company page, by the header as a visitor goes there.
          if (width === 390) {
            await phoneMenuButton(page).click();
            await page.getByRole('navigation').getByRole('link', { name: texts.business }).click();
          } else {
            await headerMenu(page, texts.about).hover();
            await page.getByRole('navigation').getByRole('link', { name: texts.business }).click();
          }
          await expect(page).toHaveURL(/\/business$/);
          // The business page itself is shown (its header marks it current), not the last page's
          // header while the next page loads: a menu opened on that one would go with it.
          await expect(page.locator('header a[aria-current="page"]').first()).toHaveAttribute('href', /\/business$/);
          if (state === 'before the app starts') await stillInState();
          else await waitForHydration(page);
          if (width === 390) {
            await expectOpen(phoneMenuButton(page), false);
            await phoneMenuButton(page).click();
          }
          const care = page.getByRole('link', { name: texts.care });
          await expect(care).toBeVisible();
          await expect(care).toHaveAttribute('target', '_blank');
          expect(await page.evaluate(() => sessionStorage.getItem('origin'))).toBe('care');
        });
      }
    }
  });
}

test.describe('before any script has run (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });

  test('before any script has run: each header dropdown shows its links on hover, and hides them when the mouse leaves', async ({ page }) => {
    await page.goto('/service/inphrcare?lng=en');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const text of [TEXTS.en.about, TEXTS.en.support, TEXTS.en.language]) {
      const summary = headerMenu(nav, text);
      await expect(firstItem(summary)).toBeHidden();
      await summary.hover();
      await expect(firstItem(summary)).toBeVisible({ timeout: 300 });
      await page.mouse.move(10, 500);
      await expect(firstItem(summary)).toBeHidden();
    }
    // The link in a hovered menu is followed.
    await headerMenu(nav, TEXTS.en.support).hover();
    await nav.getByRole('link', { name: TEXTS.en.faq }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test('before any script has run (the document still arriving): the header’s menus and the stored origin work at once', async ({
  page,
  baseURL,
  consoleLog,
}) => {
  void consoleLog;
  await page.setViewportSize({ width: 1366, height: 900 });
  // The document stops right after the header: nothing after it (the boot script, the app) has come.
  const stream = await streamInTwo(page, baseURL!, '/business?lng=en&origin=care', '</header>');
  await page.goto(stream.url, { waitUntil: 'commit' });
  const about = headerMenu(page, TEXTS.en.about);
  await about.hover();
  await expectOpen(about);
  await page.keyboard.press('Escape');
  await expectOpen(about, false);
  await expect(page.getByRole('link', { name: TEXTS.en.care })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('origin'))).toBe('care');
  stream.release();
  await page.waitForLoadState('load');
});
