/**
 * Session metrics computed by the engine from the stored 10-second windows: per player, in
 * total and per period (drill), with percent-of-history and relative-zone variants. A
 * completed session is computed once and kept in `session_metrics` (the practice and game
 * lists average those rows too); an ingest into the session drops what was kept
 * (tracks/ingest.ts), so the next read computes again.
 */
import { isBallEntity, type TrackColumns } from '../../../domain';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/schema';
import { loadColumns } from '../db/load-columns';
import {
  createPeriodSplitMetrics,
  createPlayerMetrics,
  type MetricValues,
  type PeriodRange,
  type PeriodSplitMetrics,
  percentOfHistory,
  relativeZonesFromMax,
  teamZones,
  type RelativePercents,
  type ZoneSetup,
} from '../metrics';
import type { SessionDoc } from '../sessions/sessions';
import { loadEntityTrack } from '../tracks/ingest';
import { loadSessionTracks } from './removed-plays';
import { dropKeptGroups } from './kept-groups';
import { engineZones } from './team-zones';

/** One period (drill) as it ran: index in the session's drill list, name, [startMs, endMs). */
export interface SessionPeriod {
  readonly index: number;
  readonly name: string;
  readonly startMs: number;
  readonly endMs: number;
}

/** One player's metrics in one session. */
export interface PlayerSessionMetrics {
  readonly entityId: string;
  /** Session totals with `…Relative` and `…_%` variants. */
  readonly metrics: MetricValues;
  /** Metrics per period index (as a string) for the periods the player was tracked in. */
  readonly byPeriod: Record<string, MetricValues>;
}

/** Comparison window of the percent-of-history variants: the past 7 days (02 §9 default). */
export const HISTORY_MS = 7 * 24 * 3600_000;

interface Drill {
  drillType?: string;
  startTs?: number;
  endTs?: number;
}

/** The periods a session ran, from its drills' start and end times; a running one is open. */
export function periodsOf(doc: SessionDoc): SessionPeriod[] {
  const drills = Array.isArray(doc.drills) ? (doc.drills as Drill[]) : [];
  return drills.flatMap((d, index) => {
    if (typeof d.startTs !== 'number') return [];
    const endMs = typeof d.endTs === 'number' ? d.endTs : Infinity;
    return [{ index, name: d.drillType ?? `Period ${index + 1}`, startMs: d.startTs, endMs }];
  });
}

/** Whether an entity is a ball (balls have flights, not player metrics). */
export const isBall = isBallEntity;

/** Mean of every numeric key over the given values (keys missing or null are skipped). */
export function averageValues(list: readonly MetricValues[]): MetricValues {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const values of list) {
    for (const [key, v] of Object.entries(values)) {
      if (typeof v !== 'number' || !Number.isFinite(v)) continue;
      const s = sums.get(key) ?? { sum: 0, n: 0 };
      s.sum += v;
      s.n += 1;
      sums.set(key, s);
    }
  }
  return Object.fromEntries([...sums].map(([k, s]) => [k, s.sum / s.n]));
}

/** One player's kept metrics of one completed session. */
export interface KeptRow {
  readonly sessionId: string;
  readonly entityId: string;
  /** The team the player's numbers count for in that session (their side in a game). */
  readonly teamId: string;
  /** Session totals with `…Relative` and `…_%` variants. */
  readonly metrics: MetricValues;
  /** Metrics per period index (as a string). */
  readonly byPeriod: Record<string, MetricValues>;
}

/** Which kept rows {@link keptRows} reads; every part given narrows the read. */
export interface KeptRowsQuery {
  /** Rows that count for these teams. */
  readonly teams?: readonly string[];
  /** Sessions that started at or after this time (epoch ms). */
  readonly fromMs?: number;
  /** Sessions that started before this time (epoch ms). */
  readonly beforeMs?: number;
  /** Only these sessions. */
  readonly sessionIds?: readonly string[];
}

