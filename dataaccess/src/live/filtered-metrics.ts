/**
 * A session's metrics narrowed by the session views' filters (02 §3 Filters, §4): chosen
 * periods, the time slider's window, a game's quarters or plays, and the time since each
 * player was last at a share of their max speed. The engine runs over the stored tracks with
 * the inputs of the kept metrics (stored-metrics.ts `runPlayerEngine`): every chosen span of
 * a player goes through one engine, so a single chosen period gives exactly its by-period
 * numbers, and two apart their sum (the filter restarts at the gap between them).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TrackColumns } from '../../../domain';
import type { Db } from '../db/schema';
import {
  createPlayerMetrics,
  mphToYps,
  type MetricValues,
  type PeriodRange,
  type ZoneSetup,
} from '../metrics';
import type { SessionDoc } from '../sessions/sessions';
import { loadTracksOf } from '../tracks/ingest';
import { concatTracks } from '../tracks/window-codec';
import {
  metricsInputs,
  periodsOf,
  playerTracks,
  runPlayerEngine,
  withHistory,
  type MetricsInputs,
  zonesOf,
  type SessionPeriod,
} from './stored-metrics';
import {
  keepGroups,
  keptGroupingOf,
  keptGroups,
  wholeGrouping,
  type KeptGrouping,
} from './kept-groups';
import { indexAt, onFieldDuring, storedPersonnel } from './play-personnel';
import { loadSessionTracks } from './removed-plays';

/** A half-open stretch of time `[startMs, endMs)`, epoch ms; endMs may be Infinity. */
export interface Span {
  readonly startMs: number;
  readonly endMs: number;
}

/** Whose max the time since max is measured against: this session's, or the rolling max. */
export type SinceMaxZone = 'session' | 'rolling';

/** What the filters ask for, checked against the session (known periods, a game to group). */
export interface SessionSelection {
  /** Period indexes (sessionInfo.periodList), ascending; null: every period. */
  readonly periods: readonly number[] | null;
  /** The time window's ends (epoch ms); null: open on that side. */
  readonly fromMs: number | null;
  readonly toMs: number | null;
  /** A game's byPeriod by quarter or by play; null: by period. */
  readonly groupBy: 'quarter' | 'play' | null;
  /** Time since the player was last at `pct` % of the zone's max; null: not asked. */
  readonly sinceMax: { readonly pct: number; readonly zone: SinceMaxZone } | null;
}

/** The head of one byPeriod entry: a period, a quarter or a play. */
export interface GroupHead {
  readonly index: number;
  readonly name: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly playId?: string;
  readonly quarter?: number | null;
  /** A play's: what happened ("Pass: Gain of 7"), where the store has it. */
  readonly description?: string;
}

/** One byPeriod entry and the spans its numbers cover (inside the window). */
export interface FilterGroup {
  /** The engine's period id of the entry. */
  readonly id: string;
  readonly head: GroupHead;
  readonly spans: readonly Span[];
  /**
   * A play's: who it lists (play-personnel.ts): the stored personnel (a set of ids), else
   * 'on field' (the players with samples mostly inside the field of play during it).
   */
  readonly personnel?: ReadonlySet<string> | 'on field';
}

/** The selection laid out in time. */
export interface FilterPlan {
  /** What the totals cover: sorted, disjoint spans; null: the whole session. */
  readonly window: readonly Span[] | null;
  /** The byPeriod entries, in order; entries the window does not meet are left out. */
  readonly groups: readonly FilterGroup[];
  /** Why a grouping has no entries at all (a game without plays or quarters); else null. */
  readonly groupNote: string | null;
  readonly sinceMax: SessionSelection['sinceMax'];
}

/** One player's filtered numbers. */
export interface FilteredPlayer {
  readonly entityId: string;
  /** Totals over the window with `…Relative`, `…_%` and, when asked, `timeSinceMaxSec`. */
  readonly metrics: MetricValues;
  /** Values per group id, for the groups the player was tracked in. */
  readonly byGroup: ReadonlyMap<string, MetricValues>;
}

