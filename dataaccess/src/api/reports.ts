/**
 * The CSV exports of the lists (02 §2, 02 §7 Reports, 03 §7 Bulk CSV): a practice's CSV,
 * one row per tracked player (and per period unless totals only), and the bulk CSV of a
 * player or a team over a date range, one row per session (and player), built by a
 * background job the browser polls. Every number is the metrics engine's, as fullpractice
 * and playermetrics answer it (live/stored-metrics.ts).
 */
import { z } from 'zod';
import {
  CALLS,
  DATE_FORMATS,
  DAY_MS,
  formatDate,
  type Team,
  type TimeZone,
  zoneName,
} from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { FileAnswer, type RouteTable } from '../http/routes';
import { periodsOf, sessionPlayerMetrics } from '../live/stored-metrics';
import type { MetricValues } from '../metrics';
import { BulkFiles } from '../reports/bulk-files';
import {
  CSV_TYPE,
  csvText,
  metricCells,
  metricHeaders,
  REPORT_DATE_TIME,
} from '../reports/metric-csv';
import { getSession, listSessions, type SessionDoc } from '../sessions/sessions';
import { calendarDayMs, idText, knownTeam, MAX_SEASON_DAYS } from './common';
import { rosterOf } from './session-data';
import { callerZone, zoneDayStartMs } from './time-zone';

/** A bulk date range, yyyyMMdd-yyyyMMdd, both days included. */
const rangeParam = z
  .string()
  .max(40)
  .regex(/^\d{8}-\d{8}$/, 'a date range yyyyMMdd-yyyyMMdd, e.g. 20260301-20270228')
  .meta({ examples: ['20260301-20270228'] })
  .transform((text, ctx) => {
    const issue = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const [first = '', last = ''] = text.split('-');
    const fromDayMs = calendarDayMs(first);
    const toDayMs = calendarDayMs(last);
    if (fromDayMs === undefined) return issue(`${first} is not a calendar day`);
    if (toDayMs === undefined) return issue(`${last} is not a calendar day`);
    if (toDayMs < fromDayMs) return issue('the range ends before it starts');
    if ((toDayMs - fromDayMs) / DAY_MS >= MAX_SEASON_DAYS)
      return issue(`at most ${MAX_SEASON_DAYS} days (a season)`);
    return { text, fromDayMs, toDayMs };
  });

type DayRange = z.infer<typeof rangeParam>;

/** The sessions of a data type (02 §7: practices, games). */
const SESSION_KIND = { practices: 'practice', games: 'game' } as const;
type DataType = keyof typeof SESSION_KIND;
const dataTypeParam = z.enum(['practices', 'games']);

/** One tracked player of a team in a session, with the engine's metrics. */
export interface ReportPlayer {
  readonly id: string;
  readonly name: string;
  readonly jersey: string;
  readonly position: string;
  readonly metrics: MetricValues;
  readonly byPeriod: Record<string, MetricValues>;
}