/** The kept rows of completed sessions: the history that percent-of-history compares with. */
export async function keptRows(db: Db, query: KeptRowsQuery): Promise<KeptRow[]> {
  const { teams, fromMs, beforeMs, sessionIds } = query;
  if (teams?.length === 0 || sessionIds?.length === 0) return [];
  let q = db
    .selectFrom('session_metrics')
    .innerJoin('sessions', 'sessions.session_id', 'session_metrics.session_id')
    .select([
      'session_metrics.session_id',
      'session_metrics.entity_id',
      'session_metrics.team_id',
      'session_metrics.doc',
    ]);
  if (teams !== undefined) q = q.where('session_metrics.team_id', 'in', teams);
  if (fromMs !== undefined) q = q.where('sessions.start_ms', '>=', fromMs);
  if (beforeMs !== undefined) q = q.where('sessions.start_ms', '<', beforeMs);
  if (sessionIds !== undefined) q = q.where('session_metrics.session_id', 'in', sessionIds);
  const rows = await q.execute();
  return rows.map((r) => {
    const kept = JSON.parse(r.doc) as {
      metrics: MetricValues;
      byPeriod?: Record<string, MetricValues>;
    };
    return {
      sessionId: r.session_id,
      entityId: r.entity_id,
      teamId: r.team_id,
      metrics: kept.metrics,
      byPeriod: kept.byPeriod ?? {},
    };
  });
}

/**
 * Each player's kept metrics of the team's (or teams') sessions in the 7 days before
 * `beforeMs`: rows count for the team the player played for.
 */
export async function playerHistory(
  db: Db,
  teams: string | readonly string[],
  beforeMs: number,
): Promise<Map<string, MetricValues[]>> {
  const rows = await keptRows(db, {
    teams: typeof teams === 'string' ? [teams] : teams,
    fromMs: beforeMs - HISTORY_MS,
    beforeMs,
  });
  const history = new Map<string, MetricValues[]>();
  for (const r of rows) {
    const list = history.get(r.entityId) ?? [];
    list.push(r.metrics);
    history.set(r.entityId, list);
  }
  return history;
}

/** The speed targets (mph) saved in the team's admin settings, by player id. */
async function speedTargets(db: Db, teamId: string): Promise<Map<string, number>> {
  const row = await db
    .selectFrom('team_settings')
    .select('doc')
    .where('team_id', '=', teamId)
    .where('kind', '=', 'admin')
    .executeTakeFirst();
  const players = row
    ? (JSON.parse(row.doc) as { players?: Record<string, { speed?: number | null }> }).players
    : undefined;
  const targets = new Map<string, number>();
  for (const [id, p] of Object.entries(players ?? {})) {
    if (typeof p.speed === 'number' && p.speed > 0) targets.set(id, p.speed);
  }
  return targets;
}

/**
 * Reads what is kept for a session (by processing, or by the first read of a completed
 * session), or null when nothing is; never computes.
 */
export async function keptMetrics(
  db: Db,
  sessionId: string,
): Promise<PlayerSessionMetrics[] | null> {
  const rows = await db
    .selectFrom('session_metrics')
    .select(['entity_id', 'doc'])
    .where('session_id', '=', sessionId)
    .orderBy('entity_id')
    .execute();
  if (rows.length === 0) return null;
  return rows.map((r) => ({
    entityId: r.entity_id,
    ...(JSON.parse(r.doc) as Omit<PlayerSessionMetrics, 'entityId'>),
  }));
}

/**
 * The team each player's numbers count for: in a game, the player's own side (home or
 * visitor, by roster); otherwise, and for anyone not on either roster, the session's team.
 */
async function teamsOfPlayers(
  db: Db,
  doc: SessionDoc,
  players: readonly PlayerSessionMetrics[],
): Promise<Map<string, string>> {
  const sides = [doc.teamId, doc.homeTeamId, doc.visitorTeamId].filter(
    (t): t is string => typeof t === 'string',
  );
  if (doc.type !== 'game' || players.length === 0) return new Map();
  const rows = await db
    .selectFrom('players')
    .select(['player_id', 'team_id'])
    .where(
      'player_id',
      'in',
      players.map((p) => p.entityId),
    )
    .execute();
  return new Map(
    rows.filter((r) => sides.includes(r.team_id)).map((r) => [r.player_id, r.team_id]),
  );
}