/** The filtered numbers of a session and the time "time since max" is measured to. */
export interface FilteredSession {
  readonly players: readonly FilteredPlayer[];
  /** End of the window (a live practice: its newest sample), epoch ms; null: no samples. */
  readonly endMs: number | null;
}

/** Whether a selection narrows or adds to the numbers (else the kept metrics answer as they are). */
export const narrows = (s: SessionSelection): boolean =>
  s.periods !== null ||
  s.fromMs !== null ||
  s.toMs !== null ||
  s.groupBy !== null ||
  s.sinceMax !== null;

/** Sorted, disjoint spans covering what the given ones cover. */
function merged(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((s) => s.endMs > s.startMs).sort((a, b) => a.startMs - b.startMs);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last !== undefined && s.startMs <= last.endMs) {
      out[out.length - 1] = { startMs: last.startMs, endMs: Math.max(last.endMs, s.endMs) };
    } else out.push({ startMs: s.startMs, endMs: s.endMs });
  }
  return out;
}

/** What both span lists cover; null stands for everything. */
function intersect(a: readonly Span[], b: readonly Span[] | null): Span[] {
  if (b === null) return merged(a);
  return merged(
    a.flatMap((x) =>
      b.map((y) => ({
        startMs: Math.max(x.startMs, y.startMs),
        endMs: Math.min(x.endMs, y.endMs),
      })),
    ),
  );
}

interface Drill {
  periodType?: string;
  playId?: string;
  quarter?: number | null;
  playerIds?: unknown;
  description?: unknown;
}

/**
 * A period's quarter, 1 to 4 or 5 for overtime: its `quarter` field (an imported play),
 * else a name that starts with Q1..Q4 or OT (a simulated or logged game); else null.
 */
export function quarterOf(period: SessionPeriod, drill: Drill | undefined): number | null {
  const q = drill?.quarter;
  if (typeof q === 'number' && Number.isInteger(q) && q >= 1) return Math.min(q, 5);
  const named = /^(?:Q([1-4])|OT)(?![A-Za-z0-9])/i.exec(period.name);
  if (named === null) return null;
  return named[1] === undefined ? 5 : Number(named[1]);
}

const quarterName = (q: number): string => (q >= 5 ? 'OT' : `Q${q}`);

/** The candidate groups of a grouping, before the window narrows them. */
function groupsOf(doc: SessionDoc, selection: SessionSelection): FilterGroup[] {
  const periods = periodsOf(doc);
  const drills = (Array.isArray(doc.drills) ? doc.drills : []) as Drill[];
  const chosen = selection.periods === null ? null : new Set(selection.periods);
  const periodGroup = (p: SessionPeriod, extra: Partial<GroupHead> = {}): FilterGroup => ({
    id: String(p.index),
    head: { index: p.index, name: p.name, startMs: p.startMs, endMs: p.endMs, ...extra },
    spans: [p],
  });
  if (selection.groupBy === 'play') {
    return periods.flatMap((p) => {
      const drill = drills[p.index];
      if (drill?.periodType !== 'Play') return [];
      return [
        {
          ...periodGroup(p, {
            playId: drill.playId ?? '',
            quarter: quarterOf(p, drill),
            ...(typeof drill.description === 'string' && drill.description !== ''
              ? { description: drill.description }
              : {}),
          }),
          personnel: storedPersonnel(drill) ?? 'on field',
        },
      ];
    });
  }
  if (selection.groupBy === 'quarter') {
    const byQuarter = new Map<number, SessionPeriod[]>();
    for (const p of periods) {
      const q = quarterOf(p, drills[p.index]);
      if (q !== null) byQuarter.set(q, [...(byQuarter.get(q) ?? []), p]);
    }
    return [...byQuarter]
      .sort(([a], [b]) => a - b)
      .map(([q, list]) => ({
        id: `Q${q}`,
        head: {
          index: q,
          name: quarterName(q),
          startMs: Math.min(...list.map((p) => p.startMs)),
          endMs: Math.max(...list.map((p) => p.endMs)),
        },
        spans: list,
      }));
  }
  return periods.filter((p) => chosen === null || chosen.has(p.index)).map((p) => periodGroup(p));
}

