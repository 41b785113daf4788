/**
 * The per-sample columns of the current filter segment and the loop state carried from one
 * batch to the next. The fused pass of motion-pass.ts reads and writes these by buffer
 * position; segment index = `firstIndex` + position.
 *
 * The columns are interleaved into two Float64Arrays, one record per sample, because the
 * optimizing compiler checks each typed array's shape and reloads its data pointer once per
 * array per loop iteration: two arrays cost two such checks per sample, ten columns cost ten.
 */

/** Samples kept before the first unprocessed one: the longest look-back of the pass. */
export const LOOK_BACK = 16;

/**
 * Input record of a sample in {@link MotionBuffers.inp}: time (epoch ms), x and y (yd),
 * step time (s) and step velocity x, y (yd/s) from the previous sample.
 */
export const IN = { stride: 6, t: 0, x: 1, y: 2, dt: 3, svx: 4, svy: 5 } as const;

/**
 * Kinematic record of a sample in {@link MotionBuffers.kin}: filtered velocity x, y and
 * speed (yd/s), acceleration along the path (yd/s²).
 */
export const KIN = { stride: 4, vx: 0, vy: 1, v: 2, a: 3 } as const;

/** The columns of one filter segment, reused from batch to batch. */
export class MotionBuffers {
  /** Input records, {@link IN} layout. */
  readonly inp: Float64Array;
  /** Kinematic records, {@link KIN} layout; written by the pass. */
  readonly kin: Float64Array;
  /** Samples held (processed look-back plus unprocessed). */
  length = 0;
  /** Segment index of buffer position 0. */
  firstIndex = 0;

  constructor(readonly capacity: number) {
    this.inp = new Float64Array(capacity * IN.stride);
    this.kin = new Float64Array(capacity * KIN.stride);
  }

  /** Drops the samples before position `from`, which the pass looks back to no more. */
  dropBefore(from: number): void {
    if (from <= 0) return;
    const end = this.length;
    this.inp.copyWithin(0, from * IN.stride, end * IN.stride);
    this.kin.copyWithin(0, from * KIN.stride, end * KIN.stride);
    this.length = end - from;
    this.firstIndex += from;
  }

  /** Starts a new, empty segment. */
  clear(): void {
    this.length = 0;
    this.firstIndex = 0;
  }
}

/** Loop state of the pass that carries over between batches of one segment. */
export class LoopState {
  /** Chord hysteresis: currently moving. */
  moving = false;
  /** Sums of the last sustained-window speeds (yd/s) and accelerations (yd/s²). */
  speedSum = 0;
  accelSum = 0;
  /** Acceleration vector (yd/s²) of the previous sample, for the jerk of player load. */
  prevAx = 0;
  prevAy = 0;
  /** Current zone (-1 not moving) and samples spent in it; the same for relative zones. */
  zone = -1;
  dwell = 0;
  relZone = -1;
  relDwell = 0;
  /** Top filtered speed (yd/s) of the range the pass last processed. */
  rangeMaxSpeed = 0;
  /** Samples left before the next change of direction can count. */
  codWait = 0;
  /** Open acceleration effort: direction (1, -1, 0 none), samples, peak, yards, start and end speed. */
  effort = 0;
  effortLen = 0;
  effortPeak = 0;
  effortYd = 0;
  effortStart = 0;
  effortEnd = 0;
  /** Open lateral effort: direction (1 left, -1 right, 0 none), samples, peak (yd/s²). */
  lateral = 0;
  lateralLen = 0;
  lateralPeak = 0;
}
