/**
 * The simulation's dataaccess: the gateway's own client (conditional GET with ETag, the
 * envelope check) whose transport answers in process instead of over HTTP, and counts every
 * request. Live answers change on every poll, as a running practice's do (new positions each
 * second, moving metrics); schedule, monitor, data-ops and alert answers stay the same, so
 * after the first they cost a 304, as an unchanged list does against the real dataaccess.
 * Answers are small (a few rows): the simulation counts requests and frames; bytes per update
 * come from `npm run bench:fanout`.
 */
import { DataaccessClient } from '../../gateway/src/upstream/dataaccess-client';

/** Every request of a run: per topic key, the simulated times it was asked at. */
export class UpstreamLog {
  readonly requests = new Map<string, number[]>();
  total = 0;
  notModified = 0;

  record(key: string, atMs: number): void {
    this.total++;
    const times = this.requests.get(key);
    if (times === undefined) this.requests.set(key, [atMs]);
    else times.push(atMs);
  }
}

/**
 * The request's topic key: its path without the time window, which moves with the clock
 * (`startTime`, `endTime`, `sinceMs`), so one topic's polls share one key.
 */
export function requestKey(namespace: string, path: string): string {
  return `${namespace}|${path.replace(/(startTime|endTime|sinceMs)=\d+&?/g, '').replace(/[?&]$/, '')}`;
}

const ENTITIES = 4;

/** What dataaccess would answer to `path` now (a few rows), and whether it changes per poll. */
function answerOf(path: string, nowMs: number): { results: unknown[]; changing: boolean } {
  const id = /^live(?:practice|tracks)\/([^?]+)/.exec(path)?.[1] ?? '';
  if (path.startsWith('livetracks/')) {
    const tracks = Array.from({ length: ENTITIES }, (_, i) => ({
      entityId: `${id}-p${i}`,
      atMs: [nowMs],
      xYd: [10 + ((nowMs / 100 + i) % 100)],
      yYd: [5 + i],
    }));
    return { results: tracks, changing: true };
  }
  if (path.startsWith('livepractice/')) {
    const players = Array.from({ length: ENTITIES }, (_, i) => ({
      id: `${id}-p${i}`,
      name: `Player ${i}`,
      jerseyNumber: i,
      position: 'WR',
      metrics: { totalDis: Math.round(nowMs / 1000) % 5000, maxSpeedMPH: 15 + i },
    }));
    const header = { _id: id, type: 'practice', status: 'live', name: id, drills: [] };
    return { results: [{ header, players }], changing: true };
  }
  if (path.startsWith('alerts/')) return { results: [], changing: false };
  const event = { _id: 'event-1', type: 'practice', status: 'live', name: 'Practice' };
  return { results: [event], changing: false };
}

/** A {@link DataaccessClient} whose requests are answered in process and counted. */
export class LeagueDataaccess extends DataaccessClient {
  private readonly versions = new Map<string, number>();

  /** `namespace` keeps topics of the same name in different simulated catalogues apart. */
  constructor(
    private readonly log: UpstreamLog,
    private readonly namespace: string,
  ) {
    super('http://dataaccess.sim', 'sim-service-token');
  }

  override request(
    method: string,
    path: string,
    options: { actor: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response> {
    const nowMs = Date.now();
    const key = requestKey(this.namespace, path);
    this.log.record(key, nowMs);
    const { results, changing } = answerOf(path, nowMs);
    const version = changing ? (this.versions.get(key) ?? 0) + 1 : 1;
    this.versions.set(key, version);
    const etag = `"${version}"`;
    if (method === 'GET' && options.headers?.['if-none-match'] === etag) {
      this.log.notModified++;
      return Promise.resolve(new Response(null, { status: 304, headers: { etag } }));
    }
    const envelope = { results, code: 0, status: 'OK' };
    return Promise.resolve(
      new Response(JSON.stringify(envelope), {
        status: 200,
        headers: { etag, 'content-type': 'application/json' },
      }),
    );
  }
}
