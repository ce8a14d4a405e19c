// Further service-page images: DASH items, IBD items, TEMP stack/lead/profiles, AIR artboard, CHILD.
import { C } from '../draw/palette';
import { el, translate } from '../draw/svg';
import { rect, circle, ellipse, path, stroke, line, card, pill, ring, backdrop } from '../draw/shapes';
import { lineChart, bars, gridLines } from '../draw/charts';
import { text, para, chip, wrapBalanced as wrap } from '../draw/text';
import { icon, iconBadge } from '../draw/icons';
import { monthCalendar, phoneFrame, phoneShot, statusBar, valueUnit, SCREEN_W } from './screens';
import { statCard, labelBox, connector } from './scenes';
import { bust, figure, avatar } from './people';
import type { BustOptions } from './people';
import type { ImageTexts, Paint, Painter, Screen } from './types';

const STATUS = [
  [C.teal, C.tintTeal, C.teal],
  ['#c07a00', C.tintOrange, '#9a5b00'],
  [C.red, C.tintRed, '#b8402f'],
] as const;

// ------------------------------------------------------------------ DASH items (480 × 320)

function dashPanel(t: ImageTexts, title: string, body: string): string {
  const s = t.dashItems;
  let o = backdrop(480, 320, { seed: 5, accent: C.tintBlue, accent2: C.tintOrange });
  o += card(20, 18, 440, 284, { rx: 18 });
  o += rect(36, 34, 22, 22, '#4338ca', 6) + stroke('M41 45h3l2-5 3 10 2-5h3', C.white, 1.8);
  o += text(66, 50, title, { size: 14, weight: 800, max: 220 });
  o += text(444, 50, s.brand, { size: 11, weight: 700, fill: '#4338ca', anchor: 'end', max: 120 });
  return o + body;
}

export function dashItem(i: number): Painter {
  return ({ t }) => {
    const s = t.dashItems;
    const status = [0, 1, 0, 2, 0];
    if (i === 0) {
      const colX = [40, 130, 210, 290, 370];
      let b = rect(32, 66, 416, 28, C.soft, 8);
      s.columns.forEach((c, k) => (b += text(colX[k]!, 85, c, { size: 11, weight: 700, fill: C.muted, max: 76 })));
      s.patients.forEach((p, r) => {
        const y = 94 + r * 40;
        const [col] = STATUS[status[r]!]!;
        if (r) b += line(36, y, 444, y, C.line);
        b += circle(colX[0]! + 6, y + 20, 5, col);
        b += text(colX[0]! + 18, y + 25, p, { size: 12.5, weight: 700, max: 70 });
        b += text(colX[1]!, y + 25, s.rooms[r]!, { size: 12, fill: C.muted, max: 70 });
        b += text(colX[2]!, y + 25, s.temps[r]!, { size: 12.5, weight: 600, max: 70 });
        b += text(colX[3]!, y + 25, s.spo2[r]!, { size: 12.5, weight: 600, max: 70 });
        b += text(colX[4]!, y + 25, s.pulse[r]!, { size: 12.5, weight: 600, max: 70 });
      });
      return dashPanel(t, s.titles[0]!, b);
    }
    if (i === 1) {
      // colour-coded vitals grid
      const cell = [
        [0, 0, 0, 0],
        [1, 0, 1, 0],
        [0, 0, 0, 0],
        [2, 2, 2, 1],
        [0, 0, 0, 0],
      ] as const;
      const vals = (r: number) => [s.temps[r]!, s.spo2[r]!, s.pulse[r]!, s.resp[r]!];
      let b = '';
      s.vitalColumns.forEach((c, k) => (b += text(152 + k * 76 + 34, 84, c, { size: 11, weight: 700, fill: C.muted, anchor: 'middle', max: 70 })));
      s.patients.forEach((p, r) => {
        const y = 94 + r * 40;
        b += text(40, y + 24, p, { size: 12.5, weight: 700, max: 100 });
        vals(r).forEach((v, k) => {
          const [col, tint, fg] = STATUS[cell[r]![k]!]!;
          b += rect(152 + k * 76, y + 4, 68, 30, tint, 8, cell[r]![k] ? { stroke: col, 'stroke-width': 1.5 } : {});
          b += text(152 + k * 76 + 34, y + 24, v, { size: 12.5, weight: 700, fill: fg, anchor: 'middle', max: 60 });
        });
      });
      return dashPanel(t, s.titles[1]!, b);
    }
    // severity prediction
    const risk = [0.18, 0.46, 0.12, 0.81, 0.27];
    let b = '';
    s.patients.forEach((p, r) => {
      const y = 70 + r * 40;
      const k = risk[r]! > 0.66 ? 2 : risk[r]! > 0.4 ? 1 : 0;
      const [col, tint, fg] = STATUS[k];
      b += text(40, y + 24, p, { size: 12.5, weight: 700, max: 70 });
      b += pill(120, y + 13, 200, 14, C.soft) + pill(120, y + 13, 200 * risk[r]!, 14, col);
      b += chip(444, y + 8, s.levels[k]!, { anchor: 'end', size: 11, fill: tint, color: fg, max: 100, h: 24 }).svg;
    });
    b += text(40, 292, s.note, { size: 10.5, fill: C.muted, max: 400 });
    return dashPanel(t, s.titles[2]!, b);
  };
}

