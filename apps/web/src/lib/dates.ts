/**
 * Registration dates as YYYY.MM.DD with zero-padded month and day (docs/spec.md, "Entities"), read in Korea's
 * time zone so every visitor sees the date the notice was posted in Korea.
 */
export function formatRegDate(regDt: string): string {
  const time = Date.parse(regDt);
  if (Number.isNaN(time)) return '';
  const kst = new Date(time + 9 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${kst.getUTCFullYear()}.${pad(kst.getUTCMonth() + 1)}.${pad(kst.getUTCDate())}`;
}
