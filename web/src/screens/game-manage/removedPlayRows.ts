/**
 * The rows of the Removed Plays table (03 §2 Game Manage, §5): what each cell says is wrong,
 * whether the list may be saved, and what is sent. The checks of 03 §5 come from the domain;
 * the game's own plays and tracked players (which the server checks too) are named here so a
 * cell says so before Save is pressed.
 */
import {
  nflIdError,
  playIdError,
  removedPlayMappings,
  removedPlaysOf,
  type GameRemovedPlays,
  type RemovedPlay,
  type RemovedPlayMapping,
} from '../../../../domain';

/** One row being edited: a removed play with a key that stays while its text changes. */
export interface RemovedPlayRow extends RemovedPlay {
  readonly key: number;
}

/** What a row's cells say is wrong (null: nothing). */
export interface RowProblems {
  readonly playId: string | null;
  readonly nflId: string | null;
}

/** The rows of a saved list, keyed from `firstKey`. */
export function rowsOf(mappings: readonly RemovedPlayMapping[], firstKey = 0): RemovedPlayRow[] {
  return (removedPlaysOf(mappings) ?? []).map((play, i) => ({ ...play, key: firstKey + i }));
}

/**
 * Why each cell of a row fails: the checks of 03 §5, then the game's plays and players, then
 * a pair listed twice (named on its later row).
 */
export function rowProblems(
  rows: readonly RemovedPlay[],
  game: Pick<GameRemovedPlays, 'gamePlays' | 'players'>,
): RowProblems[] {
  const plays = new Set(game.gamePlays.map((p) => p.playId));
  const players = new Set(game.players.map((p) => p.nflId));
  return rows.map((row, i) => {
    const playId =
      playIdError(row.playId) ??
      (plays.has(row.playId) ? null : `Play ${row.playId} is not a play of this game.`);
    const twice = rows
      .slice(0, i)
      .some((other) => other.playId === row.playId && other.nflId === row.nflId);
    const nflId =
      nflIdError(row.nflId) ??
      (players.has(row.nflId) ? null : `NFL ID ${row.nflId} was not tracked in this game.`) ??
      (twice ? `Play ${row.playId} of NFL ID ${row.nflId} is listed twice.` : null);
    return { playId, nflId };
  });
}

/** Whether every row passes (03 §5: Save is disabled while any row fails). */
export const allPass = (problems: readonly RowProblems[]): boolean =>
  problems.every((p) => p.playId === null && p.nflId === null);

/** The list the rows send: single-entry mappings in row order. */
export const mappingsOf = (rows: readonly RemovedPlay[]): RemovedPlayMapping[] =>
  removedPlayMappings(rows.map(({ playId, nflId }) => ({ playId, nflId })));

/** Whether the rows differ from a saved list (order counts: it is the list sent). */
export function changedFrom(
  rows: readonly RemovedPlay[],
  saved: readonly RemovedPlayMapping[],
): boolean {
  return JSON.stringify(mappingsOf(rows)) !== JSON.stringify(saved);
}

/** What a row is about, in words: the play's name and the player's, when the game has them. */
export function rowDetails(
  row: RemovedPlay,
  game: Pick<GameRemovedPlays, 'gamePlays' | 'players'>,
): string {
  const play = game.gamePlays.find((p) => p.playId === row.playId);
  const player = game.players.find((p) => p.nflId === row.nflId);
  return [play?.name, player === undefined ? undefined : `${player.name} #${player.jersey}`]
    .filter((part) => part !== undefined && part !== '')
    .join(' · ');
}
