import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createI18n, type NamespaceResources } from '@inphr/i18n';
import type { Language } from '@inphr/content';
import { GlobalStyle } from '@inphr/ui';
import { StudioApiError } from '../api/client';
import { createStudioRouter } from './routes';

export interface AppProps {
  lang: Language;
  texts: NamespaceResources;
}

/** The studio: its texts, its server state (TanStack Query) and its routes under /studio/. */
export function App({ lang, texts }: AppProps) {
  const [i18n] = useState(() => {
    const instance = createI18n(lang, { studio: texts });
    instance.setDefaultNamespace('studio');
    return instance;
  });
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // A 4xx will not change by asking again.
            retry: (count, error) => !(error instanceof StudioApiError && error.status < 500) && count < 2,
            refetchOnWindowFocus: false,
            staleTime: 10_000,
          },
        },
      }),
  );
  const [router] = useState(() => createStudioRouter(queryClient));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
