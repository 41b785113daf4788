/** What the engine needs of a metrics kernel; see motion-kernel.ts. */
import type { SpeedSeries } from './speed-series';

/** A column of samples as callers pass it. */
export type SampleColumn = Float64Array | Float32Array | readonly number[];

/** A metrics kernel: runs the per-sample passes over one engine's state block. */
export interface MotionKernel {
  readonly name: 'native' | 'wasm';
  /**
   * Adds time-ordered samples to the engine whose state is `block`, processes every sample
   * that has its look-ahead, and appends the processed samples' speeds to `series`; returns
   * the number accepted (see PlayerMetrics.push).
   */
  push(
    block: Float64Array,
    series: SpeedSeries | null,
    atMs: SampleColumn,
    xYd: SampleColumn,
    yYd: SampleColumn,
  ): number;
  /** Processes the samples held for the look-ahead and ends the filter segment. */
  flush(block: Float64Array, series: SpeedSeries | null): void;
}
