import type { Page } from '@playwright/test';
import { expect, test, type ConsoleLog } from '../support/fixtures';
import { expectOpen, headerMenu, phoneMenuButton } from '../support/header';

/**
 * The header's controls, back to top and the footer's policies work before the app's scripts have
 * arrived (decisions 0015, 0016): a visitor on a slow phone presses them right after the first paint. Checked twice: with
 * the app's modules refused (the inline early-press script runs and holds button presses, which these
 * controls must not be), and with JavaScript switched off altogether.
 */
const MODES = [
  { name: 'the app modules refused', javaScriptEnabled: true },
  { name: 'JavaScript off', javaScriptEnabled: false },
] as const;

async function refuseModules(page: Page, consoleLog: ConsoleLog) {
  consoleLog.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.route('**/assets/*.js', (route) => route.abort());
}

async function expectNoApp(page: Page) {
  // Whatever happened was the browser's: the app never ran.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
}

for (const mode of MODES) {
  test.describe(`without the app (${mode.name})`, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: { width: 1366, height: 900 } });

    test.beforeEach(async ({ page, consoleLog }) => {
      await refuseModules(page, consoleLog);
    });

    test('the header dropdowns open, one at a time, and their links work', async ({ page }) => {
      await page.goto('/history?lng=en');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const about = headerMenu(nav, 'About Us');
      const support = headerMenu(nav, 'Support');
      await expect(nav.getByRole('link', { name: 'Business' })).toBeHidden();
      await about.click();
      await expectOpen(about);
      await expect(nav.getByRole('link', { name: 'Business' })).toBeVisible();
      // one open at a time (the details elements share a name)
      await support.click();
      await expectOpen(support);
      await expectOpen(about, false);
      await expect(nav.getByRole('link', { name: 'Business' })).toBeHidden();
      // the keyboard: Enter on the summary is the browser's too
      await about.focus();
      await page.keyboard.press('Enter');
      await expectOpen(about);
      await expectOpen(support, false);
      await page.keyboard.press('Enter');
      await expectOpen(about, false);
      await support.click();
      await nav.getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/faq$/);
      // The page's language came from ?lng=en: the boot script stored it (with JavaScript off
      // nothing can, and the next page is in the default language).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mode.javaScriptEnabled ? 'Frequently asked questions' : '자주 묻는 질문');
      await expectNoApp(page);
    });

    test('a language link opens the page in that language', async ({ page }) => {
      await page.goto('/faq?lng=en');
      const language = headerMenu(page, /^Language: English/);
      await language.click();
      await expectOpen(language);
      await page.getByRole('link', { name: '日本語' }).click();
      await expect(page).toHaveURL(/\/faq\?lng=ja$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('よくある質問');
      if (mode.javaScriptEnabled) {
        // The boot script stored the choice as the app would: the next plain link keeps it.
        expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja');
        await page.getByRole('banner').getByRole('link').first().click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      }
      await expectNoApp(page);
    });

    test('an FAQ question opens its answer, by a press and by the keyboard', async ({ page }) => {
      await page.goto('/faq?lng=en');
      const question = page.locator('main summary').first();
      const details = page.locator('main details').first();
      await expect(details).not.toHaveAttribute('open');
      await question.click();
      await expect(details).toHaveAttribute('open', '');
      await expect(details.locator('p').first()).toBeVisible();
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(details).not.toHaveAttribute('open');
      await expectNoApp(page);
    });

    test('back to top scrolls to the top, smoothly unless reduced motion is asked for', async ({ page }) => {
      await page.goto('/history?lng=en');
      const link = page.getByRole('link', { name: 'Back to top' });
      const pressAndRead = () =>
        link.evaluate((element: HTMLElement) => {
          element.click();
          return window.scrollY;
        });
      const scrollDown = async () => {
        await page.mouse.wheel(0, 5000);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      };
      await scrollDown();
      await link.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page).toHaveURL(/#top$/);
      // the skip link, the #top target, has focus (keyboard users go on from the top) but is not shown after a click
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      expect((await skip.boundingBox())!.y).toBeLessThan(0);
      // once focus moves on, scrolling is instant again (a focused element is brought into view at once)
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
      await scrollDown();
      expect(await pressAndRead(), 'a smooth scroll has not arrived in the same task').toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/history?lng=en');
      await scrollDown();
      expect(await pressAndRead(), 'reduced motion: at the top at once').toBe(0);
      await expectNoApp(page);
    });

    test('the footer policies open as dialogs with their text, and close by button, Escape and a press outside', async ({ page }) => {
      await page.goto('/history?lng=ja');
      const footer = page.getByRole('contentinfo');
      const opener = footer.getByRole('button', { name: '利用規約' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: '利用規約' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('policy-body').locator('dt')).toHaveCount(24);
      await expect(dialog).toContainText('2016年10月1日');
      // the page behind is inert while it is open
      await expect(page.locator('dialog:modal')).toHaveCount(1);
      await dialog.getByRole('button', { name: '閉じる' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await footer.getByRole('button', { name: 'プライバシーポリシー' }).click();
      const privacy = page.getByRole('dialog', { name: 'プライバシーポリシー' });
      await expect(privacy.getByTestId('policy-body').locator('dt')).toHaveCount(9);
      // a press outside the dialog (on its backdrop) closes it
      await page.mouse.click(5, 5);
      await expect(privacy).toBeHidden();
      await expectNoApp(page);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the menu opens, and its links and languages work', async ({ page }) => {
        await page.goto('/business?lng=en');
        const menu = phoneMenuButton(page);
        await expect(menu).toHaveAccessibleName('Open menu');
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: 'Contact Us' })).toBeHidden();
        await menu.click();
        await expectOpen(menu);
        // its icon and name follow the element's state without the app
        await expect(menu).toHaveAccessibleName('Close menu');
        await expect(header.getByRole('link', { name: 'Contact Us' })).toBeVisible();
        await menu.click();
        await expectOpen(menu, false);
        await expect(menu).toHaveAccessibleName('Open menu');
        await menu.click();
        await header.getByRole('link', { name: '한국어' }).click();
        await expect(page).toHaveURL(/\/business\?lng=ko$/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
        await phoneMenuButton(page).click();
        await header.getByRole('link', { name: '문의하기' }).click();
        await expect(page).toHaveURL(/\/cooperate$/);
        await expectNoApp(page);
      });
    });
  });
}
