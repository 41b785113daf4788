/**
 * Splits one player's samples by period (drill): each period keeps its own metrics beside
 * the session totals. Periods are half-open `[startMs, endMs)`; samples outside every
 * period count for the session only.
 */
import type { MetricValues } from './metric-values';
import {
  createPlayerMetrics,
  type PlayerMetrics,
  type PlayerMetricsOptions,
} from './player-metrics';

/** One period (drill) of a session, half-open `[startMs, endMs)`; endMs may be Infinity. */
export interface PeriodRange {
  readonly periodId: string;
  readonly startMs: number;
  readonly endMs: number;
}

/** Metrics of one player for the session and for each period. */
export interface PeriodSplitMetrics {
  /** Adds time-ordered samples to the session and to the period each falls in. */
  push(
    atMs: Float64Array | readonly number[],
    xYd: Float32Array | readonly number[],
    yYd: Float32Array | readonly number[],
  ): number;
  /** Replaces the period list (a drill ended or started); affects samples pushed later. */
  setPeriods(periods: readonly PeriodRange[]): void;
  /** Processes held samples everywhere (end of session). */
  flush(): void;
  /** Session totals. */
  totals(): MetricValues;
  /** Values per period id, for periods that received samples. */
  byPeriod(): Map<string, MetricValues>;
  /**
   * The totals and per-period values a flush would give now, leaving the engines as they
   * are (see PlayerMetrics.flushedValues): a live session read between batches.
   */
  flushedSnapshot(): { totals: MetricValues; byPeriod: Map<string, MetricValues> };
  /** About how many bytes the engines hold (see PlayerMetrics.heldBytes). */
  heldBytes(): number;
  /** The session engine, for its speed series. */
  readonly session: PlayerMetrics;
}

/** Creates the session-and-period metrics of one player. */
export function createPeriodSplitMetrics(
  options: PlayerMetricsOptions & { readonly periods: readonly PeriodRange[] },
): PeriodSplitMetrics {
  const session = createPlayerMetrics(options);
  const periodOptions: PlayerMetricsOptions = { ...options, keepSpeedSeries: false };
  const engines = new Map<string, PlayerMetrics>();
  let periods = [...options.periods].sort((a, b) => a.startMs - b.startMs);
  // The periods before `live` ended at or before the last sample placed (`lastMs`): samples
  // come in time order, so each is placed from there on instead of from the first period.
  let live = 0;
  let lastMs = -Infinity;
  /**
   * The period a sample at `t` falls in: the first (by start) with `startMs <= t < endMs`,
   * as a search from the first period would find it, in one forward pass over a game's plays.
   */
  const periodAt = (t: number): PeriodRange | undefined => {
    if (!(t >= lastMs)) live = 0; // out of order (or NaN): search from the first again
    lastMs = t;
    while (live < periods.length && !((periods[live]?.endMs ?? Infinity) > t)) live++;
    const period = periods[live];
    return period !== undefined && period.startMs <= t ? period : undefined;
  };
  const engineFor = (periodId: string): PlayerMetrics => {
    let engine = engines.get(periodId);
    if (!engine) {
      engine = createPlayerMetrics(periodOptions);
      engines.set(periodId, engine);
    }
    return engine;
  };
  return {
    session,
    push(atMs, xYd, yYd) {
      const accepted = session.push(atMs, xYd, yYd);
      const n = Math.min(atMs.length, xYd.length, yYd.length);
      let from = 0;
      while (from < n) {
        const t = atMs[from] ?? Number.NaN;
        const period = periodAt(t);
        let to = from + 1;
        if (period) {
          while (to < n && (atMs[to] ?? Infinity) < period.endMs) to++;
          engineFor(period.periodId).push(
            atMs.slice(from, to),
            xYd.slice(from, to),
            yYd.slice(from, to),
          );
        }
        from = to;
      }
      return accepted;
    },
    setPeriods(next) {
      periods = [...next].sort((a, b) => a.startMs - b.startMs);
      live = 0;
    },
    flush() {
      session.flush();
      for (const engine of engines.values()) engine.flush();
    },
    totals: () => session.values(),
    flushedSnapshot: () => ({
      totals: session.flushedValues(),
      byPeriod: new Map([...engines].map(([id, engine]) => [id, engine.flushedValues()])),
    }),
    heldBytes: () =>
      [...engines.values()].reduce(
        (bytes, engine) => bytes + engine.heldBytes(),
        session.heldBytes(),
      ),
    byPeriod: () => new Map([...engines].map(([id, engine]) => [id, engine.values()])),
  };
}
