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
  METRICS,
  metricViewColumns,
  viewColumnCsvHeader,
  viewColumnMetric,
  type TimeZone,
  type ViewColumnKey,
} from '../../../domain';
import type { MetricValues } from '../metrics';

/** Content type of the CSV answers. */
export { CSV_TYPE } from '../../../domain';

/** The metrics a report has a column for, in catalogue order (All Data of a past session). */
export const REPORT_METRIC_KEYS: readonly ViewColumnKey[] = metricViewColumns('All Data');

/** A date and time as the reports write them, e.g. '11/20/2026 03:00PM'. */
export const REPORT_DATE_TIME = `${DATE_FORMATS.usDate} ${DATE_FORMATS.time}`;

/** The metric column titles of a team's report: every metric, or the given columns. */
export const metricHeaders = (
  teamId: string,
  keys: readonly ViewColumnKey[] = REPORT_METRIC_KEYS,
): string[] => keys.map((k) => viewColumnCsvHeader(k, teamId));

/**
 * One metric as a cell: the catalogue's decimals, durations as hh:mm:ss, clock values as
 * the time of day in the caller's zone; empty when the engine has no value. A Relative
 * variant is written as its metric is.
 */
export function metricCell(
  key: ViewColumnKey,
  value: number | null | undefined,
  zone: TimeZone,
): string {
  if (!hasValue(value)) return '';
  switch (METRICS[viewColumnMetric(key)].format) {
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
export const metricCells = (
  metrics: MetricValues,
  zone: TimeZone,
  keys: readonly ViewColumnKey[] = REPORT_METRIC_KEYS,
): string[] => keys.map((k) => metricCell(k, metrics[k], zone));

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
