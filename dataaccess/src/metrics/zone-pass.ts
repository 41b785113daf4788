/**
 * The speed-zone pass: distance per zone, zone entries (counted once a player stays in a
 * zone for the dwell time) and hard-effort distance, for the team's zones and again for
 * the relative ones. Moving samples only; a stop ends the current zone stay.
 */
import { MOTION } from './motion-thresholds';
import type { MotionBuffers } from './motion-buffers';
import { mphToYps, zoneLowerBoundsYps, type ZoneSetup } from './zones';

const DWELL = MOTION.zoneDwellSamples;

/** One zone setup's thresholds, its accumulators and its carried-over zone stay. */
export class ZoneTally {
  private readonly b0: number;
  private readonly b1: number;
  private readonly b2: number;
  private readonly b3: number;
  private readonly hardYps: number;
  /** Current zone (-1 while not moving) and samples spent in it so far. */
  zone = -1;
  dwell = 0;
  /** Distance (yd) at or above the hard-effort speed. */
  hardYd = 0;

  constructor(
    setup: ZoneSetup,
    /** Distance (yd) and entries per zone, walk..maxSprint. */
    readonly zoneYd: Float64Array,
    readonly zoneCount: Float64Array,
  ) {
    const bounds = zoneLowerBoundsYps(setup);
    this.b0 = bounds[0] as number;
    this.b1 = bounds[1] as number;
    this.b2 = bounds[2] as number;
    this.b3 = bounds[3] as number;
    this.hardYps = mphToYps(setup.hardEffortMph);
  }

  /** Adds buffer positions `[from, to)`. */
  add(b: MotionBuffers, from: number, to: number): void {
    const { v, g, d } = b;
    const { b0, b1, b2, b3, hardYps, zoneYd, zoneCount } = this;
    let zone = this.zone;
    let dwell = this.dwell;
    let hardYd = this.hardYd;
    for (let p = from; p < to; p++) {
      const speed = v[p] as number;
      const dist = d[p] as number;
      const z =
        g[p] === 0
          ? -1
          : (speed >= b0 ? 1 : 0) +
            (speed >= b1 ? 1 : 0) +
            (speed >= b2 ? 1 : 0) +
            (speed >= b3 ? 1 : 0);
      hardYd += speed >= hardYps ? dist : 0;
      dwell = z === zone ? dwell + 1 : 1;
      zone = z;
      if (z >= 0) {
        zoneYd[z] = (zoneYd[z] as number) + dist;
        if (dwell === DWELL) zoneCount[z] = (zoneCount[z] as number) + 1;
      }
    }
    this.zone = zone;
    this.dwell = dwell;
    this.hardYd = hardYd;
  }

  /** Ends the zone stay (a new filter segment starts). */
  endStay(): void {
    this.zone = -1;
    this.dwell = 0;
  }
}
