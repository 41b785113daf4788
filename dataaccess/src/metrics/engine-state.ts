/**
 * The state of one player's metrics: one Float64Array laid out as kernel/layout.ts's
 * {@link Block} (accumulators, thresholds, loop state and the records the filter looks
 * back to), which the kernel runs on, and views of its metric families.
 */
import { Block, TIME_SINCE_COUNT } from './kernel/layout';
import { MOTION } from './motion-thresholds';
import type { PlayerMetricsOptions } from './player-metrics';
import { mphToYps, zoneLowerBoundsYps } from './zones';

/** The state block of one player over one stretch of time, and views of its families. */
export class EngineState {
  /** The whole state, by {@link Block} slot. */
  readonly block = new Float64Array(Block.size);
  /** Zone distances (yd) and counts, walk..maxSprint; relative zones the same or null. */
  readonly zoneYd = this.view(Block.zoneYd, 5);
  readonly zoneCount = this.view(Block.zoneCount, 5);
  readonly relZoneYd: Float64Array | null;
  readonly relZoneCount: Float64Array | null;
  /** Acceleration and deceleration counts and distances (yd) by band: slow, med, fast. */
  readonly accelCount = this.view(Block.accelCount, 3);
  readonly accelYd = this.view(Block.accelYd, 3);
  readonly decelCount = this.view(Block.decelCount, 3);
  readonly decelYd = this.view(Block.decelYd, 3);
  /** Lateral effort counts: left low, med, high, then right low, med, high. */
  readonly lateralCount = this.view(Block.lateralCount, 6);
  /** Accelerations and decelerations by speed change, 20, 30, 40, 50, 60+ % of max. */
  readonly accelGainCount = this.view(Block.accelGainCount, MOTION.gainPercents.length);
  readonly decelGainCount = this.view(Block.decelGainCount, MOTION.gainPercents.length);
  /** Last time (epoch ms) at or above each "time since X% of max" percentage; NaN = never. */
  readonly lastPctMs = this.view(Block.lastPctMs, TIME_SINCE_COUNT);

  constructor(readonly options: PlayerMetricsOptions) {
    const b = this.block;
    const relative = options.relativeZones;
    this.relZoneYd = relative ? this.view(Block.relZoneYd, 5) : null;
    this.relZoneCount = relative ? this.view(Block.relZoneCount, 5) : null;
    const refMaxYps =
      options.referenceMaxMph !== undefined ? mphToYps(options.referenceMaxMph) : Number.NaN;
    b.set(zoneLowerBoundsYps(options.zones), Block.zoneBounds);
    b[Block.hardYps] = mphToYps(options.zones.hardEffortMph);
    if (relative) b.set(zoneLowerBoundsYps(relative), Block.relBounds);
    b[Block.relHardYps] = relative ? mphToYps(relative.hardEffortMph) : Infinity;
    b[Block.hasRelative] = relative ? 1 : 0;
    b[Block.xPlusYps] = mphToYps(options.zones.yardsOfXPlusMph);
    b[Block.targetYps] = options.targetMph !== undefined ? mphToYps(options.targetMph) : Infinity;
    b[Block.refMaxYps] = refMaxYps;
    b.set(
      MOTION.timeSincePercents.map((p) =>
        Number.isFinite(refMaxYps) ? (refMaxYps * p) / 100 : Infinity,
      ),
      Block.pctYps,
    );
    b[Block.lastTargetHitMs] = Number.NaN;
    b[Block.lastAtMs] = Number.NaN;
    this.lastPctMs.fill(Number.NaN);
    b[Block.zone] = -1;
    b[Block.relZone] = -1;
    b[Block.lastInMs] = -Infinity;
  }

  private view(slot: Block, length: number): Float64Array {
    return this.block.subarray(slot, slot + length);
  }
}
