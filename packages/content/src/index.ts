export {
  SERVICE_SLUGS,
  SERVICES,
  SERVICE_CATEGORIES,
  BRAND_NAME,
  FAQ_ALL_SERVICE_SEQ,
  getService,
  findServiceByRoute,
  findServiceByFaqSeq,
  isServiceSlug,
} from './services';
export type { ServiceSlug, ServiceCategoryId, ServiceDefinition, Store } from './services';
export { paths, STATIC_PAGE_PATHS } from './paths';
export type { PathKey } from './paths';
export { OFFICES, MAP_PROVIDERS, COMPANY, STORE_LINKS, mapLink } from './company';
export { CARE_ORIGIN } from './care-origin';
export type { Office, MapProvider } from './company';
export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, parseLanguage, toApiLanguage } from './languages';
export type { Language, ApiLanguage } from './languages';
