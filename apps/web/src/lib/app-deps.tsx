import { createContext, useContext, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { CareApi, HtmlSanitizers, MainSiteApi } from '@inphr/api';
import type { PublicConfig } from '@inphr/api';

/** What pages need from the outside world; built once per browser page or per server request. */
export interface AppDeps {
  queryClient: QueryClient;
  i18n: I18n;
  careApi: CareApi;
  mainSiteApi: MainSiteApi;
  config: PublicConfig;
  /**
   * Sanitize news bodies and FAQ answers on the server (DOMPurify on jsdom) as their queries fill
   * the cache, so the hydration state is already clean. Absent in the browser, where a query loads
   * DOMPurify with its first fetch (`sanitizerOf`).
   */
  sanitizeHtml?: HtmlSanitizers;
}

const AppDepsContext = createContext<AppDeps | null>(null);

export function AppDepsProvider({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  return <AppDepsContext.Provider value={deps}>{children}</AppDepsContext.Provider>;
}

export function useAppDeps(): AppDeps {
  const deps = useContext(AppDepsContext);
  if (!deps) throw new Error('useAppDeps outside AppDepsProvider');
  return deps;
}
