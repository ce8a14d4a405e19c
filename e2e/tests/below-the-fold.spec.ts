import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { paths } from '@inphr/content';
import { expect, test } from '../support/fixtures';

/**
 * What is below the fold on a phone is there for a screen reader before it is scrolled to: every
 * heading of the page, far down included, is in the browser's accessibility tree as soon as the
 * page is loaded. (`content-visibility: auto` on the page's bands would take the headings of bands
 * not yet near the viewport out of Chromium's tree: decision 0019.)
 */
test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [paths.home.getHref(), paths.business.getHref(), paths.service.getHref('care')];

async function accessibleHeadings(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes.filter((n) => !n.ignored && n.role?.value === 'heading').map((n) => String(n.name?.value ?? ''));
  } finally {
    await cdp.detach();
  }
}

for (const path of PAGES) {
  test(`every heading of ${path} is read by assistive technology before it is scrolled to`, async ({ page }) => {
    await page.goto(`${path}?lng=en`);
    const inPage = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, main h2, main h3')]
        .filter((h) => !h.closest('[hidden], dialog'))
        .map((h) => ({ name: h.textContent?.trim() ?? '', top: h.getBoundingClientRect().top })),
    );
    // The page reaches well below the first screen, so that the check covers what is off screen.
    expect(Math.max(...inPage.map((h) => h.top))).toBeGreaterThan(3 * 844);
    const read = await accessibleHeadings(page);
    expect(inPage.map((h) => h.name).filter((name) => !read.includes(name))).toEqual([]);
  });
}

test('a contrast check that does not scroll finds every text on its own background', async ({ page }) => {
  // Lighthouse's axe runs at the top of the page without scrolling, as here.
  for (const path of PAGES) {
    await page.goto(`${path}?lng=en`);
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${path}: ${n.target.join(' ')}`))).toEqual([]);
  }
});
