/**
 * The players of a team (02 §2 Players list): player, number, position and the averages
 * of their sessions, loaded from playerlist in batches of 50 (02 §9). Each row has a
 * 'View Profile' link to the player page that carries the list's path and query back, and
 * on the Players list an Export menu: the player's practices or games of the list's season
 * as a bulk CSV (02 §7).
 */
import type { ColDef } from 'ag-grid-community';
import { useLocation } from 'react-router-dom';
import { DataGrid } from '../grid/DataGrid';
import { averageColumns, playerColumns } from '../grid/columns';
import { useTeamPlayers, type PlayerRow } from '../../data/players';
import { DownloadToast } from '../export/DownloadToast';
import { exportColumn } from '../export/ExportMenu';
import { profileColumn } from './TeamPlayersTable';
import { useBulkExport, useDownloadNotice, type BulkTarget } from '../../data/useExports';
import { noneWhy } from './emptyWhy';

/** What the Export menu of a row runs: a bulk export of the player's practices or games. */
type ExportBulk = (row: PlayerRow, dataType: BulkTarget['dataType']) => void;

const columns = (
  returnTo: string,
  exportBulk: ExportBulk | null,
  exporting: boolean,
): ColDef<PlayerRow>[] => [
  ...playerColumns<PlayerRow>(),
  ...averageColumns<PlayerRow>(0),
  profileColumn<PlayerRow>(returnTo),
  ...(exportBulk === null
    ? []
    : [
        exportColumn<PlayerRow>(
          (row) => row.name,
          (row) => [
            {
              label: 'Practices',
              onSelect: () => {
                exportBulk(row, 'practices');
              },
            },
            {
              label: 'Games',
              onSelect: () => {
                exportBulk(row, 'games');
              },
            },
          ],
          exporting,
        ),
      ]),
];

/**
 * The players of `teamId` (null: none to show); with `exportSeason`, each row exports;
 * `choosingTeam` while the page still looks up the team to show.
 */
export function PlayersTable({
  teamId,
  choosingTeam = false,
  exportSeason,
}: {
  teamId: string | null;
  choosingTeam?: boolean;
  exportSeason?: number;
}) {
  const location = useLocation();
  const read = useTeamPlayers(teamId);
  const [notice, show] = useDownloadNotice();
  const bulk = useBulkExport(show);
  const exportBulk: ExportBulk | null =
    exportSeason === undefined
      ? null
      : (row, dataType) => {
          const teamAbbr = row.teamAbbr ?? row.teamId;
          bulk.start({ teamId: row.teamId, teamAbbr, playerId: row.id, dataType }, exportSeason);
        };
  return (
    <>
      {read.error && (
        <p className="form-error" role="alert">
          {read.error}
        </p>
      )}
      <DataGrid
        label="Players"
        rows={read.rows ?? []}
        columns={columns(location.pathname + location.search, exportBulk, bulk.busy)}
        loading={choosingTeam || read.rows === null}
        emptyWhy={noneWhy(teamId, 'players on its roster')}
      />
      <DownloadToast notice={notice} />
    </>
  );
}
