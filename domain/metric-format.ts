/**
 * Formatting and labelling of any metric value by key (01 §9, 02 §9): the catalogue's
 * decimals, durations and clock times, '-' for missing values, list decimals, and the
 * 10+ / 12+ labels.
 */
import { MISSING_VALUE } from './messages';
import { BALL_FLIGHT_METRICS, HIGHLIGHTS, LIST_METRICS, ballAggregateBase } from './metric-groups';
import { METRICS, baseMetricOf, type MetricFormat } from './metrics';
import {
  DATE_FORMATS,
  formatDate,
  formatDecimals,
  formatDurationMs,
  formatPercent,
  hasValue,
} from './format';

/** Where a value is shown: session tables, or lists (speeds 1 decimal, distances and counts 0). */
export type MetricContext = 'table' | 'list';

/** The display format of any metric key; percent-of-history keys are percentages. */
export function metricFormatOf(key: string): MetricFormat | 'text' | undefined {
  if (key.endsWith('_%')) return 'percent';
  const base = baseMetricOf(key);
  if (base !== undefined) return METRICS[base].format;
  if (Object.hasOwn(HIGHLIGHTS, key)) return HIGHLIGHTS[key as keyof typeof HIGHLIGHTS].format;
  if (Object.hasOwn(LIST_METRICS, key))
    return LIST_METRICS[key as keyof typeof LIST_METRICS].format;
  if (Object.hasOwn(BALL_FLIGHT_METRICS, key)) {
    return BALL_FLIGHT_METRICS[key as keyof typeof BALL_FLIGHT_METRICS].format;
  }
  const aggregate = ballAggregateBase(key);
  return aggregate === undefined ? undefined : BALL_FLIGHT_METRICS[aggregate].format;
}

function listFormat(key: string, format: MetricFormat): MetricFormat {
  const base = baseMetricOf(key);
  if (base === undefined) return format;
  const { unit } = METRICS[base];
  if (unit === 'mph') return 'dec1';
  if (unit === 'yd' || unit === 'count') return 'int';
  return format;
}

/**
 * A metric value as displayed. Unknown keys show the number with 1 decimal; a missing,
 * non-numeric or non-finite value shows '-'. Durations are seconds (HH:mm:ss), clock
 * values are epoch milliseconds (hh:mma).
 */
export function formatMetric(
  key: string,
  value: number | string | null | undefined,
  context: MetricContext = 'table',
): string {
  const format = metricFormatOf(key) ?? 'dec1';
  if (format === 'text') return typeof value === 'string' && value !== '' ? value : MISSING_VALUE;
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof numeric !== 'number' || !hasValue(numeric)) return MISSING_VALUE;
  switch (context === 'list' ? listFormat(key, format) : format) {
    case 'int':
      return formatDecimals(numeric, 0);
    case 'dec1':
      return formatDecimals(numeric, 1);
    case 'dec2':
      return formatDecimals(numeric, 2);
    case 'duration':
      return formatDurationMs(numeric * 1000);
    case 'clock':
      return formatDate(numeric, DATE_FORMATS.time);
    case 'percent':
      return formatPercent(numeric);
  }
}

/** Team whose 10+ yards and time count from 12 mph (02 §9). */
export const TWELVE_PLUS_TEAM_IDS: readonly string[] = ['1050'];

/** The speed in mph from which 'YDS 10+' and 'Time 10+' count for a team. */
export function yardsPlusThresholdMph(teamId: string | undefined): 10 | 12 {
  return teamId !== undefined && TWELVE_PLUS_TEAM_IDS.includes(teamId) ? 12 : 10;
}

/**
 * The short label of a metric for a view: the live label in live views, and '12+' in
 * place of '10+' for teams that count from 12 mph. Variant keys get their base label
 * ('%' appended for percent-of-history, 'Rel.' prefixed for Relative).
 */
export function metricLabel(
  key: string,
  options: { readonly live?: boolean; readonly teamId?: string } = {},
): string {
  const base = baseMetricOf(key);
  if (base === undefined) {
    if (Object.hasOwn(HIGHLIGHTS, key)) return HIGHLIGHTS[key as keyof typeof HIGHLIGHTS].label;
    if (Object.hasOwn(LIST_METRICS, key))
      return LIST_METRICS[key as keyof typeof LIST_METRICS].label;
    if (Object.hasOwn(BALL_FLIGHT_METRICS, key)) {
      return BALL_FLIGHT_METRICS[key as keyof typeof BALL_FLIGHT_METRICS].label;
    }
    return key;
  }
  const metric = METRICS[base];
  const text = options.live === true ? (metric.liveLabel ?? metric.label) : metric.label;
  const threshold = yardsPlusThresholdMph(options.teamId);
  const label = text.replace('10+', `${threshold}+`);
  if (key === metric.relativeKey) return `Rel. ${label}`;
  if (key === metric.percentKey) return `${label} %`;
  return label;
}
