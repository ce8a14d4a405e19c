import type { ComponentType } from 'react';
import type { ImageSet } from '@inphr/i18n';

/**
 * What a service's page has beyond the parts every service page shares (service-page.tsx): one
 * module per service in `sections/`, chosen by `SERVICE_SECTIONS` (sections/index.ts).
 */
export interface ServiceSections {
  /** The hero's picture, in place of the service's hero image. */
  HeroPicture?: ComponentType;
  /** Under the hero's text and store badges. */
  HeroLinks?: ComponentType;
  /** The pictures of the common list's cards, in order. */
  listPictures?: readonly ImageSet[];
  /** The page's own sections, after the common list. */
  Sections?: ComponentType;
}

/** A service whose page is the common one. */
export const NO_SPECIFICS: ServiceSections = {};
