import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { isRouteHandle, type RouteHandle } from './route-handle';

const RouteTableContext = createContext<readonly RouteObject[]>([]);

/** Makes the app's route table known to `useRouteHandle` (the router itself only keeps matches it renders). */
export const RouteTableProvider = RouteTableContext.Provider;

/** The handle of the deepest route matching the current location: the page's texts, title and navigation entry. */
export function useRouteHandle(): RouteHandle | undefined {
  const routes = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => findRouteHandle(routes, pathname), [routes, pathname]);
}

/** The handle of the deepest route matching `pathname` in `routes`. */
function findRouteHandle(routes: readonly RouteObject[], pathname: string): RouteHandle | undefined {
  const matches = matchRoutes([...routes], pathname) ?? [];
  return matches
    .map((m) => m.route.handle as unknown)
    .reverse()
    .find(isRouteHandle);
}
