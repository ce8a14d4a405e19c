import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { WCAG_TAGS, expect, test } from '../support/fixtures';
import { STUDIO_ADMIN, signInAs } from '../support/studio';

/*
 * The studio's screens under axe, in each language on a desktop and a phone: a test per viewport
 * and language (each sweep of ten screens takes about a minute on this machine; all of them in one
 * test outgrew any sensible timeout).
 */

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const SCREENS = [
  '/studio',
  '/studio/news',
  '/studio/news/new',
  '/studio/news/1',
  '/studio/images',
  '/studio/faq',
  '/studio/faq/new',
  '/studio/inquiries',
  '/studio/staff',
  '/studio/audit',
  '/studio/account',
];

/** A signed-in admin's page at a viewport, in a language (the studio reads it from local storage). */
async function adminPage(browser: Browser, viewport: { width: number; height: number }, lang: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAs(page, STUDIO_ADMIN, '/studio/news');
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  return { page, close: () => context.close() };
}

async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${where}: ${v.id} ${v.help} → ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ['ko', 'en', 'ja']) {
    test(`every studio screen has no WCAG 2.2 AA violations and does not scroll sideways (${lang}, ${name})`, async ({ browser, consoleLog }) => {
      void consoleLog;
      test.setTimeout(180_000);
      const { page, close } = await adminPage(browser, viewport, lang);
      const screens = [...SCREENS];
      const inquiries = (await (await page.request.get('/studio/api/inquiries')).json()) as { items: { id: number }[] };
      if (inquiries.items[0]) screens.push(`/studio/inquiries/${inquiries.items[0].id}`);
      const problems: string[] = [];
      for (const screen of screens) {
        await page.goto(screen);
        await expect(page.locator('main h1')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${screen}: scrolls sideways by ${overflow}px`);
        problems.push(...(await violations(page, screen)));
      }
      await close();
      expect(problems).toEqual([]);
    });
  }

  test(`the editor's image dialog and the sign-in screen have no WCAG 2.2 AA violations (${name})`, async ({ browser, consoleLog }) => {
    void consoleLog;
    // Sign-in, the editor and two axe runs: 30-31 s beside the other worker's tests in CI.
    test.setTimeout(120_000);
    const { page, close } = await adminPage(browser, viewport, 'ko');
    const problems: string[] = [];
    await page.goto('/studio/news/new');
    // A phone's toolbar keeps the tools that do not fit under "More" (더 보기).
    const column = page.getByRole('group').first();
    const image = { name: /이미지|Image|画像/ };
    await expect(column.getByRole('toolbar')).toBeVisible();
    if (!(await column.getByRole('button', image).isVisible())) await column.getByRole('button', { name: '더 보기' }).click();
    await column.getByRole('button', image).or(column.getByRole('menuitem', image)).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Checked once it has faded in (mid-fade its colours are paler than they are).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    problems.push(...(await violations(page, 'image dialog')));
    await page.context().clearCookies();
    await page.goto('/studio/sign-in');
    await expect(page.locator('h1')).toBeVisible();
    problems.push(...(await violations(page, 'sign-in')));
    await close();
    expect(problems).toEqual([]);
  });
}
