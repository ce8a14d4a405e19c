import { circle, rect } from './shapes';
import { el, n, n3, shareDefinition } from './svg';

// 24 × 24 line icons, drawn once per file (a shared definition) and placed with <use>.
const ICONS: Record<string, string> = {
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

export function icon(name: string, x: number, y: number, size: number, color: string, width = 2): string {
  const d = ICONS[name];
  if (!d) throw new Error(`unknown icon ${name}`);
  const id = `ic-${name}`;
  shareDefinition(id, el('path', { id, d, fill: 'none' }));
  const s = size / 24;
  return el('use', {
    href: `#${id}`,
    stroke: color,
    'stroke-width': n(width / s),
    transform: `translate(${n(x)} ${n(y)}) scale(${n3(s)})`,
  });
}

/** Icon centred in a tinted rounded square or circle. */
export function iconBadge(
  name: string,
  x: number,
  y: number,
  size: number,
  color: string,
  tint: string,
  { round = false, iconScale = 0.55 }: { round?: boolean; iconScale?: number } = {},
): string {
  const is = size * iconScale;
  return (
    (round ? circle(x + size / 2, y + size / 2, size / 2, tint) : rect(x, y, size, size, tint, size * 0.28)) +
    icon(name, x + (size - is) / 2, y + (size - is) / 2, is, color, Math.max(1.6, size / 20))
  );
}
