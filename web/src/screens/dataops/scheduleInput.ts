/**
 * The Save Schedule dialog's times: epoch ms to and from a `datetime-local` field (the
 * browser's local time, to the minute) and the rule the server holds too: start before end.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** The `datetime-local` value of an instant, in local time to the minute. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant of a `datetime-local` value (local time), or null when it is not one. */
export function fromLocalInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (match === null) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date.getTime() : null;
}

/** What is wrong with a schedule, or null when it may be saved. */
export function scheduleProblem(startMs: number | null, endMs: number | null): string | null {
  if (startMs === null || endMs === null) return 'Enter a start and an end.';
  return startMs < endMs ? null : 'The start must be before the end.';
}
