/**
 * The metric views of the current-view menu (01 §3.4, 01 §3.7, 02 §3, §7, §9): each view's
 * columns, in order and in groups by metric family, written once here. The session page's
 * grid and cards show them, and the session CSV (reports/csv/{id}?view=…) writes the same
 * columns in the same order.
 *
 * The spec names the views and the metric families; which family goes in which view follows
 * from the view's name:
 * - All Data: every catalogue metric, grouped by family (the current speed only live).
 * - Team Zone: distances and effort counts in the team's speed zones, and the speeds.
 * - Player Relative Zone: the same bands in each player's own zones (the Relative values),
 *   with the player's target and how near their max came to it.
 * - Timing and Pace: time tracked, moving and at 10+ mph; yards and efforts per minute;
 *   when the target and each share of the max speed were last reached.
 * - Accels and Decels: counts and distances by level, peaks, rates, counts by % of max.
 * - Lateral Load Metrics: lateral load left and right by level, changes of direction, load.
 * - Zebra Team Summary / Zebra Relative Summary: the short summary of the tracked numbers
 *   (distance, hard effort, sprints, speeds, accels and decels, pace and load), in team zones
 *   or in the player's own zones.
 * - Custom View: the user's custom table (02 §3), stored per user and team: not defined here.
 */
import { yardsPlusThresholdMph } from './metric-format';
import { baseMetricOf, METRIC_KEYS, METRICS, type MetricFamily, type MetricKey } from './metrics';
import { METRIC_VIEWS, metricViewsFor, type MetricView } from './views';

/** A column of a view: a catalogue metric, or the Relative variant of one (player zones). */
export type ViewColumnKey = MetricKey | `${MetricKey}Relative`;

/** A group of a view's columns under one heading. */
export interface MetricViewGroup {
  readonly label: string;
  readonly keys: readonly ViewColumnKey[];
}

/** The views whose columns are defined here (every view but Custom View). */
export type DefinedMetricView = Exclude<MetricView, 'Custom View'>;

/** A view's name in an address and in the CSV's query: 'Team Zone' is team-zone. */
export type MetricViewSlug =
  | 'all-data'
  | 'team-zone'
  | 'player-relative-zone'
  | 'timing-and-pace'
  | 'accels-and-decels'
  | 'lateral-load-metrics'
  | 'zebra-team-summary'
  | 'zebra-relative-summary'
  | 'custom-view';

/** Each view's slug. */
export const METRIC_VIEW_SLUGS: Readonly<Record<MetricView, MetricViewSlug>> = {
  'All Data': 'all-data',
  'Team Zone': 'team-zone',
  'Player Relative Zone': 'player-relative-zone',
  'Timing and Pace': 'timing-and-pace',
  'Accels and Decels': 'accels-and-decels',
  'Lateral Load Metrics': 'lateral-load-metrics',
  'Zebra Team Summary': 'zebra-team-summary',
  'Zebra Relative Summary': 'zebra-relative-summary',
  'Custom View': 'custom-view',
};

/** Every slug, in the menu's order. */
export const METRIC_VIEW_SLUG_LIST = METRIC_VIEWS.map((v) => METRIC_VIEW_SLUGS[v]) as [
  MetricViewSlug,
  ...MetricViewSlug[],
];

/** The view a slug names, or undefined. */
export function metricViewOfSlug(slug: string | null | undefined): MetricView | undefined {
  return METRIC_VIEWS.find((v) => METRIC_VIEW_SLUGS[v] === slug);
}

/** Live-only values (the current speed): only the live All Data shows them. */
export const LIVE_ONLY_METRICS: readonly MetricKey[] = ['actMPH', 'actYPS'];

/** Family headings of All Data, in the catalogue's family order. */
const FAMILY_LABELS: Readonly<Record<MetricFamily, string>> = {
  speed: 'Speed',
  distance: 'Distance',
  time: 'Time',
  count: 'Efforts',
  accel: 'Accels and Decels',
  load: 'Load',
  lateral: 'Lateral Load',
};

