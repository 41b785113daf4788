/**
 * The user's time zone (02 §9: dates show in the viewer's zone): an IANA name the browser
 * sends with every call, or, where a caller sends none, the spec's tzOffset minutes as a
 * fixed offset. Dates and times are computed with date-fns in that zone, so a date on the
 * other side of a daylight-saving change gets its own offset, not today's.
 */
import { tz, type TZDate } from '@date-fns/tz';

/** A zone: an IANA name ('America/Chicago'), or minutes as `Date#getTimezoneOffset` gives them. */
export type TimeZone = string | number;

/** The request header that carries the browser's IANA zone to dataaccess. */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** The longest IANA zone name accepted (the longest real one has 32 characters). */
const MAX_ZONE_NAME = 64;

/** Whether a text is an IANA zone name this runtime knows ('UTC', 'America/Chicago'). */
export function isIanaZone(name: string): boolean {
  // Names only: Intl also takes offsets ('+05:00'), which are not the user's zone.
  if (name.length > MAX_ZONE_NAME || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name))
    return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The fixed-offset zone of tzOffset minutes: 300 (UTC-5) is '-05:00'. */
export function offsetZone(tzOffsetMinutes: number): string {
  const east = -tzOffsetMinutes;
  const abs = Math.abs(east);
  return `${east < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The zone name @date-fns/tz reads. */
export const zoneName = (zone: TimeZone): string =>
  typeof zone === 'number' ? offsetZone(zone) : zone;

/**
 * The date-fns options that compute in `zone`; none (the runtime's own zone, the browser's
 * in the web app) when it is left out.
 */
export function inZone(zone: TimeZone | undefined): {
  in?: (value: Date | number | string) => TZDate;
} {
  return zone === undefined ? {} : { in: tz(zoneName(zone)) };
}
