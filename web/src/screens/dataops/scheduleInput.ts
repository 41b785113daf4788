/**
 * The Save Schedule dialog's times: epoch ms to and from a `datetime-local` field (the
 * browser's local time, to the minute) and the rule the server holds too: start before end.
 */
import { isValid, parse } from 'date-fns';
import { formatDate } from '../../../../domain';

/** A `datetime-local` value to the minute, as date-fns writes and reads it. */
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

/** The `datetime-local` value of an instant, in local time to the minute. */
export const toLocalInput = (ms: number): string => formatDate(ms, LOCAL_INPUT);

/** The instant of a `datetime-local` value (local time), or null when it is not one. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = parse(value, LOCAL_INPUT, 0);
  return isValid(date) ? date.getTime() : null;
}

/** What is wrong with a schedule, or null when it may be saved. */
export function scheduleProblem(startMs: number | null, endMs: number | null): string | null {
  if (startMs === null || endMs === null) return 'Enter a start and an end.';
  return startMs < endMs ? null : 'The start must be before the end.';
}