/**
 * Keeps a completed session's metrics (replacing what was kept) inside the caller's
 * transaction: the history fill writes a session's positions and its metrics in one.
 */
export async function keepSessionMetrics(
  trx: Transaction<Database>,
  doc: SessionDoc,
  players: readonly PlayerSessionMetrics[],
): Promise<void> {
  await trx.deleteFrom('session_metrics').where('session_id', '=', doc._id).execute();
  await dropKeptGroups(trx, doc._id);
  await writePlayerRows(trx, doc, players);
}

/** Writes players' kept rows of a session (a row already there is replaced). */
async function writePlayerRows(
  trx: Transaction<Database>,
  doc: SessionDoc,
  players: readonly PlayerSessionMetrics[],
): Promise<void> {
  if (players.length === 0) return;
  const num = (v: number | null | undefined): number => (typeof v === 'number' ? v : 0);
  const teams = await teamsOfPlayers(trx, doc, players);
  await trx
    .insertInto('session_metrics')
    .values(
      players.map((p) => ({
        session_id: doc._id,
        entity_id: p.entityId,
        team_id: teams.get(p.entityId) ?? doc.teamId,
        max_speed_mph: num(p.metrics.maxSpeedMPH),
        max_sustained_mph: num(p.metrics.maxSustainedSpeedMPH),
        total_dist_yd: num(p.metrics.totalDis),
        accels: num(p.metrics.accelCount),
        decels: num(p.metrics.deccelCount),
        ...loadColumns(p.metrics),
        doc: JSON.stringify({ metrics: p.metrics, byPeriod: p.byPeriod }),
      })),
    )
    // Two computations of one session racing (the history fill and a date selector)
    // keep the same numbers: the later write wins instead of failing.
    .onConflict((oc) =>
      oc.columns(['session_id', 'entity_id']).doUpdateSet((eb) => ({
        team_id: eb.ref('excluded.team_id'),
        max_speed_mph: eb.ref('excluded.max_speed_mph'),
        max_sustained_mph: eb.ref('excluded.max_sustained_mph'),
        total_dist_yd: eb.ref('excluded.total_dist_yd'),
        accels: eb.ref('excluded.accels'),
        decels: eb.ref('excluded.decels'),
        load_distance_yd: eb.ref('excluded.load_distance_yd'),
        load_high_speed_yd: eb.ref('excluded.load_high_speed_yd'),
        load_player_au: eb.ref('excluded.load_player_au'),
        doc: eb.ref('excluded.doc'),
      })),
    )
    .execute();
}

/**
 * Replaces some players' kept metrics of a completed session inside the caller's transaction,
 * writing only those players' rows: every other player's row stays untouched (a targeted
 * reprocess, a retrack's player by player). Returns false, writing nothing, when nothing is
 * kept for the session: the next read computes every player.
 */
export async function replacePlayerMetrics(
  trx: Transaction<Database>,
  doc: SessionDoc,
  players: readonly PlayerSessionMetrics[],
): Promise<boolean> {
  const kept = await trx
    .selectFrom('session_metrics')
    .select('entity_id')
    .where('session_id', '=', doc._id)
    .limit(1)
    .executeTakeFirst();
  if (kept === undefined) return false;
  await writePlayerRows(trx, doc, players);
  return true;
}

/**
 * Every tracked player's metrics of a session, computed by the engine from the stored
 * windows with the team's zones, each player's speed target and relative zones from the
 * player's max of the past week (or of this session); kept once the session is complete.
 */
export async function sessionPlayerMetrics(
  db: Db,
  doc: SessionDoc,
): Promise<PlayerSessionMetrics[]> {
  const complete = doc.status === 'complete';
  if (complete) {
    const kept = await keptMetrics(db, doc._id);
    if (kept !== null) return kept;
  }
  const players = await playerMetricsOf(db, doc, await loadSessionTracks(db, doc));
  if (complete && players.length > 0) {
    await db.transaction().execute((trx) => keepSessionMetrics(trx, doc, players));
  }
  return players;
}

