import { LANGUAGES, STATIC_PAGE_PATHS } from '@inphr/content';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

const NOT_FOUND_PATH = '/no/such/page';
const ROUTES = [...STATIC_PAGE_PATHS, '/media/1', NOT_FOUND_PATH];

/** Scrolls down a screen at a time, so that everything loaded on approach (map, lazy images) loads. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
  });
}

for (const lang of LANGUAGES) {
  test(`no Content-Security-Policy violation on any route (${lang})`, async ({ page, consoleLog, cspViolations }) => {
    test.setTimeout(180_000);
    consoleLog.allow404Document();
    const problems: string[] = [];
    for (const path of ROUTES) {
      const before = cspViolations.length;
      const response = await page.goto(`${path}?lng=${lang}`);
      expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      // the policy under test is the one the server sends
      expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'sha256-[^']+' 'sha256-[^']+' 'strict-dynamic'/);
      await waitForHydration(page);
      await scrollThrough(page);
      if (path === '/business') {
        // the Leaflet maps load only when scrolled near: they must be there before the check
        await expect(page.locator('.leaflet-container').first()).toBeVisible();
        await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached();
      }
      await page.waitForLoadState('networkidle');
      // events are delivered as tasks: one more round trip lets the last ones arrive
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
      for (const v of cspViolations.slice(before)) {
        problems.push(`${path}: ${v.disposition} ${v.effectiveDirective} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile}:${v.lineNumber} ${v.sample}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the violation listener sees a blocked resource (so an empty list means something)', async ({ page, consoleLog, cspViolations }) => {
  consoleLog.allow(/Content Security Policy|ERR_BLOCKED/);
  await page.goto('/history?lng=en');
  await waitForHydration(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://blocked.example/pixel.png';
    image.alt = '';
    document.body.append(image);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatchObject({ effectiveDirective: 'img-src', blockedURI: 'https://blocked.example/pixel.png', disposition: 'enforce' });
  // this one was caused on purpose: empty the list so the fixture does not fail the test
  cspViolations.length = 0;
});
