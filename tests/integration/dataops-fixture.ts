/**
 * What the data-ops suites share: a finished practice with a dataset (started, so it sits at
 * I_I as a started practice does), its players on the roster and the simulator's positions
 * stored, and the reads that check the worker's work.
 */
import type { Db } from '../../dataaccess';
import type { MetricValues } from '../../dataaccess/src/metrics';
import { generateRoster } from '../../simulator';
import { insertTeams } from '../../scripts/demo/seed';
import { storePastSession } from '../support/past-sessions';

/** The team of the suites' practices. */
export const OPS_TEAM = '3700';

/** A roster of `size` players whose ids start with `prefix`. */
export const opsRoster = (prefix: string, size: number, seed = 31) =>
  generateRoster({ seed, teamAbbr: 'DO', league: 'nfl', size }).map((p) => ({
    ...p,
    id: `${prefix}-${p.id}`,
  }));

/** Teams and the players on the roster. */
export async function seedRoster(
  db: Db,
  players: ReturnType<typeof opsRoster>,
  withTeams = true,
): Promise<void> {
  if (withTeams) await insertTeams(db);
  await db
    .insertInto('players')
    .values(
      players.map((p) => ({
        player_id: p.id,
        team_id: OPS_TEAM,
        name: p.name,
        jersey: p.jersey,
        position: p.position,
        status: 'ACT',
        nfl_id: null,
        esb_id: null,
        gsis_id: null,
      })),
    )
    .execute();
}

/**
 * A finished practice with stored positions and a dataset at `replicaStatus` (I_I: started,
 * never processed). Its players' numbers are kept (as the end-of-practice job keeps them).
 */
export async function seedFinishedPractice(
  db: Db,
  id: string,
  players: ReturnType<typeof opsRoster>,
  startMs: number,
  options: {
    durationMs?: number;
    replicaStatus?: string;
    seed?: number;
    dataset?: boolean;
    computeMetrics?: boolean;
    /** The venue it ran at. */
    siteId?: string;
  } = {},
): Promise<void> {
  // Seeded and imported sessions never had a dataset call: their dataset is the session.
  const dataset =
    options.dataset === false
      ? {}
      : {
          dataset_id: id,
          dataset_ref_id: `DS-${id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}`,
          dsid: id,
          extraData: { replicaStatus: options.replicaStatus ?? 'I_I' },
        };
  await storePastSession(
    db,
    {
      id,
      kind: 'practice',
      teamId: OPS_TEAM,
      startMs,
      durationMs: options.durationMs ?? 2 * 60_000,
      players,
      fields: { ...dataset, ...(options.siteId === undefined ? {} : { siteId: options.siteId }) },
      computeMetrics: options.computeMetrics ?? true,
    },
    options.seed ?? 3,
  );
}

/** The kept numbers of a session's players, by player. */
export async function keptMetrics(db: Db, sessionId: string): Promise<Map<string, MetricValues>> {
  const rows = await db
    .selectFrom('session_metrics')
    .select(['entity_id', 'doc'])
    .where('session_id', '=', sessionId)
    .execute();
  return new Map(
    rows.map((r) => [r.entity_id, (JSON.parse(r.doc) as { metrics: MetricValues }).metrics]),
  );
}

/** Overwrites a player's kept total distance (in its document and its column). */
export async function tamperMetrics(
  db: Db,
  sessionId: string,
  playerId: string,
  totalDis: number,
): Promise<void> {
  const row = await db
    .selectFrom('session_metrics')
    .select('doc')
    .where('session_id', '=', sessionId)
    .where('entity_id', '=', playerId)
    .executeTakeFirstOrThrow();
  const doc = JSON.parse(row.doc) as { metrics: MetricValues };
  await db
    .updateTable('session_metrics')
    .set({
      total_dist_yd: totalDis,
      doc: JSON.stringify({ ...doc, metrics: { ...doc.metrics, totalDis } }),
    })
    .where('session_id', '=', sessionId)
    .where('entity_id', '=', playerId)
    .execute();
}