// ------------------------------------------------------------------ IBD items (480 × 320)

/** The six lifestyle records of IBD (weight, steps, temperature, water, meals, activity): icon, colour, tint. */
export const IBD_LIFESTYLE_ICONS = [
  ['scale', C.orange, C.tintOrange],
  ['steps', C.primary, C.tintBlue],
  ['thermo', C.red, C.tintRed],
  ['drop', C.teal, C.tintTeal],
  ['meal', '#9a5b00', C.tintOrange],
  ['run', '#5b5fc7', '#e3e4f7'],
] as const;

function ibdScreen(t: ImageTexts, kind: number): Screen {
  const s = t.ibdItems;
  const head = (_H: number, title: string) =>
    statusBar(t) + text(20, 70, s.brand, { size: 18, weight: 800, fill: C.teal, max: 200 }) + text(20, 110, title, { size: 20, weight: 800, max: 280 });
  return (H) => {
    if (kind === 0) {
      let o = head(H, s.report.question);
      const faces = [C.teal, '#7cc4a5', C.orange, '#ef8d5d', C.red];
      faces.forEach((col, i) => {
        const x = 40 + i * 60;
        const sel = i === 1;
        o += circle(x, 158, 22, sel ? col : C.white, { stroke: col, 'stroke-width': 2.5 });
        o += circle(x - 7, 153, 2.4, sel ? C.white : C.dark) + circle(x + 7, 153, 2.4, sel ? C.white : C.dark);
        const k = 2 - i;
        o += stroke(`M${x - 8} ${165 - k}Q${x} ${165 + k * 2.5} ${x + 8} ${165 - k}`, sel ? C.white : C.dark, 2);
      });
      s.report.items.forEach((it, i) => {
        const y = 206 + i * 76;
        const f = [0.3, 0.55, 0.45][i]!;
        o += card(20, y, 280, 66, { rx: 14 });
        o += text(36, y + 26, it.label, { size: 13, weight: 700, max: 150 });
        o += text(284, y + 26, it.value, { size: 12, fill: C.teal, weight: 700, anchor: 'end', max: 100 });
        o +=
          pill(36, y + 42, 248, 6, C.tintTeal) +
          pill(36, y + 42, 248 * f, 6, C.teal) +
          circle(36 + 248 * f, y + 45, 8, C.white, { stroke: C.teal, 'stroke-width': 3 });
      });
      o += card(20, 440, 280, H - 540, { rx: 14 }) + text(36, 466, s.report.memo, { size: 13, weight: 700, max: 240 });
      o += pill(36, 482, 220, 8, C.line) + pill(36, 500, 160, 8, C.line);
      o += pill(20, H - 80, 280, 44, C.teal) + text(160, H - 52, s.report.save, { size: 15, weight: 700, fill: C.white, anchor: 'middle', max: 240 });
      return o;
    }
    if (kind === 1) {
      let o = head(H, s.lifestyle.heading);
      const icons = IBD_LIFESTYLE_ICONS;
      s.lifestyle.items.forEach((it, i) => {
        const x = 20 + (i % 2) * 146;
        const y = 130 + Math.floor(i / 2) * 110;
        const [ic, col, tint] = icons[i]!;
        o += card(x, y, 134, 100, { rx: 16 });
        o += iconBadge(ic, x + 12, y + 12, 32, col, tint);
        o += text(x + 12, y + 66, it.label, { size: 12, fill: C.muted, max: 110 });
        o += text(x + 12, y + 88, it.value, { size: 17, weight: 800, max: 110 });
      });
      o += card(20, 466, 280, 104, { rx: 16 });
      o += text(36, 494, s.lifestyle.goal, { size: 13.5, weight: 700, max: 170 });
      o += text(284, 494, s.lifestyle.goalPercent, { size: 13.5, weight: 800, fill: C.primary, anchor: 'end' });
      o += pill(36, 508, 248, 8, C.tintBlue) + pill(36, 508, 198, 8, C.primary);
      o += text(36, 546, s.lifestyle.waterGoal, { size: 12, fill: C.muted, max: 248 });
      o += pill(36, 556, 248, 6, C.tintTeal) + pill(36, 556, 198, 6, C.teal);
      return o;
    }
    if (kind === 2) {
      let o = head(H, s.medication.heading);
      o += monthCalendar(
        t,
        { x: 40, y: 180, dx: 40, dy: 48, headY: 146, accent: C.teal, todayR: 15, todayLift: 5, size: 12.5 },
        (i, x, y) => (i < 8 ? circle(x, y + 11, 2.6, C.teal) : '') + (i === 5 ? circle(x, y + 11, 2.6, C.orange) : ''),
      );
      o += card(20, H - 120, 280, 80, { rx: 16 });
      o += iconBadge('bell', 32, H - 102, 44, C.orange, C.tintOrange);
      o += text(88, H - 82, t.screens.today.medication, { size: 14, weight: 700, max: 200 });
      o += text(88, H - 60, s.medication.sub, { size: 12, fill: C.muted, max: 200 });
      return o;
    }
    // kind 3: feedback on the phone
    let o = head(H, s.feedback.inbox);
    o += card(20, 130, 280, 150, { rx: 18 });
    o += iconBadge('doc', 32, 144, 40, C.teal, C.tintTeal, { round: true });
    o += text(82, 160, s.feedback.from, { size: 13, weight: 700, max: 200 });
    o += text(82, 178, s.feedback.time, { size: 11, fill: C.muted, max: 200 });
    o += para(36, 212, s.feedback.message, { size: 13, max: 250, maxLines: 3, lh: 1.45 });
    o += pill(20, 296, 280, 40, C.teal) + text(160, 321, s.feedback.reply, { size: 14, weight: 700, fill: C.white, anchor: 'middle', max: 240 });
    o += text(20, 376, s.report.summary, { size: 14, weight: 700, max: 280 });
    s.report.items.forEach((it, i) => {
      const y = 392 + i * 50;
      o += card(20, y, 280, 42, { rx: 12 });
      o += text(36, y + 26, it.label, { size: 12.5, fill: C.muted, max: 150 });
      o += text(284, y + 26, it.value, { size: 12.5, weight: 700, fill: C.teal, anchor: 'end', max: 100 });
    });
    return o;
  };
}

