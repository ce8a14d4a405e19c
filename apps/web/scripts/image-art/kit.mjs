// Drawing kit for the generated SVG images: palette, XML helpers, text measuring and fitting,
// simple shapes, charts and icons. Pure functions, no I/O: same input -> same output.

export const FONT =
  "system-ui, -apple-system, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Hiragino Sans', 'Noto Sans JP', sans-serif";

export const C = {
  primary: '#0b5cad',
  primaryDark: '#084a8c',
  teal: '#0f7f86',
  light: '#eef4fb',
  dark: '#1d2733',
  muted: '#4a5563',
  white: '#ffffff',
  orange: '#f2a541',
  red: '#e86a5c',
  line: '#d9e3ee',
  soft: '#f5f8fc',
  tintBlue: '#dbe8f6',
  tintTeal: '#d3ecec',
  tintOrange: '#fcebd0',
  tintRed: '#f9dcd8',
  green: '#2f9e6e',
  tintGreen: '#d8f0e4',
  frame: '#1d2733',
  skin: ['#f6d3b3', '#e8b48c', '#c98e62', '#a8704a', '#7a4e33', '#f1c7a0'],
  hair: ['#2b2b33', '#5a3a24', '#1f1a17', '#a0522d', '#3d2b1f', '#d9a441'],
};

// ---------------------------------------------------------------- XML helpers

