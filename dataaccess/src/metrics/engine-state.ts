/**
 * The accumulators of one player's metrics and the rare, per-effort bookkeeping (closing
 * an acceleration or lateral effort), kept apart from the per-sample loop.
 */
import { MOTION } from './motion-thresholds';
import type { PlayerMetricsOptions } from './player-metrics';

/** Accumulator slots of {@link EngineState.acc}. */
export const ACC = {
  totalDis: 0,
  timeTrkd: 1,
  timeMoving: 2,
  maxSpeed: 3,
  /** Best window sum of SUSTAINED speeds; divided by SUSTAINED when read. */
  maxSustainedSum: 4,
  hardEffortDist: 5,
  dist10Plus: 6,
  time10Plus: 7,
  hardEffortDistRel: 8,
  maxAccel: 9,
  maxDecel: 10,
  /** Best window sums of accelerations and of decelerations (negative). */
  maxSustainedAccelSum: 11,
  maxSustainedDecelSum: 12,
  exertion: 13,
  load: 14,
  codLeft: 15,
  codRight: 16,
  lastTargetHitMs: 17,
  lastSpeed: 18,
  lastAtMs: 19,
  explosive: 20,
  size: 21,
} as const;

/** The accumulators of one player over one stretch of time. */
export class EngineState {
  /** Scalar accumulators, by {@link ACC} slot. */
  readonly acc = new Float64Array(ACC.size);
  /** Zone distances (yd) and counts, walk..maxSprint; relative zones the same or null. */
  readonly zoneYd = new Float64Array(5);
  readonly zoneCount = new Float64Array(5);
  readonly relZoneYd: Float64Array | null;
  readonly relZoneCount: Float64Array | null;
  /** Acceleration and deceleration counts and distances (yd) by band: slow, med, fast. */
  readonly accelCount = new Float64Array(3);
  readonly accelYd = new Float64Array(3);
  readonly decelCount = new Float64Array(3);
  readonly decelYd = new Float64Array(3);
  /** Lateral effort counts: left low, med, high, then right low, med, high. */
  readonly lateralCount = new Float64Array(6);
  /** Accelerations and decelerations by speed change, 20, 30, 40, 50, 60+ % of max. */
  readonly accelGainCount = new Float64Array(5);
  readonly decelGainCount = new Float64Array(5);
  /** Last time (epoch ms) at or above each "time since X% of max" percentage; NaN = never. */
  readonly lastPctMs = new Float64Array(MOTION.timeSincePercents.length).fill(Number.NaN);

  constructor(
    readonly options: PlayerMetricsOptions,
    /** Reference max speed (yd/s) for speed-gain bands; NaN uses the max so far. */
    readonly refMaxYps: number,
  ) {
    const rel = options.relativeZones !== undefined;
    this.relZoneYd = rel ? new Float64Array(5) : null;
    this.relZoneCount = rel ? new Float64Array(5) : null;
    this.acc[ACC.lastTargetHitMs] = Number.NaN;
    this.acc[ACC.lastAtMs] = Number.NaN;
  }

  /**
   * Counts a finished acceleration (dir 1) or deceleration (dir -1) effort of `samples`
   * samples, `peakYps2` peak, `yd` distance, from `startYps` to `endYps`.
   */
  closeEffort(
    dir: number,
    samples: number,
    peakYps2: number,
    yd: number,
    startYps: number,
    endYps: number,
  ): void {
    if (dir === 0 || samples < MOTION.effortMinSamples) return;
    const band = peakYps2 >= MOTION.accelHighYps2 ? 2 : peakYps2 >= MOTION.accelMedYps2 ? 1 : 0;
    const refMax = Number.isFinite(this.refMaxYps) ? this.refMaxYps : (this.acc[ACC.maxSpeed] ?? 0);
    const gainPct = refMax > 0 ? (Math.abs(endYps - startYps) / refMax) * 100 : 0;
    const gains = dir > 0 ? this.accelGainCount : this.decelGainCount;
    const gainBand = MOTION.gainPercents.findLastIndex((p) => gainPct >= p);
    if (gainBand >= 0) gains[gainBand] = (gains[gainBand] ?? 0) + 1;
    const counts = dir > 0 ? this.accelCount : this.decelCount;
    const yds = dir > 0 ? this.accelYd : this.decelYd;
    counts[band] = (counts[band] ?? 0) + 1;
    yds[band] = (yds[band] ?? 0) + yd;
    if (dir > 0 && band >= 1 && startYps < MOTION.explosiveStartYps) {
      this.acc[ACC.explosive] = (this.acc[ACC.explosive] ?? 0) + 1;
    }
  }

  /** Counts a finished lateral effort: dir 1 left, -1 right. */
  closeLateral(dir: number, samples: number, peakYps2: number): void {
    if (dir === 0 || samples < MOTION.effortMinSamples) return;
    const band = peakYps2 >= MOTION.lateralHighYps2 ? 2 : peakYps2 >= MOTION.lateralMedYps2 ? 1 : 0;
    const slot = (dir > 0 ? 0 : 3) + band;
    this.lateralCount[slot] = (this.lateralCount[slot] ?? 0) + 1;
  }
}
