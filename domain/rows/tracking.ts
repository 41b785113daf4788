/**
 * The rows of Practice Tracking (03 §2 Practice Tracking, 03 §3 Player (viewer/tracking)):
 * who of a team had positions in a practice or game. The `result` of its call in the
 * manifest (domain/calls.ts).
 */
import { z } from 'zod';

/**
 * practicetracking/{id}: a player of the team's roster, or someone tracked on no roster of
 * the session's other team, with whether the session holds positions of them and how many.
 */
export const practiceTrackingRow = z.object({
  playerId: z.string(),
  nflId: z.string().nullable(),
  /** The roster name; the entity id for someone tracked but on no roster. */
  name: z.string(),
  jersey: z.string(),
  position: z.string(),
  /** The football group of the position (01 §3.1); null for lacrosse, officials, unknown. */
  positionGroup: z.string().nullable(),
  /** The roster status code (01 §3.2: ACT, DEV, …); '' for someone on no roster. */
  status: z.string(),
  /** The session holds positions of the player. */
  tracking: z.boolean(),
  /** How many position samples the session holds of the player. */
  samples: z.number(),
});
export type PracticeTrackingRow = z.output<typeof practiceTrackingRow>;
