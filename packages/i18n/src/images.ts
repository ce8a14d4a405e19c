import type { Language } from '@inphr/content';

/**
 * Image manifests as data. An image set names the language whose artwork each site language
 * shows, so sharing rules of the spec (sym: English images for Japanese; Korean and Japanese
 * sharing some sections) are visible in one place and tested.
 */
export type ImageVariants = Record<Language, Language>;

export const OWN_IMAGES: ImageVariants = { ko: 'ko', en: 'en', ja: 'ja' };
/** sym uses English images for both English and Japanese (SPEC §2). */
export const ENGLISH_FOR_JAPANESE: ImageVariants = { ko: 'ko', en: 'en', ja: 'en' };
/** Sections where Korean and Japanese show the same images (SPEC §2). */
export const KOREAN_FOR_JAPANESE: ImageVariants = { ko: 'ko', en: 'en', ja: 'ko' };

export interface ImageSet {
  /** Path pattern under /images with `{lang}` where the language goes, e.g. `landing/app-1.{lang}.svg`. */
  pattern: string;
  variants: ImageVariants;
  width: number;
  height: number;
}

function set(pattern: string, width: number, height: number, variants: ImageVariants = OWN_IMAGES): ImageSet {
  return { pattern, width, height, variants };
}

/** The landing section's static image sets (SPEC §3 'Static image sets'). */
export const LANDING_IMAGES = {
  appSlides: [set('landing/app-slide-1.{lang}.svg', 360, 640), set('landing/app-slide-2.{lang}.svg', 360, 640)],
  webSlides: [
    set('landing/web-slide-1.{lang}.svg', 960, 600),
    set('landing/web-slide-2.{lang}.svg', 960, 600),
    set('landing/web-slide-3.{lang}.svg', 960, 600),
  ],
  phone: set('landing/phone.{lang}.svg', 360, 720),
  web: set('landing/web.{lang}.svg', 960, 600),
} as const;

/** The language flags of the header, served by this site. */
export const FLAG_IMAGES: Record<Language, string> = {
  ko: '/images/flags/kr.svg',
  en: '/images/flags/us.svg',
  ja: '/images/flags/jp.svg',
};

/** Resolves an image set to the URL for a page language. */
export function imageUrl(image: ImageSet, lang: Language): string {
  return `/images/${image.pattern.replace('{lang}', image.variants[lang])}`;
}
