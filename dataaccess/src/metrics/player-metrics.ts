/**
 * The per-player metrics engine: filters positions into speed and acceleration and keeps
 * every metric of the player-row catalogue (02 §3) up to date as time-ordered batches of
 * samples arrive. The per-sample work runs in a native or WebAssembly kernel (motion-kernel.ts) over
 * the engine's state block (engine-state.ts): one fused pass per batch with its running
 * values in local variables, and a short backward scan for the "last time at" metrics.
 */
import { EngineState } from './engine-state';
import { buildMetricValues, type MetricValues } from './metric-values';
import { motionKernel } from './motion-kernel';
import { SpeedSeries } from './speed-series';
import type { ZoneSetup } from './zones';

/** Options of {@link createPlayerMetrics}. */
export interface PlayerMetricsOptions {
  /** The team's zone setup. */
  readonly zones: ZoneSetup;
  /** Zones relative to the player's own max speed; adds the `…Relative` keys. */
  readonly relativeZones?: ZoneSetup;
  /** The player's speed target (mph): `targetMPH`, last time hit, percent of target. */
  readonly targetMph?: number;
  /** The player's reference max speed (rolling max, mph): "time since X% of max", gain bands. */
  readonly referenceMaxMph?: number;
  /** Keep the filtered speed of every sample for {@link PlayerMetrics.speedSeries} (default true). */
  readonly keepSpeedSeries?: boolean;
}

/** Live metrics of one player over one stretch of time (a session or a period). */
export interface PlayerMetrics {
  /** Adds time-ordered samples (epoch ms, yards). Returns the number accepted. */
  push(
    atMs: Float64Array | readonly number[],
    xYd: Float32Array | readonly number[],
    yYd: Float32Array | readonly number[],
  ): number;
  /**
   * Processes the samples held back for the filter's look-ahead (0.6 s), as at the end of a
   * track; later samples start a new filter segment. Call before reading final values.
   */
  flush(): void;
  /** Current values keyed by the spec's metric keys (units in docs/metrics.md). */
  values(): MetricValues;
  /**
   * The values {@link flush} would give now, leaving this engine as it is: a copy of its
   * state is flushed, so later pushes continue the same filter segment and the engine ends
   * with exactly the values of one push of all its samples followed by one flush.
   */
  flushedValues(): MetricValues;
  /** Filtered speed (yd/s) of the processed samples, every `everyNth` one. */
  speedSeries(everyNth?: number): { atMs: number[]; speedYps: number[] };
  /**
   * About how many bytes this engine holds (its state block and its speed series), so a
   * cache of engines can be bounded by memory; grows as the series does.
   */
  heldBytes(): number;
}

/** Creates the metrics of one player; see {@link PlayerMetrics}. */
export function createPlayerMetrics(options: PlayerMetricsOptions): PlayerMetrics {
  return new PlayerMetricsEngine(options);
}

class PlayerMetricsEngine implements PlayerMetrics {
  private readonly state: EngineState;
  private readonly series: SpeedSeries | null;

  constructor(options: PlayerMetricsOptions) {
    this.state = new EngineState(options);
    this.series = (options.keepSpeedSeries ?? true) ? new SpeedSeries() : null;
  }

  push(
    atMs: Float64Array | readonly number[],
    xYd: Float32Array | readonly number[],
    yYd: Float32Array | readonly number[],
  ): number {
    return motionKernel.push(this.state.block, this.series, atMs, xYd, yYd);
  }

  flush(): void {
    motionKernel.flush(this.state.block, this.series);
  }

  values(): MetricValues {
    return buildMetricValues(this.state);
  }

  flushedValues(): MetricValues {
    const copy = new EngineState(this.state.options);
    copy.block.set(this.state.block);
    motionKernel.flush(copy.block, null);
    return buildMetricValues(copy);
  }

  speedSeries(everyNth = 1): { atMs: number[]; speedYps: number[] } {
    return this.series?.read(everyNth) ?? { atMs: [], speedYps: [] };
  }

  heldBytes(): number {
    return this.state.block.byteLength + ENGINE_OVERHEAD_BYTES + (this.series?.heldBytes() ?? 0);
  }
}

/** The objects around an engine's state block (views, options, closures), about. */
const ENGINE_OVERHEAD_BYTES = 2048;
