// Service hero illustrations, 640 × 480.
import { C } from '../draw/palette';
import { el, n, translate } from '../draw/svg';
import { rect, circle, ellipse, path, stroke, line, card, pill, ring, backdrop } from '../draw/shapes';
import { lineChart, bars, gridLines } from '../draw/charts';
import { text, para, chip, textWidth, wrapBalanced as wrap } from '../draw/text';
import { icon, iconBadge } from '../draw/icons';
import { monthCalendar, phoneFrame, screenToday, statusBar, valueUnit } from './screens';
import { statCard, connector, device } from './scenes';
import { IBD_LIFESTYLE_ICONS } from './extras';
import { bust, figure } from './people';
import type { ServiceSlug } from '@inphr/content';
import type { BustOptions } from './people';
import type { ImageTexts, Painter, Screen } from './types';

const base = (w: number, h: number, seed: number, accent?: string, accent2?: string): string => backdrop(w, h, { seed, accent, accent2 });

/** Minimal in-phone screen: status bar, title and body(H). */
function miniScreen(t: ImageTexts, title: string, body: Screen, { brand, accent = C.primary }: { brand?: string; accent?: string } = {}): Screen {
  return (H) =>
    statusBar(t) +
    text(20, 70, brand ?? t.common.brandCare, { size: 18, weight: 800, fill: accent, max: 200 }) +
    text(20, 108, title, { size: 20, weight: 800, max: 280 }) +
    body(H);
}

const care: Painter = ({ ctx, t, w, h }) => {
  const s = t.heroes.care;
  const v = t.common.vitals;
  let o = base(w, h, 0);
  o += connector('M206 138C214 138 218 150 226 160', C.primary, { opacity: 0.5 });
  o += connector('M436 150C428 150 424 160 418 170', C.teal, { opacity: 0.5 });
  o += phoneFrame(ctx, 222, 30, 196, 420, screenToday(t));
  o += card(26, 104, 180, 74, { rx: 16 }) + iconBadge('hospital', 38, 121, 40, C.primary, C.tintBlue);
  o += text(88, 136, s.records, { size: 13, weight: 700, max: 108 }) + text(88, 156, s.recordsSub, { size: 11, fill: C.muted, max: 108 });
  o += statCard(26, 318, 180, { ic: 'steps', color: C.orange, tint: C.tintOrange, label: v.steps.label, value: v.steps.value, unit: v.steps.unit });
  o += card(464, 60, 116, 116, { rx: 22 }) + device('watch', t, 482, 78, 80);
  o += chip(522, 190, s.devices, { anchor: 'middle', size: 11.5, fill: C.white, color: C.teal, max: 170 }).svg;
  o += statCard(436, 270, 180, { ic: 'heart', color: C.red, tint: C.tintRed, label: v.bp.label, value: v.bp.value, unit: v.bp.unit });
  return o;
};

const dash: Painter = ({ t, w, h }) => {
  const s = t.heroes.dash;
  let o = base(w, h, 1);
  // monitor
  o += rect(300, 386, 40, 44, '#9aa8b8') + rect(250, 426, 140, 12, '#b7c3d0', 6);
  o += rect(60, 56, 520, 336, '#1d2733', 18) + rect(72, 68, 496, 312, '#f3f6fa', 10);
  o += rect(72, 68, 496, 44, C.white, 10) + rect(72, 100, 496, 12, C.white);
  o += rect(88, 80, 22, 22, C.primary, 6) + stroke('M93 91h3l2-5 3 10 2-5h3', C.white, 1.8);
  o += text(120, 96, s.title, { size: 14, weight: 800, max: 250 });
  const legend = [
    [s.normal, C.teal, C.tintTeal],
    [s.caution, '#9a5b00', C.tintOrange],
    [s.alert, '#b8402f', C.tintRed],
  ] as const;
  let lx = 556;
  for (let i = legend.length - 1; i >= 0; i--) {
    const [label, col, tint] = legend[i]!;
    const c = chip(lx, 80, label, { anchor: 'end', size: 10.5, fill: tint, color: col, max: 80, h: 20 });
    o += c.svg;
    lx -= c.w + 6;
  }
  const status = [0, 0, 1, 0, 2, 0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0];
  const cols = [
    [C.teal, C.tintTeal],
    [C.orange, C.tintOrange],
    [C.red, C.tintRed],
  ] as const;
  status.forEach((st, i) => {
    const x = 88 + (i % 4) * 120;
    const y = 124 + Math.floor(i / 4) * 62;
    const [col, tint] = cols[st]!;
    o += rect(x, y, 110, 52, C.white, 8, { stroke: st ? col : C.line, 'stroke-width': st ? 2 : 1 });
    o += rect(x, y, 6, 52, col, 3);
    o += circle(x + 26, y + 26, 12, tint) + icon('user', x + 18, y + 18, 16, col, 1.8);
    o += lineChart(x + 46, y + 16, 52, 20, [3, 4, 3, 5, 4 + st, 5 + st * 2], col, { width: 1.8, area: false });
  });
  return o;
};

