import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { STUDIO_ADMIN, STUDIO_EDITOR, STUDIO_VIEWER, ensureStaffAccounts, showLanguage, signInAs, studioSession } from '../support/studio';

/** A real picture to upload: the site's own share image (built with the web app). */
const PICTURE = fileURLToPath(new URL('../../apps/web/dist/client/og/share.ko.png', import.meta.url));
const LANGS = { ko: 'KO', en: 'EN', ja: 'JA' } as const;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  await ensureStaffAccounts(baseURL!);
});

/** The column of one language in the article form. */
const column = (page: Page, legend: string) => page.getByRole('group', { name: legend });

test('an editor writes an article in three languages with an image, previews it, publishes it, and it is on /media and home in each language', async ({
  page,
  context,
  consoleLog,
}) => {
  // A whole editorial flow and six public pages in one test: 28–31 s on this machine's slower days.
  test.slow();
  consoleLog.allow(/status of 401/); // the studio's first look for a session
  const stamp = Date.now();
  const titles = { ko: `스튜디오 기사 ${stamp}`, en: `Studio article ${stamp}`, ja: `スタジオ記事 ${stamp}` };
  await signInAs(page, STUDIO_EDITOR, '/studio/news');
  await page.getByRole('link', { name: '기사 작성' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 기사' })).toBeFocused();

  for (const [lang, legend] of [
    ['ko', '한국어'],
    ['en', 'English'],
    ['ja', '日本語'],
  ] as const) {
    await showLanguage(page, legend);
    const group = column(page, legend);
    await group.getByRole('textbox', { name: `제목 (${legend})` }).fill(titles[lang]);
    const body = group.getByRole('textbox', { name: `본문 (${legend})` });
    await body.click();
    await page.keyboard.type(`${titles[lang]} body text.`);
  }

  // An image in the Korean body: uploaded, checked and resized by the server, with its text alternative.
  await showLanguage(page, '한국어');
  const ko = column(page, '한국어');
  await ko.getByRole('button', { name: '이미지' }).click();
  const dialog = page.getByRole('dialog', { name: '이미지 넣기' });
  await dialog.getByLabel('이미지 파일').setInputFiles(PICTURE);
  await dialog.getByLabel('대체 텍스트').fill('inPHR 공유 이미지');
  await dialog.getByRole('button', { name: '올리고 넣기' }).click();
  await expect(dialog).toBeHidden();
  const inserted = ko.locator('.ProseMirror img');
  await expect(inserted).toHaveAttribute('src', /^\/uploads\/[A-Za-z0-9_-]{32}-960\.webp$/);
  await expect(inserted).toHaveAttribute('alt', 'inPHR 공유 이미지');

  // Saved as a draft first: not public yet.
  await page.getByRole('button', { name: '임시 저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '임시 저장했습니다' })).toBeVisible();
  await expect(page).toHaveURL(/\/studio\/news\/\d+$/);
  const id = Number(/\/news\/(\d+)$/.exec(page.url())![1]);
  expect((await page.request.get(`/api/media/${id}?lang=EN`)).status()).toBe(404);

  // The preview is the public article page with the saved text, for staff only, never indexed.
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '미리 보기 (한국어)' }).click()]);
  await expect(preview.getByRole('heading', { name: titles.ko })).toBeVisible();
  const picture = preview.locator('img[src^="/uploads/"]');
  await expect(picture).toHaveAttribute('alt', 'inPHR 공유 이미지');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
  const previewResponse = await page.request.get(`/studio/api/news/${id}/preview?lng=en`);
  expect(previewResponse.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await previewResponse.text()).toContain(titles.en);
  await preview.close();

  // Publish now.
  await page.getByRole('radio', { name: '지금 게시' }).check();
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '게시했습니다' })).toBeVisible();

  for (const lang of ['ko', 'en', 'ja'] as const) {
    await page.goto(`/media?lng=${lang}`);
    await expect(page.getByRole('link', { name: titles[lang] })).toBeVisible();
    await page.goto(`/?lng=${lang}`);
    await expect(page.getByRole('link', { name: titles[lang] })).toBeVisible();
  }
  await page.goto(`/media/${id}?lang=${LANGS.ko}&lng=ko`);
  await waitForHydration(page);
  const published = page.locator('img[src^="/uploads/"]');
  await expect.poll(() => published.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
});

