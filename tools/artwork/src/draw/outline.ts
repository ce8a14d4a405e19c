import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import wawoff2 from 'wawoff2';
import type { Language } from '@inphr/content';

/*
 * The pictures' words drawn as outlines (decision 0019). A picture is an SVG document of its own in
 * the browser, and the browser lays out and paints an SVG's `<text>` on the page's main thread,
 * resolving fonts for each picture: on a phone that was the largest part of a page's main-thread
 * work outside its scripts. Outlines are paths, which the browser only rasterizes, off the main
 * thread; and every visitor sees the same letters, whatever fonts their device has.
 *
 * The fonts are Noto Sans, Noto Sans KR and Noto Sans JP (variable, SIL Open Font License), installed from
 * the npm registry with the tool as Fontsource's WOFF2 files, one file per range of characters: a
 * character is drawn from the first file of the picture's language that has it (then the other
 * language's), at the weight the drawing asked for. Same input, same bytes.
 */

type Family = 'latin' | 'kr' | 'jp';

/**
 * The families a language's pictures are drawn with, in order: the first of the pictures' font
 * lists (palette.ts) that is a Noto face, then the others for what it lacks.
 */
const FAMILIES: Record<Language, readonly Family[]> = { ko: ['kr', 'jp', 'latin'], ja: ['jp', 'kr', 'latin'], en: ['latin', 'jp', 'kr'] };

const PACKAGES: Record<Family, string> = {
  latin: '@fontsource-variable/noto-sans',
  kr: '@fontsource-variable/noto-sans-kr',
  jp: '@fontsource-variable/noto-sans-jp',
};

const require = createRequire(import.meta.url);

interface FontFile {
  path: string;
  /** The file as read (fontkit reads its character map from the WOFF2 itself). */
  font: fontkit.Font;
  /** The file decompressed to TrueType, read once it is needed (variations need TrueType). */
  instances: Map<number, fontkit.Font>;
  truetype?: fontkit.Font;
}

function fontFiles(family: Family): FontFile[] {
  const dir = join(dirname(require.resolve(`${PACKAGES[family]}/package.json`)), 'files');
  return (
    readdirSync(dir)
      .filter((name) => name.endsWith('-wght-normal.woff2'))
      // The named ranges (latin, latin-ext, …) first: their Latin letters and punctuation are the
      // proportional ones; the numbered (CJK) ranges hold full-width forms of some of them.
      .sort((a, b) => Number(/-\d+-wght/.test(a)) - Number(/-\d+-wght/.test(b)) || a.localeCompare(b, 'en', { numeric: true }))
      .map((name) => {
        const path = join(dir, name);
        return { path, font: fontkit.create(readFileSync(path)) as fontkit.Font, instances: new Map() };
      })
  );
}

/** One glyph placed in font units along a line (x from the line's start). */
interface Placed {
  glyph: fontkit.Glyph;
  x: number;
  y: number;
}

/** A run of text at one size, weight, colour (a `<text>` or one of its `<tspan>`s). */
export interface TextRun {
  text: string;
  size: number;
  weight: number;
  /** Extra space before the run (a tspan's dx), px. */
  dx: number;
  /** Letter spacing, px. */
  spacing: number;
  /** How far below the line the run sits, px (a subscript's). */
  shift: number;
  attrs: Record<string, string>;
}

/** Subscript digits (SpO₂, CO₂), which the fonts lack: the digit, smaller and below the line, as a browser synthesizes them. */
const SUBSCRIPTS = /[\u2080-\u2089]+/g;
const SUBSCRIPT_SIZE = 0.62;
const SUBSCRIPT_SHIFT = 0.16;

