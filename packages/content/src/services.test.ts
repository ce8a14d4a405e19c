import { describe, expect, it } from 'vitest';
import { SERVICES, SERVICE_CATEGORIES, SERVICE_SLUGS, findServiceByFaqSeq, FAQ_ALL_SERVICE_SEQ } from './services';
import { STATIC_PAGE_PATHS, paths } from './paths';
import { parseLanguage, toApiLanguage } from './languages';

describe('service table', () => {
  it('has the 17 services of the spec, each once', () => {
    expect(SERVICES).toHaveLength(17);
    expect(new Set(SERVICES.map((s) => s.slug)).size).toBe(17);
    expect(SERVICES.map((s) => s.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
  });

  it('puts every service in exactly one of four categories, in the spec order', () => {
    expect(SERVICE_CATEGORIES.map((c) => c.id)).toEqual(['personal', 'monitoring', 'chronic', 'staff']);
    const listed = SERVICE_CATEGORIES.flatMap((c) => c.services);
    expect(listed).toHaveLength(17);
    expect(new Set(listed).size).toBe(17);
    for (const category of SERVICE_CATEGORIES) {
      for (const slug of category.services) {
        expect(SERVICES.find((s) => s.slug === slug)?.category).toBe(category.id);
      }
    }
  });

  it('maps FAQ serviceSeq numbers as docs/spec.md (Entities) lists them', () => {
    const expected: Record<number, string> = {
      1: 'care',
      3: 'pro',
      4: 'diab',
      5: 'spine',
      7: 'doc',
      8: 'live',
      9: 'ibd',
      10: 'pill',
      11: 'sym',
      12: 'dash',
      13: 'child',
      14: 'mental',
      15: 'sea',
      16: 'smart',
      17: 'room',
      18: 'air',
      19: 'temp',
    };
    for (const [seq, slug] of Object.entries(expected)) {
      expect(findServiceByFaqSeq(Number(seq))?.slug).toBe(slug);
    }
    expect(findServiceByFaqSeq(FAQ_ALL_SERVICE_SEQ)).toBeUndefined();
  });

  it('gives store badges as the spec says', () => {
    const stores = Object.fromEntries(SERVICES.filter((s) => s.stores.length).map((s) => [s.slug, s.stores.join('+')]));
    expect(stores).toEqual({
      care: 'appStore+googlePlay',
      pill: 'appStore+googlePlay',
      pro: 'appStore',
      diab: 'appStore',
      ibd: 'appStore+googlePlay',
      sym: 'appStore+googlePlay',
    });
  });

  it('uses four-item lists only for sym and ibd', () => {
    expect(
      SERVICES.filter((s) => s.listCount === 4)
        .map((s) => s.slug)
        .sort(),
    ).toEqual(['ibd', 'sym']);
  });
});

describe('paths', () => {
  it('builds service and media links', () => {
    expect(paths.service.getHref('care')).toBe('/service/inphrcare');
    expect(paths.mediaDetail.getHref(12, 'EN')).toBe('/media/12?lang=EN');
    expect(STATIC_PAGE_PATHS).toContain('/service/inphrtemp');
    expect(STATIC_PAGE_PATHS).toHaveLength(4 + 17 + 3);
  });
});

describe('languages', () => {
  it('normalizes codes and falls back to undefined', () => {
    expect(parseLanguage('EN')).toBe('en');
    expect(parseLanguage('ja-JP')).toBe('ja');
    expect(parseLanguage('fr')).toBeUndefined();
    expect(parseLanguage(undefined)).toBeUndefined();
    expect(toApiLanguage('ko')).toBe('KO');
  });
});
