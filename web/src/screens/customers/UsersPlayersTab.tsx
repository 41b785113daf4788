/**
 * The Customers screen's 'Users & Players' tab (03 §2 Customers): the team's four zone
 * editors ('Edit Team Zones', 'Edit Relative Zones', 'Edit Max Speed Target by Position',
 * 'Edit Position Group Zones'), what the team's zones are now, the team's users (what each is
 * and whether they may change anything) and its roster.
 */
import { useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import {
  CALLS,
  MISSING_VALUE,
  USER_KIND_LABELS,
  hasWriteGrant,
  formatDate,
  type CustomerUser,
  type Team,
  type UserKind,
} from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { useTeamPlayers, type PlayerRow } from '../../data/players';
import { useUser } from '../../data/session';
import { useApiQuery } from '../../data/useApiQuery';
import { AddUserDialog } from './AddUserDialog';
import { ZonesDialog } from './ZonesDialog';
import { ZONE_EDITORS, type ZoneEditor } from './zonesDraft';

const USER_COLUMNS: ColDef<CustomerUser & { id: string }>[] = [
  { headerName: 'Name', field: 'name', flex: 1, minWidth: 160 },
  { headerName: 'Email', field: 'email', flex: 2, minWidth: 200 },
  {
    headerName: 'Role',
    field: 'kind',
    flex: 1,
    minWidth: 170,
    valueFormatter: ({ value }) => USER_KIND_LABELS[value as UserKind],
  },
  {
    headerName: 'Access',
    colId: 'writes',
    width: 110,
    valueGetter: ({ data }) => (data?.writes === true ? 'Read, write' : 'Read'),
  },
  {
    headerName: 'Grants',
    colId: 'permissions',
    valueGetter: ({ data }) => data?.permissions.join(', ') ?? '',
    flex: 2,
    minWidth: 220,
  },
];

const PLAYER_COLUMNS: ColDef<PlayerRow>[] = [
  { headerName: 'Name', field: 'name', flex: 2, minWidth: 170 },
  { headerName: '#', field: 'jersey', width: 80 },
  { headerName: 'Pos.', field: 'position', width: 90 },
  { headerName: 'Status', field: 'status', width: 100 },
];

export function UsersPlayersTab({ team }: { team: Team }) {
  const user = useUser();
  const zones = useApiQuery(CALLS.teamZones, { teamId: team.teamId });
  const users = useApiQuery(CALLS.customerUsers, { teamId: team.teamId });
  const players = useTeamPlayers(team.teamId);
  const [editor, setEditor] = useState<ZoneEditor | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const userRows = useMemo(() => users.rows.map((u) => ({ ...u, id: u.email })), [users.rows]);
  const current = zones.rows[0];
  // The page is the platform admin's, who writes any team's zones (the gateway checks it too).
  const mayEdit = hasWriteGrant(user, team.teamId);
  const t = current?.teamZones;
  return (
    <div className="customers-profile">
      <div className="customers-zone-buttons">
        {(Object.keys(ZONE_EDITORS) as ZoneEditor[]).map((key) => (
          <button
            key={key}
            type="button"
            className="button"
            disabled={current === undefined || !mayEdit}
            onClick={() => {
              setNotice(null);
              setEditor(key);
            }}
          >
            {ZONE_EDITORS[key]}
          </button>
        ))}
      </div>
      {zones.error !== null && (
        <p className="form-error" role="alert">
          {zones.error}
        </p>
      )}
      {notice !== null && (
        <p className="customers-notice" role="status">
          {notice}
        </p>
      )}
      {t !== undefined && current !== undefined && (
        <p className="customers-zones" aria-label="Team zones now">
          Walk 0–{t.walk.max} · Jog –{t.jog.max} · Run –{t.run.max} · Sprint –{t.sprint.max} · Max
          sprint {t.maxSprint.min}+ mph · hard effort {t.teamHardEffDist} mph · Yards{' '}
          {t.yardsOfXPlus}+ ·{' '}
          {current.updatedMs === null
            ? 'defaults'
            : `saved ${formatDate(current.updatedMs, 'MM/dd/yyyy')} by ${current.updatedBy ?? MISSING_VALUE}`}
        </p>
      )}
      <div className="customers-section-head">
        <h3>Users</h3>
        <button
          type="button"
          className="button"
          disabled={!mayEdit}
          onClick={() => {
            setNotice(null);
            setAdding(true);
          }}
        >
          Add User
        </button>
      </div>
      {users.error !== null && (
        <p className="form-error" role="alert">
          {users.error}
        </p>
      )}
      <div className="customers-grid customers-users">
        <DataGrid
          rows={userRows}
          columns={USER_COLUMNS}
          loading={users.loading}
          label="Users"
          emptyWhy={`No user's record names ${team.teamFullName}.`}
        />
      </div>
      <h3>Players</h3>
      {players.error !== null && (
        <p className="form-error" role="alert">
          {players.error}
        </p>
      )}
      <div className="customers-grid">
        <DataGrid
          rows={players.rows}
          columns={PLAYER_COLUMNS}
          loading={players.rows === null}
          label="Players"
        />
      </div>
      {adding && (
        <AddUserDialog
          team={team}
          onClose={() => {
            setAdding(false);
          }}
          onAdded={(email) => {
            setAdding(false);
            setNotice(`${email} added: they can sign in now.`);
          }}
        />
      )}
      {editor !== null && current !== undefined && (
        <ZonesDialog
          teamId={team.teamId}
          teamName={team.teamFullName}
          editor={editor}
          zones={current}
          onClose={() => {
            setEditor(null);
          }}
          onSaved={() => {
            setNotice(`${ZONE_EDITORS[editor].replace(/^Edit /, '')} saved.`);
            setEditor(null);
          }}
        />
      )}
    </div>
  );
}
