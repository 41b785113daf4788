/** The metrics engine: per-player, per-period and per-session metrics from positions. */
export {
  createPlayerMetrics,
  type PlayerMetrics,
  type PlayerMetricsOptions,
} from './player-metrics';
export { type MetricValues, RELATIVE_KEYS } from './metric-values';
export { MOTION } from './motion-thresholds';
export {
  DEFAULT_RELATIVE_PERCENTS,
  DEFAULT_TEAM_ZONES,
  mphToYps,
  relativeZonesFromMax,
  teamZones,
  ypsToMph,
  YPS_PER_MPH,
  ZONE_NAMES,
  type RelativePercents,
  type SpeedBand,
  type ZoneSetup,
} from './zones';
export {
  createPeriodSplitMetrics,
  type PeriodRange,
  type PeriodSplitMetrics,
} from './period-metrics';
export {
  HIGHLIGHT_SOURCES,
  percentOf,
  percentOfHistory,
  sessionHighlights,
  type SessionHighlights,
} from './session-highlights';
export {
  detectBallFlights,
  FLIGHT,
  type BallFlight,
  type FlightContext,
  type FlightType,
} from './ball-flights';
export {
  combineOf,
  comparableValues,
  valuesUpTo,
  type Combine,
  type PeriodValues,
} from './comparison-values';
export { centralDifferenceSpeedYps, stepDistancesYd } from './step-distance';
