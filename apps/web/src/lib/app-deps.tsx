import { createContext, useContext, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { CareApi, MainSiteApi } from '@inphr/api';
import type { PublicConfig } from '@inphr/api';

/** What pages need from the outside world; built once per browser page or per server request. */
export interface AppDeps {
  queryClient: QueryClient;
  i18n: I18n;
  careApi: CareApi;
  mainSiteApi: MainSiteApi;
  config: PublicConfig;
  /**
   * Sanitizes news HTML on the server (DOMPurify on jsdom) as the news query fills the cache, so the
   * hydration state is already clean. Absent in the browser, where the news query loads DOMPurify
   * with its first fetch (it would weigh on the news page's first load otherwise).
   */
  sanitizeHtml?: (html: string) => string;
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
