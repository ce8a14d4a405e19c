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
  /** The `origin` query value that marks a visitor coming from the care site. */
  careOrigin: string;
  /** Map tile URL template for the company page. */
  mapTileUrl: string;
  /** Base of the care API, e.g. `/api/`. */
  careApiBase: string;
  /** Base of the main-site API, e.g. `/`. */
  mainSiteBase: string;
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
  sanitizeHtml: (html: string) => string;
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
/**
 * Marks a part that has work of its own once it is seen: the page's boot script (the server's
 * `document.ts`) starts the app when such a part comes near the view (decision 0025). Its value
 * `motion` marks a part that only moves (a playing carousel): under reduced motion it starts nothing.
 */
export const WHEN_SEEN = { attribute: 'data-when-seen', motion: 'motion' } as const;
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
