import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { WCAG_TAGS, expect, test } from '../support/fixtures';
import { STUDIO_ADMIN, STUDIO_EDITOR, ensureStaffAccounts, showLanguage, signInAs, studioSession } from '../support/studio';

/*
 * An editor's day with a live article, in the browser: changes that wait for "Publish changes",
 * revisions compared and restored, and two editors saving one article.
 */

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  await ensureStaffAccounts(baseURL!);
});

/** A published article made through the API; its id. */
async function publishedArticle(baseURL: string, en: string): Promise<number> {
  const editor = await studioSession(baseURL, STUDIO_EDITOR);
  const res = await editor.api.post('/studio/api/news', {
    data: { translations: { en: { title: en, contents: `<p>${en} body.</p>` }, ko: { title: `${en} (ko)`, contents: '<p>본문</p>' } }, status: 'published' },
    headers: { 'x-csrf-token': editor.csrf },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await editor.api.dispose();
  return id;
}

/** A signed-in editor's tab, the studio in English, on an article. */
async function editorOn(
  browser: Browser,
  id: number,
  account: { email: string; password: string } = STUDIO_EDITOR,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, close } = await signedIn(browser, account);
  await page.goto(`/studio/news/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit article' })).toBeVisible();
  await showLanguage(page, 'English');
  await expect(englishBody(page)).toBeVisible();
  return { page, close };
}

/** A signed-in tab at 1366 px, the studio in English. */
async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, account, '/studio/news');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  return { page, close: () => context.close() };
}

const englishColumn = (page: Page) => page.getByRole('group', { name: 'English' });
const englishTitle = (page: Page) => englishColumn(page).getByRole('textbox', { name: 'Title (English)' });
const englishBody = (page: Page) => englishColumn(page).getByRole('textbox', { name: 'Body (English)' });

/** What a visitor reads: the API's title and the article page's heading, in English. */
async function publicEnglish(page: Page, id: number) {
  const api = await page.request.get(`/api/media/${id}?lang=EN`);
  const html = await (await page.request.get(`/media/${id}?lang=EN&lng=en`)).text();
  return { api: ((await api.json()) as { data: { title: string } }).data.title, html };
}

test('a published article’s edit waits for “Publish changes”; a restored revision goes public once published', async ({ browser, baseURL, consoleLog }) => {
  test.slow();
  consoleLog.allow(/status of 401/);
  const id = await publishedArticle(baseURL!, 'Clinic hours');
  const { page, close } = await editorOn(browser, id);
  await expect(englishColumn(page).getByText('On the site')).toBeVisible();

  await englishTitle(page).fill('Clinic hours, extended');
  await expect(englishColumn(page).getByText('Unsaved edits')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(englishColumn(page).getByText('Changed, not published')).toBeVisible();
  await expect(page.getByText('Unpublished changes').first()).toBeVisible();

  // Visitors still read the published text, through the API and on the page.
  let seen = await publicEnglish(page, id);
  expect(seen.api).toBe('Clinic hours');
  expect(seen.html).toContain('Clinic hours');
  expect(seen.html).not.toContain('Clinic hours, extended');
  // The preview shows the saved change.
  expect(await (await page.request.get(`/studio/api/news/${id}/preview?lng=en`)).text()).toContain('Clinic hours, extended');

  // Only English is offered by default; Korean is unchanged.
  const languages = page.getByRole('group', { name: 'Languages to publish' });
  await expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await expect(languages.getByRole('checkbox', { name: '한국어' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();
  await expect(englishColumn(page).getByText('On the site')).toBeVisible();
  await expect.poll(async () => (await publicEnglish(page, id)).api).toBe('Clinic hours, extended');
  seen = await publicEnglish(page, id);
  expect(seen.html).toContain('Clinic hours, extended');

  // The history: compare the first revision with the editor's text, then restore it.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/published English/)).toBeVisible();
  await history.getByRole('button', { name: 'Compare revision 1' }).click();
  await expect(history.locator('del').filter({ hasText: 'Clinic hours' })).toHaveCount(0);
  await expect(history.locator('ins').filter({ hasText: 'extended' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await history.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revision 1 restored' })).toBeVisible();
  await expect(englishTitle(page)).toHaveValue('Clinic hours');
  expect((await publicEnglish(page, id)).api).toBe('Clinic hours, extended');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();
  await expect.poll(async () => (await publicEnglish(page, id)).api).toBe('Clinic hours');
  await close();
});

test('two editors save one article: the second gets the conflict, keeps its text, and saves its choice', async ({ browser, baseURL, consoleLog }) => {
  test.slow();
  consoleLog.allow(/status of 401/);
  consoleLog.allow(/status of 409/);
  const id = await publishedArticle(baseURL!, 'Shared notice');
  const first = await editorOn(browser, id, STUDIO_ADMIN);
  const second = await editorOn(browser, id);
  // Each is told the other has it open.
  await expect(second.page.getByText(`Also open in another editor: ${STUDIO_ADMIN.email}`)).toBeVisible();

  await englishTitle(first.page).fill('Shared notice, by the first');
  await first.page.keyboard.press('Control+s');
  await expect(first.page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();

  await englishTitle(second.page).fill('Shared notice, by the second');
  await englishBody(second.page).click();
  await second.page.keyboard.type(' A line only the second wrote.');
  await second.page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = second.page.getByRole('region', { name: 'Someone else saved this article' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(STUDIO_ADMIN.email);
  await expect(conflict.locator('ins').filter({ hasText: 'second' }).first()).toBeVisible();
  // Nothing was lost: the second editor's text is still in the form.
  await expect(englishTitle(second.page)).toHaveValue('Shared notice, by the second');
  await expect(englishBody(second.page)).toContainText('A line only the second wrote.');
  const axe = await new AxeBuilder({ page: second.page }).withTags(WCAG_TAGS).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await conflict.getByRole('radio', { name: 'Keep my text' }).check();
  await conflict.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(conflict).toBeHidden();
  await expect(second.page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(englishTitle(second.page)).toHaveValue('Shared notice, by the second');

  // The first editor's next save is the one refused now: never last-write-wins in silence.
  await englishTitle(first.page).fill('Shared notice, again by the first');
  await first.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.page.getByRole('region', { name: 'Someone else saved this article' })).toBeVisible();
  const stored = await (await second.page.request.get(`/studio/api/news/${id}`)).json();
  expect(stored.translations.en.title).toBe('Shared notice, by the second');
  await first.close();
  await second.close();
});

test('a question of the FAQ: a stale save gets the compare, and an earlier revision comes back on the public FAQ', async ({ browser, baseURL, consoleLog }) => {
  test.slow();
  consoleLog.allow(/status of 401/);
  consoleLog.allow(/status of 409/);
  const admin = await studioSession(baseURL!, STUDIO_ADMIN);
  const headers = { 'x-csrf-token': admin.csrf };
  const stamp = Date.now();
  const created = await admin.api.post('/studio/api/faq', {
    data: { serviceSeq: 1, translations: { en: { title: `How do I sign in? ${stamp}`, contents: 'With your hospital account.' } } },
    headers,
  });
  const { id } = (await created.json()) as { id: number };
  const { page, close } = await signedIn(browser, STUDIO_EDITOR);
  await page.goto(`/studio/faq/${id}`);
  await showLanguage(page, 'English');
  const question = page.getByRole('group', { name: 'English' }).getByRole('textbox', { name: 'Question (English)' });
  await expect(question).toHaveValue(`How do I sign in? ${stamp}`);

  // Someone else saves first.
  const first = await admin.api.put(`/studio/api/faq/${id}`, {
    data: { serviceSeq: 1, baseVersion: 1, translations: { en: { title: `How do I log in? ${stamp}`, contents: 'With your hospital account.' } } },
    headers,
  });
  expect(first.status()).toBe(200);
  await question.fill(`How do I sign in to inPHR? ${stamp}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.getByRole('region', { name: 'Someone else saved this question' });
  await expect(conflict).toContainText(STUDIO_ADMIN.email);
  await expect(question).toHaveValue(`How do I sign in to inPHR? ${stamp}`);
  await conflict.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();

  // Back to the first revision, public once its changes are published.
  await page.goto(`/studio/faq/${id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Revision 4', { exact: true })).toBeVisible();
  await history.getByRole('button', { name: 'Compare revision 1' }).click();
  await history.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revision 1 restored' })).toBeVisible();
  await showLanguage(page, 'English');
  await expect(question).toHaveValue(`How do I sign in? ${stamp}`);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();
  const list = await page.request.post('/rest/frontend/faq/list', { data: { searchText: '', langCode: 'EN', page: 1, pageSize: 100 } });
  const titles = ((await list.json()) as { list: { faqSeq: number; title: string }[] }).list;
  expect(titles.find((q) => q.faqSeq === id)?.title).toBe(`How do I sign in? ${stamp}`);
  await admin.api.dispose();
  await close();
});

test('a new article is previewed before its first save, as the public page and at phone width; nothing is saved', async ({ browser, consoleLog }) => {
  consoleLog.allow(/status of 401/);
  const { page, close } = await signedIn(browser, STUDIO_EDITOR);
  await page.goto('/studio/news/new');
  await showLanguage(page, 'English');
  const title = `Not saved yet ${Date.now()}`;
  await englishTitle(page).fill(title);
  await englishBody(page).click();
  await page.keyboard.type('Seen only in the preview.');
  await page.getByRole('checkbox', { name: /phone width/ }).check();
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Preview (English)' }).click()]);
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Seen only in the preview.')).toBeVisible();
  expect(await preview.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(400);
  expect(preview.url()).toMatch(/\/studio\/api\/news\/previews\/[A-Za-z0-9_-]{32}\?lng=en$/);
  // Another account cannot read it, and nothing was saved.
  const other = await browser.newContext();
  expect((await other.request.get(preview.url())).status()).toBe(401);
  await other.close();
  const list = await page.request.get(`/studio/api/news?q=${encodeURIComponent(title)}`);
  expect(((await list.json()) as { total: number }).total).toBe(0);
  await expect(page).toHaveURL(/\/studio\/news\/new$/);
  await close();
});

test('an FAQ answer written with a list and a link: previewed before saving, then on the public FAQ', async ({ browser, consoleLog }) => {
  test.slow();
  consoleLog.allow(/status of 401/);
  const { page, close } = await signedIn(browser, STUDIO_EDITOR);
  await page.goto('/studio/faq/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New question' })).toBeVisible();
  await showLanguage(page, 'English');
  const column = page.getByRole('group', { name: 'English' });
  const stamp = Date.now();
  const title = `Where do I find the partners form? ${stamp}`;
  await column.getByRole('textbox', { name: 'Question (English)' }).fill(title);
  const answer = column.getByRole('textbox', { name: 'Answer (English)' });
  await answer.click();
  await page.keyboard.type('Two steps:');
  const toolbar = column.getByRole('toolbar');
  // The answer's tools: no headings, images or tables.
  await expect(toolbar.getByRole('button')).toHaveText(['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']);
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('open the contact page');
  await page.keyboard.press('Enter');
  await page.keyboard.type('write to us');
  // "contact page" becomes a link to the site's own page.
  await answer.getByText('open the contact page').click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await dialog.getByRole('textbox', { name: 'Address' }).fill('/cooperate');
  await dialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(answer.getByRole('link', { name: 'open the contact page' })).toHaveAttribute('href', '/cooperate');

  // Before the first save: the public FAQ page with this question, opened by a press, at phone width.
  await page.getByRole('checkbox', { name: /phone width/ }).check();
  const [preview] = await Promise.all([page.context().waitForEvent('page'), column.getByRole('button', { name: 'Preview (English)' }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  expect(preview.url()).toMatch(/\/studio\/api\/faq\/previews\/[A-Za-z0-9_-]{32}\?lng=en$/);
  expect(await preview.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(400);
  await preview.getByText(title).click();
  await expect(preview.getByRole('link', { name: 'open the contact page' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: /^write to us$/ })).toBeVisible();
  await preview.close();
  const unsaved = await page.request.post('/rest/frontend/faq/list', { data: { searchText: String(stamp), langCode: 'EN', page: 1, pageSize: 100 } });
  expect(((await unsaved.json()) as { list: unknown[] }).list).toEqual([]);

  // Ctrl+S keeps it as a draft: not on the site until it is published.
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/studio\/faq\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
  const draft = await page.request.post('/rest/frontend/faq/list', { data: { searchText: String(stamp), langCode: 'EN', page: 1, pageSize: 100 } });
  expect(((await draft.json()) as { list: unknown[] }).list).toEqual([]);
  await page.getByRole('radio', { name: 'Publish now' }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();

  // A visitor finds it by a word of its answer (not of its markup), and opens it.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const site = await visitor.newPage();
  await site.goto('/faq?lng=en');
  const search = site.getByRole('searchbox');
  await search.fill('write to us');
  await search.press('Enter');
  await site.getByText(title).click();
  const link = site.getByRole('link', { name: 'open the contact page' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/cooperate');
  await search.fill('cooperate');
  await search.press('Enter');
  await expect(site.getByText(title)).toBeHidden();
  await visitor.close();
  await close();
});
