import { LANGUAGES } from '@inphr/content';
import { expect, test, waitForHydration } from '../support/fixtures';

/** The `<head>` of a page, and the request hints in it, in document order. */
function headHints(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="(preload|modulepreload|stylesheet)"[^>]*>/g)].map((m) => m[0]);
}

const HERO_PAGES = [
  ['/', 'home/hero-phone'],
  ['/service/inphrcare', 'services/care/phone'],
  ['/service/inphrtemp', 'services/temp/hero'],
] as const;

for (const [path, image] of HERO_PAGES) {
  test(`${path} asks for its hero image first, in the page language, and for no script in its head`, async ({ request }) => {
    for (const lang of LANGUAGES) {
      const html = await (await request.get(`${path}?lng=${lang}`)).text();
      const hints = headHints(html);
      expect(hints[0], `${path} ${lang}`).toMatch(new RegExp(`^<link rel="preload" as="image" href="/images/${image}\\.${lang}\\.svg" fetchpriority="high">$`));
      expect(hints.filter((h) => h.includes('modulepreload'))).toEqual([]);
      expect(html).not.toContain('<script type="module"');
    }
  });
}

test('a page without a hero image preloads no image', async ({ request }) => {
  const hints = headHints(await (await request.get('/faq?lng=en')).text());
  expect(hints.filter((h) => h.includes('as="image"'))).toEqual([]);
});

// The pages with a hero image: it is asked for before any script. (/faq has none: its only images
// are lazy ones, asked for whenever layout brings them near the viewport, before or after the scripts.)
const HERO = new Set(['/', '/service/inphrcare']);

for (const path of ['/', '/service/inphrcare', '/faq']) {
  test(`${path} requests its modules once its first view is painted, all at once, and wakes up`, async ({ page }) => {
    await page.goto(`${path}?lng=ko`);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => r.initiatorType !== 'img' && /\/assets\/.+\.js$/.test(new URL(r.name).pathname));
      // The images the page shows at once (not those loaded lazily, near the viewport).
      const eager = new Set([...document.images].filter((img) => img.loading !== 'lazy').map((img) => img.currentSrc));
      const images = resources.filter((r) => eager.has(r.name));
      return {
        paint,
        loadEnd: load.loadEventEnd,
        scripts: scripts.map((r) => ({ name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd })),
        firstImage: Math.min(...images.map((r) => r.startTime)),
      };
    });
    expect(timing.scripts.length).toBeGreaterThan(3);
    const firstScript = Math.min(...timing.scripts.map((s) => s.start));
    // After the first paint and the load event: the page's own view does not wait on them.
    expect(firstScript).toBeGreaterThan(timing.paint);
    expect(firstScript).toBeGreaterThanOrEqual(timing.loadEnd);
    if (HERO.has(path)) expect(firstScript).toBeGreaterThan(timing.firstImage);
    // The page's modules are announced together (preloads), not discovered import by import:
    // every one is asked for before the entry module has even arrived.
    const entry = timing.scripts.find((s) => s.name.includes('/entry-client'))!;
    for (const script of timing.scripts) expect(script.start, script.name).toBeLessThanOrEqual(entry.end);
  });
}

test('a page opened in a background tab fetches its modules at once (it paints nothing to wait for)', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    // No frame is painted in a hidden tab: the page must not wait for one.
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/history?lng=en');
  // (polled by time: Playwright's default polling waits for animation frames, which this tab has none of)
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/entry-client')), undefined, {
    polling: 100,
  });
  const { firstScript, loadStart } = await page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => /\/assets\/.+\.js$/.test(r.name));
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { firstScript: Math.min(...scripts.map((r) => r.startTime)), loadStart: nav.loadEventStart };
  });
  expect(firstScript).toBeLessThan(loadStart);
  // Fetched, not started: the app starts when the visitor reaches for it (decision 0025).
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});

test('the carousel styles come inside the page and are not fetched again; a page reached in the app fetches them', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/service/inphrchild?lng=en', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  expect(stylesheets).toEqual([]);
  await expect(page.locator('.swiper-wrapper').first()).toHaveCSS('display', 'flex');

  await page.goto('/service?lng=en');
  await waitForHydration(page);
  await page.locator('main a[href^="/service/inphrchild"]').first().click();
  await expect(page).toHaveURL(/\/service\/inphrchild/);
  await expect(page.locator('.swiper-wrapper').first()).toHaveCSS('display', 'flex');
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/carousel-[\w-]+\.css$/)]);
});
