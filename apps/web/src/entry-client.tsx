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
import { fetchedAt, type PageState } from './app/page-state';
import type { AppDeps } from './lib/app-deps';
import { createQueryClient } from './lib/query-client';
import { startHydration } from './lib/hydration';
import { changeLanguage } from './lib/language';
import { replayEarlyActions, whenAppStarted } from './boot/replay';

async function start() {
  // Before any press held during start-up is replayed: a policy button's needs it in older browsers.
  ensureInvokerCommands();
  const state = JSON.parse(document.getElementById(PAGE_STATE_ID)?.textContent ?? '{}') as PageState;
  const queryClient = createQueryClient();
  hydrate(queryClient, state.dehydrated && fetchedAt(state.dehydrated, Date.now()));
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
  void replayEarlyActions(window);
  // The server rendered the language it could see (query or cookie); local storage may know better.
  const wanted = detectBrowserLanguage();
  persistLanguage(wanted);
  if (wanted !== state.lang) {
    // switch once hydration is done: an update racing a transition hydration would re-render from scratch
    await whenAppStarted(document);
    await changeLanguage(deps.i18n, wanted);
    document.documentElement.lang = wanted;
  }
}

void start();
