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

/**
 * The controls pressed: the header's first visible one (a menu), and the footer's first button (a
 * policy dialog), both native; and on the home page a slideshow's dot, one of the app's own controls:
 * the press starts the app (decision 0025), is held meanwhile and done once it runs (decision 0007).
 */
const CONTROLS = {
  header: { label: 'header menu', selector: 'header summary, header button[aria-expanded]', routes: undefined },
  footer: { label: 'footer policy', selector: 'footer button', routes: undefined },
  app: { label: "slideshow dot (the app's)", selector: '[aria-roledescription="carousel"] button[aria-label]:not([aria-current])', routes: ['/'] },
} as const satisfies Record<string, { label: string; selector: string; routes: readonly string[] | undefined }>;
/** The control whose press waits for the app to start: judged on no press lost, its time reported. */
export const APP_CONTROL = CONTROLS.app.label;
type ControlId = keyof typeof CONTROLS;

/**
 * How the control is pressed. 'page': by the page itself, the moment its first contentful paint is
 * reported and the control is on it (a click() from a script the bench adds at document start: the
 * time from first paint until the control works, with nothing of the harness in it). 'input': by
 * Playwright as a person would (a real pointer event), as soon as the harness sees the paint; each
 * of its steps is a round trip to a renderer slowed down 4×, so its press lands later, and what it
 * measures includes the harness.
 */
const PRESSES = {
  page: 'at first paint, by the page',
  input: 'by the harness (pointer input)',
} as const;
type PressId = keyof typeof PRESSES;

interface Probe {
  fcp: number;
  load: number;
  /** When the app had hydrated (page clock, ms); NaN: it did not start (nothing asked for it). */
  hydrated: number;
  /** When the press was made and when the control answered (page clock, ms); answered undefined: lost. */
  pressed: number;
  answered: number | undefined;
}

export interface InteractivityRow {
  route: string;
  lang: Language;
  control: string;
  /** How it was pressed (PRESSES). */
  press: string;
  /** True for the press at first paint by the page: the figure that matters (a visitor who presses at once). */
  atFirstPaint: boolean;
  runs: number;
  fcp: number;
  load: number;
  hydrated: number;
  pressedAfterFcp: number;
  /** Median ms from first paint until the pressed control answered (over the runs that answered). */
  answeredAfterFcp: number;
  /** Median ms from the press until the control answered. */
  answeredAfterPress: number;
  lost: number;
}

export interface InteractivitySection {
  conditions: string;
  rows: InteractivityRow[];
}

declare global {
  interface Window {
    __benchProbe?: { fcp?: number; load?: number; hydrated?: number; pressed?: number; answered?: number };
  }
}

async function probe(base: string, route: string, lang: Language, control: ControlId, press: PressId): Promise<Probe> {
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
    // When the pressed control answered, noted by the page itself (every 10 ms), so that no round
    // trip of the harness is counted: the menu opened (a native disclosure, or a button's
    // disclosure), or a dialog shows.
    await page.addInitScript((id: ControlId) => {
      const probe = window.__benchProbe!;
      const timer = setInterval(() => {
        const el = document.querySelector('[data-bench-pressed]');
        if (!el) return;
        const done =
          id === 'header'
            ? Boolean(el.closest('details')?.open) || el.getAttribute('aria-expanded') === 'true'
            : id === 'app'
              ? el.getAttribute('aria-current') === 'true'
              : [...document.querySelectorAll<HTMLElement>('dialog[open], [role="dialog"]')].some((d) => d.getClientRects().length > 0);
        if (!done) return;
        probe.answered = performance.now();
        clearInterval(timer);
      }, 10);
    }, control);
    const { selector } = CONTROLS[control];
    if (press === 'page') {
      await page.addInitScript((controlSelector: string) => {
        const probe = window.__benchProbe!;
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          // The first visible one, once the parser has reached it. (No named function in here: the
          // bench runs under tsx, which would wrap one in a helper the page does not have.)
          const timer = setInterval(() => {
            const el = [...document.querySelectorAll<HTMLElement>(controlSelector)].find((e) => e.getClientRects().length > 0);
            if (!el) return;
            clearInterval(timer);
            el.setAttribute('data-bench-pressed', '');
            probe.pressed = performance.now();
            el.click();
          }, 10);
        }).observe({ type: 'paint', buffered: true });
      }, selector);
    }
    await page.goto(pageUrl(base, route, lang), { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchProbe?.fcp !== undefined, null, { polling: 10, timeout: 60_000 });
    let pressed: number;
    if (press === 'page') {
      pressed = await page
        .waitForFunction(() => window.__benchProbe?.pressed ?? false, null, { polling: 10, timeout: 60_000 })
        .then((handle) => handle.jsonValue() as Promise<number>);
    } else {
      const target = page.locator(selector).filter({ visible: true }).first();
      await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
      await target.evaluate((el) => el.setAttribute('data-bench-pressed', ''));
      pressed = await page.evaluate(() => performance.now());
      await target.click({ noWaitAfter: true, timeout: 30_000 });
    }
    let answered: number | undefined;
    try {
      answered = await page
        .waitForFunction(() => window.__benchProbe?.answered ?? false, null, { polling: 50, timeout: LOST_AFTER_MS })
        .then((handle) => handle.jsonValue() as Promise<number>);
    } catch {
      answered = undefined;
    }
    await page.waitForFunction(() => window.__benchProbe?.load !== undefined, null, { polling: 50, timeout: 60_000 });
    const m = (await page.evaluate(() => window.__benchProbe))!;
    // The app starts on a press of one of its own controls (decision 0025): after a native one's, never.
    return { fcp: m.fcp!, load: m.load!, hydrated: m.hydrated ?? Number.NaN, pressed, answered };
  } finally {
    await browser.close();
  }
}

