import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { RootRoute } from '../root-route';
import { SiteLayout } from '../../components/layout/site-layout';
import { RoutePage, type PageDefinition } from './page-loader';
import type { PageModule } from './page-module';
import { NOT_FOUND_PAGE_ID, SITE_PAGES, type SitePage } from './site-pages';

/** Every page module, by its path from this file: each is its own chunk, loaded on demand. */
const PAGE_MODULES = import.meta.glob<PageModule>('../../features/*/*-page.tsx');

function definePage(page: SitePage): PageDefinition {
  const load = PAGE_MODULES[`../../features/${page.module}.tsx`];
  if (!load) throw new Error(`Page ${page.id}: no module features/${page.module}.tsx`);
  // The build manifest names a module by its source path: the server preloads the page's chunks by it.
  return { id: page.id, handle: { ...page.handle, module: `src/features/${page.module}.tsx` }, load };
}

/** The page each page route shows, by route id. */
export const PAGES: ReadonlyMap<string, PageDefinition> = new Map(SITE_PAGES.map((page) => [page.id, definePage(page)]));

function pageRoute(page: SitePage): RouteObject {
  const definition = PAGES.get(page.id)!;
  return { id: page.id, path: page.path, handle: definition.handle, element: <RoutePage page={definition} /> };
}

/**
 * The route table React Router renders (site-pages.ts lists the pages): the root route (scroll,
 * title, hydration mark) around the pages, those of the shared layout inside it.
 */
export const ROUTES: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    children: [
      ...SITE_PAGES.filter((page) => page.layout === 'bare').map(pageRoute),
      { id: 'layout', element: <SiteLayout />, children: SITE_PAGES.filter((page) => page.layout === 'site').map(pageRoute) },
    ],
  },
];

/** What `pathname` shows: the ids of the routes it matches, its page and the page's params. */
export function matchPage(pathname: string): { routeIds: string[]; page: PageDefinition; params: Params } {
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  const leaf = matches.at(-1);
  // The catch-all route matches whatever the others do not.
  const page = PAGES.get(leaf?.route.id ?? NOT_FOUND_PAGE_ID)!;
  return { routeIds: matches.flatMap((m) => (m.route.id ? [m.route.id] : [])), page, params: leaf?.params ?? {} };
}

export { NOT_FOUND_PAGE_ID };
