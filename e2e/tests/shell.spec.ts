import { expect, test, waitForHydration } from '../support/fixtures';
import { expectOpen, headerMenu, phoneMenuButton } from '../support/header';

const NAV = {
  ko: { about: '회사소개', business: '사업소개', history: '연혁', support: '고객지원', faq: '자주 묻는 질문', contact: '문의하기', language: '한국어' },
  en: { about: 'About Us', business: 'Business', history: 'History', support: 'Support', faq: 'FAQ', contact: 'Contact Us', language: 'English' },
  ja: { about: '会社概要', business: '事業紹介', history: '沿革', support: 'サポート', faq: 'よくある質問', contact: 'お問い合わせ', language: '日本語' },
} as const;

// Every route renders on the server and hydrates, in each language: routes.spec.ts.

test('unknown paths answer 404 with the not-found page', async ({ page, consoleLog }) => {
  consoleLog.allow404Document();
  const response = await page.goto('/no/such/page?lng=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The page you were looking for does not exist.');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const ko = await page.request.get('/service/inphrnothing?lng=ko');
  expect(ko.status()).toBe(404);
  expect(await ko.text()).toContain('요청하신 페이지가 존재하지 않습니다.');
});

test('switching language swaps the texts in place and persists across a reload', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/faq?lng=ko');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await headerMenu(page, /언어/).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(headerMenu(page, NAV.en.about)).toBeVisible();
  // no reload happened
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  // ...and to Japanese
  await waitForHydration(page);
  await headerMenu(page, /Language/).click();
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('よくある質問');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('よくある質問');
});

test('dropdowns open by mouse and by keyboard and close outside and on Escape', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/business?lng=en');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const about = headerMenu(nav, NAV.en.about);
  await expectOpen(about, false);
  // hover opens
  await about.hover();
  await expectOpen(about);
  await expect(nav.getByRole('link', { name: NAV.en.history })).toBeVisible();
  // outside click closes
  await page.mouse.move(600, 600);
  await page.locator('h1').click();
  await expectOpen(about, false);
  // click opens, and another one closes it (one open at a time), click on a link navigates
  await page.mouse.move(1000, 800);
  await about.click();
  await expectOpen(about);
  const support = headerMenu(nav, NAV.en.support);
  await support.click();
  await expectOpen(support);
  await expectOpen(about, false);
  await nav.getByRole('link', { name: NAV.en.faq }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  // keyboard: Enter opens, Escape closes and returns focus
  await page.mouse.move(1000, 800);
  await about.focus();
  await page.keyboard.press('Enter');
  await expectOpen(about);
  await page.keyboard.press('Escape');
  await expectOpen(about, false);
  await expect(about).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expectOpen(about);
  await expect(nav.getByRole('link', { name: NAV.en.business })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/business$/);
});

test('the mobile menu lists every destination', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/history?lng=ja');
  await waitForHydration(page);
  const toggle = phoneMenuButton(page);
  await expect(toggle).toHaveAccessibleName('メニューを開く');
  await toggle.click();
  await expectOpen(toggle);
  await expect(toggle).toHaveAccessibleName('メニューを閉じる');
  await page.getByRole('link', { name: NAV.ja.contact }).click();
  await expect(page).toHaveURL(/\/cooperate$/);
  await expectOpen(toggle, false);
  await expect(toggle).toHaveAccessibleName('メニューを開く');
});

test('scroll-to-top is always shown and scrolls to the top; navigation starts at the top', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/?lng=en');
  await waitForHydration(page);
  const button = page.getByRole('link', { name: 'Back to top' });
  await expect(button).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // a link far down the page: the next page opens at its top
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('button').first().isVisible();
  await page.locator('a[href="/service/inphrtemp"]').first().scrollIntoViewIfNeeded();
  await page.locator('a[href="/service/inphrtemp"]').first().click();
  await expect(page).toHaveURL(/inphrtemp$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the origin parameter is kept for the session and shows the care-site button', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/business?lng=en');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Go to the inPHR CARE site' })).toHaveCount(0);
  await page.goto('/business?lng=en&origin=care');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Go to the inPHR CARE site' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('origin'))).toBe('care');
  await page.goto('/history');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Go to the inPHR CARE site' })).toBeVisible();
});

test('hashed assets are immutable, HTML is revalidated, text is compressed', async ({ request }) => {
  const page = await request.get('/?lng=en', { headers: { 'accept-encoding': 'br' } });
  // Browsers revalidate a page at every visit (max-age=0, its ETag answers 304s); a shared cache may keep it as long as the server does.
  expect(page.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(page.headers()['etag']).toBeTruthy();
  expect(page.headers()['content-encoding']).toBe('br');
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
  const res = await request.get(asset);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const health = await request.get('/healthz');
  expect(await health.json()).toMatchObject({ status: 'ok' });
});