test('the editor’s toolbar works from the keyboard alone', async ({ page, consoleLog }) => {
  consoleLog.allow(/status of 401/);
  await signInAs(page, STUDIO_EDITOR, '/studio/news/new');
  await showLanguage(page, 'English');
  const en = column(page, 'English');
  const body = en.getByRole('textbox', { name: '본문 (English)' });
  await body.focus();
  await page.keyboard.type('Strong words');
  await page.keyboard.press('ControlOrMeta+a');
  // Alt+F10 reaches the toolbar; one tab stop, arrows move within it.
  await page.keyboard.press('Alt+F10');
  const toolbar = en.getByRole('toolbar');
  await expect(toolbar.getByRole('button', { name: '제목', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: '굵게' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: '굵게' })).toHaveAttribute('aria-pressed', 'true');
  await expect(body.locator('strong')).toHaveText('Strong words');
  // The format applied, the focus is back in the text; Alt+F10 returns to the tool last used.
  await expect(body).toBeFocused();
  await page.keyboard.press('Alt+F10');
  await expect(toolbar.getByRole('button', { name: '굵게' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: '다시 실행' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(body).toBeFocused();
  // The toolbar is one tab stop (the tool last used): from the title field, Tab, Tab reaches the body.
  await en.getByRole('textbox', { name: '제목 (English)' }).focus();
  await page.keyboard.press('Tab');
  await expect(toolbar.getByRole('button', { name: '다시 실행' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(body).toBeFocused();
});

test('a viewer can read but not edit, in the screens and through the API', async ({ page, baseURL, consoleLog }) => {
  consoleLog.allow(/status of 401/);
  await signInAs(page, STUDIO_VIEWER, '/studio/news');
  await expect(page.getByRole('heading', { level: 1, name: '뉴스' })).toBeVisible();
  await expect(page.getByRole('link', { name: '기사 작성' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '직원 계정' })).toHaveCount(0);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: '기사 편집' })).toBeVisible();
  await showLanguage(page, 'English');
  await expect(column(page, 'English').getByRole('textbox', { name: '제목 (English)' })).toBeDisabled();
  await expect(column(page, 'English').getByRole('textbox', { name: '본문 (English)' })).toHaveAttribute('contenteditable', 'false');
  await expect(page.getByRole('button', { name: /게시|임시 저장|삭제/ })).toHaveCount(0);
  await expect(page.getByText('내 역할로는 읽을 수만 있고')).toBeVisible();
  // No instructions for what the role cannot do, and a screen it may not use says so.
  await expect(page.getByText('세 언어 중 어느 언어로든')).toHaveCount(0);
  for (const path of ['/studio/news/new', '/studio/faq/new', '/studio/staff', '/studio/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '허용되지 않음' }), path).toBeVisible();
    await expect(page.getByText('내 역할(열람자)로는 이 화면을 쓸 수 없습니다')).toBeVisible();
  }

  const viewer = await studioSession(baseURL!, STUDIO_VIEWER);
  const article = { translations: { en: { title: 'Not allowed', contents: '<p>x</p>' } }, status: 'draft' };
  const res = await viewer.api.post('/studio/api/news', { data: article, headers: { 'x-csrf-token': viewer.csrf } });
  expect(res.status()).toBe(403);
  await viewer.api.dispose();
});

test('a signed-out request and a cross-site request are refused', async ({ playwright, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const article = { translations: { en: { title: 'Refused', contents: '<p>x</p>' } }, status: 'draft' };
  const anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin } });
  expect((await anonymous.get('/studio/api/me')).status()).toBe(401);
  expect((await anonymous.get('/studio/api/news/1/preview?lng=en')).status()).toBe(401);
  expect((await anonymous.post('/studio/api/news', { data: article })).status()).toBe(401);
  await anonymous.dispose();

  const editor = await studioSession(baseURL!, STUDIO_EDITOR);
  // The same session and token, sent from another site.
  const foreign = await editor.api.post('/studio/api/news', { data: article, headers: { 'x-csrf-token': editor.csrf, origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);
  // Without the token.
  const noToken = await editor.api.post('/studio/api/news', { data: article });
  expect(noToken.status()).toBe(403);
  await editor.api.dispose();
});

test('the inbox shows an inquiry sent through the public form; its status change is in the audit log', async ({ page, browser, consoleLog }) => {
  consoleLog.allow(/status of 401/);
  const subject = `Partnership ${Date.now()}`;
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto('/cooperate?lng=en');
  await waitForHydration(form);
  await form.getByLabel('Name').fill('Kim Minji');
  await form.getByLabel('Company / Position').fill('Seoul Clinic / Director');
  await form.getByLabel('Contact').fill('01012345678');
  await form.getByLabel('E-mail ID').fill('minji');
  await form.getByLabel('E-mail domain').selectOption('gmail.com');
  await form.getByRole('textbox', { name: /^Title/ }).fill(subject);
  await form.getByLabel('Content').fill('We would like to link our HIS.');
  await form.getByRole('checkbox').check();
  form.on('dialog', (d) => void d.accept());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toHaveURL(/\/$/);
  await visitor.close();

  await signInAs(page, STUDIO_EDITOR, '/studio/inquiries');
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('minji@gmail.com')).toBeVisible();
  await page.getByLabel('상태', { exact: true }).selectOption('answered');
  await expect(page.getByRole('status').filter({ hasText: '답변 완료' })).toBeVisible();
  await page.getByLabel('새 메모').fill('Called back on Tuesday.');
  await page.getByRole('button', { name: '메모 추가' }).click();
  await expect(page.getByText('Called back on Tuesday.')).toBeVisible();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await signInAs(page, STUDIO_ADMIN, '/studio/audit');
  // Narrowed to the editor's status changes: the row says what in words, and keeps the code with the change.
  await page.getByLabel('누가').selectOption(STUDIO_EDITOR.email);
  await page.getByLabel('무엇을').selectOption('inquiry.status');
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText('문의 상태 변경');
  await expect(row).toContainText(STUDIO_EDITOR.email);
  await row.getByText('변경 내용 보기').click();
  await expect(row).toContainText('inquiry.status');
  await expect(row).toContainText('"answered"');
});
