// Landing, home, CARE devices, logos and store badges.
import { C } from '../draw/palette';
import { el, n, translate, doc } from '../draw/svg';
import { rect, circle, ellipse, path, stroke, line, card, pill, backdrop } from '../draw/shapes';
import { text, para, chip, textWidth, fitSize, wrapBalanced } from '../draw/text';
import { icon, iconBadge } from '../draw/icons';
import {
  phoneFrame,
  phoneShot,
  screenToday,
  screenRecords,
  screenLifelog,
  screenSummary,
  screenCareHub,
  screenMini,
  browserFrame,
  webOverview,
  webRecords,
  webCharts,
  laptop,
  valueUnit,
} from './screens';
import type { ServiceSlug } from '@inphr/content';
import type { ImageTexts, Paint, Painter, Screen } from './types';

// ------------------------------------------------------------------ shared pieces

export interface LabelBoxOptions {
  max?: number;
  size?: number;
  color?: string;
  fill?: string;
  weight?: number;
  lines?: number;
  border?: string;
}

/** Small stat card: icon, label, value + unit. */
export function statCard(
  x: number,
  y: number,
  w: number,
  { ic, color, tint, label, value, unit, h = 72 }: { ic: string; color: string; tint: string; label: string; value: string; unit: string; h?: number },
): string {
  return (
    card(x, y, w, h, { rx: 16 }) +
    iconBadge(ic, x + 12, y + (h - 40) / 2, 40, color, tint) +
    text(x + 62, y + h / 2 - 6, label, { size: 12, fill: C.muted, max: w - 74, min: 8.5 }) +
    valueUnit(x + 62, y + h / 2 + 17, value, unit, { size: 18, max: w - 74 })
  );
}

/** Rounded white box with a wrapped label (1–2 lines), centred on (cx, cy). */
export function labelBox(
  cx: number,
  cy: number,
  s: string,
  { max = 150, size = 12.5, color = C.dark, fill = C.white, weight = 600, lines = 2, border }: LabelBoxOptions = {},
): string {
  let fs = size;
  let ls = wrapBalanced(s, max, fs, weight);
  while ((ls.length > lines || ls.some((l) => textWidth(l, fs, weight) > max)) && fs > size * 0.72) {
    fs = Math.round((fs - 0.5) * 10) / 10;
    ls = wrapBalanced(s, max, fs, weight);
  }
  if (ls.length > lines) throw new Error(`label "${s}" does not fit in ${lines} lines of ${max}px`);
  const w = Math.max(...ls.map((l) => textWidth(l, fs, weight))) + 24;
  const h = ls.length * fs * 1.3 + 14;
  return (
    rect(cx - w / 2, cy - h / 2 + 2, w, h, C.dark, 10, { opacity: 0.07 }) +
    rect(cx - w / 2, cy - h / 2, w, h, fill, 10, border ? { stroke: border, 'stroke-width': 1.2 } : {}) +
    ls
      .map((l, i) => text(cx, cy - ((ls.length - 1) * fs * 1.3) / 2 + fs * 0.36 + i * fs * 1.3, l, { size: fs, weight, fill: color, anchor: 'middle' }))
      .join('')
  );
}

