import { BRAND_NAME, type Language } from '@inphr/content';
import type { ContentTag } from './content-tags';

/*
 * The contract between the server (apps/server) and the web app's server build
 * (apps/web/src/entry-server.tsx), which the server loads from disk: one definition for both sides.
 */

/** The only configuration values that reach the browser (embedded by the server). */
export interface PublicConfig {
  /** The sister care site (landing website button, origin=care button). */
  careSiteUrl: string;
  /** The `origin` query value that marks a visitor coming from the care site (`CARE_ORIGIN`, @inphr/content). */
  careOrigin: string;
  /** Map tile URL template for the company page. */
  mapTileUrl: string;
  /** Base of the care API, e.g. `/api/`. */
  careApiBase: string;
  /** Base of the main-site API, e.g. `/`. */
  mainSiteBase: string;
}

/** Sanitizers of HTML from the API, by what it is: a news body, an FAQ answer. */
export interface HtmlSanitizers {
  news: (html: string) => string;
  faq: (html: string) => string;
}

/** What the server asks the web app to render. */
export interface RenderRequest {
  /** Path and query, e.g. `/service/inphrcare?lng=en`. */
  url: string;
  lang: Language;
  /** Absolute origin the API clients are based on (their fetch goes straight into the server). */
  origin: string;
  /** The site's public origin, for canonical links and structured data. */
  publicOrigin: string;
  fetch: typeof fetch;
  config: PublicConfig;
  /** The server's sanitizers of HTML from the API, by what it is (a news body, an FAQ answer). */
  sanitizeHtml: HtmlSanitizers;
}

/** A rendered page, or where to send the visitor instead. */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Language;
      /** The document's title (`documentTitle`). */
      title: string;
      description: string;
      appHtml: string;
      /** The page's style elements (no nonce: the server allows their texts by hash). */
      styleTags: string;
      stateJson: string;
      /** Route ids matched. */
      routeIds: string[];
      /** Source paths of the matched page modules (build manifest keys), for preloading their chunks. */
      modules: string[];
      ogType: 'website' | 'article';
      /** JSON-LD blocks, already serialized safely for a <script> element. */
      jsonLd: string[];
      /** The page's hero images, to preload from the head ahead of the scripts. */
      priorityImages: string[];
      /** The content the page shows (from the queries it was rendered with, `contentShownBy`). */
      shows: ContentTag[];
    };

/** What the web app's server build exports. */
export interface ServerEntry {
  render(req: RenderRequest): Promise<RenderResult>;
}

/** The id of the `<script type="application/json">` that carries a page's state to the browser. */
export const PAGE_STATE_ID = '__INPHR_STATE__';
/** The id of the `<script type="application/json">` that tells the page's boot script what to load. */
export const BOOT_DATA_ID = '__INPHR_BOOT__';

/** What the boot script loads once the app starts: the client entry and every module the page needs. */
export interface BootData {
  entry: string;
  preloads: readonly string[];
}

/** An inline script as the web build made it, with its CSP hash source (`'sha256-…'`). */
export interface InlineScript {
  code: string;
  hash: string;
}

/**
 * The page's inline scripts (apps/web/src/boot), minified by the web build into this file of the
 * client build's `.vite` folder, beside Vite's manifest; the server places them. `early` is the
 * body's first element, `boot` its last.
 */
export interface BootScripts {
  early: InlineScript;
  boot: InlineScript;
}
export const BOOT_SCRIPTS_FILE = 'boot-scripts.json';

/**
 * Stands in for a response's CSP nonce in the studio's index.html (apps/studio writes it there at
 * build); the server replaces it per response.
 */
export const NONCE_PLACEHOLDER = '__INPHR_NONCE__';

/**
 * A page's document title: its title, then the site's name. A title from the site's texts that
 * already names the brand (the home page's, a service's) stands alone; a news item's headline
 * always gets the name (the brand in a headline names a product, not the site). The server's render
 * and the browser's title after a navigation both use it.
 */
export function documentTitle(title: string, kind: 'page' | 'article' = 'page'): string {
  return kind === 'page' && title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`;
}
