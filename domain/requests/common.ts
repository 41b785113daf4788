/**
 * The validators the calls' queries and bodies share (the contract's, domain/calls.ts): ids,
 * id lists, epoch times and ranges, seasons, leagues and the caller's zone offset. Each
 * message says what a good value is.
 */
import { z } from 'zod';
import { DAY_MS } from '../contract';
import { LEAGUES } from '../options';

/** An id in a path: letters, digits, _ or -. */
export const idText = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or -');

/** A comma-joined list of ids in a query (`a,b`): at most `max`, each once (repeats are dropped). */
export const idListQuery = (what: string, max: number) =>
  z
    .string()
    .max(max * 65)
    .transform((text, ctx) => {
      const ids = [...new Set(text.split(','))];
      const bad = ids.find((id) => !idText.safeParse(id).success);
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `'${bad}' is no ${what} id (letters, digits, _ or -)`,
        });
        return z.NEVER;
      }
      if (ids.length > max) {
        ctx.addIssue({ code: 'custom', message: `at most ${max} ${what}s` });
        return z.NEVER;
      }
      return ids;
    });

/** Epoch milliseconds in a query. */
export const epochMsQuery = z.coerce.number().int().min(0).max(8.64e15);

/** A season year in a query (the season starts in March). */
export const seasonQuery = z.coerce.number().int().min(2000).max(2100);

/** A comma-joined league list or '*'; undefined means all. */
export const leaguesQuery = z
  .string()
  .max(100)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '*' || v === '') return undefined;
    const list = v.split(',');
    const bad = list.find((l) => !(LEAGUES as readonly string[]).includes(l));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown league '${bad}' (nfl, ncaa-fbs or ncaa-mlax)`,
      });
      return z.NEVER;
    }
    return list;
  });

/** The longest startTime..endTime window a list call serves. */
export const MAX_RANGE_MS = 400 * DAY_MS;

/**
 * Refines a query with an optional startTime..endTime window: both or neither, the end
 * after the start, at most 400 days. Problems are reported on endTime.
 */
export function refineRange(
  q: { startTime?: number | undefined; endTime?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  const { startTime, endTime } = q;
  const problem =
    (startTime === undefined) !== (endTime === undefined)
      ? 'startTime and endTime go together'
      : startTime === undefined || endTime === undefined
        ? undefined
        : endTime <= startTime
          ? 'endTime must be after startTime'
          : endTime - startTime > MAX_RANGE_MS
            ? 'range is longer than 400 days'
            : undefined;
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, path: ['endTime'] });
}

/** The caller's time zone: minutes as `Date#getTimezoneOffset` gives them (UTC-12 to UTC+14). */
export const tzOffsetQuery = z.coerce
  .number({ error: 'minutes behind UTC, as Date#getTimezoneOffset gives them' })
  .int('whole minutes')
  .min(-840, 'at least -840 (UTC+14)')
  .max(720, 'at most 720 (UTC-12)');

/** A comma-joined list of team ids, or '*' for all. */
export const teamIdsParam = z
  .string()
  .max(2000)
  .regex(/^(\*|[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*)$/, 'a comma-joined list of team ids or *')
  .optional()
  .transform((v) => (v === undefined || v === '*' ? undefined : v.split(',')));

/** A query of the caller's zone alone (a CSV's times when the x-time-zone header names none). */
export const zoneQuery = z.object({ tzOffset: tzOffsetQuery.optional() });

/** The longest date range a report or comparison takes: a whole season (02 §7, 02 §9). */
export const MAX_SEASON_DAYS = 366;

/** Midnight UTC of a yyyyMMdd day; undefined when it is not a calendar day. */
export function calendarDayMs(text: string): number | undefined {
  const [y, m, d] = [text.slice(0, 4), text.slice(4, 6), text.slice(6, 8)].map(Number);
  const ms = Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() + 1 === m && back.getUTCDate() === d
    ? ms
    : undefined;
}
