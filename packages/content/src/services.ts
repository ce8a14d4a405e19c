/**
 * The service family: one row per service. Slug, route, category, display name, FAQ
 * serviceSeq, store badges and list counts live here and nowhere else (docs/spec.md: "Services", "Screens", "Entities", "Constants").
 */
export const SERVICE_SLUGS = [
  'care',
  'dash',
  'diab',
  'doc',
  'ibd',
  'live',
  'pill',
  'pro',
  'spine',
  'sym',
  'mental',
  'air',
  'sea',
  'smart',
  'room',
  'child',
  'temp',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export type ServiceCategoryId = 'personal' | 'monitoring' | 'chronic' | 'staff';

export type Store = 'appStore' | 'googlePlay';

export interface ServiceDefinition {
  slug: ServiceSlug;
  /** Path segment under /service, e.g. `inphrcare`. */
  route: `inphr${ServiceSlug}`;
  /** Display name, e.g. `inPHR CARE`. */
  displayName: string;
  /** FAQ category number (docs/spec.md, "Entities"). */
  faqServiceSeq: number;
  category: ServiceCategoryId;
  /** Download badges and QR codes shown on the service page (docs/spec.md, "Screens": Service pages). */
  stores: readonly Store[];
  /** Number of items in the page's main list (docs/spec.md, "Constants"). */
  listCount: 3 | 4;
}

const BRAND = 'inPHR';

function define(slug: ServiceSlug, faqServiceSeq: number, category: ServiceCategoryId, stores: readonly Store[] = [], listCount: 3 | 4 = 3): ServiceDefinition {
  return {
    slug,
    route: `inphr${slug}`,
    displayName: `${BRAND} ${slug.toUpperCase()}`,
    faqServiceSeq,
    category,
    stores,
    listCount,
  };
}

const BOTH: readonly Store[] = ['appStore', 'googlePlay'];
const APP_STORE_ONLY: readonly Store[] = ['appStore'];

export const SERVICES: readonly ServiceDefinition[] = [
  define('care', 1, 'personal', BOTH),
  define('dash', 12, 'staff'),
  define('diab', 4, 'chronic', APP_STORE_ONLY),
  define('doc', 7, 'staff'),
  define('ibd', 9, 'chronic', BOTH, 4),
  define('live', 8, 'staff'),
  define('pill', 10, 'personal', BOTH),
  define('pro', 3, 'chronic', APP_STORE_ONLY),
  define('spine', 5, 'chronic'),
  define('sym', 11, 'chronic', BOTH, 4),
  define('mental', 14, 'monitoring'),
  define('air', 18, 'monitoring'),
  define('sea', 15, 'monitoring'),
  define('smart', 16, 'monitoring'),
  define('room', 17, 'monitoring'),
  define('child', 13, 'chronic'),
  define('temp', 19, 'personal'),
];

export const BRAND_NAME = BRAND;

/** FAQ serviceSeq of the common questions, the "All" tab (docs/spec.md, "Entities"). */
export const FAQ_ALL_SERVICE_SEQ = 2;

const bySlug = new Map(SERVICES.map((s) => [s.slug, s]));
const byRoute = new Map(SERVICES.map((s) => [s.route as string, s]));
const bySeq = new Map(SERVICES.map((s) => [s.faqServiceSeq, s]));

export function getService(slug: ServiceSlug): ServiceDefinition {
  const service = bySlug.get(slug);
  if (!service) throw new Error(`Unknown service slug: ${slug}`);
  return service;
}

export function findServiceByRoute(route: string): ServiceDefinition | undefined {
  return byRoute.get(route);
}

export function findServiceByFaqSeq(seq: number): ServiceDefinition | undefined {
  return bySeq.get(seq);
}

export function isServiceSlug(value: string): value is ServiceSlug {
  return bySlug.has(value as ServiceSlug);
}

/** The four categories of /service, in the spec's order, each with its services in order. */
export const SERVICE_CATEGORIES: readonly { id: ServiceCategoryId; services: readonly ServiceSlug[] }[] = [
  { id: 'personal', services: ['care', 'pill', 'temp'] },
  { id: 'monitoring', services: ['smart', 'mental', 'air', 'sea', 'room'] },
  { id: 'chronic', services: ['pro', 'ibd', 'diab', 'sym', 'spine', 'child'] },
  { id: 'staff', services: ['doc', 'live', 'dash'] },
];
