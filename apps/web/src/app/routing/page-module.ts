import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Namespace } from '@inphr/i18n';
import type { AppDeps } from '../../lib/app-deps';

/*
 * The contract between the router (this folder) and a page of features/: what a page declares in
 * the page list (its handle), what its module exports, and what its prefetch may throw.
 */

/** What every page declares: the text namespaces it needs and where its title and description live. */
export interface PageHandle {
  /** Namespaces besides `common`. */
  ns: readonly Namespace[];
  /**
   * Namespaces only the page's kept parts read (components/server-part.tsx): the server renders
   * with them but leaves them out of the page's state, since the browser keeps those parts as sent;
   * it loads them once the page is live (a change of language renders the parts again) and with
   * the others on a navigation to the page.
   */
  keptNs?: readonly Namespace[];
  /** `namespace:key` of the page title and description. */
  meta?: { title: string; description: string };
  /** Which shared layout element marks this page in the navigation. */
  nav?: 'business' | 'history' | 'services' | 'faq' | 'media' | 'cooperate';
  /** The page module's source path (`src/features/…`): the server preloads its chunks and styles. */
  module?: string;
}

export function isPageHandle(value: unknown): value is PageHandle {
  return Boolean(value && typeof value === 'object' && 'ns' in value);
}

/** What a page's `prefetch` learns of the navigation. */
export interface PrefetchArgs {
  params: Params;
}

/** What a page module (`features/<feature>/<name>-page.tsx`, a chunk of its own) exports. */
export interface PageModule {
  default: ComponentType;
  /** Starts the page's data queries (awaited on the server, a head start in the browser). */
  prefetch?: (deps: AppDeps, args: PrefetchArgs) => Promise<unknown>;
}

/**
 * Thrown by a page's `prefetch` when the page has nothing to show at this address: the server
 * answers with a redirect (an unknown news item sends the visitor to the list).
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