export function ibdItem(i: number): Painter {
  return ({ ctx, t, w, h }) => {
    const s = t.ibdItems;
    let o = backdrop(w, h, { seed: 6 + i, accent: C.tintTeal, accent2: C.tintBlue });
    if (i < 3) {
      o += phoneFrame(ctx, 44, 14, 142, 292, ibdScreen(t, i));
      o += card(214, 60, 242, 200, { rx: 20 });
      if (i === 0) {
        o += text(234, 92, s.report.summary, { size: 14, weight: 800, max: 200 });
        o += text(234, 112, t.screens.today.date, { size: 11.5, fill: C.muted, max: 200 });
        s.report.items.forEach((it, k) => {
          const y = 134 + k * 40;
          o += rect(234, y, 202, 32, C.soft, 10);
          o += text(246, y + 21, it.label, { size: 11.5, fill: C.muted, max: 106 });
          o += text(426, y + 21, it.value, { size: 12, weight: 700, fill: C.teal, anchor: 'end', max: 100 });
        });
      } else if (i === 1) {
        o += text(234, 92, s.lifestyle.goal, { size: 14, weight: 800, max: 200 });
        o += ring(282, 160, 38, 10, 0.8, C.primary);
        o += text(282, 165, s.lifestyle.goalPercent, { size: 15, weight: 800, fill: C.primary, anchor: 'middle' });
        o += text(334, 148, s.lifestyle.items[1]!.label, { size: 11.5, fill: C.muted, max: 106 });
        o += text(334, 170, s.lifestyle.goalValue, { size: 13, weight: 700, max: 106 });
        o += pill(234, 214, 202, 8, C.tintTeal) + pill(234, 214, 140, 8, C.teal);
        o += text(234, 240, s.lifestyle.waterGoal, { size: 11.5, fill: C.muted, max: 202 });
      } else {
        o += text(234, 92, s.medication.week, { size: 14, weight: 800, max: 200 });
        t.common.weekdays.forEach((d, k) => {
          const x = 246 + k * 30;
          const done = k < 5;
          o += text(x, 122, d, { size: 10, fill: C.muted, anchor: 'middle', max: 28 });
          o += circle(x, 144, 11, done ? C.teal : C.white, { stroke: done ? C.teal : C.line, 'stroke-width': 2 });
          if (done) o += stroke(`M${x - 5} 144l3.5 3.5 6-7`, C.white, 2);
        });
        o += rect(234, 174, 202, 66, C.tintOrange, 12);
        o += icon('pill', 246, 186, 22, '#9a5b00', 2);
        o += text(276, 202, s.medication.streak, { size: 12.5, weight: 700, fill: '#7a4800', max: 150 });
        o += text(276, 224, s.medication.streakSub, { size: 11, fill: '#7a4800', max: 150 });
      }
      return o;
    }
    // clinician dashboard + phone with feedback
    o += card(20, 26, 300, 268, { rx: 18 });
    o += text(38, 58, s.feedback.dashboard, { size: 14, weight: 800, max: 200 });
    o += chip(302, 40, s.feedback.patient, { anchor: 'end', size: 10.5, max: 90, h: 22 }).svg;
    o += gridLines(38, 78, 264, 96, 3);
    o += lineChart(38, 78, 264, 96, [3, 4, 2, 5, 3, 2, 1], C.red, { min: 0, max: 6, width: 2.2, dots: true });
    o += bars(42, 126, 256, 48, [6, 7, 5, 8, 7, 8, 9], C.tintTeal, { max: 20, highlight: -1 });
    o += text(38, 196, s.feedback.chartNote, { size: 11, fill: C.muted, max: 264 });
    o += rect(38, 210, 264, 68, C.soft, 12);
    o += para(50, 232, s.feedback.message, { size: 11.5, max: 240, maxLines: 3, lh: 1.35 });
    o += phoneFrame(ctx, 338, 14, 124, 256, ibdScreen(t, 3));
    o += connector('M302 244C322 244 330 250 340 250', C.teal, { arrow: true, end: [344, 250, 0], opacity: 0.8 });
    return o;
  };
}

// ------------------------------------------------------------------ TEMP (800 × 450, 640 × 480, 160 × 160)