const group = (label: string, keys: readonly ViewColumnKey[]): MetricViewGroup => ({
  label,
  keys,
});

/** Zone bands, slowest first. */
const BANDS = ['walk', 'jog', 'run', 'sprint', 'maxSprint'] as const;
const bandYds = BANDS.map((b) => `${b}Yds` as const);
const bandCounts = BANDS.map((b) => `${b}Count` as const);
const relative = <K extends MetricKey>(key: K): `${K}Relative` => `${key}Relative`;
const SPEEDS = ['maxSpeedMPH', 'maxSustainedSpeedMPH'] as const;
const PERCENTS_OF_MAX = ['20', '30', '40', '50', '60Plus'] as const;
const SINCE_MAX = [30, 35, 40, 45, 50, 60, 65, 70, 75, 80] as const;

/** The Zebra summaries' columns, in team zones or (relative) in the player's own zones. */
function zebraSummary(zones: 'team' | 'player'): MetricViewGroup[] {
  const zoned = (key: MetricKey): ViewColumnKey => (zones === 'team' ? key : relative(key));
  return [
    group(zones === 'team' ? 'Distance' : 'Distance (Player Zones)', [
      'totalDis',
      zoned('hardEffortDist'),
      zoned('sprintYds'),
      zoned('maxSprintYds'),
      'dist10Plus',
    ]),
    group('Speed', SPEEDS),
    group(zones === 'team' ? 'Efforts' : 'Efforts (Player Zones)', [
      zoned('sprintCount'),
      zoned('maxSprintCount'),
      'accelCount',
      'deccelCount',
    ]),
    group('Pace and Load', ['ypm', 'exIndex', 'zLoad']),
  ];
}

/** All Data: the catalogue by family; the current speed only live. */
function allData(live: boolean): MetricViewGroup[] {
  const shown = METRIC_KEYS.filter((k) => live || !LIVE_ONLY_METRICS.includes(k));
  const families = [...new Set(shown.map((k) => METRICS[k].family))];
  return families.map((family) =>
    group(
      FAMILY_LABELS[family],
      shown.filter((k) => METRICS[k].family === family),
    ),
  );
}

const VIEW_GROUPS: Readonly<Record<Exclude<DefinedMetricView, 'All Data'>, MetricViewGroup[]>> = {
  'Team Zone': [
    group('Distance (Team Zones)', ['totalDis', 'hardEffortDist', ...bandYds, 'dist10Plus']),
    group('Efforts (Team Zones)', bandCounts),
    group('Speed', SPEEDS),
  ],
  'Player Relative Zone': [
    group('Distance (Player Zones)', [
      'totalDis',
      relative('hardEffortDist'),
      ...bandYds.map(relative),
    ]),
    group('Efforts (Player Zones)', bandCounts.map(relative)),
    group('Speed', [...SPEEDS, 'targetMPH', 'maxSpeedPctOfTarget']),
  ],
  'Timing and Pace': [
    group('Time', ['timeTrkd', 'timeMoving', 'time10Plus']),
    group('Pace', ['ypm', 'dist10Plus', 'accelPerMin', 'deccelPerMin']),
    group('Target Speed', [
      'targetMPH',
      'maxSpeedMPH',
      'maxSpeedPctOfTarget',
      'lastTimeVelocityTargetHitTs',
    ]),
    group(
      'Last Time at % of Max Speed',
      SINCE_MAX.map((pct) => `lastTimeAt${pct}PctMaxTs` as const),
    ),
  ],
  'Accels and Decels': [
    group('Accelerations', [
      'accelCount',
      'accelSlow',
      'accelMed',
      'accelFast',
      'accelSlowYds',
      'accelMedYds',
      'accelFastYds',
      'maxAccel',
      'maxSustainedAccel',
      'accelPerMin',
    ]),
    group('Decelerations', [
      'deccelCount',
      'deccelSlow',
      'deccelMed',
      'deccelFast',
      'deccelSlowYds',
      'deccelMedYds',
      'deccelFastYds',
      'maxDecel',
      'maxSustainedDecel',
      'deccelPerMin',
    ]),
    group(
      'Accels by % of Max Speed',
      PERCENTS_OF_MAX.map((band) => `accel${band}Pct` as const),
    ),
    group(
      'Decels by % of Max Speed',
      PERCENTS_OF_MAX.map((band) => `deccel${band}Pct` as const),
    ),
  ],
  'Lateral Load Metrics': [
    group('Lateral Load Left', [
      'lateralLeftLow',
      'lateralLeftMed',
      'lateralLeftHigh',
      'lateralLoadLeft',
    ]),
    group('Lateral Load Right', [
      'lateralRightLow',
      'lateralRightMed',
      'lateralRightHigh',
      'lateralLoadRight',
    ]),
    group('Changes of Direction', ['codLeft', 'codRight', 'changeOfDirection']),
    group('Load', ['zLoad', 'exIndex', 'explosiveEffort']),
  ],
  'Zebra Team Summary': zebraSummary('team'),
  'Zebra Relative Summary': zebraSummary('player'),
};

