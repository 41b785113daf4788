/**
 * The full numbers of live sessions (fullpractice, playermetrics), advanced incrementally:
 * the first read of a live session runs the engine over its stored positions, as
 * `sessionPlayerMetrics` does, and keeps the engines; each later read reads only the
 * windows that can hold samples newer than each entity's last one, pushes those, and answers
 * from flushed copies of the engines (`flushedSnapshot`), so its cost follows what arrived
 * since, not the session's length. Reads of one session while a computation runs share it.
 *
 * The answer is the one `computePlayerMetrics` gives over all the stored positions: the same
 * engine options (team zones, speed target, the past week's max), relative zones from the
 * past week's max, else from the session's own max so far. When that own max grows, that
 * player's relative-zone engine is run again over the player's stored positions (the zones
 * moved for every sample); a changed past week, speed target, team, or a period change that
 * moves samples already pushed starts the session again from its stored positions. Periods
 * that only reach past the newest sample (a drill started or ended now) are taken as they
 * come. A game with removed plays, and any session not live, is computed as before
 * (`sessionPlayerMetrics`). Kept in a least-recently-used cache bounded by bytes.
 */
import { LRUCache } from 'lru-cache';
import { isBallEntity, type TrackColumns } from '../../../domain';
import type { Db } from '../db/schema';
import {
  createPeriodSplitMetrics,
  relativeZonesFromMax,
  type MetricValues,
  type PeriodRange,
  type PeriodSplitMetrics,
  type PlayerMetricsOptions,
  type RelativePercents,
} from '../metrics';
import type { SessionDoc } from '../sessions/sessions';
import { concatTracks, decodeWindow, WINDOW_MS } from '../tracks/window-codec';
import { loadEntityTrack } from '../tracks/ingest';
import { appliedRemovedPlays } from './removed-plays';
import {
  metricsInputs,
  periodsOf,
  sessionPlayerMetrics,
  withHistory,
  type MetricsInputs,
  zonesOf,
  type PlayerSessionMetrics,
} from './stored-metrics';

/** One player's engines. */
interface PlayerEngines {
  readonly past: readonly MetricValues[];
  readonly options: PlayerMetricsOptions;
  /** The team's relative percentages the relative zones start at. */
  readonly relativePercents: RelativePercents;
  /** Without relative zones, for the session's own max: only without a past week's max. */
  readonly own: PeriodSplitMetrics | null;
  /** With relative zones from `relMaxMph` (null: none yet, or they must be run again). */
  answer: PeriodSplitMetrics | null;
  relMaxMph: number;
}

/** What is kept of one live session. */
interface SessionNumbers {
  /** The inputs the engines were set up with (team, past week, targets). */
  readonly key: string;
  periods: PeriodRange[];
  /** Each entity's newest sample pushed (balls too, so their windows are not read again). */
  readonly lastMs: Map<string, number>;
  readonly players: Map<string, PlayerEngines>;
  /** Players in the store's entity order (the order a full computation answers in). */
  order: string[];
}

/** A fresh wrapper on each set, so the cache measures the grown engines again. */
interface Held {
  readonly numbers: SessionNumbers;
}

/** Counters of the work done, for tests and the note. */
export interface LiveNumbersWork {
  /** Computations run (reads sharing one in flight count once). */
  computations: number;
  /** Stored windows decoded. */
  windowsRead: number;
  /** Samples pushed into the engines. */
  samplesPushed: number;
  /** Sessions started from their stored positions. */
  starts: number;
}

/** Bounds of the cache. */
export interface LiveNumbersOptions {
  readonly maxBytes: number;
}

/** 64 MiB: a full squad's engines over 20 periods take about 10 MB. */
export const LIVE_NUMBERS_DEFAULTS: LiveNumbersOptions = { maxBytes: 64 * 1024 * 1024 };

/** Known entities asked for in one query (SQLite's expression depth). */
const ENTITIES_PER_QUERY = 200;

export class LiveSessionNumbers {
  private readonly held: LRUCache<string, Held>;
  private readonly inFlight = new Map<string, Promise<PlayerSessionMetrics[]>>();
  readonly work: LiveNumbersWork = { computations: 0, windowsRead: 0, samplesPushed: 0, starts: 0 };

  constructor(
    private readonly db: Db,
    options: LiveNumbersOptions = LIVE_NUMBERS_DEFAULTS,
  ) {
    this.held = new LRUCache<string, Held>({
      maxSize: options.maxBytes,
      sizeCalculation: (h) => bytesOf(h.numbers),
    });
  }

  /**
   * Every tracked player's numbers of a session, as `sessionPlayerMetrics` gives them; a live
   * session's advanced from what was kept, one computation at a time per session.
   */
  players(doc: SessionDoc): Promise<PlayerSessionMetrics[]> {
    if (doc.status !== 'live' || appliedRemovedPlays(doc).length > 0) {
      this.drop(doc._id);
      return sessionPlayerMetrics(this.db, doc);
    }
    const pending = this.inFlight.get(doc._id);
    if (pending !== undefined) return pending;
    const run = this.advance(doc).finally(() => {
      if (this.inFlight.get(doc._id) === run) this.inFlight.delete(doc._id);
    });
    this.inFlight.set(doc._id, run);
    return run;
  }

