import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@inphr/chromium';

/**
 * The browser suite: each worker has its own production server (support/fixtures.ts `workerServer`),
 * so the tests of a file may run on either worker. A retried test is printed with its first failure
 * at the end of `pnpm test`: one that needs a retry in two runs is fixed, not retried.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds the test run's summary of the slowest tests and the retried ones (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: new URL('../test-results/timings/e2e.playwright.json', import.meta.url).pathname }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