function tempHeader(t: ImageTexts, title: string): string {
  return (
    statusBar(t) +
    text(20, 70, t.tempStack.brand, { size: 18, weight: 800, fill: '#be123c', max: 200 }) +
    text(20, 110, title, { size: 20, weight: 800, max: 280 })
  );
}

function tempScreen(t: ImageTexts, kind: number): Screen {
  const s = t.tempStack;
  return (H) => {
    if (kind === 0) {
      let o = tempHeader(t, s.records.heading);
      let cx = 20;
      s.records.members.forEach((m, i) => {
        const c = chip(cx, 126, m, { size: 12, fill: i === 1 ? '#be123c' : C.white, color: i === 1 ? C.white : C.muted, max: 100, h: 28 });
        o += (i === 1 ? '' : pill(cx, 126, c.w, 28, 'none', { stroke: C.line })) + c.svg;
        cx += c.w + 8;
      });
      o += rect(20, 168, 280, 120, '#be123c', 20) + circle(270, 180, 50, C.white, { opacity: 0.08 });
      o += text(40, 198, s.records.now, { size: 12.5, fill: '#ffd9df', max: 240 });
      o += valueUnit(40, 252, s.records.reading, t.common.vitals.temp.unit, { size: 44, fill: C.white, unitFill: '#ffd9df', max: 200 });
      o += text(40, 276, s.records.time, { size: 12, fill: '#ffd9df', max: 240 });
      s.records.list.forEach((r, i) => {
        const y = 304 + i * 58;
        o += card(20, y, 280, 48, { rx: 12 });
        o += icon('thermo', 32, y + 13, 22, i === 0 ? C.red : C.orange, 2);
        o += text(64, y + 30, r.time, { size: 12.5, fill: C.muted, max: 120 });
        o += valueUnit(288, y + 31, r.value, t.common.vitals.temp.unit, { size: 16, anchor: 'end', max: 100 });
      });
      o += card(20, 484, 280, H - 584, { rx: 14 });
      o += lineChart(36, 500, 248, H - 620, [37.1, 37.6, 38.2, 37.8], C.red, { min: 36.5, max: 38.5, dots: true, width: 2.4 });
      o += pill(20, H - 84, 280, 44, '#be123c') + text(160, H - 56, s.records.add, { size: 15, weight: 700, fill: C.white, anchor: 'middle', max: 240 });
      return o;
    }
    if (kind === 1) {
      let o = tempHeader(t, s.chat.heading);
      let y = 132;
      s.chat.messages.forEach((m, i) => {
        const bot = i % 2 === 0;
        const lines = wrap(m, 200, 13.5).length;
        if (lines > 3) throw new Error(`chat message too long: ${m}`);
        const bh = lines * 19 + 20;
        const bx = bot ? 20 : 300 - 220;
        if (bot) o += circle(20 + 14, y + 14, 14, '#be123c') + icon('chat', 26, y + 6, 16, C.white, 2);
        o += rect(bot ? bx + 36 : bx, y, bot ? 214 : 220, bh, bot ? C.white : '#be123c', 16, bot ? { stroke: C.line } : {});
        o += para((bot ? bx + 36 : bx) + 14, y + 24, m, { size: 13.5, fill: bot ? C.dark : C.white, max: 188, maxLines: 3, lh: 1.4 });
        y += bh + 12;
      });
      let qx = 20;
      s.chat.quick.forEach((q) => {
        const c = chip(qx, H - 112, q, { size: 12, fill: '#ffe4e8', color: '#be123c', max: 140, h: 30 });
        o += c.svg;
        qx += c.w + 8;
      });
      o += pill(20, H - 66, 280, 44, C.white, { stroke: C.line }) + text(40, H - 38, s.chat.placeholder, { size: 13, fill: C.muted, max: 200 });
      o += circle(278, H - 44, 16, '#be123c') + stroke(`M271 ${H - 44}h13m-5-5l5 5-5 5`, C.white, 2);
      return o;
    }
    let o = tempHeader(t, s.graph.heading);
    o += card(20, 130, 280, 210, { rx: 18 });
    o += gridLines(36, 160, 248, 140, 4);
    o += rect(36, 160, 248, 40, C.tintRed, 4, { opacity: 0.6 });
    o += lineChart(36, 160, 248, 140, [36.6, 37.2, 38.3, 38.0, 37.6, 37.1, 36.8], C.red, { min: 36, max: 39, dots: true, width: 2.4 });
    o += text(40, 176, s.graph.fever, { size: 10.5, fill: '#b8402f', weight: 600, max: 120 });
    o += statCard(20, 356, 280, {
      ic: 'thermo',
      color: C.red,
      tint: C.tintRed,
      label: s.graph.highest,
      value: s.graph.highestValue,
      unit: t.common.vitals.temp.unit,
    });
    return o;
  };
}

