/** Plain-text tables for the terminal. */

export const PASS = '✓';
export const FAIL = '✗';

export interface Column {
  header: string;
  align?: 'left' | 'right';
}

/** Display width: East Asian wide characters take two cells. */
function width(text: string): number {
  let w = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    w +=
      (cp >= 0x1100 && cp <= 0x115f) ||
      (cp >= 0x2e80 && cp <= 0xa4cf) ||
      (cp >= 0xac00 && cp <= 0xd7a3) ||
      (cp >= 0xf900 && cp <= 0xfaff) ||
      (cp >= 0xff00 && cp <= 0xff60)
        ? 2
        : 1;
  }
  return w;
}

function pad(text: string, size: number, align: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return align === 'left' ? text + fill : fill + text;
}

export function table(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const sizes = columns.map((c, i) => Math.max(width(c.header), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => pad(cell, sizes[i]!, columns[i]?.align ?? 'right'))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), line(sizes.map((s) => '-'.repeat(s))), ...rows.map(line)].join('\n');
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const ms = (value: number) => Math.round(value).toString();

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `value ✓` or `value ✗` for a budgeted cell. */
export function marked(text: string, ok: boolean | undefined): string {
  return ok === undefined ? text : `${text} ${ok ? PASS : FAIL}`;
}

export function heading(title: string): string {
  return `\n${title}\n${'='.repeat(Math.min(100, width(title)))}`;
}

/** Shortens a string to `max` characters on one line. */
export function clip(text: string, max = 120): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}
