/**
 * Metrics of sessions being tracked, kept incrementally in memory: each committed ingest
 * batch is pushed into per-player accumulators of the metrics engine. After a restart (or
 * an eviction) a live session's accumulators are rebuilt from the stored windows on first use.
 *
 * Only live sessions belong here (decision 0027): a finished session's numbers are what
 * processing kept (stored-metrics.ts), so the routes never ask for one, and a session is
 * dropped when it ends. The accumulators are held in a least-recently-used cache bounded by
 * bytes (each engine's state block and speed series), so however many sessions are read, at
 * most {@link LiveMetricsOptions.maxBytes} stay; an evicted live session is rebuilt from its
 * stored positions when next fed or read.
 *
 * Each player's engine starts from the store's part as processing reads it (metricsInputs: the
 * team's zones as saved, the player's speed target, the past week's max), read once when the
 * session's accumulators are built; a zone save drops the team's live sessions, which are then
 * rebuilt under the new zones (decision 0036).
 */
import { LRUCache } from 'lru-cache';
import { isBallEntity, type TrackColumns } from '../../../domain';
import type { Db } from '../db/schema';
import type { SessionDoc } from '../sessions/sessions';
import {
  createPlayerMetrics,
  DEFAULT_RELATIVE_PERCENTS,
  DEFAULT_TEAM_ZONES,
  type MetricValues,
  type PlayerMetrics,
} from '../metrics';
import { ApiError } from '../http/envelope';
import { getSession } from '../sessions/sessions';
import { loadTracks } from '../tracks/ingest';
import { metricsInputs, playerOptionsOf, zonesOf, type MetricsInputs } from './stored-metrics';

interface Accumulator {
  readonly metrics: PlayerMetrics;
  lastMs: number;
}

/** A session's players' accumulators, and the store's part their engines start from. */
interface SessionAccumulators {
  readonly teamId: string;
  readonly inputs: MetricsInputs;
  readonly players: Map<string, Accumulator>;
}

/**
 * What the cache holds for a session: a fresh object on every re-insert, because the cache
 * measures an entry only when a new value is set (the accumulators grow with each batch).
 */
interface Held {
  readonly players: SessionAccumulators;
}

/**
 * Whether a session has finished: its numbers are then the ones processing keeps, never
 * live accumulators.
 */
export const isFinished = (doc: Pick<SessionDoc, 'status'>): boolean => doc.status === 'complete';

/** Bounds of the live accumulators. */
export interface LiveMetricsOptions {
  /** Bytes of accumulators kept, all sessions together; least recently used out first. */
  readonly maxBytes: number;
}

/**
 * 256 MiB: a two-hour practice of a full squad at 10 Hz holds about 90 MB (the speed series
 * is 12 bytes a sample), so a few live sessions fit side by side.
 */
export const LIVE_METRICS_DEFAULTS: LiveMetricsOptions = { maxBytes: 256 * 1024 * 1024 };

/** The bytes a session's accumulators hold, about (never 0: the cache needs a positive size). */
export function heldBytesOf({ players }: SessionAccumulators): number {
  let bytes = 256;
  for (const [entityId, a] of players) bytes += 128 + entityId.length * 2 + a.metrics.heldBytes();
  return bytes;
}

/** Live metric accumulators of the sessions being tracked. */
export class LiveMetrics {
  private readonly sessions: LRUCache<string, Held>;
  /** Rebuilds in flight (at most one per session; gone once done). */
  private readonly rebuilding = new Map<string, Promise<SessionAccumulators>>();

  constructor(
    private readonly db: Db,
    options: LiveMetricsOptions = LIVE_METRICS_DEFAULTS,
  ) {
    this.sessions = new LRUCache<string, Held>({
      maxSize: options.maxBytes,
      sizeCalculation: (held) => heldBytesOf(held.players),
    });
  }

  /** Pushes committed samples; samples already pushed (by a rebuild) are skipped. */
  async feed(sessionId: string, tracks: readonly TrackColumns[]): Promise<void> {
    const players = await this.session(sessionId);
    for (const track of tracks) push(players, track);
    // Measured again (a new entry object) unless it was dropped or evicted meanwhile.
    if (this.sessions.peek(sessionId)?.players === players)
      this.sessions.set(sessionId, { players });
  }