/** Dashed connector with an optional arrow head at the end. */
export function connector(
  d: string,
  color: string = C.primary,
  {
    arrow = false,
    end,
    width = 2,
    dash = '5 6',
    opacity = 0.6,
  }: { arrow?: boolean; end?: readonly [x: number, y: number, angle: number]; width?: number; dash?: string; opacity?: number } = {},
): string {
  let o = stroke(d, color, width, { 'stroke-dasharray': dash, opacity });
  if (arrow && end) {
    const [x, y, angle] = end;
    o += path('M0 0L-10 -5.5L-10 5.5Z', color, { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`, opacity: Math.min(1, opacity + 0.3) });
  }
  return o;
}

/** Hospital building, bottom-left at (x, y + h); width w. */
export function hospital(x: number, y: number, w: number, h: number, { accent = C.primary }: { accent?: string } = {}): string {
  let o = ellipse(x + w / 2, y + h, w * 0.62, 8, C.dark, { opacity: 0.08 });
  o += rect(x, y + h * 0.22, w, h * 0.78, C.white, 8, { stroke: C.line, 'stroke-width': 1.5 });
  o += rect(x - 4, y + h * 0.18, w + 8, 12, accent, 6);
  o += rect(x + w * 0.3, y, w * 0.4, h * 0.24, C.white, 6, { stroke: C.line, 'stroke-width': 1.5 });
  o += circle(x + w / 2, y + h * 0.1, h * 0.075, C.red);
  o +=
    rect(x + w / 2 - h * 0.015, y + h * 0.1 - h * 0.05, h * 0.03, h * 0.1, C.white) +
    rect(x + w / 2 - h * 0.05, y + h * 0.1 - h * 0.015, h * 0.1, h * 0.03, C.white);
  const cols = 3;
  const ww = w * 0.16;
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < cols; c++)
      o += rect(x + w * 0.14 + c * (w * 0.27), y + h * 0.36 + r * h * 0.15, ww, h * 0.09, r === 1 && c === 2 ? '#ffe3a8' : C.tintBlue, 3);
  o += rect(x + w / 2 - w * 0.11, y + h * 0.8, w * 0.22, h * 0.2, accent, 4, { opacity: 0.85 });
  return o;
}

// ------------------------------------------------------------------ devices (drawn in a 100 × 100 box)

export const DEVICES = {
  bp(t) {
    return (
      ellipse(50, 94, 44, 5, C.dark, { opacity: 0.08 }) +
      rect(4, 18, 92, 74, C.white, 14, { stroke: C.line, 'stroke-width': 1.5 }) +
      rect(14, 28, 72, 36, '#13324f', 7) +
      text(50, 52, t.common.vitals.bp.value, { size: 17, weight: 700, fill: '#9fe3e7', anchor: 'middle', max: 64 }) +
      circle(36, 78, 5.5, C.primary) +
      circle(52, 78, 5.5, C.line) +
      circle(68, 78, 5.5, C.line) +
      stroke('M96 46C112 46 112 20 100 8', '#8a98a8', 3) +
      rect(84, 0, 16, 12, '#5b6b7d', 4)
    );
  },
  glucose(t) {
    return (
      ellipse(50, 96, 30, 4, C.dark, { opacity: 0.08 }) +
      rect(48, 0, 6, 16, '#f2a541', 1.5) +
      rect(24, 12, 54, 84, C.white, 16, { stroke: C.line, 'stroke-width': 1.5 }) +
      rect(31, 22, 40, 34, '#13324f', 6) +
      text(51, 43, t.common.vitals.sugar.value, { size: 16, weight: 700, fill: '#9fe3e7', anchor: 'middle', max: 34 }) +
      text(51, 52, t.common.vitals.sugar.unit, { size: 6.5, fill: '#9fe3e7', anchor: 'middle', max: 34 }) +
      circle(51, 75, 9, C.tintBlue, { stroke: C.primary, 'stroke-width': 2 })
    );
  },
  scale(t) {
    return (
      ellipse(50, 92, 46, 6, C.dark, { opacity: 0.08 }) +
      rect(4, 14, 92, 78, C.white, 18, { stroke: C.line, 'stroke-width': 1.5 }) +
      rect(12, 22, 76, 62, '#eef4fb', 13) +
      rect(30, 30, 40, 18, '#13324f', 5) +
      text(50, 44, t.common.vitals.weight.value, { size: 12, weight: 700, fill: '#9fe3e7', anchor: 'middle', max: 34 }) +
      ellipse(34, 66, 8, 11, C.white, { opacity: 0.9 }) +
      ellipse(66, 66, 8, 11, C.white, { opacity: 0.9 })
    );
  },
  watch(t) {
    return (
      rect(32, 0, 36, 26, '#2f3d4d', 8) +
      rect(32, 74, 36, 26, '#2f3d4d', 8) +
      rect(22, 18, 56, 64, '#1d2733', 16) +
      rect(27, 23, 46, 54, '#0e1a26', 12) +
      icon('heart', 39, 29, 22, C.red, 2.4) +
      text(50, 68, t.common.vitals.hr.value, { size: 14, weight: 700, fill: C.white, anchor: 'middle', max: 40 }) +
      rect(78, 40, 5, 14, '#2f3d4d', 2)
    );
  },
  thermo(t) {
    return (
      ellipse(50, 88, 36, 4, C.dark, { opacity: 0.08 }) +
      el(
        'g',
        { transform: 'rotate(-24 50 50)' },
        rect(2, 37, 82, 26, C.white, 13, { stroke: C.line, 'stroke-width': 1.5 }) +
          rect(82, 45, 16, 10, '#b7c3d0', 5) +
          rect(12, 42, 44, 16, '#13324f', 4) +
          text(34, 54, t.common.vitals.temp.value, { size: 11, weight: 700, fill: '#9fe3e7', anchor: 'middle', max: 38 }) +
          circle(68, 50, 5, C.teal),
      )
    );
  },
  oximeter(t) {
    return (
      ellipse(50, 92, 40, 5, C.dark, { opacity: 0.08 }) +
      path('M8 44C8 30 18 22 32 22H72C86 22 94 32 94 44V70C94 80 86 86 74 86H28C16 86 8 78 8 68Z', C.white, { stroke: C.line, 'stroke-width': 1.5 }) +
      path('M14 40C20 30 80 30 88 40', '#c9d4df', { stroke: '#c9d4df', 'stroke-width': 6 }) +
      rect(26, 48, 50, 28, '#13324f', 6) +
      text(51, 67, `${t.common.vitals.spo2.value}${t.common.vitals.spo2.unit}`, { size: 14, weight: 700, fill: '#9fe3e7', anchor: 'middle', max: 44 })
    );
  },
} satisfies Record<string, (t: ImageTexts) => string>;

export type DeviceKind = keyof typeof DEVICES;

export function device(kind: DeviceKind, t: ImageTexts, x: number, y: number, size: number): string {
  return translate(x, y, DEVICES[kind](t), size / 100);
}

// ------------------------------------------------------------------ landing

export function landingAppSlide(i: number): Painter {
  return ({ ctx, t, w, h }) => phoneShot(ctx, w, h, [screenRecords, screenLifelog][i]!(t));
}

export function phoneImage(screenFn: (t: ImageTexts) => Screen): Painter {
  return ({ ctx, t, w, h }) => phoneFrame(ctx, 10, 6, w - 20, h - 14, screenFn(t));
}

export const landingPhone = phoneImage(screenToday);
export const homeHeroPhone = phoneImage(screenSummary);
export const carePhone = phoneImage(screenCareHub);

export function landingWebSlide(i: number): Painter {
  return ({ ctx, t, w, h }) => browserFrame(ctx, w, h, [webOverview, webRecords, webCharts][i]!(t));
}

export function landingWeb({ ctx, t, w }: Paint): string {
  const page = { w: 960, h: 560 };
  const lw = 790;
  const bottom = 40 + lw * 0.94 * (page.h / page.w) + lw * 0.06 + lw * 0.03;
  return (
    ellipse(w / 2, bottom + 8, lw * 0.6, 12, C.dark, { opacity: 0.1 }) +
    laptop(ctx, (w - lw) / 2, 40, lw, rect(0, 0, page.w, page.h, '#f3f6fa') + webOverview(t)(page.w, page.h), page)
  );
}

// ------------------------------------------------------------------ home intro

export function homeIntro1({ ctx, t, w, h }: Paint): string {
  const s = t.homeIntro1;
  const filters = t.screens.records.filters;
  let o = backdrop(w, h, { seed: 1 });
  o += hospital(42, 92, 130, 160);
  o += chip(107, 266, s.hospital, { anchor: 'middle', size: 12, fill: C.white, color: C.primary, max: 150 }).svg;
  o += phoneFrame(ctx, 332, 34, 112, 232, screenMini(t, 'records'));
  o += connector('M184 150C230 100 280 100 322 130', C.primary, { arrow: true, end: [324, 131, 35] });
  o += connector('M184 210C230 240 282 236 322 206', C.teal, { arrow: true, end: [324, 205, -35] });
  const docCard = (x: number, y: number, label: string, col: string, tint: string, ic: string) =>
    card(x, y, 128, 38, { rx: 12 }) + iconBadge(ic, x + 7, y + 7, 24, col, tint) + text(x + 38, y + 24, label, { size: 12, weight: 700, max: 84 });
  o += docCard(190, 76, filters[1]!, C.primary, C.tintBlue, 'file');
  o += docCard(196, 214, filters[2]!, C.teal, C.tintTeal, 'pill');
  return o;
}

export function homeIntro2({ t, w, h }: Paint): string {
  const s = t.homeIntro2;
  const v = t.common.vitals;
  let o = backdrop(w, h, { seed: 2, accent: C.tintTeal, accent2: C.tintOrange });
  o += card(100, 22, 280, 276, { rx: 20 });
  o += text(122, 56, s.heading, { size: 16, weight: 800, max: 150 });
  o += text(358, 56, t.screens.today.date, { size: 11.5, fill: C.muted, anchor: 'end', max: 90 });
  const rows = [
    [v.steps, 'steps', C.primary, C.tintBlue],
    [v.water, 'drop', C.teal, C.tintTeal],
    [v.weight, 'scale', C.orange, C.tintOrange],
    [v.meals, 'meal', C.red, C.tintRed],
  ] as const;
  rows.forEach(([vital, ic, col, tint], i) => {
    const y = 72 + i * 46;
    o += rect(118, y, 244, 38, C.soft, 10);
    o += iconBadge(ic, 124, y + 5, 28, col, tint);
    o += text(160, y + 24, vital.label, { size: 12.5, fill: C.muted, max: 96 });
    o += valueUnit(350, y + 25, vital.value, vital.unit, { size: 15, anchor: 'end', max: 100 });
  });
  o += pill(118, 258, 244, 30, C.primary) + text(240, 278, s.save, { size: 13, weight: 700, fill: C.white, anchor: 'middle', max: 200 });
  // "saved" toast floating over the card's top-right corner
  const tw = Math.min(150, textWidth(s.saved, 12.5, 700) + 52);
  o += card(466 - tw, 4, tw, 34, { rx: 17 });
  o += circle(466 - tw + 18, 21, 11, C.green) + stroke(`M${466 - tw + 13} 21l4 4 7-8`, C.white, 2.4);
  o += text(466 - tw + 36, 25.5, s.saved, { size: 12.5, weight: 700, fill: C.green, max: tw - 46 });
  return o;
}

export function homeIntro3({ ctx, t, w, h }: Paint): string {
  const s = t.homeIntro3;
  let o = backdrop(w, h, { seed: 3 });
  const cx = 240;
  const spots = [
    ['watch', 52, 34],
    ['bp', 50, 188],
    ['glucose', 348, 34],
    ['scale', 350, 188],
  ] as const;
  for (const [, x, y] of spots) {
    const dx = x + 40 < cx ? x + 84 : x - 2;
    o += connector(`M${dx} ${y + 42}Q${(dx + cx) / 2} ${y + 42} ${x + 40 < cx ? 190 : 290} ${h / 2}`, C.primary, { opacity: 0.45 });
  }
  for (const [kind, x, y] of spots) o += card(x - 6, y - 6, 94, 94, { rx: 18 }) + device(kind, t, x + 4, y + 4, 74);
  o += phoneFrame(ctx, 186, 30, 108, 222, screenMini(t, 'lifelog'));
  o += circle(cx, 270, 16, C.primary) + icon('bluetooth', cx - 9, 261, 18, C.white, 2.2);
  o += chip(cx, 292, s.connected, { anchor: 'middle', size: 11.5, fill: C.white, color: C.primary, max: 200, h: 22 }).svg;
  return o;
}

// ------------------------------------------------------------------ platform diagram

export function platform({ t, w, h }: Paint): string {
  const s = t.platform;
  let o = rect(0, 0, w, h, C.light);
  o += circle(480, 270, 240, C.white, { opacity: 0.55 }) + circle(480, 270, 170, C.white, { opacity: 0.7 });
  const hub = [480, 262];
  const nodes = [
    ['patient', 130, 262, 'user', C.primary, C.tintBlue],
    ['lifelog', 300, 142, 'steps', C.orange, C.tintOrange],
    ['wearables', 300, 408, 'watch', C.teal, C.tintTeal],
    ['hospital', 830, 262, 'hospital', C.primary, C.tintBlue],
    ['hospitals', 660, 142, 'hospital', '#5b5fc7', '#e3e4f7'],
    ['his', 660, 408, 'file', C.red, C.tintRed],
  ] as const;
  // connections to the hub
  for (const [, x, y] of nodes) {
    o += line(hub[0]!, hub[1]!, x, y, C.primary, 2, { 'stroke-dasharray': '6 7', opacity: 0.35 });
    o += circle(hub[0]! + (x - hub[0]!) * 0.62, hub[1]! + (y - hub[1]!) * 0.62, 4, C.primary, { opacity: 0.55 });
  }
  // hospital <-> hospitals
  o += stroke('M846 216C866 170 790 128 712 138', '#5b5fc7', 2.2, { 'stroke-dasharray': '6 7', opacity: 0.6 });
  o += labelBox(836, 158, s.betweenHospitals, { max: 130, size: 11.5, color: '#4a4fb5' });
  // hub
  o += circle(hub[0]!, hub[1]!, 96, C.primary, { opacity: 0.12 }) + circle(hub[0]!, hub[1]!, 78, C.primary);
  o += circle(hub[0]! + 30, hub[1]! - 40, 30, C.white, { opacity: 0.08 });
  o += text(hub[0]!, hub[1]! + 4, s.hub, { size: 32, weight: 800, fill: C.white, anchor: 'middle', max: 140 });
  o += text(hub[0]!, hub[1]! + 28, s.hubSub, { size: 13, fill: '#d6e6f7', anchor: 'middle', max: 130 });
  o += labelBox(hub[0]!, hub[1]! + 128, s.betweenPatientHospital, { max: 200, size: 12, color: C.primary });
  for (const [key, x, y, ic, col, tint] of nodes) {
    o += circle(x, y + 3, 44, C.dark, { opacity: 0.07 }) + circle(x, y, 44, C.white) + circle(x, y, 34, tint);
    o += icon(ic, x - 16, y - 16, 32, col, 2.4);
    const label = s.nodes[key];
    // labels sit away from the hub so the connecting lines never cross them
    const ty = y < hub[1]! - 40 ? y - 80 : y + 68;
    o += text(x, ty, label.title, { size: 15, weight: 800, anchor: 'middle', max: 180 });
    o += para(x, ty + 20, label.sub, { size: 12, fill: C.muted, anchor: 'middle', max: 180, maxLines: 1, min: 9 });
  }
  return o;
}

// ------------------------------------------------------------------ CARE devices

export function careDevices({ ctx, t, w, h }: Paint): string {
  const s = t.careDevices;
  let o = backdrop(w, h, { seed: 4 });
  const kinds = ['bp', 'glucose', 'scale', 'watch', 'thermo', 'oximeter'] as const;
  const px = 340;
  o += circle(400, 174, 150, C.white, { opacity: 0.45 }) + circle(400, 174, 108, C.white, { opacity: 0.6 });
  o += phoneFrame(ctx, px, 50, 120, 248, screenMini(t, 'lifelog'));
  o += circle(400, 334, 20, C.primary) + icon('bluetooth', 389, 323, 22, C.white, 2.4);
  o += chip(400, 362, t.screens.lifelog.connected, { anchor: 'middle', size: 12, fill: C.white, color: C.primary, max: 200, h: 24 }).svg;
  kinds.forEach((kind, i) => {
    const left = i < 3;
    const row = i % 3;
    const cy = 76 + row * 124;
    const dx = left ? 26 : 674;
    o += card(dx, cy - 50, 100, 100, { rx: 20 }) + device(kind, t, dx + 12, cy - 38, 76);
    const lx = left ? dx + 112 : dx - 12;
    o += para(lx, cy, s.items[i]!, { size: 14, weight: 700, max: 160, maxLines: 2, anchor: left ? 'start' : 'end', valign: 'middle', lh: 1.3 });
  });
  return o;
}

// ------------------------------------------------------------------ logos

const LOGO_GLYPHS: Record<ServiceSlug, string> = {
  care: 'heart',
  dash: 'grid',
  diab: 'drop',
  doc: 'doc',
  ibd: 'pulse',
  live: 'video',
  pill: 'pill',
  pro: 'doc2',
  spine: 'run',
  sym: 'wave',
  mental: 'shield',
  air: 'plane',
  sea: 'anchor',
  smart: 'home',
  room: 'bed',
  child: 'ball',
  temp: 'thermo',
};

export function logo(slug: ServiceSlug, accent: string): Painter {
  return ({ t, w, h }) => {
    const brand = t.logos.brand;
    const name = t.logos.names[slug];
    const mark = rect(6, 12, 48, 48, accent, 14) + icon(LOGO_GLYPHS[slug], 16, 22, 28, C.white, 2.6);
    const max = w - 66 - 6;
    // one size for the whole family: the size at which the longest service name fits
    const size = Math.min(...Object.values(t.logos.names).map((nm) => fitSize(`${brand} ${nm}`, max, 26, 16, 800)));
    return (
      mark +
      el(
        'text',
        { x: 66, y: h / 2 + size * 0.36, 'font-size': size, 'font-weight': 800 },
        el('tspan', { fill: C.dark }, brand) + el('tspan', { fill: accent, dx: size * 0.22 }, name),
      )
    );
  };
}

// ------------------------------------------------------------------ store badges

export function badgeAppStore({ t, w, h }: Paint): string {
  const s = t.badges.appStore;
  const apple =
    'M15.8 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM13.5 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z';
  return storeBadge(w, h, path(apple, C.white, { transform: 'translate(12 11) scale(1.3)' }), s);
}

export function badgeGooglePlay({ t, w, h }: Paint): string {
  const s = t.badges.googlePlay;
  const glyph =
    path('M0 0L17 17L0 34C-1 33.5 -1.5 32.5 -1.5 31.4V2.6C-1.5 1.5 -1 .5 0 0Z', '#00d7fe') +
    path('M0 0C.8-.4 1.9-.4 2.9.2L23.3 11.9L17 17Z', '#00f076') +
    path('M0 34L17 17L23.3 22.1L2.9 33.8C1.9 34.4.8 34.4 0 34Z', '#ff3a44') +
    path('M23.3 11.9L30.1 15.8C31.9 16.8 31.9 18.2 30.1 19.2L23.3 22.1L17 17Z', '#ffd500');
  return storeBadge(w, h, translate(16, 10, glyph, 1), s);
}

function storeBadge(w: number, h: number, glyph: string, s: { small: string; large: string }): string {
  const x = 54;
  const max = w - x - 10;
  return (
    rect(0.5, 0.5, w - 1, h - 1, '#000000', 9, { stroke: '#a6a6a6', 'stroke-width': 1 }) +
    glyph +
    text(x, 22, s.small, { size: 10.5, fill: C.white, max, min: 8, weight: 500 }) +
    text(x, 42, s.large, { size: 20, fill: C.white, max, min: 13, weight: 600 })
  );
}

export { doc };