export async function runInteractivity(o: { base: string; routes: readonly string[]; lang: Language; runs: number }): Promise<InteractivitySection> {
  const rows: InteractivityRow[] = [];
  for (const route of o.routes) {
    for (const control of Object.keys(CONTROLS) as ControlId[]) {
      const only: readonly string[] | undefined = CONTROLS[control].routes;
      if (only && !only.includes(route)) continue;
      for (const press of Object.keys(PRESSES) as PressId[]) {
        const probes: Probe[] = [];
        for (let run = 0; run < o.runs; run += 1) probes.push(await probe(o.base, route, o.lang, control, press));
        const answered = probes.filter((p) => p.answered !== undefined);
        const row: InteractivityRow = {
          route,
          lang: o.lang,
          control: CONTROLS[control].label,
          press: PRESSES[press],
          atFirstPaint: press === 'page',
          runs: probes.length,
          fcp: median(probes.map((p) => p.fcp)),
          load: median(probes.map((p) => p.load)),
          hydrated: median(probes.map((p) => p.hydrated).filter(Number.isFinite)),
          pressedAfterFcp: median(probes.map((p) => p.pressed - p.fcp)),
          answeredAfterFcp: median(answered.map((p) => p.answered! - p.fcp)),
          answeredAfterPress: median(answered.map((p) => p.answered! - p.pressed)),
          lost: probes.length - answered.length,
        };
        console.error(
          `[interactivity] ${route} ${row.control} pressed ${row.press}: ${Math.round(row.pressedAfterFcp)} ms after FCP, answered ${Math.round(row.answeredAfterFcp)} ms after FCP (${row.lost} lost)`,
        );
        rows.push(row);
      }
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
        { header: 'pressed', align: 'left' },
        { header: 'runs' },
        { header: 'FCP ms' },
        { header: 'load ms' },
        { header: 'hydrated ms' },
        { header: 'pressed +ms after FCP' },
        { header: 'works +ms after FCP' },
        { header: 'works +ms after press' },
        { header: 'presses lost' },
      ],
      s.rows.map((r) => [
        r.route,
        r.control,
        r.press,
        String(r.runs),
        ms(r.fcp),
        ms(r.load),
        ms(r.hydrated),
        ms(r.pressedAfterFcp),
        ms(r.answeredAfterFcp),
        ms(r.answeredAfterPress),
        String(r.lost),
      ]),
    ),
  );
  console.log(
    [
      'Medians. "works": the control did what it does (the menu opened, the dialog showed, the dot became current), as the page itself saw it; a press that did nothing within 20 s is lost.',
      '"hydrated": when the app had started, if anything started it (a press of one of its own controls, decision 0025; "–": nothing did).',
      `"${PRESSES.page}": a script of the bench clicks the control the moment the first contentful paint is reported and the control is on the page (the rows that matter).`,
      `"${PRESSES.input}": Playwright presses it with a real pointer event once it sees the paint; its steps are round trips to the slowed renderer, so the press lands later.`,
    ].join('\n'),
  );
}
