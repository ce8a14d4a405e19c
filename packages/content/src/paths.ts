import { SERVICES, type ServiceSlug, getService } from './services';

/**
 * The one table of paths. Every link and every route definition reads it, so no route string
 * is typed twice (docs/spec.md, "Routes").
 */
export const paths = {
  home: { pattern: '/', getHref: () => '/' },
  index: { pattern: '/index', getHref: () => '/index' },
  business: { pattern: '/business', getHref: () => '/business' },
  history: { pattern: '/history', getHref: () => '/history' },
  services: { pattern: '/service', getHref: () => '/service' },
  service: {
    pattern: '/service/:route',
    getHref: (slug: ServiceSlug) => `/service/${getService(slug).route}`,
  },
  faq: { pattern: '/faq', getHref: () => '/faq' },
  media: { pattern: '/media', getHref: () => '/media' },
  mediaDetail: {
    pattern: '/media/:id',
    getHref: (id: number, lang?: string) => (lang ? `/media/${id}?lang=${encodeURIComponent(lang)}` : `/media/${id}`),
  },
  cooperate: { pattern: '/cooperate', getHref: () => '/cooperate' },
} as const;

export type PathKey = keyof typeof paths;

/** Every static page path a visitor can reach (for the sitemap, e2e sweeps and prerender checks). */
export const STATIC_PAGE_PATHS: readonly string[] = [
  paths.home.getHref(),
  paths.business.getHref(),
  paths.history.getHref(),
  paths.services.getHref(),
  ...SERVICES.map((s) => paths.service.getHref(s.slug)),
  paths.faq.getHref(),
  paths.media.getHref(),
  paths.cooperate.getHref(),
];