const diab: Painter = ({ t, w, h }) => {
  const s = t.heroes.diab;
  const v = t.common.vitals;
  let o = base(w, h, 2, C.tintRed, C.tintBlue);
  // calendar card
  o += card(250, 60, 330, 300, { rx: 22 });
  o += text(274, 98, s.month, { size: 17, weight: 800, max: 160 });
  o += chip(556, 80, s.calendar, { anchor: 'end', size: 11, max: 110 }).svg;
  o += monthCalendar(t, { x: 292, y: 152, dx: 43, dy: 38, headY: 128, accent: C.primary, todayR: 14, todayLift: 4, size: 12 }, (i, x, y, today) =>
    i < 9 && !today ? circle(x - 4, y + 10, 2.4, i % 4 === 2 ? C.orange : C.teal) + circle(x + 4, y + 10, 2.4, C.red) : '',
  );
  // meter
  o += card(58, 150, 170, 230, { rx: 26 });
  o += device('glucose', t, 68, 160, 150);
  o += circle(242, 210, 18, C.primary) + icon('bluetooth', 232, 200, 20, C.white, 2.2);
  o += statCard(300, 374, 250, { ic: 'heart', color: C.red, tint: C.tintRed, label: v.bp.label, value: v.bp.value, unit: v.bp.unit });
  o += chip(143, 396, v.sugar.label, { anchor: 'middle', size: 12, fill: C.white, color: C.primary, max: 160 }).svg;
  return o;
};

const doc: Painter = ({ t, w, h }) => {
  const s = t.heroes.doc;
  const v = t.common.vitals;
  let o = base(w, h, 3);
  // monitor with patient list
  o += card(250, 50, 350, 270, { rx: 18 });
  o += text(272, 84, s.patients, { size: 15, weight: 800, max: 200 });
  o += chip(580, 66, s.live, { anchor: 'end', size: 10.5, fill: C.tintGreen, color: C.green, max: 90, h: 22 }).svg;
  const rows = [
    [C.teal, [72, 74, 71, 73, 72]],
    [C.red, [118, 121, 126, 134, 141]],
    [C.primary, [98, 101, 99, 100, 102]],
  ] as const;
  rows.forEach(([col, vals], i) => {
    const y = 100 + i * 62;
    o += rect(266, y, 318, 52, i === 1 ? C.tintRed : C.soft, 12);
    o += circle(292, y + 26, 16, C.white) + icon('user', 283, y + 17, 18, col, 2);
    o += rect(318, y + 15, 80 - i * 12, 8, '#c5d0dc', 4) + rect(318, y + 30, 50, 7, C.line, 3.5);
    o += lineChart(430, y + 12, 130, 28, vals, col, { width: 2, area: false });
  });
  // alert toast
  o += card(318, 286, 270, 66, { rx: 16 });
  o += iconBadge('bell', 332, 299, 40, C.red, C.tintRed);
  o += text(384, 314, s.alert, { size: 13.5, weight: 700, max: 192 });
  o += text(384, 334, s.alertSub, { size: 11.5, fill: C.muted, max: 192 });
  // doctor
  o += bust(150, 250, 2.1, { skin: C.skin[1], hair: C.hair[0], hairStyle: 'side', shirt: C.teal, coat: true, stethoscope: true, glasses: true });
  o += rect(40, 410, 300, 70, '#c9d6e3') + rect(30, 404, 320, 12, '#e3eaf2', 6);
  o += card(30, 40, 196, 92, { rx: 16 });
  o += icon('doc2', 44, 54, 20, C.primary, 2) + text(72, 70, s.weekly, { size: 12.5, weight: 700, max: 144 });
  o += bars(46, 84, 164, 36, [3, 4, 2, 5, 3, 4, 2], C.tintBlue, { highlight: 3, highlightColor: C.primary, rx: 3 });
  o += card(440, 372, 160, 58, { rx: 14 }) + icon('heart', 454, 388, 24, C.red, 2.2) + valueUnit(488, 410, v.hr.value, v.hr.unit, { size: 20, max: 100 });
  return o;
};

const ibd: Painter = ({ ctx, t, w, h }) => {
  const s = t.heroes.ibd;
  let o = base(w, h, 4, C.tintTeal, C.tintBlue);
  const screen = miniScreen(
    t,
    s.question,
    (H) => {
      let b = '';
      const faces = [C.teal, '#7cc4a5', C.orange, '#ef8d5d', C.red];
      faces.forEach((col, i) => {
        const x = 40 + i * 60;
        b += circle(x, 156, 22, i === 1 ? col : C.white, { stroke: col, 'stroke-width': 2.5 });
        b += circle(x - 7, 151, 2.4, i === 1 ? C.white : C.dark) + circle(x + 7, 151, 2.4, i === 1 ? C.white : C.dark);
        const k = 2 - i;
        b += stroke(`M${x - 8} ${163 - k}Q${x} ${163 + k * 2.5} ${x + 8} ${163 - k}`, i === 1 ? C.white : C.dark, 2);
      });
      s.symptoms.forEach((label, i) => {
        const y = 214 + i * 66;
        b += card(20, y, 280, 56, { rx: 14 });
        b += text(36, y + 24, label, { size: 13, weight: 700, max: 200 });
        b +=
          pill(36, y + 36, 248, 6, C.tintTeal) +
          pill(36, y + 36, [80, 160, 50][i]!, 6, C.teal) +
          circle(36 + [80, 160, 50][i]!, y + 39, 8, C.white, { stroke: C.teal, 'stroke-width': 3 });
      });
      b += pill(20, H - 90, 280, 44, C.teal) + text(160, H - 62, s.save, { size: 15, weight: 700, fill: C.white, anchor: 'middle', max: 240 });
      return b;
    },
    { brand: s.brand, accent: C.teal },
  );
  o += phoneFrame(ctx, 238, 40, 164, 336, screen);
  const items = IBD_LIFESTYLE_ICONS;
  s.lifestyle.forEach((label, i) => {
    const left = i < 3;
    const y = 92 + (i % 3) * 96;
    const x = left ? 196 : 444;
    const [ic, col, tint] = items[i]!;
    o += circle(x, y, 28, C.white) + iconBadge(ic, x - 22, y - 22, 44, col, tint, { round: true });
    o += text(left ? x - 38 : x + 38, y + 5, label, { size: 13.5, weight: 700, anchor: left ? 'end' : 'start', max: 150 });
  });
  return o;
};

