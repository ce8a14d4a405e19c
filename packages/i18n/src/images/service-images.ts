import { SERVICE_SLUGS, type ServiceSlug } from '@inphr/content';
import services from './manifest/services.json';
import serviceAccents from './manifest/service-accents.json';
import serviceExtras from './manifest/service-extras.json';
import badges from './manifest/badges.json';
import { entry, list, type ImageSet, type ImageSetList, type ManifestEntry } from './image-set';

export interface ServiceImages {
  /** The service page's hero image, 640 × 480. */
  readonly hero: ImageSet;
  /** Word mark "inPHR" + service name in the service's accent colour, 240 × 72, language-neutral. */
  readonly logo: ImageSet;
}

/** Hero image and logo of every service page (docs/spec.md, "Screens": Service overview, Service pages). */
export const SERVICE_IMAGES: Readonly<Record<ServiceSlug, ServiceImages>> = /*#__PURE__*/ Object.freeze(
  Object.fromEntries(
    SERVICE_SLUGS.map((slug) => {
      const images = (services as Record<string, { hero: ManifestEntry; logo: ManifestEntry } | undefined>)[slug];
      if (!images) throw new Error(`image manifest: no images for service "${slug}"`);
      return [slug, Object.freeze({ hero: entry(images.hero), logo: entry(images.logo) })];
    }),
  ) as Record<ServiceSlug, ServiceImages>,
);

/** Each service's accent colour (used by its logo; AA contrast on white). */
export const SERVICE_ACCENT_COLORS: Readonly<Record<ServiceSlug, string>> = /*#__PURE__*/ Object.freeze(
  Object.fromEntries(
    SERVICE_SLUGS.map((slug) => {
      const color = (serviceAccents as Record<string, string | undefined>)[slug];
      if (!color) throw new Error(`image manifest: no accent colour for service "${slug}"`);
      return [slug, color];
    }),
  ) as Record<ServiceSlug, string>,
);

/** Further images of some service pages (docs/spec.md, "Screens": Page specifics). */
export const SERVICE_EXTRA_IMAGES: {
  readonly care: { readonly phone: ImageSet; readonly devices: ImageSet };
  readonly dash: { readonly items: ImageSetList<3> };
  readonly ibd: { readonly items: ImageSetList<4> };
  readonly temp: { readonly stack: ImageSetList<3>; readonly lead: ImageSet; readonly profiles: ImageSetList<6> };
  readonly air: { readonly artboard: ImageSet };
  readonly child: { readonly slides: ImageSetList<3>; readonly section2: ImageSet; readonly section3: ImageSet };
} = /*#__PURE__*/ ((extras) => ({
  care: { phone: entry(extras.care.phone), devices: entry(extras.care.devices) },
  dash: { items: list(extras.dash.items, 3) },
  ibd: { items: list(extras.ibd.items, 4) },
  temp: {
    stack: list(extras.temp.stack, 3),
    lead: entry(extras.temp.lead),
    profiles: list(extras.temp.profiles, 6),
  },
  air: { artboard: entry(extras.air.artboard) },
  child: {
    slides: list(extras.child.slides, 3),
    section2: entry(extras.child.section2),
    section3: entry(extras.child.section3),
  },
}))(serviceExtras);

/** Store download badges, 180 × 54, with the stores' own localized wording. */
export const BADGE_IMAGES: { readonly appStore: ImageSet; readonly googlePlay: ImageSet } = /*#__PURE__*/ (() => ({
  appStore: entry(badges.appStore),
  googlePlay: entry(badges.googlePlay),
}))();
