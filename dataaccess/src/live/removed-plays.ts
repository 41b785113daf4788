/**
 * Removed plays of a game (03 §2 Game Manage, §5): a play of an imported game and a player
 * (by NFL id) whose samples in that play are left out of the game's numbers. A saved list
 * takes effect when the game is reprocessed: the reprocess keeps the list it applied, resolved
 * to the play's span and the player's entity ids, on the game's document (`removedPlays`), and
 * every computation of the game's numbers from its stored positions (the kept metrics, the
 * processing job, the filtered views) reads the positions through {@link loadSessionTracks},
 * which leaves those samples out. The positions themselves stay stored (the practice viewer
 * still plays them back), so a play put back returns with the next reprocess.
 */
import type { RemovedPlay, TrackColumns } from '../../../domain';
import type { Db } from '../db/schema';
import type { SessionDoc } from '../sessions/sessions';
import { loadTracks } from '../tracks/ingest';

/** A play of an imported game: a period with periodType 'Play' (importers/import-games.ts). */
export interface GamePlay {
  readonly playId: string;
  /** The period's name (quarter, clock and play id). */
  readonly name: string;
  readonly quarter: number | null;
  /** The play's first and last sample, epoch ms. */
  readonly startMs: number;
  readonly endMs: number;
}

/** A player tracked in a game who has an NFL id. */
export interface GamePlayer {
  readonly entityId: string;
  readonly nflId: string;
  readonly name: string;
  readonly jersey: string;
  readonly teamId: string;
}

/** A removed play as a reprocess applied it: the play's span and the player's entity ids. */
export interface AppliedRemovedPlay extends RemovedPlay {
  /** The stored players with that NFL id tracked in the game (one, unless the roster repeats it). */
  readonly entityIds: readonly string[];
  /** The play's first and last sample, epoch ms: both are left out. */
  readonly startMs: number;
  readonly endMs: number;
}

interface Drill {
  periodType?: unknown;
  playId?: unknown;
  drillType?: unknown;
  quarter?: unknown;
  startTs?: unknown;
  endTs?: unknown;
}

/** The plays of a game, in the order it lists them (a game that is not imported has none). */
export function gamePlays(doc: SessionDoc): GamePlay[] {
  const drills = (Array.isArray(doc.drills) ? doc.drills : []) as Drill[];
  return drills.flatMap((d) => {
    if (d.periodType !== 'Play' || typeof d.playId !== 'string') return [];
    if (typeof d.startTs !== 'number' || typeof d.endTs !== 'number') return [];
    return [
      {
        playId: d.playId,
        name: typeof d.drillType === 'string' ? d.drillType : `Play ${d.playId}`,
        quarter: typeof d.quarter === 'number' ? d.quarter : null,
        startMs: d.startTs,
        endMs: d.endTs,
      },
    ];
  });
}

/** The players with an NFL id who have stored positions in a game, by NFL id then id. */
export async function gamePlayers(db: Db, sessionId: string): Promise<GamePlayer[]> {
  const rows = await db
    .selectFrom('players')
    .select(['player_id', 'nfl_id', 'name', 'jersey', 'team_id'])
    .where('nfl_id', 'is not', null)
    .where('player_id', 'in', (eb) =>
      eb
        .selectFrom('track_windows')
        .select('entity_id')
        .distinct()
        .where('session_id', '=', sessionId),
    )
    .orderBy('nfl_id')
    .orderBy('player_id')
    .execute();
  return rows.map((r) => ({
    entityId: r.player_id,
    nflId: r.nfl_id ?? '',
    name: r.name,
    jersey: r.jersey,
    teamId: r.team_id,
  }));
}

/** What {@link resolveRemovedPlays} found: the plays as they apply, or the first problem. */
export type Resolution =
  | { readonly ok: true; readonly applied: AppliedRemovedPlay[] }
  | { readonly ok: false; readonly index: number; readonly problem: string };

/**
 * Resolves removed plays against a game: each play must be one of the game's plays and each
 * NFL id one of its tracked players'; the first that is not is named.
 */
export async function resolveRemovedPlays(
  db: Db,
  doc: SessionDoc,
  plays: readonly RemovedPlay[],
): Promise<Resolution> {
  const byPlay = new Map(gamePlays(doc).map((p) => [p.playId, p]));
  const players = await gamePlayers(db, doc._id);
  const applied: AppliedRemovedPlay[] = [];
  for (const [index, removed] of plays.entries()) {
    const play = byPlay.get(removed.playId);
    if (play === undefined)
      return {
        ok: false,
        index,
        problem: `play ${removed.playId} is not a play of game ${doc._id}`,
      };
    const entityIds = players.filter((p) => p.nflId === removed.nflId).map((p) => p.entityId);
    if (entityIds.length === 0)
      return {
        ok: false,
        index,
        problem: `NFL ID ${removed.nflId} is not a player tracked in game ${doc._id}`,
      };
    applied.push({ ...removed, entityIds, startMs: play.startMs, endMs: play.endMs });
  }
  return { ok: true, applied };
}

/** The removed plays the game's last reprocess applied (none for a practice or before one). */
export function appliedRemovedPlays(doc: SessionDoc): AppliedRemovedPlay[] {
  const list = doc.removedPlays;
  return Array.isArray(list) ? (list as AppliedRemovedPlay[]) : [];
}

/** The samples of a track outside the given inclusive spans (a new track; the same when none). */
function outside(
  track: TrackColumns,
  spans: readonly { startMs: number; endMs: number }[],
): TrackColumns {
  const keep: number[] = [];
  const n = track.atMs.length;
  for (let i = 0; i < n; i++) {
    const t = track.atMs[i] ?? Number.NaN;
    if (!spans.some((s) => t >= s.startMs && t <= s.endMs)) keep.push(i);
  }
  if (keep.length === n) return track;
  const pick = <A extends Float64Array | Float32Array>(from: A, to: A): A => {
    keep.forEach((k, j) => {
      to[j] = from[k] ?? 0;
    });
    return to;
  };
  const cut = {
    entityId: track.entityId,
    atMs: pick(track.atMs, new Float64Array(keep.length)),
    xYd: pick(track.xYd, new Float32Array(keep.length)),
    yYd: pick(track.yYd, new Float32Array(keep.length)),
  };
  return track.zYd ? { ...cut, zYd: pick(track.zYd, new Float32Array(keep.length)) } : cut;
}

/**
 * The tracks with the removed plays' samples left out: for each removed play, every sample of
 * its players from the play's first sample to its last, both included.
 */
export function cutRemovedPlays(
  tracks: readonly TrackColumns[],
  removed: readonly AppliedRemovedPlay[],
): TrackColumns[] {
  if (removed.length === 0) return [...tracks];
  return tracks.map((track) => {
    const spans = removed.filter((r) => r.entityIds.includes(track.entityId));
    return spans.length === 0 ? track : outside(track, spans);
  });
}

/**
 * A session's stored tracks as its numbers count them: a game's removed plays (as its last
 * reprocess applied them) left out.
 */
export async function loadSessionTracks(db: Db, doc: SessionDoc): Promise<TrackColumns[]> {
  return cutRemovedPlays(await loadTracks(db, doc._id), appliedRemovedPlays(doc));
}
