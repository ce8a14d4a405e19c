import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { createCareApi, createMainSiteApi, PAGE_STATE_ID } from '@inphr/api';
import { createI18n, detectBrowserLanguage, persistLanguage } from '@inphr/i18n';
import { ensureInvokerCommands } from '@inphr/ui';
import { AppShell } from './app/app-shell';
import { matchPage, ROUTES } from './app/routing/route-table';
import { AppRoutes, createPageLoader } from './app/routing/page-loader';
import { RootError } from './app/root-error';
import type { PageState } from './app/page-state';
import type { AppDeps } from './lib/app-deps';
import { createQueryClient } from './lib/query-client';
import { startHydration } from './lib/hydration';
import { changeLanguage } from './lib/language';

/** Resolves when the root route has marked the page hydrated (root-route.tsx). */
function whenHydrated(): Promise<void> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    if (html.dataset.hydrated === 'true') return resolve();
    const observer = new MutationObserver(() => {
      if (html.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

interface EarlyField {
  value?: string;
  checked?: boolean;
}

declare global {
  interface Window {
    /** What the visitor did before the app took over (the server's early-press script, document.ts). */
    __inphrEarly?: { take(): { fields: [Element, EarlyField][]; actions: [string, Element][] } };
  }
}

/**
 * Sets a field as typing would, so that the app's change handler hears it. Hydration leaves what
 * was typed on screen while the app's state is still empty (its next render would wipe it): React
 * reports a change only when the field differs from the value it last saw, so the field is first
 * set through React's own property to what the app holds, then to the typed text through the
 * element's prototype (unseen by React), and the event fired.
 */
function restoreField(element: Element, field: EarlyField): void {
  if (!element.isConnected) return;
  if (element instanceof HTMLInputElement && field.checked !== undefined) {
    element.checked = !field.checked;
    element.click();
    return;
  }
  if (field.value === undefined) return;
  if (element instanceof HTMLSelectElement) {
    element.value = field.value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  element.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set?.call(element, field.value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Gives back what the visitor did before the app took over: the fields as they were typed, then
 * each press and submission, in order. No click and no keystroke is lost to a slow script.
 */
async function replayEarlyActions(): Promise<void> {
  await whenHydrated();
  const early = window.__inphrEarly?.take();
  if (!early) return;
  for (const [element, field] of early.fields) restoreField(element, field);
  // The app re-renders with the restored values before a submit reads them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const [type, element] of early.actions) {
    if (!element.isConnected) continue;
    if (type === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}

async function start() {
  // Before any press held during start-up is replayed: a policy button's needs it in older browsers.
  ensureInvokerCommands();
  const state = JSON.parse(document.getElementById(PAGE_STATE_ID)?.textContent ?? '{}') as PageState;
  const queryClient = createQueryClient();
  hydrate(queryClient, state.dehydrated);
  const deps: AppDeps = {
    queryClient,
    i18n: createI18n(state.lang, state.resources),
    careApi: createCareApi({ prefixUrl: new URL(state.config.careApiBase, window.location.origin).toString() }),
    mainSiteApi: createMainSiteApi({ prefixUrl: new URL(state.config.mainSiteBase, window.location.origin).toString() }),
    config: state.config,
  };
  // Load the first page's module before hydrating, so hydration renders exactly what the server rendered.
  const loader = createPageLoader(deps, 'browser');
  const { page, params } = matchPage(window.location.pathname);
  if (!state.failed) await loader.prepare(page, params);
  // Hydrate as a transition: React yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (a phone stays responsive while the page wakes up).
  startHydration();
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppShell deps={deps}>
          <BrowserRouter>
            <AppRoutes routes={ROUTES} loader={loader} errorElement={<RootError />} failed={state.failed} />
          </BrowserRouter>
        </AppShell>
      </StrictMode>,
    );
  });
  void replayEarlyActions();
  // The server rendered the language it could see (query or cookie); local storage may know better.
  const wanted = detectBrowserLanguage();
  persistLanguage(wanted);
  if (wanted !== state.lang) {
    // switch once hydration is done: an update racing a transition hydration would re-render from scratch
    await whenHydrated();
    await changeLanguage(deps.i18n, wanted);
    document.documentElement.lang = wanted;
  }
}

void start();
