import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LANGUAGES, type Language, type ServiceSlug } from '@inphr/content';
import badges from '@inphr/i18n/images/manifest/badges.json';
import home from '@inphr/i18n/images/manifest/home.json';
import landing from '@inphr/i18n/images/manifest/landing.json';
import serviceAccents from '@inphr/i18n/images/manifest/service-accents.json';
import serviceExtras from '@inphr/i18n/images/manifest/service-extras.json';
import services from '@inphr/i18n/images/manifest/services.json';
import variants from '@inphr/i18n/images/manifest/variants.json';
import { splitView } from '@inphr/i18n/images';
import enTexts from '@inphr/i18n/image-texts/en.json';
import jaTexts from '@inphr/i18n/image-texts/ja.json';
import koTexts from '@inphr/i18n/image-texts/ko.json';
import { OutlineFonts, outlineTexts, textsOf } from './draw/outline';
import { composeSheet, type SheetPart } from './draw/sheet';
import { context, doc } from './draw/svg';
import { isFitError } from './draw/text';
import { airArtboard, childSection2, childSection3, childSlide, dashItem, ibdItem, tempLead, tempProfile, tempStack } from './art/extras';
import { HEROES } from './art/heroes';
import {
  badgeAppStore,
  badgeGooglePlay,
  careDevices,
  carePhone,
  homeHeroPhone,
  homeIntro1,
  homeIntro2,
  homeIntro3,
  landingAppSlide,
  landingPhone,
  landingWeb,
  landingWebSlide,
  logo,
  platform,
} from './art/scenes';
import type { ImageTexts, Painter } from './art/types';

/*
 * Every picture of the image manifest, drawn as an SVG file per language from data: the manifest
 * (packages/i18n/src/images/manifest/*.json: which files exist, their sizes, which language each
 * site language shows) and the image texts (packages/i18n/src/image-texts/{ko,en,ja}.json: every
 * text drawn inside them). Deterministic: the same input gives byte-identical files.
 */

/**
 * A picture's words are outlines (decision 0019): the largest, a web screen full of Japanese text,
 * is 118 KB before compression (about 30 KB as Brotli); a larger one is a drawing gone wrong.
 */
const MAX_BYTES = 128 * 1024;

const TEXTS: Record<Language, ImageTexts> = { ko: koTexts, en: enTexts, ja: jaTexts };

const MANIFEST = { landing, home, services, serviceExtras, badges };

interface ManifestEntry {
  pattern: string;
  width: number;
  height: number;
  variants: string;
}

/** A manifest entry with the path of keys that leads to it, e.g. ['home', 'intro', 1]. */
interface Placed extends ManifestEntry {
  keys: (string | number)[];
}

/** The drawing of a manifest entry, by its key path. */
function painter(keys: (string | number)[]): Painter {
  const [group, a, b, c] = keys;
  const at = (list: readonly Painter[], i: string | number | undefined) => {
    const fn = list[Number(i)];
    if (!fn) throw new Error(`no drawing for ${keys.join('.')}`);
    return fn;
  };
  switch (group) {
    case 'landing':
      if (a === 'appSlides') return landingAppSlide(Number(b));
      if (a === 'webSlides') return landingWebSlide(Number(b));
      if (a === 'phone') return landingPhone;
      if (a === 'web') return landingWeb;
      break;
    case 'home':
      if (a === 'heroPhone') return homeHeroPhone;
      if (a === 'intro') return at([homeIntro1, homeIntro2, homeIntro3], b);
      if (a === 'platform') return platform;
      break;
    case 'services': {
      const slug = a as ServiceSlug;
      if (b === 'hero' && slug in HEROES) return HEROES[slug];
      if (b === 'logo') return logo(slug, (serviceAccents as Record<string, string>)[slug]!);
      break;
    }
    case 'serviceExtras': {
      const table: Record<string, () => Painter> = {
        'care.phone': () => carePhone,
        'care.devices': () => careDevices,
        'dash.items': () => dashItem(Number(c)),
        'ibd.items': () => ibdItem(Number(c)),
        'temp.stack': () => tempStack(Number(c)),
        'temp.lead': () => tempLead,
        'temp.profiles': () => tempProfile(Number(c)),
        'air.artboard': () => airArtboard,
        'child.slides': () => childSlide(Number(c)),
        'child.section2': () => childSection2,
        'child.section3': () => childSection3,
      };
      const make = table[`${String(a)}.${String(b)}`];
      if (make) return make();
      break;
    }
    case 'badges':
      if (a === 'appStore') return badgeAppStore;
      if (a === 'googlePlay') return badgeGooglePlay;
      break;
  }
  throw new Error(`no drawing for ${keys.join('.')}`);
}

