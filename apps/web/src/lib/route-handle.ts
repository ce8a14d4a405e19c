import type { Params } from 'react-router';
import type { Namespace } from '@inphr/i18n';

/** What every route declares: the text namespaces it needs and where its title and description live. */
export interface RouteHandle {
  /** Namespaces besides `common`. */
  ns: readonly Namespace[];
  /** `namespace:key` of the page title and description. */
  meta?: { title: string; description: string };
  /** Which shared layout element marks this page in the navigation. */
  nav?: 'business' | 'history' | 'services' | 'faq' | 'media' | 'cooperate';
  /** The page module's source path (`src/features/…`): the server preloads its chunks and styles. */
  module?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return Boolean(value && typeof value === 'object' && 'ns' in value);
}

/** What a page's `prefetch` learns of the navigation. */
export interface PrefetchArgs {
  params: Params;
}

/**
 * Thrown by a page's `prefetch` when the page has nothing to show at this address: the server
 * answers with a redirect (SPEC §4: an unknown news item sends the visitor to the list).
 */
export class PageRedirect extends Error {
  constructor(
    readonly location: string,
    readonly status: 301 | 302 | 303 | 307 | 308 = 302,
  ) {
    super(`redirect to ${location}`);
    this.name = 'PageRedirect';
  }
}
