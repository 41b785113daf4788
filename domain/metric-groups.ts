/**
 * Metric sets beside the per-player catalogue: session highlights (02 §3), list and
 * summary averages (01 §3.7, 02 §3), and ball-flight metrics (01 §3.7, 02 §3).
 */
import type { MetricFormat, MetricKey, MetricUnit } from './metrics';

/** Label, unit and format of a metric outside the per-player catalogue. */
export interface MetricLabel {
  readonly label: string;
  readonly unit: MetricUnit | 'rpm' | 'ft' | '';
  readonly format: MetricFormat | 'text';
}

const label = (
  text: string,
  unit: MetricLabel['unit'],
  format: MetricLabel['format'],
): MetricLabel => ({
  label: text,
  unit,
  format,
});

/** Session highlight averages (02 §3); each also has a `{key}_%` variant. */
export const HIGHLIGHTS = {
  aveDistYards: label('Avg Total Distance', 'yd', 'dec1'),
  aveHardEffortDist: label('Avg Hard Effort Distance', 'yd', 'dec1'),
  aveYPM: label('Avg Yards per Minute', 'yd/min', 'dec1'),
  aveMaxSpeedMPH: label('Avg Max Speed', 'mph', 'dec1'),
  aveMaxSustainedSpeedMPH: label('Avg Max Sustained Speed', 'mph', 'dec1'),
  aveSprintCount: label('Avg Sprint Count', 'count', 'int'),
  aveMaxSprintCount: label('Avg Max Sprint Count', 'count', 'int'),
  accelsAve: label('Avg Accel Count', 'count', 'int'),
  deccelsAve: label('Avg Decel Count', 'count', 'int'),
  exIndexAve: label('Avg Exertion Index', 'au', 'dec1'),
} as const satisfies Record<string, MetricLabel>;

/** A session highlight key. */
export type HighlightKey = keyof typeof HIGHLIGHTS;
/** The percent-of-history variant of a highlight. */
export type HighlightPercentKey = `${HighlightKey}_%`;

/** Every highlight key in display order. */
export const HIGHLIGHT_KEYS = Object.keys(HIGHLIGHTS) as HighlightKey[];

/** The percent-of-history key of a highlight. */
export function highlightPercentKey(key: HighlightKey): HighlightPercentKey {
  return `${key}_%`;
}

/**
 * Averages and maxima of the practice, game, team and player lists (02 §3). Lists show
 * speeds to 1 decimal and distances and counts as whole numbers (02 §9).
 */
export const LIST_METRICS = {
  aveMaxSpeedMPH: label('Avg Max Speed', 'mph', 'dec1'),
  aveMaxSustainedSpeedMPH: label('Avg Max Sustained Speed', 'mph', 'dec1'),
  totalAveDist: label('Avg Total Distance', 'yd', 'int'),
  totalAveAccels: label('Avg Accel Count', 'count', 'int'),
  totalAveDecels: label('Avg Decel Count', 'count', 'int'),
  aveDistYards: label('Avg Total Distance', 'yd', 'int'),
  accelsAve: label('Avg Accel Count', 'count', 'int'),
  deccelsAve: label('Avg Decel Count', 'count', 'int'),
  maxSpeed: label('Max Speed', 'mph', 'dec1'),
  maxSustainedSpeed: label('Max Sustained Speed', 'mph', 'dec1'),
  totalDis: label('Total Distance', 'yd', 'int'),
  totalDist: label('Total Distance', 'yd', 'int'),
  hardEffortDist: label('Hard Effort Distance', 'yd', 'int'),
} as const satisfies Record<string, MetricLabel>;

/** A list metric key. */
export type ListMetricKey = keyof typeof LIST_METRICS;

/**
 * The condensed (live) view's numbers, the nine a coach reads during practice (02 §2), also
 * the first numbers of the player pop-up's Data view.
 */
export const CONDENSED_METRICS = [
  'totalDis',
  'maxSpeedMPH',
  'maxSustainedSpeedMPH',
  'hardEffortDist',
  'sprintYds',
  'sprintCount',
  'accelFast',
  'deccelFast',
  'ypm',
] as const satisfies readonly MetricKey[];

/** Columns of the session summary (practices list and team practices tab, 01 §3.7). */
export const SESSION_SUMMARY_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'startTime', label: 'Date/Time' },
  { key: 'intensity', label: 'Intensity' },
  { key: 'periodCount', label: 'Periods' },
  { key: 'durationMs', label: 'Duration' },
  { key: 'aveMaxSpeedMPH', label: 'Avg Max Speed' },
  { key: 'aveMaxSustainedSpeedMPH', label: 'Avg Max Sustained Speed' },
  { key: 'totalAveDist', label: 'Avg Total Distance' },
  { key: 'totalAveAccels', label: 'Avg Accel Count' },
  { key: 'totalAveDecels', label: 'Avg Decel Count' },
] as const;

/** Metrics of one ball flight (01 §3.7, 02 §3). */
export const BALL_FLIGHT_METRICS = {
  flightType: label('Flight Type', '', 'text'),
  initialAirSpeedMPH: label('Initial Air Speed (MPH)', 'mph', 'dec1'),
  initialRotationRPM: label('Initial Rotation (RPM)', 'rpm', 'int'),
  startTimeMS: label('Start Time', 'ms', 'clock'),
  flightDurationSec: label('Flight Duration (s)', 's', 'dec2'),
  peakHeightFt: label('Peak Height (ft)', 'ft', 'dec1'),
  groundDistanceYds: label('Ground Distance (yards)', 'yd', 'dec1'),
  airDistInYards: label('Air Distance (yards)', 'yd', 'dec1'),
  maxAirSpeedMPH: label('Max Air Speed (MPH)', 'mph', 'dec1'),
  maxRotationRPM: label('Max Rotation (RPM)', 'rpm', 'int'),
} as const satisfies Record<string, MetricLabel>;

/** A ball-flight metric key. */
export type BallFlightMetricKey = keyof typeof BALL_FLIGHT_METRICS;

/** Ball metrics averaged and maximised per player, session, quarter or speed zone (02 §3). */
export const BALL_AGGREGATE_BASES = [
  'initialAirSpeedMPH',
  'airDistInYards',
  'initialRotationRPM',
  'maxAirSpeedMPH',
  'flightDurationSec',
  'maxRotationRPM',
  'peakHeightFt',
] as const satisfies readonly BallFlightMetricKey[];

/** A ball aggregate key such as `avgInitialAirSpeedMPH` or `maxPeakHeightFt`. */
export type BallAggregateKey =
  `${'avg' | 'max'}${Capitalize<(typeof BALL_AGGREGATE_BASES)[number]>}`;

/** The aggregate key of a ball metric. */
export function ballAggregateKey(
  kind: 'avg' | 'max',
  base: (typeof BALL_AGGREGATE_BASES)[number],
): BallAggregateKey {
  const capitalized = `${base.charAt(0).toUpperCase()}${base.slice(1)}` as Capitalize<typeof base>;
  return `${kind}${capitalized}`;
}

/** The flight metric an aggregate key summarises, or undefined. */
export function ballAggregateBase(key: string): (typeof BALL_AGGREGATE_BASES)[number] | undefined {
  const match = /^(avg|max)(.+)$/.exec(key);
  if (match?.[2] === undefined) return undefined;
  const base = `${match[2].charAt(0).toLowerCase()}${match[2].slice(1)}`;
  return BALL_AGGREGATE_BASES.find((candidate) => candidate === base);
}
