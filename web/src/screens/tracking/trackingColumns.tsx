/**
 * The Practice Tracking table's columns (03 §2), headed in the spec's words: NFL ID, NAME,
 * #, POS., POS. GROUP, STATUS, TRACKING; '-' where a value is missing (03 §9).
 */
import type { ColDef } from 'ag-grid-community';
import { formatJersey, MISSING_VALUE, TRUNCATE, truncate } from '../../../../domain';
import { fitWidth } from '../../components/grid/columns';
import { statusOf, type TrackingRow } from './trackingView';

const orMissing = ({ value }: { value: string | null | undefined }): string =>
  value === null || value === undefined || value === '' ? MISSING_VALUE : value;

/** What the arrow of a row says to assistive technology and on hover. */
const trackingText = (row: TrackingRow): string =>
  row.tracking
    ? `Tracked: ${row.samples.toLocaleString()} position samples`
    : 'Not tracked: no positions in this session';

/** The up or down arrow of a row, with its words for screen readers. */
function TrackingArrow({ data }: { data?: TrackingRow }) {
  if (data === undefined) return null;
  const text = trackingText(data);
  return (
    <span className={data.tracking ? 'tracking-arrow up' : 'tracking-arrow down'}>
      <span aria-hidden>{data.tracking ? '▲' : '▼'}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** The seven columns. */
export function trackingColumns(): ColDef<TrackingRow>[] {
  return [
    {
      colId: 'nflId',
      field: 'nflId',
      headerName: 'NFL ID',
      ...fitWidth(80),
      valueFormatter: orMissing,
    },
    {
      colId: 'name',
      field: 'name',
      headerName: 'NAME',
      sort: 'asc',
      ...fitWidth(170),
      valueFormatter: ({ value }: { value: string }) => truncate(value, TRUNCATE.playerName),
    },
    {
      colId: 'jersey',
      field: 'jersey',
      headerName: '#',
      ...fitWidth(50),
      valueFormatter: ({ value }: { value: string }) => formatJersey(value),
    },
    {
      colId: 'position',
      field: 'position',
      headerName: 'POS.',
      ...fitWidth(60),
      valueFormatter: orMissing,
    },
    {
      colId: 'positionGroup',
      field: 'positionGroup',
      headerName: 'POS. GROUP',
      ...fitWidth(80),
      valueFormatter: orMissing,
    },
    {
      colId: 'status',
      headerName: 'STATUS',
      ...fitWidth(70),
      valueGetter: ({ data }) => (data === undefined ? '' : statusOf(data)),
    },
    {
      colId: 'tracking',
      field: 'tracking',
      headerName: 'TRACKING',
      ...fitWidth(90),
      cellRenderer: TrackingArrow,
      // The words of the arrow: the grid's tooltip and what copying a cell takes.
      valueFormatter: ({ data }) => (data === undefined ? '' : trackingText(data)),
    },
  ];
}
