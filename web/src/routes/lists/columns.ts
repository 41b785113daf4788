/**
 * Columns the lists share: the players' averages of a session (01 §3.7 session summary),
 * with the domain's formats (speed 2 and 1 decimals, distance 1, counts whole, '-' when
 * missing).
 */
import type { ColDef } from 'ag-grid-community';
import { formatCount, formatDistance, formatSpeed } from '../../../../domain';

/** The averages a practices or games row carries (null before metrics exist). */
export interface SessionAverages {
  readonly avgMaxSpeed: number | null;
  readonly avgMaxSustainedSpeed: number | null;
  readonly avgTotalDistance: number | null;
  readonly avgAccels: number | null;
  readonly avgDecels: number | null;
}

type Value = { value: number | null | undefined };

/**
 * Average max speed, max sustained speed, total distance, accels and decels; player lists
 * show distances whole (02 §9), session lists to 1 decimal.
 */
export function averageColumns<Row extends SessionAverages>(
  distanceDecimals: 0 | 1 = 1,
): ColDef<Row>[] {
  const column = (
    field: keyof SessionAverages,
    headerName: string,
    headerTooltip: string,
    format: (value: number | null | undefined) => string,
  ): ColDef<Row> => ({
    colId: field,
    headerName,
    headerTooltip,
    type: 'numericColumn',
    width: 150,
    valueGetter: ({ data }) => data?.[field] ?? null,
    valueFormatter: ({ value }: Value) => format(value),
  });
  return [
    column('avgMaxSpeed', 'Avg Max Speed', 'Average max speed (mph)', (v) => formatSpeed(v, 2)),
    column(
      'avgMaxSustainedSpeed',
      'Avg Max Sust. Speed',
      'Average max sustained speed (mph)',
      (v) => formatSpeed(v, 1),
    ),
    column('avgTotalDistance', 'Avg Total Dist', 'Average total distance (yd)', (v) =>
      formatDistance(v, distanceDecimals),
    ),
    column('avgAccels', 'Avg Accels', 'Average acceleration count', formatCount),
    column('avgDecels', 'Avg Decels', 'Average deceleration count', formatCount),
  ];
}
