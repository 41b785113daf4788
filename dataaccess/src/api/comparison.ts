/**
 * The comparison of the session page (02 §3 Date-range filter, 02 §5, 02 §9): the baseline
 * its percent-of-history columns divide by (the browser computes value / baseline × 100),
 * for one practice or game and the chosen comparison: the past 7, 14 or 28 days, custom
 * dates or chosen sessions; same intensity only; games too; at the same elapsed time for a
 * session in progress. Every number is a kept result of the metrics engine
 * (live/stored-metrics.ts); in a game each side's players compare with their own team.
 */
import { TZDate } from '@date-fns/tz';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CALLS,
  COMPARISON_PRESETS,
  type comparisonQuery,
  DAY_MS,
  dayKeyOfDayMs,
  DEFAULT_DATE_RANGE_DAYS,
  IN_PROGRESS_COMPARISON_DAYS,
  inProgressAllowsFrom,
  inProgressWindow,
  pastDaysWindow,
  zoneName,
} from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import {
  averageValues,
  keptRows,
  periodsOf,
  sessionPlayerMetrics,
  sidesOf,
  type KeptRow,
} from '../live/stored-metrics';
import {
  comparableValues,
  HIGHLIGHT_SOURCES,
  sessionHighlights,
  valuesUpTo,
  type MetricValues,
} from '../metrics';
import { getSession, listSessions, type SessionDoc } from '../sessions/sessions';
import { idText, MAX_SEASON_DAYS } from './common';
import { rosterOf } from './session-data';
import { callerZone, zoneDayStartMs } from './time-zone';

type ComparisonQuery = z.infer<typeof comparisonQuery>;

const refuse = (field: string, message: string) => new ApiError(400, `query.${field}: ${message}`);

const kindOf = (doc: SessionDoc): 'practice' | 'game' =>
  doc.type === 'game' ? 'game' : 'practice';

/** A session's intensities (a comma list), trimmed and lower-cased. */
const intensitiesOf = (doc: SessionDoc): string[] =>
  (typeof doc.intensity === 'string' ? doc.intensity : '')
    .split(',')
    .map((i) => i.trim().toLowerCase())
    .filter((i) => i !== '');

/** The teams whose sessions of each kind the caller may see; undefined for every team. */
type Seen = ComparisonQuery['seen'];

/**
 * Whether the caller may see a candidate session: a practice of a team they may see the
 * practices of, a game one of whose sides they may see the games of.
 */
function seenBy(seen: Seen, session: { teamId: string; visitorTeamId?: unknown; type?: unknown }) {
  const teams = session.type === 'game' ? seen.game : seen.practice;
  if (teams === undefined) return true;
  const sides = [session.teamId, session.visitorTeamId];
  return sides.some((t) => typeof t === 'string' && teams.includes(t));
}

/** The sessions practiceIds names, each a completed session of one of the session's teams. */
async function chosenSessions(
  db: Db,
  doc: SessionDoc,
  ids: readonly string[],
  earliestMs: number | null,
  seen: Seen,
): Promise<SessionDoc[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['session_id', 'status', 'team_id', 'visitor_team_id', 'start_ms', 'doc', 'version'])
    .where('session_id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.session_id, r]));
  const sides = sidesOf(doc);
  return ids.map((id) => {
    const row = byId.get(id);
    if (row === undefined) throw refuse('practiceIds', `session ${id} was not found`);
    const session = { ...(JSON.parse(row.doc) as SessionDoc), version: row.version };
    // One the caller may not see reads as one that does not exist.
    if (!seenBy(seen, session)) throw refuse('practiceIds', `session ${id} was not found`);
    if (id === doc._id) throw refuse('practiceIds', `${id} is the session compared`);
    if (row.status !== 'complete')
      throw refuse('practiceIds', `session ${id} is not a completed session`);
    if (!sides.some((t) => t === row.team_id || t === row.visitor_team_id))
      throw refuse('practiceIds', `session ${id} is not a session of team ${sides.join(' or ')}`);
    if (earliestMs !== null && row.start_ms < earliestMs)
      throw refuse(
        'practiceIds',
        `session ${id} is older than ${IN_PROGRESS_COMPARISON_DAYS} days: an in-progress comparison takes the last ${IN_PROGRESS_COMPARISON_DAYS} days only`,
      );
    return session;
  });
}

/** The completed sessions of the session's teams in the chosen days, filtered as asked. */
async function windowSessions(
  db: Db,
  doc: SessionDoc,
  query: ComparisonQuery,
  window: { fromMs: number; toMs: number },
): Promise<SessionDoc[]> {
  const docs = await listSessions(db, {
    ...window,
    teamIds: sidesOf(doc),
    statuses: ['complete'],
    ...(query.includeGames ? {} : { kind: 'practice' }),
  });
  const mine = intensitiesOf(doc);
  return docs.filter(
    (d) =>
      d._id !== doc._id &&
      seenBy(query.seen, d) &&
      (!query.sameIntensity ||
        kindOf(d) === 'game' ||
        intensitiesOf(d).some((i) => mine.includes(i))),
  );
}

