import { LANGUAGES, type Language } from '@inphr/content';
import variants from './manifest/variants.json';

/**
 * Image manifests as data. An image set names the language whose artwork each site language
 * shows, so sharing rules of the spec (sym: English images for Japanese; Korean and Japanese
 * sharing some sections) are visible in one place and tested.
 *
 * The data itself lives in `manifest/*.json`, one file per section, which the
 * artwork generator (tools/artwork) also reads to draw every file; these modules only add
 * types and helpers. Each section's tables are a module of their own (home-images.ts,
 * service-images.ts), so a page carries only the sections it shows.
 */
export type ImageVariants = Record<Language, Language>;

/** Names of the variant tables in `manifest/variants.json`. */
type VariantsName = keyof typeof variants;

function isVariantsName(name: string): name is VariantsName {
  return Object.prototype.hasOwnProperty.call(variants, name);
}

function variantsNamed(name: string): ImageVariants {
  if (!isVariantsName(name)) throw new Error(`image manifest: unknown variants "${name}"`);
  const table: Record<string, string> = variants[name];
  const result = {} as ImageVariants;
  for (const lang of LANGUAGES) {
    const target = table[lang];
    if (!target || !(LANGUAGES as readonly string[]).includes(target)) {
      throw new Error(`image manifest: variants "${name}" has no valid language for ${lang}`);
    }
    result[lang] = target as Language;
  }
  return Object.freeze(result);
}

export const OWN_IMAGES: ImageVariants = /*#__PURE__*/ variantsNamed('own');
/** sym uses English images for both English and Japanese (docs/spec.md, "Screens": Service pages). */
export const ENGLISH_FOR_JAPANESE: ImageVariants = /*#__PURE__*/ variantsNamed('englishForJapanese');
/** Sections where Korean and Japanese show the same images (docs/spec.md, "Screens": Service pages). */
export const KOREAN_FOR_JAPANESE: ImageVariants = /*#__PURE__*/ variantsNamed('koreanForJapanese');
/** Language-neutral artwork (logos, avatars): one file, its pattern has no `{lang}`. */
export const NEUTRAL_IMAGES: ImageVariants = /*#__PURE__*/ variantsNamed('neutral');

export interface ImageSet {
  /**
   * Path pattern under /images with `{lang}` where the language goes, e.g. `landing/app-1.{lang}.svg`.
   * Language-neutral images have no `{lang}`. A picture of a sheet names the file and its view
   * (e.g. `services/logos.svg#care`, language-neutral).
   */
  pattern: string;
  variants: ImageVariants;
  width: number;
  height: number;
}

function set(pattern: string, width: number, height: number, variants: ImageVariants = OWN_IMAGES): ImageSet {
  if (!(width > 0 && height > 0)) throw new Error(`image manifest: ${pattern} needs a positive size`);
  return { pattern, width, height, variants };
}

export interface ManifestEntry {
  pattern: string;
  width: number;
  height: number;
  variants: string;
}

export function entry(e: ManifestEntry): ImageSet {
  return set(e.pattern, e.width, e.height, variantsNamed(e.variants));
}

/** A fixed-length, read-only list of image sets. */
export type ImageSetList<N extends number, Acc extends ImageSet[] = []> = Acc['length'] extends N ? Readonly<Acc> : ImageSetList<N, [...Acc, ImageSet]>;

export function list<N extends number>(entries: readonly ManifestEntry[], count: N): ImageSetList<N> {
  if (entries.length !== count) {
    throw new Error(`image manifest: expected ${count} images, found ${entries.length} (${entries[0]?.pattern ?? ''})`);
  }
  return Object.freeze(entries.map(entry)) as unknown as ImageSetList<N>;
}

/**
 * The pattern resolved for a page language: a file, or a picture of a sheet (`file#view`: one
 * file for many pictures a page shows together, tools/artwork/src/draw/sheet.ts).
 */
function resolved(image: ImageSet, lang: Language): string {
  return image.pattern.includes('{lang}') ? image.pattern.replace('{lang}', image.variants[lang]) : image.pattern;
}

/** A view's name in a sheet: a plain name, also usable as an SVG id. */
export const SHEET_VIEW = /^[a-z][a-z0-9-]*$/;

/** A pattern (or a resolved one) split into the file it names and, for a picture of a sheet, its view. */
export function splitView(pattern: string): { file: string; view?: string } {
  const at = pattern.indexOf('#');
  if (at < 0) return { file: pattern };
  const view = pattern.slice(at + 1);
  if (!SHEET_VIEW.test(view)) throw new Error(`image manifest: "${pattern}" names a view that is not a plain name`);
  return { file: pattern.slice(0, at), view };
}

/** The file (relative to /images/) an image set resolves to for a page language. */
export function imageFile(image: ImageSet, lang: Language): string {
  return splitView(resolved(image, lang)).file;
}

/** Resolves an image set to the URL for a page language (with its view, for a picture of a sheet). */
export function imageUrl(image: ImageSet, lang: Language): string {
  return `/images/${resolved(image, lang)}`;
}