  /** Current metric values per entity of a live session. */
  async values(sessionId: string): Promise<Map<string, MetricValues>> {
    const { players } = await this.session(sessionId);
    return new Map([...players].map(([id, a]) => [id, a.metrics.values()]));
  }

  /** Speed series of one entity of a live session, for the velocity graph. */
  async speedSeries(sessionId: string, entityId: string, everyNth = 10) {
    const { players } = await this.session(sessionId);
    return players.get(entityId)?.metrics.speedSeries(everyNth) ?? null;
  }

  /**
   * Forgets the live sessions of a team whose zones were saved: the next feed or read rebuilds
   * them from their stored positions under the new zones.
   */
  dropTeam(teamId: string): void {
    for (const [sessionId, held] of this.sessions.entries())
      if (held.players.teamId === teamId) this.drop(sessionId);
    // A rebuild in flight read the old zones: it is not kept.
    this.rebuilding.clear();
  }

  /** Forgets a session (deleted, or finished: its numbers are then processing's). */
  drop(sessionId: string): void {
    this.sessions.delete(sessionId);
    this.rebuilding.delete(sessionId);
  }

  /** Whether accumulators of the session are held (or being rebuilt). */
  holds(sessionId: string): boolean {
    return this.sessions.has(sessionId) || this.rebuilding.has(sessionId);
  }

  /** Bytes held by all sessions' accumulators, as the bound counts them. */
  heldBytes(): number {
    return this.sessions.calculatedSize;
  }

  private session(sessionId: string): Promise<SessionAccumulators> {
    const held = this.sessions.get(sessionId);
    if (held !== undefined) return Promise.resolve(held.players);
    let pending = this.rebuilding.get(sessionId);
    if (pending === undefined) {
      const started = rebuild(this.db, sessionId);
      pending = started;
      this.rebuilding.set(sessionId, started);
      // Kept only if nobody dropped the session while it was read.
      started.then(
        (players) => {
          if (this.rebuilding.get(sessionId) !== started) return;
          this.rebuilding.delete(sessionId);
          this.sessions.set(sessionId, { players });
        },
        () => {
          if (this.rebuilding.get(sessionId) === started) this.rebuilding.delete(sessionId);
        },
      );
    }
    return pending;
  }
}

/** The store's part of a session the store does not know (yet): the engine's constants. */
const NO_INPUTS: MetricsInputs = {
  history: new Map(),
  targets: new Map(),
  zones: DEFAULT_TEAM_ZONES,
  relativePercents: DEFAULT_RELATIVE_PERCENTS,
  playerZones: new Map(),
};

async function rebuild(db: Db, sessionId: string): Promise<SessionAccumulators> {
  const doc = await getSession(db, sessionId).catch((error: unknown) => {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  });
  const session = {
    teamId: doc?.teamId ?? '',
    inputs: doc === null ? NO_INPUTS : await metricsInputs(db, doc),
    players: new Map<string, Accumulator>(),
  };
  for (const track of await loadTracks(db, sessionId)) push(session, track);
  return session;
}

function push({ inputs, players }: SessionAccumulators, track: TrackColumns): void {
  if (isBallEntity(track.entityId)) return;
  let a = players.get(track.entityId);
  if (a === undefined) {
    const zones = zonesOf(inputs, track.entityId);
    a = {
      metrics: createPlayerMetrics(playerOptionsOf(inputs, track.entityId, zones)),
      lastMs: -Infinity,
    };
    players.set(track.entityId, a);
  }
  let from = 0;
  while (from < track.atMs.length && (track.atMs[from] ?? 0) <= a.lastMs) from++;
  if (from === track.atMs.length) return;
  a.metrics.push(track.atMs.subarray(from), track.xYd.subarray(from), track.yYd.subarray(from));
  a.lastMs = track.atMs[track.atMs.length - 1] ?? a.lastMs;
}
