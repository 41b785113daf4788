/**
 * The rows of a team's lists (01 §7, 02 §2): its practices and games with the players'
 * averages, as the team and list pages show them. Each is the `result` of its call in the
 * manifest (domain/calls.ts).
 */
import { z } from 'zod';

/** The players' averages of a session (null before metrics exist). */
const averages = {
  players: z.number(),
  avgMaxSpeed: z.number().nullable(),
  avgMaxSustainedSpeed: z.number().nullable(),
  avgTotalDistance: z.number().nullable(),
  avgAccels: z.number().nullable(),
  avgDecels: z.number().nullable(),
};

/** practices/{team}: a practice of the team with its players' averages. */
export const teamPracticeRow = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.string(),
  /** The planned start. */
  startTime: z.number(),
  endTime: z.number().nullable(),
  /** When it really started (its first period's start); null before it ran. */
  startedMs: z.number().nullable(),
  intensity: z.string().nullable(),
  profileName: z.string().nullable(),
  siteName: z.string().nullable(),
  /** How many periods it has. */
  periods: z.number(),
  /** How long it really ran (first period's start to its stop); null until it ended. */
  durationMs: z.number().nullable(),
  ...averages,
});
export type TeamPractice = z.output<typeof teamPracticeRow>;

/** games/{team}: a game seen from the team's side, with its players' averages. */
export const teamGameRow = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.string(),
  startTime: z.number(),
  league: z.string().optional(),
  isHome: z.boolean(),
  opponentTeamId: z.string(),
  ownPoints: z.number().nullable(),
  opponentPoints: z.number().nullable(),
  result: z.enum(['W', 'L', 'T']).nullable(),
  durationMs: z.number().nullable(),
  ...averages,
});
export type TeamGame = z.output<typeof teamGameRow>;
