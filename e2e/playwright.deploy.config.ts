import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@inphr/chromium';

/**
 * The deployment test: two production instances on PostgreSQL and Redis behind nginx, started by
 * the test itself (no global server). Skipped, saying why, where PostgreSQL, Redis or nginx is missing.
 */
export default defineConfig({
  testDir: './deploy',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the test run's summary of the slowest tests and the retried ones (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: new URL('../test-results/timings/deploy.playwright.json', import.meta.url).pathname }]],
  use: {
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'deploy', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
