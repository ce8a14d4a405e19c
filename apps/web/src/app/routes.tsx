import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { paths, SERVICES } from '@inphr/content';
import { ensureNamespaces, type Namespace } from '@inphr/i18n';
import type { AppDeps } from '../lib/app-deps';
import { currentLanguage } from '../lib/current-language';
import type { RouteHandle } from '../lib/route-handle';
import { RootRoute } from './root-route';
import { RootError } from './root-error';
import { SiteLayout } from '../components/layout/site-layout';

/** What a lazily loaded page module provides. */
export interface PageModule {
  default: ComponentType;
  /** Starts the page's data queries (awaited on the server, streamed in the browser). */
  prefetch?: (deps: AppDeps, args: LoaderFunctionArgs) => Promise<unknown>;
}

const meta = (ns: Namespace) => ({ title: `${ns}:meta.title`, description: `${ns}:meta.description` });

/** Every page module, by its path from this file: each is its own chunk. */
const PAGE_MODULES = import.meta.glob<PageModule>('../features/*/*-page.tsx');

/** A page module's source path as the build manifest names it (`src/features/…`), for preloading. */
export function pageModuleSource(module: string): string {
  return `src/${module.replace(/^\.\.\//, '')}`;
}

/**
 * The route table of SPEC §2. Each page is its own chunk; its loader fetches the page's text
 * namespaces and starts its data queries before it renders.
 */
export function createRoutes(deps: AppDeps): RouteObject[] {
  function page(handle: Omit<RouteHandle, 'module'>, module: string): Pick<RouteObject, 'handle' | 'lazy'> {
    const load = PAGE_MODULES[module];
    if (!load) throw new Error(`No page module ${module}`);
    return {
      handle: { ...handle, module: pageModuleSource(module) },
      lazy: async () => {
        const mod = await load();
        return {
          Component: mod.default,
          loader: async (args: LoaderFunctionArgs) => {
            await ensureNamespaces(deps.i18n, currentLanguage(deps.i18n), ['common', ...handle.ns]);
            if (mod.prefetch) {
              const pending = mod.prefetch(deps, args);
              // A thrown Response (redirect) is the page's answer; other failures render the page's error state.
              if (import.meta.env.SSR)
                await pending.catch((error: unknown) => {
                  if (error instanceof Response) throw error;
                });
              else void pending.catch(() => undefined);
            }
            return null;
          },
        };
      },
    };
  }

  const home = '../features/home/home-page.tsx';
  const service = '../features/service-page/service-page.tsx';

  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RootError />,
      children: [
        { id: 'home', path: paths.home.pattern, ...page({ ns: ['home', 'services', 'media'], meta: meta('home') }, home) },
        { id: 'index', path: paths.index.pattern, ...page({ ns: ['home', 'services', 'media'], meta: meta('home') }, home) },
        {
          id: 'layout',
          element: <SiteLayout />,
          children: [
            {
              id: 'business',
              path: paths.business.pattern,
              ...page({ ns: ['business'], meta: meta('business'), nav: 'business' }, '../features/company/business-page.tsx'),
            },
            {
              id: 'history',
              path: paths.history.pattern,
              ...page({ ns: ['history'], meta: meta('history'), nav: 'history' }, '../features/company/history-page.tsx'),
            },
            {
              id: 'services',
              path: paths.services.pattern,
              ...page({ ns: ['services'], meta: { title: 'services:heading', description: 'services:intro' }, nav: 'services' }, '../features/services/services-page.tsx',
              ),
            },
            ...SERVICES.map((s) => ({
              id: `service-${s.slug}`,
              path: paths.service.getHref(s.slug),
              ...page({ ns: [`svc-${s.slug}` as Namespace, 'services'], meta: meta(`svc-${s.slug}` as Namespace), nav: 'services' }, service),
            })),
            { id: 'faq', path: paths.faq.pattern, ...page({ ns: ['faq'], meta: meta('faq'), nav: 'faq' }, '../features/faq/faq-page.tsx') },
            {
              id: 'media',
              path: paths.media.pattern,
              ...page({ ns: ['media'], meta: meta('media'), nav: 'media' }, '../features/media/media-list-page.tsx'),
            },
            {
              id: 'media-detail',
              path: paths.mediaDetail.pattern,
              ...page({ ns: ['media'], meta: meta('media'), nav: 'media' }, '../features/media/media-detail-page.tsx'),
            },
            {
              id: 'cooperate',
              path: paths.cooperate.pattern,
              ...page({ ns: ['cooperate'], meta: meta('cooperate'), nav: 'cooperate' }, '../features/cooperate/cooperate-page.tsx'),
            },
            {
              id: 'not-found',
              path: '*',
              ...page({ ns: [], meta: { title: 'common:notFound.title', description: 'common:notFound.message' } }, '../features/not-found/not-found-page.tsx',
              ),
            },
          ],
        },
      ],
    },
  ];
}

/** Route id whose match means "answer 404". */
export const NOT_FOUND_ROUTE_ID = 'not-found';
