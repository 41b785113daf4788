/**
 * The player metric catalogue (01 §3.7, 02 §3): every per-player metric key of the
 * session views, with its short label, full name, unit, display format and family, and
 * the keys of its Relative and percent-of-history variants. Definitions of how each is
 * computed live with the metrics engine (docs/metrics.md); this is what the screens show.
 */

/** How a value is displayed: whole number, 1 or 2 decimals, a duration, or a clock time. */
export type MetricFormat = 'int' | 'dec1' | 'dec2' | 'duration' | 'clock' | 'percent';

/** Metric families (01 §3.7). */
export type MetricFamily = 'speed' | 'distance' | 'time' | 'count' | 'accel' | 'load' | 'lateral';

/** Units of metric values. */
export type MetricUnit =
  'mph' | 'yd/s' | 'yd' | 'yd/min' | 'yd/s²' | 's' | 'ms' | '%' | 'count' | 'per min' | 'au';

/** What the catalogue says about one metric. */
export interface MetricSpec {
  readonly label: string;
  readonly name: string;
  readonly unit: MetricUnit;
  readonly format: MetricFormat;
  readonly family: MetricFamily;
  /** A different short label in live views. */
  readonly liveLabel?: string;
  /** False for values that have no Relative or percent-of-history variant. */
  readonly variants?: false;
}

const spec = (
  label: string,
  name: string,
  unit: MetricUnit,
  format: MetricFormat,
  family: MetricFamily,
  extra: Partial<Pick<MetricSpec, 'liveLabel' | 'variants'>> = {},
): MetricSpec => ({ label, name, unit, format, family, ...extra });

const distance = (label: string, name: string, liveLabel?: string): MetricSpec =>
  spec(label, name, 'yd', 'dec1', 'distance', liveLabel === undefined ? {} : { liveLabel });
const count = (label: string, name: string, family: MetricFamily = 'count'): MetricSpec =>
  spec(label, name, 'count', 'int', family);

/** Last time the speed reached `pct` % of the reference max: `lastTimeAt{pct}PctMaxTs`. */
const sinceMax = <P extends number>(pct: P) =>
  ({
    [`lastTimeAt${pct}PctMaxTs`]: spec(
      `${pct}% Max`,
      `Last Time at ${pct}% of Max Speed`,
      'ms',
      'clock',
      'speed',
      {
        variants: false,
      },
    ),
  }) as Record<`lastTimeAt${P}PctMaxTs`, MetricSpec>;

/** Effort counts by speed change as % of the reference max: 20, 30, 40, 50 and 60+. */
const percentOfMax = <K extends 'accel' | 'deccel'>(key: K, label: string, name: string) =>
  Object.fromEntries(
    ['20', '30', '40', '50', '60Plus'].map((band) => {
      const shown = band === '60Plus' ? '60%+' : `${band}%`;
      return [
        `${key}${band}Pct`,
        count(`${label} ${shown}`, `${name} of ${shown} of Max Speed`, 'accel'),
      ];
    }),
  ) as Record<`${K}${'20' | '30' | '40' | '50' | '60Plus'}Pct`, MetricSpec>;