/** The teams whose players a session's numbers count for: its team and a game's visitor. */
export const sidesOf = (doc: SessionDoc): string[] => [
  doc.teamId,
  ...(typeof doc.visitorTeamId === 'string' ? [doc.visitorTeamId] : []),
];

/** What a session's metrics take from the store besides its tracks (plain data). */
export interface MetricsInputs {
  /** Each player's kept metrics of the past week. */
  readonly history: ReadonlyMap<string, readonly MetricValues[]>;
  /** Speed targets (mph) by player: the player's own, else their position's. */
  readonly targets: ReadonlyMap<string, number>;
  /** The team's zone setup, as saved when the metrics are computed (else the defaults). */
  readonly zones: ZoneSetup;
  /** Where the relative bands start, in percent of a player's max. */
  readonly relativePercents: RelativePercents;
  /** The setup of each player whose position group has its own (instead of `zones`). */
  readonly playerZones: ReadonlyMap<string, ZoneSetup>;
}

/** The zone setup a player's engine runs with: their position group's, else the team's. */
export const zonesOf = (inputs: MetricsInputs, entityId: string): ZoneSetup =>
  inputs.playerZones.get(entityId) ?? inputs.zones;

/**
 * The store's part of a session's metrics: the past week of its team (in a game, of each
 * side: players are compared with their own team), the team's speed targets (a player's own,
 * else their position's) and the team's zones as saved now (migration 0022).
 */
export async function metricsInputs(db: Db, doc: SessionDoc): Promise<MetricsInputs> {
  const [history, own, team] = await Promise.all([
    playerHistory(db, sidesOf(doc), doc.startTime),
    speedTargets(db, doc.teamId),
    engineZones(db, doc.teamId),
  ]);
  const targets = new Map(team.positionTargets);
  for (const [id, mph] of own) targets.set(id, mph);
  return {
    history,
    targets,
    zones: team.zones,
    relativePercents: team.relativePercents,
    playerZones: team.playerZones,
  };
}

/**
 * Every player's metrics of a session from the given tracks (balls are skipped), with the
 * team's zones, speed targets and past week read from the store; nothing is kept.
 */
export async function playerMetricsOf(
  db: Db,
  doc: SessionDoc,
  tracks: readonly TrackColumns[],
): Promise<PlayerSessionMetrics[]> {
  return computePlayerMetrics(doc, tracks, await metricsInputs(db, doc));
}

/** {@link playerMetricsOf} with the store's part given: no I/O (it runs on worker threads). */
export function computePlayerMetrics(
  doc: SessionDoc,
  tracks: readonly TrackColumns[],
  inputs: MetricsInputs,
): PlayerSessionMetrics[] {
  const periods = periodsOf(doc).map((p) => ({ periodId: String(p.index), ...p }));
  return playerTracks(tracks).map((track): PlayerSessionMetrics => {
    const zones = zonesOf(inputs, track.entityId);
    const { split, past } = runPlayerEngine(track, zones, inputs, { periods });
    return {
      entityId: track.entityId,
      metrics: withHistory(split.totals(), past),
      byPeriod: Object.fromEntries(split.byPeriod()),
    };
  });
}

/** The tracks of players that have samples (balls have flights, not player metrics). */
export const playerTracks = (tracks: readonly TrackColumns[]): TrackColumns[] =>
  tracks.filter((t) => !isBall(t.entityId) && t.atMs.length > 0);

/** Values with their percent-of-history variants against the past week (none without one). */
export const withHistory = (values: MetricValues, past: readonly MetricValues[]): MetricValues =>
  past.length > 0 ? { ...values, ...percentOfHistory(values, averageValues(past)) } : values;

/** What one run of a player's engine covers. */
export interface PlayerEnginePlan {
  /** The periods the split keeps apart (several ranges may share one period id). */
  readonly periods: readonly PeriodRange[];
  /** The samples pushed (a filtered part of the track); the whole track by default. */
  readonly samples?: TrackColumns;
  /** Keep the session engine's speed series (default false). */
  readonly keepSpeedSeries?: boolean;
}