export function tempStack(i: number): Painter {
  return ({ ctx, t, w, h }) => {
    const s = t.tempStack;
    let o = backdrop(w, h, { seed: 9 + i, accent: C.tintRed, accent2: C.tintBlue });
    if (i === 0) {
      o += phoneFrame(ctx, 120, 20, 200, 410, tempScreen(t, 0));
      o += card(380, 80, 320, 128, { rx: 20 });
      o += text(404, 114, s.records.family, { size: 15, weight: 800, max: 270 });
      for (let k = 0; k < 4; k++) o += translate(404 + k * 70, 128, avatar(k, 56), 1);
      o += card(380, 236, 320, 104, { rx: 20 });
      o += iconBadge('clock', 400, 256, 44, C.red, C.tintRed);
      o += text(456, 274, s.records.nextCheck, { size: 14, weight: 700, max: 230 });
      o += para(456, 296, s.records.nextCheckSub, { size: 12, fill: C.muted, max: 230, maxLines: 2, lh: 1.4 });
      return o;
    }
    if (i === 1) {
      o += phoneFrame(ctx, 470, 20, 200, 410, tempScreen(t, 1));
      o += card(90, 110, 330, 230, { rx: 22 });
      o += circle(134, 160, 26, '#be123c') + icon('chat', 121, 147, 26, C.white, 2.2);
      o += text(172, 156, s.chat.botName, { size: 16, weight: 800, max: 230 });
      o += text(172, 178, s.chat.available, { size: 12, fill: C.green, weight: 600, max: 230 });
      s.chat.topics.forEach((tp, k) => {
        const y = 206 + k * 42;
        o += rect(110, y, 290, 34, C.soft, 10) + icon('check', 122, y + 7, 20, C.teal, 2.4);
        o += text(152, y + 22, tp, { size: 12.5, max: 236 });
      });
      return o;
    }
    // graph
    o += card(60, 40, 500, 370, { rx: 22 });
    o += text(86, 78, s.graph.title, { size: 16, weight: 800, max: 300 });
    o += chip(534, 60, s.graph.range, { anchor: 'end', size: 11, fill: C.tintRed, color: '#b8402f', max: 140 }).svg;
    o += gridLines(100, 110, 430, 230, 3);
    ['39.0', '38.0', '37.0', '36.0'].forEach((l, k) => (o += text(92, 114 + k * 76.7, l, { size: 11, fill: C.muted, anchor: 'end' })));
    o += rect(100, 110, 430, 76.7, C.tintRed, 4, { opacity: 0.5 });
    o += text(520, 130, s.graph.fever, { size: 11, fill: '#b8402f', weight: 600, anchor: 'end', max: 160 });
    const vals = [36.7, 37.0, 37.8, 38.4, 38.1, 37.7, 37.3, 37.0, 36.8];
    o += lineChart(100, 110, 430, 230, vals, C.red, { min: 36, max: 39, width: 3, dots: true });
    s.graph.times.forEach(
      (tm, k) => (o += text(100 + (k * 430) / (s.graph.times.length - 1), 366, tm, { size: 11, fill: C.muted, anchor: 'middle', max: 80 })),
    );
    o += phoneFrame(ctx, 590, 40, 170, 350, tempScreen(t, 2));
    return o;
  };
}

export function tempLead({ t, w, h }: Paint): string {
  const s = t.tempLead;
  let o = backdrop(w, h, { seed: 0, accent: C.tintRed, accent2: C.tintTeal });
  // people behind the table
  o += bust(150, 210, 1.3, { skin: C.skin[1], hair: C.hair[1], hairStyle: 'bun', shirt: C.teal, stethoscope: true });
  o += bust(490, 210, 1.3, { skin: C.skin[4], hair: C.hair[2], hairStyle: 'curly', shirt: C.orange, beard: true });
  o += bust(270, 170, 1.2, { skin: C.skin[0], hair: C.hair[5], hairStyle: 'long', shirt: C.red, headset: true });
  o += bust(380, 170, 1.2, { skin: C.skin[3], hair: C.hair[0], hairStyle: 'short', shirt: C.primary, coat: true, glasses: true });
  // table
  o += ellipse(320, 360, 290, 70, '#c79a5b') + ellipse(320, 352, 290, 66, '#e2b97c');
  // laptop
  o += path('M250 330L270 262H380L400 330Z', '#2f3d4d') + rect(272, 266, 106, 58, '#f3f6fa', 3);
  o += text(325, 300, s.screen, { size: 12, weight: 800, fill: '#be123c', anchor: 'middle', max: 96 });
  o += rect(236, 330, 178, 10, '#c5d0dc', 4);
  // props
  o +=
    rect(120, 320, 80, 56, C.white, 6, { transform: 'rotate(-8 160 348)' }) +
    stroke('M132 338h50M132 350h40M132 362h46', '#c5d0dc', 3, { transform: 'rotate(-8 160 348)' });
  o += rect(470, 318, 40, 40, C.orange, 4, { transform: 'rotate(10 490 338)' }) + rect(500, 330, 40, 40, '#7cc4a5', 4, { transform: 'rotate(-6 520 350)' });
  o += rect(430, 334, 22, 26, C.white, 4) + path('M452 340c8 0 8 14 0 14', 'none', { stroke: C.white, 'stroke-width': 3 });
  // bubbles
  const bubble = (x: number, y: number, ic: string, col: string) =>
    rect(x, y, 58, 46, C.white, 14) + path(`M${x + 16} ${y + 46}l-4 12 14-12z`, C.white) + icon(ic, x + 17, y + 11, 24, col, 2.2);
  o += bubble(60, 70, 'thermo', C.red) + bubble(290, 40, 'chat', C.primary) + bubble(520, 70, 'heart', '#be123c');
  return o;
}

export function tempProfile(i: number): Painter {
  return ({ w }) => avatar(i, w);
}

