/**
 * Ball flights of live sessions (02 §2 Ball metrics page, live): each committed ingest batch
 * extends the session's balls' recent positions, and detection (metrics/ball-flights.ts)
 * runs only on each ball's samples since its last finished flight, capped at
 * {@link LIVE_FLIGHTS.windowMs}. A flight the ball has landed from is kept; one still in the
 * air (it reaches the newest sample) is shown as it stands and looked at again next batch.
 * Players' positions are kept for the same window only, to credit the launcher.
 *
 * So a batch costs detection over at most the window of each ball, whatever the session's
 * length. Like the live metrics (live-metrics.ts), a session is rebuilt from its stored
 * positions after a restart or an eviction, and dropped when it ends (its flights are then
 * the processing stage's, in ball_flights).
 */
import { LRUCache } from 'lru-cache';
import { isBallEntity, type TrackColumns } from '../../../domain';
import type { Db } from '../db/schema';
import { detectBallFlights, type BallFlight } from '../metrics';
import { loadTracks } from '../tracks/ingest';
import { concatTracks, sliceTrack } from '../tracks/window-codec';

/** Bounds of the live detection. */
export const LIVE_FLIGHTS = {
  /** Longest stretch of a ball's positions detection looks at (no flight lasts this long). */
  windowMs: 20_000,
  /** Kept before the last finished flight's end: the rest before a snap or a kick. */
  leadMs: 1_500,
  /** Sessions held at once; least recently used out first (rebuilt when next used). */
  maxSessions: 16,
} as const;

interface BallState {
  /** Positions since (about) the last finished flight, at most the window. */
  recent: TrackColumns;
  /** Finished flights, in time order. */
  readonly done: BallFlight[];
  /** A flight still in the air at the newest sample, if any. */
  open: BallFlight[];
}

interface SessionFlights {
  readonly balls: Map<string, BallState>;
  /** Players' positions over the window (to find who released a ball). */
  readonly players: Map<string, TrackColumns>;
  /** Players' positions ('QB', 'P', …), for the flight type. */
  readonly positions: Map<string, string>;
}

const EMPTY = (entityId: string, withZ: boolean): TrackColumns => ({
  entityId,
  atMs: new Float64Array(0),
  xYd: new Float32Array(0),
  yYd: new Float32Array(0),
  ...(withZ ? { zYd: new Float32Array(0) } : {}),
});

const lastMs = (t: TrackColumns): number => t.atMs[t.atMs.length - 1] ?? -Infinity;

/** The samples of `more` after `track`'s newest, appended. */
function append(track: TrackColumns, more: TrackColumns): TrackColumns {
  const newest = lastMs(track);
  const fresh = sliceTrack(more, newest + 1e-6, Infinity);
  if (fresh.atMs.length === 0) return track;
  return concatTracks(track.entityId, [track, fresh]);
}

/** Live ball flights of the sessions being tracked. */
export class LiveFlights {
  private readonly sessions = new LRUCache<string, SessionFlights>({
    max: LIVE_FLIGHTS.maxSessions,
  });
  private readonly rebuilding = new Map<string, Promise<SessionFlights>>();

  constructor(private readonly db: Db) {}

  /** Pushes committed samples and detects on each ball's recent window. */
  async feed(sessionId: string, tracks: readonly TrackColumns[]): Promise<void> {
    const state = await this.session(sessionId);
    await this.learnPositions(state, tracks);
    push(state, tracks);
  }

  /** The flights of a live session so far: finished ones, then any still in the air. */
  async flights(sessionId: string): Promise<Map<string, BallFlight[]>> {
    const state = await this.session(sessionId);
    return new Map([...state.balls].map(([id, b]) => [id, [...b.done, ...b.open]]));
  }

  /** Forgets a session (ended: its flights are then the processing stage's). */
  drop(sessionId: string): void {
    this.sessions.delete(sessionId);
    this.rebuilding.delete(sessionId);
  }

