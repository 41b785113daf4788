/**
 * Practice Tracking (03 §2 "Practice Tracking", §3 Player (viewer/tracking)): who of a team
 * had positions in a practice or game and who did not. The team's roster, plus anyone
 * tracked in the session whom no other team of the session claims, each with whether the
 * session holds positions of them and how many.
 */
import { z } from 'zod';
import { CALLS, positionGroupOf } from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { isBall } from '../live/stored-metrics';
import { getSession, type SessionDoc } from '../sessions/sessions';
import { idText } from './common';

/** One row of the tracking table (03 §3 Player (viewer/tracking), the fields it shows). */
export interface TrackingRow {
  readonly playerId: string;
  readonly nflId: string | null;
  /** The roster name; the entity id for someone tracked but on no roster. */
  readonly name: string;
  readonly jersey: string;
  readonly position: string;
  /** The football group of the position (01 §3.1); null for lacrosse, officials, unknown. */
  readonly positionGroup: string | null;
  /** The roster status code (01 §3.2: ACT, DEV, …); '' for someone on no roster. */
  readonly status: string;
  /** The session holds positions of the player. */
  readonly tracking: boolean;
  /** How many position samples the session holds of the player. */
  readonly samples: number;
}

/** The teams of a session: its team, and a game's home and visiting teams. */
const teamsOf = (doc: SessionDoc): string[] => [
  ...new Set(
    [doc.teamId, doc.homeTeamId, doc.visitorTeamId, doc.awayTeamId].filter(
      (t): t is string => typeof t === 'string' && t !== '',
    ),
  ),
];

/** The tracked entities of a session (balls left out) and their sample counts. */
async function trackedIn(db: Db, sessionId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('track_windows')
    .select(['entity_id', (eb) => eb.fn.sum<number | string>('count').as('samples')])
    .where('session_id', '=', sessionId)
    .groupBy('entity_id')
    .execute();
  return new Map(
    rows.filter((r) => !isBall(r.entity_id)).map((r) => [r.entity_id, Number(r.samples)]),
  );
}

/**
 * The tracking rows of `teamId` in a session: its roster, and the tracked entities on its
 * roster or on no roster of another team of the session, by name.
 */
export async function trackingRows(
  db: Db,
  doc: SessionDoc,
  teamId: string,
): Promise<TrackingRow[]> {
  const tracked = await trackedIn(db, doc._id);
  const others = teamsOf(doc).filter((t) => t !== teamId);
  const trackedIds = [...tracked.keys()];
  const rows = await db
    .selectFrom('players')
    .select(['player_id', 'team_id', 'name', 'jersey', 'position', 'status', 'nfl_id'])
    .where((eb) =>
      trackedIds.length === 0
        ? eb('team_id', '=', teamId)
        : eb.or([eb('team_id', '=', teamId), eb('player_id', 'in', trackedIds)]),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.player_id, r]));
  const ids = [
    ...rows.filter((r) => r.team_id === teamId).map((r) => r.player_id),
    ...trackedIds.filter((id) => {
      const team = byId.get(id)?.team_id;
      return team !== teamId && (team === undefined || !others.includes(team));
    }),
  ];
  return ids
    .map((id): TrackingRow => {
      const row = byId.get(id);
      const position = row?.position ?? '';
      const samples = tracked.get(id) ?? 0;
      return {
        playerId: id,
        nflId: row?.nfl_id ?? null,
        name: row?.name ?? id,
        jersey: row?.jersey ?? '',
        position,
        positionGroup: positionGroupOf(position) ?? null,
        status: row?.status ?? '',
        tracking: samples > 0,
        samples,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.playerId.localeCompare(b.playerId));
}

/** Registers practicetracking/{id}?side={teamId}. */
export function practiceTrackingRoutes(table: RouteTable, db: Db): void {
  table.add(
    {
      ...CALLS.practiceTracking,
      summary:
        "Who of a team had positions in a practice or game (03 §2 Practice Tracking): one row per player [{playerId, nflId, name, jersey, position, positionGroup, status, tracking, samples}], by name. The rows are the roster of the team side names (default: the session's team; a game's home team) and the entities tracked in the session that are on that roster or on no roster of the session's other team (balls left out); tracking is true when the session holds positions of the player, samples counts them. An unknown session is a 404; a side that is not a team of the session a 400. (The side is not called teamId: the gateway lets a teamId query through only for a team whose practices the user may see, and a game's other side is seen by those who may see the game.) No rows: code -1.",
      spec: '03 §2 Practice Tracking; 03 §3 Player (viewer/tracking); 01 §3.2 status codes (designed: path not shown)',
      params: z.object({ id: idText }),
      tags: ['tracking'],
    },
    async ({ params, query }) => {
      const doc = await getSession(db, params.id);
      const teamId = query.side ?? doc.teamId;
      if (!teamsOf(doc).includes(teamId))
        throw new ApiError(400, `query.side: team ${teamId} is not a team of session ${params.id}`);
      return ok(await trackingRows(db, doc, teamId));
    },
  );
}
