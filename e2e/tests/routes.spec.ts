import AxeBuilder from '@axe-core/playwright';
import { LANGUAGES, STATIC_PAGE_PATHS } from '@inphr/content';
import { WCAG_TAGS, expect, test, waitForHydration } from '../support/fixtures';
import { scrollThrough, unmarkedEnglish } from '../support/route-checks';

/*
 * Every route, in every language, at a desktop's and a phone's width, each page loaded once and
 * checked for all that holds on any page: the server's finished HTML in the language, hydration,
 * no sideways scroll (WCAG 1.4.10), no Content-Security-Policy violation (the fixture fails the
 * test on one, scrolled through so that what loads on approach loads), no console error, no
 * unmarked English passage on a Korean or Japanese page (WCAG 3.1.2), and no axe violation of WCAG
 * 2.2 AA. One test per route and width; its three languages in one page.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
const NOT_FOUND_PATH = '/no/such/page';
const ROUTES = [...STATIC_PAGE_PATHS, '/index', '/media/1', NOT_FOUND_PATH];

for (const path of ROUTES) {
  // `/index` is the home page under its other address: once is enough.
  for (const viewport of path === '/index' ? VIEWPORTS.slice(0, 1) : VIEWPORTS) {
    test(`${path} in ko, en and ja (${viewport.name}): server HTML, hydration, reflow, CSP, languages of parts, axe`, async ({ page, consoleLog }) => {
      // Three pages loaded, scrolled and scanned by axe in one test (a sweep, not a measure of speed).
      test.slow();
      if (path === NOT_FOUND_PATH) consoleLog.allow404Document();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const problems: string[] = [];
      for (const lang of LANGUAGES) {
        const response = await page.goto(`${path}?lng=${lang}`);
        expect(response?.status(), `${path} ${lang}`).toBe(path === NOT_FOUND_PATH ? 404 : 200);
        // Finished HTML before any script: the language, a real title, a heading; the policy under test is the server's.
        const html = await response!.text();
        expect(html, `${path} ${lang}`).toContain(`<html lang="${lang}">`);
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).toContain('<h1');
        expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'sha256-[^']+' 'sha256-[^']+' 'strict-dynamic'/);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('h1').first()).toBeVisible();
        await scrollThrough(page);
        if (path === '/business') {
          // the Leaflet maps load only when scrolled near: they must be there before the checks
          await expect(page.locator('.leaflet-container').first()).toBeVisible();
          await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached();
        }
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${lang}: page scrolls sideways by ${overflow}px`);
        if (lang !== 'en') problems.push(...(await unmarkedEnglish(page)).map((hit) => `${lang}: unmarked English ${hit}`));
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        for (const v of results.violations) {
          const where = v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ');
          problems.push(`${lang}: ${v.id} (${v.impact}) ${v.help} → ${where}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
}
