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

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  careSiteUrl: 'https://care.inphr.example/',
  careOrigin: 'care',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  careApiBase: '/api/',
  mainSiteBase: '/',
};
