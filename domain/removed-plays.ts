/**
 * Removed plays of a game (03 §2 Game Manage, §3, §4, §5, §7): a play id and the NFL id of
 * the player whose samples in that play are left out of the game's numbers, sent as a list
 * of single-entry mappings `[{"<playId>": "<nflId>"}]`, and the reprocess that applies them
 * with its status codes. Shared by dataaccess (the calls) and the Game Manage screen.
 */
import { MSG_REPROCESS_ERROR, MSG_REPROCESS_QUEUED, MSG_REPROCESS_STARTED } from './messages';

/** One removed play: the player (by NFL id) whose samples in the play are left out. */
export interface RemovedPlay {
  readonly playId: string;
  readonly nflId: string;
}

/** A removed play as the calls carry it: a single-entry mapping of play id to NFL id. */
export type RemovedPlayMapping = Readonly<Record<string, string>>;

/** The list of single-entry mappings the calls carry (03 §3, §7). */
export const removedPlayMappings = (plays: readonly RemovedPlay[]): RemovedPlayMapping[] =>
  plays.map((p) => ({ [p.playId]: p.nflId }));

/**
 * The removed plays of a list of single-entry mappings; null when an entry is not a mapping of
 * exactly one play id to one NFL id (a number is read as its digits).
 */
export function removedPlaysOf(mappings: readonly unknown[]): RemovedPlay[] | null {
  const plays: RemovedPlay[] = [];
  for (const entry of mappings) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
    const pairs = Object.entries(entry as Record<string, unknown>);
    const [pair] = pairs;
    if (pairs.length !== 1 || pair === undefined) return null;
    const [playId, nflId] = pair;
    if (typeof nflId === 'number' && Number.isSafeInteger(nflId)) {
      plays.push({ playId, nflId: String(nflId) });
    } else if (typeof nflId === 'string') plays.push({ playId, nflId });
    else return null;
  }
  return plays;
}

/** The same removed play: play id and NFL id alike. */
export const sameRemovedPlay = (a: RemovedPlay, b: RemovedPlay): boolean =>
  a.playId === b.playId && a.nflId === b.nflId;

/** The status codes of `reprocessgame/{gameId}` (03 §4 Reprocess status codes). */
export const REPROCESS_CODE = {
  /** Reprocessing started. */
  started: 0,
  /** Queued behind a reprocess of the same game that is running. */
  queued: 100,
  /** Error (the answer says why). */
  error: -1,
} as const;

/** One of {@link REPROCESS_CODE}. */
export type ReprocessCode = (typeof REPROCESS_CODE)[keyof typeof REPROCESS_CODE];

/** What the screen says for a reprocess status code (03 §8). */
export function reprocessMessage(code: ReprocessCode): string {
  switch (code) {
    case REPROCESS_CODE.started:
      return MSG_REPROCESS_STARTED;
    case REPROCESS_CODE.queued:
      return MSG_REPROCESS_QUEUED;
    default:
      return MSG_REPROCESS_ERROR;
  }
}

/** Where a game's reprocess stands: none asked yet, queued, running, done or failed. */
export type ReprocessState = 'none' | 'queued' | 'running' | 'done' | 'failed';
