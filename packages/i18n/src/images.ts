import { LANGUAGES, SERVICE_SLUGS, type Language, type ServiceSlug } from '@inphr/content';
import manifest from './image-manifest.json';

/**
 * Image manifests as data. An image set names the language whose artwork each site language
 * shows, so sharing rules of the spec (sym: English images for Japanese; Korean and Japanese
 * sharing some sections) are visible in one place and tested.
 *
 * The data itself lives in `image-manifest.json`, which the build script
 * `apps/web/scripts/generate-images.mjs` also reads to draw every file; this module only adds
 * types and helpers.
 */
export type ImageVariants = Record<Language, Language>;

/** Names of the variant tables in `image-manifest.json`. */
type VariantsName = keyof typeof manifest.variants;

function isVariantsName(name: string): name is VariantsName {
  return Object.prototype.hasOwnProperty.call(manifest.variants, name);
}

function variantsNamed(name: string): ImageVariants {
  if (!isVariantsName(name)) throw new Error(`image-manifest.json: unknown variants "${name}"`);
  const table: Record<string, string> = manifest.variants[name];
  const result = {} as ImageVariants;
  for (const lang of LANGUAGES) {
    const target = table[lang];
    if (!target || !(LANGUAGES as readonly string[]).includes(target)) {
      throw new Error(`image-manifest.json: variants "${name}" has no valid language for ${lang}`);
    }
    result[lang] = target as Language;
  }
  return Object.freeze(result);
}

export const OWN_IMAGES: ImageVariants = variantsNamed('own');
/** sym uses English images for both English and Japanese (SPEC §2). */
export const ENGLISH_FOR_JAPANESE: ImageVariants = variantsNamed('englishForJapanese');
/** Sections where Korean and Japanese show the same images (SPEC §2). */
export const KOREAN_FOR_JAPANESE: ImageVariants = variantsNamed('koreanForJapanese');
/** Language-neutral artwork (logos, avatars): one file, its pattern has no `{lang}`. */
export const NEUTRAL_IMAGES: ImageVariants = variantsNamed('neutral');

export interface ImageSet {
  /**
   * Path pattern under /images with `{lang}` where the language goes, e.g. `landing/app-1.{lang}.svg`.
   * Language-neutral images have no `{lang}` (e.g. `services/care/logo.svg`).
   */
  pattern: string;
  variants: ImageVariants;
  width: number;
  height: number;
}

function set(pattern: string, width: number, height: number, variants: ImageVariants = OWN_IMAGES): ImageSet {
  if (!(width > 0 && height > 0)) throw new Error(`image-manifest.json: ${pattern} needs a positive size`);
  return { pattern, width, height, variants };
}

interface ManifestEntry {
  pattern: string;
  width: number;
  height: number;
  variants: string;
}

function entry(e: ManifestEntry): ImageSet {
  return set(e.pattern, e.width, e.height, variantsNamed(e.variants));
}

/** A fixed-length, read-only list of image sets. */
export type ImageSetList<N extends number, Acc extends ImageSet[] = []> = Acc['length'] extends N
  ? Readonly<Acc>
  : ImageSetList<N, [...Acc, ImageSet]>;

function list<N extends number>(entries: readonly ManifestEntry[], count: N): ImageSetList<N> {
  if (entries.length !== count) {
    throw new Error(`image-manifest.json: expected ${count} images, found ${entries.length} (${entries[0]?.pattern ?? ''})`);
  }
  return Object.freeze(entries.map(entry)) as unknown as ImageSetList<N>;
}

/** The landing section's static image sets (SPEC §3 'Static image sets'). */
export const LANDING_IMAGES: {
  readonly appSlides: ImageSetList<2>;
  readonly webSlides: ImageSetList<3>;
  readonly phone: ImageSet;
  readonly web: ImageSet;
} = {
  appSlides: list(manifest.landing.appSlides, 2),
  webSlides: list(manifest.landing.webSlides, 3),
  phone: entry(manifest.landing.phone),
  web: entry(manifest.landing.web),
};

