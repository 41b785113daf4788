/**
 * The ball metrics page's flights (02 §2 Ball metrics page, §3 Ball metrics): each flight of
 * a session credited to a QB, K, P or LS of its teams, with the period, quarter, in-play and
 * speed zone it falls in. A finished session's flights are the processing stage's
 * (ball_flights); a live one's are the live detection's (live/live-flights.ts).
 */
import { z } from 'zod';
import {
  ballFiltersOf,
  CALLS,
  groupRows,
  listRows,
  CSV_TYPE,
  hasBallMetrics,
  shownFlights,
  sortedRows,
  speedZoneOf,
  type SessionFlightRow,
} from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { FileAnswer, type RouteTable } from '../http/routes';
import { ballFlightsCsv, ballGridCsv, ballTotalsCsv } from '../reports/ball-csv';
import { callerZone } from './time-zone';
import { quarterOf } from '../live/filtered-metrics';
import type { LiveFlights } from '../live/live-flights';
import { isFinished } from '../live/live-metrics';
import { periodsOf } from '../live/stored-metrics';
import type { BallFlight } from '../metrics';
import { getSession, type SessionDoc } from '../sessions/sessions';
import { idText } from './common';

/** The teams of a session: its team, and a game's home and visiting teams. */
const teamsOf = (doc: SessionDoc): string[] => [
  ...new Set(
    [doc.teamId, doc.homeTeamId, doc.visitorTeamId, doc.awayTeamId].filter(
      (t): t is string => typeof t === 'string' && t !== '',
    ),
  ),
];

interface Drill {
  periodType?: string;
  playId?: string;
  quarter?: number | null;
}

/** Each ball's flights: the stored ones of a finished session, the live engine's otherwise. */
async function flightsOf(
  db: Db,
  live: LiveFlights | null,
  doc: SessionDoc,
): Promise<Map<string, BallFlight[]>> {
  if (isFinished(doc)) {
    const rows = await db
      .selectFrom('ball_flights')
      .select(['entity_id', 'flights'])
      .where('session_id', '=', doc._id)
      .execute();
    return new Map(rows.map((r) => [r.entity_id, JSON.parse(r.flights) as BallFlight[]]));
  }
  if (doc.status !== 'live' || live === null) return new Map();
  return live.flights(doc._id);
}

/**
 * The rows of a session's flights, of the team `side` when given, by release time; a live
 * session's from `live` (none without it).
 */
export async function sessionFlights(
  db: Db,
  live: LiveFlights | null,
  doc: SessionDoc,
  side: string | undefined,
): Promise<SessionFlightRow[]> {
  const byBall = await flightsOf(db, live, doc);
  const launchers = [
    ...new Set(
      [...byBall.values()].flatMap((list) =>
        list.flatMap((f) => (f.launcherKey === null ? [] : [f.launcherKey])),
      ),
    ),
  ];
  if (launchers.length === 0) return [];
  const teams = side === undefined ? teamsOf(doc) : [side];
  const players = new Map(
    (
      await db
        .selectFrom('players')
        .select(['player_id', 'team_id', 'name', 'jersey', 'position'])
        .where('player_id', 'in', launchers)
        .execute()
    )
      .filter((p) => teams.includes(p.team_id) && hasBallMetrics(p.position))
      .map((p) => [p.player_id, p]),
  );
  const periods = periodsOf(doc);
  const drills = Array.isArray(doc.drills) ? (doc.drills as Drill[]) : [];
  const game = doc.type === 'game';
  const rows: SessionFlightRow[] = [];
  for (const [ballId, list] of byBall) {
    for (const f of list) {
      const player = players.get(f.launcherKey ?? '');
      if (player === undefined) continue;
      const period = periods.find((p) => p.startMs <= f.startTimeMS && f.startTimeMS < p.endMs);
      const drill = period === undefined ? undefined : drills[period.index];
      rows.push({
        ...f,
        id: `${ballId}@${f.startTimeMS}`,
        ballId,
        playerId: player.player_id,
        name: player.name,
        jersey: player.jersey,
        position: player.position,
        teamId: player.team_id,
        periodIndex: period?.index ?? null,
        periodName: period?.name ?? null,
        quarter: game && period !== undefined ? quarterOf(period, drill) : null,
        // A game's play (the flight's play id, or a period that is a play); a practice's period.
        inPlay: game ? f.playId !== null || drill?.periodType === 'Play' : period !== undefined,
        speedZone: speedZoneOf(f.initialAirSpeedMPH),
      });
    }
  }
  return rows.sort((a, b) => a.startTimeMS - b.startTimeMS || a.id.localeCompare(b.id));
}

