/**
 * Columns the lists share: the players' averages of a session (01 §3.7 session summary) or
 * one player's numbers of it (02 §2 Player page), with the domain's formats (speed 2 and 1
 * decimals, distance 1, counts whole, '-' when missing).
 */
import type { ColDef } from 'ag-grid-community';
import {
  TRUNCATE,
  formatCount,
  formatDistance,
  formatJersey,
  formatSpeed,
  truncate,
} from '../../../../domain';
import type { PlayerHead, SessionAverages, SessionNumbers } from '../../data/rows';

/**
 * The sizing of a column that shares the table's width: at least `minWidthPx` (its widest
 * cell, and its header wrapped onto two or three lines), and beyond that a share of the
 * room in proportion to it, so a 1440 px window shows every column whole. Pinned columns
 * keep their width (AG Grid flexes only the scrolling middle).
 */
export const fitWidth = (minWidthPx: number): Pick<ColDef, 'minWidth' | 'flex'> => ({
  minWidth: minWidthPx,
  flex: minWidthPx,
});

type Value = { value: number | null | undefined };
type Format = (value: number | null | undefined, distanceDecimals: 0 | 1) => string;

/** The five summary metrics in column order: header, tooltip and format. */
const SUMMARY: readonly (readonly [keyof SessionNumbers, string, string, Format])[] = [
  ['maxSpeed', 'Max Speed', 'max speed (mph)', (v) => formatSpeed(v, 2)],
  ['maxSustainedSpeed', 'Max Sust. Speed', 'max sustained speed (mph)', (v) => formatSpeed(v, 1)],
  ['totalDistance', 'Total Dist', 'total distance (yd)', formatDistance],
  ['accels', 'Accels', 'acceleration count', formatCount],
  ['decels', 'Decels', 'deceleration count', formatCount],
];

/** The summary metrics as columns, each read from `fields[metric]`; `average` names averages. */
function summaryColumns<Row>(
  fields: Readonly<Record<keyof SessionNumbers, keyof Row & string>>,
  average: boolean,
  distanceDecimals: 0 | 1,
): ColDef<Row>[] {
  return SUMMARY.map(([metric, header, tooltip, format]) => {
    const field = fields[metric];
    return {
      colId: field,
      headerName: average ? `Avg ${header}` : header,
      headerTooltip: average
        ? `Average ${tooltip}`
        : `${tooltip.charAt(0).toUpperCase()}${tooltip.slice(1)}`,
      type: 'numericColumn',
      ...fitWidth(80),
      valueGetter: ({ data }) => data?.[field] ?? null,
      valueFormatter: ({ value }: Value) => format(value, distanceDecimals),
    };
  });
}

/**
 * Average max speed, max sustained speed, total distance, accels and decels; player lists
 * show distances whole (02 §9), session lists to 1 decimal.
 */
export function averageColumns<Row extends SessionAverages>(
  distanceDecimals: 0 | 1 = 1,
): ColDef<Row>[] {
  return summaryColumns<Row>(
    {
      maxSpeed: 'avgMaxSpeed',
      maxSustainedSpeed: 'avgMaxSustainedSpeed',
      totalDistance: 'avgTotalDistance',
      accels: 'avgAccels',
      decels: 'avgDecels',
    },
    true,
    distanceDecimals,
  );
}

/** One player's max speed, max sustained speed, total distance (1 decimal), accels and decels. */
export function sessionNumberColumns<Row extends SessionNumbers>(): ColDef<Row>[] {
  return summaryColumns<Row>(
    {
      maxSpeed: 'maxSpeed',
      maxSustainedSpeed: 'maxSustainedSpeed',
      totalDistance: 'totalDistance',
      accels: 'accels',
      decels: 'decels',
    },
    false,
    1,
  );
}

/** Player (truncated, the full name on hover), No. and Position. */
export function playerColumns<Row extends PlayerHead>(): ColDef<Row>[] {
  return [
    {
      colId: 'name',
      field: 'name' as ColDef<Row>['field'],
      headerName: 'Player',
      pinned: 'left',
      width: 220,
      valueFormatter: ({ value }: { value: string }) => truncate(value, TRUNCATE.playerName),
    },
    {
      colId: 'jersey',
      field: 'jersey' as ColDef<Row>['field'],
      headerName: 'No.',
      ...fitWidth(60),
      valueFormatter: ({ value }: { value: string }) => formatJersey(value),
    },
    {
      colId: 'position',
      field: 'position' as ColDef<Row>['field'],
      headerName: 'Position',
      ...fitWidth(80),
    },
  ];
}