/**
 * The candidate sessions of the comparison; for an in-progress comparison a choice reaching
 * back past the last 28 days before the session is refused (02 §5).
 */
async function candidateSessions(
  db: Db,
  doc: SessionDoc,
  query: ComparisonQuery,
  request: FastifyRequest,
): Promise<SessionDoc[]> {
  const inProgress = query.elapsedMs !== undefined;
  const earliestMs = inProgressWindow(doc.startTime).fromMs;
  const { choice } = query;
  switch (choice.kind) {
    case 'sessions':
      return chosenSessions(db, doc, choice.ids, inProgress ? earliestMs : null, query.seen);
    case 'days':
      return windowSessions(db, doc, query, pastDaysWindow(doc.startTime, choice.days));
    case 'dates': {
      // The caller's days, each from its own midnight in the caller's zone.
      const zone = callerZone(request, choice.tzOffset);
      const local = new TZDate(doc.startTime, zoneName(zone));
      const sessionDay = dayKeyOfDayMs(
        Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()),
      );
      if (inProgress && !inProgressAllowsFrom(dayKeyOfDayMs(choice.fromDayMs), sessionDay))
        throw refuse(
          'from',
          `an in-progress comparison takes the last ${IN_PROGRESS_COMPARISON_DAYS} days only`,
        );
      return windowSessions(db, doc, query, {
        fromMs: zoneDayStartMs(choice.fromDayMs, zone),
        toMs: zoneDayStartMs(choice.toDayMs + DAY_MS, zone),
      });
    }
  }
}

/**
 * The kept rows of the sessions; a completed session whose metrics were never computed is
 * computed (and kept) first, as any read of it would.
 */
async function rowsOf(db: Db, sessions: readonly SessionDoc[]): Promise<KeptRow[]> {
  const ids = sessions.map((s) => s._id);
  const rows = await keptRows(db, { sessionIds: ids });
  const kept = new Set(rows.map((r) => r.sessionId));
  const missing = sessions.filter((s) => !kept.has(s._id));
  for (const s of missing) await sessionPlayerMetrics(db, s);
  return missing.length === 0
    ? rows
    : [...rows, ...(await keptRows(db, { sessionIds: missing.map((s) => s._id) }))];
}

/**
 * The side each player's numbers count for: in a game their roster team when it played,
 * else the session's team (as keepSessionMetrics files them).
 */
async function sideOfPlayers(
  db: Db,
  doc: SessionDoc,
  playerIds: readonly string[],
): Promise<(playerId: string) => string> {
  if (kindOf(doc) !== 'game') return () => doc.teamId;
  const sides = sidesOf(doc);
  const roster = await rosterOf(db, [...new Set(playerIds)]);
  return (playerId) => {
    const team = roster.get(playerId)?.team_id;
    return team !== undefined && sides.includes(team) ? team : doc.teamId;
  };
}

/** One player's numbers in one session of the comparison set. */
interface Contribution {
  readonly sessionId: string;
  readonly playerId: string;
  readonly teamId: string;
  readonly values: MetricValues;
}

/** A row's comparable numbers: whole, or up to `elapsedMs` after its first period's start. */
function valuesOf(row: KeptRow, session: SessionDoc, elapsedMs: number | undefined) {
  if (elapsedMs === undefined) return comparableValues(row.metrics);
  const periods = periodsOf(session);
  if (periods.length === 0) return null;
  const firstMs = Math.min(...periods.map((p) => p.startMs));
  return valuesUpTo(
    periods.flatMap((p) => {
      const values = row.byPeriod[String(p.index)];
      return values === undefined ? [] : [{ startMs: p.startMs, endMs: p.endMs, values }];
    }),
    firstMs + elapsedMs,
  );
}

/** The highlight keys of 02 §3, each null where no session has the value. */
function teamAverages(perSession: readonly MetricValues[]): MetricValues {
  const averages = averageValues(perSession);
  return Object.fromEntries(Object.keys(HIGHLIGHT_SOURCES).map((k) => [k, averages[k] ?? null]));
}

