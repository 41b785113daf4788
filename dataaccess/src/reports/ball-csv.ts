/**
 * The ball-flight CSVs (02 §7 Reports): one row per flight the ball metrics page lists, or,
 * in the totals variant, one per player with how many flights and the averages and maxima the
 * page's Group By: Player rows show. The filters, the numbers' decimals and the groups are the
 * page's own rules (domain/ball-filters.ts), so a file holds what the page shows.
 */
import {
  aggregateKey,
  aggregatesOf,
  BALL_FLIGHT_METRICS,
  BALL_GRID_METRICS,
  BALL_GROUP_BASES,
  flightWhen,
  formatBallMetric,
  formatDate,
  formatJersey,
  type BallFlightMetricKey,
  type BallRow,
  type SessionFlightRow,
  type TimeZone,
} from '../../../domain';
import { csvText } from './metric-csv';

/** The numbers of a flight row, in the page's order, then the CSV's extra maxima. */
export const BALL_CSV_METRICS = [
  ...BALL_GRID_METRICS,
  'maxAirSpeedMPH',
  'maxRotationRPM',
] as const satisfies readonly BallFlightMetricKey[];

/** The columns of a flight row (the flights CSV, the ball bulk CSV). */
export const ballFlightHeader = (game: boolean): string[] => [
  'Player',
  'Number',
  'Position',
  BALL_FLIGHT_METRICS.flightType.label,
  BALL_FLIGHT_METRICS.startTimeMS.label,
  game ? 'Quarter' : 'Period',
  'In Play',
  'Speed Zone',
  ...BALL_CSV_METRICS.map((key) => BALL_FLIGHT_METRICS[key].label),
];

/** A flight's cells under {@link ballFlightHeader}, its start in the caller's zone. */
export const ballFlightCells = (f: SessionFlightRow, zone: TimeZone, game: boolean): string[] => [
  f.name,
  formatJersey(f.jersey),
  f.position,
  f.flightType,
  formatDate(f.startTimeMS, 'hh:mm:ss a', zone),
  flightWhen(f, game),
  f.inPlay ? 'Yes' : 'No',
  f.speedZone,
  ...BALL_CSV_METRICS.map((key) => formatBallMetric(key, f[key])),
];

/** One row per flight, by release time, its start in the caller's zone. */
export function ballFlightsCsv(
  flights: readonly SessionFlightRow[],
  zone: TimeZone,
  game: boolean,
): string {
  return csvText(
    ballFlightHeader(game),
    flights.map((f) => ballFlightCells(f, zone, game)),
  );
}

/** One row per player (by name), how many flights, then each group base's average and max. */
export function ballTotalsCsv(flights: readonly SessionFlightRow[]): string {
  const header = [
    'Player',
    'Number',
    'Position',
    'Flights',
    ...BALL_GROUP_BASES.flatMap((base) => [
      `Avg ${BALL_FLIGHT_METRICS[base].label}`,
      `Max ${BALL_FLIGHT_METRICS[base].label}`,
    ]),
  ];
  const byPlayer = new Map<string, SessionFlightRow[]>();
  for (const f of flights) byPlayer.set(f.playerId, [...(byPlayer.get(f.playerId) ?? []), f]);
  const rows = [...byPlayer.values()]
    .sort((a, b) => (a[0]?.name ?? '').localeCompare(b[0]?.name ?? ''))
    .map((list) => {
      const first = list[0];
      const numbers = aggregatesOf(list);
      return [
        first?.name ?? '',
        formatJersey(first?.jersey),
        first?.position ?? '',
        String(list.length),
        ...BALL_GROUP_BASES.flatMap((base) => [
          formatBallMetric(base, numbers[aggregateKey('avg', base)]),
          formatBallMetric(base, numbers[aggregateKey('max', base)]),
        ]),
      ];
    });
  return csvText(header, rows);
}

/**
 * Export Filtered Data (02 §9 Export menu): the rows the page's grid shows, in its order and
 * with its columns: the flat list's flights, or a grouped view's rows (a player's or a speed
 * zone's flights counted and averaged) each followed by its flights when expanded. A cell
 * the grid leaves empty (a group's flight type, a flight's count) is empty here too.
 */
export function ballGridCsv(
  rows: readonly BallRow[],
  zone: TimeZone,
  game: boolean,
  grouped: boolean,
): string {
  const header = [
    grouped ? 'Group' : 'Player',
    'Number',
    'Position',
    ...(grouped ? ['Flights'] : []),
    BALL_FLIGHT_METRICS.flightType.label,
    BALL_FLIGHT_METRICS.startTimeMS.label,
    game ? 'Quarter' : 'Period',
    'In Play',
    'Speed Zone',
    ...BALL_GRID_METRICS.map((key) => BALL_FLIGHT_METRICS[key].label),
  ];
  const lines = rows.map((row) => {
    const f = row.flight;
    return [
      row.title,
      row.jersey === '' ? '' : formatJersey(row.jersey),
      row.position,
      ...(grouped ? [f === null ? String(row.total) : ''] : []),
      f?.flightType ?? '',
      f === null ? '' : formatDate(f.startTimeMS, 'hh:mm:ss a', zone),
      f === null ? '' : flightWhen(f, game),
      f === null ? '' : f.inPlay ? 'Yes' : 'No',
      f?.speedZone ?? '',
      ...BALL_GRID_METRICS.map((key) => {
        const value = f === null ? row.aggregates[aggregateKey('avg', key)] : f[key];
        return formatBallMetric(key, typeof value === 'number' ? value : null);
      }),
    ];
  });
  return csvText(header, lines);
}
