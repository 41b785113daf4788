/**
 * The session-data calls the session views need (02 §7 Session data, 03 §7 Tracks): the
 * full practice with highlights and per-period metrics, a player's metrics, the velocity
 * graph (past or live) and the playback tracks in 10-second windows (compressed or not,
 * live or not). Every number comes from the metrics engine over the stored windows
 * (live/stored-metrics.ts), for a live session advanced from the last read
 * (live/live-session-numbers.ts), or, for live reads, from the live accumulators.
 */
import { z } from 'zod';
import {
  CALLS,
  TIME_SINCE_MAX_PERCENTAGES,
  type fullPracticeQuery,
  type PeriodNumbers,
} from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import type { ReadonlyDeep, RouteTable } from '../http/routes';
import {
  createFilteredMetricsCache,
  filteredSessionMetrics,
  narrows,
  type SessionSelection,
} from '../live/filtered-metrics';
import { isFinished, type LiveMetrics } from '../live/live-metrics';
import type { LiveSessionNumbers } from '../live/live-session-numbers';
import {
  averageValues,
  isBall,
  periodsOf,
  playerHistory,
  storedSpeedSeries,
} from '../live/stored-metrics';
import { percentOf, sessionHighlights, ypsToMph, type MetricValues } from '../metrics';
import { getSession, type SessionDoc } from '../sessions/sessions';
import { loadWindows, newestSampleMs } from '../tracks/ingest';
import { decodeWindow, sliceTrack, WINDOW_MS, windowStart } from '../tracks/window-codec';
import { idText } from './common';

/** Longest stretch one tracks call returns: 60 playback windows. */
const MAX_TRACKS_RANGE_MS = 60 * WINDOW_MS;

const velocityParams = z.object({
  key: z
    .string()
    .max(130)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or -: {sessionId}_{playerId}'),
});

/**
 * The session a query names (datasetId) for a thing in the path; a missing session names
 * both, so the caller sees which of its two ids is wrong.
 */
async function sessionOf(db: Db, datasetId: string, what: string): Promise<SessionDoc> {
  try {
    return await getSession(db, datasetId);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404)
      throw notFound(`${what} in session ${datasetId}`);
    throw error;
  }
}

/** A player's roster row, as the session views name them. */
export interface RosterRow {
  player_id: string;
  name: string;
  jersey: string;
  position: string;
  team_id: string;
  nfl_id: string | null;
}

/** The roster rows of the given players (any team: imported sessions create their own). */
export async function rosterOf(db: Db, ids: readonly string[]): Promise<Map<string, RosterRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('players')
    .select(['player_id', 'name', 'jersey', 'position', 'team_id', 'nfl_id'])
    .where('player_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.player_id, r]));
}

/** The player-row head of 02 §3 (id, name, jerseyNumber, position, teamId, namespaceId). */
function playerHead(id: string, row: RosterRow | undefined, doc: SessionDoc) {
  return {
    id,
    name: row?.name ?? id,
    jerseyNumber: row?.jersey ?? '',
    position: row?.position ?? '',
    teamId: row?.team_id ?? doc.teamId,
    namespaceId: row?.nfl_id ?? null,
  };
}

/** A player known to dataaccess (on a roster, or tracked in the session); else a 404. */
async function knownPlayer(db: Db, doc: SessionDoc, playerId: string): Promise<RosterRow | null> {
  const row = (await rosterOf(db, [playerId])).get(playerId) ?? null;
  if (row !== null) return row;
  const tracked = await db
    .selectFrom('track_windows')
    .select('entity_id')
    .where('session_id', '=', doc._id)
    .where('entity_id', '=', playerId)
    .executeTakeFirst();
  if (tracked === undefined) throw notFound(`player ${playerId} in session ${doc._id}`);
  return null;
}

/** Highlights (02 §3) with their `_%` variants against the team's past week. */
async function highlightsOf(db: Db, doc: SessionDoc, players: readonly MetricValues[]) {
  const current = sessionHighlights(players);
  const past = [...(await playerHistory(db, doc.teamId, doc.startTime)).values()].map((list) =>
    averageValues(list),
  );
  const history = past.length > 0 ? sessionHighlights(past) : null;
  const keys = Object.keys(current) as (keyof typeof current)[];
  const percents = Object.fromEntries(
    keys.map((k) => [`${k}_%`, history === null ? null : percentOf(current[k], history[k])]),
  );
  return { ...current, ...percents };
}

type FullPracticeQuery = z.infer<typeof fullPracticeQuery>;

