export { detectLanguage, detectBrowserLanguage, languageFromCookieHeader, persistLanguage } from './detect';
export type { LanguageSources } from './detect';
export { NAMESPACES, loadNamespace, loadResources, hasNamespaceFile } from './resources';
export type { Namespace, NamespaceResources, LanguageResources } from './resources';
export { createI18n, ensureNamespaces, switchLanguage, pickResources, DEFAULT_NAMESPACE } from './instance';
export {
  LANDING_IMAGES,
  FLAG_IMAGES,
  OWN_IMAGES,
  ENGLISH_FOR_JAPANESE,
  KOREAN_FOR_JAPANESE,
  imageUrl,
} from './images';
export type { ImageSet, ImageVariants } from './images';
export { toApiLanguage } from '@inphr/content';
export type { ApiLanguage } from '@inphr/content';
