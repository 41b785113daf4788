/**
 * A team's games of a season (02 §2 Games and Team page): date, opponent (leading to the
 * game view), result with the score by the win rule (a pro game not yet complete shows a
 * text instead), and the players' averages.
 */
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import {
  CALLS,
  choiceIncludes,
  choiceWindow,
  DATE_FORMATS,
  type DateRangeChoice,
  formatDate,
  paths,
  teamById,
  type TeamGame,
} from '../../../../domain';
import { DataGrid } from '../grid/DataGrid';
import { useApi, type ApiRead } from '../../data/useApi';
import { averageColumns, fitWidth } from '../grid/columns';
import { noneWhy, rangeWords } from './emptyWhy';
import './tables.css';

/** A row of games/{teamId}. */
type GameRow = TeamGame & { readonly id: string };

/** What the result and opponent cells read of a game seen from one side. */
export type GameOutcome = Pick<
  GameRow,
  'status' | 'league' | 'isHome' | 'opponentTeamId' | 'ownPoints' | 'opponentPoints' | 'result'
>;

/** What a game not yet complete shows in place of a score. */
const NOT_COMPLETE_TEXT: Readonly<Record<string, string>> = {
  future: 'Scheduled',
  live: 'In Progress',
};

/** The result cell: 'W 24-17'; a pro game not complete shows a text instead of a score. */
export function gameResult(row: GameOutcome): string {
  if (row.status !== 'complete' && row.league !== 'ncaa-fbs') {
    return NOT_COMPLETE_TEXT[row.status] ?? 'Not Final';
  }
  if (row.ownPoints === null || row.opponentPoints === null) return '-';
  return `${row.result ?? ''} ${row.ownPoints}-${row.opponentPoints}`.trim();
}

/** The opponent cell: 'vs Dallas Cowboys' at home, '@ Dallas Cowboys' away. */
export const opponentText = (row: GameOutcome): string => {
  const team = teamById(row.opponentTeamId);
  return `${row.isHome ? 'vs' : '@'} ${team?.teamFullName ?? row.opponentTeamId}`;
};

/** What the game columns read of a row. */
type GameCells = GameOutcome & { readonly startTime: number };

/** Date, Opponent (a link to `pathOf(row)`) and Result, shared with the player page. */
export function gameColumns<Row extends GameCells>(pathOf: (row: Row) => string): ColDef<Row>[] {
  return [
    {
      colId: 'startTime',
      headerName: 'Date',
      pinned: 'left',
      width: 120,
      valueGetter: ({ data }) => data?.startTime ?? null,
      valueFormatter: ({ value }: { value: number }) => formatDate(value, DATE_FORMATS.usDate),
    },
    {
      colId: 'opponent',
      headerName: 'Opponent',
      ...fitWidth(190),
      valueGetter: ({ data }) => (data ? opponentText(data) : ''),
      cellRenderer: ({ data }: { data?: Row }) =>
        data ? <Link to={pathOf(data)}>{opponentText(data)}</Link> : null,
    },
    {
      colId: 'result',
      headerName: 'Result',
      ...fitWidth(100),
      valueGetter: ({ data }) => (data ? gameResult(data) : ''),
      cellClass: ({ data }) => (data?.result === 'W' ? 'game-win' : ''),
    },
  ];
}

function columnsFor(teamId: string): ColDef<GameRow>[] {
  return [
    ...gameColumns<GameRow>((row) => paths.gamePerformance(row._id, teamId)),
    ...averageColumns<GameRow>(),
  ];
}

/**
 * The games of `teamId` in `season`, in one week of it, or in a date range; `choosingTeam`
 * while the page still looks up the team to show.
 */
export function GamesTable({
  teamId,
  choosingTeam = false,
  season,
  week = null,
  range = null,
}: {
  teamId: string | null;
  choosingTeam?: boolean;
  season: number;
  /** A season week (epoch ms) narrowing the season; null for the whole season. */
  week?: { readonly ts: number; readonly endTs: number; readonly weekName: string } | null;
  /** A date range in place of the season (the team page's filter). */
  range?: DateRangeChoice | null;
}) {
  const now = new Date();
  const window = range === null ? null : choiceWindow(range, now);
  const read: ApiRead<TeamGame> = useApi(
    CALLS.teamGames,
    teamId === null ? null : { teamId },
    week !== null
      ? { startTime: week.ts, endTime: week.endTs }
      : window !== null
        ? { startTime: window.fromMs, endTime: window.toMs }
        : { season },
  );
  const rows = read.rows.filter((r) => range === null || choiceIncludes(range, r.startTime, now));
  return (
    <>
      {read.error && (
        <p className="form-error" role="alert">
          {read.error}
        </p>
      )}
      <DataGrid
        label="Games"
        rows={teamId === null ? [] : rows.map((r) => ({ ...r, id: r._id }))}
        columns={columnsFor(teamId ?? '')}
        loading={choosingTeam || read.loading}
        emptyWhy={noneWhy(
          teamId,
          'games',
          range !== null
            ? rangeWords(range)
            : week !== null
              ? `in ${week.weekName} of the ${String(season)} season`
              : rangeWords({ kind: 'season', season }),
        )}
      />
    </>
  );
}
