import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectOpen, phoneMenuButton } from '../support/header';

/**
 * The app starts when the visitor first reaches for one of its controls, or when a part with work
 * of its own comes into view (decision 0025); a visitor who reads, follows links and opens the
 * native menus and dialogs never starts it. Its modules are fetched after the first paint either way.
 */

/** The page's app modules were fetched (after the first paint) and the entry was not run. */
async function fetchedNotStarted(page: Page) {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/entry-client')))).toBe(true);
  await page.waitForTimeout(1000); // proving an absence: the app had a second to start by itself
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  expect(await page.locator('script[type="module"]').count()).toBe(0);
}

async function started(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('a page read, its links focused and its native controls pressed does not start the app', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/history?lng=en');
  await fetchedNotStarted(page);
  // Keyboard through the first links: focus on a link starts nothing.
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(['A', 'SUMMARY']).toContain(await page.evaluate(() => document.activeElement?.tagName));
  }
  // The phone menu (a native disclosure) and a policy dialog (a native dialog) open by themselves.
  const menu = phoneMenuButton(page);
  await menu.click();
  await expectOpen(menu);
  await menu.click();
  await expectOpen(menu, false);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});

test('focus on a form field starts the app, and what is typed meanwhile is kept', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/cooperate?lng=en');
  await fetchedNotStarted(page);
  await page.getByLabel('Name').fill('Kim Minji');
  await started(page);
  await expect(page.getByLabel('Name')).toHaveValue('Kim Minji');
  // The app's own validation answers now: an empty submit marks the required fields.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Contact')).toHaveAttribute('aria-invalid', 'true');
});

test('a slideshow coming into view starts the app: it moves by itself', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lng=en');
  await fetchedNotStarted(page);
  const carousel = page.getByTestId('landing-app').locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await started(page);
  // The app takes over the page where the visitor is: it does not scroll them back to the top.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(carousel).toBeInViewport();
  // Autoplay: the second slide's dot becomes current within the interval (5 s) and a margin.
  await expect(carousel.getByRole('button', { name: /^Show slide 2 of/ })).toHaveAttribute('aria-current', 'true', { timeout: 8000 });
});

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('a slideshow coming into view starts nothing (it would not move); a press on its dot starts the app and is done', async ({ page, consoleLog }) => {
    void consoleLog;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?lng=en');
    const carousel = page.getByTestId('landing-app').locator('[aria-roledescription="carousel"]');
    await carousel.scrollIntoViewIfNeeded();
    await fetchedNotStarted(page);
    const second = carousel.getByRole('button', { name: /^Show slide 2 of/ });
    await second.click();
    await started(page);
    await expect(second).toHaveAttribute('aria-current', 'true');
  });
});

test('the office map coming into view starts the app, which draws it', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/business?lng=en');
  await fetchedNotStarted(page);
  const map = page.locator('[data-map-state]').first();
  await map.scrollIntoViewIfNeeded();
  await started(page);
  await expect(map).not.toHaveAttribute('data-map-state', 'loading');
});

test('a moving slideshow in the first view starts the app once that view is painted, not before', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.setViewportSize({ width: 1280, height: 800 });
  // A visitor who follows a link to the landing section: its slideshows are in the first view.
  await page.goto('/?lng=en#landing-title');
  const carousel = page.getByTestId('landing-app').locator('[aria-roledescription="carousel"]');
  // Nothing pressed: the slideshow, in view and moving, starts the app by itself.
  await started(page);
  await expect(carousel).toBeInViewport();
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.includes('/assets/entry-client'))!;
    return { paint, loadEnd: nav.loadEventEnd, entry: entry.startTime };
  });
  expect(timing.entry).toBeGreaterThan(timing.paint);
  expect(timing.entry).toBeGreaterThanOrEqual(timing.loadEnd);
});

test('the child page, whose hero slideshow holds still (decision 0026), starts nothing until a dot is pressed', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/service/inphrchild?lng=en');
  const hero = page.getByTestId('child-carousel').locator('[aria-roledescription="carousel"]');
  await expect(hero).toBeInViewport();
  await fetchedNotStarted(page);
  const third = hero.getByRole('button', { name: /^Show slide 3 of/ });
  await third.click();
  await started(page);
  await expect(third).toHaveAttribute('aria-current', 'true');
});
