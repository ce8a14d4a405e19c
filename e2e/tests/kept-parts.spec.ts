import type { Locator } from '@playwright/test';
import { PAGE_STATE_ID } from '@inphr/api';
import { expect, test, waitForHydration } from '../support/fixtures';
import { headerMenu } from '../support/header';

/*
 * Parts of a page with nothing to do in the browser stay as the server sent them: the app does not
 * hydrate them (decision 0017). React marks every element it manages with an own property whose
 * name starts with `__reactFiber$`: an element without one is HTML React never touched.
 */
const managedByReact = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

test('static parts stay the server’s HTML; the header is hydrated; a kept link moves inside the app', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/?lng=en');
  await waitForHydration(page);
  const care = page.locator('[data-kept] a[href="/service/inphrcare"]').first();
  await expect(care).toBeVisible();
  expect(await managedByReact(care)).toBe(false);
  expect(await managedByReact(page.getByRole('contentinfo'))).toBe(false);
  expect(await managedByReact(page.getByRole('heading', { level: 1 }))).toBe(false);
  // what the visitor acts on is hydrated: the header's menus, the news list
  expect(await managedByReact(headerMenu(page, 'About Us'))).toBe(true);
  expect(await managedByReact(page.locator('#news-title, [aria-labelledby="news-title"]').first())).toBe(true);

  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  await care.click();
  await expect(page).toHaveURL(/\/service\/inphrcare$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CARE');
  // no document was loaded: the router took the click
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  // a part rendered after a navigation is React's like any other
  expect(await managedByReact(page.getByTestId('service-list'))).toBe(true);
});

test('a kept part follows a change of language, in place', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/service?lng=en');
  await waitForHydration(page);
  const firstCategory = page.getByTestId('service-category').first();
  // the part's own element is React's (it holds the part's place); what is inside is not
  expect(await managedByReact(firstCategory.getByRole('heading', { level: 2 }))).toBe(false);
  const before = await firstCategory.getByRole('heading', { level: 2 }).textContent();
  await headerMenu(page, /Language/).click();
  await page.getByRole('link', { name: '한국어' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(firstCategory.getByRole('heading', { level: 2 })).not.toHaveText(before!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/서비스/);
  expect(await managedByReact(firstCategory.getByRole('heading', { level: 2 }))).toBe(true);
});

test('texts only kept parts read stay out of the page; a change of language loads them with the new language', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/?lng=ja');
  await waitForHydration(page);
  const state = JSON.parse((await page.locator(`#${PAGE_STATE_ID}`).textContent())!) as { resources: Record<string, unknown> };
  expect(Object.keys(state.resources)).not.toContain('services');
  const dash = page
    .locator('li')
    .filter({ has: page.locator('a[href="/service/inphrdash"]') })
    .first();
  await expect(dash).toContainText('新型コロナウイルス');
  await headerMenu(page, /言語/).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(dash).toContainText('A real-time dashboard for Covid-19');
});

test('a modified click on a kept link is the browser’s (a new tab), not the router’s', async ({ page, context, consoleLog }) => {
  void consoleLog;
  await page.goto('/?lng=en');
  await waitForHydration(page);
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('[data-kept] a[href="/service/inphrdash"]')
      .first()
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe('/service/inphrdash');
  await expect(page).toHaveURL(/\/\?lng=en$/);
  await opened.close();
});
