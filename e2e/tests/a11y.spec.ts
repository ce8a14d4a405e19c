import AxeBuilder from '@axe-core/playwright';
import { LANGUAGES, STATIC_PAGE_PATHS } from '@inphr/content';
import { expect, test, waitForHydration } from '../support/fixtures';

/** WCAG 2.2 AA as axe-core tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

const ROUTES = [...STATIC_PAGE_PATHS, '/media/1', '/no-such-page'];

for (const path of ROUTES) {
  test.describe(`axe ${path}`, () => {
    for (const viewport of VIEWPORTS) {
      test(`no WCAG 2.2 AA violations (${viewport.name}, ko/en/ja)`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        const problems: string[] = [];
        try {
          for (const lang of LANGUAGES) {
            const page = await context.newPage();
            await page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
            const response = await page.goto(`${path}?lng=${lang}`);
            expect(response?.status()).toBeLessThan(500);
            await waitForHydration(page);
            // WCAG 1.4.10 reflow: nothing scrolls sideways at any width.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (overflow > 0) problems.push(`${lang}: page scrolls sideways by ${overflow}px`);
            const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
            for (const v of results.violations) {
              const where = v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ');
              problems.push(`${lang}: ${v.id} (${v.impact}) ${v.help} → ${where}`);
            }
            await page.close();
          }
        } finally {
          await context.close();
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
