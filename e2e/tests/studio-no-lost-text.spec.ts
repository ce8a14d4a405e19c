import { startServer } from '@inphr/server/launch';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { STUDIO_ADMIN, STUDIO_EDITOR, ensureStaffAccounts, showLanguage, signInAs, studioSession } from '../support/studio';

/*
 * Text an editor types is never lost: not to a reload or a crash (this browser keeps it and offers
 * it back), not to a click away (leaving asks first), not to a session that ended meanwhile (the save
 * asks for the password in place, then saves).
 */

test.describe.configure({ mode: 'serial' });

const englishColumn = (page: Page) => page.getByRole('group', { name: 'English' });
const englishTitle = (page: Page) => englishColumn(page).getByRole('textbox', { name: 'Title (English)' });
const englishBody = (page: Page) => englishColumn(page).getByRole('textbox', { name: 'Body (English)' });

async function inEnglish(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto(path);
  await showLanguage(page, 'English');
  await expect(englishBody(page)).toBeVisible();
}

test('a reload keeps the typed text in this browser and offers it back; leaving with unsaved text asks first', async ({ page, baseURL, consoleLog }) => {
  // A long journey (two sign-ins, three loads of the editor, typing, a save): 13 s alone, past 30 s
  // beside the other worker's accessibility suite on two cores.
  test.setTimeout(90_000);
  consoleLog.allow(/status of 401/);
  await ensureStaffAccounts(baseURL!);
  const editor = await studioSession(baseURL!, STUDIO_EDITOR);
  const created = await editor.api.post('/studio/api/news', {
    data: { translations: { en: { title: 'Kept text', contents: '<p>Saved body.</p>' } }, status: 'draft' },
    headers: { 'x-csrf-token': editor.csrf },
  });
  const { id } = (await created.json()) as { id: number };
  await editor.api.dispose();
  await signInAs(page, STUDIO_EDITOR, '/studio/news');
  await inEnglish(page, `/studio/news/${id}`);

  await englishTitle(page).fill('Kept text, typed and never saved');
  await englishBody(page).click();
  await page.keyboard.type(' A sentence typed before the reload.');

  // Another screen of the studio: the dialog asks, and staying keeps everything.
  await page.getByRole('link', { name: 'FAQ' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/news/${id}$`));
  await expect(englishTitle(page)).toHaveValue('Kept text, typed and never saved');

  // A reload: the browser's own question first (accepted here), then the text is offered back.
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await showLanguage(page, 'English');
  const kept = page.getByRole('region', { name: 'Unsaved text was kept' });
  await expect(kept).toBeVisible();
  await expect(englishTitle(page)).toHaveValue('Kept text');
  await kept.getByRole('button', { name: 'Restore the unsaved text' }).click();
  await expect(englishTitle(page)).toHaveValue('Kept text, typed and never saved');
  await expect(englishBody(page)).toContainText('A sentence typed before the reload.');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
  const stored = await (await page.request.get(`/studio/api/news/${id}`)).json();
  expect(stored.translations.en.contents).toContain('A sentence typed before the reload.');

  // Saved: nothing is kept any more, and leaving asks nothing.
  await page.reload();
  await showLanguage(page, 'English');
  await expect(englishTitle(page)).toHaveValue('Kept text, typed and never saved');
  await expect(page.getByRole('region', { name: 'Unsaved text was kept' })).toHaveCount(0);
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/studio\/faq$/);
});

test('a session that ended while typing (idle limit 1 minute, the clock moved past it) asks for the password in place, then saves the text', async ({
  browser,
  consoleLog,
}) => {
  // A server of its own starts first (its clock is moved past the idle limit; the worker's serves other tests).
  test.setTimeout(120_000);
  consoleLog.allow(/status of 401/);
  const server = await startServer({
    NODE_ENV: 'test',
    STUDIO_SESSION_IDLE_MIN: '1',
    STAFF_BOOTSTRAP_EMAIL: STUDIO_ADMIN.email,
    STAFF_BOOTSTRAP_PASSWORD: STUDIO_ADMIN.password,
  });
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await signInAs(page, STUDIO_ADMIN, '/studio/news');
    await inEnglish(page, '/studio/news/new');
    await englishTitle(page).fill('Written across a coffee break');
    await englishBody(page).click();
    await page.keyboard.type('Every word of this survives the ended session.');

    // Past the idle limit, with nothing sent meanwhile.
    expect((await context.request.post('/__test/clock', { data: { advanceMs: 61_000 } })).status()).toBe(200);
    await page.getByRole('button', { name: 'Save draft' }).click();
    const again = page.getByRole('dialog', { name: 'Sign in again to go on' });
    await expect(again).toBeVisible();
    await expect(again).toContainText(STUDIO_ADMIN.email);
    await again.getByLabel('Password').fill('not the password');
    await again.getByRole('button', { name: 'Sign in and go on' }).click();
    await expect(again.getByRole('alert')).toBeVisible();
    await again.getByLabel('Password').fill(STUDIO_ADMIN.password);
    await again.getByRole('button', { name: 'Sign in and go on' }).click();
    await expect(again).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/news\/\d+$/);
    const id = /\/news\/(\d+)$/.exec(page.url())![1];
    const stored = await (await page.request.get(`/studio/api/news/${id}`)).json();
    expect(stored.translations.en).toMatchObject({ title: 'Written across a coffee break' });
    expect(stored.translations.en.contents).toContain('Every word of this survives the ended session.');
  } finally {
    await context.close();
    await server.stop();
  }
});
