/**
 * The ball-flight CSV's query (02 §7 Reports: "Ball-flight CSV: path has the session id;
 * query tzOffset, isLive=yes, teamOfInterest and filter values; a second variant exports
 * totals"): the side, the ball metrics page's filters (domain/ball-filters.ts) and which
 * variant.
 */
import { z } from 'zod';

const teamIdText = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or -');

/** A filter's values, comma-separated as the page's address holds them. */
const filterList = z.string().max(200).optional();

/** The query of reports/ballflights/:id. */
export const ballFlightsCsvQuery = z.object({
  /** One team of a game (the page's side); default every team of the session. */
  teamOfInterest: teamIdText.optional(),
  /** Minutes behind UTC (Date#getTimezoneOffset); the x-time-zone header wins. */
  tzOffset: z.coerce
    .number({ error: 'minutes behind UTC, as Date#getTimezoneOffset gives them' })
    .int('whole minutes')
    .min(-840, 'at least -840 (UTC+14)')
    .max(720, 'at most 720 (UTC-12)')
    .optional(),
  /** The page's filters: flight types, speed zones, quarters, in play (yes, no). */
  type: filterList,
  zone: filterList,
  quarter: filterList,
  inPlay: z.enum(['yes', 'no']).optional(),
  /** A live practice's file (the spec's isLive=yes): the flights found so far. */
  isLive: z.enum(['yes', 'true', 'oldlive']).optional(),
  /** yes: one row per player (the totals variant) instead of one per flight. */
  totalsOnly: z.literal('yes').optional(),
});