/**
 * Lays a selection out in time: the window (chosen periods intersected with fromMs..toMs)
 * and the byPeriod entries inside it. Period indexes must be known (the caller checks).
 */
function planFilter(doc: SessionDoc, selection: SessionSelection): FilterPlan {
  const periods = periodsOf(doc);
  const chosen =
    selection.periods === null
      ? null
      : merged(periods.filter((p) => selection.periods?.includes(p.index)));
  const timed = selection.fromMs !== null || selection.toMs !== null;
  const slider: Span = {
    startMs: selection.fromMs ?? -Infinity,
    endMs: selection.toMs ?? Infinity,
  };
  const window = timed ? intersect([slider], chosen) : chosen;
  const candidates = groupsOf(doc, selection);
  const groupNote =
    candidates.length > 0
      ? null
      : selection.groupBy === 'play'
        ? 'This game has no recorded plays.'
        : selection.groupBy === 'quarter'
          ? 'This game has no periods in quarters.'
          : null;
  const groups = candidates.flatMap((g) => {
    const spans = intersect(g.spans, window);
    return spans.length > 0 ? [{ ...g, spans }] : [];
  });
  return { window, groups, groupNote, sinceMax: selection.sinceMax };
}

/** The samples of a track inside the given sorted, disjoint spans. */
function within(track: TrackColumns, spans: readonly Span[]): TrackColumns {
  const parts = spans.map((s) => {
    const a = indexAt(track.atMs, s.startMs);
    const b = indexAt(track.atMs, s.endMs);
    const part = {
      entityId: track.entityId,
      atMs: track.atMs.subarray(a, b),
      xYd: track.xYd.subarray(a, b),
      yYd: track.yYd.subarray(a, b),
    };
    return track.zYd ? { ...part, zYd: track.zYd.subarray(a, b) } : part;
  });
  return concatTracks(track.entityId, parts);
}

/** A player's max speed (mph) over a whole track. */
function maxSpeedMph(track: TrackColumns, zones: ZoneSetup): number {
  const engine = createPlayerMetrics({ zones, keepSpeedSeries: false });
  engine.push(track.atMs, track.xYd, track.yYd);
  engine.flush();
  return engine.values().maxSpeedMPH ?? 0;
}

/**
 * Seconds from the last sample at or above `thresholdYps` to `endMs`, to a tenth; null when
 * no sample reached it. One backward pass over the speed series.
 */
function secondsSince(
  series: { atMs: readonly number[]; speedYps: readonly number[] },
  thresholdYps: number,
  endMs: number,
): number | null {
  if (!(thresholdYps > 0)) return null;
  for (let i = series.atMs.length - 1; i >= 0; i--) {
    if ((series.speedYps[i] ?? 0) >= thresholdYps) {
      return Math.round(Math.max(0, endMs - (series.atMs[i] ?? endMs)) / 100) / 10;
    }
  }
  return null;
}

/**
 * The end the time since max runs to: the window's end, but no later than the session's end
 * (a live practice: its newest sample).
 */
function endOf(doc: SessionDoc, tracks: readonly TrackColumns[], plan: FilterPlan): number | null {
  const newest = Math.max(-Infinity, ...tracks.map((t) => t.atMs[t.atMs.length - 1] ?? -Infinity));
  if (!Number.isFinite(newest)) return null;
  const sessionEnd =
    doc.status === 'complete' && typeof doc.endTime === 'number' ? doc.endTime : newest;
  const windowEnd = plan.window?.at(-1)?.endMs ?? Infinity;
  return Math.min(windowEnd, sessionEnd);
}

