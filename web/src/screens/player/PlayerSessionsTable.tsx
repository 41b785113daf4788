/**
 * A player's practices or games in a date range (02 §2 Player page; 02 §3 player practice and
 * game rows): each session with the player's own max speed, max sustained speed, total
 * distance, accels and decels. A row leads to the session's expanded view, with the
 * player's pop-up when the player is known.
 */
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import {
  CALLS,
  DATE_FORMATS,
  formatDate,
  intensitySummary,
  playerSessionPath,
  splitIntensities,
  isPlayerGame,
  type DateRangeChoice,
  type PlayerGameSession,
  type PlayerSession,
} from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import type { ApiRead } from '../../data/useApi';
import { useRangeApi } from '../../data/useRangeApi';
import { sessionNumberColumns } from '../../components/grid/columns';
import { gameColumns } from '../../components/tables/GamesTable';

/** The list a player page shows: the player's practices or games. */
export type PlayerEvent = 'practices' | 'games';

/** A row of player/{playerId}/practices, keyed for the grid. */
type PracticeRow = PlayerSession & { readonly id: string };

/** A row of player/{playerId}/games: the game from the player's side, keyed for the grid. */
type GameRow = PlayerGameSession & { readonly id: string };

function practiceColumns(playerId: string | null): ColDef<PracticeRow>[] {
  return [
    {
      field: 'name',
      headerName: 'Name',
      pinned: 'left',
      width: 220,
      cellRenderer: ({ data }: { data?: PracticeRow }) =>
        data ? (
          <Link to={playerSessionPath({ kind: 'practice', ...data }, playerId)}>{data.name}</Link>
        ) : null,
    },
    {
      field: 'startTime',
      headerName: 'Date/Time',
      width: 210,
      valueFormatter: ({ value }: { value: number }) => formatDate(value, DATE_FORMATS.full),
    },
    {
      field: 'intensity',
      headerName: 'Intensity',
      width: 150,
      valueFormatter: ({ value }: { value: string | null }) =>
        intensitySummary(splitIntensities(value ?? '')),
    },
    ...sessionNumberColumns<PracticeRow>(),
  ];
}

function playerGameColumns(playerId: string | null): ColDef<GameRow>[] {
  return [
    ...gameColumns<GameRow>((row) => playerSessionPath({ kind: 'game', ...row }, playerId)),
    ...sessionNumberColumns<GameRow>(),
  ];
}

/** Rows keyed by their session id, as the grid keys rows. */
const keyed = <Row extends { gameId: string }>(rows: readonly Row[]) =>
  rows.map((r) => ({ ...r, id: r.gameId }));

/** The reads of a player's practices and games; only the one of the event shown asks. */
export interface PlayerSessions {
  readonly practices: ApiRead<PlayerSession>;
  readonly games: ApiRead<PlayerSession>;
}

/**
 * Reads the practices or games (`event`; null reads nothing) of `playerId` in `range`. The
 * page reads them, not the table, because a refusal (`refused`) replaces the whole page.
 */
export function usePlayerSessions(
  playerId: string,
  event: PlayerEvent | null,
  range: DateRangeChoice,
): PlayerSessions {
  const spec = CALLS.playerSessions;
  return {
    practices: useRangeApi(spec, event === 'practices' ? { playerId, event } : null, range),
    games: useRangeApi(spec, event === 'games' ? { playerId, event } : null, range),
  };
}

/**
 * The practices or games of a player as `sessions` read them. Rows link to the session with
 * the player's pop-up when `linked` is the player's id, else (a player the server no longer
 * knows) to the session's page.
 */
export function PlayerSessionsTable({
  sessions,
  event,
  linked,
}: {
  sessions: PlayerSessions;
  event: PlayerEvent;
  linked: string | null;
}) {
  const { practices, games } = sessions;
  const error = practices.error ?? games.error;
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {event === 'practices' ? (
        <DataGrid
          label="Practices"
          rows={keyed(practices.rows)}
          columns={practiceColumns(linked)}
          loading={practices.loading}
        />
      ) : (
        <DataGrid
          label="Games"
          rows={keyed(games.rows.filter(isPlayerGame))}
          columns={playerGameColumns(linked)}
          loading={games.loading}
        />
      )}
    </>
  );
}
