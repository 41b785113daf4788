/**
 * What the reads of one session's data send (02 §7 fullpractice, velocitygraph, venue
 * tracks, playermetrics post; reports CSV and bulk CSV): filters, flags and windows.
 */
import { z } from 'zod';
import { TIME_SINCE_MAX_PERCENTAGES } from '../views';
import { epochMsQuery, idText } from './common';

/** A yes/true or no/false query flag; absent is no. */
export const yesFlag = z
  .enum(['yes', 'true', 'no', 'false'])
  .optional()
  .transform((v) => v === 'yes' || v === 'true');

/**
 * A comma list in a query: at least one item, at most `max`, each checked by `item`, none
 * twice (`what` names an item in the message).
 */
function commaList<T extends z.ZodType<string | number, string>>(
  item: T,
  what: string,
  max: number,
) {
  return z
    .string()
    .max(4000)
    .transform((v) => v.split(','))
    .pipe(
      z
        .array(item)
        .min(1)
        .max(max, `at most ${max} ${what}s`)
        .superRefine((list, ctx) => {
          const seen = new Set<unknown>();
          list.forEach((v, i) => {
            if (seen.has(v))
              ctx.addIssue({ code: 'custom', path: [i], message: `${what} ${v} is named twice` });
            seen.add(v);
          });
        }),
    );
}

/** fullpractice/{id}: periods, a window, grouping, excluded players and time since max. */
export const fullPracticeQuery = z
  .object({
    periods: commaList(
      z
        .string()
        .regex(/^\d{1,4}$/, 'a period index of sessionInfo.periodList (0, 1, …)')
        .transform(Number),
      'period',
      1000,
    ).optional(),
    fromMs: epochMsQuery.optional(),
    toMs: epochMsQuery.optional(),
    groupBy: z.enum(['quarter', 'play']).optional(),
    exclude: commaList(idText, 'player', 200).optional(),
    sinceMaxPct: z.coerce
      .number()
      .refine((v) => (TIME_SINCE_MAX_PERCENTAGES as readonly number[]).includes(v), {
        message: `one of ${TIME_SINCE_MAX_PERCENTAGES.join(', ')}`,
      })
      .optional(),
    sinceMaxZone: z.enum(['session', 'rolling']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.fromMs !== undefined && q.toMs !== undefined && q.fromMs >= q.toMs)
      ctx.addIssue({ code: 'custom', path: ['toMs'], message: 'toMs must be after fromMs' });
    if (q.sinceMaxZone !== undefined && q.sinceMaxPct === undefined)
      ctx.addIssue({ code: 'custom', path: ['sinceMaxZone'], message: 'goes with sinceMaxPct' });
  });

/** playermetrics/{playerId}/post: the session (datasetId) the player's numbers are of. */
export const datasetQuery = z.object({ datasetId: idText });

/** velocitygraph/{key}: live accumulators or stored windows, and every how many samples. */
export const velocityGraphQuery = z.object({
  isLive: yesFlag,
  everyNth: z.coerce.number().int().min(1).max(600).default(10),
});

/** venue/{gameOrVenue}/tracks: the session, a window, compressed and live flags. */
export const venueTracksQuery = z.object({
  datasetId: idText,
  startTime: epochMsQuery.optional(),
  endTime: epochMsQuery.optional(),
  compressed: yesFlag,
  live: yesFlag,
});

/** livetracks/:id: how far back from the newest sample (default a second). */
export const liveTracksQuery = z.object({
  lastMs: z.coerce.number().int().min(100).max(10_000).optional(),
});

/** practicetracking/:id: which side's roster (default the session's team). */
export const practiceTrackingQuery = z.object({ side: idText.optional() });
