import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAppStarter } from './start-app';
import { WHEN_SEEN } from './protocol';

const DATA = { entry: '/assets/entry-client.js', preloads: ['/assets/runtime.js'] };

/** IntersectionObserver as the browser's: the test says when a part comes into view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  see() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true })) as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const entryScripts = () => document.querySelectorAll(`script[type="module"][src="${DATA.entry}"]`).length;
const preloaded = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

function setMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query }));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  setMotion(false);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.body.innerHTML = '';
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete window.__inphrStart;
});

describe('installAppStarter', () => {
  it('starts the app once, on a press of one of its controls; links, menus and native commands start nothing', () => {
    document.body.innerHTML = `
      <a href="/business" id="link">Business</a>
      <details><summary id="menu">About us</summary></details>
      <button type="button" id="dot">2</button>`;
    const start = installAppStarter(window, DATA);
    document.getElementById('link')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.getElementById('menu')!.focus();
    expect(entryScripts()).toBe(0);

    document.getElementById('dot')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(entryScripts()).toBe(1);
    expect(preloaded()).toEqual([DATA.entry, ...DATA.preloads]);
    document.getElementById('dot')!.click();
    start();
    expect(entryScripts(), 'started once').toBe(1);
    expect(window.__inphrStart).toBe(start);
  });

  it('fetches the modules after the load event, two frames and the first paint, without starting the app', async () => {
    installAppStarter(window, DATA);
    expect(preloaded()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(preloaded()).toEqual([DATA.entry, ...DATA.preloads]);
    expect(entryScripts()).toBe(0);
  });

  it('fetches them after at most its wait when the load event is held back', async () => {
    installAppStarter(window, DATA, 2500);
    await vi.advanceTimersByTimeAsync(2499);
    expect(preloaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(preloaded()).toHaveLength(2);
  });

  it('starts when a part with work of its own is seen, after the first view is painted', async () => {
    document.body.innerHTML = `<div ${WHEN_SEEN.attribute}="">map</div>`;
    installAppStarter(window, DATA);
    FakeObserver.last!.see();
    expect(entryScripts(), 'the first view is painted first').toBe(0);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScripts()).toBe(1);
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('does not watch a part that only moves when motion is reduced', () => {
    setMotion(true);
    document.body.innerHTML = `<div ${WHEN_SEEN.attribute}="${WHEN_SEEN.motion}">slides</div><div ${WHEN_SEEN.attribute}="">map</div>`;
    installAppStarter(window, DATA);
    expect(FakeObserver.last!.observed.map((element) => element.textContent)).toEqual(['map']);
  });

  it('fetches at once in a hidden tab, which paints nothing', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    installAppStarter(window, DATA);
    expect(preloaded()).toHaveLength(2);
    expect(entryScripts()).toBe(0);
  });
});
