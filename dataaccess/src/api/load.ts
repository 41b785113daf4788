/**
 * Load over time (issue 36; designed, the spec shows no such view): a player's daily load
 * with its 7- and 28-day figures, a team's players on the window's last day, and both as
 * CSVs. The loads are the kept per-session values (`session_metrics`' load columns): total distance,
 * hard-effort (high-speed) distance and player load, summed by calendar day in the caller's
 * zone (domain/load.ts, docs/metrics.md "Load over time").
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  CALLS,
  CSV_TYPE,
  LOAD_MEASURE_LABELS,
  LOAD_MEASURES,
  formatJersey,
  loadDayRow,
  loadDays,
  loadGrid,
  loadHistoryFromMs,
  loadWindow,
  type LoadDay,
  type SessionLoad,
  type TimeZone,
} from '../../../domain';
import type { Db } from '../db/schema';
import { notFound, ok } from '../http/envelope';
import { FileAnswer, type RouteTable } from '../http/routes';
import { csvText } from '../reports/metric-csv';
import { DELETED_STATUS } from '../sessions/sessions';
import { callerZone } from './time-zone';
import { idText, knownTeam } from './common';

interface Window {
  readonly firstDay: string;
  readonly lastDay: string;
  readonly fromMs: number;
  readonly toMs: number;
}

/**
 * The kept sessions (practices and games) of some players from `fromMs` to `toMs`: the loads
 * from the rows' narrow columns (migration 0018), never their documents.
 */
async function keptLoads(
  db: Db,
  playerIds: readonly string[],
  fromMs: number,
  toMs: number,
): Promise<Map<string, SessionLoad[]>> {
  const out = new Map<string, SessionLoad[]>();
  if (playerIds.length === 0) return out;
  const rows = await db
    .selectFrom('session_metrics')
    .innerJoin('sessions', 'sessions.session_id', 'session_metrics.session_id')
    .select([
      'session_metrics.entity_id',
      'sessions.start_ms',
      'session_metrics.load_distance_yd',
      'session_metrics.load_high_speed_yd',
      'session_metrics.load_player_au',
    ])
    .where('session_metrics.entity_id', 'in', [...playerIds])
    .where('sessions.start_ms', '>=', fromMs)
    .where('sessions.start_ms', '<', toMs)
    .where('sessions.status', '!=', DELETED_STATUS)
    .execute();
  for (const r of rows) {
    const list = out.get(r.entity_id) ?? [];
    list.push({
      startMs: r.start_ms,
      distance: r.load_distance_yd,
      highSpeedDistance: r.load_high_speed_yd,
      playerLoad: r.load_player_au,
    });
    out.set(r.entity_id, list);
  }
  return out;
}

/** The start of each player's first kept session ever (none: absent). */
async function historyStarts(db: Db, playerIds: readonly string[]): Promise<Map<string, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('session_metrics')
    .innerJoin('sessions', 'sessions.session_id', 'session_metrics.session_id')
    .select(['session_metrics.entity_id', (eb) => eb.fn.min('sessions.start_ms').as('first')])
    .where('session_metrics.entity_id', 'in', [...playerIds])
    .where('sessions.status', '!=', DELETED_STATUS)
    .groupBy('session_metrics.entity_id')
    .execute();
  return new Map(rows.map((r) => [r.entity_id, r.first]));
}

/** Each player's load days over the window, in the caller's zone. */
async function playersLoad(
  db: Db,
  playerIds: readonly string[],
  window: Window,
  zone: TimeZone,
): Promise<Map<string, LoadDay[]>> {
  const [loads, starts] = await Promise.all([
    keptLoads(db, playerIds, loadHistoryFromMs(window.firstDay, zone), window.toMs),
    historyStarts(db, playerIds),
  ]);
  const grid = loadGrid(window, zone);
  return new Map(
    playerIds.map((id) => [id, loadDays(loads.get(id) ?? [], grid, starts.get(id) ?? null)]),
  );
}

const MEASURE_CSV_COLUMNS = LOAD_MEASURES.flatMap((m) => {
  const label = LOAD_MEASURE_LABELS[m];
  return [
    [m, label],
    [`${m}Acute`, `${label} 7-day mean`],
    [`${m}Chronic`, `${label} 28-day mean`],
    [`${m}Ratio`, `${label} acute:chronic`],
    [`${m}Outside`, `${label} outside usual range`],
  ] as const;
});

/** A cell: empty where there is no figure (a ratio without 28 days of history, a usual day). */
const cell = (v: unknown): string =>
  typeof v === 'number' || typeof v === 'string' ? String(v) : '';

const dayText = (day: string): string => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;