// ------------------------------------------------------------------ AIR artboard (1600 × 480)

export function airArtboard({ t, w, h }: Paint): string {
  const s = t.airArtboard;
  const v = t.common.vitals;
  const defs =
    el('g', { id: 'sb' }, rect(-44, 222, 88, 132, '#2f5f95', 20) + rect(-30, 230, 60, 20, '#dbe8f6', 8)) +
    el(
      'g',
      { id: 'sf' },
      rect(-5, 350, 10, 54, '#8a98a8') + rect(-48, 326, 96, 30, '#3a6ea8', 12) + rect(-58, 298, 16, 48, '#244b77', 7) + rect(42, 298, 16, 48, '#244b77', 7),
    );
  let o = el('defs', {}, defs);
  o += rect(0, 0, w, h, '#e4eef9');
  // fuselage cutaway
  o += rect(30, 40, w - 60, 410, C.white, 120, { stroke: '#c5d0dc', 'stroke-width': 3 });
  o += path(`M150 40H${w - 150}C${w - 80} 40 ${w - 34} 80 ${w - 32} 140H32C34 80 80 40 150 40Z`, '#eef3f8');
  o += el(
    'defs',
    {},
    el('g', { id: 'bin' }, rect(0, 0, 138, 58, '#dde6ef', 10) + rect(54, 42, 30, 6, '#b7c3d0', 3)) +
      rect(0, 0, 38, 52, '#cfe6f7', 18, { id: 'win', stroke: '#b7c3d0', 'stroke-width': 3 }),
  );
  for (let x = 120; x < w - 200; x += 150) o += el('use', { href: '#bin', x, y: 70 });
  o += rect(32, 140, w - 64, 6, '#dbe4ee');
  for (let x = 150; x < w - 150; x += 110) o += el('use', { href: '#win', x, y: 176 });
  o += rect(32, 404, w - 64, 12, '#c5d0dc');
  o += rect(34, 416, w - 68, 30, '#e3eaf2', 0);
  const passengers: BustOptions[] = [
    { skin: C.skin[0], hair: C.hair[0], hairStyle: 'short', shirt: C.orange },
    { skin: C.skin[3], hair: C.hair[2], hairStyle: 'bun', shirt: C.teal },
    { skin: C.skin[1], hair: C.hair[5], hairStyle: 'long', shirt: '#5b5fc7' },
    { skin: C.skin[4], hair: C.hair[4], hairStyle: 'curly', shirt: C.red },
    { skin: C.skin[2], hair: C.hair[1], hairStyle: 'side', shirt: C.primary, glasses: true },
    { skin: C.skin[5], hair: C.hair[3], hairStyle: 'bob', shirt: '#0f7f86' },
    { skin: C.skin[1], hair: C.hair[0], hairStyle: 'buzz', shirt: '#9a3412' },
  ];
  const seatX = (k: number) => 100 + k * 164;
  passengers.forEach((p, k) => {
    const cx = seatX(k) + 48;
    o += el('use', { href: '#sb', x: cx }) + bust(cx, 268, 0.72, p) + el('use', { href: '#sf', x: cx });
  });
  // vital cards above three passengers
  const cards = [
    [0, s.cards[0]!, 0, v.hr.value],
    [2, s.cards[1]!, 0, s.values[0]!],
    [4, s.cards[2]!, 1, s.values[1]!],
  ] as const;
  for (const [k, c, st, hr] of cards) {
    const x = seatX(k) - 10;
    const [col, tint, fg] = STATUS[st];
    o += card(x, 56, 200, 112, { rx: 16, strokeColor: st ? col : undefined });
    o += text(x + 16, 84, c.seat, { size: 14, weight: 800, max: 100 });
    o += chip(x + 186, 66, c.status, { anchor: 'end', size: 10.5, fill: tint, color: fg, max: 80, h: 22 }).svg;
    o += icon('heart', x + 16, 98, 18, C.red, 2) + valueUnit(x + 40, 114, hr, v.hr.unit, { size: 17, max: 60 });
    o += icon('lungs', x + 108, 98, 18, C.teal, 2) + valueUnit(x + 132, 114, c.spo2, v.spo2.unit, { size: 17, max: 58 });
    o += lineChart(x + 16, 128, 168, 26, st ? [72, 76, 84, 95, 104, 112] : [72, 73, 71, 74, 72, 73], col, { width: 2, area: false });
    o += stroke(`M${x + 58} 168V${222}`, col, 2, { 'stroke-dasharray': '4 5', opacity: 0.7 });
  }
  // crew panel
  o += card(1300, 164, 250, 236, { rx: 18 });
  o += text(1320, 196, s.panelTitle, { size: 15, weight: 800, max: 210 });
  o += text(1320, 216, s.panelSub, { size: 11.5, fill: C.muted, max: 210 });
  s.panelRows.forEach((r, k) => {
    const y = 232 + k * 40;
    const st = k === 2 ? 1 : 0;
    const [col, tint, fg] = STATUS[st];
    o += rect(1316, y, 218, 32, st ? tint : C.soft, 9);
    o += circle(1332, y + 16, 5, col);
    o += text(1346, y + 21, r, { size: 12, weight: 600, fill: st ? fg : C.dark, max: 180 });
  });
  o += figure(1246, 404, 1.25, { skin: C.skin[2], hair: C.hair[0], hairStyle: 'bun', shirt: '#1e3a8a', pants: '#1d2733', arms: 'down' });
  return o;
}

