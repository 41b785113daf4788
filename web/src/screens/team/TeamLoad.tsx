/**
 * The team page's Load tab (issue 36): every player's load on the window's last day for one
 * measure (the day, its 7- and 28-day means and their ratio), with the players whose ratio
 * is outside the usual band or who had days outside their usual range first; a row leads to
 * the player's load chart. Measure and window are in the address; the CSV has every measure.
 */
import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import {
  figuresOf,
  paths,
  ratioOutside,
  type LoadMeasure,
  type TeamLoadRow,
} from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { fitWidth, playerColumns } from '../../components/grid/columns';
import { LoadControls, useLoadChoice } from '../../components/load/LoadControls';
import { useTeamLoad } from '../../data/load';
import '../../components/load/load.css';

interface Row {
  readonly id: string;
  readonly name: string;
  readonly jersey: string;
  readonly position: string;
  readonly sessions: number;
  readonly value: number;
  readonly acute: number;
  readonly chronic: number;
  readonly ratio: number | null;
  readonly daysOutside: number;
}

const one = ({ value }: { value: number | null }): string =>
  value === null ? '-' : value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** Players to look at first: a ratio outside the band, then days outside, then the ratio. */
const attention = (r: Row): number =>
  (ratioOutside(r.ratio) === null ? 0 : 1_000_000) + r.daysOutside * 1000 + (r.ratio ?? 0);

function rowsOf(rows: readonly TeamLoadRow[], measure: LoadMeasure): Row[] {
  return rows
    .map((r) => ({
      id: r.playerId,
      name: r.name,
      jersey: r.jersey,
      position: r.position,
      sessions: r.sessions,
      ...figuresOf(r, measure),
      daysOutside: r.daysOutside,
    }))
    .sort((a, b) => attention(b) - attention(a) || a.name.localeCompare(b.name));
}

const columns = (days: number, measure: LoadMeasure): ColDef<Row>[] => [
  ...playerColumns<Row>(),
  { field: 'sessions', headerName: 'Sessions today', ...fitWidth(90), type: 'numericColumn' },
  {
    field: 'value',
    headerName: 'Today',
    ...fitWidth(90),
    type: 'numericColumn',
    valueFormatter: one,
  },
  {
    field: 'acute',
    headerName: '7-day mean',
    ...fitWidth(100),
    type: 'numericColumn',
    valueFormatter: one,
  },
  {
    field: 'chronic',
    headerName: '28-day mean',
    ...fitWidth(100),
    type: 'numericColumn',
    valueFormatter: one,
  },
  {
    field: 'ratio',
    headerName: 'Acute:chronic',
    ...fitWidth(110),
    type: 'numericColumn',
    valueFormatter: ({ value }: { value: number | null }) =>
      value === null ? '-' : value.toFixed(2),
    cellClass: ({ value }: { value: number | null }) => {
      const outside = ratioOutside(value);
      // The numeric type's own class is replaced by cellClass: keep the right alignment.
      return outside === null
        ? 'ag-right-aligned-cell'
        : ['ag-right-aligned-cell', `ratio-cell-${outside}`];
    },
  },
  {
    field: 'daysOutside',
    headerName: 'Days outside usual',
    ...fitWidth(110),
    type: 'numericColumn',
  },
  {
    colId: 'chart',
    headerName: '',
    ...fitWidth(100),
    sortable: false,
    cellRenderer: ({ data }: { data?: Row }) =>
      data ? (
        <Link to={`${paths.player(data.id)}/load?days=${days}&measure=${measure}`}>View load</Link>
      ) : null,
  },
];

export function TeamLoad({ teamId }: { teamId: string }) {
  const { days, measure } = useLoadChoice();
  const read = useTeamLoad(teamId, days);
  const rows = useMemo(() => rowsOf(read.rows, measure), [read.rows, measure]);
  const cols = useMemo(() => columns(days, measure), [days, measure]);
  return (
    <div className="team-load">
      <LoadControls name="team-load" target={{ teamId }} />
      {read.error !== null && (
        <p className="form-error" role="alert">
          {read.error}
        </p>
      )}
      <DataGrid label="Player load" rows={rows} columns={cols} loading={read.loading} />
    </div>
  );
}
