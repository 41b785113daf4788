/**
 * The rows of Game Manage (03 §2 Game Manage, §4 Reprocess status codes, §7 Removed plays,
 * Reprocess game): a game's removed plays with the plays and players the screen offers, the
 * answer to a reprocess and where it stands. Removed plays travel as single-entry mappings
 * `{"<playId>": "<nflId>"}` (domain/removed-plays.ts). Each is the `result` of its call in the
 * manifest (domain/calls.ts).
 */
import { z } from 'zod';
import { REPROCESS_CODE } from '../removed-plays';

/** Epoch milliseconds. */
const epochMs = z.number();

/** A removed play as the calls carry it: `{"<playId>": "<nflId>"}`. */
const removedPlayMapping = z.record(z.string(), z.string());

/** A play of the game (an imported period of periodType 'Play'). */
export const gamePlayChoiceRow = z.object({
  playId: z.string(),
  /** The period's name (quarter, clock and play id). */
  name: z.string(),
  quarter: z.number().nullable(),
});
export type GamePlayChoice = z.output<typeof gamePlayChoiceRow>;

/** A tracked player of the game with an NFL id. */
export const gamePlayerChoiceRow = z.object({
  nflId: z.string(),
  name: z.string(),
  jersey: z.string(),
  teamId: z.string(),
});
export type GamePlayerChoice = z.output<typeof gamePlayerChoiceRow>;

/** ignoreplaysforgame/{gameId}: a game's saved removed plays and what the screen offers. */
export const gameRemovedPlaysRow = z.object({
  gameId: z.string(),
  /** The saved list. */
  plays: z.array(removedPlayMapping),
  /** The list the game's numbers leave out now (its last reprocess's). */
  applied: z.array(removedPlayMapping),
  /** The game has started (03 §5). */
  editable: z.boolean(),
  updatedMs: epochMs.nullable(),
  updatedBy: z.string().nullable(),
  gamePlays: z.array(gamePlayChoiceRow),
  players: z.array(gamePlayerChoiceRow),
});
export type GameRemovedPlays = z.output<typeof gameRemovedPlaysRow>;

/** reprocessgame/{gameId}: the answer to a reprocess (03 §4 codes: 0 started, 100 queued, -1). */
export const gameReprocessAnswerRow = z.object({
  gameId: z.string(),
  code: z.union([
    z.literal(REPROCESS_CODE.started),
    z.literal(REPROCESS_CODE.queued),
    z.literal(REPROCESS_CODE.error),
  ]),
  /** The spec's message for the code, and why, for an error. */
  message: z.string(),
  /** The removed plays the run will apply. */
  plays: z.array(removedPlayMapping),
  requestedMs: epochMs,
});
export type GameReprocessAnswer = z.output<typeof gameReprocessAnswerRow>;

/** reprocessgame/{gameId}/status: where a game's reprocess stands (designed, 03 §2). */
export const gameReprocessStatusRow = z.object({
  gameId: z.string(),
  /** none: never reprocessed. */
  state: z.enum(['none', 'queued', 'running', 'done', 'failed']),
  /** Another run is queued behind the running one. */
  queued: z.boolean(),
  /** Whole percent of the players computed; 100 once done. */
  percent: z.number(),
  players: z.number(),
  done: z.number(),
  /** The removed plays of the run (running, queued) or of the last one (done, failed). */
  plays: z.array(removedPlayMapping),
  /** The removed plays the game's numbers leave out now (the last completed run's). */
  applied: z.array(removedPlayMapping),
  /** Why it failed. */
  error: z.string().nullable(),
  requestedMs: epochMs.nullable(),
  requestedBy: z.string().nullable(),
  updatedMs: epochMs.nullable(),
});
export type GameReprocessStatus = z.output<typeof gameReprocessStatusRow>;