/** A view's column groups, in order; `live` adds the current speed to All Data. */
export function metricViewGroups(
  view: DefinedMetricView,
  options: { readonly live?: boolean } = {},
): readonly MetricViewGroup[] {
  return view === 'All Data' ? allData(options.live === true) : VIEW_GROUPS[view];
}

/** A view's columns in order (its groups' keys one after the other). */
export function metricViewColumns(
  view: DefinedMetricView,
  options: { readonly live?: boolean } = {},
): readonly ViewColumnKey[] {
  return metricViewGroups(view, options).flatMap((g) => g.keys);
}

/**
 * Whether a key is a view column: a catalogue metric, or the Relative variant of one that
 * has variants (what a custom view's columns may name).
 */
export function isViewColumnKey(key: string): key is ViewColumnKey {
  return baseMetricOf(key) !== undefined && !key.endsWith('_%');
}

/** The catalogue metric a view column shows (itself, or the metric of a Relative variant). */
export function viewColumnMetric(key: ViewColumnKey): MetricKey {
  return baseMetricOf(key) ?? (key as MetricKey);
}

/** Whether a view column is a Relative variant (the player's own zones). */
export const isRelativeColumn = (key: ViewColumnKey): boolean => viewColumnMetric(key) !== key;

/**
 * The view a session page shows: the address's (`?view=`), when the page offers it, else
 * the page's default: Custom View on the live view (the custom live table, 02 §3), All Data
 * elsewhere.
 */
export function shownMetricView(slug: string | null | undefined, live: boolean): MetricView {
  const named = metricViewOfSlug(slug);
  if (named !== undefined && metricViewsFor(live).includes(named)) return named;
  return live ? 'Custom View' : 'All Data';
}

/**
 * A view column's title in the CSV exports: the metric's full name and unit ('Max Speed
 * (mph)', 'Walk Count', 'Time Moving (hh:mm:ss)'), 'Relative' after the name of a Relative
 * variant, and 12+ for the teams that count 10+ yards from 12 mph (02 §9).
 */
export function viewColumnCsvHeader(key: ViewColumnKey, teamId: string): string {
  const metric = METRICS[viewColumnMetric(key)];
  const plain = metric.name.replace('10+', `${yardsPlusThresholdMph(teamId)}+`);
  const name = isRelativeColumn(key) ? `${plain} Relative` : plain;
  switch (metric.format) {
    case 'duration':
      return `${name} (hh:mm:ss)`;
    case 'clock':
      return name;
    default:
      return metric.unit === 'count' ? name : `${name} (${metric.unit})`;
  }
}
