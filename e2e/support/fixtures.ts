import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and page errors seen during a test; the 404 document status may be allowed. */
export interface ConsoleLog {
  errors: string[];
  allow404Document: () => void;
}

export const test = base.extend<{ consoleLog: ConsoleLog }>({
  consoleLog: async ({ page }, use) => {
    const errors: string[] = [];
    let allow404 = false;
    page.on('console', (msg) => {
      if (msg.type() !== 'error' && msg.type() !== 'warning') return;
      const text = msg.text();
      if (allow404 && /status of 404/.test(text)) return;
      errors.push(`${msg.type()}: ${text}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use({ errors, allow404Document: () => (allow404 = true) });
    expect(errors, 'console errors and warnings').toEqual([]);
  },
});

export { expect };

/** Waits until the client app has hydrated (the router marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
