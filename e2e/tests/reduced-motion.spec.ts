import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { activeDot, distinctValuesOver, expectVisibleFocus, tabTo } from '../support/keyboard';

/**
 * Intervals as the pages set them: the landing carousels (LANDING_CAROUSEL_MS, home) and the
 * temperature page's profile strip (TEMP_STRIP.speedMs 4000, docs/spec.md "Constants"). The child
 * page's hero carousel does not play by itself (decision 0026): watched as long as a landing one.
 */
const LANDING_MS = 5000;
const TEMP_STRIP_MS = 4000;
/**
 * Watch longer than an interval: one step would have happened by then. A carousel starts its clock
 * once React has seen it come on screen; beside the other test worker in a CI run that took more
 * than 1.5 s once (the strip had not moved 5.5 s after it was scrolled to; it did on the retry).
 */
const MARGIN_MS = 3000;

const carouselIn = (page: Page, testId: string) => page.getByTestId(testId).locator('[aria-roledescription="carousel"]');

/** Where the strip's track is: Swiper moves it with a translate. */
const stripOffset = (strip: Locator) => strip.locator('.swiper-wrapper').evaluate((el) => getComputedStyle(el).transform);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The page has not scrolled, nor changed its height, for 300 ms. */
function scrollSettled(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const at = () => `${window.scrollY} ${document.documentElement.scrollHeight}`;
    const before = at();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return at() === before;
  });
}

/** Carousels only run while on screen (Carousel's IntersectionObserver): bring one into view first. */
async function onScreen(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toBeInViewport();
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('the home landing carousels do not advance by themselves', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/?lng=en');
    const app = carouselIn(page, 'landing-app');
    const web = carouselIn(page, 'landing-web');
    await onScreen(app);
    for (const carousel of [app, web]) {
      // offered, not running: the toggle offers to play
      await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeAttached();
    }
    const seen = await distinctValuesOver(page, LANDING_MS + MARGIN_MS, async () => [await activeDot(app), await activeDot(web)]);
    expect(seen).toEqual([[0, 0]]);
  });

  test('the temperature page profile strip stands still', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/service/inphrtemp?lng=en');
    const strip = carouselIn(page, 'temp-profiles');
    await onScreen(strip);
    await expect(strip.getByRole('button', { name: 'Play slideshow' })).toBeAttached();
    const seen = await distinctValuesOver(page, TEMP_STRIP_MS + MARGIN_MS, () => stripOffset(strip));
    expect(seen).toHaveLength(1);
  });

  test('scrolling is not smooth: back to top jumps at once', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/?lng=en');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth');
    const button = page.getByRole('link', { name: 'Back to top' });
    await tabTo(page, button, { backwards: true });
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // The End key's own scroll (and the page growing as pictures load) over: a scroll still under
    // way when Enter is pressed would carry on past the jump.
    await expect.poll(() => scrollSettled(page), { intervals: [100] }).toBe(true);
    await page.keyboard.press('Enter');
    // no polling: a smooth scroll would still be on its way down the long home page
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectVisibleFocus(page, 'after back to top');
  });
});

test.describe('without a motion preference (the checks above can see motion)', () => {
  test('the same carousels and strip do advance', async ({ page, consoleLog }) => {
    test.setTimeout(60_000);
    void consoleLog;
    await open(page, '/?lng=en');
    const app = carouselIn(page, 'landing-app');
    await onScreen(app);
    await expect(app.getByRole('button', { name: 'Pause slideshow' })).toBeAttached();
    await expect.poll(() => activeDot(app), { timeout: LANDING_MS + MARGIN_MS, intervals: [200] }).not.toBe(0);

    await open(page, '/service/inphrtemp?lng=en');
    const strip = carouselIn(page, 'temp-profiles');
    await onScreen(strip);
    const first = await stripOffset(strip);
    await expect.poll(() => stripOffset(strip), { timeout: TEMP_STRIP_MS + MARGIN_MS, intervals: [200] }).not.toBe(first);
  });

  test('the child page hero carousel holds still all the same, and offers no play button (decision 0026)', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/service/inphrchild?lng=en');
    const hero = carouselIn(page, 'child-carousel');
    await onScreen(hero);
    await expect(hero.getByRole('button', { name: /^Show slide/ })).toHaveCount(3);
    await expect(hero.getByRole('button', { name: /^(Play|Pause) slideshow$/ })).toHaveCount(0);
    const seen = await distinctValuesOver(page, LANDING_MS + MARGIN_MS, () => activeDot(hero));
    expect(seen).toEqual([0]);
  });

  test('back to top scrolls smoothly', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/?lng=en');
    // To the page's end at once (the End key was lost once when the page did not have focus yet).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const button = page.getByRole('link', { name: 'Back to top' });
    await tabTo(page, button, { backwards: true });
    const right = await page.evaluate(() => {
      (document.activeElement as HTMLElement).click();
      return window.scrollY;
    });
    expect(right, 'a smooth scroll has not arrived in the same task').toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
