// Friendly flat people: busts (avatars, video tiles) and simple full figures.
import { C } from '../draw/palette';
import { translate, el, sharedUse } from '../draw/svg';
import { circle, ellipse, path, rect, stroke, circ, ell } from '../draw/shapes';

export type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'bob' | 'buzz' | 'side' | 'ponytail';

export interface BustOptions {
  skin?: string;
  hair?: string;
  hairStyle?: HairStyle;
  shirt?: string;
  glasses?: boolean;
  stethoscope?: boolean;
  headset?: boolean;
  /** A white coat over the shirt. */
  coat?: boolean;
  beard?: boolean;
  smile?: boolean;
  /** false: the head and neck only. */
  body?: boolean;
}

export interface FigureOptions {
  skin?: string;
  hair?: string;
  hairStyle?: HairStyle;
  shirt?: string;
  pants?: string;
  arms?: 'down' | 'up' | 'side';
}

/** A bust centred on the head at (cx, cy); head radius 30 × s. */
export function bust(cx: number, cy: number, s: number, opts: BustOptions = {}): string {
  const {
    skin = C.skin[0],
    hair = C.hair[0],
    hairStyle = 'short',
    shirt = C.primary,
    glasses = false,
    stethoscope = false,
    headset = false,
    coat = false,
    beard = false,
    smile = true,
    body: withBody = true,
  } = opts;
  let o = '';
  // hair behind the head
  if (hairStyle === 'long') o += path('M-34 -6C-36 -40 36 -40 34 -6L36 44H-36Z', hair);
  if (hairStyle === 'bob') o += path('M-35 -4C-37 -42 37 -42 35 -4L34 22Q0 30 -34 22Z', hair);
  if (hairStyle === 'bun') o += circle(0, -36, 13, hair);
  if (hairStyle === 'ponytail') o += path('M22 -20C48 -16 46 20 34 34C38 14 30 0 20 -6Z', hair);
  // body
  const body = 'M-58 82C-56 50 -34 38 0 38S56 50 58 82Z';
  if (withBody) o += sharedUse('pb', el('path', { id: 'pb', d: body }), { fill: coat ? '#f7fafc' : shirt });
  if (!withBody) {
    // neck only
  } else if (coat) {
    o += path('M-14 39L0 68L14 39Z', shirt) + stroke('M-14 39L-4 62M14 39L4 62', '#c9d4df', 2);
    o += stroke('M0 68V82', '#c9d4df', 1.5);
  } else {
    o += path('M-12 39Q0 52 12 39Z', skin, { opacity: 0.9 });
  }
  const neck = 'M-9 20h18v22h-18Z';
  if (stethoscope) {
    o += stroke('M-14 40C-22 58 -8 70 0 70S22 58 14 40', '#3c4a5a', 3);
    o += circle(0, 72, 5, '#8a98a8', { stroke: '#3c4a5a', 'stroke-width': 2 });
  }
  // head (neck, ears and face in one shape)
  o += sharedUse('ph', el('path', { id: 'ph', d: neck + circ(-29, 2, 6) + circ(29, 2, 6) + ell(0, 0, 28, 31) }), { fill: skin });
  // front hair
  const fronts: Partial<Record<HairStyle, string>> & { short: string } = {
    short: 'M-29 -4C-32 -38 32 -40 30 -6C24 -18 10 -22 -4 -20C-14 -19 -24 -14 -29 -4Z',
    long: 'M-30 2C-32 -38 32 -40 30 2C26 -14 12 -24 -2 -22C-16 -20 -26 -12 -30 2Z',
    bob: 'M-31 6C-34 -38 34 -40 31 6C28 -16 6 -24 -6 -20C-16 -16 -26 -8 -31 6Z',
    bun: 'M-29 -4C-32 -36 32 -38 29 -4C22 -20 -22 -20 -29 -4Z',
    ponytail: 'M-29 -2C-32 -38 32 -38 29 -2C22 -22 -4 -24 -29 -2Z',
    side: 'M-29 -2C-34 -40 34 -40 30 -4C20 -14 0 -12 -10 -24C-16 -14 -24 -10 -29 -2Z',
    buzz: 'M-28 -8C-28 -36 28 -36 28 -8C20 -22 -20 -22 -28 -8Z',
  };
  if (hairStyle === 'curly') {
    const curls = [
      [-24, -14, 11],
      [-14, -26, 12],
      [0, -30, 12],
      [14, -26, 12],
      [24, -14, 11],
      [-29, -2, 8],
      [29, -2, 8],
    ] as const;
    o += path(curls.map(([x, y, r]) => circ(x, y, r)).join(''), hair);
  } else o += path(fronts[hairStyle] ?? fronts.short, hair);
  // face
  o += sharedUse(
    'pf',
    el('g', { id: 'pf' }, path(circ(-10, 4, 3) + circ(10, 4, 3), '#2a2f38') + path(ell(-17, 14, 5, 3) + ell(17, 14, 5, 3), '#e8846f', { opacity: 0.28 })),
  );
  if (beard) o += path('M-26 4C-26 34 26 34 26 4C24 22 14 30 0 30C-14 30 -24 22 -26 4Z', hair, { opacity: 0.92 });
  if (smile) o += stroke('M-8 16Q0 23 8 16', '#9a4a3c', 2.4);
  if (glasses) {
    o += stroke(circ(-10, 4, 8) + circ(10, 4, 8) + 'M-2 4H2M-18 3L-27 0M18 3L27 0', '#2a2f38', 2.2);
  }
  if (headset) {
    o += stroke('M-30 0C-30 -44 30 -44 30 0', '#2a2f38', 3.5);
    o += rect(-35, -6, 8, 16, '#2a2f38', 4) + rect(27, -6, 8, 16, '#2a2f38', 4);
    o += stroke('M-31 10C-30 22 -20 24 -12 22', '#2a2f38', 2.5) + circle(-12, 22, 3, '#2a2f38');
  }
  return translate(cx, cy, o, s);
}

