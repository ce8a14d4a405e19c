const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** ISO 8601 in Korea's time zone, e.g. `2025-03-04T10:00:00+09:00` (the wire format of regDt). */
export function formatKstIso(date: Date): string {
  const shifted = new Date(date.getTime() + KST_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}