/** Registers the load reads and their CSVs. */
export function loadRoutes(table: RouteTable, db: Db, now: () => number): void {
  const knownPlayer = async (playerId: string) => {
    const row = await db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position', 'team_id'])
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (row === undefined) throw notFound(`player ${playerId}`);
    return row;
  };
  const teamRoster = (teamId: string) =>
    db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position'])
      .where('team_id', '=', teamId)
      .orderBy('name')
      .orderBy('player_id')
      .execute();

  // The id is looked up before the zone is asked for: an unknown one is 404 whatever else is sent.
  const playerDays = async (
    playerId: string,
    query: { endTime?: number; days: number; tzOffset?: number },
    request: FastifyRequest,
  ) => {
    await knownPlayer(playerId);
    const zone = callerZone(request, query.tzOffset);
    const window = loadWindow(query.endTime ?? now(), query.days, zone);
    return (await playersLoad(db, [playerId], window, zone)).get(playerId) ?? [];
  };

  const teamRows = async (
    teamId: string,
    query: { endTime?: number; days: number; tzOffset?: number },
    request: FastifyRequest,
  ) => {
    knownTeam(teamId);
    const zone = callerZone(request, query.tzOffset);
    const roster = await teamRoster(teamId);
    const window = loadWindow(query.endTime ?? now(), query.days, zone);
    const days = await playersLoad(
      db,
      roster.map((p) => p.player_id),
      window,
      zone,
    );
    return roster.flatMap((p) => {
      const list = days.get(p.player_id) ?? [];
      const last = list.at(-1);
      if (last === undefined) return [];
      return [
        {
          playerId: p.player_id,
          name: p.name,
          jersey: p.jersey,
          position: p.position,
          ...loadDayRow(last),
          daysOutside: list.filter((d) => LOAD_MEASURES.some((m) => d.measures[m].outside)).length,
        },
      ];
    });
  };

  const playerParams = z.object({ playerId: idText });
  const teamParams = z.object({ teamId: idText });
  const querySummary =
    "Query: endTime (epoch ms, default now: the window's last day is its day), days (1-366, default 28); days are calendar days in the caller's zone (the x-time-zone header's IANA zone, else tzOffset minutes as Date#getTimezoneOffset).";

  table.add(
    {
      ...CALLS.playerLoad,
      summary: `A player's load by day, oldest first: {day (yyyyMMdd), dayStartMs, sessions, then for each of distance, highSpeedDistance (hard-effort distance, yd) and playerLoad (au): the day's sum over its practices and games, its 7-day mean (…Acute), 28-day mean (…Chronic), their ratio (…Ratio, null without 28 days of history) and …Outside (high | low | null: the day against the player's own session days of the past 28)}. ${querySummary} Unknown player: 404.`,
      spec: 'designed (issue 36 load over time; definitions in docs/metrics.md)',
      params: playerParams,
      tags: ['players'],
    },
    async ({ params, query, request }) => {
      return ok((await playerDays(params.playerId, query, request)).map(loadDayRow));
    },
  );

  table.add(
    {
      ...CALLS.playerLoadCsv,
      summary: `playerload/{playerId} as a CSV saved as load-{playerId}.csv: Date (yyyy-MM-dd), Sessions, then each measure's day value, 7-day mean, 28-day mean, acute:chronic and outside usual range (empty where none). ${querySummary} Unknown player: 404.`,
      spec: 'designed (issue 36 load over time, the same figures in the CSV)',
      params: playerParams,
      tags: ['players', 'reports'],
    },
    async ({ params, query, request }) => {
      const rows = (await playerDays(params.playerId, query, request)).map(loadDayRow);
      const text = csvText(
        ['Date', 'Sessions', ...MEASURE_CSV_COLUMNS.map(([, label]) => label)],
        rows.map((r) => [
          dayText(r.day),
          String(r.sessions),
          ...MEASURE_CSV_COLUMNS.map(([key]) => cell(r[key])),
        ]),
      );
      return new FileAnswer(`load-${params.playerId}.csv`, CSV_TYPE, text);
    },
  );

  table.add(
    {
      ...CALLS.teamLoad,
      summary: `A team's players on the window's last day, by name: {playerId, name, jersey, position, then the figures of playerload/{playerId} for that day, daysOutside (the window's session days outside the player's usual range on any measure)}. ${querySummary}`,
      spec: 'designed (issue 36 load over time, a team view)',
      params: teamParams,
      tags: ['teams'],
    },
    async ({ params, query, request }) => {
      return ok(await teamRows(params.teamId, query, request));
    },
  );

  table.add(
    {
      ...CALLS.teamLoadCsv,
      summary: `teamload/{teamId} as a CSV saved as load-team-{teamId}.csv: Player, Number, Position, Date, Sessions, each measure's figures, Days Outside. ${querySummary}`,
      spec: 'designed (issue 36 load over time, the same figures in the CSV)',
      params: teamParams,
      tags: ['teams', 'reports'],
    },
    async ({ params, query, request }) => {
      const rows = await teamRows(params.teamId, query, request);
      const text = csvText(
        [
          'Player',
          'Number',
          'Position',
          'Date',
          'Sessions',
          ...MEASURE_CSV_COLUMNS.map(([, label]) => label),
          'Days Outside',
        ],
        rows.map((r) => [
          r.name,
          formatJersey(r.jersey),
          r.position,
          dayText(r.day),
          String(r.sessions),
          ...MEASURE_CSV_COLUMNS.map(([key]) =>
            cell((r as Readonly<Record<string, unknown>>)[key]),
          ),
          String(r.daysOutside),
        ]),
      );
      return new FileAnswer(`load-team-${params.teamId}.csv`, CSV_TYPE, text);
    },
  );
}