/** The <title> of a picture: titles.<key path> in the image texts, or the logo's word mark. */
function titleOf(keys: (string | number)[], t: ImageTexts): string {
  if (keys[0] === 'services' && keys[2] === 'logo') return `${t.logos.brand} ${(t.logos.names as Record<string, string>)[String(keys[1])]}`;
  let node: unknown = t.titles;
  for (const k of keys) node = (node as Record<string | number, unknown> | undefined)?.[k];
  if (typeof node !== 'string' || !node.trim()) throw new Error(`image-texts: no title for ${keys.join('.')}`);
  return node;
}

/** Every manifest entry with its key path, in manifest order. */
function entries(node: unknown, keys: (string | number)[] = [], out: Placed[] = []): Placed[] {
  if (Array.isArray(node)) node.forEach((item, i) => entries(item, [...keys, i], out));
  else if (node && typeof node === 'object') {
    if (typeof (node as { pattern?: unknown }).pattern === 'string') out.push({ keys, ...(node as ManifestEntry) });
    else for (const [k, v] of Object.entries(node)) entries(v, [...keys, k], out);
  }
  return out;
}

/** Contrast of a colour against white (WCAG). */
function contrast(hex: string): number {
  const lum = (h: string) => {
    const c = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  return 1.05 / (lum(hex) + 0.05);
}

/**
 * Draws every picture of the manifest into `outDir`, its words as outlines (draw/outline.ts); fails,
 * naming every problem, if one cannot be drawn.
 */
export async function generateImages(outDir: string): Promise<void> {
  for (const [slug, color] of Object.entries(serviceAccents)) {
    if (contrast(color) < 4.5) throw new Error(`accent colour of ${slug} (${color}) is below AA contrast on white`);
  }
  const sets = (['landing', 'home', 'services', 'serviceExtras', 'badges'] as const).flatMap((k) => entries(MANIFEST[k], [k]));
  const drawn = new Map<string, { svg: string; lang: Language }>();
  const problems: string[] = [];
  for (const set of sets) {
    const languages = (variants as Record<string, Record<Language, Language> | undefined>)[set.variants];
    if (!languages) throw new Error(`unknown variants ${set.variants} for ${set.pattern}`);
    const paint = painter(set.keys);
    for (const lang of LANGUAGES) {
      const source = languages[lang];
      // A file, or a picture of a sheet (`file#view`, draw/sheet.ts).
      const file = set.pattern.includes('{lang}') ? set.pattern.replace('{lang}', source) : set.pattern;
      if (drawn.has(file)) continue;
      const t = TEXTS[source];
      const ctx = context(file, source);
      try {
        const body = paint({ ctx, t, lang: source, w: set.width, h: set.height });
        drawn.set(file, { svg: doc(set.width, set.height, titleOf(set.keys, t), body, source), lang: source });
      } catch (error) {
        // Text that does not fit (or a missing text) is reported for every file before failing.
        if (!(error instanceof Error)) throw error;
        problems.push(`${file}: ${isFitError(error) ? 'text does not fit: ' : ''}${error.message}`);
      }
    }
  }
  const fonts = new OutlineFonts();
  const missing = await fonts.prepare([...drawn.values()].flatMap(({ svg, lang }) => textsOf(svg).map((text): [string, Language] => [text, lang])));
  if (missing.length) problems.push(`no font draws ${missing.map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase()})`).join(', ')}`);
  const files = new Map<string, string>();
  const sheets = new Map<string, SheetPart[]>();
  for (const [pattern, { svg: drawing, lang }] of drawn) {
    if (problems.length) break;
    const svg = outlineTexts(drawing, lang, fonts);
    const { file, view } = splitView(pattern);
    if (view === undefined) files.set(file, svg);
    else sheets.set(file, [...(sheets.get(file) ?? []), { view, svg }]);
  }
  for (const [file, parts] of sheets) files.set(file, composeSheet(parts));
  const written = new Map<string, number>();
  for (const [file, svg] of files) {
    if (problems.length) break;
    if (/<script|foreignObject|<image|<text|xlink:href="http|href="http|url\(http/i.test(svg)) problems.push(`${file}: forbidden content`);
    const bytes = Buffer.byteLength(svg);
    if (bytes > MAX_BYTES) problems.push(`${file}: ${bytes} bytes (limit ${MAX_BYTES})`);
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
    written.set(file, bytes);
  }
  if (problems.length) throw new Error(`generate-images: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  const total = [...written.values()].reduce((a, b) => a + b, 0);
  console.log(`generate-images: wrote ${written.size} files, ${total} bytes (${(total / 1024).toFixed(1)} KiB) to ${outDir}`);
}