/** Registers comparison/{id}. */
export function comparisonRoutes(table: RouteTable, db: Db): void {
  table.add(
    {
      ...CALLS.comparison,
      summary: [
        "The baseline of a practice's or game's percent-of-history columns (the browser computes value / baseline × 100): one item {sessions: [{id, name, type (practice|game), startTime}] (the comparison set, newest first), players: {playerId: metric values averaged over the player's sessions in the set}, team: {aveDistYards, aveHardEffortDist, aveYPM, aveMaxSpeedMPH, aveMaxSustainedSpeedMPH, aveSprintCount, aveMaxSprintCount, accelsAve, deccelsAve, exIndexAve: each the average over the set's sessions of the session's team average (02 §3 highlights), null when none has it}, teamId (whose team averages), count (sessions in the set)}.",
        `The set, completed sessions of the session's team (in a game, of either side) with kept metrics: days=${COMPARISON_PRESETS.join('|')} (default ${DEFAULT_DATE_RANGE_DAYS}) those that started in the days before this session's start; or from=yyyyMMdd&to=yyyyMMdd (the caller's days, both included, in the x-time-zone header's IANA zone, else in tzOffset minutes as Date#getTimezoneOffset; at most ${MAX_SEASON_DAYS} days); or practiceIds=a,b exactly those sessions (each a completed session of the team, else 400; sameIntensity and includeGames do not narrow them). Practices only unless includeGames=yes; sameIntensity=yes keeps the practices whose intensity list shares an intensity with this session's, compared without case (games are not narrowed; a session without intensity shares none). A completed session whose metrics were never computed is computed and kept first.`,
        "Each player's numbers count only from sessions they played for their own side of this session (in a game, their roster team). teamOfInterest (a side of the session, default its team) chooses whose team averages.",
        "practiceTeamIds and gameTeamIds (comma lists, empty for none; the gateway sets them for a caller who may not see every team) narrow the set to the practices of those teams and the games with one of those teams as a side: another team's practices never reach a caller who may not see them, not even as a name (a chosen session outside them is 400 as one not found).",
        `inProgress=yes&elapsedMs=N compares at the same elapsed time: each past session's numbers up to N ms after its first period's start, rebuilt from its kept per-period values: periods that ended by then whole, the period running then by the share of its time before then. By the catalogue unit: distances, counts, durations and loads (yd, count, s, au) add up, the running period's prorated; per-minute rates (ypm, accel/decel per min) are the mean weighted by tracked time; peaks (mph, yd/s², %) are the largest of the periods included, the running one's whole-period peak included. Only the last ${IN_PROGRESS_COMPARISON_DAYS} days before the session may be used (02 §5): from, or a chosen session, earlier is 400.`,
        'Only metrics with percent-of-history variants (and their Relative variants) are compared. No session with numbers: code -1. Unknown session: 404.',
      ].join(' '),
      spec: '02 §3 Filters: Date-range filter (selectedDates, isUseInProgressComps, isUseSameIntensity, includeGamesInComparisonAvg, selectedIdPractices, compareTo); 02 §5 in-progress comparison limited to the last 28 days; 02 §9 comparison windows 7, 14 or 28 days',
      params: z.object({ id: idText }),
      tags: ['session data'],
    },
    async ({ params, query, request }) => {
      const doc = await getSession(db, params.id);
      const sides = sidesOf(doc);
      const teamId = query.teamOfInterest ?? doc.teamId;
      if (!sides.includes(teamId))
        throw refuse('teamOfInterest', `team ${teamId} did not play in ${doc._id}`);
      const sessions = await candidateSessions(db, doc, query, request);
      const byId = new Map(sessions.map((s) => [s._id, s]));
      const rows = (await rowsOf(db, sessions)).filter((r) => sides.includes(r.teamId));
      const sideOf = await sideOfPlayers(
        db,
        doc,
        rows.map((r) => r.entityId),
      );
      const contributions = rows.flatMap((row): Contribution[] => {
        const session = byId.get(row.sessionId);
        if (session === undefined || row.teamId !== sideOf(row.entityId)) return [];
        const values = valuesOf(row, session, query.elapsedMs);
        return values === null
          ? []
          : [{ sessionId: row.sessionId, playerId: row.entityId, teamId: row.teamId, values }];
      });
      const counted = sessions
        .filter((s) => contributions.some((c) => c.sessionId === s._id))
        .sort((a, b) => b.startTime - a.startTime);
      if (counted.length === 0) return ok([]);
      const byPlayer = new Map<string, MetricValues[]>();
      for (const c of contributions) {
        const list = byPlayer.get(c.playerId) ?? [];
        list.push(c.values);
        byPlayer.set(c.playerId, list);
      }
      const perSession = counted.flatMap((s) => {
        const own = contributions.filter((c) => c.sessionId === s._id && c.teamId === teamId);
        return own.length === 0
          ? []
          : [Object.fromEntries(Object.entries(sessionHighlights(own.map((c) => c.values))))];
      });
      return ok([
        {
          sessions: counted.map((s) => ({
            id: s._id,
            name: s.name,
            type: kindOf(s),
            startTime: s.startTime,
          })),
          players: Object.fromEntries(
            [...byPlayer].map(([playerId, list]) => [playerId, averageValues(list)]),
          ),
          team: teamAverages(perSession),
          teamId,
          count: counted.length,
        },
      ]);
    },
  );
}
