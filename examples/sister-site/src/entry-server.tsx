import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { ServerStyleSheet } from 'styled-components';
import { faqListOptions, mediaListOptions } from '@inphr/api/queries';
import { toApiLanguage, type Language } from '@inphr/content';
import { App } from './app.js';
import { createApis } from './apis.js';
import { mockFetch } from './mock-fetch.js';

export interface RenderedPage {
  appHtml: string;
  styleTags: string;
  /** The query cache for hydration, serialized for a <script type="application/json">. */
  stateJson: string;
}

/** Renders the page on the server with its data fetched first (the same query options as the browser's). */
export async function render(language: Language = 'en'): Promise<RenderedPage> {
  const queryClient = new QueryClient();
  const apis = createApis(mockFetch);
  const apiLanguage = toApiLanguage(language);
  await Promise.all([queryClient.fetchQuery(mediaListOptions(apis.care, apiLanguage)), queryClient.fetchQuery(faqListOptions(apis.main, apiLanguage))]);
  const sheet = new ServerStyleSheet();
  try {
    const appHtml = renderToString(
      sheet.collectStyles(
        <QueryClientProvider client={queryClient}>
          <App apis={apis} initialLanguage={language} />
        </QueryClientProvider>,
      ),
    );
    return { appHtml, styleTags: sheet.getStyleTags(), stateJson: JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c') };
  } finally {
    sheet.seal();
  }
}