function withSubscripts(run: TextRun): TextRun[] {
  if (!/[\u2080-\u2089]/.test(run.text)) return [run];
  const out: TextRun[] = [];
  let last = 0;
  for (const m of run.text.matchAll(SUBSCRIPTS)) {
    if (m.index > last) out.push({ ...run, text: run.text.slice(last, m.index), dx: out.length ? 0 : run.dx });
    const digits = [...m[0]].map((c) => String(c.codePointAt(0)! - 0x2080)).join('');
    out.push({ ...run, text: digits, size: run.size * SUBSCRIPT_SIZE, shift: run.shift + run.size * SUBSCRIPT_SHIFT, dx: out.length ? 0 : run.dx });
    last = m.index + m[0].length;
  }
  if (last < run.text.length) out.push({ ...run, text: run.text.slice(last), dx: 0 });
  return out;
}

/** The fonts of one run of the build, loaded as the pictures' characters need them. */
export class OutlineFonts {
  private readonly files = new Map<Family, FontFile[]>();

  private filesOf(family: Family): FontFile[] {
    let files = this.files.get(family);
    if (!files) this.files.set(family, (files = fontFiles(family)));
    return files;
  }

  /** Which file draws a character, per language (asked for every character of every text). */
  private readonly chosen = new Map<string, FontFile | undefined>();

  /** The file that draws a character in a language's pictures, or undefined when none does. */
  fileFor(char: string, lang: Language): FontFile | undefined {
    const key = `${lang}${char}`;
    if (this.chosen.has(key)) return this.chosen.get(key);
    const code = char.codePointAt(0)!;
    let found: FontFile | undefined;
    for (const family of FAMILIES[lang]) {
      found = this.filesOf(family).find((f) => f.font.hasGlyphForCodePoint(code));
      if (found) break;
    }
    this.chosen.set(key, found);
    return found;
  }

  /** Decompresses every file these texts need (WOFF2 → TrueType), so that drawing is synchronous. */
  async prepare(texts: Iterable<[string, Language]>): Promise<string[]> {
    const missing = new Set<string>();
    const needed = new Set<FontFile>();
    for (const [text, lang] of texts) {
      for (const char of text) {
        if (/\s/.test(char)) continue;
        const file = this.fileFor(char, lang);
        if (file) needed.add(file);
        else missing.add(char);
      }
    }
    for (const file of needed) {
      if (file.truetype) continue;
      const ttf = Buffer.from(await wawoff2.decompress(readFileSync(file.path)));
      file.truetype = fontkit.create(ttf) as fontkit.Font;
    }
    return [...missing];
  }

  private instance(file: FontFile, weight: number): fontkit.Font {
    let font = file.instances.get(weight);
    if (!font) {
      if (!file.truetype) throw new Error(`font file ${file.path} was not prepared`);
      font = file.truetype.getVariation({ wght: weight });
      file.instances.set(weight, font);
    }
    return font;
  }

  /**
   * The glyphs of a run in font units (1000 per em), shaped per stretch of characters that one file
   * draws (kerning within it), and the run's advance in px.
   */
  layout(run: TextRun, lang: Language): { placed: Placed[]; advance: number; unitsPerEm: number } {
    const placed: Placed[] = [];
    let x = 0;
    let unitsPerEm = 1000;
    const chars = [...run.text];
    let i = 0;
    let first = true;
    // Spaces draw nothing: they take the width of a space of the run's first font file.
    const spaces = this.fileFor(chars.find((c) => !/\s/.test(c)) ?? 'a', lang) ?? this.filesOf(FAMILIES[lang][0]!)[0]!;
    while (i < chars.length) {
      const file = /\s/.test(chars[i]!) ? undefined : this.fileFor(chars[i]!, lang);
      let j = i + 1;
      if (file) while (j < chars.length && !/\s/.test(chars[j]!) && this.fileFor(chars[j]!, lang) === file) j += 1;
      else while (j < chars.length && /\s/.test(chars[j]!)) j += 1;
      const font = this.instance(file ?? spaces, run.weight);
      unitsPerEm = font.unitsPerEm;
      const spacing = (run.spacing / run.size) * font.unitsPerEm;
      const shaped = font.layout(chars.slice(i, j).join(''));
      shaped.glyphs.forEach((glyph, k) => {
        const position = shaped.positions[k]!;
        if (!first) x += spacing;
        first = false;
        if (file) placed.push({ glyph, x: x + position.xOffset, y: position.yOffset });
        x += position.xAdvance;
      });
      i = j;
    }
    return { placed, advance: (x / unitsPerEm) * run.size, unitsPerEm };
  }
}