/** Six diverse team avatars (neutral, no text). */
export const AVATARS: readonly (BustOptions & { bg: string })[] = [
  { bg: '#dbe8f6', skin: C.skin[1], hair: C.hair[1], hairStyle: 'bun', shirt: C.teal, stethoscope: true },
  { bg: '#fcebd0', skin: C.skin[3], hair: C.hair[0], hairStyle: 'short', shirt: C.primary, coat: true, stethoscope: true, glasses: true },
  { bg: '#d3ecec', skin: C.skin[0], hair: C.hair[5], hairStyle: 'long', shirt: '#e86a5c', headset: true },
  { bg: '#f9dcd8', skin: C.skin[4], hair: C.hair[2], hairStyle: 'curly', shirt: '#f2a541', beard: true },
  { bg: '#e3e4f7', skin: C.skin[2], hair: C.hair[3], hairStyle: 'bob', shirt: '#5b5fc7', glasses: true },
  { bg: '#d8f0e4', skin: C.skin[5], hair: C.hair[4], hairStyle: 'side', shirt: '#1d2733' },
];

export function avatar(i: number, size = 160): string {
  const a = AVATARS[i % AVATARS.length]!;
  const s = size / 160;
  const id = `av${i}`;
  return (
    el('clipPath', { id }, circle(80 * s, 80 * s, 80 * s, '#000')) +
    el(
      'g',
      { 'clip-path': `url(#${id})` },
      circle(80 * s, 80 * s, 80 * s, a.bg) + circle(122 * s, 34 * s, 26 * s, C.white, { opacity: 0.35 }) + bust(80 * s, 74 * s, 1.2 * s, a),
    )
  );
}

/** Simple standing figure (for scenes); feet at (x, y), height ~ 150 × s. */
export function figure(
  x: number,
  y: number,
  s: number,
  { skin = C.skin[1], hair = C.hair[0], hairStyle = 'short', shirt = C.primary, pants = '#34495e', arms = 'down' }: FigureOptions = {},
): string {
  let o = '';
  o += rect(-13, -62, 11, 60, pants, 5) + rect(2, -62, 11, 60, pants, 5);
  o += ellipse(-8, -2, 10, 4, '#2a2f38') + ellipse(8, -2, 10, 4, '#2a2f38');
  o += path('M-22 -60L-20 -108Q0 -118 20 -108L22 -60Z', shirt);
  if (arms === 'up') {
    o += stroke('M-19 -104L-34 -134', shirt, 10) + circle(-35, -137, 6, skin);
    o += stroke('M19 -104L34 -134', shirt, 10) + circle(35, -137, 6, skin);
  } else if (arms === 'side') {
    o += stroke('M-19 -104L-44 -96', shirt, 10) + circle(-48, -95, 6, skin);
    o += stroke('M19 -104L44 -96', shirt, 10) + circle(48, -95, 6, skin);
  } else {
    o += stroke('M-20 -104L-26 -70', shirt, 10) + circle(-27, -66, 6, skin);
    o += stroke('M20 -104L26 -70', shirt, 10) + circle(27, -66, 6, skin);
  }
  o += bust(0, -134, 0.52, { skin, hair, hairStyle, shirt, smile: true, body: false });
  return translate(x, y, o, s);
}
