/**
 * The filter settings and event thresholds of the metrics engine, in one place so that the
 * documentation (docs/metrics.md) and the tests name the same numbers.
 */
export const MOTION = {
  /** A step longer than this (ms) restarts the filter: a gap in the track. */
  maxStepMs: 150,
  /** Weights of the step velocities (previous, own, next) in the speed filter. */
  stepWeights: [0.25, 0.4, 0.35] as const,
  /** Half width, in samples, of the chord that decides whether the player is moving. */
  chordHalfWidth: 6,
  /** Chord speed (yd/s) that starts, and that ends, movement (hysteresis). */
  movingOnYps: 0.25,
  movingOffYps: 0.1,
  /** Filtered speed (yd/s) below which a sample adds no distance even while moving. */
  minMovingSpeedYps: 0.2,
  /** Window (samples) of max sustained speed and sustained acceleration: 1 s. */
  sustainedSamples: 10,
  /** Samples a player must stay in a zone for the zone's count to go up: 1 s. */
  zoneDwellSamples: 10,
  /** Acceleration bands (yd/s²): an effort starts at `low`, its peak picks the band. */
  accelLowYps2: 2,
  accelMedYps2: 3,
  accelHighYps2: 4,
  /** Shortest acceleration or deceleration effort that counts (samples). */
  effortMinSamples: 3,
  /** An explosive effort starts below this speed (yd/s) and peaks at the medium band or above. */
  explosiveStartYps: 2,
  /** Lateral (centripetal) acceleration bands (yd/s²) and the speed needed to measure it. */
  lateralLowYps2: 2,
  lateralMedYps2: 3.5,
  lateralHighYps2: 5,
  lateralMinSpeedYps: 1,
  /** Change of direction: heading change over this many samples, both ends at least this fast. */
  codLagSamples: 5,
  codMinSpeedYps: 1.5,
  /** Cosine of the smallest heading change that counts (45°). */
  codCosine: Math.SQRT1_2,
  /** Samples after a change of direction before the next can count. */
  codRefractorySamples: 10,
  /** Extra exertion per yard for each yd/s² of acceleration magnitude. */
  exertionPerAccel: 0.25,
  /** Percentages of max speed of the "time since X% of max" family (02 §9). */
  timeSincePercents: [30, 35, 40, 45, 50, 60, 65, 70, 75, 80] as const,
  /** Speed-gain bands of accelerations, percent of max speed (20 to 60+). */
  gainPercents: [20, 30, 40, 50, 60] as const,
} as const;
