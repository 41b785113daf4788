/**
 * /games (02 §2): a team's games of a season: date, opponent, result with the score (a pro
 * game not yet complete shows a text instead), and the players' averages. The team filter
 * offers the teams the user may see games of. A row leads to the game view.
 */
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { DATE_FORMATS, formatDate, teamById, teamFilterFor } from '../../../../domain';
import { DataGrid } from '../../grid/DataGrid';
import { useUser } from '../../session';
import { useApi } from '../../useApi';
import { averageColumns, type SessionAverages } from './columns';
import { SeasonSelect, TeamSelect } from './ListFilters';
import { useListQuery } from './useListQuery';

/** A row of games/{teamId}. */
interface GameRow extends SessionAverages {
  readonly id: string;
  readonly _id: string;
  readonly startTime: number;
  readonly status: string;
  readonly league?: string;
  readonly isHome: boolean;
  readonly opponentTeamId: string;
  readonly ownPoints: number | null;
  readonly opponentPoints: number | null;
  readonly result: 'W' | 'L' | 'T' | null;
}

/** What a game not yet complete shows in place of a score. */
const NOT_COMPLETE_TEXT: Readonly<Record<string, string>> = {
  future: 'Scheduled',
  live: 'In Progress',
};

/** The result cell: 'W 24-17'; a pro game not complete shows a text instead of a score. */
function gameResult(row: GameRow): string {
  if (row.status !== 'complete' && row.league !== 'ncaa-fbs') {
    return NOT_COMPLETE_TEXT[row.status] ?? 'Not Final';
  }
  if (row.ownPoints === null || row.opponentPoints === null) return '-';
  return `${row.result ?? ''} ${row.ownPoints}-${row.opponentPoints}`.trim();
}

const opponentText = (row: GameRow): string => {
  const team = teamById(row.opponentTeamId);
  return `${row.isHome ? 'vs' : '@'} ${team?.teamFullName ?? row.opponentTeamId}`;
};

function columnsFor(teamId: string): ColDef<GameRow>[] {
  return [
    {
      field: 'startTime',
      headerName: 'Date',
      pinned: 'left',
      width: 130,
      valueFormatter: ({ value }: { value: number }) => formatDate(value, DATE_FORMATS.usDate),
    },
    {
      colId: 'opponent',
      headerName: 'Opponent',
      width: 240,
      valueGetter: ({ data }) => (data ? opponentText(data) : ''),
      cellRenderer: ({ data }: { data?: GameRow }) =>
        data ? (
          <Link to={`/view/game/${data._id}/${teamId}/performance/expanded/page`}>
            {opponentText(data)}
          </Link>
        ) : null,
    },
    {
      colId: 'result',
      headerName: 'Result',
      width: 130,
      valueGetter: ({ data }) => (data ? gameResult(data) : ''),
      cellClass: ({ data }) => (data?.result === 'W' ? 'game-win' : ''),
    },
    ...averageColumns<GameRow>(),
  ];
}

/** The games list. */
export default function GamesPage() {
  const user = useUser();
  // Lacrosse squads play no games in the product (01 §1: NCAA-MLAX Practice only).
  const filter = teamFilterFor(user);
  const teams = { ...filter, ncaa: filter.ncaa.filter((t) => t.league !== 'ncaa-mlax') };
  const query = useListQuery(user, teams);
  const read = useApi<Omit<GameRow, 'id'>>(query.teamId === null ? null : `games/${query.teamId}`, {
    season: query.season,
  });
  const rows = read.rows.map((r) => ({ ...r, id: r._id }));
  const choices = teams.nfl.flatMap((r) => r.teams).length + teams.ncaa.length;
  return (
    <section className="list-page">
      <h1 className="page-title">Games</h1>
      <div className="filters">
        {choices > 1 && query.teamId !== null && (
          <TeamSelect teams={teams} value={query.teamId} onChange={query.setTeam} />
        )}
        <SeasonSelect value={query.season} onChange={query.setSeason} />
        {read.error && (
          <span className="form-error" role="alert">
            {read.error}
          </span>
        )}
      </div>
      <DataGrid
        label="Games"
        rows={query.teamId === null ? [] : rows}
        columns={columnsFor(query.teamId ?? '')}
        loading={read.loading}
      />
    </section>
  );
}