const live: Painter = ({ t, w, h }) => {
  const s = t.heroes.live;
  let o = base(w, h, 5, C.tintBlue, C.tintRed);
  o += rect(40, 50, 560, 370, '#1d2733', 20);
  o += text(64, 84, s.title, { size: 14, weight: 700, fill: C.white, max: 300 });
  o += chip(576, 66, s.participants, { anchor: 'end', size: 11, fill: '#2f3d4d', color: '#d6e6f7', max: 150, h: 22 }).svg;
  const people: (BustOptions & { bg: string })[] = [
    { skin: C.skin[0], hair: C.hair[0], hairStyle: 'short', shirt: C.primary, coat: true, stethoscope: true, bg: '#34506e' },
    { skin: C.skin[3], hair: C.hair[2], hairStyle: 'bun', shirt: C.teal, bg: '#2f5a5e' },
    { skin: C.skin[5], hair: C.hair[1], hairStyle: 'bob', shirt: '#e86a5c', glasses: true, bg: '#5a4458' },
    { skin: C.skin[2], hair: C.hair[4], hairStyle: 'buzz', shirt: '#f2a541', coat: true, bg: '#4f4a36' },
  ];
  people.forEach((p, i) => {
    const x = 60 + (i % 2) * 160;
    const y = 100 + Math.floor(i / 2) * 128;
    const id = `lv${i}`;
    o += el('clipPath', { id }, rect(x, y, 150, 118, '#000', 12));
    o += el('g', { 'clip-path': `url(#${id})` }, rect(x, y, 150, 118, p.bg) + bust(x + 75, y + 56, 0.95, p));
    o += pill(x + 8, y + 96, 24, 14, '#000', { opacity: 0.45 }) + icon('mic', x + 14, y + 98, 10, C.white, 1.4);
    if (i === 0) o += rect(x, y, 150, 118, 'none', 12, { stroke: '#4cb782', 'stroke-width': 3 });
  });
  // shared image
  o += rect(384, 100, 196, 246, '#0e1620', 12);
  o += text(398, 124, s.image, { size: 12, weight: 700, fill: '#d6e6f7', max: 170 });
  o += ellipse(482, 232, 62, 84, '#22303f');
  o += stroke('M482 160V310', '#b9c6d4', 4);
  for (let i = 0; i < 6; i++) {
    const y = 176 + i * 22;
    o += stroke(`M478 ${y}C450 ${y - 6} 436 ${y + 6} 432 ${y + 20}M486 ${y}C514 ${y - 6} 528 ${y + 6} 532 ${y + 20}`, '#8fa2b6', 3, { opacity: 0.9 });
  }
  o += circle(512, 250, 16, 'none', { stroke: C.orange, 'stroke-width': 2.5, 'stroke-dasharray': '4 3' });
  // toolbar
  const tools = [
    ['mic', '#2f3d4d'],
    ['video', '#2f3d4d'],
    ['grid', '#2f3d4d'],
    ['phone', C.red],
  ] as const;
  tools.forEach(([ic, bg], i) => {
    const cx = 250 + i * 48;
    o += circle(cx, 382, 18, bg) + icon(ic, cx - 10, 372, 20, C.white, 2);
  });
  return o;
};

