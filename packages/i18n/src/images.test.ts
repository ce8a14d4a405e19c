import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SERVICE_SLUGS } from '@inphr/content';
import {
  ALL_IMAGE_SETS,
  BADGE_IMAGES,
  ENGLISH_FOR_JAPANESE,
  HOME_IMAGES,
  KOREAN_FOR_JAPANESE,
  LANDING_IMAGES,
  NEUTRAL_IMAGES,
  OWN_IMAGES,
  SERVICE_ACCENT_COLORS,
  SERVICE_EXTRA_IMAGES,
  SERVICE_IMAGES,
  imageFile,
  imageFiles,
  imageUrl,
  splitView,
} from './images';

const textsDir = join(import.meta.dirname, 'image-texts');

function readTexts(lang: string): unknown {
  return JSON.parse(readFileSync(join(textsDir, `${lang}.json`), 'utf8'));
}

/** Every key path of a value, with array lengths, e.g. `screens.records.items[3]`. */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${prefix}[${i}]`))];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function emptyValues(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => emptyValues(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => emptyValues(v, `${prefix}.${k}`));
  }
  return [`${prefix} (not a string)`];
}

describe('image manifest', () => {
  it('gives every set a positive width and height', () => {
    expect(ALL_IMAGE_SETS.length).toBeGreaterThan(0);
    for (const image of ALL_IMAGE_SETS) {
      expect(image.width, image.pattern).toBeGreaterThan(0);
      expect(image.height, image.pattern).toBeGreaterThan(0);
    }
  });

  it('lists every file once', () => {
    const files = imageFiles();
    expect(new Set(files).size).toBe(files.length);
    // The 17 logos are one sheet (services/logos.svg), the 6 temp profiles another.
    expect(files).toHaveLength(144);
    for (const file of files) expect(file).toMatch(/^[a-z0-9/-]+(\.(ko|en|ja))?\.svg$/);
    for (const image of ALL_IMAGE_SETS) expect(imageUrl(image, 'ko')).toMatch(/^\/images\/[a-z0-9/.-]+\.svg(#[a-z][a-z0-9-]*)?$/);
  });

  it('keeps the landing patterns', () => {
    expect(LANDING_IMAGES.appSlides.map((i) => i.pattern)).toEqual(['landing/app-slide-1.{lang}.svg', 'landing/app-slide-2.{lang}.svg']);
    expect(LANDING_IMAGES.phone.pattern).toBe('landing/phone.{lang}.svg');
    expect(LANDING_IMAGES.web.pattern).toBe('landing/web.{lang}.svg');
    expect(imageUrl(LANDING_IMAGES.webSlides[2], 'ja')).toBe('/images/landing/web-slide-3.ja.svg');
  });

  it('shows the English sym hero in Japanese', () => {
    expect(SERVICE_IMAGES.sym.hero.variants).toEqual(ENGLISH_FOR_JAPANESE);
    expect(imageUrl(SERVICE_IMAGES.sym.hero, 'ja')).toBe('/images/services/sym/hero.en.svg');
    expect(imageUrl(SERVICE_IMAGES.sym.hero, 'ko')).toBe('/images/services/sym/hero.ko.svg');
  });

  it('shows the Korean dash images in Japanese', () => {
    for (const [i, item] of SERVICE_EXTRA_IMAGES.dash.items.entries()) {
      expect(imageUrl(item, 'ja')).toBe(`/images/services/dash/item-${i + 1}.ko.svg`);
      expect(imageUrl(item, 'en')).toBe(`/images/services/dash/item-${i + 1}.en.svg`);
    }
    for (const slug of ['dash', 'pill', 'room', 'smart'] as const) {
      expect(SERVICE_IMAGES[slug].hero.variants).toEqual(KOREAN_FOR_JAPANESE);
      expect(imageUrl(SERVICE_IMAGES[slug].hero, 'ja')).toBe(`/images/services/${slug}/hero.ko.svg`);
    }
    expect(imageUrl(SERVICE_IMAGES.care.hero, 'ja')).toBe('/images/services/care/hero.ja.svg');
  });

  it('resolves language-neutral images to one file', () => {
    for (const slug of SERVICE_SLUGS) {
      const logo = SERVICE_IMAGES[slug].logo;
      expect(logo.variants).toEqual(NEUTRAL_IMAGES);
      expect(new Set(LANGUAGES.map((lang) => imageUrl(logo, lang)))).toEqual(new Set([`/images/services/logos.svg#${slug}`]));
      expect(imageFile(logo, 'ja')).toBe('services/logos.svg');
      expect([logo.width, logo.height]).toEqual([240, 72]);
    }
    expect(imageFile(SERVICE_EXTRA_IMAGES.temp.profiles[5], 'en')).toBe('services/temp/profiles.svg');
    expect(imageUrl(SERVICE_EXTRA_IMAGES.temp.profiles[5], 'ja')).toBe('/images/services/temp/profiles.svg#profile-6');
  });

  it('has the expected counts and sizes', () => {
    expect(LANDING_IMAGES.appSlides).toHaveLength(2);
    expect(LANDING_IMAGES.webSlides).toHaveLength(3);
    expect(HOME_IMAGES.intro).toHaveLength(3);
    expect(SERVICE_EXTRA_IMAGES.dash.items).toHaveLength(3);
    expect(SERVICE_EXTRA_IMAGES.ibd.items).toHaveLength(4);
    expect(SERVICE_EXTRA_IMAGES.temp.stack).toHaveLength(3);
    expect(SERVICE_EXTRA_IMAGES.temp.profiles).toHaveLength(6);
    expect(SERVICE_EXTRA_IMAGES.child.slides).toHaveLength(3);
    expect(Object.keys(SERVICE_IMAGES).sort()).toEqual([...SERVICE_SLUGS].sort());
    const heroes = SERVICE_SLUGS.map((slug) => SERVICE_IMAGES[slug].hero);
    const logos = SERVICE_SLUGS.map((slug) => SERVICE_IMAGES[slug].logo);
    expect(new Set(heroes.map((h) => h.pattern)).size).toBe(17);
    expect(new Set(logos.map((l) => l.pattern)).size).toBe(17);
    expect(new Set(logos.map((l) => imageFile(l, 'en')))).toEqual(new Set(['services/logos.svg']));
    for (const hero of heroes) expect([hero.width, hero.height]).toEqual([640, 480]);
    expect([SERVICE_EXTRA_IMAGES.air.artboard.width, SERVICE_EXTRA_IMAGES.air.artboard.height]).toEqual([1600, 480]);
    expect([BADGE_IMAGES.appStore.width, BADGE_IMAGES.appStore.height]).toEqual([180, 54]);
    expect(HOME_IMAGES.platform.variants).toEqual(OWN_IMAGES);
  });

  it('gives every service an accent colour', () => {
    for (const slug of SERVICE_SLUGS) expect(SERVICE_ACCENT_COLORS[slug]).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(Object.values(SERVICE_ACCENT_COLORS)).size).toBe(SERVICE_SLUGS.length);
  });
});

