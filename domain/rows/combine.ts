/**
 * The rows of the Combine Logger (03 §3 Combine event, §4 Combine drill, §7 Combine event): a
 * practice's drills with the matched player and the player's numbers over each, and the
 * answer of a drill's start. The drill's own fields are those of the combine rules' event
 * (state-machines/combineDrill.ts CombineEvent), so a checked row is what the rules take.
 * Each is the `result` of its call in the manifest (domain/calls.ts).
 */
import { z } from 'zod';

/** Epoch milliseconds. */
const epochMs = z.number();

/** A player's numbers over one drill, and the window they cover. */
export const drillNumbersRow = z.object({
  /** Tracked time (s): fullpractice's timeTrkd over the window. */
  timeSec: z.number(),
  /** Distance (yd): totalDis. */
  distanceYd: z.number(),
  /** Top speed (mph): maxSpeedMPH; null when no speed was measured. */
  topSpeedMph: z.number().nullable(),
  fromMs: epochMs,
  toMs: epochMs,
});
export type CombineDrillNumbers = z.output<typeof drillNumbersRow>;

/**
 * combine/event/{id} (GET) and combine/event/{id}/{eventId} (PUT): a drill of the practice as
 * stored (03 §3), with the roster player its jersey matched and the player's numbers.
 */
export const combineDrillRow = z.object({
  /** drillOnest/drillTwost while running, drillOneend/drillTwoend once ended. */
  id: z.string(),
  /** The position group. */
  type: z.string(),
  drill: z.string(),
  stTime: epochMs,
  endTime: epochMs.optional(),
  timestamp: epochMs.optional(),
  jerseyNumber: z.string(),
  event_id: z.string(),
  /** The period in progress at the start. */
  session_id: z.number().optional(),
  modified: z.boolean().optional(),
  review: z.boolean().optional(),
  deleted: z.boolean().optional(),
  isCustom: z.boolean().optional(),
  /** The matched roster player, or null (a yellow row). */
  entity_id: z.string().nullable(),
  esbid: z.string().nullable(),
  playerName: z.string().nullable(),
  /** Null while open, without a player or without positions. */
  numbers: drillNumbersRow.nullable(),
  /** Whether the numbers cover every position of the drill (else they are read again). */
  numbersFinal: z.boolean(),
});
export type CombineDrill = z.output<typeof combineDrillRow>;

/** combine/event/{id} (POST): a started drill's answer, a JSON string `{"event_id"}` (03 §7). */
export const combineStartRow = z.string();
export type CombineStart = z.output<typeof combineStartRow>;