export function esc(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Compact number: at most one decimal. */
export function n(value) {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Escapes text content and double-quoted attribute values (apostrophes need no escaping there). */
function escText(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attrs(map) {
  let out = '';
  for (const [k, v] of Object.entries(map)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? n(v) : escText(v)}"`;
  }
  return out;
}

export function el(name, map, body) {
  return body === undefined ? `<${name}${attrs(map)}/>` : `<${name}${attrs(map)}>${body}</${name}>`;
}

/** Shared definitions (icon shapes) used by the file being drawn; reset by context(). */
let sharedDefs = new Map();

/** A drawing context for one file: unique ids and the current file name for error messages. */
export function context(file, lang) {
  let counter = 0;
  sharedDefs = new Map();
  return { file, lang, uid: (prefix = 'i') => `${prefix}${++counter}` };
}

/** Registers a shared definition (once per file) and returns a <use> of it with extra attributes. */
export function sharedUse(id, definition, extra = {}) {
  if (!sharedDefs.has(id)) sharedDefs.set(id, definition);
  return el('use', { href: `#${id}`, ...extra });
}

export function doc(width, height, title, body, defs = '') {
  const shared = [...sharedDefs.values()].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"` +
    ` font-family="${escText(FONT)}" stroke-linecap="round" stroke-linejoin="round">\n<title>${escText(title)}</title>\n` +
    (defs || shared ? `<defs>${shared}${defs}</defs>\n` : '') +
    body +
    '\n</svg>\n'
  );
}

export const g = (body, transform, extra = {}) => el('g', { transform, ...extra }, body);
export const translate = (x, y, body, scale) =>
  el('g', { transform: `translate(${n(x)} ${n(y)})${scale && scale !== 1 ? ` scale(${n3(scale)})` : ''}` }, body);
function n3(v) {
  return String(Math.round(v * 1000) / 1000);
}

// ---------------------------------------------------------------- shapes

export function rect(x, y, w, h, fill, rx = 0, extra = {}) {
  return el('rect', { x: x || undefined, y: y || undefined, width: w, height: h, rx: rx || undefined, fill, ...extra });
}
export function circle(cx, cy, r, fill, extra = {}) {
  return el('circle', { cx, cy, r, fill, ...extra });
}
export function ellipse(cx, cy, rx, ry, fill, extra = {}) {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}
export function path(d, fill = 'none', extra = {}) {
  return el('path', { d, fill, ...extra });
}
export function stroke(d, color, width = 2, extra = {}) {
  return el('path', { d, fill: 'none', stroke: color, 'stroke-width': width, ...extra });
}
export function line(x1, y1, x2, y2, color, width = 1, extra = {}) {
  return el('line', { x1, y1, x2, y2, stroke: color, 'stroke-width': width, ...extra });
}

/** White card with a soft flat shadow. */
export function card(x, y, w, h, { rx = 14, fill = C.white, shadow = true, strokeColor } = {}) {
  return (
    (shadow ? rect(x, y + 3, w, h, C.dark, rx, { opacity: 0.07 }) : '') +
    rect(x, y, w, h, fill, rx, strokeColor ? { stroke: strokeColor, 'stroke-width': 1 } : {})
  );
}

export function pill(x, y, w, h, fill, extra = {}) {
  return rect(x, y, w, h, fill, h / 2, extra);
}

/** Progress ring: track + arc from 12 o'clock clockwise. */
export function ring(cx, cy, r, width, fraction, color, track = C.tintBlue) {
  const f = Math.max(0.001, Math.min(0.999, fraction));
  const a = -Math.PI / 2 + f * 2 * Math.PI;
  const x = cx + r * Math.cos(a);
  const y = cy + r * Math.sin(a);
  return (
    circle(cx, cy, r, 'none', { stroke: track, 'stroke-width': width }) +
    stroke(`M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 ${f > 0.5 ? 1 : 0} 1 ${n(x)} ${n(y)}`, color, width)
  );
}

/** Line chart path through values scaled into the box. */
export function chartPoints(x, y, w, h, values, min, max) {
  const lo = min ?? Math.min(...values);
  const hi = max ?? Math.max(...values);
  const span = hi - lo || 1;
  return values.map((v, i) => [x + (values.length === 1 ? w / 2 : (i * w) / (values.length - 1)), y + h - ((v - lo) / span) * h]);
}

/** Path segment for a circle / ellipse (clockwise), so same-colour shapes can share one <path>. */
export function circ(cx, cy, r) {
  return ell(cx, cy, r, r);
}
export function ell(cx, cy, rx, ry) {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 1 ${n(rx * 2)} 0a${n(rx)} ${n(ry)} 0 1 1 ${n(-rx * 2)} 0Z`;
}

/** Many round dots in one path (zero-length round-capped segments). */
export function dots(points, r, color, extra = {}) {
  return el('path', { d: points.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join(''), stroke: color, 'stroke-width': r * 2, ...extra });
}

export function polyline(points) {
  return points.map(([px, py], i) => `${i ? 'L' : 'M'}${n(px)} ${n(py)}`).join('');
}

export function lineChart(x, y, w, h, values, color, { min, max, area = true, dots = false, width = 2.5, last = true } = {}) {
  const pts = chartPoints(x, y, w, h, values, min, max);
  let out = '';
  if (area) {
    out += path(`${polyline(pts)}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, color, { opacity: 0.12 });
  }
  out += stroke(polyline(pts), color, width);
  if (dots) for (const [px, py] of pts) out += circle(px, py, width * 1.2, C.white, { stroke: color, 'stroke-width': width * 0.8 });
  else if (last) {
    const [px, py] = pts[pts.length - 1];
    out += circle(px, py, width * 1.6, C.white, { stroke: color, 'stroke-width': width });
  }
  return out;
}

export function bars(x, y, w, h, values, color, { max, gap = 0.4, highlight = -1, highlightColor = C.primary, rx = 3 } = {}) {
  const hi = max ?? Math.max(...values);
  const bw = w / (values.length + (values.length - 1) * gap);
  let out = '';
  values.forEach((v, i) => {
    const bh = Math.max(2, (v / hi) * h);
    out += rect(x + i * bw * (1 + gap), y + h - bh, bw, bh, i === highlight ? highlightColor : color, Math.min(rx, bw / 2));
  });
  return out;
}

export function gridLines(x, y, w, h, rows, color = C.line) {
  let out = '';
  for (let i = 0; i <= rows; i++) out += line(x, y + (i * h) / rows, x + w, y + (i * h) / rows, color, 1, { 'stroke-dasharray': '3 4' });
  return out;
}

// ---------------------------------------------------------------- text