describe('image texts', () => {
  const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, readTexts(lang)]));

  it('has the same key paths in ko, en and ja', () => {
    const en = shape(texts.en).sort();
    expect(shape(texts.ko).sort()).toEqual(en);
    expect(shape(texts.ja).sort()).toEqual(en);
  });

  it('has no empty values', () => {
    for (const lang of LANGUAGES) expect(emptyValues(texts[lang]), lang).toEqual([]);
  });

  it('uses the stores’ own badge wording', () => {
    const badge = (lang: string) => (texts[lang] as { titles: { badges: Record<string, string> } }).titles.badges;
    expect(badge('ko')).toEqual({ appStore: 'App Store에서 다운로드', googlePlay: 'Google Play에서 다운로드하기' });
    expect(badge('ja')).toEqual({ appStore: 'App Storeからダウンロード', googlePlay: 'Google Play で手に入れよう' });
    expect(badge('en')).toEqual({ appStore: 'Download on the App Store', googlePlay: 'Get it on Google Play' });
  });
});

describe('splitView', () => {
  it('splits a picture of a sheet into its file and view', () => {
    expect(splitView('services/logos.svg#care')).toEqual({ file: 'services/logos.svg', view: 'care' });
    expect(splitView('services/care/hero.ko.svg')).toEqual({ file: 'services/care/hero.ko.svg' });
  });

  it('refuses a view that is not a plain name', () => {
    expect(() => splitView('services/logos.svg#a b')).toThrow(/not a plain name/);
    expect(() => splitView('services/logos.svg#')).toThrow(/not a plain name/);
  });
});
