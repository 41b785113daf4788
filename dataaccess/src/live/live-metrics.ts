/**
 * Metrics of sessions being tracked, kept incrementally in memory: each committed ingest
 * batch is pushed into per-player accumulators of the metrics engine. After a restart a
 * session's accumulators are rebuilt from the stored windows on first use.
 */
import { isBallEntity, type TrackColumns } from '../../../domain';
import type { Db } from '../db/schema';
import {
  createPlayerMetrics,
  DEFAULT_TEAM_ZONES,
  type MetricValues,
  type PlayerMetrics,
} from '../metrics';
import { loadTracks } from '../tracks/ingest';

interface Accumulator {
  readonly metrics: PlayerMetrics;
  lastMs: number;
}

type SessionAccumulators = Map<string, Accumulator>;

/** Live metric accumulators of every session that received positions. */
export class LiveMetrics {
  private readonly sessions = new Map<string, Promise<SessionAccumulators>>();

  constructor(private readonly db: Db) {}

  /** Pushes committed samples; samples already pushed (by a rebuild) are skipped. */
  async feed(sessionId: string, tracks: readonly TrackColumns[]): Promise<void> {
    const accumulators = await this.session(sessionId);
    for (const track of tracks) push(accumulators, track);
  }

  /** Current metric values per entity of a session. */
  async values(sessionId: string): Promise<Map<string, MetricValues>> {
    const accumulators = await this.session(sessionId);
    return new Map([...accumulators].map(([id, a]) => [id, a.metrics.values()]));
  }

  /** Speed series of one entity, for the velocity graph. */
  async speedSeries(sessionId: string, entityId: string, everyNth = 10) {
    const accumulators = await this.session(sessionId);
    return accumulators.get(entityId)?.metrics.speedSeries(everyNth) ?? null;
  }

  /** Forgets a session (deleted, or finished and written to history). */
  drop(sessionId: string): void {
    this.sessions.delete(sessionId);
  }

  private session(sessionId: string): Promise<SessionAccumulators> {
    let session = this.sessions.get(sessionId);
    if (session === undefined) {
      session = rebuild(this.db, sessionId);
      this.sessions.set(sessionId, session);
      session.catch(() => this.sessions.delete(sessionId));
    }
    return session;
  }
}

async function rebuild(db: Db, sessionId: string): Promise<SessionAccumulators> {
  const accumulators: SessionAccumulators = new Map();
  for (const track of await loadTracks(db, sessionId)) push(accumulators, track);
  return accumulators;
}

function push(accumulators: SessionAccumulators, track: TrackColumns): void {
  if (isBallEntity(track.entityId)) return;
  let a = accumulators.get(track.entityId);
  if (a === undefined) {
    a = { metrics: createPlayerMetrics({ zones: DEFAULT_TEAM_ZONES }), lastMs: -Infinity };
    accumulators.set(track.entityId, a);
  }
  let from = 0;
  while (from < track.atMs.length && (track.atMs[from] ?? 0) <= a.lastMs) from++;
  if (from === track.atMs.length) return;
  a.metrics.push(track.atMs.subarray(from), track.xYd.subarray(from), track.yYd.subarray(from));
  a.lastMs = track.atMs[track.atMs.length - 1] ?? a.lastMs;
}