/** The filters of a fullpractice query, checked against the session: 400 for what it lacks. */
function selectionOf(doc: SessionDoc, query: FullPracticeQuery): SessionSelection {
  const known = periodsOf(doc).map((p) => p.index);
  const unknown = (query.periods ?? []).filter((i) => !known.includes(i));
  if (unknown.length > 0)
    throw new ApiError(
      400,
      `query.periods: session ${doc._id} has no period ${unknown.join(', ')} (its periods: ${known.join(', ') || 'none'})`,
    );
  if (query.groupBy !== undefined && doc.type !== 'game')
    throw new ApiError(
      400,
      `query.groupBy: quarters and plays are for games; session ${doc._id} is a practice`,
    );
  return {
    periods: query.periods === undefined ? null : [...query.periods].sort((a, b) => a - b),
    fromMs: query.fromMs ?? null,
    toMs: query.toMs ?? null,
    groupBy: query.groupBy ?? null,
    sinceMax:
      query.sinceMaxPct === undefined
        ? null
        : { pct: query.sinceMaxPct, zone: query.sinceMaxZone ?? 'session' },
  };
}

/** The players a query leaves out of the highlights; 400 for a ball or one not tracked there. */
async function excludedOf(
  db: Db,
  doc: SessionDoc,
  ids: readonly string[] | undefined,
): Promise<Set<string>> {
  if (ids === undefined) return new Set();
  const balls = ids.filter((id) => isBall(id));
  if (balls.length > 0)
    throw new ApiError(
      400,
      `query.exclude: ${balls.join(', ')} ${balls.length > 1 ? 'are balls' : 'is a ball'}, not players`,
    );
  const tracked = await db
    .selectFrom('track_windows')
    .select('entity_id')
    .distinct()
    .where('session_id', '=', doc._id)
    .where('entity_id', 'in', ids)
    .execute();
  const found = new Set(tracked.map((r) => r.entity_id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new ApiError(
      400,
      `query.exclude: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not tracked in session ${doc._id}`,
    );
  return found;
}

/** One player's numbers in a fullpractice answer. */
interface NumbersRow {
  readonly entityId: string;
  readonly metrics: MetricValues;
}

/**
 * The fullpractice item: the event, highlights over the players not excluded, the periods,
 * the player rows (excluded ones marked) and the given byPeriod entries, then `extra`.
 */
async function fullPracticeItem(
  db: Db,
  doc: SessionDoc,
  rows: readonly NumbersRow[],
  byPeriod: readonly ReadonlyDeep<PeriodNumbers>[],
  excluded: ReadonlySet<string>,
  extra: Record<string, unknown> = {},
) {
  const roster = await rosterOf(
    db,
    rows.map((p) => p.entityId),
  );
  const periods = periodsOf(doc);
  return {
    meta: doc,
    highlights: await highlightsOf(
      db,
      doc,
      rows.filter((p) => !excluded.has(p.entityId)).map((p) => p.metrics),
    ),
    sessionInfo: { periods: periods.map((p) => p.name), periodList: periods },
    players: rows.map((p) => ({
      ...playerHead(p.entityId, roster.get(p.entityId), doc),
      ...(excluded.has(p.entityId) ? { excluded: true } : {}),
      metrics: p.metrics,
    })),
    byPeriod,
    ...extra,
  };
}

/** Registers fullpractice, playermetrics, velocitygraph and the venue tracks call. */
export function sessionDataRoutes(
  table: RouteTable,
  db: Db,
  live: LiveMetrics,
  numbers: LiveSessionNumbers,
): void {
  const filteredCache = createFilteredMetricsCache();
  table.add(
    {
      ...CALLS.fullPractice,
      summary: `A practice or game with all metrics, as the expanded and by-period views show it: one item {meta (the event), highlights (02 §3 session highlights with _% against the past 7 days), sessionInfo {periods: names, periodList: [{index, name, startMs, endMs}]}, players: [{id, name, jerseyNumber, position, teamId, namespaceId, metrics}], byPeriod: [{index, name, startMs, endMs, players: [{id, metrics}]}]}. Metrics use the keys and units of docs/metrics.md, with Relative and _% variants. No tracked player: code -1. Optional filters (02 §3 Filters, §4, §9); without any the kept numbers answer as they are. periods=0,2 (indexes of sessionInfo.periodList; an unknown one: 400) and fromMs, toMs (epoch ms, the time slider; fromMs before toMs; either end may be left open; a live practice's toMs may be past its newest sample) narrow the players' metrics and the highlights to those periods' spans, within the window when both are given: the engine runs over the stored positions with the inputs of the kept numbers (zones, speed target, relative zones from the rolling max, _% against the past 7 days), every chosen span of a player in one engine; byPeriod then lists the chosen periods (all, with only a window) that meet the window, their numbers over the part inside it; players without samples there keep a row. groupBy=quarter|play (games only, else 400) replaces byPeriod by groups: quarter: [{index (1 to 4, 5 = OT), name ('Q1'…'OT'), startMs, endMs, players}], each the union of the quarter's periods (a period's quarter field, else a name starting Q1…Q4 or OT; periods in no quarter, such as warm-up, kickoff and halftime, are left out); play: [{index, name, playId, quarter, description (what happened, where the play has one), startMs, endMs, players}], one per imported play (periodType 'Play') in order, listing only the players on the field in it (the play's stored personnel, else those with their samples during it mostly inside the field of play); a game with none answers byPeriod [] and groupNote ('This game has no recorded plays.' or 'This game has no periods in quarters.'). exclude=id1,id2 (players tracked in the session, else 400) leaves those players out of the highlights; they stay in players with excluded: true. sinceMaxPct (one of ${TIME_SINCE_MAX_PERCENTAGES.join(', ')}) with sinceMaxZone=session (default: the player's max over the whole session) or rolling (the rolling max of the relative zones: past 7 days, else this session) adds metrics.timeSinceMaxSec, seconds (to a tenth) from the last sample inside the window at or above that share of the max to the window's end (no later than the session's end; a live practice: its newest sample), null when none reached it, and the item gains sinceMax {pct, zone, endMs}.`,
      spec: '02 §7 GET fullpractice/{id}; 02 §3 player row, session highlights, Filters; 02 §4 excluded players, time slider; 02 §9 time-since-max percentages',
      params: z.object({ id: idText }),
      tags: ['session data'],
    },
    async ({ params, query }) => {
      const doc = await getSession(db, params.id);
      const selection = selectionOf(doc, query);
      const excluded = await excludedOf(db, doc, query.exclude);
      if (!narrows(selection)) {
        // A live practice's are advanced from the last read, not run over every position.
        const computed = await numbers.players(doc);
        if (computed.length === 0) return ok([]);
        const byPeriod = periodsOf(doc).map((period) => ({
          ...period,
          players: computed.flatMap((p) => {
            const metrics = p.byPeriod[String(period.index)];
            return metrics ? [{ id: p.entityId, metrics }] : [];
          }),
        }));
        return ok([await fullPracticeItem(db, doc, computed, byPeriod, excluded)]);
      }
      const { plan, session } = await filteredSessionMetrics(db, doc, selection, filteredCache);
      if (session.players.length === 0) return ok([]);
      const byPeriod = plan.groups.map((group) => ({
        ...group.head,
        players: session.players.flatMap((p) => {
          const metrics = p.byGroup.get(group.id);
          return metrics ? [{ id: p.entityId, metrics }] : [];
        }),
      }));
      const extra = {
        ...(plan.groupNote === null ? {} : { groupNote: plan.groupNote }),
        ...(plan.sinceMax === null ? {} : { sinceMax: { ...plan.sinceMax, endMs: session.endMs } }),
      };
      return ok([await fullPracticeItem(db, doc, session.players, byPeriod, excluded, extra)]);
    },
  );

  table.add(
    {
      ...CALLS.playerMetricsPost,
      summary:
        "One player's metrics in a session (datasetId): one item {id, name, jerseyNumber, position, teamId, namespaceId, gameId, metrics, byPeriod: [{index, name, startMs, endMs, metrics}]}. Unknown session or player: 404; a known player without samples there: code -1.",
      spec: '02 §7 GET playermetrics/{playerId}/post (the session is named by datasetId)',
      params: z.object({ playerId: idText }),
      tags: ['session data'],
    },
    async ({ params, query }) => {
      const doc = await sessionOf(db, query.datasetId, `player ${params.playerId}`);
      const row = await knownPlayer(db, doc, params.playerId);
      const mine = (await numbers.players(doc)).find((p) => p.entityId === params.playerId);
      if (mine === undefined) return ok([]);
      return ok([
        {
          ...playerHead(params.playerId, row ?? undefined, doc),
          gameId: doc._id,
          metrics: mine.metrics,
          byPeriod: periodsOf(doc).flatMap((period) => {
            const metrics = mine.byPeriod[String(period.index)];
            return metrics ? [{ ...period, metrics }] : [];
          }),
        },
      ]);
    },
  );

  table.add(
    {
      ...CALLS.velocityGraph,
      summary:
        "A player's velocity graph in a session ({sessionId}_{playerId}): timestamp-to-speed pairs [{timestamp (epoch ms), speedMPH}], one a second by default (everyNth samples, the fastest of each group at its own time, so short sprints keep their peak). isLive=yes reads the live accumulators of a live session (newest data); otherwise, and for a finished session, the stored windows. Unknown session or player: 404; no samples: code -1 ('No data available').",
      spec: '02 §7 GET velocitygraph/{id}_{playerId}, isLive=yes when live',
      params: velocityParams,
      tags: ['session data'],
    },
    async ({ params, query }) => {
      const cut = params.key.indexOf('_');
      if (cut <= 0) throw notFound(`velocity graph ${params.key} ({sessionId}_{playerId})`);
      const sessionId = params.key.slice(0, cut);
      const playerId = params.key.slice(cut + 1);
      const doc = await getSession(db, sessionId);
      if (isBall(playerId))
        throw new ApiError(400, `params.key: ${playerId} is a ball, not a player`);
      await knownPlayer(db, doc, playerId);
      // A finished session has no live accumulators (decision 0027): isLive reads the store.
      const series =
        query.isLive && !isFinished(doc)
          ? await live.speedSeries(sessionId, playerId, query.everyNth)
          : await storedSpeedSeries(db, sessionId, playerId, query.everyNth);
      if (series === null) return ok([]);
      return ok(
        series.atMs.map((timestamp, i) => ({
          timestamp,
          speedMPH: Math.round(ypsToMph(series.speedYps[i] ?? 0) * 100) / 100,
        })),
      );
    },
  );

  table.add(
    {
      ...CALLS.venueTracks,
      summary:
        "Playback tracks of a session (datasetId) in [startTime, endTime), at most 10 minutes; gameOrVenue is the session id or its venue (siteId). live=true reads up to the newest sample, by default the 10-second window holding it. compressed=true answers the stored 10-second windows as they are kept: [{entityId, windowMs, count, encoding: 'zigzag-varint-v1', data (base64)}] — bytes: format 1, flags (1 = has z), count, then per sample varint delta ms and zigzag varint deltas of x, y (and z) in thousandths of a yard, starting from windowMs and 0. Otherwise decoded rows [{entityId, atMs, xYd, yYd, zYd?}]. No samples: code -1.",
      spec: '03 §7 Tracks: GET venue/{gameOrVenue}/tracks?startTime&endTime&datasetId&compressed=true (plus live=true); 03 §9 playback windows 10 s',
      params: z.object({ gameOrVenue: idText }),
      tags: ['session data'],
    },
    async ({ params, query }) => {
      const doc = await sessionOf(db, query.datasetId, `venue ${params.gameOrVenue}`);
      const siteId = typeof doc.siteId === 'number' ? String(doc.siteId) : doc.siteId;
      if (params.gameOrVenue !== doc._id && params.gameOrVenue !== siteId) {
        throw notFound(`session ${doc._id} at venue ${params.gameOrVenue}`);
      }
      let { startTime, endTime } = query;
      if (query.live) {
        const newest = await newestSampleMs(db, doc._id);
        if (newest === null) return ok([]);
        endTime = Math.min(endTime ?? Infinity, newest + 1);
        startTime ??= windowStart(endTime - 1);
      }
      if (startTime === undefined || endTime === undefined) {
        throw new ApiError(
          400,
          'query.startTime: startTime and endTime are needed unless live=true',
        );
      }
      if (endTime <= startTime) throw new ApiError(400, 'query.endTime: must be after startTime');
      if (endTime - startTime > MAX_TRACKS_RANGE_MS) {
        throw new ApiError(400, 'query.endTime: at most 10 minutes of tracks per call');
      }
      const windows = await loadWindows(db, doc._id, startTime, endTime);
      if (query.compressed) {
        return ok(
          windows.map((w) => ({
            entityId: w.entityId,
            windowMs: w.windowMs,
            count: w.count,
            encoding: 'zigzag-varint-v1',
            data: Buffer.from(w.data).toString('base64'),
          })),
        );
      }
      const byEntity = new Map<string, ReturnType<typeof decodeWindow>[]>();
      for (const w of windows) {
        const list = byEntity.get(w.entityId) ?? [];
        list.push(sliceTrack(decodeWindow(w.entityId, w.windowMs, w.data), startTime, endTime));
        byEntity.set(w.entityId, list);
      }
      const round = (v: number): number => Math.round(v * 1000) / 1000;
      return ok(
        [...byEntity].flatMap(([entityId, parts]) => {
          const atMs = parts.flatMap((p) => Array.from(p.atMs));
          if (atMs.length === 0) return [];
          const zYd = parts.every((p) => p.zYd !== undefined)
            ? parts.flatMap((p) => Array.from(p.zYd ?? [], round))
            : undefined;
          return [
            {
              entityId,
              atMs,
              xYd: parts.flatMap((p) => Array.from(p.xYd, round)),
              yYd: parts.flatMap((p) => Array.from(p.yYd, round)),
              ...(zYd ? { zYd } : {}),
            },
          ];
        }),
      );
    },
  );
}