/**
 * Outlines are written in steps of this many font units (1000 per em): a step is 0.06 px of a
 * 15 px label and 0.11 px of a 28 px heading, below what a 3× screen shows, and the numbers are a
 * digit shorter (a quarter fewer bytes).
 */
const QUANTUM = 4;

/** Path data of placed glyphs in steps of QUANTUM font units: relative commands, whole steps, y up (the transform flips and scales it). */
function pathData(placed: readonly Placed[]): string {
  let d = '';
  let cx = 0;
  let cy = 0;
  const list = (values: number[]) => values.map((v, i) => (i > 0 && v >= 0 ? ' ' : '') + String(v)).join('');
  for (const { glyph, x, y } of placed) {
    let sx = 0;
    let sy = 0;
    let lastControl: [number, number] | undefined;
    for (const command of glyph.path.commands) {
      if (command.command !== 'quadraticCurveTo') lastControl = undefined;
      if (command.command === 'closePath') {
        d += 'z';
        cx = sx;
        cy = sy;
        continue;
      }
      const points = command.args.map((v, k) => Math.round((v + (k % 2 === 0 ? x : y)) / QUANTUM));
      const relative = points.map((v, k) => v - (k % 2 === 0 ? cx : cy));
      const ex = points[points.length - 2]!;
      const ey = points[points.length - 1]!;
      switch (command.command) {
        case 'moveTo':
          d += `m${list(relative)}`;
          sx = ex;
          sy = ey;
          break;
        case 'lineTo':
          if (relative[1] === 0) d += `h${relative[0]}`;
          else if (relative[0] === 0) d += `v${relative[1]}`;
          else d += `l${list(relative)}`;
          break;
        case 'quadraticCurveTo':
          // A control point that mirrors the previous one (TrueType's implied on-curve points): `t`.
          if (lastControl && points[0] === 2 * cx - lastControl[0] && points[1] === 2 * cy - lastControl[1]) d += `t${list(relative.slice(2))}`;
          else d += `q${list(relative)}`;
          lastControl = [points[0]!, points[1]!];
          cx = ex;
          cy = ey;
          continue;
        case 'bezierCurveTo':
          d += `c${list(relative)}`;
          break;
      }
      cx = ex;
      cy = ey;
    }
  }
  return d;
}

const short = (v: number) => String(Math.round(v * 100000) / 100000);
const one = (v: number) => String(Math.round(v * 10) / 10);

/** One `<text>`'s runs as paths, placed as the browser would have placed the text (x, y, text-anchor). */
export function outlineText(fonts: OutlineFonts, runs: readonly TextRun[], at: { x: number; y: number; anchor: string }, lang: Language): string {
  const laid = runs.map((run) => ({ run, ...fonts.layout(run, lang) }));
  const width = laid.reduce((sum, { run, advance }) => sum + run.dx + advance, 0);
  let x = at.x - (at.anchor === 'middle' ? width / 2 : at.anchor === 'end' ? width : 0);
  let out = '';
  for (const { run, placed, advance, unitsPerEm } of laid) {
    x += run.dx;
    const scale = (run.size / unitsPerEm) * QUANTUM;
    const attrs = Object.entries(run.attrs)
      .map(([k, v]) => ` ${k}="${v}"`)
      .join('');
    if (placed.length)
      out += `<path transform="matrix(${short(scale)} 0 0 ${short(-scale)} ${one(x)} ${one(at.y + run.shift)})"${attrs} d="${pathData(placed)}"/>`;
    x += advance;
  }
  return out;
}

