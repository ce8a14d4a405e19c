import { Component, createContext, use, useContext, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useParams, useRoutes, type Params, type RouteObject } from 'react-router';
import { ensureNamespaces } from '@inphr/i18n';
import { setKeptPartsNamespaces } from '../../lib/hydration';
import type { AppDeps } from '../../lib/app-deps';
import { currentLanguage } from '../../lib/language';
import { CurrentPageProvider } from './current-page';
import { isPageHandle, PageRedirect, type PageHandle, type PageModule } from './page-module';

/** A page of the route table: its handle and how to load its module (its own chunk). */
export interface PageDefinition {
  id: string;
  handle: PageHandle;
  load: () => Promise<PageModule>;
}

/**
 * Loads a page before it shows: its module, its text namespaces and a start on its data: the
 * work a data router's loaders would do (docs/decisions/0009-own-page-loader.md says why React
 * Router's are not used). `use()` inside a navigation transition keeps the previous page on screen
 * until the next one is ready, as a loader would.
 */
export interface PageLoader {
  /**
   * Loads the first page before it renders: on the server with its data awaited (a redirect thrown
   * by `prefetch` is the page's answer), in the browser without data (it came with the HTML).
   */
  prepare(page: PageDefinition, params: Params): Promise<PageModule>;
  /** The page of navigation `key` (React Router's location key), loaded once per navigation. */
  forNavigation(key: string, page: PageDefinition, params: Params): Promise<PageModule>;
}

/** Navigations remembered, so that a re-render or a step back does not load a page again. */
const KEPT_NAVIGATIONS = 32;

/** A promise React's `use()` reads without suspending. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

export function createPageLoader(deps: AppDeps, side: 'server' | 'browser'): PageLoader {
  const navigations = new Map<string, Promise<PageModule>>();
  const modules = new Map<string, PageModule>();
  /** The prepared first page, until the first navigation (whatever its key) claims it. */
  let first: { pageId: string; ready: Promise<PageModule> } | undefined;

  function remember(key: string, promise: Promise<PageModule>): Promise<PageModule> {
    navigations.set(key, promise);
    if (navigations.size > KEPT_NAVIGATIONS) navigations.delete(navigations.keys().next().value!);
    return promise;
  }

  const namespaces = (page: PageDefinition) => ['common' as const, ...page.handle.ns, ...(page.handle.keptNs ?? [])];
  const textsReady = (page: PageDefinition) => namespaces(page).every((ns) => deps.i18n.hasResourceBundle(currentLanguage(deps.i18n), ns));

  async function loadModule(page: PageDefinition, texts = namespaces(page)): Promise<PageModule> {
    const [mod] = await Promise.all([page.load(), ensureNamespaces(deps.i18n, currentLanguage(deps.i18n), texts)]);
    modules.set(page.id, mod);
    return mod;
  }

  /** A head start on the page's data; the page's own queries show its loading and error states. */
  function startData(mod: PageModule, params: Params): void {
    void mod.prefetch?.(deps, { params }).catch(() => undefined);
  }

  return {
    async prepare(page, params) {
      // The browser's first page hydrates with the texts the page carries: its kept parts' texts
      // are loaded by a change of language, the only thing that renders those parts again.
      const kept = side === 'browser' ? (page.handle.keptNs ?? []) : [];
      const mod = await loadModule(
        page,
        namespaces(page).filter((ns) => !kept.includes(ns)),
      );
      setKeptPartsNamespaces(kept);
      if (side === 'server' && mod.prefetch) {
        await mod.prefetch(deps, { params }).catch((error: unknown) => {
          // A redirect is the page's answer; other failures render the page's own error state.
          if (error instanceof PageRedirect) throw error;
        });
      }
      first = { pageId: page.id, ready: settled(mod) };
      return mod;
    },
    forNavigation(key, page, params) {
      const known = navigations.get(key);
      if (known) return known;
      if (first?.pageId === page.id) {
        const { ready } = first;
        first = undefined;
        return remember(key, ready);
      }
      const loaded = modules.get(page.id);
      if (loaded && textsReady(page)) {
        startData(loaded, params);
        return remember(key, settled(loaded));
      }
      return remember(
        key,
        loadModule(page).then((mod) => {
          startData(mod, params);
          return mod;
        }),
      );
    },
  };
}

const PageLoaderContext = createContext<PageLoader | null>(null);

/** The element of every page route: renders the page once its module, texts and data head start are in. */
export function RoutePage({ page }: { page: PageDefinition }) {
  const loader = useContext(PageLoaderContext);
  if (!loader) throw new Error('RoutePage outside AppRoutes');
  const { key } = useLocation();
  const params = useParams();
  const { default: Page } = use(loader.forNavigation(key, page, params));
  return <Page />;
}

interface BoundaryProps {
  fallback: ReactNode;
  /** A new value (the next path) clears a caught error. */
  resetKey: string;
  /** The server could not render the page: show the fallback from the start (hydration agrees). */
  failed?: boolean;
}

/** Last line of defence: an unexpected error still shows a page with a way home. */
class PageErrorBoundary extends Component<BoundaryProps & { children: ReactNode }, { failed: boolean; key: string }> {
  override state = { failed: Boolean(this.props.failed), key: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('The page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The handle of the deepest route matching `pathname` in `routes`. */
function findPageHandle(routes: RouteObject[], pathname: string): PageHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches
    .map((m) => m.route.handle as unknown)
    .reverse()
    .find(isPageHandle);
}

/** The app's routes, rendered by React Router's declarative API, with their pages loaded by `loader`. */
export function AppRoutes({ routes, loader, errorElement, failed }: { routes: RouteObject[]; loader: PageLoader; errorElement: ReactNode; failed?: boolean }) {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  const handle = useMemo(() => findPageHandle(routes, pathname), [routes, pathname]);
  return (
    <CurrentPageProvider handle={handle}>
      <PageLoaderContext value={loader}>
        <PageErrorBoundary fallback={errorElement} resetKey={pathname} failed={failed}>
          {element}
        </PageErrorBoundary>
      </PageLoaderContext>
    </CurrentPageProvider>
  );
}
