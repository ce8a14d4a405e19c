import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@inphr/content';
import { NAMESPACES } from './resources';

const root = join(import.meta.dirname, 'locales');

function read(lang: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8'));
}

/** Every key path of a resource object, with array lengths, e.g. `list.items[3].title`. */
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
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => emptyValues(v, `${prefix}.${k}`));
  }
  return [];
}

describe('locale resources', () => {
  it('has a file for every namespace in every language and nothing else', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(join(root, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each([...NAMESPACES])('%s has exactly the same keys in ko, en and ja', (ns) => {
    const [base, ...others] = LANGUAGES.map((lang) => shape(read(lang, ns)).sort());
    for (const other of others) expect(other).toEqual(base);
  });

  it.each([...NAMESPACES])('%s has no empty value in any language', (ns) => {
    for (const lang of LANGUAGES) expect(emptyValues(read(lang, ns)), `${lang}/${ns}`).toEqual([]);
  });

  // A text kept in one language on every page (e.g. the English copyright line) names its language in
  // a sibling `<key>Lang` entry, and the app sets that as the fragment's `lang` (WCAG 3.1.2).
  it('marks texts kept in another language with a language code that fits the text', () => {
    const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
    let markers = 0;
    const check = (value: unknown, where: string) => {
      if (!value || typeof value !== 'object') return;
      for (const [key, v] of Object.entries(value)) {
        if (key.endsWith('Lang') && key.length > 4 && !Array.isArray(value)) {
          markers += 1;
          const text = (value as Record<string, unknown>)[key.slice(0, -4)];
          expect(LANGUAGES as readonly unknown[], `${where}.${key}`).toContain(v);
          expect(typeof text, `${where}.${key} has no text ${key.slice(0, -4)} beside it`).toBe('string');
          if (v === 'en') expect(text, `${where}.${key.slice(0, -4)} is marked English`).not.toMatch(cjk);
        } else {
          check(v, `${where}.${key}`);
        }
      }
    };
    for (const lang of LANGUAGES) for (const ns of NAMESPACES) check(read(lang, ns), `${lang}/${ns}`);
    expect(markers).toBeGreaterThan(0);
  });

  it('keeps interpolation variables the same in every language', () => {
    for (const ns of NAMESPACES) {
      const vars = LANGUAGES.map((lang) => [...JSON.stringify(read(lang, ns)).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort());
      expect(vars[1], `${ns} en`).toEqual(vars[0]);
      expect(vars[2], `${ns} ja`).toEqual(vars[0]);
    }
  });
});
