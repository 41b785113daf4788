/**
 * What each topic polls and how its answer becomes tables. Intervals are the spec's
 * (01 §9, 03 §9): 15 s live data, 5 s schedule and data ops, 15 s monitor, 1 s tracks;
 * processing status and the team's alert hits follow the data-ops interval.
 */
import type { CellValue, ColumnSpec, TableData, Topic, TopicTables } from '../../../proto';
import { DAY_MS, REFRESH_MS } from '../../../domain';
import type { TopicSource } from './poller';

/** Poll intervals in milliseconds, configurable for tests and demos. */
export interface PollIntervals {
  readonly liveMs: number;
  readonly scheduleMs: number;
  readonly monitorMs: number;
  readonly dataopsMs: number;
  readonly tracksMs: number;
}

/** The spec's intervals, as the domain states them for the screens too. */
export const SPEC_INTERVALS: PollIntervals = {
  liveMs: REFRESH_MS.live,
  scheduleMs: REFRESH_MS.schedule,
  monitorMs: REFRESH_MS.monitor,
  dataopsMs: REFRESH_MS.dataOps,
  tracksMs: REFRESH_MS.liveTracks,
};

const text = (name: string): ColumnSpec => ({ name, kind: 'text', scale: 0 });
const num = (name: string, scale = 0): ColumnSpec => ({ name, kind: 'number', scale });

type Json = Record<string, unknown>;

