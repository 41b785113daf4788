/**
 * The per-player metrics engine: filters positions into speed and acceleration and keeps
 * every metric of the player-row catalogue (02 §3) up to date as time-ordered batches of
 * samples arrive. Written for throughput: samples are appended to reused Float64Array
 * columns, then each batch goes through a few simple passes (motion-passes.ts,
 * zone-pass.ts, effort-passes.ts), each one tight loop with its state in local variables.
 */
import { efforts, speedTimes } from './effort-passes';
import { ACC, EngineState } from './engine-state';
import { buildMetricValues, type MetricValues } from './metric-values';
import { LOOK_BACK, LoopState, MotionBuffers } from './motion-buffers';
import { acceleration, filterSpeed, gateDistance, totals } from './motion-passes';
import { MOTION } from './motion-thresholds';
import { SpeedSeries } from './speed-series';
import { ZoneTally } from './zone-pass';
import { mphToYps, type ZoneSetup } from './zones';

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
const SUB = Number(process.env.SUB ?? 128);

class PlayerMetricsEngine implements PlayerMetrics {
  private readonly state: EngineState;
  private readonly buffers = new MotionBuffers(CAPACITY);
  private loop = new LoopState();
  private readonly team: ZoneTally;
  private readonly relative: ZoneTally | null;
  private readonly xPlusYps: number;
  private readonly targetYps: number;
  private readonly pctYps: Float64Array;
  private readonly series: SpeedSeries | null;
  /** Segment index of the next sample to process. */
  private done = 0;
  private lastInMs = -Infinity;

  constructor(options: PlayerMetricsOptions) {
    const refMaxYps =
      options.referenceMaxMph !== undefined ? mphToYps(options.referenceMaxMph) : Number.NaN;
    const st = new EngineState(options, refMaxYps);
    this.state = st;
    this.team = new ZoneTally(options.zones, st.zoneYd, st.zoneCount);
    this.relative =
      options.relativeZones && st.relZoneYd && st.relZoneCount
        ? new ZoneTally(options.relativeZones, st.relZoneYd, st.relZoneCount)
        : null;
    this.xPlusYps = mphToYps(options.zones.yardsOfXPlusMph);
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
    const { t, x, y, dt, svx, svy } = b;
    let len = b.length;
    let lastIn = this.lastInMs;
    let accepted = 0;
    for (let k = 0; k < n; k++) {
      const at = atMs[k] as number;
      const px = xYd[k] as number;
      const py = yYd[k] as number;
      if (!(at > lastIn) || at === Infinity || px !== px || py !== py) continue;
      if (len > 0 && (at - lastIn > MOTION.maxStepMs || len === CAPACITY)) {
        b.length = len;
        if (at - lastIn > MOTION.maxStepMs) this.endSegment();
        else this.makeRoom();
        len = b.length;
      }
      if (len > 0) {
        const perS = 1000 / (at - lastIn);
        dt[len] = (at - lastIn) / 1000;
        svx[len] = (px - (x[len - 1] as number)) * perS;
        svy[len] = (py - (y[len - 1] as number)) * perS;
      } else {
        dt[len] = 0;
        svx[len] = 0;
        svy[len] = 0;
      }
      t[len] = at;
      x[len] = px;
      y[len] = py;
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

  /** Processes what it can and drops the samples no pass looks back to any more. */
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
    this.team.endStay();
    this.relative?.endStay();
    b.clear();
    this.done = 0;
  }

  /**
   * Runs the passes over buffer positions `[from, to)`; `last` is the position of the
   * latest known sample (windows are clipped there).
   */
  private process(from: number, to: number, last: number): void {
    for (let start = from; start < to; start += SUB) {
      this.processPart(start, Math.min(to, start + SUB), last);
    }
  }

  private processPart(from: number, to: number, last: number): void {
    const b = this.buffers;
    const s = this.loop;
    const st = this.state;
    const acc = st.acc;
    filterSpeed(b, from, to, last);
    gateDistance(b, s, from, to, last);
    acceleration(b, from, to);
    totals(b, s, acc, this.xPlusYps, from, to);
    this.team.add(b, from, to);
    acc[ACC.hardEffortDist] = this.team.hardYd;
    if (this.relative) {
      this.relative.add(b, from, to);
      acc[ACC.hardEffortDistRel] = this.relative.hardYd;
    }
    efforts(b, s, st, from, to);
    speedTimes(b, st, this.pctYps, this.targetYps, from, to);
    acc[ACC.lastSpeed] = b.v[to - 1] as number;
    acc[ACC.lastAtMs] = b.t[to - 1] as number;
    this.series?.append(b.t, b.v, from, to);
    this.done = b.firstIndex + to;
  }
}