const TEXT_ATTRS = ['font-size', 'font-weight', 'fill', 'text-anchor', 'letter-spacing', 'fill-opacity'];
/** What a run's path keeps of its text's attributes (the rest is drawn into the path). */
const KEPT_ATTRS = ['fill', 'opacity', 'fill-opacity'];

function parseAttrs(s: string): Record<string, string> {
  return Object.fromEntries([...s.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

function unescape(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

interface Found {
  /** Index range of the whole `<text>…</text>` in the document. */
  start: number;
  end: number;
  runs: TextRun[];
  at: { x: number; y: number; anchor: string };
}

/**
 * Every `<text>` of a drawing (as the tool writes them: a text, or `<tspan>`s with a text each),
 * with what it inherits from the groups around it.
 */
function findTexts(svg: string): Found[] {
  const found: Found[] = [];
  const stack: Record<string, string>[] = [{}];
  const tag = /<(\/?)([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(svg))) {
    const [, closing, name, attrText, selfClosing] = m;
    if (closing) {
      stack.pop();
      continue;
    }
    const own = parseAttrs(attrText ?? '');
    const inherited = { ...stack.at(-1)!, ...Object.fromEntries(Object.entries(own).filter(([k]) => TEXT_ATTRS.includes(k))) };
    if (name !== 'text') {
      if (!selfClosing) stack.push(inherited);
      continue;
    }
    const close = svg.indexOf('</text>', tag.lastIndex);
    if (close < 0) throw new Error('a <text> is not closed');
    const body = svg.slice(tag.lastIndex, close);
    const run = (text: string, attrs: Record<string, string>, dx = 0): TextRun => ({
      text: unescape(text),
      size: Number(attrs['font-size'] ?? 16),
      weight: Number(attrs['font-weight'] ?? 400),
      dx,
      spacing: Number(attrs['letter-spacing'] ?? 0),
      shift: 0,
      attrs: Object.fromEntries(KEPT_ATTRS.filter((k) => attrs[k] !== undefined).map((k) => [k, attrs[k]!])),
    });
    const runs: TextRun[] = [];
    const ownKept = { ...inherited, ...(own.opacity ? { opacity: own.opacity } : {}) };
    if (body.includes('<')) {
      for (const span of body.matchAll(/<tspan((?:\s+[\w:-]+="[^"]*")*)\s*>([^<]*)<\/tspan>/g)) {
        const spanAttrs = parseAttrs(span[1] ?? '');
        runs.push(run(span[2] ?? '', { ...ownKept, ...spanAttrs }, Number(spanAttrs.dx ?? 0)));
      }
      if (body.replace(/<tspan(?:\s+[\w:-]+="[^"]*")*\s*>[^<]*<\/tspan>/g, '').trim()) throw new Error(`a <text> holds more than tspans: ${body}`);
    } else runs.push(run(body, ownKept));
    found.push({
      start: m.index,
      end: close + '</text>'.length,
      runs: runs.flatMap(withSubscripts),
      at: { x: Number(own.x ?? 0), y: Number(own.y ?? 0), anchor: inherited['text-anchor'] ?? 'start' },
    });
    tag.lastIndex = close + '</text>'.length;
  }
  return found;
}

/** The characters of a drawing's texts (to prepare the fonts they need). */
export function textsOf(svg: string): string[] {
  return findTexts(svg).flatMap((t) => t.runs.map((r) => r.text));
}

/**
 * A drawing with every `<text>` replaced by its outlines, and the root's font list dropped (nothing
 * is set in a font any more). The fonts must have been prepared for its characters.
 */
export function outlineTexts(svg: string, lang: Language, fonts: OutlineFonts): string {
  let out = '';
  let last = 0;
  for (const text of findTexts(svg)) {
    out += svg.slice(last, text.start) + outlineText(fonts, text.runs, text.at, lang);
    last = text.end;
  }
  out += svg.slice(last);
  return out.replace(/^(<svg[^>]*?) font-family="[^"]*"/, '$1');
}
