// Device frames (phone, browser, laptop) and the mock app / web screens drawn inside them.
// Screens are laid out on a logical 320-unit-wide phone screen (or 960 × 560 web page) and
// scaled into their frame, so one screen design serves every frame size.
import { C } from '../draw/palette';
import { el, n, translate } from '../draw/svg';
import { rect, circle, path, stroke, line, card, pill, ring } from '../draw/shapes';
import { lineChart, bars, gridLines } from '../draw/charts';
import { text, para, chip, textWidth } from '../draw/text';
import { icon, iconBadge } from '../draw/icons';
import type { DrawContext } from '../draw/svg';
import type { Anchor } from '../draw/text';
import type { ImageTexts, Screen, Vital, WebPage } from './types';

export const SCREEN_W = 320;

export interface ValueUnitOptions {
  size?: number;
  unitSize?: number;
  fill?: string;
  unitFill?: string;
  max?: number;
  anchor?: Anchor;
  weight?: number;
}

/** Value + unit on one baseline, e.g. "118/76 mmHg"; shrinks both to fit max. */
export function valueUnit(
  x: number,
  y: number,
  value: string,
  unit: string,
  { size = 22, unitSize, fill = C.dark, unitFill = C.muted, max, anchor = 'start', weight = 700 }: ValueUnitOptions = {},
): string {
  const us0 = unitSize ?? Math.round(size * 0.55);
  let scale = 1;
  const total = (s: number) => textWidth(value, size * s, weight) + (unit ? textWidth(` ${unit}`, us0 * s) : 0);
  if (max)
    while (total(scale) > max) {
      scale -= 0.04;
      if (scale < 0.62) throw new Error(`value "${value} ${unit}" does not fit in ${n(max)}px`);
    }
  const vs = size * scale;
  const us = us0 * scale;
  return el(
    'text',
    { x, y, 'text-anchor': anchor === 'start' ? undefined : anchor },
    el('tspan', { 'font-size': vs, 'font-weight': weight, fill }, esc2(value)) +
      (unit ? el('tspan', { 'font-size': us, fill: unitFill, dx: us * 0.3 }, esc2(unit)) : ''),
  );
}
function esc2(s: string): string {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Where a month calendar sits and how its days look. */
export interface MonthLayout {
  /** The first column's centre and the first row's baseline. */
  x: number;
  y: number;
  /** Distance between columns and between rows. */
  dx: number;
  dy: number;
  /** Baseline of the weekday names. */
  headY: number;
  /** Colour of today's disc, its radius and how far above the baseline its centre is. */
  accent: string;
  todayR: number;
  todayLift: number;
  /** Size of the day numbers. */
  size: number;
}

/**
 * A month of 30 days under the weekday names, the 1st in the last column, today (the 9th) on a
 * disc; `marks` draws what a day carries under its number (records, doses).
 */
export function monthCalendar(t: ImageTexts, m: MonthLayout, marks: (day: number, x: number, y: number, today: boolean) => string): string {
  let out = '';
  t.common.weekdays.forEach((d, i) => (out += text(m.x + i * m.dx, m.headY, d, { size: 10.5, fill: C.muted, anchor: 'middle', max: 36 })));
  for (let i = 0; i < 30; i++) {
    const x = m.x + ((i + 6) % 7) * m.dx;
    const y = m.y + Math.floor((i + 6) / 7) * m.dy;
    const today = i === 8;
    if (today) out += circle(x, y - m.todayLift, m.todayR, m.accent);
    out += text(x, y, String(i + 1), { size: m.size, weight: today ? 700 : 500, fill: today ? C.white : C.dark, anchor: 'middle' });
    out += marks(i, x, y, today);
  }
  return out;
}

// ------------------------------------------------------------------ phone chrome

export function statusBar(t: ImageTexts, { color = C.dark }: { color?: string } = {}): string {
  let out = text(28, 24, t.common.time, { size: 14, weight: 600, fill: color });
  // signal, wifi, battery
  for (let i = 0; i < 4; i++) out += rect(238 + i * 5, 19 - i * 2.5, 3, 5 + i * 2.5, color, 1);
  out += stroke('M262 15.5a9 9 0 0 1 12 0M264.5 18.5a5 5 0 0 1 7 0', color, 1.8) + circle(268, 21.5, 1.6, color);
  out += rect(280, 12, 24, 12, 'none', 3.5, { stroke: color, 'stroke-width': 1.4, opacity: 0.6 }) + rect(282, 14, 17, 8, color, 2);
  return out;
}

export function appHeader(brand: string, { color = C.primary, iconColor = C.dark, y = 70 }: { color?: string; iconColor?: string; y?: number } = {}): string {
  return (
    text(20, y, brand, { size: 20, weight: 800, fill: color, max: 200 }) +
    icon('bell', 248, y - 19, 22, iconColor, 2) +
    circle(254 + 11, y - 21, 4, C.red) +
    circle(292, y - 8, 15, C.tintBlue) +
    icon('user', 283, y - 17, 18, C.primary, 2)
  );
}

export function tabBar(t: ImageTexts, H: number, active = 0, accent: string = C.primary): string {
  const tabs = [
    ['home', t.common.tabs.home],
    ['file', t.common.tabs.records],
    ['chart', t.common.tabs.lifelog],
    ['user', t.common.tabs.profile],
  ] as const;
  let out = rect(0, H - 70, SCREEN_W, 70, C.white) + line(0, H - 70, SCREEN_W, H - 70, C.line);
  tabs.forEach(([ic, label], i) => {
    const cx = 40 + i * 80;
    const col = i === active ? accent : '#8a94a3';
    out += icon(ic, cx - 11, H - 60, 22, col, 2);
    out += text(cx, H - 24, label, { size: 10.5, weight: i === active ? 700 : 500, fill: i === active ? accent : C.muted, anchor: 'middle', max: 74 });
  });
  return out + pill(SCREEN_W / 2 - 55, H - 9, 110, 4.5, C.dark, { opacity: 0.85 });
}

/**
 * Phone with a device frame. screen(t, H) draws a 320-wide logical screen of height H.
 * x, y, w, h = outer frame box.
 */
export function phoneFrame(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  screen: Screen,
  { frame = C.frame, bg = C.soft }: { frame?: string; bg?: string } = {},
): string {
  const bezel = Math.max(5, w * 0.034);
  const sw = w - bezel * 2;
  const sh = h - bezel * 2;
  const scale = sw / SCREEN_W;
  const H = sh / scale;
  const outerR = w * 0.15;
  const innerR = outerR - bezel;
  const id = ctx.uid('scr');
  const clip = el('clipPath', { id }, rect(0, 0, SCREEN_W, H, '#000', innerR / scale));
  return (
    rect(x + w * 0.02, y + h * 0.015, w, h, C.dark, outerR, { opacity: 0.12 }) +
    rect(x - 1.5, y + h * 0.18, 3, h * 0.08, '#2c3846', 1.5) +
    rect(x + w - 1.5, y + h * 0.22, 3, h * 0.12, '#2c3846', 1.5) +
    rect(x, y, w, h, frame, outerR) +
    rect(x + 1.5, y + 1.5, w - 3, h - 3, 'none', outerR - 1.5, { stroke: '#3a4757', 'stroke-width': 1.5 }) +
    translate(
      x + bezel,
      y + bezel,
      clip + el('g', { 'clip-path': `url(#${id})` }, rect(0, 0, SCREEN_W, H, bg) + screen(H)) + pill(SCREEN_W / 2 - 46, 9, 92, 25, '#0d1218'),
      scale,
    )
  );
}

/** Frameless phone screenshot (app carousel slides). */
export function phoneShot(_ctx: DrawContext, w: number, h: number, screen: Screen, { bg = C.soft }: { bg?: string } = {}): string {
  const scale = w / SCREEN_W;
  const H = h / scale;
  return translate(0, 0, rect(0, 0, SCREEN_W, H, bg) + screen(H), scale);
}

// ------------------------------------------------------------------ CARE app screens

/** Home "Today" screen: steps ring, vitals, next visit, medication. */
export function screenToday(t: ImageTexts): Screen {
  const s = t.screens.today;
  const v = t.common.vitals;
  return (H) => {
    let o = statusBar(t) + appHeader(t.common.brandCare);
    o += text(20, 112, s.greeting, { size: 13, fill: C.muted, max: 280 });
    o += text(20, 140, s.heading, { size: 24, weight: 800, max: 200 });
    o += chip(300, 120, s.date, { anchor: 'end', size: 11.5, max: 110 }).svg;
    // steps card
    o += card(20, 158, 280, 124, { rx: 18 });
    o += ring(78, 220, 40, 11, 0.82, C.primary) + text(78, 226, s.stepsPercent, { size: 16, weight: 800, anchor: 'middle', fill: C.primary });
    o += text(140, 198, v.steps.label, { size: 13, fill: C.muted, max: 140 });
    o += valueUnit(140, 236, v.steps.value, v.steps.unit, { size: 30, max: 150 });
    o += text(140, 260, t.common.stepsGoal, { size: 12, fill: C.muted, max: 150 });
    // vitals row
    o += vitalTile(20, 296, 134, 108, v.bp, 'heart', C.red, C.tintRed, [121, 118, 124, 119, 117, 120, 118]);
    o += vitalTile(166, 296, 134, 108, v.hr, 'pulse', C.teal, C.tintTeal, [70, 74, 71, 76, 73, 70, 72]);
    // next visit
    o += card(20, 418, 280, 72, { rx: 16 });
    o += iconBadge('calendar', 34, 432, 44, C.primary, C.tintBlue);
    o += text(92, 446, s.nextVisit, { size: 12, fill: C.muted, max: 180 });
    o += text(92, 466, s.visitDept, { size: 15, weight: 700, max: 180 });
    o += text(92, 483, s.visitWhen, { size: 11.5, fill: C.primary, weight: 600, max: 190 });
    o += stroke('M282 446l6 8-6 8', '#8a94a3', 2);
    // medication
    o += card(20, 502, 280, 56, { rx: 16 });
    o += iconBadge('pill', 32, 512, 36, C.orange, C.tintOrange);
    const tag = chip(288, 518, s.medicationDone, { anchor: 'end', size: 11, fill: C.tintGreen, color: C.green, max: 80 });
    o += text(80, 535, s.medication, { size: 14, weight: 700, max: 288 - tag.w - 80 - 8 }) + tag.svg;
    return o + tabBar(t, H, 0);
  };
}

function vitalTile(x: number, y: number, w: number, h: number, vital: Vital, ic: string, color: string, tint: string, values: readonly number[]): string {
  return (
    card(x, y, w, h, { rx: 16 }) +
    iconBadge(ic, x + 12, y + 12, 28, color, tint) +
    para(x + 48, y + 26, vital.label, { size: 11.5, fill: C.muted, max: w - 56, maxLines: 2, lh: 1.15, valign: 'middle', min: 9 }) +
    valueUnit(x + 12, y + 68, vital.value, vital.unit, { size: 22, max: w - 24 }) +
    lineChart(x + 12, y + 78, w - 24, 18, values, color, { width: 2, area: false })
  );
}

/** Linked hospital records. */
export function screenRecords(t: ImageTexts): Screen {
  const s = t.screens.records;
  return (H) => {
    let o = statusBar(t) + appHeader(t.common.brandCare);
    o += text(20, 116, s.heading, { size: 22, weight: 800, max: 280 });
    // filter chips
    let cx = 20;
    s.filters.forEach((f, i) => {
      const c = chip(cx, 132, f, {
        size: 12,
        fill: i === 0 ? C.primary : C.white,
        color: i === 0 ? C.white : C.muted,
        max: 110,
      });
      o += (i ? pill(cx, 132, c.w, 24, 'none', { stroke: C.line }) : '') + c.svg;
      cx += c.w + 8;
    });
    // linked hospitals banner
    o += rect(20, 172, 280, 88, C.primary, 18);
    o += circle(270, 184, 46, '#ffffff', { opacity: 0.08 }) + circle(300, 252, 30, '#ffffff', { opacity: 0.08 });
    o += text(36, 200, s.linkedLabel, { size: 12.5, fill: '#d6e6f7', max: 170 });
    o += valueUnit(36, 236, s.linkedCount, s.linkedUnit, { size: 30, fill: C.white, unitFill: '#d6e6f7', max: 150 });
    for (let i = 0; i < 3; i++) {
      o += circle(214 + i * 26, 222, 17, [C.white, '#cfe1f5', '#a9cbef'][i]!, { stroke: C.primary, 'stroke-width': 2 });
      o += icon('hospital', 205 + i * 26, 213, 18, C.primary, 2);
    }
    // record list
    const icons = [
      ['file', C.primary, C.tintBlue],
      ['pill', C.orange, C.tintOrange],
      ['doc2', C.teal, C.tintTeal],
    ] as const;
    s.items.forEach((item, i) => {
      const y = 272 + i * 70;
      const [ic, col, tint] = icons[i % icons.length]!;
      o += card(20, y, 280, 60, { rx: 14 });
      o += iconBadge(ic, 32, y + 10, 40, col, tint);
      let right = 282;
      if (item.tag) {
        const tag = chip(286, y + 18, item.tag, { anchor: 'end', size: 10.5, fill: C.tintRed, color: '#b8402f', max: 70 });
        o += tag.svg;
        right = 286 - tag.w - 6;
      } else o += stroke(`M278 ${y + 23}l6 7-6 7`, '#8a94a3', 2);
      o += text(84, y + 27, item.title, { size: 14, weight: 700, max: right - 84 });
      o += text(84, y + 46, item.sub, { size: 11.5, fill: C.muted, max: 196 });
    });
    return o + tabBar(t, H, 1);
  };
}

/** Lifelog: week strip, four tiles, connected devices. */
export function screenLifelog(t: ImageTexts): Screen {
  const s = t.screens.lifelog;
  const v = t.common.vitals;
  return (H) => {
    let o = statusBar(t) + appHeader(t.common.brandCare);
    o += text(20, 116, s.heading, { size: 22, weight: 800, max: 180 });
    o += text(300, 116, s.month, { size: 12.5, fill: C.muted, anchor: 'end', max: 100 });
    t.common.weekdays.forEach((d, i) => {
      const x = 36 + i * 41.3;
      const active = i === 6;
      o += text(x, 142, d, { size: 11, fill: C.muted, anchor: 'middle' });
      o += circle(x, 162, 15, active ? C.primary : C.white, active ? {} : { stroke: C.line });
      o += text(x, 167, s.dates[i]!, { size: 13, weight: 700, fill: active ? C.white : C.dark, anchor: 'middle' });
      if (i < 6) o += circle(x, 183, 2.2, i % 3 === 1 ? C.orange : C.teal);
    });
    const tiles = [
      [v.steps, 'steps', C.primary, C.tintBlue, 0.82],
      [v.water, 'drop', C.teal, C.tintTeal, 0.75],
      [v.weight, 'scale', C.orange, C.tintOrange, 0.6],
      [v.temp, 'thermo', C.red, C.tintRed, 0.5],
    ] as const;
    tiles.forEach(([vital, ic, col, tint, f], i) => {
      const x = 20 + (i % 2) * 146;
      const y = 196 + Math.floor(i / 2) * 96;
      o += card(x, y, 134, 86, { rx: 16 });
      o += iconBadge(ic, x + 12, y + 12, 28, col, tint);
      o += para(x + 48, y + 26, vital.label, { size: 11.5, fill: C.muted, max: 78, maxLines: 2, lh: 1.15, valign: 'middle', min: 9 });
      o += valueUnit(x + 12, y + 64, vital.value, vital.unit, { size: 20, max: 110 });
      o += pill(x + 12, y + 72, 110, 5, tint) + pill(x + 12, y + 72, 110 * f, 5, col);
    });
    // devices
    o += card(20, 390, 280, 106, { rx: 16 });
    o += icon('bluetooth', 32, 401, 18, C.primary, 2);
    o += text(56, 415, s.devicesHeading, { size: 13.5, weight: 700, max: 150 });
    o += chip(288, 400, s.connected, { anchor: 'end', size: 10.5, fill: C.tintGreen, color: C.green, max: 86 }).svg;
    const rows = [
      [s.bpMonitor, v.bp, 'heart', C.red],
      [s.glucoseMeter, v.sugar, 'drop', C.primary],
    ] as const;
    rows.forEach(([name, vital, ic, col], i) => {
      const y = 440 + i * 34;
      if (i) o += line(32, y - 19, 288, y - 19, C.line);
      o += icon(ic, 32, y - 12, 16, col, 2);
      const val = valueUnit(288, y, vital.value, vital.unit, { size: 14, anchor: 'end', max: 100 });
      o += text(56, y, name, { size: 12, fill: C.muted, max: 128 }) + val;
    });
    return o + tabBar(t, H, 2);
  };
}

/** Health summary with a coloured band, vitals, a BP chart and records. */
export function screenSummary(t: ImageTexts): Screen {
  const s = t.screens.summary;
  const v = t.common.vitals;
  return (H) => {
    let o = path(`M0 0H${SCREEN_W}V206Q160 236 0 206Z`, C.primary);
    o += circle(290, 70, 70, C.white, { opacity: 0.06 }) + circle(20, 190, 50, C.white, { opacity: 0.06 });
    o += statusBar(t, { color: C.white }) + appHeader(t.common.brandCare, { color: C.white, iconColor: C.white });
    o += text(20, 114, s.heading, { size: 22, weight: 800, fill: C.white, max: 280 });
    o += text(20, 137, s.updated, { size: 12.5, fill: '#d6e6f7', max: 280 });
    // vitals card
    o += card(20, 156, 280, 96, { rx: 18 });
    const cols = [v.bp, v.sugar, v.hr];
    cols.forEach((vital, i) => {
      const cx = 20 + 280 / 6 + (i * 280) / 3;
      if (i) o += line(20 + (i * 280) / 3, 172, 20 + (i * 280) / 3, 236, C.line);
      o += text(cx, 184, vital.label, { size: 11, fill: C.muted, anchor: 'middle', max: 86, min: 8 });
      o += text(cx, 214, vital.value, { size: 20, weight: 800, anchor: 'middle', max: 86 });
      o += text(cx, 233, vital.unit, { size: 10.5, fill: C.muted, anchor: 'middle', max: 86 });
    });
    // chart card
    o += card(20, 266, 280, 164, { rx: 18 });
    o += text(34, 292, s.chartTitle, { size: 13.5, weight: 700, max: 160 });
    o += circle(222, 288, 4, C.primary) + text(230, 292, s.systolic, { size: 10.5, fill: C.muted, max: 30 });
    o += circle(262, 288, 4, C.teal) + text(270, 292, s.diastolic, { size: 10.5, fill: C.muted, max: 30 });
    o += gridLines(34, 308, 252, 86, 3);
    o += lineChart(34, 308, 252, 86, [124, 121, 126, 119, 122, 117, 118], C.primary, { min: 60, max: 135, area: false, dots: true, width: 2.2 });
    o += lineChart(34, 308, 252, 86, [80, 78, 82, 76, 79, 75, 76], C.teal, { min: 60, max: 135, area: false, dots: true, width: 2.2 });
    t.common.weekdays.forEach((d, i) => {
      o += text(34 + (i * 252) / 6, 414, d, { size: 10, fill: C.muted, anchor: 'middle' });
    });
    // records + next visit
    o += card(20, 444, 280, 62, { rx: 16 });
    o += iconBadge('hospital', 32, 455, 40, C.primary, C.tintBlue);
    o += text(84, 471, s.recordsTitle, { size: 14, weight: 700, max: 180 });
    o += text(84, 490, s.recordsSub, { size: 11.5, fill: C.muted, max: 190 });
    o += stroke('M278 468l6 7-6 7', '#8a94a3', 2);
    o += card(20, 518, 280, 62, { rx: 16 });
    o += iconBadge('calendar', 32, 529, 40, C.teal, C.tintTeal);
    o += text(84, 545, t.screens.today.nextVisit, { size: 11.5, fill: C.muted, max: 190 });
    o += text(84, 565, t.screens.today.visitWhen, { size: 13.5, weight: 700, max: 200 });
    return o + tabBar(t, H, 0);
  };
}

/** CARE hub: family doctor banner, quick actions, recent readings. */
export function screenCareHub(t: ImageTexts): Screen {
  const s = t.screens.careHub;
  const v = t.common.vitals;
  return (H) => {
    let o = statusBar(t) + appHeader(t.common.brandCare);
    o += text(20, 112, s.greeting, { size: 13, fill: C.muted, max: 280 });
    o += text(20, 139, s.heading, { size: 21, weight: 800, max: 280 });
    // doctor banner
    o += rect(20, 154, 280, 84, C.teal, 18) + circle(282, 166, 44, C.white, { opacity: 0.08 });
    o += circle(56, 196, 22, C.white, { opacity: 0.18 }) + icon('doc', 44, 184, 24, C.white, 2);
    o += text(90, 188, s.doctorLabel, { size: 12, fill: '#d4eeee', max: 120 });
    o += text(90, 210, s.doctorName, { size: 15, weight: 700, fill: C.white, max: 120 });
    o += text(90, 228, s.doctorStatus, { size: 11, fill: '#d4eeee', max: 120 });
    o += pill(216, 180, 72, 32, C.white) + text(252, 201, s.doctorAction, { size: 12, weight: 700, fill: C.teal, anchor: 'middle', max: 62 });
    // quick actions
    o += text(20, 268, s.quickHeading, { size: 14, weight: 700, max: 280 });
    const acts = [
      ['file', C.primary, C.tintBlue],
      ['doc2', '#5b5fc7', '#e3e4f7'],
      ['video', C.teal, C.tintTeal],
      ['steps', C.orange, C.tintOrange],
      ['bluetooth', C.primary, C.tintBlue],
      ['check', C.red, C.tintRed],
    ] as const;
    s.actions.forEach((label, i) => {
      const x = 20 + (i % 3) * 96;
      const y = 280 + Math.floor(i / 3) * 92;
      const [ic, col, tint] = acts[i]!;
      o += card(x, y, 88, 82, { rx: 16 });
      o += iconBadge(ic, x + 26, y + 10, 36, col, tint);
      o += para(x + 44, y + 62, label, { size: 11, max: 80, maxLines: 2, anchor: 'middle', lh: 1.2, valign: 'middle', min: 8.5, weight: 600 });
    });
    // recent readings
    o += card(20, 470, 280, 92, { rx: 16 });
    o += text(34, 494, s.recentHeading, { size: 13.5, weight: 700, max: 180 });
    o += text(288, 494, s.recentTime, { size: 11, fill: C.muted, anchor: 'end', max: 90 });
    (
      [
        [v.bp, C.red],
        [v.sugar, C.primary],
      ] as const
    ).forEach(([vital, col], i) => {
      const x = 34 + i * 130;
      o += rect(x, 506, 4, 40, col, 2);
      o += text(x + 12, 520, vital.label, { size: 11, fill: C.muted, max: 110 });
      o += valueUnit(x + 12, 542, vital.value, vital.unit, { size: 18, max: 110 });
    });
    return o + tabBar(t, H, 0, C.primary);
  };
}

// ------------------------------------------------------------------ web (CARE Web)

export const WEB_W = 960;

export function browserFrame(ctx: DrawContext, w: number, h: number, content: WebPage): string {
  // content(W, H) draws a page of width w and height h - 40
  const id = ctx.uid('web');
  return (
    el('clipPath', { id }, rect(0, 0, w, h, '#000', 14)) +
    el(
      'g',
      { 'clip-path': `url(#${id})` },
      rect(0, 0, w, h, '#f3f6fa') +
        rect(0, 0, w, 40, '#e6ecf3') +
        circle(22, 20, 6, C.red) +
        circle(42, 20, 6, C.orange) +
        circle(62, 20, 6, '#4cb782') +
        pill(w / 2 - 180, 9, 360, 22, C.white) +
        icon('shield', w / 2 - 170, 13, 14, C.teal, 1.6) +
        pill(w / 2 - 148, 17.5, 120, 5, C.line) +
        translate(0, 40, content(w, h - 40)),
    ) +
    rect(0.5, 0.5, w - 1, h - 1, 'none', 14, { stroke: '#cdd8e4' })
  );
}

function sidebar(t: ImageTexts, H: number, active: number): string {
  const s = t.web;
  const items = [
    ['grid', s.nav.overview],
    ['file', s.nav.records],
    ['chart', s.nav.charts],
    ['steps', s.nav.lifelog],
    ['bluetooth', s.nav.devices],
    ['video', s.nav.telemedicine],
  ] as const;
  let o = rect(0, 0, 200, H, C.white) + line(200, 0, 200, H, C.line);
  o += rect(20, 22, 30, 30, C.primary, 9) + stroke('M28 37h4l3-7 4 14 3-7h3', C.white, 2.2);
  o += text(58, 43, t.common.brandCare, { size: 16, weight: 800, fill: C.primary, max: 132 });
  items.forEach(([ic, label], i) => {
    const y = 84 + i * 44;
    if (i === active) o += rect(12, y, 176, 36, C.tintBlue, 10);
    const col = i === active ? C.primary : C.muted;
    o += icon(ic, 26, y + 8, 20, col, 2);
    o += text(56, y + 23, label, { size: 13.5, weight: i === active ? 700 : 500, fill: i === active ? C.primary : C.dark, max: 124 });
  });
  o += rect(16, H - 92, 168, 72, C.soft, 14);
  o += iconBadge('doc', 28, H - 78, 40, C.teal, C.tintTeal, { round: true });
  o += text(78, H - 62, t.screens.careHub.doctorLabel, { size: 11, fill: C.muted, max: 100 });
  o += text(78, H - 42, t.screens.careHub.doctorName, { size: 13, weight: 700, max: 100 });
  return o;
}

function topBar(t: ImageTexts, title: string, sub: string): string {
  let o = text(232, 52, title, { size: 22, weight: 800, max: 420 });
  o += text(232, 74, sub, { size: 12.5, fill: C.muted, max: 420 });
  o += pill(700, 30, 150, 34, C.white, { stroke: C.line });
  o += icon('calendar', 712, 38, 18, C.muted, 1.8);
  o += text(736, 52, t.web.range, { size: 12, fill: C.dark, max: 104 });
  o += circle(900, 47, 18, C.tintBlue) + icon('user', 890, 37, 20, C.primary, 2);
  return o;
}

function kpi(x: number, y: number, w: number, vital: Vital, ic: string, col: string, tint: string, delta: string, deltaGood: boolean): string {
  let o = card(x, y, w, 112, { rx: 14 });
  o += iconBadge(ic, x + 14, y + 14, 32, col, tint);
  o += text(x + 56, y + 35, vital.label, { size: 12, fill: C.muted, max: w - 66, min: 8.5 });
  o += valueUnit(x + 14, y + 76, vital.value, vital.unit, { size: 24, max: w - 28 });
  o += text(x + 14, y + 99, delta, { size: 11, weight: 600, fill: deltaGood ? C.green : '#b8402f', max: w - 28 });
  return o;
}

/** Overview dashboard of CARE Web. */
export function webOverview(t: ImageTexts): WebPage {
  const s = t.web.overview;
  const v = t.common.vitals;
  return (_w, H) => {
    let o = sidebar(t, H, 0) + topBar(t, s.heading, s.sub);
    const kw = 165;
    o += kpi(232, 96, kw, v.steps, 'steps', C.primary, C.tintBlue, s.deltas[0]!, true);
    o += kpi(232 + (kw + 12), 96, kw, v.bp, 'heart', C.red, C.tintRed, s.deltas[1]!, true);
    o += kpi(232 + (kw + 12) * 2, 96, kw, v.sugar, 'drop', C.teal, C.tintTeal, s.deltas[2]!, true);
    o += kpi(232 + (kw + 12) * 3, 96, kw, v.weight, 'scale', C.orange, C.tintOrange, s.deltas[3]!, true);
    // chart card
    o += card(232, 224, 440, 300, { rx: 16 });
    o += text(252, 256, s.chartTitle, { size: 15, weight: 700, max: 250 });
    o += circle(530, 251, 4.5, C.primary) + text(540, 255, t.screens.summary.systolic, { size: 11.5, fill: C.muted, max: 50 });
    o += circle(600, 251, 4.5, C.teal) + text(610, 255, t.screens.summary.diastolic, { size: 11.5, fill: C.muted, max: 50 });
    o += gridLines(252, 282, 400, 190, 4);
    ['140', '120', '100', '80', '60'].forEach((lab, i) => {
      o += text(248, 286 + i * 47.5, lab, { size: 10, fill: C.muted, anchor: 'end' });
    });
    o += lineChart(262, 282, 390, 190, [126, 122, 128, 121, 124, 119, 122, 118, 121, 117, 120, 118], C.primary, { min: 60, max: 140, width: 2.6 });
    o += lineChart(262, 282, 390, 190, [82, 79, 84, 78, 80, 77, 79, 76, 78, 75, 77, 76], C.teal, { min: 60, max: 140, width: 2.6, area: false });
    t.common.weekdays.forEach((d, i) => (o += text(262 + (i * 390) / 6, 494, d, { size: 11, fill: C.muted, anchor: 'middle' })));
    // right column
    o += card(688, 224, 236, 144, { rx: 16 });
    o += text(706, 254, s.upcoming, { size: 15, weight: 700, max: 200 });
    o += iconBadge('calendar', 706, 270, 36, C.primary, C.tintBlue);
    o += text(752, 284, t.screens.today.visitDept, { size: 13, weight: 700, max: 160 });
    o += text(752, 302, t.screens.today.visitWhen, { size: 11.5, fill: C.muted, max: 160 });
    o += iconBadge('pill', 706, 318, 36, C.orange, C.tintOrange);
    o += text(752, 332, t.screens.today.medication, { size: 13, weight: 700, max: 160 });
    o += text(752, 350, s.daily, { size: 11.5, fill: C.muted, max: 160 });
    o += card(688, 380, 236, 144, { rx: 16 });
    o += text(706, 410, s.recent, { size: 15, weight: 700, max: 200 });
    t.screens.records.items.forEach((item, i) => {
      const y = 434 + i * 30;
      o += circle(712, y - 4, 4, [C.primary, C.orange, C.teal][i]!);
      o += text(724, y, item.title, { size: 12, weight: 600, max: 186 });
    });
    return o;
  };
}

/** Hospital records table. */
export function webRecords(t: ImageTexts): WebPage {
  const s = t.web.records;
  return (_w, H) => {
    let o = sidebar(t, H, 1) + topBar(t, s.heading, s.sub);
    // filter chips
    let cx = 232;
    t.screens.records.filters.concat(s.moreFilter).forEach((f, i) => {
      const c = chip(cx, 96, f, { size: 12.5, fill: i === 0 ? C.primary : C.white, color: i === 0 ? C.white : C.muted, max: 150, h: 30 });
      o += (i ? pill(cx, 96, c.w, 30, 'none', { stroke: C.line }) : '') + c.svg;
      cx += c.w + 8;
    });
    o += card(232, 142, 692, 382, { rx: 16 });
    const colX = [252, 330, 530, 668, 836];
    const colMax = [70, 192, 128, 160, 80];
    o += rect(232, 142, 692, 44, C.soft, 16) + rect(232, 170, 692, 16, C.soft);
    s.columns.forEach((c, i) => (o += text(colX[i]!, 169, c, { size: 12, weight: 700, fill: C.muted, max: colMax[i] })));
    const tagStyle = [
      [C.tintBlue, C.primary],
      [C.tintOrange, '#9a5b00'],
      [C.tintTeal, C.teal],
    ] as const;
    s.rows.forEach((r, i) => {
      const y = 186 + i * 56;
      if (i) o += line(248, y, 908, y, C.line);
      o += text(colX[0]!, y + 33, r[0]!, { size: 12.5, fill: C.muted, max: colMax[0] });
      o += iconBadge('hospital', colX[1]!, y + 14, 28, C.primary, C.tintBlue, { round: true });
      o += text(colX[1]! + 36, y + 33, r[1]!, { size: 13, weight: 600, max: colMax[1]! - 36 });
      o += text(colX[2]!, y + 33, r[2]!, { size: 12.5, max: colMax[2] });
      o += text(colX[3]!, y + 33, r[3]!, { size: 12.5, max: colMax[3] });
      const [bg, fg] = tagStyle[i % 3]!;
      o += chip(colX[4]!, y + 16, r[4]!, { size: 11, fill: bg, color: fg, max: 80 }).svg;
    });
    return o;
  };
}

/** Health data graphs. */
export function webCharts(t: ImageTexts): WebPage {
  const s = t.web.charts;
  const v = t.common.vitals;
  return (_w, H) => {
    let o = sidebar(t, H, 2) + topBar(t, s.heading, s.sub);
    // range tabs
    o += pill(232, 96, 240, 32, '#e3eaf2');
    s.ranges.forEach((r, i) => {
      if (i === 1) o += pill(236 + i * 78, 99, 76, 26, C.white);
      o += text(274 + i * 78, 117, r, { size: 12.5, weight: i === 1 ? 700 : 500, fill: i === 1 ? C.primary : C.muted, anchor: 'middle', max: 70 });
    });
    // blood sugar chart with target band
    o += card(232, 142, 692, 206, { rx: 16 });
    o += text(252, 172, v.sugar.label, { size: 15, weight: 700, max: 200 });
    o += valueUnit(904, 174, v.sugar.value, v.sugar.unit, { size: 20, anchor: 'end', max: 160 });
    o += rect(262, 210, 642, 52, C.tintGreen, 6, { opacity: 0.8 });
    o += text(900, 226, s.target, { size: 10.5, fill: C.green, anchor: 'end', weight: 600, max: 160 });
    o += gridLines(262, 190, 642, 130, 4);
    const sugar = [118, 104, 126, 110, 98, 132, 108, 101, 121, 106, 99, 115, 104, 110, 102, 124, 107, 104];
    o += lineChart(262, 190, 642, 130, sugar, C.primary, { min: 70, max: 150, width: 2.4, dots: true });
    // steps bars
    o += card(232, 362, 440, 162, { rx: 16 });
    o += text(252, 392, v.steps.label, { size: 15, weight: 700, max: 200 });
    o += text(652, 392, s.avg, { size: 11.5, fill: C.muted, anchor: 'end', max: 200 });
    o += bars(262, 408, 390, 86, [6.2, 8.1, 7.4, 9.6, 5.3, 10.2, 8.2], C.tintBlue, { highlight: 6, rx: 6 });
    const bw = 390 / (7 + 6 * 0.4);
    t.common.weekdays.forEach((d, i) => (o += text(262 + i * bw * 1.4 + bw / 2, 512, d, { size: 10.5, fill: C.muted, anchor: 'middle' })));
    // weight
    o += card(688, 362, 236, 162, { rx: 16 });
    o += text(706, 392, v.weight.label, { size: 15, weight: 700, max: 120 });
    o += valueUnit(904, 392, v.weight.value, v.weight.unit, { size: 16, anchor: 'end', max: 90 });
    o += lineChart(706, 412, 198, 80, [64.2, 63.9, 63.6, 63.7, 63.2, 62.9, 62.8, 62.4], C.orange, { width: 2.4 });
    o += text(706, 512, s.weightNote, { size: 11, fill: C.green, weight: 600, max: 198 });
    return o;
  };
}

/** Laptop with a screen content(w, h) of the given logical page size. */
export function laptop(ctx: DrawContext, x: number, y: number, w: number, content: string, page = { w: 960, h: 600 }): string {
  const bezel = w * 0.03;
  const sw = w - bezel * 2;
  const scale = sw / page.w;
  const sh = page.h * scale;
  const h = sh + bezel * 2;
  const id = ctx.uid('lap');
  return (
    rect(x, y, w, h, '#222b36', w * 0.025) +
    circle(x + w / 2, y + bezel / 2, 2.5, '#3d4a59') +
    el('clipPath', { id }, rect(0, 0, page.w, page.h, '#000', 6)) +
    translate(x + bezel, y + bezel, el('g', { 'clip-path': `url(#${id})` }, content), scale) +
    path(`M${n(x - w * 0.07)} ${n(y + h)}H${n(x + w * 1.07)}l-${n(w * 0.03)} ${n(w * 0.03)}H${n(x - w * 0.04)}Z`, '#c5d0dc') +
    rect(x - w * 0.07, y + h, w * 1.14, w * 0.012, '#dde5ee') +
    rect(x + w / 2 - w * 0.07, y + h, w * 0.14, w * 0.009, '#aeb9c6', w * 0.004)
  );
}

// ------------------------------------------------------------------ simplified screens for small phones

/** Skeleton screen (icons and bars instead of small text) for phones drawn at thumbnail size. */
export function screenMini(t: ImageTexts, kind: 'records' | 'lifelog'): Screen {
  return (H) => {
    let o = statusBar(t) + text(20, 72, t.common.brandCare, { size: 22, weight: 800, fill: C.primary, max: 220 });
    const barRow = (x: number, y: number, w1: number, w2: number) => pill(x, y, w1, 10, '#c5d0dc') + pill(x, y + 18, w2, 8, C.line);
    if (kind === 'records') {
      o += rect(20, 100, 280, 110, C.primary, 22) + pill(40, 130, 120, 12, '#ffffff', { opacity: 0.7 }) + pill(40, 160, 80, 26, '#ffffff');
      for (let i = 0; i < 3; i++) o += circle(220 + i * 28, 165, 18, ['#ffffff', '#cfe1f5', '#a9cbef'][i]!, { stroke: C.primary, 'stroke-width': 2 });
      const icons = [
        ['file', C.primary, C.tintBlue],
        ['pill', C.orange, C.tintOrange],
        ['doc2', C.teal, C.tintTeal],
        ['heart', C.red, C.tintRed],
      ] as const;
      icons.forEach(([ic, col, tint], i) => {
        const y = 228 + i * 84;
        o += card(20, y, 280, 72, { rx: 16 }) + iconBadge(ic, 34, y + 14, 44, col, tint) + barRow(94, y + 24, 150 - i * 14, 100);
      });
    } else {
      const tiles = [
        ['steps', C.primary, C.tintBlue],
        ['drop', C.teal, C.tintTeal],
        ['scale', C.orange, C.tintOrange],
        ['thermo', C.red, C.tintRed],
      ] as const;
      tiles.forEach(([ic, col, tint], i) => {
        const x = 20 + (i % 2) * 146;
        const y = 100 + Math.floor(i / 2) * 126;
        o += card(x, y, 134, 114, { rx: 18 }) + iconBadge(ic, x + 14, y + 14, 40, col, tint);
        o += pill(x + 14, y + 70, 70, 12, '#c5d0dc') + pill(x + 14, y + 92, 106, 8, tint) + pill(x + 14, y + 92, 40 + i * 15, 8, col);
      });
      o += card(20, 364, 280, 150, { rx: 18 }) + icon('bluetooth', 36, 380, 26, C.primary, 2.4) + pill(72, 386, 110, 12, '#c5d0dc');
      o += lineChart(40, 420, 240, 70, [3, 5, 4, 6, 5, 7, 6, 8], C.primary, { width: 3 });
    }
    return o + pill(SCREEN_W / 2 - 55, H - 12, 110, 5, C.dark, { opacity: 0.85 });
  };
}