/** The catalogue, in the order of the full-data table. */
const METRIC_SPECS = {
  targetMPH: spec('Target', 'Target Speed', 'mph', 'dec1', 'speed', { variants: false }),
  maxSpeedMPH: spec('Max Speed', 'Max Speed', 'mph', 'dec2', 'speed', { liveLabel: 'Max MPH' }),
  maxSustainedSpeedMPH: spec('Max Sus.', 'Max Sustained Speed', 'mph', 'dec1', 'speed', {
    liveLabel: 'Sus. MPH',
  }),
  maxSpeedPctOfTarget: spec('% Target', 'Max Speed % of Target', '%', 'percent', 'speed'),
  lastTimeVelocityTargetHitTs: spec(
    'Target Hit',
    'Last Time Target Speed Hit',
    'ms',
    'clock',
    'speed',
    {
      variants: false,
    },
  ),
  ...sinceMax(30),
  ...sinceMax(35),
  ...sinceMax(40),
  ...sinceMax(45),
  ...sinceMax(50),
  ...sinceMax(60),
  ...sinceMax(65),
  ...sinceMax(70),
  ...sinceMax(75),
  ...sinceMax(80),
  actMPH: spec('MPH', 'Current Speed', 'mph', 'dec1', 'speed', { variants: false }),
  actYPS: spec('YPS', 'Current Speed (Yards/Sec)', 'yd/s', 'dec1', 'speed', { variants: false }),
  totalDis: distance('Total Yds', 'Total Distance', 'Total Dist'),
  hardEffortDist: distance('HE Yds', 'Hard Effort Distance', 'HE Dist'),
  walkYds: distance('Walk Yds', 'Walk Distance'),
  jogYds: distance('Jog Yds', 'Jog Distance'),
  runYds: distance('Run Yds', 'Run Distance'),
  sprintYds: distance('Sprint Yds', 'Sprint Distance'),
  maxSprintYds: distance('Max Sprint Yds', 'Max Sprint Distance'),
  dist10Plus: distance('YDS 10+', 'Yards at 10+ MPH'),
  ypm: spec('YPM', 'Yards per Minute', 'yd/min', 'dec1', 'distance'),
  timeMoving: spec('Time Moving', 'Time Moving', 's', 'duration', 'time'),
  timeTrkd: spec('Time Trkd', 'Time Tracked', 's', 'duration', 'time'),
  time10Plus: spec('Time 10+', 'Time at 10+ MPH', 's', 'duration', 'time'),
  walkCount: count('Walks', 'Walk Count'),
  jogCount: count('Jogs', 'Jog Count'),
  runCount: count('Runs', 'Run Count'),
  sprintCount: count('Sprints', 'Sprint Count'),
  maxSprintCount: count('Max Sprints', 'Max Sprint Count'),
  accelSlow: count('Accel Low', 'Low Accelerations', 'accel'),
  accelMed: count('Accel Med', 'Medium Accelerations', 'accel'),
  accelFast: count('Accel High', 'High Accelerations', 'accel'),
  deccelSlow: count('Decel Low', 'Low Decelerations', 'accel'),
  deccelMed: count('Decel Med', 'Medium Decelerations', 'accel'),
  deccelFast: count('Decel High', 'High Decelerations', 'accel'),
  accelSlowYds: spec('Accel Low Yds', 'Low Acceleration Distance', 'yd', 'dec1', 'accel'),
  accelMedYds: spec('Accel Med Yds', 'Medium Acceleration Distance', 'yd', 'dec1', 'accel'),
  accelFastYds: spec('Accel High Yds', 'High Acceleration Distance', 'yd', 'dec1', 'accel'),
  deccelSlowYds: spec('Decel Low Yds', 'Low Deceleration Distance', 'yd', 'dec1', 'accel'),
  deccelMedYds: spec('Decel Med Yds', 'Medium Deceleration Distance', 'yd', 'dec1', 'accel'),
  deccelFastYds: spec('Decel High Yds', 'High Deceleration Distance', 'yd', 'dec1', 'accel'),
  accelCount: count('Accels', 'Acceleration Count', 'accel'),
  deccelCount: count('Decels', 'Deceleration Count', 'accel'),
  ...percentOfMax('accel', 'Accel', 'Accelerations'),
  ...percentOfMax('deccel', 'Decel', 'Decelerations'),
  maxAccel: spec('Max Accel', 'Max Acceleration', 'yd/s²', 'dec2', 'accel'),
  maxDecel: spec('Max Decel', 'Max Deceleration', 'yd/s²', 'dec2', 'accel'),
  maxSustainedAccel: spec('Sus. Accel', 'Max Sustained Acceleration', 'yd/s²', 'dec2', 'accel'),
  maxSustainedDecel: spec('Sus. Decel', 'Max Sustained Deceleration', 'yd/s²', 'dec2', 'accel'),
  accelPerMin: spec('Accel/Min', 'Accelerations per Minute', 'per min', 'dec1', 'accel'),
  deccelPerMin: spec('Decel/Min', 'Decelerations per Minute', 'per min', 'dec1', 'accel'),
  exIndex: spec('ExI', 'Exertion Index', 'au', 'dec1', 'load'),
  zLoad: spec('Load', 'Player Load', 'au', 'dec1', 'load'),
  explosiveEffort: count('Expl. Effort', 'Explosive Efforts', 'load'),
  lateralLeftLow: count('Lat L Low', 'Lateral Load Left Low', 'lateral'),
  lateralLeftMed: count('Lat L Med', 'Lateral Load Left Medium', 'lateral'),
  lateralLeftHigh: count('Lat L High', 'Lateral Load Left High', 'lateral'),
  lateralRightLow: count('Lat R Low', 'Lateral Load Right Low', 'lateral'),
  lateralRightMed: count('Lat R Med', 'Lateral Load Right Medium', 'lateral'),
  lateralRightHigh: count('Lat R High', 'Lateral Load Right High', 'lateral'),
  lateralLoadLeft: count('Lat L', 'Lateral Load Left', 'lateral'),
  lateralLoadRight: count('Lat R', 'Lateral Load Right', 'lateral'),
  codLeft: count('COD L', 'Changes of Direction Left', 'lateral'),
  codRight: count('COD R', 'Changes of Direction Right', 'lateral'),
  changeOfDirection: count('COD', 'Changes of Direction', 'lateral'),
} as const satisfies Record<string, MetricSpec>;

