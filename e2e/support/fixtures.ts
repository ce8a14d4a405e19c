import { test as base, expect, type Page } from '@playwright/test';
import { startServer } from '@inphr/server/launch';
import { STUDIO_ADMIN } from './studio';

/** Console errors and page errors seen during a test; the 404 document status may be allowed. */
export interface ConsoleLog {
  errors: string[];
  allow404Document: () => void;
  /** Accepts console messages matching this pattern (e.g. requests a test makes fail on purpose). */
  allow: (pattern: RegExp) => void;
}

// A 1x1 light tile: the map tile server is a third party this machine cannot reach.
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

/** A Content-Security-Policy violation a page saw (its `securitypolicyviolation` event). */
export interface CspViolation {
  documentURI: string;
  blockedURI: string;
  effectiveDirective: string;
  disposition: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

const CSP_BINDING = '__e2eCspViolation';

/** Runs in every document before its own scripts: forwards each violation to the test process. */
function listenForCspViolations(binding: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        documentURI: event.documentURI,
        blockedURI: event.blockedURI,
        effectiveDirective: event.effectiveDirective,
        disposition: event.disposition,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        sample: event.sample,
      });
    },
    true,
  );
}

export const test = base.extend<{ consoleLog: ConsoleLog; cspViolations: CspViolation[] }, { workerServer: { base: string } }>({
  /**
   * Each worker's own production server on its own embedded database, unless E2E_BASE_URL names one:
   * a worker's accounts, content, clock (NODE_ENV=test: apps/server/src/lib/test-clock.ts) and view
   * counts never show in another's. The studio's first admin is made at start, as an operator would.
   */
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      if (process.env.E2E_BASE_URL) return use({ base: process.env.E2E_BASE_URL });
      const server = await startServer({
        NODE_ENV: 'test',
        GLOBAL_RATE_LIMIT: '100000',
        STAFF_BOOTSTRAP_EMAIL: STUDIO_ADMIN.email,
        STAFF_BOOTSTRAP_PASSWORD: STUDIO_ADMIN.password,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.base),
  /** Every violation seen by any page of the test's context, in order; the test fails if there is one. */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  cspViolations: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, cspViolations }, use) => {
    // A binding survives navigations, so violations of every page and document are kept.
    await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => void cspViolations.push(violation));
    await context.addInitScript(listenForCspViolations, CSP_BINDING);
    await use(context);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
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

/**
 * Starts the client app, as a visitor's first press on one of its controls would (the boot script
 * starts it on intent, decision 0025), and waits until it has hydrated (the router marks the document).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    (window as { __inphrStart?: () => void }).__inphrStart?.();
    return document.documentElement.dataset.hydrated === 'true';
  });
}

/** The WCAG rules every page and screen is checked against with axe (2.2 AA and what it includes). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