/** Home page: hero phone, three-image intro block and the platform diagram (SPEC §2 'Home page'). */
export const HOME_IMAGES: {
  readonly heroPhone: ImageSet;
  readonly intro: ImageSetList<3>;
  readonly platform: ImageSet;
} = {
  heroPhone: entry(manifest.home.heroPhone),
  intro: list(manifest.home.intro, 3),
  platform: entry(manifest.home.platform),
};

export interface ServiceImages {
  /** The service page's hero image, 640 × 480. */
  readonly hero: ImageSet;
  /** Word mark "inPHR" + service name in the service's accent colour, 240 × 72, language-neutral. */
  readonly logo: ImageSet;
}

const serviceEntries: Record<string, { hero: ManifestEntry; logo: ManifestEntry } | undefined> = manifest.services;

/** Hero image and logo of every service page (SPEC §2 'Service pages', 'Service overview'). */
export const SERVICE_IMAGES: Readonly<Record<ServiceSlug, ServiceImages>> = Object.freeze(
  Object.fromEntries(
    SERVICE_SLUGS.map((slug) => {
      const images = serviceEntries[slug];
      if (!images) throw new Error(`image-manifest.json: no images for service "${slug}"`);
      return [slug, Object.freeze({ hero: entry(images.hero), logo: entry(images.logo) })];
    }),
  ) as Record<ServiceSlug, ServiceImages>,
);

const serviceAccentEntries: Record<string, string | undefined> = manifest.serviceAccents;

/** Each service's accent colour (used by its logo; AA contrast on white). */
export const SERVICE_ACCENT_COLORS: Readonly<Record<ServiceSlug, string>> = Object.freeze(
  Object.fromEntries(
    SERVICE_SLUGS.map((slug) => {
      const color = serviceAccentEntries[slug];
      if (!color) throw new Error(`image-manifest.json: no accent colour for service "${slug}"`);
      return [slug, color];
    }),
  ) as Record<ServiceSlug, string>,
);

const extras = manifest.serviceExtras;

/** Further images of some service pages (SPEC §2 'Page specifics'). */
export const SERVICE_EXTRA_IMAGES: {
  readonly care: { readonly phone: ImageSet; readonly devices: ImageSet };
  readonly dash: { readonly items: ImageSetList<3> };
  readonly ibd: { readonly items: ImageSetList<4> };
  readonly temp: { readonly stack: ImageSetList<3>; readonly lead: ImageSet; readonly profiles: ImageSetList<6> };
  readonly air: { readonly artboard: ImageSet };
  readonly child: { readonly slides: ImageSetList<3>; readonly section2: ImageSet; readonly section3: ImageSet };
} = {
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
};

/** Store download badges, 180 × 54, with the stores' own localized wording. */
export const BADGE_IMAGES: { readonly appStore: ImageSet; readonly googlePlay: ImageSet } = {
  appStore: entry(manifest.badges.appStore),
  googlePlay: entry(manifest.badges.googlePlay),
};

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
export const ALL_IMAGE_SETS: ImageSet[] = collect(
  [LANDING_IMAGES, HOME_IMAGES, SERVICE_IMAGES, SERVICE_EXTRA_IMAGES, BADGE_IMAGES],
  [],
);


/** The file (relative to /images/) an image set resolves to for a page language. */
export function imageFile(image: ImageSet, lang: Language): string {
  return image.pattern.includes('{lang}') ? image.pattern.replace('{lang}', image.variants[lang]) : image.pattern;
}

/** Resolves an image set to the URL for a page language. */
export function imageUrl(image: ImageSet, lang: Language): string {
  return `/images/${imageFile(image, lang)}`;
}

/** Every distinct file (relative to /images/) that the image sets resolve to across ko, en and ja. */
export function imageFiles(): string[] {
  const files = new Set<string>();
  for (const image of ALL_IMAGE_SETS) {
    for (const lang of LANGUAGES) files.add(imageFile(image, lang));
  }
  return [...files];
}
