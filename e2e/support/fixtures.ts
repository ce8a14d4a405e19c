import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and page errors seen during a test; the 404 document status may be allowed. */
export interface ConsoleLog {
  errors: string[];
  allow404Document: () => void;
  /** Accepts console messages matching this pattern (e.g. requests a test makes fail on purpose). */
  allow: (pattern: RegExp) => void;
}

// A 1x1 light tile: the map tile server is a third party this machine cannot reach.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

export const test = base.extend<{ consoleLog: ConsoleLog }>({
  page: async ({ page }, use) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ body: TILE_PNG, contentType: 'image/png' }));
    await use(page);
  },
  consoleLog: async ({ page }, use) => {
    const errors: string[] = [];
    let allow404 = false;
    const allowed: RegExp[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error' && msg.type() !== 'warning') return;
      const text = msg.text();
      if (allow404 && /status of 404/.test(text)) return;
      if (allowed.some((p) => p.test(text))) return;
      errors.push(`${msg.type()}: ${text}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use({ errors, allow404Document: () => (allow404 = true), allow: (p) => void allowed.push(p) });
    expect(errors, 'console errors and warnings').toEqual([]);
  },
});

export { expect };

/** Waits until the client app has hydrated (the router marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