const cell = (column: ColumnSpec, value: unknown): CellValue => {
  if (value === undefined || value === null || value === '') return null;
  if (column.kind === 'text') return typeof value === 'string' ? value : JSON.stringify(value);
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** A table from records, one row per record keyed by `keyOf`. */
export function tableOf(
  columns: readonly ColumnSpec[],
  records: readonly Json[],
  keyOf: (r: Json) => string,
): TableData {
  return {
    columns,
    rows: new Map(records.map((r) => [keyOf(r), columns.map((c) => cell(c, r[c.name]))])),
  };
}

const SCHEDULE_COLUMNS = [
  text('type'),
  text('status'),
  text('name'),
  num('startTime'),
  num('endTime'),
  text('teamId'),
  text('homeTeamId'),
  text('visitorTeamId'),
  text('league'),
  text('intensity'),
  num('currentDrillIndex'),
  num('stepIndex'),
  text('currentDrill'),
  num('drillStartTs'),
  num('drillCount'),
];

/** Flattens a schedule event into the columns the schedule screens use. */
function scheduleRecord(e: Json): Json {
  const drills = Array.isArray(e.drills) ? (e.drills as Json[]) : [];
  const index = typeof e.currentDrillIndex === 'number' ? e.currentDrillIndex : -1;
  const current = drills[index];
  return {
    ...e,
    currentDrill: current?.drillType,
    drillStartTs: current?.startTs,
    drillCount: drills.length,
  };
}

const PLAYER_COLUMNS = [text('name'), text('jerseyNumber'), text('position')];
const METRIC_SCALE = 2;

/**
 * Player rows with every metric key as a column, in first-seen order after the known ones.
 * Cells are read from the player and its metrics in place: merging them into one object per
 * player first costs V8 tens of milliseconds for a 110-player practice, on every poll.
 */
function playersTable(players: readonly Json[], known: readonly string[]): TableData {
  const keys = [...known];
  const seen = new Set(keys);
  for (const p of players) {
    for (const k of Object.keys(p.metrics ?? {})) {
      if (!seen.has(k)) {
        seen.add(k);
        keys.push(k);
      }
    }
  }
  const columns = [...PLAYER_COLUMNS, ...keys.map((k) => num(k, METRIC_SCALE))];
  const rows = new Map(
    players.map((p) => {
      const metrics = (p.metrics ?? {}) as Json;
      const cells = columns.map((c, i) =>
        cell(c, i < PLAYER_COLUMNS.length ? p[c.name] : metrics[c.name]),
      );
      return [String(p.id), cells] as const;
    }),
  );
  return { columns, rows };
}

const HEADER_COLUMNS = [
  text('name'),
  text('status'),
  text('type'),
  num('startTime'),
  num('endTime'),
  text('teamId'),
  text('league'),
  text('intensity'),
  num('currentDrillIndex'),
  num('stepIndex'),
  text('currentDrill'),
  num('drillStartTs'),
];

const PERIOD_COLUMNS = [
  text('drillType'),
  text('periodType'),
  num('startTs'),
  num('endTs'),
  text('state'),
  num('session_id'),
];

/** Samples per entity in a tracks row: the last second at 10 Hz. */
export const TRACK_SAMPLES = 10;

const POSITION_COLUMNS = [
  num('t0'),
  num('n'),
  ...Array.from({ length: TRACK_SAMPLES }, (_, i) => num(`x${i}`, 2)),
  ...Array.from({ length: TRACK_SAMPLES }, (_, i) => num(`y${i}`, 2)),
];

/** One row per entity: first sample time, sample count, then x0..x9 and y0..y9 in yards. */
function positionsTable(tracks: readonly Json[]): TableData {
  const records = tracks.map((t) => {
    const atMs = (t.atMs ?? []) as number[];
    const xYd = ((t.xYd ?? []) as number[]).slice(-TRACK_SAMPLES);
    const yYd = ((t.yYd ?? []) as number[]).slice(-TRACK_SAMPLES);
    const r: Json = { entityId: t.entityId, t0: atMs.slice(-TRACK_SAMPLES)[0], n: xYd.length };
    xYd.forEach((v, i) => (r[`x${i}`] = v));
    yYd.forEach((v, i) => (r[`y${i}`] = v));
    return r;
  });
  return tableOf(POSITION_COLUMNS, records, (r) => String(r.entityId));
}

const SESSION_COLUMNS = [
  text('teamId'),
  text('league'),
  text('type'),
  text('status'),
  text('processingStatus'),
  text('name'),
  text('description'),
  text('siteName'),
  num('startTime'),
  num('endTime'),
  text('currentDrill'),
  text('reviewedBy'),
  text('replicaStatus'),
  text('gameId'),
];

/** The monitor's processing label of a practice status (03 §4). */
const PROCESSING_LABEL: Record<string, string> = {
  future: 'No Started',
  live: 'In Progress',
  complete: 'Complete',
};

/** Sessions of a day range (days relative to today, UTC) for the operations screens. */
function sessionsPath(fromDay: number, toDay: number, teamId?: string): string {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const teams = teamId === undefined || teamId === '*' ? '' : `&teamids=${teamId}`;
  return `scheduledevents?startTime=${today + fromDay * DAY_MS}&endTime=${today + toDay * DAY_MS}${teams}`;
}

function sessionsTable(events: readonly Json[]): TableData {
  const records = events.map((e) => {
    const r = scheduleRecord(e);
    const extra = (e.extraData ?? {}) as Json;
    return {
      ...r,
      processingStatus: PROCESSING_LABEL[String(e.status)] ?? '-',
      replicaStatus: extra.replicaStatus,
      reviewedBy: e.reviewedBy ?? extra.reviewedBy,
    };
  });
  return tableOf(SESSION_COLUMNS, records, (r) => String(r._id));
}

const HIT_COLUMNS = [
  text('teamId'),
  text('sessionId'),
  text('sessionName'),
  text('playerId'),
  text('playerName'),
  text('metric'),
  num('value', 2),
  num('threshold', 2),
  num('atMs'),
];

/** Builds the source of a topic. */
export function topicSources(intervals: PollIntervals) {
  /** Metric columns seen per practice, so columns only ever grow (a delta never reorders). */
  const seenMetrics = new Map<string, string[]>();

  return (topic: Topic): TopicSource => {
    switch (topic.kind) {
      case 'schedule':
        return {
          intervalMs: intervals.scheduleMs,
          path: () => {
            const now = Date.now();
            const from = Math.floor(now / DAY_MS) * DAY_MS - 45 * DAY_MS;
            const teams = topic.teamId === '*' ? '' : `&teamids=${topic.teamId}`;
            return `scheduledevents?startTime=${from}&endTime=${from + 90 * DAY_MS}${teams}`;
          },
          toTables: (results) =>
            new Map([
              [
                'events',
                tableOf(SCHEDULE_COLUMNS, (results as Json[]).map(scheduleRecord), (r) =>
                  String(r._id),
                ),
              ],
            ]),
        };
      case 'practiceLive':
        return {
          intervalMs: intervals.liveMs,
          path: () => `livepractice/${topic.practiceId}`,
          toTables: (results): TopicTables => {
            const first = (results[0] ?? {}) as Json;
            const header = scheduleRecord((first.header ?? {}) as Json);
            const players = (first.players ?? []) as Json[];
            const drills = (Array.isArray(header.drills) ? header.drills : []) as Json[];
            const table = playersTable(players, seenMetrics.get(topic.practiceId) ?? []);
            seenMetrics.set(
              topic.practiceId,
              table.columns.slice(PLAYER_COLUMNS.length).map((c) => c.name),
            );
            return new Map([
              ['header', tableOf(HEADER_COLUMNS, [header], () => 'header')],
              ['periods', tableOf(PERIOD_COLUMNS, drills, (d) => String(drills.indexOf(d)))],
              ['players', table],
            ]);
          },
        };
      case 'practiceTracks':
        return {
          intervalMs: intervals.tracksMs,
          path: () => `livetracks/${topic.practiceId}`,
          toTables: (results) => new Map([['positions', positionsTable(results as Json[])]]),
        };
      case 'monitor':
        return {
          intervalMs: intervals.monitorMs,
          path: () => sessionsPath(0, 1),
          toTables: (results) => new Map([['sessions', sessionsTable(results as Json[])]]),
        };
      case 'dataops':
        return {
          intervalMs: intervals.dataopsMs,
          path: () => sessionsPath(-2, 1),
          toTables: (results) =>
            new Map([
              ['sessions', sessionsTable((results as Json[]).filter((e) => e.status !== 'future'))],
            ]),
        };
      case 'processing':
        return {
          intervalMs: intervals.dataopsMs,
          path: () => sessionsPath(-14, 1, topic.teamId),
          toTables: (results) => new Map([['sessions', sessionsTable(results as Json[])]]),
        };
      case 'alerts':
        return {
          intervalMs: intervals.dataopsMs,
          path: () => {
            const teams = topic.teamId === '*' ? '' : `&teamId=${topic.teamId}`;
            return `alerts/hits?sinceMs=${Math.floor(Date.now() / DAY_MS) * DAY_MS}${teams}`;
          },
          toTables: (results) =>
            new Map([['hits', tableOf(HIT_COLUMNS, results as Json[], (r) => String(r.id))]]),
        };
    }
  };
}