/** A player's engine run: the split, the past week it compares with and the maxima it used. */
export interface PlayerEngineRun {
  readonly split: PeriodSplitMetrics;
  /** The player's kept metrics of the past week. */
  readonly past: readonly MetricValues[];
  /** The max (mph) relative zones came from: the past week's, else this session's; 0: none. */
  readonly rollinMaxMph: number;
  /** This session's own max (mph) when a first run over the whole track found it, else null. */
  readonly ownMaxMph: number | null;
}

/** The fastest a player ran in the past week's kept numbers, mph (0 without any). */
const pastMaxOf = (past: readonly MetricValues[]): number =>
  Math.max(0, ...past.map((m) => m.maxSpeedMPH ?? 0));

/**
 * A player's engine options from the store's part: the zones, the speed target and the past
 * week's max as the reference (what processing and the live engine both start from).
 */
export function playerOptionsOf(
  { history, targets }: Pick<MetricsInputs, 'history' | 'targets'>,
  entityId: string,
  zones: ZoneSetup,
): { zones: ZoneSetup; targetMph?: number; referenceMaxMph?: number } {
  const pastMax = pastMaxOf(history.get(entityId) ?? []);
  const target = targets.get(entityId);
  return {
    zones,
    ...(target !== undefined ? { targetMph: target } : {}),
    ...(pastMax > 0 ? { referenceMaxMph: pastMax } : {}),
  };
}

/**
 * Runs one player's engine the way the session's metrics do: the team's zones, the player's
 * speed target, the past week's max as reference and relative zones from the player's max of
 * the past week, else of this whole session (which a first run over `track` finds). With
 * `plan.samples` only those samples are pushed, under the same inputs as the whole session.
 */
export function runPlayerEngine(
  track: TrackColumns,
  zones: ZoneSetup,
  { history, targets, relativePercents }: MetricsInputs,
  plan: PlayerEnginePlan,
): PlayerEngineRun {
  const past = history.get(track.entityId) ?? [];
  const pastMax = pastMaxOf(past);
  const samples = plan.samples ?? track;
  const options = {
    ...playerOptionsOf({ history, targets }, track.entityId, zones),
    keepSpeedSeries: plan.keepSpeedSeries ?? false,
  };
  const run = (
    pushed: TrackColumns,
    engineOptions: Parameters<typeof createPeriodSplitMetrics>[0],
  ): PeriodSplitMetrics => {
    const split = createPeriodSplitMetrics(engineOptions);
    split.push(pushed.atMs, pushed.xYd, pushed.yYd);
    split.flush();
    return split;
  };
  // Relative zones need the player's max: the past week's, else this session's own, which a
  // first run finds (and which serves as the answer when it covers the same samples).
  const whole = samples === track;
  const first =
    pastMax > 0
      ? null
      : run(
          track,
          whole
            ? { ...options, periods: plan.periods }
            : { ...options, periods: [], keepSpeedSeries: false },
        );
  const ownMaxMph = first === null ? null : (first.totals().maxSpeedMPH ?? 0);
  const rollinMaxMph = ownMaxMph ?? pastMax;
  const split =
    rollinMaxMph > 0
      ? run(samples, {
          ...options,
          periods: plan.periods,
          relativeZones: relativeZonesFromMax(
            rollinMaxMph,
            relativePercents,
            zones.yardsOfXPlusMph,
          ),
        })
      : whole && first !== null
        ? first
        : run(samples, { ...options, periods: plan.periods });
  return { split, past, rollinMaxMph, ownMaxMph };
}

/**
 * One entity's filtered speed (mph) over a session, one point per `everyNth` samples (the
 * fastest of each group), from the stored windows; null when the entity has no samples there.
 */
export async function storedSpeedSeries(
  db: Db,
  sessionId: string,
  entityId: string,
  everyNth: number,
): Promise<{ atMs: number[]; speedYps: number[] } | null> {
  const track = await loadEntityTrack(db, sessionId, entityId);
  if (track === null || track.atMs.length === 0) return null;
  const metrics = createPlayerMetrics({ zones: teamZones(0) });
  metrics.push(track.atMs, track.xYd, track.yYd);
  metrics.flush();
  return metrics.speedSeries(everyNth);
}
