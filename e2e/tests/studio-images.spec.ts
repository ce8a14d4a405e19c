import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { STUDIO_EDITOR, ensureStaffAccounts, showLanguage, signInAs } from '../support/studio';

/*
 * An uploaded picture as visitors get it (the file that fits their screen) and as editors find it
 * again (the library: where it is shown, its text alternatives in one place).
 */

const PICTURE = fileURLToPath(new URL('../../apps/web/dist/client/og/share.ko.png', import.meta.url));

test.describe.configure({ mode: 'serial' });

let id = 0;
let key = '';

test.beforeAll(async ({ baseURL }) => {
  await ensureStaffAccounts(baseURL!);
});

/** The uploads a visitor's browser fetches for the article page, at a viewport. */
async function uploadsFetched(browser: Browser, viewport: { width: number; height: number }): Promise<string[]> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/uploads/')) fetched.push(path);
  });
  await page.goto(`/media/${id}?lang=EN&lng=en`);
  const img = page.locator('[data-testid="media-body"] img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await context.close();
  return fetched;
}

test('an article’s uploaded picture: a phone downloads the 480 px file, a desktop the 960 px one', async ({ page, browser, consoleLog }) => {
  test.slow();
  consoleLog.allow(/status of 401/);
  await signInAs(page, STUDIO_EDITOR, '/studio/news');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/studio/news/new');
  await showLanguage(page, 'English');
  const english = page.getByRole('group', { name: 'English' });
  await english.getByRole('textbox', { name: 'Title (English)' }).fill(`Pictures for every screen ${Date.now()}`);
  await english.getByRole('button', { name: 'Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  await dialog.getByLabel('Picture file').setInputFiles(PICTURE);
  await dialog.getByLabel('Text alternative').fill('The inPHR share card');
  await dialog.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(dialog).toBeHidden();
  const src = await english.locator('.ProseMirror img').getAttribute('src');
  key = /^\/uploads\/([A-Za-z0-9_-]{32})-960\.webp$/.exec(src ?? '')![1]!;
  await page.getByRole('radio', { name: 'Publish now' }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();
  id = Number(/\/news\/(\d+)$/.exec(page.url())![1]);

  expect(await uploadsFetched(browser, { width: 390, height: 844 })).toEqual([`/uploads/${key}-480.webp`]);
  expect(await uploadsFetched(browser, { width: 1366, height: 900 })).toEqual([`/uploads/${key}-960.webp`]);
});

test('the library shows where a picture is used, and its text alternatives are edited once for every article', async ({ page, consoleLog }) => {
  consoleLog.allow(/status of 401/);
  await signInAs(page, STUDIO_EDITOR, '/studio/images');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/studio/images?q=share%20card');
  const card = page.getByRole('region', { name: 'The inPHR share card' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /Pictures for every screen/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete image' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('library.png'), fullPage: true });
  await card.getByRole('textbox', { name: 'Text alternative (English)' }).fill('The inPHR card, as shared');
  await card.getByRole('button', { name: 'Save text alternatives' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Text alternatives saved' })).toBeVisible();
  const body = ((await (await page.request.get(`/api/media/${id}?lang=EN`)).json()) as { data: { contents: string } }).data.contents;
  expect(body).toContain('alt="The inPHR card, as shared"');
  expect(body).toContain(`/uploads/${key}-480.webp 480w`);

  await page.goto('/studio/images?status=unused');
  await expect(page.getByRole('region', { name: 'The inPHR card, as shared' })).toHaveCount(0);

  // Reused from the editor: the library's text alternative in the body's language comes with it.
  await page.goto('/studio/news/new');
  await showLanguage(page, 'English');
  const english = page.getByRole('group', { name: 'English' });
  await english.getByRole('button', { name: 'Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  await dialog.getByRole('radio', { name: 'Choose from the library' }).check();
  await dialog.getByRole('searchbox', { name: 'Search the library' }).fill('as shared');
  await dialog.getByRole('radio', { name: 'The inPHR card, as shared' }).check();
  await expect(dialog.getByLabel('Text alternative')).toHaveValue('The inPHR card, as shared');
  await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(english.locator('.ProseMirror img')).toHaveAttribute('src', `/uploads/${key}-960.webp`);
  await expect(english.locator('.ProseMirror img')).toHaveAttribute('alt', 'The inPHR card, as shared');
});