/**
 * Every tracked player's numbers under a plan, from the given tracks and the store's inputs;
 * no I/O. Players without samples in the window keep a row (timeTrkd 0).
 */
function computeFilteredMetrics(
  doc: SessionDoc,
  tracks: readonly TrackColumns[],
  inputs: MetricsInputs,
  plan: FilterPlan,
): FilteredSession {
  // A play counts for the players on the field in it only; other groups for everyone.
  const playerPeriods = (track: TrackColumns): PeriodRange[] =>
    plan.groups.flatMap((g) => {
      const { personnel } = g;
      const listed =
        personnel === undefined ||
        (personnel === 'on field' ? onFieldDuring(track, g.spans) : personnel.has(track.entityId));
      return listed ? g.spans.map((s) => ({ periodId: g.id, ...s })) : [];
    });
  const endMs = endOf(doc, tracks, plan);
  const players = playerTracks(tracks).map((track): FilteredPlayer => {
    const samples = plan.window === null ? track : within(track, plan.window);
    const zones = zonesOf(inputs, track.entityId);
    const run = runPlayerEngine(track, zones, inputs, {
      periods: playerPeriods(track),
      samples,
      keepSpeedSeries: plan.sinceMax !== null,
    });
    const totals = run.split.totals();
    const metrics = withHistory(totals, run.past);
    const since = plan.sinceMax;
    if (since !== null) {
      const maxMph =
        since.zone === 'rolling'
          ? run.rollinMaxMph
          : samples === track
            ? (totals.maxSpeedMPH ?? 0)
            : (run.ownMaxMph ?? maxSpeedMph(track, zones));
      metrics.timeSinceMaxSec =
        endMs === null
          ? null
          : secondsSince(
              run.split.session.speedSeries(1),
              mphToYps((maxMph * since.pct) / 100),
              endMs,
            );
    }
    return { entityId: track.entityId, metrics, byGroup: run.split.byPeriod() };
  });
  return { players, endMs };
}

/** A small least-recently-used cache of filtered answers, each kept for a while. */
export interface FilteredMetricsCache {
  get(key: string): FilteredSession | undefined;
  set(key: string, value: FilteredSession): void;
}

/**
 * A cache of `size` answers, each for `ttlMs` at most: the key names the tracks (the
 * session's version and its samples' fingerprint), and the time bound covers what the key
 * does not (the team's past week and speed targets changing elsewhere).
 */
export function createFilteredMetricsCache(
  size = 8,
  ttlMs = 60_000,
  clockMs: () => number = () => performance.now(),
): FilteredMetricsCache {
  const entries = new Map<string, { value: FilteredSession; atMs: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (clockMs() - entry.atMs > ttlMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, atMs: clockMs() });
      for (const oldest of entries.keys()) {
        if (entries.size <= size) break;
        entries.delete(oldest);
      }
    },
  };
}

/** What changes whenever samples are stored for a session: windows, samples, newest time. */
async function samplesFingerprint(db: Db, sessionId: string): Promise<string> {
  const row = await db
    .selectFrom('track_windows')
    .select((eb) => [
      eb.fn.countAll().as('windows'),
      eb.fn.sum('count').as('samples'),
      eb.fn.max('last_ms').as('last'),
    ])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return `${String(row?.windows ?? 0)}:${String(row?.samples ?? 0)}:${String(row?.last ?? '')}`;
}

/**
 * A session's numbers under a selection: the stored tracks are read once and the engine run
 * per player (see {@link computeFilteredMetrics}); the same selection of unchanged tracks is
 * answered from the cache.
 */