const pillHero: Painter = ({ t, w, h }) => {
  const s = t.heroes.pill;
  let o = base(w, h, 6, C.tintGreen, C.tintOrange);
  // pill box
  o += ellipse(250, 358, 220, 16, C.dark, { opacity: 0.08 });
  o += rect(24, 130, 430, 220, C.white, 26, { stroke: C.line, 'stroke-width': 2 });
  o += rect(82, 166, 356, 164, C.soft, 16);
  const pillCols = [C.orange, C.red, C.teal, C.primary];
  t.common.weekdays.forEach((d, i) => {
    const x = 88 + i * 49.5;
    o += text(x + 21, 156, d, { size: 11.5, weight: 700, fill: C.muted, anchor: 'middle', max: 44 });
    for (let r = 0; r < 2; r++) {
      const y = 176 + r * 76;
      const taken = i < 2 || (i === 2 && r === 0);
      o += rect(x, y, 42, 66, taken ? '#e9eef4' : C.white, 10, {
        stroke: i === 2 && r === 1 ? C.green : C.line,
        'stroke-width': i === 2 && r === 1 ? 2.5 : 1.2,
      });
      if (!taken) {
        o += ellipse(x + 14, y + 24, 8, 5, pillCols[(i + r) % 4]!, { transform: `rotate(-30 ${n(x + 14)} ${n(y + 24)})` });
        o += circle(x + 28, y + 42, 7, pillCols[(i + r + 1) % 4]!);
      } else o += stroke(`M${x + 13} ${y + 33}l6 6 10-11`, C.green, 2.4, { opacity: 0.7 });
    }
  });
  o += text(56, 214, s.am, { size: 11, weight: 700, fill: C.muted, anchor: 'middle', max: 46 });
  o += text(56, 290, s.pm, { size: 11, weight: 700, fill: C.muted, anchor: 'middle', max: 46 });
  // reminder card
  o += card(330, 50, 270, 72, { rx: 18 });
  o += iconBadge('bell', 344, 66, 40, C.orange, C.tintOrange);
  o += text(396, 81, t.screens.today.medication, { size: 14, weight: 700, max: 190 });
  o += text(396, 101, s.reminderSub, { size: 11.5, fill: C.muted, max: 190 });
  // tracking card
  o += card(420, 296, 196, 168, { rx: 18 });
  o += text(438, 326, s.tracking, { size: 13.5, weight: 700, max: 164 });
  s.steps.forEach((label, i) => {
    const y = 354 + i * 36;
    const done = i < 2;
    if (i < 2) o += line(448, y + 8, 448, y + 28, done ? C.green : C.line, 3);
    o += circle(448, y, 9, done ? C.green : C.white, { stroke: done ? C.green : C.line, 'stroke-width': 2.5 });
    if (done) o += stroke(`M444 ${y}l3 3 5-6`, C.white, 2);
    o += text(468, y + 5, label, { size: 12.5, weight: i === 1 ? 700 : 500, fill: done ? C.dark : C.muted, max: 140 });
  });
  return o;
};

const pro: Painter = ({ t, w, h }) => {
  const s = t.heroes.pro;
  let o = base(w, h, 7, C.tintOrange, C.tintBlue);
  // clipboard questionnaire
  o += rect(80, 50, 300, 390, '#c79a5b', 22) + rect(94, 70, 272, 356, C.white, 12);
  o += rect(180, 36, 100, 34, '#5b6b7d', 10) + circle(230, 46, 6, '#c5d0dc');
  o += text(114, 110, s.title, { size: 17, weight: 800, max: 180 });
  o += chip(346, 92, s.week, { anchor: 'end', size: 11, max: 80 }).svg;
  s.questions.forEach((q, i) => {
    const y = 140 + i * 70;
    o += text(114, y + 10, q, { size: 13.5, weight: 700, max: 230 });
    for (let k = 0; k < 5; k++) {
      const cx = 124 + k * 52;
      const sel = k === [1, 2, 0, 3][i];
      o += circle(cx, y + 36, 13, sel ? C.primary : C.white, { stroke: sel ? C.primary : C.line, 'stroke-width': 2 });
      o += text(cx, y + 40.5, String(k), { size: 11, weight: 700, fill: sel ? C.white : C.muted, anchor: 'middle' });
    }
  });
  // memo + encyclopedia
  o += card(404, 110, 196, 140, { rx: 18 });
  o += iconBadge('doc2', 420, 126, 36, C.orange, C.tintOrange);
  o += text(466, 149, s.memo, { size: 13.5, weight: 700, max: 126 });
  o += para(420, 186, s.memoText, { size: 12, fill: C.muted, max: 164, maxLines: 3, lh: 1.45 });
  o += card(404, 272, 196, 110, { rx: 18 });
  o += iconBadge('file', 420, 288, 36, C.teal, C.tintTeal);
  o += text(466, 311, s.guide, { size: 13.5, weight: 700, max: 126 });
  o += pill(420, 340, 164, 26, C.soft) + circle(436, 352, 5, 'none', { stroke: C.muted, 'stroke-width': 1.8 }) + stroke('M440 356l4 4', C.muted, 1.8);
  o += text(452, 357, s.search, { size: 11.5, fill: C.muted, max: 124 });
  return o;
};

const spine: Painter = ({ t, w, h }) => {
  const s = t.heroes.spine;
  let o = base(w, h, 8, C.tintGreen, C.tintBlue);
  // mat + person
  o += ellipse(210, 420, 150, 18, '#7cc4a5', { opacity: 0.45 });
  o += figure(210, 418, 1.7, { skin: C.skin[2], hair: C.hair[1], hairStyle: 'ponytail', shirt: C.teal, pants: '#2f4858', arms: 'up' });
  // spine column
  o += card(390, 50, 210, 300, { rx: 22 });
  o += text(412, 84, s.title, { size: 15, weight: 800, max: 170 });
  o += circle(488, 130, 34, C.orange, { opacity: 0.16 });
  for (let i = 0; i < 9; i++) {
    const y = 104 + i * 22;
    const x = 495 - Math.sin(i / 2.6) * 12;
    const vw = 28 + i * 3;
    const neck = i < 3;
    o += rect(x - vw / 2, y, vw, 16, neck ? C.tintOrange : C.tintBlue, 7, { stroke: neck ? C.orange : C.primary, 'stroke-width': 2 });
  }
  o += chip(412, 312, s.posture, { size: 11.5, fill: C.tintGreen, color: C.green, max: 170 }).svg;
  // exercise card
  o += card(390, 370, 210, 70, { rx: 16 });
  o += iconBadge('run', 402, 385, 40, C.primary, C.tintBlue);
  o += text(452, 400, s.exercise, { size: 13.5, weight: 700, max: 96 });
  o += text(452, 420, s.duration, { size: 11.5, fill: C.muted, max: 96 });
  o += ring(572, 405, 18, 5, 0.66, C.orange, C.tintOrange) + text(572, 409, s.progress, { size: 10, weight: 800, anchor: 'middle', fill: '#9a5b00', max: 26 });
  return o;
};

