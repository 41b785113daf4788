/**
 * The team page's Player Performance tab (02 §2): the team's players with the averages of
 * their practices or games in the date range (player, no., position, averaged metrics,
 * sessions), narrowed by the position filter; a row leads to the player page.
 */
import type { ColDef } from 'ag-grid-community';
import { Link, useLocation } from 'react-router-dom';
import { paths, positionGroupOf } from '../../../../domain';
import { DataGrid } from '../grid/DataGrid';
import { averageColumns, fitWidth, playerColumns } from '../grid/columns';
import type { TeamPlayerRow } from '../../data/players';

/** The filter group of a position: its football group, else the position itself. */
export const positionFilterGroup = (position: string): string =>
  positionGroupOf(position) ?? (position.trim().toUpperCase() || '-');

/** The 'View Profile' link to the player page, carrying the list's path back. */
export function profileColumn<Row extends { id: string }>(returnTo: string): ColDef<Row> {
  return {
    colId: 'profile',
    headerName: '',
    ...fitWidth(100),
    sortable: false,
    cellRenderer: ({ data }: { data?: Row }) =>
      data ? (
        <Link to={paths.player(data.id)} state={{ returnTo }}>
          View Profile
        </Link>
      ) : null,
  };
}

const columns = (returnTo: string): ColDef<TeamPlayerRow>[] => [
  ...playerColumns<TeamPlayerRow>(),
  ...averageColumns<TeamPlayerRow>(0),
  { field: 'sessions', headerName: 'Sessions', ...fitWidth(85), type: 'numericColumn' },
  profileColumn<TeamPlayerRow>(returnTo),
];

/** The table; `positions` (filter groups) empty shows everyone. */
export function TeamPlayersTable({
  rows,
  loading,
  error,
  positions,
}: {
  rows: readonly TeamPlayerRow[];
  loading: boolean;
  error: string | null;
  positions: readonly string[];
}) {
  const location = useLocation();
  const shown =
    positions.length === 0
      ? rows
      : rows.filter((r) => positions.includes(positionFilterGroup(r.position)));
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DataGrid
        label="Players"
        rows={shown}
        columns={columns(location.pathname + location.search)}
        loading={loading}
      />
    </>
  );
}