export async function filteredSessionMetrics(
  db: Db,
  doc: SessionDoc,
  selection: SessionSelection,
  cache: FilteredMetricsCache,
): Promise<{ plan: FilterPlan; session: FilteredSession }> {
  const plan = planFilter(doc, selection);
  const source = await sessionSourceKey(db, doc);
  const key = [doc._id, source, JSON.stringify(selection)].join('|');
  const cached = cache.get(key);
  if (cached !== undefined) return { plan, session: cached };
  const grouping = keptGroupingOf(doc, selection);
  const kept = grouping === null ? null : await keptGroups(db, doc._id, grouping, source);
  if (kept !== null) {
    cache.set(key, kept);
    return { plan, session: kept };
  }
  const [tracks, inputs] = await Promise.all([loadSessionTracks(db, doc), metricsInputs(db, doc)]);
  const session = computeFilteredMetrics(doc, tracks, inputs, plan);
  cache.set(key, session);
  if (grouping !== null) await keepGroups(db, doc._id, grouping, source, session);
  return { plan, session };
}

/**
 * What a session's numbers are computed from, as a key: its version and its samples'
 * fingerprint (kept-groups.ts).
 */
export async function sessionSourceKey(db: Db, doc: SessionDoc): Promise<string> {
  return `${String(doc.version)}|${await samplesFingerprint(db, doc._id)}`;
}

/**
 * A complete game's numbers by quarter or by play, one player at a time with requests served
 * between two (the processing job; the same numbers a read computes at once). Null when
 * `stopping` says so between two players.
 */
export async function groupedPlayerByPlayer(
  doc: SessionDoc,
  tracks: readonly TrackColumns[],
  inputs: MetricsInputs,
  groupBy: KeptGrouping,
  stopping: () => boolean,
): Promise<FilteredSession | null> {
  const plan = planFilter(doc, wholeGrouping(groupBy));
  const players: FilteredPlayer[] = [];
  for (const track of playerTracks(tracks)) {
    await nextTurn();
    if (stopping()) return null;
    players.push(...computeFilteredMetrics(doc, [track], inputs, plan).players);
  }
  return { players, endMs: endOf(doc, tracks, plan) };
}

/** One player's stretch of a session to compute: `[fromMs, toMs)`, epoch ms. */
export interface PlayerWindow {
  readonly entityId: string;
  readonly fromMs: number;
  readonly toMs: number;
}

/** A player's numbers over a window, and the newest sample the session holds of them. */
export interface PlayerWindowMetrics {
  /** The totals fullpractice reports for the player with the same fromMs and toMs. */
  readonly metrics: MetricValues;
  /** The player's newest stored sample (epoch ms). */
  readonly newestMs: number;
}

/**
 * Players' numbers over windows of a practice (a combine drill's start to end): each window
 * is the time slider's fromMs..toMs of {@link filteredSessionMetrics} for one player, run by
 * the same engine with the same inputs, so the answer equals that player's fullpractice row
 * over the window. Only the named players' tracks are read (as stored: a practice has no removed
 * plays to leave out); null for a player without any.
 */
export async function playerWindowMetrics(
  db: Db,
  doc: SessionDoc,
  windows: readonly PlayerWindow[],
): Promise<(PlayerWindowMetrics | null)[]> {
  if (windows.length === 0) return [];
  const ids = [...new Set(windows.map((w) => w.entityId))];
  const [tracks, inputs] = await Promise.all([
    loadTracksOf(db, doc._id, ids),
    metricsInputs(db, doc),
  ]);
  const byId = new Map(playerTracks(tracks).map((t) => [t.entityId, t]));
  return windows.map(({ entityId, fromMs, toMs }) => {
    const track = byId.get(entityId);
    if (track === undefined) return null;
    const plan = planFilter(doc, { periods: null, fromMs, toMs, groupBy: null, sinceMax: null });
    const [player] = computeFilteredMetrics(doc, [track], inputs, plan).players;
    if (player === undefined) return null;
    return { metrics: player.metrics, newestMs: track.atMs[track.atMs.length - 1] ?? -Infinity };
  });
}
