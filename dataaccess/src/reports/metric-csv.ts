/**
 * CSV text of the report exports (02 §7 Reports): RFC 4180 fields and lines, and the metric
 * columns with the catalogue's names, units and decimals (domain/metrics.ts). Values are
 * the engine's, rounded as the session tables show them; times are written in the
 * caller's time zone (an IANA zone, or the spec's tzOffset minutes as a fixed offset).
 */
import {
  DATE_FORMATS,
  formatDate,
  formatDecimals,
  formatDurationMs,
  hasValue,
  METRIC_KEYS,
  METRICS,
  yardsPlusThresholdMph,
  type MetricKey,
  type TimeZone,
} from '../../../domain';
import type { MetricValues } from '../metrics';

/** Content type of the CSV answers. */
export { CSV_TYPE } from '../../../domain';

/** Live-only values of the catalogue (the current speed): no column in a report. */
const LIVE_ONLY: readonly MetricKey[] = ['actMPH', 'actYPS'];

/** The metrics a report has a column for, in catalogue order. */
export const REPORT_METRIC_KEYS: readonly MetricKey[] = METRIC_KEYS.filter(
  (k) => !LIVE_ONLY.includes(k),
);

/** A date and time as the reports write them, e.g. '11/20/2026 03:00PM'. */
export const REPORT_DATE_TIME = `${DATE_FORMATS.usDate} ${DATE_FORMATS.time}`;

/** One metric's column title: full name and unit ('Max Speed (mph)', 'Walk Count'). */
function metricHeader(key: MetricKey, teamId: string): string {
  const metric = METRICS[key];
  // Teams that count 10+ yards from 12 mph see 12+ (02 §9), as in the session tables.
  const name = metric.name.replace('10+', `${yardsPlusThresholdMph(teamId)}+`);
  switch (metric.format) {
    case 'duration':
      return `${name} (hh:mm:ss)`;
    case 'clock':
      return name;
    default:
      return metric.unit === 'count' ? name : `${name} (${metric.unit})`;
  }
}

/** The metric column titles of a team's report. */
export const metricHeaders = (teamId: string): string[] =>
  REPORT_METRIC_KEYS.map((k) => metricHeader(k, teamId));

/**
 * One metric as a cell: the catalogue's decimals, durations as hh:mm:ss, clock values as
 * the time of day in the caller's zone; empty when the engine has no value.
 */
export function metricCell(
  key: MetricKey,
  value: number | null | undefined,
  zone: TimeZone,
): string {
  if (!hasValue(value)) return '';
  switch (METRICS[key].format) {
    case 'int':
    case 'percent':
      return formatDecimals(value, 0);
    case 'dec1':
      return formatDecimals(value, 1);
    case 'dec2':
      return formatDecimals(value, 2);
    case 'duration':
      return formatDurationMs(value * 1000);
    case 'clock':
      return formatDate(value, DATE_FORMATS.time, zone);
  }
}

/** The metric cells of one row, in the order of {@link metricHeaders}. */
export const metricCells = (metrics: MetricValues, zone: TimeZone): string[] =>
  REPORT_METRIC_KEYS.map((k) => metricCell(k, metrics[k], zone));

/**
 * Text a spreadsheet would run as a formula starts with one of these (OWASP's list: = + - @
 * tab CR), or with the full-width = + - @ that some spreadsheets read as the plain ones.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A plain decimal number, as the metric cells write them. A negative one starts with '-'
 * but runs nothing, and defusing it would turn a number column into text.
 */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One field: quoted when it holds a comma, quote or line break; formulas defused with a
 * leading ' (the spreadsheet then shows the text as typed).
 */
function field(text: string): string {
  const formula = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
  const safe = formula ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV file: the header line and the rows, CRLF line ends (RFC 4180). */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(field).join(',')}\r\n`).join('');
}