// ------------------------------------------------------------------ CHILD

const CHILD = '#c2410c';
const CHILD_TINT = '#fde4d3';

function childHeader(t: ImageTexts, title: string, sub: string): string {
  return (
    statusBar(t) +
    text(20, 70, t.childSlides.brand, { size: 18, weight: 800, fill: CHILD, max: 200 }) +
    circle(292, 62, 15, CHILD_TINT) +
    icon('star', 283, 53, 18, CHILD, 2) +
    text(20, 110, title, { size: 22, weight: 800, max: 280 }) +
    text(20, 132, sub, { size: 12.5, fill: C.muted, max: 280 })
  );
}

function childTabs(t: ImageTexts, H: number, active: number): string {
  const tabs = t.childSlides.tabs;
  const ics = ['scale', 'meal', 'run'];
  let o = rect(0, H - 70, SCREEN_W, 70, C.white) + line(0, H - 70, SCREEN_W, H - 70, C.line);
  tabs.forEach((label, i) => {
    const cx = 54 + i * 106;
    const col = i === active ? CHILD : '#8a94a3';
    o += icon(ics[i]!, cx - 11, H - 60, 22, col, 2);
    o += text(cx, H - 24, label, { size: 10.5, weight: i === active ? 700 : 500, fill: i === active ? CHILD : C.muted, anchor: 'middle', max: 96 });
  });
  return o + pill(SCREEN_W / 2 - 55, H - 9, 110, 4.5, C.dark, { opacity: 0.85 });
}

function childScreen(t: ImageTexts, i: number): Screen {
  const s = t.childSlides;
  return (H) => {
    let o = rect(0, 0, SCREEN_W, H, '#fff8f3');
    if (i === 0) {
      o += childHeader(t, s.weight.heading, s.weight.sub);
      o += card(20, 148, 280, 152, { rx: 22 });
      o += valueUnit(160, 204, s.weight.value, t.common.vitals.weight.unit, { size: 44, anchor: 'middle', max: 240, fill: C.dark });
      o += chip(160, 216, s.weight.change, { anchor: 'middle', size: 11.5, fill: C.tintGreen, color: C.green, max: 240 }).svg;
      for (let k = 0; k <= 24; k++) o += line(40 + k * 10, 284, 40 + k * 10, k % 5 ? 277 : 270, '#c5d0dc', 2);
      o += path('M160 262l-6 -9h12z', CHILD);
      o += card(20, 312, 280, 110, { rx: 20 });
      o += text(36, 337, s.weight.chart, { size: 13, weight: 700, max: 200 });
      o += lineChart(36, 350, 248, 56, [34.1, 33.8, 33.6, 33.3, 33.1, 32.8, 32.5], CHILD, { dots: true, width: 2.2 });
      o += pill(20, 436, 280, 36, CHILD) + text(160, 459, s.weight.save, { size: 14, weight: 700, fill: C.white, anchor: 'middle', max: 240 });
      return o + childTabs(t, H, 0);
    }
    if (i === 1) {
      o += childHeader(t, s.meals.heading, s.meals.sub);
      const cols = [C.orange, C.teal, '#e86a5c', C.primary];
      s.meals.items.forEach((m, k) => {
        const y = 150 + k * 82;
        o += card(20, y, 280, 72, { rx: 18 });
        o += circle(52, y + 36, 22, CHILD_TINT) + icon(k === 2 ? 'apple' : 'meal', 41, y + 25, 22, CHILD, 2);
        o += text(86, y + 30, m.name, { size: 14, weight: 700, max: 140 });
        o += text(86, y + 52, m.food, { size: 12, fill: C.muted, max: 170 });
        o += text(288, y + 30, m.time, { size: 11, fill: C.muted, anchor: 'end', max: 60 });
        if (k < 3)
          for (let st = 0; st < 3; st++)
            o += translate(
              250 + st * 14,
              y + 50,
              path('M0-6l1.8 3.7 4 .6-2.9 2.8.7 4L0 3.2-3.6 5.1l.7-4-2.9-2.8 4-.6z', st <= 2 - (k % 2) ? cols[0] : C.line),
              1,
            );
        else o += chip(288, y + 40, s.meals.add, { anchor: 'end', size: 11, fill: CHILD_TINT, color: CHILD, max: 90, h: 22 }).svg;
      });
      return o + childTabs(t, H, 1);
    }
    o += childHeader(t, s.exercise.heading, s.exercise.sub);
    o += card(20, 150, 280, 140, { rx: 22 });
    o += ring(82, 220, 42, 12, 0.75, C.teal, C.tintTeal);
    o += text(82, 218, s.exercise.minutes, { size: 20, weight: 800, anchor: 'middle', fill: C.teal });
    o += text(82, 236, s.exercise.goal, { size: 10.5, fill: C.muted, anchor: 'middle', max: 64 });
    o += text(142, 206, s.exercise.today, { size: 13, fill: C.muted, max: 146 });
    o += para(142, 230, s.exercise.cheer, { size: 14, weight: 700, max: 146, maxLines: 2, lh: 1.35 });
    s.exercise.items.forEach((it, k) => {
      const y = 304 + k * 62;
      o += card(20, y, 280, 52, { rx: 14 });
      o +=
        circle(48, y + 26, 17, [C.tintTeal, C.tintBlue, C.tintOrange][k]!) +
        icon(['run', 'steps', 'ball'][k]!, 38, y + 16, 20, [C.teal, C.primary, '#9a5b00'][k]!, 2);
      o += text(76, y + 31, it.name, { size: 13.5, weight: 700, max: 150 });
      o += text(288, y + 31, it.time, { size: 13, weight: 700, fill: C.teal, anchor: 'end', max: 70 });
    });
    return o + childTabs(t, H, 2);
  };
}