  /** Forgets a session (ended or deleted). */
  drop(sessionId: string): void {
    this.held.delete(sessionId);
  }

  /** Whether numbers of the session are kept. */
  holds(sessionId: string): boolean {
    return this.held.has(sessionId);
  }

  private async advance(doc: SessionDoc): Promise<PlayerSessionMetrics[]> {
    this.work.computations += 1;
    const inputs = await metricsInputs(this.db, doc);
    const key = JSON.stringify([
      doc.teamId,
      [...inputs.history],
      [...inputs.targets],
      inputs.zones,
      inputs.relativePercents,
      [...inputs.playerZones],
    ]);
    const periods = periodsOf(doc).map((p) => ({
      periodId: String(p.index),
      startMs: p.startMs,
      endMs: p.endMs,
    }));
    let numbers = this.held.get(doc._id)?.numbers;
    if (numbers !== undefined && (numbers.key !== key || !samePeriodsUpTo(numbers, periods))) {
      numbers = undefined;
    }
    if (numbers === undefined) {
      this.work.starts += 1;
      numbers = { key, periods, lastMs: new Map(), players: new Map(), order: [] };
    } else if (JSON.stringify(numbers.periods) !== JSON.stringify(periods)) {
      numbers.periods = periods;
      for (const p of numbers.players.values()) {
        p.own?.setPeriods(periods);
        p.answer?.setPeriods(periods);
      }
    }
    const fresh = await this.newSamples(doc._id, numbers.lastMs);
    let newEntity = false;
    /** Players first seen now: every sample of theirs is in hand. */
    const whole = new Map<string, TrackColumns>();
    for (const track of fresh) {
      if (!numbers.lastMs.has(track.entityId)) newEntity = true;
      numbers.lastMs.set(track.entityId, track.atMs[track.atMs.length - 1] ?? -Infinity);
      if (isBallEntity(track.entityId)) continue;
      let engines = numbers.players.get(track.entityId);
      if (engines === undefined) {
        engines = playerEngines(doc, track.entityId, inputs, numbers);
        whole.set(track.entityId, track);
      }
      numbers.players.set(track.entityId, engines);
      engines.own?.push(track.atMs, track.xYd, track.yYd);
      engines.answer?.push(track.atMs, track.xYd, track.yYd);
      this.work.samplesPushed += track.atMs.length;
    }
    if (newEntity) numbers.order = await this.entityOrder(doc._id, numbers);
    const answer: PlayerSessionMetrics[] = [];
    for (const entityId of numbers.order) {
      const engines = numbers.players.get(entityId);
      if (engines === undefined) continue;
      const values = await this.valuesOf(doc, entityId, engines, numbers, whole.get(entityId));
      answer.push({
        entityId,
        metrics: withHistory(values.totals, engines.past),
        byPeriod: Object.fromEntries(values.byPeriod),
      });
    }
    this.held.set(doc._id, { numbers });
    return answer;
  }

  /**
   * A player's values now: relative zones from the past week's max, else from the session's
   * own max so far (a grown max runs the relative engine again over the pushed samples).
   */
  private async valuesOf(
    doc: SessionDoc,
    entityId: string,
    engines: PlayerEngines,
    numbers: SessionNumbers,
    inHand: TrackColumns | undefined,
  ) {
    if (engines.own === null) return (engines.answer as PeriodSplitMetrics).flushedSnapshot();
    const own = engines.own.flushedSnapshot();
    const ownMax = own.totals.maxSpeedMPH ?? 0;
    if (ownMax <= 0) return own;
    if (engines.answer === null || engines.relMaxMph !== ownMax) {
      const zones = engines.options.zones;
      const answer = createPeriodSplitMetrics({
        ...engines.options,
        periods: numbers.periods,
        relativeZones: relativeZonesFromMax(
          ownMax,
          engines.relativePercents,
          zones.yardsOfXPlusMph,
        ),
      });
      const track = inHand ?? (await loadEntityTrack(this.db, doc._id, entityId));
      const upTo = numbers.lastMs.get(entityId) ?? -Infinity;
      if (track !== null) {
        let n = 0;
        while (n < track.atMs.length && (track.atMs[n] ?? Infinity) <= upTo) n += 1;
        answer.push(track.atMs.subarray(0, n), track.xYd.subarray(0, n), track.yYd.subarray(0, n));
        this.work.samplesPushed += n;
      }
      engines.answer = answer;
      engines.relMaxMph = ownMax;
    }
    return engines.answer.flushedSnapshot();
  }