const sym: Painter = ({ t, w, h }) => {
  const s = t.heroes.sym;
  let o = base(w, h, 9, '#eadcf0', C.tintTeal);
  o += card(40, 60, 360, 240, { rx: 22 });
  o += text(62, 96, s.chartTitle, { size: 15, weight: 800, max: 200 });
  o += chip(380, 78, s.forecast, { anchor: 'end', size: 11, fill: '#f3e3f5', color: '#86198f', max: 110 }).svg;
  o += gridLines(62, 120, 316, 130, 4);
  o += rect(290, 120, 88, 130, '#f3e3f5', 6, { opacity: 0.7 });
  const vals = [40, 52, 46, 64, 58, 70, 55, 48];
  o += lineChart(62, 120, 228, 130, vals, '#86198f', { min: 0, max: 100, width: 2.6 });
  o += stroke('M290 174.3C310 185 330 200 378 210', '#86198f', 2.6, { 'stroke-dasharray': '6 6' });
  t.common.weekdays.forEach((d, i) => (o += text(62 + i * 52.6, 276, d, { size: 10.5, fill: C.muted, anchor: 'middle', max: 40 })));
  // breathing
  o += circle(500, 190, 96, '#86198f', { opacity: 0.08 }) + circle(500, 190, 72, '#86198f', { opacity: 0.12 }) + circle(500, 190, 50, '#86198f');
  o += text(500, 196, s.breathe, { size: 15, weight: 700, fill: C.white, anchor: 'middle', max: 86 });
  // mood check
  o += card(120, 326, 420, 104, { rx: 20 });
  o += text(144, 358, s.mood, { size: 14, weight: 700, max: 380 });
  for (let i = 0; i < 5; i++) {
    const x = 168 + i * 84;
    const col = ['#86198f', '#a855b5', '#c98ad3', '#7cc4a5', C.teal][i]!;
    const sel = i === 3;
    o += circle(x, 396, 20, sel ? col : C.white, { stroke: col, 'stroke-width': 2.5 });
    const k = i - 2;
    o += circle(x - 6, 392, 2.2, sel ? C.white : C.dark) + circle(x + 6, 392, 2.2, sel ? C.white : C.dark);
    o += stroke(`M${x - 7} ${402 - k}Q${x} ${402 + k * 2} ${x + 7} ${402 - k}`, sel ? C.white : C.dark, 2);
  }
  return o;
};

const mental: Painter = ({ t, w, h }) => {
  const s = t.heroes.mental;
  const v = t.common.vitals;
  let o = base(w, h, 10, C.tintTeal, C.tintBlue);
  // floor map
  o += card(40, 60, 380, 320, { rx: 20 });
  o += text(62, 94, s.map, { size: 15, weight: 800, max: 240 });
  const rooms = [
    [62, 112, 110, 90],
    [180, 112, 110, 90],
    [298, 112, 100, 90],
    [62, 278, 110, 84],
    [180, 278, 110, 84],
    [298, 278, 100, 84],
  ] as const;
  rooms.forEach(([x, y, rw, rh], i) => (o += rect(x, y, rw, rh, i === 4 ? C.tintTeal : C.soft, 8, { stroke: C.line })));
  o += rect(62, 214, 336, 52, '#f7fafc', 8) + stroke('M80 240H380', C.line, 2, { 'stroke-dasharray': '6 6' });
  for (const [x, y] of [
    [117, 157],
    [235, 157],
    [348, 157],
    [117, 320],
  ] as const)
    o += circle(x, y, 7, C.primary, { opacity: 0.35 });
  // pin
  o += path('M235 286c-13 0-22 10-22 22 0 16 22 36 22 36s22-20 22-36c0-12-9-22-22-22z', C.teal) + circle(235, 308, 8, C.white);
  o += circle(235, 344, 14, C.teal, { opacity: 0.2 });
  // vital + alert cards
  o += statCard(440, 110, 170, { ic: 'heart', color: C.red, tint: C.tintRed, label: v.hr.label, value: s.hrValue, unit: v.hr.unit });
  o += card(440, 200, 170, 100, { rx: 16 });
  o += text(456, 226, s.location, { size: 12, fill: C.muted, max: 140 });
  o += text(456, 250, s.room, { size: 16, weight: 800, max: 140 });
  o += chip(456, 262, s.shared, { size: 10.5, fill: C.tintTeal, color: C.teal, max: 140, h: 22 }).svg;
  o += card(300, 394, 310, 60, { rx: 16 });
  o += iconBadge('bell', 312, 404, 40, C.orange, C.tintOrange);
  o += text(364, 419, s.alert, { size: 13.5, weight: 700, max: 230 });
  o += text(364, 438, s.alertSub, { size: 11.5, fill: C.muted, max: 230 });
  return o;
};

