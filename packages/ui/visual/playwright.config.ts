import { defineConfig } from '@playwright/test';
import { STABLE_TEXT_FLAGS, chromiumLaunchOptions } from '@inphr/chromium';

/**
 * Visual regression of the design system: every Storybook story of the built Storybook
 * (storybook-static) is screenshotted in Debian's Chromium and compared with the baselines
 * committed in ./__screenshots__, then checked with axe, and again with axe in the sister site's
 * theme in Korean (storybook-a11y.visual.ts). The local counterpart of the Chromatic workflow.
 *
 *   pnpm visual          compare (missing baselines fail under CI=true, are written otherwise)
 *   pnpm visual:update   rewrite the baselines that changed, on purpose
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // CI never writes a baseline: a story without one fails.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  fullyParallel: true,
  workers: 2,
  retries: 0, // a screenshot that needs a retry is a flaky baseline: fix it instead
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  // The JSON report feeds the test run's summary of the slowest tests and the retried ones (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: new URL('../../../test-results/timings/visual.playwright.json', import.meta.url).pathname }]],
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // Per pixel, `threshold` (YIQ colour distance) absorbs anti-aliasing noise (a focus ring's
      // rounded edge differs by a few levels between runs). The number of differing pixels allowed
      // is the smaller of 0.2 % of the image and 40: a ratio alone is too lenient on a mostly blank
      // 1024x768 page (a button's corner radius from pill to 4px changes only 250-460 pixels).
      threshold: 0.2,
      maxDiffPixelRatio: 0.002,
      maxDiffPixels: 40,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: process.env.VISUAL_BASE_URL,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
    // Same text rendering on every machine: no LCD subpixel anti-aliasing, no hinting drift.
    launchOptions: chromiumLaunchOptions(STABLE_TEXT_FLAGS),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