/** A per-player metric key of the session views. */
export type MetricKey = keyof typeof METRIC_SPECS;

/** Key of the Relative variant of a metric (value against the player's own zones). */
export type RelativeMetricKey = `${MetricKey}Relative`;

/** Percent-of-history key: `walkCount_%`, and `historyTotalDistance_%` for total distance. */
export type PercentMetricKey = `${MetricKey}_%` | 'historyTotalDistance_%';

/** One catalogue entry with its key and variant keys. */
export interface MetricDefinition extends MetricSpec {
  readonly key: MetricKey;
  /** Undefined when the metric has no variants. */
  readonly relativeKey: RelativeMetricKey | undefined;
  readonly percentKey: PercentMetricKey | undefined;
}

/** Percent-of-history keys that do not follow the `{key}_%` pattern. */
const PERCENT_KEY_OVERRIDES: Partial<Record<MetricKey, PercentMetricKey>> = {
  totalDis: 'historyTotalDistance_%',
};

/** Every metric key in catalogue order. */
export const METRIC_KEYS = Object.keys(METRIC_SPECS) as MetricKey[];

/** The catalogue by key. */
export const METRICS: Readonly<Record<MetricKey, MetricDefinition>> = Object.fromEntries(
  METRIC_KEYS.map((key) => {
    const entry: MetricSpec = METRIC_SPECS[key];
    const hasVariants = entry.variants !== false;
    const definition: MetricDefinition = {
      ...entry,
      key,
      relativeKey: hasVariants ? `${key}Relative` : undefined,
      percentKey: hasVariants ? (PERCENT_KEY_OVERRIDES[key] ?? `${key}_%`) : undefined,
    };
    return [key, definition];
  }),
) as Record<MetricKey, MetricDefinition>;

/** Whether the text is a catalogue metric key. */
export function isMetricKey(key: string): key is MetricKey {
  return Object.hasOwn(METRIC_SPECS, key);
}

/** The metric a key stands for, resolving Relative and percent-of-history variants. */
export function baseMetricOf(key: string): MetricKey | undefined {
  if (isMetricKey(key)) return key;
  if (key === 'historyTotalDistance_%') return 'totalDis';
  const base = key.endsWith('Relative')
    ? key.slice(0, -'Relative'.length)
    : key.endsWith('_%')
      ? key.slice(0, -2)
      : undefined;
  return base !== undefined && isMetricKey(base) && METRICS[base].relativeKey !== undefined
    ? base
    : undefined;
}

/** Distance bands of the distance graph (02 §9), slowest first. */
export const DISTANCE_BANDS = ['walkYds', 'jogYds', 'runYds', 'sprintYds', 'maxSprintYds'] as const;

/** Speed gauge maximum in mph; higher values are capped (02 §9). */
export const SPEED_GAUGE_MAX_MPH = 23;

/** The value a speed gauge shows: capped at {@link SPEED_GAUGE_MAX_MPH}, never negative. */
export function gaugeSpeedMph(speedMph: number): number {
  return Math.min(Math.max(speedMph, 0), SPEED_GAUGE_MAX_MPH);
}

/**
 * The distance graph maximum: the largest of the five band distances, so every bar fits
 * (02 §9 "computed from walk, jog, run, sprint and max sprint yards").
 */
export function distanceGraphMaxYds(
  bands: Readonly<Partial<Record<(typeof DISTANCE_BANDS)[number], number>>>,
): number {
  return Math.max(0, ...DISTANCE_BANDS.map((band) => bands[band] ?? 0));
}
