import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { ServerStyleSheet } from 'styled-components';
import { createCareApi, createMainSiteApi } from '@inphr/api';
import type { Language } from '@inphr/content';
import { createI18n, loadResources, pickResources, NAMESPACES, type Namespace } from '@inphr/i18n';
import { AppShell } from './app/app-shell';
import { createRoutes, NOT_FOUND_ROUTE_ID } from './app/routes';
import { serializePageState, type PageState } from './app/page-state';
import type { AppDeps } from './lib/app-deps';
import type { PublicConfig } from './lib/public-config';
import { isRouteHandle } from './lib/route-handle';
import { pageSeo } from './seo/structured-data';

export interface RenderRequest {
  /** Path and query, e.g. `/service/inphrcare?lng=en`. */
  url: string;
  lang: Language;
  nonce: string;
  /** Absolute origin the API clients are based on (their fetch goes straight into the server). */
  origin: string;
  /** The site's public origin, for canonical links and structured data. */
  publicOrigin: string;
  fetch: typeof fetch;
  config: PublicConfig;
  sanitizeHtml: (html: string) => string;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Language;
      title: string;
      description: string;
      appHtml: string;
      styleTags: string;
      stateJson: string;
      /** Route ids matched. */
      routeIds: string[];
      /** Source paths of the matched page modules (build manifest keys), for preloading their chunks. */
      modules: string[];
      ogType: 'website' | 'article';
      /** JSON-LD blocks, already serialized safely for a <script> element. */
      jsonLd: string[];
    };

export async function render(req: RenderRequest): Promise<RenderResult> {
  const i18n = createI18n(req.lang, await loadResources(req.lang, ['common']));
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
  const handler = createStaticHandler(createRoutes(deps));
  const context = await handler.query(new Request(new URL(req.url, req.origin)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  let appHtml: string;
  let styleTags: string;
  try {
    appHtml = renderToString(
      sheet.collectStyles(
        <AppShell deps={deps}>
          <StaticRouterProvider router={router} context={context} nonce={req.nonce} />
        </AppShell>,
      ),
    );
    styleTags = sheet.getStyleTags().replace(/<style /g, `<style nonce="${req.nonce}" `);
  } finally {
    sheet.seal();
  }

  const routeIds = context.matches.map((m) => m.route.id);
  const handles = context.matches.map((m) => m.route.handle).filter(isRouteHandle);
  const leaf = handles.at(-1);
  const namespaces = [...new Set<Namespace>(['common', ...handles.flatMap((h) => h.ns)])].filter((ns) =>
    (NAMESPACES as readonly string[]).includes(ns),
  );
  const siteName = i18n.t('common:meta.siteName');
  const pageTitle = leaf?.meta ? i18n.t(leaf.meta.title) : siteName;
  const title = pageTitle.includes(siteName) ? pageTitle : `${pageTitle} | ${siteName}`;
  const description = leaf?.meta ? i18n.t(leaf.meta.description) : i18n.t('common:meta.description');
  const notFound = routeIds.includes(NOT_FOUND_ROUTE_ID);
  const url = new URL(req.url, req.origin);
  const seo = pageSeo({ routeId: routeIds.at(-1), pathname: url.pathname, origin: req.publicOrigin, pageTitle, i18n, queryClient });
  const state: PageState = {
    lang: req.lang,
    resources: pickResources(i18n, req.lang, namespaces),
    dehydrated: dehydrate(queryClient),
    config: req.config,
  };
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    lang: req.lang,
    title: seo.title ? `${seo.title} | ${siteName}` : title,
    description: seo.description ?? description,
    ogType: seo.ogType,
    jsonLd: seo.jsonLd.map((block) => JSON.stringify(block).replace(/</g, '\\u003c')),
    appHtml,
    styleTags,
    stateJson: serializePageState(state),
    routeIds,
    modules: handles.flatMap((h) => (h.module ? [h.module] : [])),
  };
}
