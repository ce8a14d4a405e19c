import { C } from './palette';
import { pill } from './shapes';
import { el, escText, n } from './svg';

/*
 * Text in pictures: widths estimated without a font (calibrated on a wide fallback, so text that
 * fits here fits anywhere), line breaking for Latin, Korean and Japanese, and sizes that shrink to
 * fit. Text that cannot fit is an error the generator reports for every file before failing.
 */

const CJK = /[\u1100-\u11ff\u2e80-\u2fff\u3000-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/;

// Widths are calibrated on DejaVu Sans, one of the widest common sans-serif fallbacks, so text
// that fits here also fits with SF, Segoe UI, Roboto or Noto. CJK glyphs are 1em in every font.
function charWidth(ch: string): number {
  if (CJK.test(ch)) return 1;
  if (ch === ' ') return 0.32;
  if (/[il.,:;'|!·•’jI]/.test(ch)) return 0.32;
  if (/[frt()[\]\-/]/.test(ch)) return 0.43;
  if (/[mMW@]/.test(ch)) return 0.95;
  if (/[w%]/.test(ch)) return 0.85;
  if (/[A-Z]/.test(ch)) return 0.73;
  if (/[0-9]/.test(ch)) return 0.64;
  if (/[a-z]/.test(ch)) return 0.61;
  if (/[°₂]/.test(ch)) return 0.5;
  return 0.65;
}

/** Estimated advance width of a string (CJK 1em, Latin about 0.6em), slightly generous. */
export function textWidth(s: string, size: number, weight = 400): number {
  const bold = weight >= 600 ? 1.1 : 1;
  let units = 0;
  for (const ch of String(s)) units += CJK.test(ch) ? 1 : charWidth(ch) * bold;
  return units * size;
}

class FitError extends Error {}

function fail(message: string): never {
  throw new FitError(message);
}

export function isFitError(error: unknown): boolean {
  return error instanceof FitError;
}

/** Largest size <= size (down to min) at which s fits in max. */
export function fitSize(s: string, max: number, size: number, min = Math.round(size * 0.7 * 10) / 10, weight = 400): number {
  let current = size;
  while (textWidth(s, current, weight) > max) {
    if (current <= min) fail(`text "${s}" (${n(textWidth(s, min, weight))}px at ${min}px) does not fit in ${n(max)}px`);
    current = Math.max(min, Math.round((current - 0.5) * 10) / 10);
  }
  return current;
}

export type Anchor = 'start' | 'middle' | 'end';

export interface TextOptions {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: Anchor;
  /** Width limit: the size shrinks (down to `min`) until the text fits. */
  max?: number;
  min?: number;
  /** Letter spacing. */
  ls?: number;
  opacity?: number;
}

/** One line of text. */
export function text(x: number, y: number, s: string, opts: TextOptions = {}): string {
  const { size = 14, weight = 400, fill = C.dark, anchor = 'start', max, min, ls, opacity } = opts;
  const fs = max ? fitSize(s, max, size, min, weight) : size;
  return el(
    'text',
    {
      x,
      y,
      'font-size': fs,
      'font-weight': weight === 400 ? undefined : weight,
      fill,
      'text-anchor': anchor === 'start' ? undefined : anchor,
      'letter-spacing': ls,
      opacity,
    },
    escText(s),
  );
}

const NO_BREAK_BEFORE = /^[、。，．,.・：:；;！!？?）)」』】〕ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々%℃°]/;
const NO_BREAK_AFTER = /[（(「『【〔]$/;

const HANGUL = /[\uac00-\ud7af\u3130-\u318f]/;

/**
 * Break opportunities: spaces everywhere; between any two characters of Japanese / Chinese text
 * (except before closing punctuation or after opening brackets); Korean breaks at spaces only.
 */
function tokens(s: string): string[] {
  const raw = String(s).match(/\s+|[A-Za-z0-9.,'’%°/:+\-–()₂·&!?]+|./gu) ?? [];
  const out: string[] = [];
  for (const t of raw) {
    const prev = out[out.length - 1];
    const joined =
      prev !== undefined &&
      !/^\s/.test(t) &&
      !/^\s/.test(prev) &&
      (NO_BREAK_BEFORE.test(t) || NO_BREAK_AFTER.test(prev) || HANGUL.test(t) || HANGUL.test(prev));
    if (joined) out[out.length - 1] = prev + t;
    else out.push(t);
  }
  return out;
}

/** Greedy line breaking (spaces for Latin and Korean, any character boundary for CJK). */
export function wrap(s: string, max: number, size: number, weight = 400): string[] {
  const lines: string[] = [];
  let current = '';
  for (const t of tokens(s)) {
    if (/^\s+$/.test(t)) {
      if (current) current += ' ';
      continue;
    }
    const candidate = current + t;
    if (current && textWidth(candidate.trimEnd(), size, weight) > max) {
      // In unspaced CJK text, prefer breaking right after punctuation if the line stays well filled.
      const cut = Math.max(...['、', '。', '！', '？', '，', '・'].map((p) => current.lastIndexOf(p)));
      if (!/\s$/.test(current) && cut > 0 && cut < current.length - 1 && textWidth(current.slice(0, cut + 1), size, weight) >= max * 0.55) {
        lines.push(current.slice(0, cut + 1));
        current = current.slice(cut + 1) + t;
      } else {
        lines.push(current.trimEnd());
        current = t;
      }
    } else current = candidate;
  }
  if (current.trim()) lines.push(current.trimEnd());
  return lines;
}

/**
 * Balanced wrapping: the narrowest width (down to half of max) that keeps the same number of
 * lines, so a paragraph never ends with a lonely word or one or two characters.
 */
export function wrapBalanced(s: string, max: number, size: number, weight = 400): string[] {
  const lines = wrap(s, max, size, weight);
  if (lines.length < 2) return lines;
  let best = lines;
  for (let w = max - 2; w >= max * 0.5; w -= 2) {
    const next = wrap(s, w, size, weight);
    if (next.length !== lines.length) break;
    best = next;
  }
  return best;
}

export interface ParaOptions {
  size?: number;
  /** Line height, a multiple of the size. */
  lh?: number;
  max?: number;
  maxLines?: number;
  weight?: number;
  fill?: string;
  anchor?: Anchor;
  /** top: y is the first baseline; middle: y is the block's vertical centre. */
  valign?: 'top' | 'middle';
  min?: number;
  /** false: greedy breaking instead of balanced. */
  balance?: boolean;
}

/** Wrapped paragraph; shrinks until it fits in maxLines and every line fits in max. */
export function para(x: number, y: number, s: string, opts: ParaOptions = {}): string {
  const { size = 14, lh = 1.35, max = 200, maxLines = 2, weight = 400, fill = C.dark, anchor = 'start', valign = 'top' } = opts;
  const min = opts.min ?? Math.round(size * 0.72 * 10) / 10;
  let fs = size;
  for (;;) {
    const lines = opts.balance === false ? wrap(s, max, fs, weight) : wrapBalanced(s, max, fs, weight);
    const ok = lines.length <= maxLines && lines.every((l) => textWidth(l, fs, weight) <= max);
    if (ok) {
      const step = fs * lh;
      const first = valign === 'middle' ? y - ((lines.length - 1) * step) / 2 + fs * 0.35 : y;
      return lines.map((l, i) => text(x, first + i * step, l, { size: fs, weight, fill, anchor })).join('');
    }
    if (fs <= min) fail(`paragraph "${s}" does not fit in ${maxLines} line(s) of ${n(max)}px`);
    fs = Math.max(min, Math.round((fs - 0.5) * 10) / 10);
  }
}

export interface ChipOptions {
  size?: number;
  fill?: string;
  color?: string;
  weight?: number;
  padX?: number;
  h?: number;
  anchor?: Anchor;
  max?: number;
}

/** A rounded label chip sized to its text: its SVG and its width. */
export function chip(
  x: number,
  y: number,
  s: string,
  { size = 12, fill = C.tintBlue, color = C.primary, weight = 600, padX = 10, h, anchor = 'start', max }: ChipOptions = {},
): { svg: string; w: number } {
  const fs = max ? fitSize(s, max - padX * 2, size, undefined, weight) : size;
  const w = textWidth(s, fs, weight) + padX * 2;
  const hh = h ?? fs + 12;
  const x0 = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  return {
    svg: pill(x0, y, w, hh, fill) + text(x0 + w / 2, y + hh / 2 + fs * 0.36, s, { size: fs, weight, fill: color, anchor: 'middle' }),
    w,
  };
}