  private async learnPositions(state: SessionFlights, tracks: readonly TrackColumns[]) {
    const unknown = tracks
      .map((t) => t.entityId)
      .filter((id) => !isBallEntity(id) && !state.positions.has(id));
    if (unknown.length === 0) return;
    const rows = await this.db
      .selectFrom('players')
      .select(['player_id', 'position'])
      .where('player_id', 'in', [...new Set(unknown)])
      .execute();
    // Someone on no roster has no position; '' keeps them from being looked up each batch.
    for (const id of unknown) state.positions.set(id, '');
    for (const r of rows) state.positions.set(r.player_id, r.position);
  }

  private session(sessionId: string): Promise<SessionFlights> {
    const held = this.sessions.get(sessionId);
    if (held !== undefined) return Promise.resolve(held);
    let pending = this.rebuilding.get(sessionId);
    if (pending === undefined) {
      const started = this.rebuild(sessionId);
      pending = started;
      this.rebuilding.set(sessionId, started);
      started.then(
        (state) => {
          if (this.rebuilding.get(sessionId) !== started) return;
          this.rebuilding.delete(sessionId);
          this.sessions.set(sessionId, state);
        },
        () => {
          if (this.rebuilding.get(sessionId) === started) this.rebuilding.delete(sessionId);
        },
      );
    }
    return pending;
  }

  /** From the stored positions: each ball's whole track once, then the window from there. */
  private async rebuild(sessionId: string): Promise<SessionFlights> {
    const state: SessionFlights = { balls: new Map(), players: new Map(), positions: new Map() };
    const tracks = await loadTracks(this.db, sessionId);
    await this.learnPositions(state, tracks);
    const players = new Map(
      tracks.filter((t) => !isBallEntity(t.entityId)).map((t) => [t.entityId, t]),
    );
    for (const ball of tracks.filter((t) => isBallEntity(t.entityId))) {
      const all = detectBallFlights(ball, { players, positions: state.positions });
      const done = all.filter((f) => !f.endedByData);
      const open = all.filter((f) => f.endedByData);
      state.balls.set(ball.entityId, { recent: recentOf(ball, done), done, open });
    }
    const newest = Math.max(...tracks.map(lastMs), -Infinity);
    for (const [id, t] of players)
      state.players.set(id, sliceTrack(t, newest - LIVE_FLIGHTS.windowMs, Infinity));
    return state;
  }
}

/** The part of a ball's positions detection still needs: from its last flight's end. */
function recentOf(ball: TrackColumns, done: readonly BallFlight[]): TrackColumns {
  const newest = lastMs(ball);
  const lastEnd = done[done.length - 1]?.endTimeMS ?? -Infinity;
  const from = Math.max(lastEnd - LIVE_FLIGHTS.leadMs, newest - LIVE_FLIGHTS.windowMs);
  return sliceTrack(ball, from, Infinity);
}

function push(state: SessionFlights, tracks: readonly TrackColumns[]): void {
  const newest = Math.max(...tracks.map(lastMs), -Infinity);
  // Players whole over the batch while its balls are looked at (a long batch's early
  // throws need their passers), then cut to the window.
  for (const t of tracks) {
    if (isBallEntity(t.entityId)) continue;
    state.players.set(
      t.entityId,
      append(state.players.get(t.entityId) ?? EMPTY(t.entityId, false), t),
    );
  }
  for (const t of tracks) {
    if (!isBallEntity(t.entityId)) continue;
    const ball = state.balls.get(t.entityId) ?? {
      recent: EMPTY(t.entityId, t.zYd !== undefined),
      done: [],
      open: [],
    };
    state.balls.set(t.entityId, ball);
    const recent = append(ball.recent, t);
    const lastEnd = ball.done[ball.done.length - 1]?.endTimeMS ?? -Infinity;
    // Flights that began before the last finished one ended are its tail, seen again.
    const found = detectBallFlights(recent, {
      players: state.players,
      positions: state.positions,
    }).filter((f) => f.startTimeMS > lastEnd);
    for (const f of found) if (!f.endedByData) ball.done.push(f);
    ball.open = found.filter((f) => f.endedByData);
    ball.recent = recentOf(recent, ball.done);
  }
  for (const [id, t] of state.players)
    state.players.set(id, sliceTrack(t, newest - LIVE_FLIGHTS.windowMs, Infinity));
}
