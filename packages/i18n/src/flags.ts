import type { Language } from '@inphr/content';

/**
 * The language flags of the header, served by this site. A module of its own: the header is on
 * every page, and the image manifest (images.ts) should not come with it.
 */
export const FLAG_IMAGES: Record<Language, string> = {
  ko: '/images/flags/kr.png',
  en: '/images/flags/us.png',
  ja: '/images/flags/jp.png',
};