  /**
   * The stored samples newer than each entity's newest pushed one, and every sample of an
   * entity not seen yet: only the windows that can hold them are read (each entity's newest
   * window on), samples only growing in time per entity (tracks/ingest.ts).
   */
  private async newSamples(
    sessionId: string,
    lastMs: ReadonlyMap<string, number>,
  ): Promise<TrackColumns[]> {
    type Row = { entity_id: string; window_ms: number; data: Uint8Array };
    const rows: Row[] = [];
    const known = [...lastMs];
    for (let i = 0; i < known.length; i += ENTITIES_PER_QUERY) {
      const part = known.slice(i, i + ENTITIES_PER_QUERY);
      rows.push(
        ...(await this.db
          .selectFrom('track_windows')
          .select(['entity_id', 'window_ms', 'data'])
          .where('session_id', '=', sessionId)
          .where((eb) =>
            eb.or(
              part.map(([id, last]) =>
                eb.and([eb('entity_id', '=', id), eb('window_ms', '>', last - WINDOW_MS)]),
              ),
            ),
          )
          .execute()),
      );
    }
    let unseen = this.db
      .selectFrom('track_windows')
      .select(['entity_id', 'window_ms', 'data'])
      .where('session_id', '=', sessionId);
    if (known.length > 0) unseen = unseen.where('entity_id', 'not in', [...lastMs.keys()]);
    rows.push(...(await unseen.execute()));
    this.work.windowsRead += rows.length;
    const byEntity = new Map<string, Row[]>();
    for (const r of rows) {
      const list = byEntity.get(r.entity_id) ?? [];
      list.push(r);
      byEntity.set(r.entity_id, list);
    }
    const tracks: TrackColumns[] = [];
    for (const [entityId, list] of byEntity) {
      list.sort((a, b) => a.window_ms - b.window_ms);
      const whole = concatTracks(
        entityId,
        list.map((r) => decodeWindow(entityId, r.window_ms, r.data)),
      );
      const after = lastMs.get(entityId) ?? -Infinity;
      let from = 0;
      while (from < whole.atMs.length && (whole.atMs[from] ?? Infinity) <= after) from += 1;
      if (from === whole.atMs.length) continue;
      tracks.push({
        entityId,
        atMs: whole.atMs.subarray(from),
        xYd: whole.xYd.subarray(from),
        yYd: whole.yYd.subarray(from),
      });
    }
    return tracks;
  }

  /** The players in the order the store lists the session's entities (as a full read does). */
  private async entityOrder(sessionId: string, numbers: SessionNumbers): Promise<string[]> {
    const rows = await this.db
      .selectFrom('track_windows')
      .select('entity_id')
      .distinct()
      .where('session_id', '=', sessionId)
      .orderBy('entity_id')
      .execute();
    return rows.map((r) => r.entity_id).filter((id) => numbers.players.has(id));
  }
}

/** A new player's engines, set up as `runPlayerEngine` sets up a whole session's run. */
function playerEngines(
  doc: SessionDoc,
  entityId: string,
  inputs: MetricsInputs,
  numbers: SessionNumbers,
): PlayerEngines {
  const { history, targets, relativePercents } = inputs;
  const zones = zonesOf(inputs, entityId);
  const past = history.get(entityId) ?? [];
  const pastMax = Math.max(0, ...past.map((m) => m.maxSpeedMPH ?? 0));
  const target = targets.get(entityId);
  const options: PlayerMetricsOptions = {
    zones,
    keepSpeedSeries: false,
    ...(target !== undefined ? { targetMph: target } : {}),
    ...(pastMax > 0 ? { referenceMaxMph: pastMax } : {}),
  };
  if (pastMax > 0) {
    const answer = createPeriodSplitMetrics({
      ...options,
      periods: numbers.periods,
      relativeZones: relativeZonesFromMax(pastMax, relativePercents, zones.yardsOfXPlusMph),
    });
    return { past, options, relativePercents, own: null, answer, relMaxMph: pastMax };
  }
  const own = createPeriodSplitMetrics({ ...options, periods: numbers.periods });
  return { past, options, relativePercents, own, answer: null, relMaxMph: 0 };
}

/**
 * Whether the new periods put every sample pushed so far in the same period as the kept
 * ones did: both lists, cut at the newest pushed sample, are the same.
 */
function samePeriodsUpTo(numbers: SessionNumbers, next: readonly PeriodRange[]): boolean {
  const newest = Math.max(-Infinity, ...numbers.lastMs.values());
  const cut = (list: readonly PeriodRange[]) =>
    JSON.stringify(
      [...list]
        .sort((a, b) => a.startMs - b.startMs)
        .filter((p) => p.startMs <= newest)
        .map((p) => [p.periodId, p.startMs, Math.min(p.endMs, newest + 1)]),
    );
  return cut(numbers.periods) === cut(next);
}

/** The bytes a session's engines hold, about. */
function bytesOf(numbers: SessionNumbers): number {
  let bytes = 1024 + numbers.lastMs.size * 64;
  for (const p of numbers.players.values())
    bytes += 256 + (p.own?.heldBytes() ?? 0) + (p.answer?.heldBytes() ?? 0);
  return bytes;
}
