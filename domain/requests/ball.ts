/**
 * The ball-flight CSV's query (02 §7 Reports: "Ball-flight CSV: path has the session id;
 * query tzOffset, isLive=yes, teamOfInterest and filter values; a second variant exports
 * totals"): the side, the ball metrics page's filters (domain/ball-filters.ts) and which
 * variant.
 */
import { z } from 'zod';
import { BALL_SORT_KEYS } from '../ball-filters';
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

/** The group keys expanded in a grouped view: player ids or speed zones, comma-separated. */
const expandedList = z
  .string()
  .max(4000)
  .transform((text) => text.split(',').filter((key) => key !== ''))
  .refine((keys) => keys.length <= 200, 'at most 200 groups')
  .optional();

/**
 * The query of reports/ballflights/:id/filtered (02 §9 Export menu: Export Filtered Data):
 * what the page's grid shows, its view, the groups open in it and its filters.
 */
export const ballFilteredCsvQuery = z.object({
  teamOfInterest: idText.optional(),
  tzOffset: tzOffsetQuery.optional(),
  /** The grid's view: absent the flat list, else one of the grouped views. */
  view: z.enum(['byPlayer', 'speedZone']).optional(),
  /** The groups the grid shows open: their flights follow them in the file. */
  expanded: expandedList,
  type: filterList,
  zone: filterList,
  quarter: filterList,
  inPlay: z.enum(['yes', 'no']).optional(),
  /** The flat list's column the user sorted by (the grid's column id); none: release time. */
  sort: z.enum(BALL_SORT_KEYS).optional(),
  /** Which way the sort runs (default asc). */
  order: z.enum(['asc', 'desc']).optional(),
  isLive: z.enum(['yes', 'true', 'oldlive']).optional(),
});
