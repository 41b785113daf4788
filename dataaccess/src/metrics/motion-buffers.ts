/**
 * The per-sample columns of the current filter segment and the loop state carried from one
 * batch to the next. The passes of motion-passes.ts and effort-passes.ts read and write
 * these columns by buffer position; segment index = `firstIndex` + position.
 */

/** Samples kept before the first unprocessed one: the longest look-back of any pass. */
export const LOOK_BACK = 16;

/** Columns of one filter segment, as Float64Arrays reused from batch to batch. */
export class MotionBuffers {
  /** Sample time (epoch ms), position (yd), step time (s) and step velocity (yd/s). */
  t: Float64Array;
  x: Float64Array;
  y: Float64Array;
  dt: Float64Array;
  svx: Float64Array;
  svy: Float64Array;
  /** Filtered velocity (yd/s), speed (yd/s), acceleration along the path and as a vector (yd/s²). */
  vx: Float64Array;
  vy: Float64Array;
  v: Float64Array;
  a: Float64Array;
  ax: Float64Array;
  ay: Float64Array;
  /** 1 where the sample counts as moving (chord hysteresis and minimum speed), else 0. */
  g: Float64Array;
  /** Distance (yd) the sample adds: speed x step time where moving, else 0. */
  d: Float64Array;
  /** Samples held (processed look-back plus unprocessed). */
  length = 0;
  /** Segment index of buffer position 0. */
  firstIndex = 0;

  constructor(readonly capacity: number) {
    const column = (): Float64Array => new Float64Array(capacity);
    this.t = column();
    this.x = column();
    this.y = column();
    this.dt = column();
    this.svx = column();
    this.svy = column();
    this.vx = column();
    this.vy = column();
    this.v = column();
    this.a = column();
    this.ax = column();
    this.ay = column();
    this.g = column();
    this.d = column();
  }

  /** Drops the samples before position `from`, which no pass looks back to any more. */
  dropBefore(from: number): void {
    if (from <= 0) return;
    const end = this.length;
    for (const column of [
      this.t,
      this.x,
      this.y,
      this.dt,
      this.svx,
      this.svy,
      this.vx,
      this.vy,
      this.v,
      this.a,
      this.ax,
      this.ay,
      this.g,
      this.d,
    ]) {
      column.copyWithin(0, from, end);
    }
    this.length = end - from;
    this.firstIndex += from;
  }

  /** Starts a new, empty segment. */
  clear(): void {
    this.length = 0;
    this.firstIndex = 0;
  }
}

/** Loop state of the passes that carries over between batches of one segment. */
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
