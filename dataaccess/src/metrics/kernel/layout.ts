/**
 * The memory layout shared by the WebAssembly kernel (assembly/, compiled by AssemblyScript)
 * and the engine that drives it (../motion-kernel.ts). Written in the subset of TypeScript
 * that both compilers read: numeric constants and enums only.
 *
 * Every engine keeps its whole state in one Float64Array, the state block ({@link Block}).
 * A call copies the block into the kernel's memory, runs, and copies it back; the kernel
 * itself holds no engine between calls, so any number of engines share one instance.
 */

/** Samples kept before the first unprocessed one: the longest look-back of the pass. */
export const LOOK_BACK = 16;

/** Sample records a state block keeps between calls: the look-back and the look-ahead (6). */
export const KEPT = 22;

/** Speeds of the "time since X% of max" family (MOTION.timeSincePercents). */
export const TIME_SINCE_COUNT = 10;

/** Speed-gain bands of accelerations (MOTION.gainPercents). */
export const GAIN_BANDS = 5;

/** Input samples the kernel takes per call; longer batches are pushed in pieces. */
export const INPUT_CAPACITY = 2048;

/** Sample records the kernel's columns hold: what a block keeps plus one call's input. */
export const COLUMN_CAPACITY = KEPT + INPUT_CAPACITY;

/**
 * Columns of the sample records, in the kernel's memory and in a block's kept records:
 * time (epoch ms), x and y (yd), step time (s) and step velocity x, y (yd/s) from the
 * previous sample; filtered velocity x, y and speed (yd/s), acceleration along the path
 * (yd/s²).
 */
export enum Column {
  t = 0,
  x,
  y,
  dt,
  svx,
  svy,
  vx,
  vy,
  v,
  a,
  count,
}

/** Slots of a state block (f64 each). Counts and flags are whole numbers. */
export enum Block {
  // Accumulators, read by metric-values.ts.
  totalDis = 0,
  timeTrkd = 1,
  timeMoving = 2,
  maxSpeed = 3,
  /** Best window sum of sustainedSamples speeds; divided when read. */
  maxSustainedSum = 4,
  hardEffortDist = 5,
  dist10Plus = 6,
  time10Plus = 7,
  hardEffortDistRel = 8,
  maxAccel = 9,
  maxDecel = 10,
  /** Best window sums of accelerations and of decelerations (negative). */
  maxSustainedAccelSum = 11,
  maxSustainedDecelSum = 12,
  exertion = 13,
  load = 14,
  codLeft = 15,
  codRight = 16,
  /** Epoch ms; NaN = never. */
  lastTargetHitMs = 17,
  lastSpeed = 18,
  /** Epoch ms of the latest processed sample; NaN = none. */
  lastAtMs = 19,
  explosive = 20,
  /** Zone distances (yd) and counts, walk..maxSprint (5 each); relative zones the same. */
  zoneYd = 21,
  zoneCount = 26,
  relZoneYd = 31,
  relZoneCount = 36,
  /** Acceleration and deceleration counts and distances (yd) by band: slow, med, fast. */
  accelCount = 41,
  accelYd = 44,
  decelCount = 47,
  decelYd = 50,
  /** Lateral effort counts: left low, med, high, then right low, med, high. */
  lateralCount = 53,
  /** Accelerations and decelerations by speed change: 20, 30, 40, 50, 60+ % of max. */
  accelGainCount = 59,
  decelGainCount = 64,
  /** Last time (epoch ms) at or above each "time since X% of max" speed; NaN = never. */
  lastPctMs = 69,

  // The engine's thresholds (yd/s), set once: zone lower bounds jog..maxSprint (4).
  zoneBounds = 79,
  hardYps = 83,
  /** Relative zone lower bounds (4), used when hasRelative is 1. */
  relBounds = 84,
  relHardYps = 88,
  hasRelative = 89,
  xPlusYps = 90,
  /** Infinity without a target. */
  targetYps = 91,
  /** Reference max speed for speed-gain bands; NaN uses the max so far. */
  refMaxYps = 92,
  /** The "time since X% of max" speeds, ascending; Infinity without a reference max. */
  pctYps = 93,

  // Loop state of the pass, carried between calls within a filter segment.
  /** Chord hysteresis: 1 while moving. */
  moving = 103,
  speedSum = 104,
  accelSum = 105,
  /** Acceleration vector (yd/s²) of the previous sample, for the jerk of player load. */
  prevAx = 106,
  prevAy = 107,
  /** Current zone (-1 not moving) and samples spent in it; the same for relative zones. */
  zone = 108,
  dwell = 109,
  relZone = 110,
  relDwell = 111,
  /** Samples left before the next change of direction can count. */
  codWait = 112,
  /** Open acceleration effort: direction (1, -1, 0 none), samples, peak, yards, start and end speed. */
  effort = 113,
  effortLen = 114,
  effortPeak = 115,
  effortYd = 116,
  effortStart = 117,
  effortEnd = 118,
  /** Open lateral effort: direction (1 left, -1 right, 0 none), samples, peak (yd/s²). */
  lateral = 119,
  lateralLen = 120,
  lateralPeak = 121,

  // The filter segment: records held, segment index of the first, next to process.
  held = 122,
  firstIndex = 123,
  done = 124,
  /** Time (epoch ms) of the latest accepted sample; -Infinity before the first. */
  lastInMs = 125,
  /** The kept records: {@link Column.count} columns of {@link KEPT} each. */
  records = 126,
  size = 346,
}
