/**
 * The caller's time zone (02 §9): the IANA name the browser sends in the x-time-zone header,
 * or, from a caller that sends none, the spec's tzOffset query (a fixed offset, which is
 * right only for the dates that share today's offset). Dates of a report or a list are
 * computed in it with date-fns, each with its own offset.
 */
import { TZDate } from '@date-fns/tz';
import type { FastifyRequest } from 'fastify';
import { isIanaZone, TIME_ZONE_HEADER, zoneName, type TimeZone } from '../../../domain';
import { ApiError } from '../http/envelope';

/** Why a request's x-time-zone header cannot be used; null when it is absent or a real zone. */
export function timeZoneHeaderProblem(request: FastifyRequest): string | null {
  const value = request.headers[TIME_ZONE_HEADER];
  if (value === undefined) return null;
  if (typeof value === 'string' && isIanaZone(value)) return null;
  const shown = String(value).slice(0, 64);
  return `header.${TIME_ZONE_HEADER}: '${shown}' is not an IANA time zone (e.g. America/Chicago)`;
}

/**
 * The caller's zone: the header's IANA name, else the tzOffset the call was given; a 400
 * naming tzOffset when there is neither (the header itself is checked before any call runs).
 */
export function callerZone(request: FastifyRequest, tzOffset: number | undefined): TimeZone {
  const header = request.headers[TIME_ZONE_HEADER];
  if (typeof header === 'string') return header;
  if (tzOffset !== undefined) return tzOffset;
  throw new ApiError(
    400,
    `query.tzOffset: the caller's time zone is needed: send the ${TIME_ZONE_HEADER} header or tzOffset (minutes as Date#getTimezoneOffset)`,
  );
}

/** The first instant in `zone` of a calendar day given as its UTC midnight (calendarDayMs). */
export function zoneDayStartMs(calendarDayMs: number, zone: TimeZone): number {
  const day = new Date(calendarDayMs);
  const name = zoneName(zone);
  return new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), name).getTime();
}
