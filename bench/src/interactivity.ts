import type { Language } from '@inphr/content';
import { launchChromium } from './chromium';
import { heading, median, table } from './format';
import { pageUrl } from './options';

/**
 * What a person on a phone feels: the page is on screen (first contentful paint), they press a
 * control at once, and it answers when? Chromium under Lighthouse's mobile conditions, applied for
 * real (not simulated): slow 4G (562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up, as
 * DevTools throttling) and the CPU slowed down 4×, at a phone's viewport, with an empty cache.
 */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const CPU_SLOWDOWN = 4;
/** A press that has done nothing after this long is counted as lost. */
const LOST_AFTER_MS = 20_000;

/** The controls pressed: the header's first visible one (a menu), and the footer's first button (a policy dialog). */
const CONTROLS = {
  header: { label: 'header menu', selector: 'header summary, header button[aria-expanded]' },
  footer: { label: 'footer policy', selector: 'footer button' },
} as const;
type ControlId = keyof typeof CONTROLS;

interface Probe {
  fcp: number;
  load: number;
  hydrated: number;
  /** When the press was made and when the control answered (page clock, ms); answered undefined: lost. */
  pressed: number;
  answered: number | undefined;
}

export interface InteractivityRow {
  route: string;
  lang: Language;
  control: string;
  runs: number;
  fcp: number;
  load: number;
  hydrated: number;
  pressedAfterFcp: number;
  /** Median ms from first paint until the pressed control answered (over the runs that answered). */
  answeredAfterFcp: number;
  lost: number;
}

export interface InteractivitySection {
  conditions: string;
  rows: InteractivityRow[];
}

declare global {
  interface Window {
    __benchProbe?: { fcp?: number; load?: number; hydrated?: number };
  }
}

async function probe(base: string, route: string, lang: Language, control: ControlId): Promise<Probe> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const probe: NonNullable<Window['__benchProbe']> = {};
      window.__benchProbe = probe;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      addEventListener('load', () => (probe.load = performance.now()));
      // At document start there is no <html> element yet: watch the document for it and its mark.
      new MutationObserver(() => {
        if (probe.hydrated === undefined && document.documentElement?.dataset.hydrated === 'true') probe.hydrated = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(pageUrl(base, route, lang), { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchProbe?.fcp !== undefined, null, { polling: 10, timeout: 60_000 });
    const { selector } = CONTROLS[control];
    const target = page.locator(selector).filter({ visible: true }).first();
    await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await target.evaluate((el) => el.setAttribute('data-bench-pressed', ''));
    const pressed = await page.evaluate(() => performance.now());
    await target.click({ noWaitAfter: true, timeout: 30_000 });
    let answered: number | undefined;
    try {
      answered = await page
        .waitForFunction(
          (id) => {
            const el = document.querySelector('[data-bench-pressed]');
            if (!el) return false;
            // The menu opened (a native disclosure, or a button's disclosure); the dialog shows.
            const done =
              id === 'header'
                ? Boolean(el.closest('details')?.open) || el.getAttribute('aria-expanded') === 'true'
                : [...document.querySelectorAll<HTMLElement>('dialog[open], [role="dialog"]')].some((d) => d.getClientRects().length > 0);
            return done ? performance.now() : false;
          },
          control,
          { polling: 10, timeout: LOST_AFTER_MS },
        )
        .then((handle) => handle.jsonValue() as Promise<number>);
    } catch {
      answered = undefined;
    }
    await page.waitForFunction(() => window.__benchProbe?.hydrated !== undefined && window.__benchProbe.load !== undefined, null, {
      polling: 50,
      timeout: 60_000,
    });
    const m = (await page.evaluate(() => window.__benchProbe))!;
    return { fcp: m.fcp!, load: m.load!, hydrated: m.hydrated!, pressed, answered };
  } finally {
    await browser.close();
  }
}

export async function runInteractivity(o: { base: string; routes: readonly string[]; lang: Language; runs: number }): Promise<InteractivitySection> {
  const rows: InteractivityRow[] = [];
  for (const route of o.routes) {
    for (const control of Object.keys(CONTROLS) as ControlId[]) {
      const probes: Probe[] = [];
      for (let run = 0; run < o.runs; run += 1) probes.push(await probe(o.base, route, o.lang, control));
      const answered = probes.filter((p) => p.answered !== undefined);
      const row: InteractivityRow = {
        route,
        lang: o.lang,
        control: CONTROLS[control].label,
        runs: probes.length,
        fcp: median(probes.map((p) => p.fcp)),
        load: median(probes.map((p) => p.load)),
        hydrated: median(probes.map((p) => p.hydrated)),
        pressedAfterFcp: median(probes.map((p) => p.pressed - p.fcp)),
        answeredAfterFcp: median(answered.map((p) => p.answered! - p.fcp)),
        lost: probes.length - answered.length,
      };
      console.error(`[interactivity] ${route} ${row.control}: answered ${Math.round(row.answeredAfterFcp)} ms after FCP (${row.lost} lost)`);
      rows.push(row);
    }
  }
  return {
    conditions: `Chromium, 412×823 phone viewport, slow 4G (562.5 ms RTT, 1.47 Mbit/s) and ${CPU_SLOWDOWN}× CPU slowdown applied (not simulated), empty cache`,
    rows,
  };
}

export function printInteractivity(s: InteractivitySection): void {
  console.log(heading(`FIRST PAINT → A CONTROL THAT WORKS — ${s.conditions}; a control pressed as soon as the page is painted`));
  const ms = (v: number) => (Number.isNaN(v) ? '–' : String(Math.round(v)));
  console.log(
    table(
      [
        { header: 'route', align: 'left' },
        { header: 'control', align: 'left' },
        { header: 'runs' },
        { header: 'FCP ms' },
        { header: 'load ms' },
        { header: 'hydrated ms' },
        { header: 'pressed +ms' },
        { header: 'works +ms after FCP' },
        { header: 'presses lost' },
      ],
      s.rows.map((r) => [
        r.route,
        r.control,
        String(r.runs),
        ms(r.fcp),
        ms(r.load),
        ms(r.hydrated),
        ms(r.pressedAfterFcp),
        ms(r.answeredAfterFcp),
        String(r.lost),
      ]),
    ),
  );
  console.log('Medians. "works": the control did what it does (the menu opened, the dialog showed); a press that did nothing within 20 s is lost.');
}
