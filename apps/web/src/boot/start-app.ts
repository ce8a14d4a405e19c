import type { BootData } from '@inphr/api';
import { APP_TARGETS, isNativeCommand, WHEN_SEEN } from './protocol';

/** The longest the modules wait for the load event (a slow image may hold it back). */
export const LOAD_WAIT_MAX_MS = 2500;

const TRIGGERS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/**
 * Starts the app when the visitor first reaches for one of its controls, not at every page load
 * (decision 0025): a press, a key or focus on a button, a field or a carousel (`APP_TARGETS`; a
 * click alone too, as assistive technology may send one without a pointer or a key), or a part
 * that has work of its own coming into view (`WHEN_SEEN`). Links, the menus (`<summary>`) and the
 * buttons that command their dialogs work natively and start nothing.
 *
 * The modules are fetched (`modulepreload`) once the first view is on screen: after the load
 * event, two frames and the browser's report of the first contentful paint, or at once in a hidden
 * tab. A part seen before that waits for it (its work is not the visitor's asking); a press does not.
 */
export function installAppStarter(win: Window & typeof globalThis, data: BootData, loadWaitMaxMs = LOAD_WAIT_MAX_MS): () => void {
  const doc = win.document;
  let fetched = false;
  let started = false;
  let seenBeforePaint = false;
  let observer: IntersectionObserver | undefined;

  const fetchAll = () => {
    if (fetched) return;
    fetched = true;
    for (const href of [data.entry, ...data.preloads]) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
    if (seenBeforePaint) start();
  };

  const start = () => {
    if (started) return;
    started = true;
    fetchAll();
    for (const type of TRIGGERS) win.removeEventListener(type, onIntent, true);
    observer?.disconnect();
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = data.entry;
    doc.body.append(script);
  };

  // A press the early script holds reaches this too: it stops propagation, not the window's other
  // capturing listeners.
  const onIntent = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(APP_TARGETS);
    if (control && !control.closest('a[href],summary') && !isNativeCommand(control)) start();
  };

  win.__inphrStart = start;
  for (const type of TRIGGERS) win.addEventListener(type, onIntent, true);

  if (win.IntersectionObserver) {
    const reduced = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    observer = new win.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (fetched) start();
        else seenBeforePaint = true;
      },
      { rootMargin: '200px' },
    );
    for (const part of doc.querySelectorAll(`[${WHEN_SEEN.attribute}]`)) {
      if (!(reduced && part.getAttribute(WHEN_SEEN.attribute) === WHEN_SEEN.motion)) observer.observe(part);
    }
  }

  if (doc.visibilityState !== 'visible') fetchAll();
  else {
    win.setTimeout(fetchAll, loadWaitMaxMs);
    const painted = new Promise<void>((resolve) => {
      if (!(win.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')) return resolve();
      new win.PerformanceObserver((list, self) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        self.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    });
    const afterTwoFrames = () => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(() => void painted.then(fetchAll))));
    win.addEventListener('load', afterTwoFrames, { once: true });
  }
  return start;
}
