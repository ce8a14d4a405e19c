import { C } from './palette';
import { circle, line, path, polyline, rect, stroke } from './shapes';
import { n, type Point } from './svg';

/** Line chart path through values scaled into the box. */
export function chartPoints(x: number, y: number, w: number, h: number, values: readonly number[], min?: number, max?: number): Point[] {
  const lo = min ?? Math.min(...values);
  const hi = max ?? Math.max(...values);
  const span = hi - lo || 1;
  return values.map((v, i): Point => [x + (values.length === 1 ? w / 2 : (i * w) / (values.length - 1)), y + h - ((v - lo) / span) * h]);
}

export interface LineChartOptions {
  min?: number;
  max?: number;
  area?: boolean;
  dots?: boolean;
  width?: number;
  last?: boolean;
}

export function lineChart(x: number, y: number, w: number, h: number, values: readonly number[], color: string, options: LineChartOptions = {}): string {
  const { min, max, area = true, dots = false, width = 2.5, last = true } = options;
  const pts = chartPoints(x, y, w, h, values, min, max);
  let out = '';
  if (area) {
    out += path(`${polyline(pts)}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, color, { opacity: 0.12 });
  }
  out += stroke(polyline(pts), color, width);
  if (dots) for (const [px, py] of pts) out += circle(px, py, width * 1.2, C.white, { stroke: color, 'stroke-width': width * 0.8 });
  else if (last) {
    const [px, py] = pts[pts.length - 1]!;
    out += circle(px, py, width * 1.6, C.white, { stroke: color, 'stroke-width': width });
  }
  return out;
}

export interface BarsOptions {
  max?: number;
  gap?: number;
  highlight?: number;
  highlightColor?: string;
  rx?: number;
}

export function bars(x: number, y: number, w: number, h: number, values: readonly number[], color: string, options: BarsOptions = {}): string {
  const { max, gap = 0.4, highlight = -1, highlightColor = C.primary, rx = 3 } = options;
  const hi = max ?? Math.max(...values);
  const bw = w / (values.length + (values.length - 1) * gap);
  let out = '';
  values.forEach((v, i) => {
    const bh = Math.max(2, (v / hi) * h);
    out += rect(x + i * bw * (1 + gap), y + h - bh, bw, bh, i === highlight ? highlightColor : color, Math.min(rx, bw / 2));
  });
  return out;
}

export function gridLines(x: number, y: number, w: number, h: number, rows: number, color: string = C.line): string {
  let out = '';
  for (let i = 0; i <= rows; i++) out += line(x, y + (i * h) / rows, x + w, y + (i * h) / rows, color, 1, { 'stroke-dasharray': '3 4' });
  return out;
}
