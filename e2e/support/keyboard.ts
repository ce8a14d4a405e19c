import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is and whether a person can see that it has focus. */
export interface FocusReport {
  /** e.g. `button "About Us"`. */
  what: string;
  /** Empty when the focus is visible; otherwise why not. */
  problems: string[];
}

/**
 * Inspects document.activeElement: it must draw a focus indicator (an outline with a width, or a
 * box-shadow, on the element or on its ::before/::after, as a card link does), be on screen after
 * the browser scrolled it into view, and not be entirely covered by something else such as the
 * sticky header (WCAG 2.4.7 and 2.4.11).
 */
export function inspectFocus(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { what: 'nothing', problems: ['nothing has focus'] };
    const name = (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('value') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
    const problems: string[] = [];

    const drawsIndicator = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== '' && style.boxShadow !== 'none');
    const styles = [getComputedStyle(el), getComputedStyle(el, '::before'), getComputedStyle(el, '::after')];
    if (!styles.some(drawsIndicator)) {
      const own = styles[0]!;
      problems.push(`no focus indicator (outline ${own.outlineStyle} ${own.outlineWidth}, box-shadow ${own.boxShadow})`);
    }

    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) problems.push(`has no size (${rect.width}x${rect.height})`);
    else if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= window.innerHeight || rect.left >= window.innerWidth) {
      problems.push(`is off screen at ${Math.round(rect.left)},${Math.round(rect.top)}`);
    } else {
      // Not entirely hidden: some point of it (centre or near a corner) is the element itself.
      const inset = (a: number, b: number) => Math.min(Math.max(a, 0) + 2, Math.min(b, window.innerWidth) - 1);
      const xs = [inset(rect.left, rect.right), (rect.left + rect.right) / 2, Math.min(rect.right, window.innerWidth) - 2];
      const ys = [Math.max(rect.top, 0) + 2, (rect.top + rect.bottom) / 2, Math.min(rect.bottom, window.innerHeight) - 2];
      const labels = el.id ? [...document.querySelectorAll(`label[for="${CSS.escape(el.id)}"]`)] : [];
      const hit = xs.some((x) =>
        ys.some((y) => {
          const top = document.elementFromPoint(x, y);
          return !!top && (el.contains(top) || top.contains(el) || labels.some((l) => l.contains(top)));
        }),
      );
      if (!hit) {
        const top = document.elementFromPoint((rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2);
        problems.push(`is covered by ${top ? top.tagName.toLowerCase() + (top.className ? `.${String(top.className).split(' ')[0]}` : '') : 'nothing'}`);
      }
    }
    return { what, problems };
  });
}

/** Fails the test when the focused element is not visibly focused. */
export async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  const report = await inspectFocus(page);
  expect(report.problems, `${step}: focus on ${report.what}`).toEqual([]);
}

/** Presses a key (Tab by default) and checks that the newly focused element shows it. */
export async function press(page: Page, key = 'Tab'): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, `after ${key}`);
}

/** Tabs (or Shift+Tabs) until `target` has focus, checking the focus indicator at every stop. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await press(page, backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** The index of the carousel slide whose dot is marked current. */
export function activeDot(carousel: Locator): Promise<number> {
  return carousel.locator('button[aria-label]').evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
}

/**
 * Samples `read` for `ms` and returns every distinct value seen. Used to show that something does
 * NOT move for longer than its own interval; waiting is the point here, not a time limit.
 */
export async function distinctValuesOver<T>(page: Page, ms: number, read: () => Promise<T>): Promise<T[]> {
  const seen = [JSON.stringify(await read())];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await page.waitForTimeout(250);
    seen.push(JSON.stringify(await read()));
  }
  return [...new Set(seen)].map((v) => JSON.parse(v) as T);
}
