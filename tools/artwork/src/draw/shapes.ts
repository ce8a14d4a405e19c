import { C } from './palette';
import { el, n, type Attrs, type Point } from './svg';

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}): string {
  return el('rect', { x: x || undefined, y: y || undefined, width: w, height: h, rx: rx || undefined, fill, ...extra });
}
export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}
export function path(d: string, fill = 'none', extra: Attrs = {}): string {
  return el('path', { d, fill, ...extra });
}
export function stroke(d: string, color: string, width = 2, extra: Attrs = {}): string {
  return el('path', { d, fill: 'none', stroke: color, 'stroke-width': width, ...extra });
}
export function line(x1: number, y1: number, x2: number, y2: number, color: string, width = 1, extra: Attrs = {}): string {
  return el('line', { x1, y1, x2, y2, stroke: color, 'stroke-width': width, ...extra });
}

export interface CardOptions {
  rx?: number;
  fill?: string;
  shadow?: boolean;
  strokeColor?: string;
}

/** White card with a soft flat shadow. */
export function card(x: number, y: number, w: number, h: number, { rx = 14, fill = C.white, shadow = true, strokeColor }: CardOptions = {}): string {
  return (
    (shadow ? rect(x, y + 3, w, h, C.dark, rx, { opacity: 0.07 }) : '') +
    rect(x, y, w, h, fill, rx, strokeColor ? { stroke: strokeColor, 'stroke-width': 1 } : {})
  );
}

export function pill(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string {
  return rect(x, y, w, h, fill, h / 2, extra);
}

/** Progress ring: track + arc from 12 o'clock clockwise. */
export function ring(cx: number, cy: number, r: number, width: number, fraction: number, color: string, track: string = C.tintBlue): string {
  const f = Math.max(0.001, Math.min(0.999, fraction));
  const a = -Math.PI / 2 + f * 2 * Math.PI;
  const x = cx + r * Math.cos(a);
  const y = cy + r * Math.sin(a);
  return (
    circle(cx, cy, r, 'none', { stroke: track, 'stroke-width': width }) +
    stroke(`M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 ${f > 0.5 ? 1 : 0} 1 ${n(x)} ${n(y)}`, color, width)
  );
}

/** Path segment for a circle / ellipse (clockwise), so same-colour shapes can share one <path>. */
export function circ(cx: number, cy: number, r: number): string {
  return ell(cx, cy, r, r);
}
export function ell(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 1 ${n(rx * 2)} 0a${n(rx)} ${n(ry)} 0 1 1 ${n(-rx * 2)} 0Z`;
}

/** Many round dots in one path (zero-length round-capped segments). */
export function dots(points: readonly Point[], r: number, color: string, extra: Attrs = {}): string {
  return el('path', { d: points.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join(''), stroke: color, 'stroke-width': r * 2, ...extra });
}

export function polyline(points: readonly Point[]): string {
  return points.map(([px, py], i) => `${i ? 'L' : 'M'}${n(px)} ${n(py)}`).join('');
}

export interface BackdropOptions {
  fill?: string;
  accent?: string;
  accent2?: string;
  seed?: number;
}

/** Soft decorative background: light panel with two tinted circles and a dot grid. */
export function backdrop(w: number, h: number, { fill = C.light, accent = C.tintBlue, accent2 = C.tintTeal, seed = 0 }: BackdropOptions = {}): string {
  const r = Math.min(w, h);
  const a = seed % 2 === 0;
  const pts: Point[] = [];
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
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}