export function childSlide(i: number): Painter {
  return ({ ctx, t, w, h }) => phoneShot(ctx, w, h, childScreen(t, i), { bg: '#fff8f3' });
}

export function childSection2({ ctx, t, w, h }: Paint): string {
  const s = t.childSection2;
  let o = backdrop(w, h, { seed: 1, accent: CHILD_TINT, accent2: C.tintGreen });
  o += ellipse(320, 470, 260, 30, '#f6cfb4', { opacity: 0.6 });
  o += bust(200, 240, 2.1, { skin: C.skin[2], hair: C.hair[0], hairStyle: 'long', shirt: C.teal });
  o += bust(430, 300, 1.6, { skin: C.skin[2], hair: C.hair[0], hairStyle: 'bob', shirt: CHILD });
  o += phoneFrame(ctx, 282, 250, 96, 196, childScreen(t, 0));
  // hands
  o += ellipse(290, 420, 14, 10, C.skin[2]) + ellipse(372, 420, 14, 10, C.skin[2]);
  o += translate(540, 120, path('M0-22l6.5 13.2 14.5 2.1-10.5 10.3 2.5 14.5L0 11.3l-13 6.8 2.5-14.5L-21-6.7l14.5-2.1z', C.orange), 1.3);
  o += path('M90 110c0-10 14-14 18-4 4-10 18-6 18 4 0 12-18 22-18 22s-18-10-18-22z', C.red, { opacity: 0.85 });
  o += labelBox(540, 180, s.bubble, { max: 150, size: 13, color: CHILD });
  return o;
}

export function childSection3({ t, w, h }: Paint): string {
  const s = t.childSection3;
  const v = t.common.vitals;
  let o = rect(0, 0, w, h, '#fff8f3');
  o +=
    circle(180, 80, 160, CHILD_TINT, { opacity: 0.7 }) +
    circle(1460, 540, 200, C.tintTeal, { opacity: 0.6 }) +
    circle(820, 40, 90, C.tintOrange, { opacity: 0.6 });
  o += stroke('M120 470C420 560 600 380 800 470S1200 560 1480 440', CHILD, 3, { 'stroke-dasharray': '2 12', opacity: 0.45 });
  const panels = [
    ['scale', CHILD, CHILD_TINT],
    ['meal', C.orange, C.tintOrange],
    ['run', C.teal, C.tintTeal],
  ] as const;
  s.panels.forEach((p, i) => {
    const x = 80 + i * 490;
    const [ic, col, tint] = panels[i]!;
    o += card(x, 90, 460, 380, { rx: 28 });
    o += iconBadge(ic, x + 28, 118, 60, col, tint, { round: true });
    o += text(x + 104, 146, p.title, { size: 24, weight: 800, max: 330 });
    o += para(x + 104, 174, p.text, { size: 15, fill: C.muted, max: 330, maxLines: 2, lh: 1.4 });
    const bx = x + 28;
    const by = 236;
    o += rect(bx, by, 404, 206, C.soft, 18);
    if (i === 0) {
      o += valueUnit(bx + 24, by + 54, s.weightValue, v.weight.unit, { size: 34, max: 200 });
      o += lineChart(bx + 24, by + 80, 356, 100, [34.1, 33.8, 33.9, 33.4, 33.2, 32.9, 32.8, 32.5], CHILD, { dots: true, width: 3 });
    } else if (i === 1) {
      s.meals.forEach((m, k) => {
        const y = by + 24 + k * 44;
        o += rect(bx + 20, y, 364, 36, C.white, 10);
        o += circle(bx + 40, y + 18, 9, [C.orange, C.teal, C.red, C.primary][k]!);
        o += text(bx + 60, y + 24, m, { size: 14, weight: 600, max: 300 });
      });
    } else {
      o += ring(bx + 90, by + 103, 62, 16, 0.75, C.teal, C.tintTeal);
      o += text(bx + 90, by + 104, s.exerciseValue, { size: 26, weight: 800, anchor: 'middle', fill: C.teal });
      o += text(bx + 90, by + 126, s.exerciseUnit, { size: 13, fill: C.muted, anchor: 'middle', max: 80 });
      o += bars(bx + 190, by + 40, 190, 130, [20, 35, 25, 45, 30, 50, 45], C.tintTeal, { highlight: 6, highlightColor: C.teal, rx: 6 });
    }
  });
  // children figures
  o += figure(40, 592, 0.72, { skin: C.skin[1], hair: C.hair[1], hairStyle: 'bob', shirt: CHILD, arms: 'up' });
  o += figure(1560, 592, 0.72, { skin: C.skin[3], hair: C.hair[2], hairStyle: 'buzz', shirt: C.teal, arms: 'up' });
  return o;
}
