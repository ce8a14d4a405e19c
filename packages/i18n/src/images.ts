import { LANGUAGES } from '@inphr/content';
import { imageFile, type ImageSet } from './images/image-set';
import { HOME_IMAGES, LANDING_IMAGES } from './images/home-images';
import { BADGE_IMAGES, SERVICE_EXTRA_IMAGES, SERVICE_IMAGES } from './images/service-images';

/** The image manifest (images/): its tables, and every image set and file for tests and scripts. */
export { OWN_IMAGES, ENGLISH_FOR_JAPANESE, KOREAN_FOR_JAPANESE, NEUTRAL_IMAGES, SHEET_VIEW, imageFile, imageUrl, splitView } from './images/image-set';
export type { ImageSet, ImageSetList, ImageVariants } from './images/image-set';
export { LANDING_IMAGES, HOME_IMAGES } from './images/home-images';
export { SERVICE_IMAGES, SERVICE_ACCENT_COLORS, SERVICE_EXTRA_IMAGES, BADGE_IMAGES } from './images/service-images';
export type { ServiceImages } from './images/service-images';
export { qrImageFile, qrImageUrl } from './images/qr-codes';

function collect(value: unknown, out: ImageSet[]): ImageSet[] {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out);
  } else if (value && typeof value === 'object') {
    if ('pattern' in value && 'variants' in value) out.push(value as ImageSet);
    else for (const item of Object.values(value)) collect(item, out);
  }
  return out;
}

/** Every image set above, flattened (landing, home, services, service extras, badges). */
export const ALL_IMAGE_SETS: ImageSet[] = /*#__PURE__*/ collect([LANDING_IMAGES, HOME_IMAGES, SERVICE_IMAGES, SERVICE_EXTRA_IMAGES, BADGE_IMAGES], []);

/** Every distinct file (relative to /images/) that the image sets resolve to across ko, en and ja. */
export function imageFiles(): string[] {
  const files = new Set<string>();
  for (const image of ALL_IMAGE_SETS) {
    for (const lang of LANGUAGES) files.add(imageFile(image, lang));
  }
  return [...files];
}
