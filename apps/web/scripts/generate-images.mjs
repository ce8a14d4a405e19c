#!/usr/bin/env node
// Generates every image of the image manifest as an SVG file, per language, from data:
//   packages/i18n/src/images/manifest/*.json   which files exist, their sizes and language sharing
//   packages/i18n/src/image-texts/{ko,en,ja}.json   every text drawn inside the images
// Output: apps/web/public/images/<pattern with {lang} replaced> (git-ignored, rebuilt on build).
// Deterministic: the same input gives byte-identical files. Node built-ins only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { context, doc, isFitError } from './image-art/kit.mjs';
import {
  landingAppSlide,
  landingWebSlide,
  landingPhone,
  landingWeb,
  homeHeroPhone,
  homeIntro1,
  homeIntro2,
  homeIntro3,
  platform,
  careDevices,
  carePhone,
  logo,
  badgeAppStore,
  badgeGooglePlay,
} from './image-art/scenes.mjs';
import { HEROES } from './image-art/heroes.mjs';
import { dashItem, ibdItem, tempStack, tempLead, tempProfile, airArtboard, childSlide, childSection2, childSection3 } from './image-art/extras.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const i18nSrc = resolve(here, '../../../packages/i18n/src');
const outRoot = resolve(here, '../public/images');
const LANGUAGES = ['ko', 'en', 'ja'];
const MAX_BYTES = 12 * 1024;

const readManifest = (file) => JSON.parse(readFileSync(join(i18nSrc, 'images/manifest', file), 'utf8'));
const manifest = {
  variants: readManifest('variants.json'),
  landing: readManifest('landing.json'),
  home: readManifest('home.json'),
  services: readManifest('services.json'),
  serviceAccents: readManifest('service-accents.json'),
  serviceExtras: readManifest('service-extras.json'),
  badges: readManifest('badges.json'),
};
const texts = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(join(i18nSrc, 'image-texts', `${lang}.json`), 'utf8'))]),
);

/** Drawing function for a manifest entry, by its key path (e.g. ['home', 'intro', 1]). */
function painter(keys) {
  const [group, a, b, c] = keys;
  const at = (list, i) => {
    const fn = list[i];
    if (!fn) throw new Error(`no drawing for ${keys.join('.')}`);
    return fn;
  };
  switch (group) {
    case 'landing':
      if (a === 'appSlides') return landingAppSlide(b);
      if (a === 'webSlides') return landingWebSlide(b);
      if (a === 'phone') return landingPhone;
      if (a === 'web') return landingWeb;
      break;
    case 'home':
      if (a === 'heroPhone') return homeHeroPhone;
      if (a === 'intro') return at([homeIntro1, homeIntro2, homeIntro3], b);
      if (a === 'platform') return platform;
      break;
    case 'services':
      if (b === 'hero') return at(HEROES, a);
      if (b === 'logo') return logo(a, manifest.serviceAccents[a]);
      break;
    case 'serviceExtras': {
      const key = `${a}.${b}`;
      const table = {
        'care.phone': () => carePhone,
        'care.devices': () => careDevices,
        'dash.items': () => dashItem(c),
        'ibd.items': () => ibdItem(c),
        'temp.stack': () => tempStack(c),
        'temp.lead': () => tempLead,
        'temp.profiles': () => tempProfile(c),
        'air.artboard': () => airArtboard,
        'child.slides': () => childSlide(c),
        'child.section2': () => childSection2,
        'child.section3': () => childSection3,
      };
      if (table[key]) return table[key]();
      break;
    }
    case 'badges':
      if (a === 'appStore') return badgeAppStore;
      if (a === 'googlePlay') return badgeGooglePlay;
      break;
  }
  throw new Error(`no drawing for ${keys.join('.')}`);
}

/** The <title> of an image: titles.<key path> in the image texts, or the logo's word mark. */
function titleOf(keys, t) {
  if (keys[0] === 'services' && keys[2] === 'logo') return `${t.logos.brand} ${t.logos.names[keys[1]]}`;
  let node = t.titles;
  for (const k of keys) node = node?.[k];
  if (typeof node !== 'string' || !node.trim()) throw new Error(`image-texts: no title for ${keys.join('.')}`);
  return node;
}

/** Every manifest entry with its key path, in manifest order. */
function entries(node, keys = [], out = []) {
  if (Array.isArray(node)) node.forEach((item, i) => entries(item, [...keys, i], out));
  else if (node && typeof node === 'object') {
    if (typeof node.pattern === 'string') out.push({ keys, ...node });
    else for (const [k, v] of Object.entries(node)) entries(v, [...keys, k], out);
  }
  return out;
}

function contrast(hex) {
  const lum = (h) => {
    const c = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  return 1.05 / (lum(hex) + 0.05);
}

function main() {
  for (const [slug, color] of Object.entries(manifest.serviceAccents)) {
    if (contrast(color) < 4.5) throw new Error(`accent colour of ${slug} (${color}) is below AA contrast on white`);
  }
  const sets = ['landing', 'home', 'services', 'serviceExtras', 'badges'].flatMap((k) => entries(manifest[k], [k]));
  const written = new Map();
  const problems = [];
  for (const set of sets) {
    const variants = manifest.variants[set.variants];
    if (!variants) throw new Error(`unknown variants ${set.variants} for ${set.pattern}`);
    const paint = painter(set.keys);
    for (const lang of LANGUAGES) {
      const source = variants[lang];
      const file = set.pattern.includes('{lang}') ? set.pattern.replace('{lang}', source) : set.pattern;
      if (written.has(file)) continue;
      const t = texts[source];
      const ctx = context(file, source);
      let svg;
      try {
        const body = paint({ ctx, t, lang: source, w: set.width, h: set.height });
        svg = doc(set.width, set.height, titleOf(set.keys, t), body);
      } catch (error) {
        // Text that does not fit (or a missing text) is reported for every file before failing.
        if (!(error instanceof Error)) throw error;
        problems.push(`${file}: ${isFitError(error) ? 'text does not fit: ' : ''}${error.message}`);
        continue;
      }
      if (/<script|foreignObject|<image|xlink:href="http|href="http|url\(http/i.test(svg)) problems.push(`${file}: forbidden content`);
      const bytes = Buffer.byteLength(svg);
      if (bytes > MAX_BYTES) problems.push(`${file}: ${bytes} bytes (limit ${MAX_BYTES})`);
      const target = join(outRoot, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, svg);
      written.set(file, bytes);
    }
  }
  if (problems.length) {
    console.error(`generate-images: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const total = [...written.values()].reduce((a, b) => a + b, 0);
  console.log(`generate-images: wrote ${written.size} files, ${total} bytes (${(total / 1024).toFixed(1)} KiB) to ${outRoot}`);
}

main();
