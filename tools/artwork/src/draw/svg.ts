import type { Language } from '@inphr/content';
import { FONTS } from './palette';

/*
 * SVG as text: elements, attributes, numbers written short, the document around a drawing, and
 * the definitions a file shares (icons, people). Pure functions but for the shared definitions of
 * the file being drawn, which context() resets: same input, same bytes.
 */

/** Attribute values; undefined, null and false leave the attribute out. */
export type Attrs = Record<string, string | number | boolean | undefined | null>;

/** A point as [x, y]. */
export type Point = readonly [number, number];

export function esc(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Compact number: at most one decimal. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** At most three decimals (scales). */
export function n3(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Escapes text content and double-quoted attribute values (apostrophes need no escaping there). */
export function escText(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attrs(map: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(map)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? n(v) : escText(v)}"`;
  }
  return out;
}

export function el(name: string, map: Attrs, body?: string): string {
  return body === undefined ? `<${name}${attrs(map)}/>` : `<${name}${attrs(map)}>${body}</${name}>`;
}

/** Shared definitions (icon shapes, people) used by the file being drawn; reset by context(). */
let sharedDefs = new Map<string, string>();

/** What a drawing knows of the file it draws: its name (for messages), its language, and ids unique within it. */
export interface DrawContext {
  file: string;
  lang: string;
  uid: (prefix?: string) => string;
}

/** A drawing context for one file: unique ids and the current file name for error messages. */
export function context(file: string, lang: string): DrawContext {
  let counter = 0;
  sharedDefs = new Map();
  return { file, lang, uid: (prefix = 'i') => `${prefix}${++counter}` };
}

/** Registers a definition the file shares (once per file, whoever asks first). */
export function shareDefinition(id: string, definition: string): void {
  if (!sharedDefs.has(id)) sharedDefs.set(id, definition);
}

/** Registers a shared definition (once per file) and returns a <use> of it with extra attributes. */
export function sharedUse(id: string, definition: string, extra: Attrs = {}): string {
  shareDefinition(id, definition);
  return el('use', { href: `#${id}`, ...extra });
}

export function doc(width: number, height: number, title: string, body: string, lang: Language, defs = ''): string {
  const shared = [...sharedDefs.values()].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"` +
    ` font-family="${escText(FONTS[lang])}" stroke-linecap="round" stroke-linejoin="round">\n<title>${escText(title)}</title>\n` +
    (defs || shared ? `<defs>${shared}${defs}</defs>\n` : '') +
    body +
    '\n</svg>\n'
  );
}

export const g = (body: string, transform: string, extra: Attrs = {}): string => el('g', { transform, ...extra }, body);

export const translate = (x: number, y: number, body: string, scale?: number): string =>
  el('g', { transform: `translate(${n(x)} ${n(y)})${scale && scale !== 1 ? ` scale(${n3(scale)})` : ''}` }, body);
