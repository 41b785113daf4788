/**
 * The per-player metrics engine: filters positions into speed and acceleration and keeps
 * every metric of the player-row catalogue (02 §3) up to date as time-ordered batches of
 * samples arrive. Written for throughput: samples are appended to reused Float64Array
 * columns, then each batch goes through one fused pass (motion-pass.ts) with its running
 * values in local variables, and a short backward scan for the "last time at" metrics.
 */
import { ACC, EngineState } from './engine-state';
import { buildMetricValues, type MetricValues } from './metric-values';
import { IN, KIN, LOOK_BACK, LoopState, MotionBuffers } from './motion-buffers';
import { processSamples, speedTimes, type PassThresholds } from './motion-pass';
import { MOTION } from './motion-thresholds';
import { SpeedSeries } from './speed-series';
import { mphToYps, zoneLowerBoundsYps, type ZoneSetup } from './zones';

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
  /** Filtered speed (yd/s) of the processed samples, every `everyNth` one. */
  speedSeries(everyNth?: number): { atMs: number[]; speedYps: number[] };
}

/** Creates the metrics of one player; see {@link PlayerMetrics}. */
export function createPlayerMetrics(options: PlayerMetricsOptions): PlayerMetrics {
  return new PlayerMetricsEngine(options);
}

/** Samples held at most before a batch is processed; about 3 minutes at 10 Hz. */
const CAPACITY = 2048;
const H = MOTION.chordHalfWidth;

class PlayerMetricsEngine implements PlayerMetrics {
  private readonly state: EngineState;
  private readonly buffers = new MotionBuffers(CAPACITY);
  private loop = new LoopState();
  private readonly thresholds: PassThresholds;
  private readonly targetYps: number;
  private readonly pctYps: Float64Array;
  private readonly series: SpeedSeries | null;
  /** Segment index of the next sample to process. */
  private done = 0;
  private lastInMs = -Infinity;

  constructor(options: PlayerMetricsOptions) {
    const refMaxYps =
      options.referenceMaxMph !== undefined ? mphToYps(options.referenceMaxMph) : Number.NaN;
    this.state = new EngineState(options, refMaxYps);
    const relative = options.relativeZones;
    this.thresholds = {
      zoneBounds: zoneLowerBoundsYps(options.zones),
      hardYps: mphToYps(options.zones.hardEffortMph),
      relBounds: relative ? zoneLowerBoundsYps(relative) : null,
      relHardYps: relative ? mphToYps(relative.hardEffortMph) : Infinity,
      xPlusYps: mphToYps(options.zones.yardsOfXPlusMph),
    };
    this.targetYps = options.targetMph !== undefined ? mphToYps(options.targetMph) : Infinity;
    this.pctYps = Float64Array.from(MOTION.timeSincePercents, (p) =>
      Number.isFinite(refMaxYps) ? (refMaxYps * p) / 100 : Infinity,
    );
    this.series = (options.keepSpeedSeries ?? true) ? new SpeedSeries() : null;
  }

  push(
    atMs: Float64Array | readonly number[],
    xYd: Float32Array | readonly number[],
    yYd: Float32Array | readonly number[],
  ): number {
    const n = Math.min(atMs.length, xYd.length, yYd.length);
    const b = this.buffers;
    const inp = b.inp;
    const ist = IN.stride;
    const maxStepMs = MOTION.maxStepMs;
    let len = b.length;
    let lastIn = this.lastInMs;
    let accepted = 0;
    // Steps are nearly always the same 100 ms: divide only when the step changes.
    let stepMs = Number.NaN;
    let perS = 0;
    let stepS = 0;
    let prevX = len > 0 ? (inp[(len - 1) * ist + IN.x] as number) : 0;
    let prevY = len > 0 ? (inp[(len - 1) * ist + IN.y] as number) : 0;
    for (let k = 0; k < n; k++) {
      const at = atMs[k] as number;
      const px = xYd[k] as number;
      const py = yYd[k] as number;
      if (!(at > lastIn) || at === Infinity || px !== px || py !== py) continue;
      if (len > 0 && (at - lastIn > maxStepMs || len === CAPACITY)) {
        b.length = len;
        if (at - lastIn > maxStepMs) this.endSegment();
        else this.makeRoom();
        len = b.length;
      }
      // Record layout IN: t x y dt svx svy.
      const o = len * ist;
      if (len > 0) {
        if (at - lastIn !== stepMs) {
          stepMs = at - lastIn;
          perS = 1000 / stepMs;
          stepS = stepMs / 1000;
        }
        inp[o + 3] = stepS;
        inp[o + 4] = (px - prevX) * perS;
        inp[o + 5] = (py - prevY) * perS;
      } else {
        inp[o + 3] = 0;
        inp[o + 4] = 0;
        inp[o + 5] = 0;
      }
      inp[o] = at;
      inp[o + 1] = px;
      inp[o + 2] = py;
      prevX = px;
      prevY = py;
      len++;
      lastIn = at;
      accepted++;
    }
    b.length = len;
    this.lastInMs = lastIn;
    this.processReady();
    return accepted;
  }

  flush(): void {
    if (this.buffers.length > 0) this.endSegment();
  }

  values(): MetricValues {
    return buildMetricValues(this.state);
  }

  speedSeries(everyNth = 1): { atMs: number[]; speedYps: number[] } {
    return this.series?.read(everyNth) ?? { atMs: [], speedYps: [] };
  }

  /** Processes every sample that has its full look-ahead. */
  private processReady(): void {
    const b = this.buffers;
    const to = b.length - H;
    const from = this.done - b.firstIndex;
    if (to > from) this.process(from, to, b.length - 1);
  }

  /** Processes what it can and drops the samples the pass looks back to no more. */
  private makeRoom(): void {
    this.processReady();
    this.buffers.dropBefore(this.done - LOOK_BACK - this.buffers.firstIndex);
  }

  /** Processes the held samples with clipped windows, closes open efforts, resets the filter. */
  private endSegment(): void {
    const b = this.buffers;
    const from = this.done - b.firstIndex;
    if (b.length > from) this.process(from, b.length, b.length - 1);
    const s = this.loop;
    const st = this.state;
    st.closeEffort(s.effort, s.effortLen, s.effortPeak, s.effortYd, s.effortStart, s.effortEnd);
    st.closeLateral(s.lateral, s.lateralLen, s.lateralPeak);
    this.loop = new LoopState();
    b.clear();
    this.done = 0;
  }

  /**
   * Runs the pass over buffer positions `[from, to)`; `last` is the position of the
   * latest known sample (windows are clipped there).
   */
  private process(from: number, to: number, last: number): void {
    const b = this.buffers;
    const st = this.state;
    processSamples(b, this.loop, st, this.thresholds, from, to, last);
    speedTimes(b, st, this.pctYps, this.targetYps, this.loop.rangeMaxSpeed, from, to);
    st.acc[ACC.lastSpeed] = b.kin[(to - 1) * KIN.stride + KIN.v] as number;
    st.acc[ACC.lastAtMs] = b.inp[(to - 1) * IN.stride + IN.t] as number;
    this.series?.append(b, from, to);
    this.done = b.firstIndex + to;
  }
}
