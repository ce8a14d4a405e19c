import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { paths, SERVICES } from '@inphr/content';
import type { Namespace } from '@inphr/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { RootRoute } from './root-route';
import { SiteLayout } from '../components/layout/site-layout';
import { RoutePage, type PageDefinition, type PageModule } from './page-loader';

/** Route id whose match means "answer 404". */
export const NOT_FOUND_ROUTE_ID = 'not-found';

const meta = (ns: Namespace) => ({ title: `${ns}:meta.title`, description: `${ns}:meta.description` });

/** Every page module, by its path from this file: each is its own chunk. */
const PAGE_MODULES = import.meta.glob<PageModule>('../features/*/*-page.tsx');

/** A page module's source path as the build manifest names it (`src/features/…`), for preloading. */
function pageModuleSource(module: string): string {
  return `src/${module.replace(/^\.\.\//, '')}`;
}

const pages = new Map<string, PageDefinition>();

/** The page each page route shows, by route id. */
export const PAGES: ReadonlyMap<string, PageDefinition> = pages;

function page(id: string, handle: Omit<RouteHandle, 'module'>, module: string): Pick<RouteObject, 'id' | 'handle' | 'element'> {
  const load = PAGE_MODULES[module];
  if (!load) throw new Error(`No page module ${module}`);
  const definition: PageDefinition = { id, handle: { ...handle, module: pageModuleSource(module) }, load };
  pages.set(id, definition);
  return { id, handle: definition.handle, element: <RoutePage page={definition} /> };
}

/**
 * The route table of SPEC §2. Each page is its own chunk; before it shows, its module, its text
 * namespaces and its data queries are loaded (page-loader.tsx).
 */
function createRoutes(): RouteObject[] {
  const home = '../features/home/home-page.tsx';
  const service = '../features/service-page/service-page.tsx';

  return [
    {
      id: 'root',
      element: <RootRoute />,
      children: [
        { path: paths.home.pattern, ...page('home', { ns: ['home', 'services'], meta: meta('home') }, home) },
        { path: paths.index.pattern, ...page('index', { ns: ['home', 'services'], meta: meta('home') }, home) },
        {
          id: 'layout',
          element: <SiteLayout />,
          children: [
            {
              path: paths.business.pattern,
              ...page('business', { ns: ['business'], meta: meta('business'), nav: 'business' }, '../features/company/business-page.tsx'),
            },
            {
              path: paths.history.pattern,
              ...page('history', { ns: ['history'], meta: meta('history'), nav: 'history' }, '../features/company/history-page.tsx'),
            },
            {
              path: paths.services.pattern,
              ...page('services', { ns: ['services'], meta: { title: 'services:heading', description: 'services:intro' }, nav: 'services' }, '../features/services/services-page.tsx',
              ),
            },
            ...SERVICES.map((s) => ({
              path: paths.service.getHref(s.slug),
              ...page(`service-${s.slug}`, { ns: [`svc-${s.slug}` as Namespace, 'services'], meta: meta(`svc-${s.slug}` as Namespace), nav: 'services' }, service),
            })),
            { path: paths.faq.pattern, ...page('faq', { ns: ['faq'], meta: meta('faq'), nav: 'faq' }, '../features/faq/faq-page.tsx') },
            {
              path: paths.media.pattern,
              ...page('media', { ns: ['media'], meta: meta('media'), nav: 'media' }, '../features/news/news-list-page.tsx'),
            },
            {
              path: paths.mediaDetail.pattern,
              ...page('media-detail', { ns: ['media'], meta: meta('media'), nav: 'media' }, '../features/news/news-detail-page.tsx'),
            },
            {
              path: paths.cooperate.pattern,
              ...page('cooperate', { ns: ['cooperate'], meta: meta('cooperate'), nav: 'cooperate' }, '../features/cooperate/cooperate-page.tsx'),
            },
            {
              path: '*',
              ...page(NOT_FOUND_ROUTE_ID, { ns: [], meta: { title: 'common:notFound.title', description: 'common:notFound.message' } }, '../features/not-found/not-found-page.tsx',
              ),
            },
          ],
        },
      ],
    },
  ];
}

/** The route table, built once: its pages are loaded on demand by each app's page loader. */
export const ROUTES: RouteObject[] = createRoutes();

/** What `pathname` shows: the ids of the routes it matches, its page and the page's params. */
export function matchPage(pathname: string): { routeIds: string[]; page: PageDefinition; params: Params } {
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  const leaf = matches.at(-1);
  // The catch-all route matches whatever the others do not.
  const page = PAGES.get(leaf?.route.id ?? NOT_FOUND_ROUTE_ID)!;
  return { routeIds: matches.flatMap((m) => (m.route.id ? [m.route.id] : [])), page, params: leaf?.params ?? {} };
}
