import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from './app.js';
import { createApis } from './apis.js';
import { mockFetch } from './mock-fetch.js';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
const state: unknown = JSON.parse(document.getElementById('page-state')?.textContent ?? 'null');
const app = (
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <HydrationBoundary state={state}>
        <App apis={createApis(mockFetch)} initialLanguage="en" />
      </HydrationBoundary>
    </QueryClientProvider>
  </StrictMode>
);
// Served as built (vite preview), the page has no server HTML: render it in the browser then.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