const CJK = /[\u1100-\u11ff\u2e80-\u2fff\u3000-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/;

// Widths are calibrated on DejaVu Sans, one of the widest common sans-serif fallbacks, so text
// that fits here also fits with SF, Segoe UI, Roboto or Noto. CJK glyphs are 1em in every font.
function charWidth(ch) {
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
export function textWidth(s, size, weight = 400) {
  const bold = weight >= 600 ? 1.1 : 1;
  let units = 0;
  for (const ch of String(s)) units += CJK.test(ch) ? 1 : charWidth(ch) * bold;
  return units * size;
}

class FitError extends Error {}

function fail(message) {
  throw new FitError(message);
}

/** Largest size <= size (down to min) at which s fits in max. */
export function fitSize(s, max, size, min = Math.round(size * 0.7 * 10) / 10, weight = 400) {
  let current = size;
  while (textWidth(s, current, weight) > max) {
    if (current <= min) fail(`text "${s}" (${n(textWidth(s, min, weight))}px at ${min}px) does not fit in ${n(max)}px`);
    current = Math.max(min, Math.round((current - 0.5) * 10) / 10);
  }
  return current;
}

/**
 * One line of text. opts: size, weight, fill, anchor (start|middle|end), max (width limit,
 * shrinks down to min), min, ls (letter spacing), extra attributes.
 */
export function text(x, y, s, opts = {}) {
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
function tokens(s) {
  const raw = String(s).match(/\s+|[A-Za-z0-9.,'’%°/:+\-–()₂·&!?]+|./gu) ?? [];
  const out = [];
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
export function wrap(s, max, size, weight = 400) {
  const lines = [];
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
export function wrapBalanced(s, max, size, weight = 400) {
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

/** Wrapped paragraph; shrinks until it fits in maxLines and every line fits in max. */
export function para(x, y, s, opts = {}) {
  const { size = 14, lh = 1.35, max = 200, maxLines = 2, weight = 400, fill = C.dark, anchor = 'start', valign = 'top' } = opts;
  const min = opts.min ?? Math.round(size * 0.72 * 10) / 10;
  let fs = size;
  for (;;) {
    const lines = opts.balance === false ? wrap(s, max, fs, weight) : wrapBalanced(s, max, fs, weight);
    const ok = lines.length <= maxLines && lines.every((l) => textWidth(l, fs, weight) <= max);
    if (ok) {
      const step = fs * lh;
      // valign: top = y is the first baseline; middle = y is the block's vertical centre.
      const first = valign === 'middle' ? y - ((lines.length - 1) * step) / 2 + fs * 0.35 : y;
      return lines.map((l, i) => text(x, first + i * step, l, { size: fs, weight, fill, anchor })).join('');
    }
    if (fs <= min) fail(`paragraph "${s}" does not fit in ${maxLines} line(s) of ${n(max)}px`);
    fs = Math.max(min, Math.round((fs - 0.5) * 10) / 10);
  }
}

export function isFitError(error) {
  return error instanceof FitError;
}

/** A rounded label chip sized to its text. */
export function chip(x, y, s, { size = 12, fill = C.tintBlue, color = C.primary, weight = 600, padX = 10, h, anchor = 'start', max } = {}) {
  const fs = max ? fitSize(s, max - padX * 2, size, undefined, weight) : size;
  const w = textWidth(s, fs, weight) + padX * 2;
  const hh = h ?? fs + 12;
  const x0 = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  return {
    svg: pill(x0, y, w, hh, fill) + text(x0 + w / 2, y + hh / 2 + fs * 0.36, s, { size: fs, weight, fill: color, anchor: 'middle' }),
    w,
  };
}

// ---------------------------------------------------------------- icons (24 × 24 line icons)

const ICONS = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  pulse: 'M3 12h4l2-5 4 10 2-5h6',
  steps: 'M8 3c2 0 3 2 3 5s-1 5-3 5-3-2-3-5 1-5 3-5zM6 16h4v2a2 2 0 0 1-4 0zM16 7c2 0 3 2 3 5s-1 5-3 5-3-2-3-5 1-5 3-5z',
  drop: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z',
  scale: 'M4 5h16v14H4zM8 9h8M12 9l2 3',
  pill: 'M8.5 4.5a5 5 0 0 1 7 7l-4 4a5 5 0 0 1-7-7zM6.5 10.5l7 7',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  hospital: 'M4 21V8l8-5 8 5v13zM12 9v6M9 12h6M10 21v-3h4v3',
  thermo: 'M10 4a2 2 0 0 1 4 0v9a4 4 0 1 1-4 0zM12 9v7',
  bluetooth: 'M7 7l10 10-5 4V3l5 4L7 17',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
  chat: 'M4 5h16v11H9l-5 4z',
  video: 'M3 7h12v10H3zM15 11l6-4v10l-6-4',
  meal: 'M5 3v8a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 1-3 4-3 8h3v10',
  run: 'M14 4a2 2 0 1 0 0 .1M10 21l2-6 3 3v3M7 12l3-4h4l2 4 3 1M12 15l-1-4',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M16 4a3.5 3.5 0 0 1 0 7M18 13a6 6 0 0 1 4 7',
  home: 'M4 11l8-7 8 7v9H4zM10 20v-5h4v5',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  check: 'M5 12l5 5 9-10',
  plus: 'M12 5v14M5 12h14',
  watch: 'M8 6h8v12H8zM9 6l1-3h4l1 3M9 18l1 3h4l1-3',
  lungs: 'M12 4v8M12 10c-2 0-3-2-5-2S3 12 3 16s2 4 4 3 4-3 4-7M12 10c2 0 3-2 5-2s4 4 4 8-2 4-4 3-4-3-4-7',
  moon: 'M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z',
  shield: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  pin: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  doc: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5 21a7 7 0 0 1 14 0M10 16h4M12 14v4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1',
  apple: 'M12 8c-2-2-7-1-7 4s3 9 5 9c1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 5-4 5-9s-5-6-7-4zM12 8c0-2 1-4 3-5',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  doc2: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  camera: 'M3 8h4l2-3h6l2 3h4v11H3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  mic: 'M9 4a3 3 0 0 1 6 0v7a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3',
  phone: 'M5 4l4-1 2 5-2 2a11 11 0 0 0 5 5l2-2 5 2-1 4c-9 1-16-6-15-15z',
  wave: 'M2 12c2-4 4-4 6 0s4 4 6 0 4-4 6 0',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  bed: 'M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 12a2 2 0 1 0 0-.1',
  anchor: 'M12 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM12 7v14M5 13a7 7 0 0 0 14 0M8 10h8',
  plane: 'M21 12l-8-2-4-7H7l2 7-5 1-2-2H1l2 4-2 4h1l2-2 5 1-2 7h2l4-7 8-2z',
};

export function icon(name, x, y, size, color, width = 2) {
  const d = ICONS[name];
  if (!d) throw new Error(`unknown icon ${name}`);
  const id = `ic-${name}`;
  if (!sharedDefs.has(id)) sharedDefs.set(id, el('path', { id, d, fill: 'none' }));
  const s = size / 24;
  return el('use', {
    href: `#${id}`,
    stroke: color,
    'stroke-width': n(width / s),
    transform: `translate(${n(x)} ${n(y)}) scale(${n3(s)})`,
  });
}

/** Icon centred in a tinted rounded square or circle. */
export function iconBadge(name, x, y, size, color, tint, { round = false, iconScale = 0.55 } = {}) {
  const is = size * iconScale;
  return (
    (round ? circle(x + size / 2, y + size / 2, size / 2, tint) : rect(x, y, size, size, tint, size * 0.28)) +
    icon(name, x + (size - is) / 2, y + (size - is) / 2, is, color, Math.max(1.6, size / 20))
  );
}

/** Soft decorative background: light panel with two tinted circles and a dot grid. */
export function backdrop(w, h, { fill = C.light, accent = C.tintBlue, accent2 = C.tintTeal, seed = 0 } = {}) {
  const r = Math.min(w, h);
  const a = seed % 2 === 0;
  const pts = [];
  const dx = a ? w - 120 : 40;
  const dy = a ? h - 90 : 30;
  for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) pts.push([dx + i * 16, dy + j * 16]);
  return (
    rect(0, 0, w, h, fill) +
    circle(a ? w * 0.18 : w * 0.82, a ? h * 0.2 : h * 0.25, r * 0.42, accent, { opacity: 0.7 }) +
    circle(a ? w * 0.9 : w * 0.12, a ? h * 0.95 : h * 0.9, r * 0.3, accent2, { opacity: 0.6 }) +
    dots(pts, 2, C.primary, { opacity: 0.18 })
  );
}

/** Simple seeded pseudo random numbers (deterministic). */
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}