function plane(x: number, y: number, s: number, accent: string = C.primary): string {
  return translate(
    x,
    y,
    path('M0 40C0 28 20 20 60 20H300C340 20 372 30 380 40C372 50 340 60 300 60H60C20 60 0 52 0 40Z', C.white, { stroke: '#c5d0dc', 'stroke-width': 2 }) +
      path('M300 22C330 22 360 30 372 38H318C306 38 300 32 300 22Z', '#1d2733', { opacity: 0.85 }) +
      path('M20 22L4 -14H30L70 22Z', accent) +
      path('M150 44L110 104H146L220 44Z', '#c5d0dc') +
      path('M160 36L130 4H150L200 36Z', '#dde5ee') +
      Array.from({ length: 9 }, (_, i) => circle(100 + i * 20, 34, 4.5, '#9fc3e8')).join('') +
      rect(40, 40, 250, 5, accent, 2.5, { opacity: 0.85 }),
    s,
  );
}

const air: Painter = ({ t, w, h }) => {
  const s = t.heroes.air;
  const v = t.common.vitals;
  let o = rect(0, 0, w, h, '#e6f0fa') + circle(520, 90, 160, C.white, { opacity: 0.6 });
  const cloud = (x: number, y: number, k: number) =>
    translate(x, y, circle(0, 0, 24, C.white) + circle(26, -10, 30, C.white) + circle(56, 0, 22, C.white) + rect(-10, 0, 76, 22, C.white, 11), k);
  o += cloud(60, 110, 1) + cloud(530, 420, 1.2) + cloud(330, 56, 0.7);
  o += stroke('M0 310L40 310L58 280L76 340L94 310L640 310', C.teal, 3, { opacity: 0.35 });
  o += plane(70, 170, 1.3);
  o += statCard(60, 350, 200, { ic: 'heart', color: C.red, tint: C.tintRed, label: v.hr.label, value: v.hr.value, unit: v.hr.unit });
  o += statCard(280, 350, 200, { ic: 'lungs', color: C.teal, tint: C.tintTeal, label: v.spo2.short, value: v.spo2.value, unit: v.spo2.unit });
  o += card(420, 60, 190, 66, { rx: 16 });
  o += iconBadge('user', 432, 73, 40, C.primary, C.tintBlue);
  o += text(484, 88, s.seat, { size: 14, weight: 800, max: 116 });
  o += text(484, 108, s.status, { size: 11.5, fill: C.green, weight: 600, max: 116 });
  return o;
};