/** The tracked players of `teamId` in a session, by name; a player off every roster is the session team's. */
export async function teamPlayers(
  db: Db,
  doc: SessionDoc,
  teamId: string,
): Promise<ReportPlayer[]> {
  const computed = await sessionPlayerMetrics(db, doc);
  const roster = await rosterOf(
    db,
    computed.map((p) => p.entityId),
  );
  return computed
    .flatMap((p) => {
      const row = roster.get(p.entityId);
      if ((row?.team_id ?? doc.teamId) !== teamId) return [];
      return [
        {
          id: p.entityId,
          name: row?.name ?? p.entityId,
          jersey: row?.jersey ?? '',
          position: row?.position ?? '',
          metrics: p.metrics,
          byPeriod: p.byPeriod,
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

const teamsOf = (doc: SessionDoc): string[] =>
  [doc.teamId, doc.homeTeamId, doc.visitorTeamId].filter((t): t is string => typeof t === 'string');

/** A practice's or game's CSV: per player the totals, then each period unless `totalsOnly`. */
function sessionCsv(
  doc: SessionDoc,
  teamId: string,
  players: readonly ReportPlayer[],
  zone: TimeZone,
  totalsOnly: boolean,
): string {
  const periods = periodsOf(doc);
  const when = (ms: number | undefined) =>
    ms === undefined || !Number.isFinite(ms) ? '' : formatDate(ms, REPORT_DATE_TIME, zone);
  const ends = periods.map((p) => p.endMs).filter(Number.isFinite);
  const start = periods[0]?.startMs ?? doc.startTime;
  const end = ends.length > 0 ? Math.max(...ends) : doc.endTime;
  const rows = players.flatMap((p) => {
    const head = [p.name, p.jersey, p.position];
    return [
      [...head, 'Total', when(start), when(end), ...metricCells(p.metrics, zone)],
      ...(totalsOnly ? [] : periods).flatMap((period) => {
        const metrics = p.byPeriod[String(period.index)];
        if (metrics === undefined) return [];
        return [
          [
            ...head,
            period.name,
            when(period.startMs),
            when(period.endMs),
            ...metricCells(metrics, zone),
          ],
        ];
      }),
    ];
  });
  const header = ['Player', 'Number', 'Position', 'Period', 'Start', 'End'];
  return csvText([...header, ...metricHeaders(teamId)], rows);
}

/** What a bulk file holds: a team's sessions of a type in a range, or one player's of them. */
interface BulkTarget {
  readonly team: Team;
  readonly playerId: string | null;
  readonly dataType: DataType;
  readonly range: DayRange;
  /** The caller's zone: the range's days and the rows' dates and times are its. */
  readonly zone: TimeZone;
}

/** A bulk CSV: one row per completed session and player, oldest session first. */
async function bulkCsv(db: Db, target: BulkTarget): Promise<string> {
  const { team, range, zone } = target;
  // The range's days are the caller's calendar days, each from its own midnight.
  const docs = await listSessions(db, {
    fromMs: zoneDayStartMs(range.fromDayMs, zone),
    toMs: zoneDayStartMs(range.toDayMs + DAY_MS, zone),
    teamIds: [team.teamId],
    kind: SESSION_KIND[target.dataType],
    statuses: ['complete'],
  });
  const rows: string[][] = [];
  for (const doc of docs) {
    const head = [
      formatDate(doc.startTime, DATE_FORMATS.usDate, zone),
      formatDate(doc.startTime, DATE_FORMATS.time, zone),
      doc.name,
    ];
    for (const p of await teamPlayers(db, doc, team.teamId)) {
      if (target.playerId !== null && p.id !== target.playerId) continue;
      rows.push([...head, p.name, p.jersey, p.position, ...metricCells(p.metrics, zone)]);
    }
  }
  const header = ['Date', 'Time', 'Session', 'Player', 'Number', 'Position'];
  return csvText([...header, ...metricHeaders(team.teamId)], rows);
}

/** Registers reports/csv/{id} and the player and team bulk CSV calls. */
export function reportRoutes(table: RouteTable, db: Db, now: () => number): void {
  const files = new BulkFiles({ now });

  table.add(
    {
      ...CALLS.sessionCsv,
      summary:
        "A practice's or game's CSV, saved as {id}.csv: per tracked player of the team (teamId, default the session's) a 'Total' row, then one per period unless totalsOnly=yes; columns Player, Number, Position, Period, Start, End (in the caller's zone: the x-time-zone header's IANA zone, else tzOffset, minutes as Date#getTimezoneOffset) and every catalogue metric with its unit and decimals. players=id1,id2 keeps only those players' rows (the individual CSV), each a tracked player of that team in the session, else 400; with exactly one player the file is saved as {id}_{playerId}.csv. Unknown session: 404; no samples: the header row only.",
      spec: '02 §7 Reports: CSV GET reports/csv/{id} with tzOffset, teamId, totalsOnly=yes; saved as {id}.csv; Individual CSV per event {id} and player {playerId} with tzOffset and players, saved as {id}_{playerId}.csv',
      params: z.object({ id: idText }),
      tags: ['reports'],
    },
    async ({ params, query, request }) => {
      // An unknown session is 404 whatever else the request lacks.
      const doc = await getSession(db, params.id);
      const zone = callerZone(request, query.tzOffset);
      const teamId = query.teamId ?? doc.teamId;
      if (!teamsOf(doc).includes(teamId))
        throw new ApiError(400, `query.teamId: team ${teamId} did not play in ${doc._id}`);
      const tracked = await teamPlayers(db, doc, teamId);
      const chosen = query.players;
      const unknown = chosen?.find((id) => !tracked.some((p) => p.id === id));
      if (unknown !== undefined) {
        throw new ApiError(
          400,
          `query.players: player ${unknown} was not tracked for team ${teamId} in ${doc._id}`,
        );
      }
      const players = chosen === undefined ? tracked : tracked.filter((p) => chosen.includes(p.id));
      const text = sessionCsv(doc, teamId, players, zone, query.totalsOnly);
      const single = chosen?.length === 1 ? `_${chosen[0] ?? ''}` : '';
      return new FileAnswer(`${doc._id}${single}.csv`, CSV_TYPE, text);
    },
  );

  /** The poll (materialize=no: 1 in progress, 0 ready) or the file (materialize=yes). */
  const bulk = async (target: BulkTarget, materialize: boolean) => {
    const key = [
      target.team.teamId,
      target.playerId ?? '*',
      target.dataType,
      target.range.text,
      zoneName(target.zone),
    ].join('/');
    const build = () => bulkCsv(db, target);
    if (!materialize) return ok([files.poll(key, build)]);
    const text = await files.file(key, build);
    return new FileAnswer(`${target.team.teamAbbrName}_bulk.csv`, CSV_TYPE, text);
  };
  const bulkSummary =
    "materialize=no starts building the file in the background and answers results [1] while it is built, [0] once it is ready (poll every 5 s); materialize=yes answers the CSV, saved as {team}_bulk.csv. Columns Date, Time (in the caller's zone: the x-time-zone header's IANA zone, each session with its own offset; else tzOffset), Session, Player, Number, Position and every catalogue metric. range is yyyyMMdd-yyyyMMdd, the caller's days (in that zone), at most a season; only completed sessions count. Unknown team or player: 404.";

  table.add(
    {
      ...CALLS.playerBulkCsv,
      summary: `A player's bulk CSV: one row per completed practice or game (dataType) of the team in range that the player was tracked in. ${bulkSummary}`,
      spec: '02 §7 Reports: Bulk CSV (team, player, data type, yyyyMMdd-yyyyMMdd; tzOffset, materialize no then yes; 1 in progress, 0 ready; {team}_bulk.csv); 03 §7 Bulk CSV report',
      params: z.object({
        teamId: idText,
        playerId: idText,
        dataType: dataTypeParam,
        range: rangeParam,
      }),
      tags: ['reports'],
    },
    async ({ params, query, request }) => {
      const team = knownTeam(params.teamId);
      const player = (await rosterOf(db, [params.playerId])).get(params.playerId);
      if (player?.team_id !== team.teamId)
        throw notFound(`player ${params.playerId} of team ${team.teamId}`);
      const zone = callerZone(request, query.tzOffset);
      const { playerId, dataType, range } = params;
      return bulk({ team, playerId, dataType, range, zone }, query.materialize);
    },
  );

  table.add(
    {
      ...CALLS.bulkCsv,
      summary: `A team's bulk CSV: one row per player per completed practice or game (dataType) of the team in range. ${bulkSummary}`,
      spec: '02 §7 Reports: Bulk CSV, team bulk keyed by team and data type',
      params: z.object({ teamId: idText, dataType: dataTypeParam, range: rangeParam }),
      tags: ['reports'],
    },
    async ({ params, query, request }) => {
      const team = knownTeam(params.teamId);
      const zone = callerZone(request, query.tzOffset);
      const { dataType, range } = params;
      return bulk({ team, playerId: null, dataType, range, zone }, query.materialize);
    },
  );
}
