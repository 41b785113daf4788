/**
 * What each topic polls and how its answer becomes tables. Intervals are the spec's
 * (01 §9, 03 §9): 15 s live data, 5 s schedule and data ops, 15 s monitor, 1 s tracks;
 * processing status and the team's alert hits follow the data-ops interval.
 */
import { LRUCache } from 'lru-cache';
import {
  ALERT_HITS,
  HEADER_ROW,
  PRACTICE_LIVE,
  PRACTICE_TRACKS,
  SCHEDULE,
  SESSIONS,
  TRACK_SAMPLES,
  type CellValue,
  type ColumnSpec,
  type SampleIndex,
  type SourceRow,
  type TableData,
  type TableSchema,
  type Topic,
  type TopicTables,
} from '../../../proto';
import { datasetOf, DAY_MS, REFRESH_MS, scheduleTopicWindow } from '../../../domain';
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

type Json = Record<string, unknown>;

const cell = (column: ColumnSpec, value: unknown): CellValue => {
  if (value === undefined || value === null || value === '') return null;
  if (column.kind === 'text') return typeof value === 'string' ? value : JSON.stringify(value);
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The cells of a row, in the schema's column order. */
function cellsOf<TS extends TableSchema>(schema: TS, row: SourceRow<TS>): CellValue[] {
  const values: Readonly<Record<string, unknown>> = row;
  return schema.columns.map((c) => cell(c, values[c.name]));
}

/** A table of a schema's shape from keyed rows. */
export function tableOf<TS extends TableSchema>(
  schema: TS,
  rows: Iterable<readonly [key: string, row: SourceRow<TS>]>,
): TableData {
  return {
    columns: schema.columns,
    rows: new Map(Array.from(rows, ([key, row]) => [key, cellsOf(schema, row)])),
  };
}

/** A scheduled event with its running period, as the schedule, header and sessions show it. */
function eventRow(e: Json): SourceRow<typeof SCHEDULE.events> {
  const drills = Array.isArray(e.drills) ? (e.drills as Json[]) : [];
  const index = typeof e.currentDrillIndex === 'number' ? e.currentDrillIndex : -1;
  const current = drills[index];
  return {
    type: e.type,
    status: e.status,
    name: e.name,
    startTime: e.startTime,
    endTime: e.endTime,
    teamId: e.teamId,
    homeTeamId: e.homeTeamId,
    visitorTeamId: e.visitorTeamId,
    league: e.league,
    intensity: e.intensity,
    currentDrillIndex: e.currentDrillIndex,
    stepIndex: e.stepIndex,
    currentDrill: current?.drillType,
    drillStartTs: current?.startTs,
    drillCount: drills.length,
    version: e.version,
  };
}

const periodRow = (d: Json): SourceRow<typeof PRACTICE_LIVE.periods> => ({
  drillType: d.drillType,
  periodType: d.periodType,
  startTs: d.startTs,
  endTs: d.endTs,
  state: d.state,
  session_id: d.session_id,
});

/** A player's own cells and the metrics the live view shows. */
const playerRow = (p: Json, m: Json): SourceRow<typeof PRACTICE_LIVE.players> => ({
  name: p.name,
  jerseyNumber: p.jerseyNumber,
  position: p.position,
  totalDis: m.totalDis,
  maxSpeedMPH: m.maxSpeedMPH,
  maxSustainedSpeedMPH: m.maxSustainedSpeedMPH,
  hardEffortDist: m.hardEffortDist,
  sprintYds: m.sprintYds,
  sprintCount: m.sprintCount,
  accelFast: m.accelFast,
  deccelFast: m.deccelFast,
  ypm: m.ypm,
});

/**
 * Player rows: the schema's columns, then every further metric as a `more` column, those of
 * earlier polls first and new ones in first-seen order. Further metrics are read from the
 * player's metrics in place: merging them into one object per player first costs V8 tens of
 * milliseconds for a 110-player practice, on every poll.
 */
function playersTable(players: readonly Json[], seen: readonly string[]): TableData {
  const schema = PRACTICE_LIVE.players;
  const more = [...seen];
  const named = new Set<string>([...schema.columns.map((c) => c.name), ...seen]);
  for (const p of players) {
    for (const k of Object.keys(p.metrics ?? {})) {
      if (!named.has(k)) {
        named.add(k);
        more.push(k);
      }
    }
  }
  const moreColumns = more.map((name): ColumnSpec => ({ name, ...schema.more }));
  const rows = new Map(
    players.map((p) => {
      const metrics = (p.metrics ?? {}) as Json;
      const cells = cellsOf(schema, playerRow(p, metrics));
      for (const c of moreColumns) cells.push(cell(c, metrics[c.name]));
      return [String(p.id), cells] as const;
    }),
  );
  return { columns: [...schema.columns, ...moreColumns], rows };
}

type Samples<P extends string> = Record<`${P}${SampleIndex}`, unknown>;

/** The last TRACK_SAMPLES values as cells `{prefix}0`, `{prefix}1`, ... */
const samples = <P extends string>(prefix: P, values: readonly number[]): Samples<P> =>
  Object.fromEntries(
    values.slice(-TRACK_SAMPLES).map((v, i) => [`${prefix}${i}`, v]),
  ) as Samples<P>;

/**
 * One row per entity: first sample time, sample count, x0..x9 and y0..y9 in yards, and
 * d0..d9, each sample's own time in ms after t0 (engines drop samples and jitter).
 */
function positionsTable(tracks: readonly Json[]): TableData {
  return tableOf(
    PRACTICE_TRACKS.positions,
    tracks.map((t) => {
      const atMs = ((t.atMs ?? []) as number[]).slice(-TRACK_SAMPLES);
      const xYd = (t.xYd ?? []) as number[];
      const t0 = atMs[0];
      return [
        String(t.entityId),
        {
          t0,
          n: Math.min(xYd.length, TRACK_SAMPLES),
          ...samples('x', xYd),
          ...samples('y', (t.yYd ?? []) as number[]),
          ...samples(
            'd',
            atMs.map((at) => at - (t0 ?? 0)),
          ),
        },
      ];
    }),
  );
}

/** The monitor's processing label of a practice status (03 §4). */
const PROCESSING_LABEL: Record<string, string> = {
  future: 'No Started',
  live: 'In Progress',
  complete: 'Complete',
};

/**
 * Sessions of a day range (days relative to today, UTC) for the operations screens, from
 * `scheduledevents` or (Data Ops) `datasets`, which takes the same range.
 */
function sessionsPath(
  fromDay: number,
  toDay: number,
  teamId?: string,
  call: 'scheduledevents' | 'datasets' = 'scheduledevents',
): string {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const teams = teamId === undefined || teamId === '*' ? '' : `&teamids=${teamId}`;
  return `${call}?startTime=${today + fromDay * DAY_MS}&endTime=${today + toDay * DAY_MS}${teams}`;
}

/** The earliest and latest UTC offsets of any time zone, hours (UTC-12 to UTC+14). */
const ZONE_OFFSETS_H = { west: -12, east: 14 } as const;

/**
 * The sessions a Monitor day topic polls: those starting in the calendar day `day`
 * (yyyy-mm-dd) in some time zone, from its first midnight (UTC+14) to its last (UTC-12).
 * One poller then serves the walls of that day in every zone; each browser keeps the
 * sessions starting in its own local day (docs/decisions/0019-monitor-day-topic.md).
 */
export function monitorDayWindow(day: string): { fromMs: number; toMs: number } {
  const utcMidnightMs = Date.parse(`${day}T00:00:00Z`);
  return {
    fromMs: utcMidnightMs - ZONE_OFFSETS_H.east * 3_600_000,
    toMs: utcMidnightMs + DAY_MS - ZONE_OFFSETS_H.west * 3_600_000,
  };
}

function sessionsTable(events: readonly Json[]): TableData {
  return tableOf(
    SESSIONS.sessions,
    events.map((e) => {
      const extra = (e.extraData ?? {}) as Json;
      return [
        String(e._id),
        {
          ...eventRow(e),
          processingStatus: PROCESSING_LABEL[String(e.status)] ?? '-',
          description: e.description,
          siteName: e.siteName,
          // Only the rule book's review counts, never a field a practice's creator put in extraData.
          reviewedBy: e.reviewedBy,
          replicaStatus: extra.replicaStatus,
          gameId: e.gameId,
          datasetId: datasetOf(e)?.datasetId,
          datasetRef: datasetOf(e)?.datasetRef,
          // The Data Ops list carries its venue's host ip; the other lists do not.
          venueIp: e.venueIp ?? '-',
          lastEditedMs: extra.replicaUpdatedMs ?? e.endTime ?? e.startTime,
          stage: extra.replicaStage ?? '',
          stagePercent: extra.replicaPercent,
          actionMessage: extra.replicaMessage,
          failed: extra.replicaFailed,
          lastAction: extra.replicaAction,
          lastActionBy: extra.replicaActionBy,
          lastActionAtMs: extra.replicaActionAtMs,
          silentReceivers: Array.isArray(e.silentReceivers) ? e.silentReceivers.join(', ') : '',
        },
      ];
    }),
  );
}

const hitRow = (h: Json): SourceRow<typeof ALERT_HITS.hits> => ({
  teamId: h.teamId,
  sessionId: h.sessionId,
  sessionName: h.sessionName,
  playerId: h.playerId,
  playerName: h.playerName,
  metric: h.metric,
  value: h.value,
  threshold: h.threshold,
  atMs: h.atMs,
});

/**
 * Practices whose further metric columns are remembered, the longest unpolled forgotten first.
 * A live practice is polled every few seconds, so it stays among the most recent; one that
 * ended is forgotten once this many others were watched after it. Each entry is a few dozen
 * metric names, so this holds well under a megabyte.
 */
export const MAX_PRACTICES_WITH_METRICS = 1_000;

/** Builds the source of a topic. */
export function topicSources(intervals: PollIntervals) {
  /** Further metric columns seen per practice, so columns only ever grow (never reordered). */
  const seenMetrics = new LRUCache<string, string[]>({ max: MAX_PRACTICES_WITH_METRICS });

  return (topic: Topic): TopicSource => {
    switch (topic.kind) {
      case 'schedule':
        return {
          intervalMs: intervals.scheduleMs,
          path: () => {
            const { fromMs, toMs } = scheduleTopicWindow(Date.now());
            const teams = topic.teamId === '*' ? '' : `&teamids=${topic.teamId}`;
            return `scheduledevents?startTime=${fromMs}&endTime=${toMs}${teams}`;
          },
          toTables: (results) =>
            new Map([
              [
                'events',
                tableOf(
                  SCHEDULE.events,
                  (results as Json[]).map((e) => [String(e._id), eventRow(e)]),
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
            const header = (first.header ?? {}) as Json;
            const players = (first.players ?? []) as Json[];
            const drills = (Array.isArray(header.drills) ? header.drills : []) as Json[];
            const table = playersTable(players, seenMetrics.get(topic.practiceId) ?? []);
            seenMetrics.set(
              topic.practiceId,
              table.columns.slice(PRACTICE_LIVE.players.columns.length).map((c) => c.name),
            );
            return new Map([
              ['header', tableOf(PRACTICE_LIVE.header, [[HEADER_ROW, eventRow(header)]])],
              [
                'periods',
                tableOf(
                  PRACTICE_LIVE.periods,
                  drills.map((d, i) => [String(i), periodRow(d)]),
                ),
              ],
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
          path: () => {
            if (topic.day === undefined) return `${sessionsPath(0, 1)}&receivers=yes`;
            const { fromMs, toMs } = monitorDayWindow(topic.day);
            return `scheduledevents?startTime=${fromMs}&endTime=${toMs}&receivers=yes`;
          },
          toTables: (results) => new Map([['sessions', sessionsTable(results as Json[])]]),
        };
      case 'dataops':
        return {
          intervalMs: intervals.dataopsMs,
          // The Data Ops list: every practice or game that has a dataset (started at least once),
          // of the last days or of the calendar days asked, in every time zone (as a Monitor day).
          path: () => {
            if (topic.from === undefined || topic.to === undefined) {
              return sessionsPath(-2, 1, '*', 'datasets');
            }
            const fromMs = monitorDayWindow(topic.from).fromMs;
            return `datasets?startTime=${fromMs}&endTime=${monitorDayWindow(topic.to).toMs}`;
          },
          toTables: (results) => new Map([['sessions', sessionsTable(results as Json[])]]),
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
            new Map([
              [
                'hits',
                tableOf(
                  ALERT_HITS.hits,
                  (results as Json[]).map((h) => [String(h.id), hitRow(h)]),
                ),
              ],
            ]),
        };
    }
  };
}
