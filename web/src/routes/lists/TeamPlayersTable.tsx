/**
 * The team page's Player Performance tab (02 §2): the team's players with the averages of
 * their practices or games in the date range (player, no., position, averaged metrics,
 * sessions), narrowed by the position filter; a row leads to the player page.
 */
import type { ColDef } from 'ag-grid-community';
import { Link, useLocation } from 'react-router-dom';
import {
  choiceWindows,
  formatWindows,
  positionGroupOf,
  type DateRangeChoice,
} from '../../../../domain';
import { DataGrid } from '../../grid/DataGrid';
import { useApi } from '../../useApi';
import { averageColumns, playerColumns, type PlayerHead, type SessionAverages } from './columns';

/** A row of teamplayers/{teamId}/{event}. */
export interface TeamPlayerRow extends SessionAverages, PlayerHead {
  readonly id: string;
  readonly sessions: number;
}

/** The filter group of a position: its football group, else the position itself. */
export const positionFilterGroup = (position: string): string =>
  positionGroupOf(position) ?? (position.trim().toUpperCase() || '-');

/** The 'View Profile' link to the player page, carrying the list's path back. */
export function profileColumn<Row extends { id: string }>(returnTo: string): ColDef<Row> {
  return {
    colId: 'profile',
    headerName: '',
    width: 130,
    sortable: false,
    cellRenderer: ({ data }: { data?: Row }) =>
      data ? (
        <Link to={`/player/${encodeURIComponent(data.id)}`} state={{ returnTo }}>
          View Profile
        </Link>
      ) : null,
  };
}

const columns = (returnTo: string): ColDef<TeamPlayerRow>[] => [
  ...playerColumns<TeamPlayerRow>(),
  ...averageColumns<TeamPlayerRow>(0),
  { field: 'sessions', headerName: 'Sessions', width: 110, type: 'numericColumn' },
  profileColumn<TeamPlayerRow>(returnTo),
];

/** The players' averages over the team's practices or games in `range`, when `wanted`. */
export function useTeamPlayerRows(
  teamId: string,
  event: 'practices' | 'games',
  range: DateRangeChoice,
  wanted: boolean,
) {
  return useApi<TeamPlayerRow>(wanted ? `teamplayers/${teamId}/${event}` : null, {
    windows: formatWindows(choiceWindows(range, new Date())),
  });
}

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
