import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { ServerStyleSheet } from 'styled-components';
import { createCareApi, createMainSiteApi, documentTitle, type RenderRequest, type RenderResult } from '@inphr/api';
import { BRAND_NAME } from '@inphr/content';
import { createI18n, loadResources, pickResources, NAMESPACES, type Namespace } from '@inphr/i18n';
import { AppShell } from './app/app-shell';
import { matchPage, NOT_FOUND_PAGE_ID, PAGES, ROUTES } from './app/routing/route-table';
import { AppRoutes, createPageLoader } from './app/routing/page-loader';
import { RootError } from './app/root-error';
import { serializePageState, withoutFetchTimes, type PageState } from './app/page-state';
import type { AppDeps } from './lib/app-deps';
import { PageRedirect } from './app/routing/page-module';
import { PriorityImagesCollector } from './lib/priority-images';
import { isEmbeddedQuery } from './lib/first-views';
import { shownContent } from './lib/shown-content';
import { pageSeo } from './seo/structured-data';
import { POLICY_NAMESPACES } from './components/layout/policy-dialog';

export async function render(req: RenderRequest): Promise<RenderResult> {
  // The policies are rendered into every page's footer dialogs (decision 0016), but not sent in its state.
  const i18n = createI18n(req.lang, await loadResources(req.lang, ['common', ...POLICY_NAMESPACES]));
  const { createQueryClient } = await import('./lib/query-client');
  const queryClient = createQueryClient();
  const deps: AppDeps = {
    queryClient,
    i18n,
    careApi: createCareApi({ prefixUrl: new URL(req.config.careApiBase, req.origin).toString(), fetch: req.fetch }),
    mainSiteApi: createMainSiteApi({ prefixUrl: new URL(req.config.mainSiteBase, req.origin).toString(), fetch: req.fetch }),
    config: req.config,
    sanitizeHtml: req.sanitizeHtml,
  };
  const url = new URL(req.url, req.origin);
  const { routeIds, page, params } = matchPage(url.pathname);
  const loader = createPageLoader(deps, 'server');
  let failed = false;
  try {
    await loader.prepare(page, params);
  } catch (error) {
    if (error instanceof PageRedirect) return { kind: 'redirect', status: error.status, location: error.location };
    // The page could not be loaded: the error page says so, and the browser shows the same.
    console.error('page failed to load', req.url, error);
    failed = true;
  }
  const sheet = new ServerStyleSheet();
  const priorityImages: string[] = [];
  let appHtml: string;
  let styleTags: string;
  try {
    appHtml = renderToString(
      sheet.collectStyles(
        <AppShell deps={deps}>
          <PriorityImagesCollector value={priorityImages}>
            <StaticRouter location={req.url}>
              <AppRoutes routes={ROUTES} loader={loader} errorElement={<RootError />} failed={failed} />
            </StaticRouter>
          </PriorityImagesCollector>
        </AppShell>,
      ),
    );
    styleTags = sheet.getStyleTags();
  } finally {
    sheet.seal();
  }

  // A page that failed shows the error page, with its title (its own texts may not have loaded).
  const handle = failed ? PAGES.get(NOT_FOUND_PAGE_ID)!.handle : page.handle;
  const namespaces = [...new Set<Namespace>(['common', ...handle.ns])].filter((ns) => (NAMESPACES as readonly string[]).includes(ns));
  const pageTitle = handle.meta ? i18n.t(handle.meta.title) : BRAND_NAME;
  const description = handle.meta ? i18n.t(handle.meta.description) : i18n.t('common:meta.description');
  const notFound = routeIds.includes(NOT_FOUND_PAGE_ID);
  const seo = pageSeo({ routeId: routeIds.at(-1), pathname: url.pathname, origin: req.publicOrigin, pageTitle, i18n, queryClient });
  const state: PageState = {
    lang: req.lang,
    resources: pickResources(i18n, req.lang, namespaces),
    // Lists marked NOT_EMBEDDED stay on the server: their first view travels instead (lib/first-views.ts).
    dehydrated: withoutFetchTimes(dehydrate(queryClient, { shouldDehydrateQuery: isEmbeddedQuery })),
    config: req.config,
    ...(failed ? { failed: true as const } : {}),
  };
  return {
    kind: 'page',
    status: failed ? 500 : notFound ? 404 : 200,
    lang: req.lang,
    title: seo.title ? documentTitle(seo.title, 'article') : documentTitle(pageTitle),
    description: seo.description ?? description,
    ogType: seo.ogType,
    jsonLd: seo.jsonLd.map((block) => JSON.stringify(block).replace(/</g, '\\u003c')),
    appHtml,
    styleTags,
    stateJson: serializePageState(state),
    routeIds,
    modules: handle.module ? [handle.module] : [],
    priorityImages,
    shows: shownContent(queryClient),
  };
}
