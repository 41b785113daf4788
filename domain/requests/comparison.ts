/**
 * What the comparison of the session page sends (02 §3 Date-range filter, 02 §5, 02 §9):
 * how its set is chosen (the past days, the caller's dates, or chosen sessions), its flags
 * and the teams the gateway lets the caller see.
 */
import { z } from 'zod';
import { DAY_MS } from '../contract';
import { DATE_RANGE_PRESETS_DAYS, DEFAULT_DATE_RANGE_DAYS } from '../views';
import { calendarDayMs, idListQuery, idText, MAX_SEASON_DAYS, tzOffsetQuery } from './common';
import { yesFlag } from './sessions';

/**
 * The teams whose sessions of one kind the caller may see: a comma list, empty for none.
 * The gateway sets it for a caller who may not see every team.
 */
const teamListQuery = z
  .string()
  .max(2 * 65)
  .transform((text, ctx) => {
    const ids = text.split(',').filter((t) => t !== '');
    const bad = ids.find((t) => !idText.safeParse(t).success);
    if (bad === undefined) return ids;
    ctx.addIssue({ code: 'custom', message: `'${bad}' is no team id` });
    return z.NEVER;
  });

/** The most sessions practiceIds may name. */
export const MAX_CHOSEN_SESSIONS = 100;

/** The longest elapsed time an in-progress comparison takes: a day. */
export const MAX_ELAPSED_MS = DAY_MS;

/** A day yyyyMMdd in a query, as the UTC midnight of that calendar day. */
const dayQuery = z
  .string()
  .regex(/^\d{8}$/, 'a day yyyyMMdd')
  .transform((text, ctx) => {
    const ms = calendarDayMs(text);
    if (ms === undefined) {
      ctx.addIssue({ code: 'custom', message: `${text} is not a calendar day` });
      return z.NEVER;
    }
    return ms;
  });

export const COMPARISON_PRESETS: readonly number[] = DATE_RANGE_PRESETS_DAYS;

/** How the comparison set is chosen. */
export type ComparisonChoice =
  | { readonly kind: 'days'; readonly days: number }
  /**
   * The caller's calendar days fromDayMs..toDayMs (UTC midnights), both included, in the
   * caller's zone (the x-time-zone header's, else this tzOffset).
   */
  | {
      readonly kind: 'dates';
      readonly fromDayMs: number;
      readonly toDayMs: number;
      readonly tzOffset: number | undefined;
    }
  | { readonly kind: 'sessions'; readonly ids: readonly string[] };

/** comparison/:id: the set, its flags, whose team averages, the teams the caller may see. */
export const comparisonQuery = z
  .object({
    days: z.coerce
      .number()
      .int()
      .refine((d) => COMPARISON_PRESETS.includes(d), `one of ${COMPARISON_PRESETS.join(', ')}`)
      .optional(),
    from: dayQuery.optional(),
    to: dayQuery.optional(),
    tzOffset: tzOffsetQuery.optional(),
    practiceIds: idListQuery('session', MAX_CHOSEN_SESSIONS).optional(),
    sameIntensity: yesFlag,
    includeGames: yesFlag,
    inProgress: yesFlag,
    elapsedMs: z.coerce.number().int().min(0).max(MAX_ELAPSED_MS).optional(),
    teamOfInterest: idText.optional(),
    practiceTeamIds: teamListQuery.optional(),
    gameTeamIds: teamListQuery.optional(),
  })
  .transform((q, ctx) => {
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const dates = q.from !== undefined || q.to !== undefined;
    const ways = [q.days !== undefined, dates, q.practiceIds !== undefined].filter(Boolean);
    if (ways.length > 1) return issue('days', 'choose one of days, from and to, or practiceIds');
    if (q.inProgress !== (q.elapsedMs !== undefined))
      return issue('elapsedMs', 'inProgress=yes and elapsedMs go together');
    let choice: ComparisonChoice;
    if (dates) {
      const { from, to, tzOffset } = q;
      if (from === undefined || to === undefined) return issue('to', 'from and to go together');
      if (to < from) return issue('to', 'the range ends before it starts');
      if ((to - from) / DAY_MS >= MAX_SEASON_DAYS)
        return issue('to', `at most ${MAX_SEASON_DAYS} days (a season)`);
      choice = { kind: 'dates', fromDayMs: from, toDayMs: to, tzOffset };
    } else if (q.practiceIds !== undefined) {
      choice = { kind: 'sessions', ids: q.practiceIds };
    } else {
      choice = { kind: 'days', days: q.days ?? DEFAULT_DATE_RANGE_DAYS };
    }
    return {
      choice,
      sameIntensity: q.sameIntensity,
      includeGames: q.includeGames,
      elapsedMs: q.elapsedMs,
      teamOfInterest: q.teamOfInterest,
      seen: { practice: q.practiceTeamIds, game: q.gameTeamIds },
    };
  });
