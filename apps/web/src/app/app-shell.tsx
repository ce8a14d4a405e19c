import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyle } from '@inphr/ui';
import { AppDepsProvider, type AppDeps } from '../lib/app-deps';

/** Providers shared by the server render and the browser. */
export function AppShell({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  return (
    <AppDepsProvider deps={deps}>
      <I18nextProvider i18n={deps.i18n}>
        <QueryClientProvider client={deps.queryClient}>
          <GlobalStyle />
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    </AppDepsProvider>
  );
}