/** Registers ballflights/{id}?side={teamId}. */
export function ballFlightRoutes(table: RouteTable, db: Db, live: LiveFlights): void {
  table.add(
    {
      ...CALLS.ballFlights,
      summary:
        "The ball flights of a practice or game (02 §2 Ball metrics page), by release time: the engine's flight (type, air speeds, rotation or null, duration, peak height, ground and air distance) with who released it (playerId, name, jersey, position, teamId: a QB, K, P or LS of the session's teams; flights of anyone else are left out), the period it falls in (periodIndex, periodName; null between periods), a game's quarter (1-4, 5 overtime; null otherwise), inPlay (in a game's play or a practice's period) and speedZone (by initial air speed: below 40 mph zone 1, 40-50 zone 2, 50-60 zone 3, 60 and over zone 4). A finished session's flights are the processing stage's; a live practice's are detected as its positions arrive. side narrows to one team of the session (default both). An unknown session is a 404; a side that is not a team of the session a 400.",
      spec: '02 §2 Ball metrics page; 02 §3 Ball metrics (designed: path not shown)',
      params: z.object({ id: idText }),
      tags: ['flights'],
    },
    async ({ params, query }) => {
      const doc = await getSession(db, params.id);
      checkSide(doc, 'side', query.side);
      return ok(await sessionFlights(db, live, doc, query.side));
    },
  );

  table.add(
    {
      ...CALLS.ballFlightsCsv,
      summary:
        "The ball metrics page's flights as a CSV, saved as {id}.csv: one row per flight by release time (Player, Number, Position, Flight Type, Start Time in the caller's zone: the x-time-zone header's IANA zone, else tzOffset minutes as Date#getTimezoneOffset; Period, or a game's Quarter; In Play; Speed Zone; then the flight's numbers with the page's decimals, '-' where missing), or with totalsOnly=yes one row per player (Flights, then the average and the max of each ball metric, as the page's Group By: Player rows). The page's filters narrow both: type (Pass, Kick, Punt, Long Snap), zone (Speed Zone 1-4), quarter (1-5, none), inPlay (yes, no), comma-separated; unknown values are ignored as the page ignores them. teamOfInterest narrows a game to one team (not a team of the session: 400). A live practice's file holds the flights found so far. Unknown session: 404.",
      spec: '02 §7 Reports: Ball-flight CSV (session id; tzOffset, isLive=yes, teamOfInterest and filter values; a second variant exports totals; saved as {id}.csv)',
      params: z.object({ id: idText }),
      tags: ['flights', 'reports'],
    },
    async ({ params, query, request }) => {
      const doc = await getSession(db, params.id);
      checkSide(doc, 'teamOfInterest', query.teamOfInterest);
      const flights = shownFlights(
        await sessionFlights(db, live, doc, query.teamOfInterest),
        ballFiltersOf((key) => (query as Readonly<Record<string, string | undefined>>)[key]),
      );
      const text =
        query.totalsOnly === 'yes'
          ? ballTotalsCsv(flights)
          : ballFlightsCsv(flights, callerZone(request, query.tzOffset), doc.type === 'game');
      return new FileAnswer(`${doc._id}.csv`, CSV_TYPE, text);
    },
  );

  table.add(
    {
      ...CALLS.ballFilteredCsv,
      summary:
        "Export Filtered Data of the ball metrics page, saved as {id}.csv: the rows its grid shows for the same view, open groups and filters, in its order and with its columns. Without view, one row per flight by release time (Player, Number, Position, Flight Type, Start Time in the caller's zone, Period or a game's Quarter, In Play, Speed Zone, Initial Air Speed, Initial Rotation, Flight Duration, Peak Height, Ground Distance, Air Distance). view=byPlayer (players by name) or speedZone (zones in order, empty ones left out): a Group row per group with Flights (how many) and the average of each number, followed by its flights when its key (player id or speed zone) is in expanded (comma-separated; keys of no shown group are ignored, as the page ignores them); cells the grid leaves empty are empty. sort (a column id of the flat list: title, jersey, position, flightType, startTimeMS, period, inPlay, speedZone or a metric) and order (asc, desc) order the flat list as the grid sorts it (domain/ball-filters.ts: missing values first ascending, a jersey by number, the period column by the session's order, ties by release time); with a grouped view, or order without sort, 400. The filters (type, zone, quarter, inPlay) and teamOfInterest are those of reports/ballflights/{id}. Unknown session: 404; a team not of the session: 400.",
      spec: '02 §9 Export menu: Export Filtered Data; 02 §7 Reports: Ball-flight CSV (session id; tzOffset, teamOfInterest and filter values; saved as {id}.csv)',
      params: z.object({ id: idText }),
      tags: ['flights', 'reports'],
    },
    async ({ params, query, request }) => {
      const doc = await getSession(db, params.id);
      checkSide(doc, 'teamOfInterest', query.teamOfInterest);
      const flights = shownFlights(
        await sessionFlights(db, live, doc, query.teamOfInterest),
        ballFiltersOf((key) => {
          const value = (query as Readonly<Record<string, unknown>>)[key];
          return typeof value === 'string' ? value : undefined;
        }),
      );
      // The grouped views keep each group's flights under it: the grid does not sort them.
      if (query.view !== undefined && (query.sort !== undefined || query.order !== undefined)) {
        throw new ApiError(
          400,
          `query.sort: view ${query.view} keeps its groups' order; sort and order are for the flat list`,
        );
      }
      if (query.order !== undefined && query.sort === undefined) {
        throw new ApiError(400, 'query.order: order needs the sort column');
      }
      const game = doc.type === 'game';
      const rows =
        query.view === undefined
          ? sortedRows(
              listRows(flights),
              query.sort === undefined
                ? undefined
                : { key: query.sort, order: query.order ?? 'asc' },
              game,
            )
          : groupRows(flights, query.view, new Set(query.expanded ?? []));
      const zone = callerZone(request, query.tzOffset);
      const text = ballGridCsv(rows, zone, game, query.view !== undefined);
      return new FileAnswer(`${doc._id}.csv`, CSV_TYPE, text);
    },
  );
}

/** A 400 unless `side`, when given, is a team of the session. */
function checkSide(doc: SessionDoc, name: string, side: string | undefined): void {
  if (side !== undefined && !teamsOf(doc).includes(side)) {
    throw new ApiError(400, `query.${name}: team ${side} is not a team of session ${doc._id}`);
  }
}
