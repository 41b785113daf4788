/**
 * The queries of the load-over-time calls (issue 36; designed): the window's last instant
 * (default now) and how many days it shows; the caller's zone comes with the x-time-zone
 * header, or the spec's tzOffset.
 */
import { z } from 'zod';
import { DEFAULT_LOAD_DAYS, MAX_LOAD_DAYS } from '../load';
import { epochMsQuery, tzOffsetQuery } from './common';

/** playerload/{playerId} and teamload/{teamId} (and their CSVs). */
export const loadQuery = z.object({
  endTime: epochMsQuery.optional(),
  days: z.coerce
    .number()
    .int('days: a whole number of days')
    .min(1, 'days: at least 1')
    .max(MAX_LOAD_DAYS, `days: at most ${MAX_LOAD_DAYS}`)
    .default(DEFAULT_LOAD_DAYS),
  tzOffset: tzOffsetQuery.optional(),
});
