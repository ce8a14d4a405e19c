import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { STUDIO_EDITOR, ensureStaffAccounts, showLanguage, signInAs, studioSession, type StudioSession } from '../support/studio';

/*
 * Nothing reaches the site by accident: a translation held back stays held back, a published FAQ
 * question's edit waits for "Publish changes", and the editor's toolbars stay on one row on wide screens.
 */

test.describe.configure({ mode: 'serial' });

let editor: StudioSession;
test.beforeAll(async ({ baseURL }) => {
  await ensureStaffAccounts(baseURL!);
  editor = await studioSession(baseURL!, STUDIO_EDITOR);
});
test.afterAll(async () => editor.api.dispose());

/** A signed-in editor's page at this width, the studio in English. */
async function editorPage(page: Page, width = 1366): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await signInAs(page, STUDIO_EDITOR, '/studio/news');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
}

/** The status of an article's public API answer in a language. */
const articleStatus = async (request: APIRequestContext, id: number, lang: 'KO' | 'EN' | 'JA') => (await request.get(`/api/media/${id}?lang=${lang}`)).status();

const publishLanguages = (page: Page) => page.getByRole('group', { name: 'Languages to publish' });

test('a translation held back stays held back: only changed languages visitors read are ticked', async ({ page, consoleLog }) => {
  consoleLog.allow(/status of 401/);
  const stamp = Date.now();
  const created = await editor.api.post('/studio/api/news', {
    data: {
      status: 'draft',
      translations: {
        ko: { title: `미완성 번역 ${stamp}`, contents: '<p>아직 검토 중</p>' },
        en: { title: `Ready ${stamp}`, contents: '<p>Checked.</p>' },
        ja: { title: `未完成 ${stamp}`, contents: '<p>確認中</p>' },
      },
    },
    headers: { 'x-csrf-token': editor.csrf },
  });
  const { id } = (await created.json()) as { id: number };
  await editorPage(page);
  await page.goto(`/studio/news/${id}`);
  await page.getByRole('radio', { name: 'Publish now' }).check();
  // A draft offers every written language; the editor holds two back.
  for (const name of ['한국어', 'English', '日本語']) await expect(publishLanguages(page).getByRole('checkbox', { name })).toBeChecked();
  await publishLanguages(page).getByRole('checkbox', { name: '한국어' }).uncheck();
  await publishLanguages(page).getByRole('checkbox', { name: '日本語' }).uncheck();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();
  expect([await articleStatus(page.request, id, 'KO'), await articleStatus(page.request, id, 'EN'), await articleStatus(page.request, id, 'JA')]).toEqual([
    404, 200, 404,
  ]);

  // Opened again: nothing differs from what visitors read, and the held-back languages were never published.
  await page.reload();
  for (const name of ['한국어', 'English', '日本語']) await expect(publishLanguages(page).getByRole('checkbox', { name })).not.toBeChecked();
  await showLanguage(page, '한국어');
  await expect(page.getByRole('group', { name: '한국어' }).getByText('Not published yet')).toBeVisible();

  // "Publish changes" with no edit publishes nothing.
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Choose at least one language to publish.')).toBeVisible();

  // An edit of English ticks English alone; Korean and Japanese stay off the site.
  await showLanguage(page, 'English');
  await page.getByRole('group', { name: 'English' }).getByRole('textbox', { name: 'Title (English)' }).fill(`Ready, revised ${stamp}`);
  await expect(publishLanguages(page).getByRole('checkbox', { name: 'English' })).toBeChecked();
  await expect(publishLanguages(page).getByRole('checkbox', { name: '한국어' })).not.toBeChecked();
  await expect(publishLanguages(page).getByRole('checkbox', { name: '日本語' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();
  expect(await articleStatus(page.request, id, 'KO')).toBe(404);
  expect(await articleStatus(page.request, id, 'JA')).toBe(404);
  const en = (await (await page.request.get(`/api/media/${id}?lang=EN`)).json()) as { data: { title: string } };
  expect(en.data.title).toBe(`Ready, revised ${stamp}`);

  // Another editor opening it sees the same: the held-back languages stay unticked.
  const reopened = await editor.api.get(`/studio/api/news/${id}`);
  expect(((await reopened.json()) as { live: Record<string, unknown> }).live).not.toHaveProperty('ko');
});

/** The public FAQ's English titles, as the main-site API answers. */
async function publicQuestions(request: APIRequestContext, stamp: number): Promise<string[]> {
  const res = await request.post('/rest/frontend/faq/list', { data: { searchText: String(stamp), langCode: 'EN', page: 1, pageSize: 100 } });
  return ((await res.json()) as { list: { title: string }[] }).list.map((q) => q.title);
}

test('an edit of a published question waits for “Publish changes”; “Discard changes” brings the live text back', async ({ page, consoleLog }) => {
  consoleLog.allow(/status of 401/);
  const stamp = Date.now();
  const created = await editor.api.post('/studio/api/faq', {
    data: { serviceSeq: 1, translations: { en: { title: `Can I print my records? ${stamp}`, contents: '<p>Yes, from the app.</p>' } } },
    headers: { 'x-csrf-token': editor.csrf },
  });
  const { id } = (await created.json()) as { id: number };
  await editorPage(page);
  await page.goto(`/studio/faq/${id}`);
  await showLanguage(page, 'English');
  const english = page.getByRole('group', { name: 'English' });
  const question = english.getByRole('textbox', { name: 'Question (English)' });
  await expect(english.getByText('On the site')).toBeVisible();

  await question.fill(`Can I print or save my records? ${stamp}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(english.getByText('Changed, not published')).toBeVisible();
  expect(await publicQuestions(page.request, stamp)).toEqual([`Can I print my records? ${stamp}`]);
  const faqPage = await (await page.request.get(`/faq?lng=en`)).text();
  expect(faqPage).not.toContain(`Can I print or save my records? ${stamp}`);

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();
  await expect.poll(() => publicQuestions(page.request, stamp)).toEqual([`Can I print or save my records? ${stamp}`]);

  // A second edit, saved and then discarded: the editor and the site show the published text.
  await question.fill(`Printing? ${stamp}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('dialog', { name: 'Discard the unpublished changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes discarded' })).toBeVisible();
  await expect(question).toHaveValue(`Can I print or save my records? ${stamp}`);
  expect(await publicQuestions(page.request, stamp)).toEqual([`Can I print or save my records? ${stamp}`]);
});

test('on wide screens every toolbar stays on one row, the tools that do not fit under “More”', async ({ page, consoleLog }) => {
  consoleLog.allow(/status of 401/);
  await editorPage(page, 1920);
  for (const width of [1600, 1920, 2560]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/studio/news/new');
    const toolbars = page.getByRole('toolbar');
    await expect(toolbars).toHaveCount(3);
    for (const toolbar of await toolbars.all()) {
      const rows = await toolbar.evaluate((bar) => {
        const buttons = [...bar.querySelectorAll<HTMLElement>('button:not([role^="menuitem"])')];
        const style = getComputedStyle(bar);
        const inner = bar.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return { tops: new Set(buttons.map((b) => b.getBoundingClientRect().top)).size, inner, button: buttons[0]!.getBoundingClientRect().height };
      });
      expect(rows.tops, `toolbar rows at ${width} px`).toBe(1);
      expect(rows.inner, `toolbar height at ${width} px`).toBeLessThanOrEqual(rows.button + 1);
    }
    // What does not fit is one press away, and every tool is somewhere.
    const first = toolbars.first();
    const shown = await first.locator('button:not([role^="menuitem"])').allTextContents();
    const more = first.getByRole('button', { name: 'More' });
    const hidden = (await more.count()) ? (await more.click(), await first.getByRole('menu').locator('button').allTextContents()) : [];
    expect([...shown.filter((name) => name !== 'More'), ...hidden]).toEqual([
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Underline',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Image',
      'Table',
      'Undo',
      'Redo',
    ]);
    if (hidden.length) {
      await page.keyboard.press('Escape');
      await expect(more).toBeFocused();
    }
  }
});