const sea: Painter = ({ t, w, h }) => {
  const s = t.heroes.sea;
  const v = t.common.vitals;
  const id = 'seaG';
  let o = el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': '#5fb4d8' }) + el('stop', { offset: 1, 'stop-color': '#0b3d6b' }),
  );
  o += rect(0, 0, w, h, `url(#${id})`);
  o += rect(0, 0, w, 56, '#cfe8f6') + path('M0 56Q40 46 80 56T160 56T240 56T320 56T400 56T480 56T560 56T640 56V64H0Z', '#8ccbe6');
  // buoy + signal
  o += rect(516, 28, 16, 30, C.orange, 4) + circle(524, 24, 6, C.red);
  o += stroke('M540 20a12 12 0 0 1 0 16M548 14a22 22 0 0 1 0 28', C.white, 2);
  o += stroke('M524 60C524 160 480 260 420 330', '#1d2733', 2.5, { opacity: 0.45, 'stroke-dasharray': '5 5' });
  // bubbles
  for (const [x, y, r] of [
    [150, 160, 5],
    [162, 132, 3.5],
    [140, 110, 4],
    [600, 200, 4],
    [590, 170, 2.5],
  ] as const)
    o += circle(x, y, r, C.white, { opacity: 0.4 });
  // seabed + base
  o += path('M0 420Q120 380 260 405T520 395T640 410V480H0Z', '#d9b97e') + path('M0 440Q160 420 320 438T640 430V480H0Z', '#c7a468');
  o += path('M240 408V340C240 290 280 260 330 260S420 290 420 340V408Z', '#e7eef5', { stroke: '#9fb3c7', 'stroke-width': 3 });
  for (let i = 0; i < 3; i++) o += circle(288 + i * 42, 336, 12, '#9fd3ee', { stroke: '#5f7d99', 'stroke-width': 3 });
  o += rect(420, 380, 60, 28, '#e7eef5', 6, { stroke: '#9fb3c7', 'stroke-width': 3 });
  o += path('M60 420C60 390 70 370 66 350M80 420C84 396 96 384 92 366', '#3f8f6a', {
    stroke: '#3f8f6a',
    'stroke-width': 5,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  // cards
  o += card(40, 90, 230, 96, { rx: 18 });
  o += text(60, 120, s.base, { size: 14, weight: 800, max: 190 });
  o += text(60, 142, s.crew, { size: 12, fill: C.muted, max: 190 });
  o += chip(60, 152, s.status, { size: 10.5, fill: C.tintGreen, color: C.green, max: 190, h: 22 }).svg;
  o += statCard(380, 120, 220, { ic: 'heart', color: C.red, tint: C.tintRed, label: v.hr.label, value: v.hr.value, unit: v.hr.unit });
  o += statCard(380, 204, 220, { ic: 'lungs', color: C.teal, tint: C.tintTeal, label: v.spo2.short, value: v.spo2.value, unit: v.spo2.unit });
  return o;
};

const smart: Painter = ({ t, w, h }) => {
  const s = t.heroes.smart;
  const v = t.common.vitals;
  let o = base(w, h, 11, C.tintGreen, C.tintBlue);
  // house
  o += ellipse(200, 410, 170, 14, C.dark, { opacity: 0.08 });
  o += rect(60, 200, 280, 210, C.white, 6, { stroke: C.line, 'stroke-width': 2 });
  o += path('M40 212L200 90L360 212Z', '#047857');
  o += rect(280, 110, 30, 60, '#9a3412', 3);
  o += rect(96, 250, 110, 90, '#cfe8f6', 8, { stroke: '#9fb3c7', 'stroke-width': 3 });
  o += el('clipPath', { id: 'win' }, rect(96, 250, 110, 90, '#000', 8));
  o += el('g', { 'clip-path': 'url(#win)' }, bust(151, 296, 0.9, { skin: C.skin[1], hair: C.hair[0], hairStyle: 'short', shirt: C.primary }));
  o += rect(240, 300, 70, 110, '#0f7f86', 6) + circle(296, 356, 4, C.white);
  o += chip(200, 170, s.home, { anchor: 'middle', size: 12, fill: C.white, color: '#047857', max: 180 }).svg;
  // check-in phone card
  o += card(380, 70, 230, 290, { rx: 22 });
  o += text(400, 104, s.check, { size: 15, weight: 800, max: 190 });
  o += text(400, 126, s.day, { size: 12, fill: C.muted, max: 190 });
  o += ring(495, 200, 48, 10, 5 / 14, '#047857', C.tintGreen);
  o += text(495, 198, s.dayShort, { size: 22, weight: 800, anchor: 'middle', fill: '#047857', max: 76 });
  o += text(495, 218, s.dayOf, { size: 11, fill: C.muted, anchor: 'middle', max: 76 });
  o += rect(400, 268, 190, 36, C.soft, 10) + icon('thermo', 408, 275, 22, C.red, 2);
  o +=
    text(436, 291, v.temp.label, { size: 11.5, fill: C.muted, max: 80 }) + valueUnit(580, 292, v.temp.value, v.temp.unit, { size: 15, anchor: 'end', max: 70 });
  o += pill(400, 314, 190, 32, '#047857') + text(495, 335, s.submit, { size: 12.5, weight: 700, fill: C.white, anchor: 'middle', max: 170 });
  o += chip(610, 380, s.submitted, { anchor: 'end', size: 11, fill: C.tintGreen, color: C.green, max: 220 }).svg;
  return o;
};

const room: Painter = ({ t, w, h }) => {
  const s = t.heroes.room;
  let o = base(w, h, 12, C.tintOrange, C.tintBlue);
  o += card(40, 50, 560, 330, { rx: 22 });
  o += text(64, 86, s.title, { size: 15, weight: 800, max: 230 });
  const legend = [
    [s.stable, C.teal, C.tintTeal],
    [s.check, '#b8402f', C.tintRed],
    [s.vacant, C.muted, '#e9eef4'],
  ] as const;
  let lx = 576;
  for (let i = legend.length - 1; i >= 0; i--) {
    const [label, col, tint] = legend[i]!;
    const c = chip(lx, 68, label, { anchor: 'end', size: 10.5, fill: tint, color: col, max: 100, h: 22 });
    o += c.svg;
    lx -= c.w + 6;
  }
  const st = [0, 0, 2, 0, 1, 0, 0, 0, 2, 0, 0, 0, 1, 0];
  const cols = [
    [C.tintTeal, C.teal],
    [C.tintRed, C.red],
    ['#eef2f6', '#b7c3d0'],
  ] as const;
  st.forEach((k, i) => {
    const top = i < 7;
    const x = 64 + (i % 7) * 74;
    const y = top ? 110 : 262;
    const [bg, fg] = cols[k]!;
    o += rect(x, y, 66, 96, bg, 10, { stroke: fg, 'stroke-width': k === 1 ? 2.5 : 1 });
    o += text(x + 33, y + 22, s.rooms[i]!, { size: 11, weight: 700, fill: k === 2 ? C.muted : C.dark, anchor: 'middle', max: 58 });
    if (k !== 2)
      o += rect(x + 15, y + 42, 36, 30, C.white, 6, { opacity: 0.85 }) + circle(x + 25, y + 52, 5, fg) + rect(x + 18, y + 60, 30, 8, fg, 4, { opacity: 0.5 });
  });
  o += rect(64, 216, 512, 36, C.soft, 8);
  o += text(320, 239, s.corridor, { size: 11.5, fill: C.muted, anchor: 'middle', max: 300 });
  // alert card
  o += card(330, 396, 270, 64, { rx: 16 });
  o += iconBadge('thermo', 342, 408, 40, C.red, C.tintRed);
  o += text(394, 424, s.alert, { size: 13.5, weight: 700, max: 196 });
  o += text(394, 444, s.alertSub, { size: 11.5, fill: C.muted, max: 196 });
  return o;
};

const child: Painter = ({ t, w, h }) => {
  const s = t.heroes.child;
  const v = t.common.vitals;
  let o = base(w, h, 13, C.tintOrange, C.tintGreen);
  // scale + child
  o += ellipse(220, 432, 120, 12, C.dark, { opacity: 0.08 });
  o += rect(130, 404, 180, 28, C.white, 12, { stroke: C.line, 'stroke-width': 2 }) + rect(190, 410, 60, 14, '#13324f', 4);
  o += text(220, 421, t.childSlides.weight.value, { size: 10, weight: 700, fill: '#9fe3e7', anchor: 'middle', max: 54 });
  o += figure(220, 408, 1.45, { skin: C.skin[1], hair: C.hair[1], hairStyle: 'bob', shirt: '#c2410c', pants: '#2f4858', arms: 'up' });
  // food & ball
  o += circle(80, 330, 22, C.red) + path('M80 308c2-8 8-10 12-10-2 6-6 9-12 10z', C.green);
  o += path('M58 390l30-48 8 6-30 46z', C.orange) + path('M88 342l6-12 4 14z', C.green);
  o += circle(380, 400, 26, C.white, { stroke: C.dark, 'stroke-width': 2 }) + path('M380 386l10 8-4 12h-12l-4-12z', C.dark);
  // cards
  o += card(400, 60, 210, 150, { rx: 20 });
  o += text(420, 90, v.weight.label, { size: 13.5, weight: 700, max: 100 });
  o += valueUnit(590, 90, t.childSlides.weight.value, v.weight.unit, { size: 16, anchor: 'end', max: 90 });
  o += lineChart(420, 108, 170, 70, [34.1, 33.8, 33.6, 33.1, 33.0, 32.7, 32.5], '#c2410c', { width: 2.4 });
  o += text(420, 198, s.trend, { size: 11.5, fill: C.green, weight: 600, max: 170 });
  o += statCard(420, 230, 190, { ic: 'meal', color: C.orange, tint: C.tintOrange, label: s.meals, value: v.meals.value, unit: v.meals.unit });
  o += statCard(420, 316, 190, { ic: 'run', color: C.teal, tint: C.tintTeal, label: s.exercise, value: s.exerciseValue, unit: s.exerciseUnit });
  o += translate(320, 90, path('M0-22l6.5 13.2 14.5 2.1-10.5 10.3 2.5 14.5L0 11.3l-13 6.8 2.5-14.5L-21-6.7l14.5-2.1z', C.orange), 1);
  o += chip(320, 120, s.cheer, { anchor: 'middle', size: 12, fill: C.white, color: '#c2410c', max: 150 }).svg;
  return o;
};

const temp: Painter = ({ t, w, h }) => {
  const s = t.heroes.temp;
  let o = base(w, h, 14, C.tintRed, C.tintBlue);
  // thermometer
  o += translate(
    140,
    272,
    rect(-26, -170, 52, 270, C.white, 26, { stroke: C.line, 'stroke-width': 2 }) +
      rect(-8, -150, 16, 220, C.tintRed, 8) +
      rect(-8, -60, 16, 130, C.red, 8) +
      circle(0, 100, 40, C.white, { stroke: C.line, 'stroke-width': 2 }) +
      circle(0, 100, 28, C.red) +
      Array.from({ length: 8 }, (_, i) => line(10, -140 + i * 24, 20, -140 + i * 24, '#b7c3d0', 2)).join(''),
    1,
  );
  o += card(30, 36, 140, 60, { rx: 16 }) + text(100, 74, s.reading, { size: 22, weight: 800, fill: C.red, anchor: 'middle', max: 120 });
  // chat
  o += card(260, 50, 350, 380, { rx: 24 });
  o += circle(290, 84, 16, C.primary) + icon('chat', 281, 75, 18, C.white, 2);
  o += text(316, 90, s.bot, { size: 14, weight: 800, max: 260 });
  let y = 116;
  s.chat.forEach((m, i) => {
    const bot = i % 2 === 0;
    const max = 256;
    const ls = wrap(m, max, 13);
    if (ls.length > 3) throw new Error(`chat line "${m}" is longer than 3 lines`);
    const bw = Math.max(...ls.map((l) => textWidth(l, 13))) + 28;
    const bh = ls.length * 18 + 20;
    const bx = bot ? 280 : 590 - bw;
    o += rect(bx, y, bw, bh, bot ? C.soft : C.primary, 16);
    o += para(bx + 14, y + 24, m, { size: 13, fill: bot ? C.dark : C.white, max, maxLines: 3, lh: 1.38 });
    y += bh + 12;
  });
  o += pill(280, 376, 310, 38, C.soft) + text(298, 400, t.tempStack.chat.placeholder, { size: 12.5, fill: C.muted, max: 230 });
  o += circle(570, 395, 14, C.primary) + stroke('M564 395h12m-4.5-4.5l4.5 4.5-4.5 4.5', C.white, 2);
  return o;
};

/** The hero picture of every service's page: TypeScript demands one for each service of the table. */
export const HEROES: Record<ServiceSlug, Painter> = {
  care,
  dash,
  diab,
  doc,
  ibd,
  live,
  pill: pillHero,
  pro,
  spine,
  sym,
  mental,
  air,
  sea,
  smart,
  room,
  child,
  temp,
};
