/**
 * The ball-flight CSV's query (02 §7 Reports: "Ball-flight CSV: path has the session id;
 * query tzOffset, isLive=yes, teamOfInterest and filter values; a second variant exports
 * totals"): the side, the ball metrics page's filters (domain/ball-filters.ts) and which
 * variant.
 */
import { z } from 'zod';
import { idText, tzOffsetQuery } from './common';

/** The query of ballflights/:id: one team of a game (default every team of the session). */
export const ballFlightsQuery = z.object({ side: idText.optional() });

/** A filter's values, comma-separated as the page's address holds them. */
const filterList = z.string().max(200).optional();

/** The query of reports/ballflights/:id. */
export const ballFlightsCsvQuery = z.object({
  /** One team of a game (the page's side); default every team of the session. */
  teamOfInterest: idText.optional(),
  /** Minutes behind UTC (Date#getTimezoneOffset); the x-time-zone header wins. */
  tzOffset: tzOffsetQuery.optional(),
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
