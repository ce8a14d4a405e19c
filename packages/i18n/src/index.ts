export { detectLanguage, detectBrowserLanguage, languageFromCookieHeader, persistLanguage } from './detect';
export type { LanguageSources } from './detect';
export { NAMESPACES, loadNamespace, loadResources } from './resources';
export type { Namespace, NamespaceResources, LanguageResources } from './resources';
export { createI18n, ensureNamespaces, switchLanguage, pickResources, DEFAULT_NAMESPACE } from './instance';
export {
  LANDING_IMAGES,
  HOME_IMAGES,
  SERVICE_IMAGES,
  SERVICE_EXTRA_IMAGES,
  SERVICE_ACCENT_COLORS,
  BADGE_IMAGES,
  ALL_IMAGE_SETS,
  OWN_IMAGES,
  ENGLISH_FOR_JAPANESE,
  KOREAN_FOR_JAPANESE,
  NEUTRAL_IMAGES,
  imageFile,
  imageFiles,
  imageUrl,
  qrImageFile,
  qrImageUrl,
} from './images';
export type { ImageSet, ImageSetList, ImageVariants, ServiceImages } from './images';
export { FLAG_IMAGES } from './flags';
export { toApiLanguage } from '@inphr/content';
export type { ApiLanguage } from '@inphr/content';
