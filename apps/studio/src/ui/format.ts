/** A date and time as a person in the studio's language reads it. */
export function formatDateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A time of today, to the second (when a wait ends). */
export function formatTime(date: Date, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeStyle: 'medium' }).format(date);
}

/** `YYYY-MM-DDTHH:mm` in local time, for an `<input type="datetime-local">`. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The value of a datetime-local input (local time) as an ISO instant, or undefined when empty or invalid. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** Whether an ISO instant is still to come. */
export function isFuture(iso: string | undefined): iso is string {
  return iso !== undefined && new Date(iso).getTime() > Date.now();
}
