/**
 * /profiles (03 §2, §6): the practice profiles of a team, a practice's template, with
 * Create New Profile and the create/edit modal. Pro-league staff (and the all-teams roles)
 * pick the league and see the team column; they and college staff get the team filter;
 * college staff start in NCAA-FBS. The list is kept five minutes in the browser.
 */
import { useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import {
  canManagePractice,
  canSeeTeamData,
  defaultProfileLeague,
  formatDate,
  hasAllTeams,
  intensitySummary,
  LEAGUES,
  MISSING_VALUE,
  showsProfileTeamColumns,
  showsProfileTeamFilter,
  teamById,
  teamFilterFor,
  truncate,
  TRUNCATE,
  type League,
  type RoleUser,
  type TeamFilter,
} from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { TeamSelect, teamsOf } from '../../components/filters/ListFilters';
import { useUser } from '../../data/session';
import { ProfileDialog, type ProfileOutcome } from './ProfileDialog';
import { useProfiles, type Profile } from '../../data/profiles';
import './profiles.css';

const LEAGUE_LABELS: Readonly<Record<League, string>> = {
  nfl: 'NFL',
  'ncaa-fbs': 'NCAA-FBS',
  'ncaa-mlax': 'NCAA-MLAX',
};

/** The teams of a league whose practices, and so profiles, the user may see. */
function teamsIn(user: RoleUser, league: League): TeamFilter {
  const all = teamFilterFor(user);
  const mine = (t: { teamId: string; league: string }) =>
    t.league === league && canSeeTeamData(user, t.teamId, 'practice');
  return {
    nfl: all.nfl
      .map((r) => ({ ...r, teams: r.teams.filter(mine) }))
      .filter((r) => r.teams.length > 0),
    ncaa: all.ncaa.filter(mine),
  };
}

/** The league a list opens in (03 §6); a team user without the picker gets their team's. */
function startLeague(user: RoleUser): League {
  const preferred = defaultProfileLeague(user) ?? 'nfl';
  if (showsProfileTeamColumns(user) || !user.teamId) return preferred;
  return teamById(user.teamId)?.league ?? preferred;
}

/** The list's columns; league and team for pro-league staff only. */
function columnsFor(
  teamColumns: boolean,
  onEdit: ((p: Profile) => void) | null,
): ColDef<Profile>[] {
  return [
    {
      headerName: 'Name',
      field: 'profileName',
      valueFormatter: ({ value }) => truncate(String(value ?? ''), TRUNCATE.profileName),
      minWidth: 200,
      flex: 2,
    },
    {
      headerName: 'Description',
      field: 'description',
      valueFormatter: ({ value }) => (value ? String(value) : MISSING_VALUE),
      flex: 3,
      minWidth: 160,
    },
    { headerName: 'Periods', valueGetter: ({ data }) => data?.drills.length ?? 0, width: 100 },
    {
      headerName: 'Intensity',
      field: 'intensity',
      valueFormatter: ({ value }) =>
        intensitySummary(value ? String(value).split(',') : [], TRUNCATE.intensityWide),
      width: 130,
    },
    {
      headerName: 'Site',
      field: 'siteName',
      valueFormatter: ({ value }) => (value ? String(value) : MISSING_VALUE),
      flex: 2,
      minWidth: 150,
    },
    ...(teamColumns
      ? ([
          {
            headerName: 'League',
            field: 'league',
            valueFormatter: ({ value }) => LEAGUE_LABELS[value as League],
            width: 110,
          },
          {
            headerName: 'Team',
            valueGetter: ({ data }) =>
              data ? (teamById(data.teamId)?.teamFullName ?? data.teamId) : '',
            flex: 2,
            minWidth: 160,
          },
        ] satisfies ColDef<Profile>[])
      : []),
    {
      headerName: 'Last modified',
      field: 'last_modified',
      valueFormatter: ({ value }) =>
        typeof value === 'number' ? formatDate(value, 'MM/dd/yyyy') : MISSING_VALUE,
      width: 130,
    },
    ...(onEdit
      ? ([
          {
            headerName: '',
            colId: 'edit',
            sortable: false,
            width: 90,
            cellRenderer: ({ data }: { data?: Profile }) =>
              data ? (
                <button
                  type="button"
                  className="button profile-edit"
                  aria-label={`Edit ${data.profileName}`}
                  onClick={() => {
                    onEdit(data);
                  }}
                >
                  Edit
                </button>
              ) : null,
          },
        ] satisfies ColDef<Profile>[])
      : []),
  ];
}

/** The profiles list. */
export default function ProfilesPage() {
  const user = useUser();
  const teamColumns = showsProfileTeamColumns(user);
  const writes = canManagePractice(user);
  const [league, setLeague] = useState<League>(() => startLeague(user));
  const teams = useMemo(() => teamsIn(user, league), [user, league]);
  const offered = teamsOf(teams);
  const own = offered.find((t) => t.teamId === user.teamId)?.teamId;
  const [chosenTeam, setChosenTeam] = useState<string | null>(null);
  const teamId = chosenTeam ?? own ?? (hasAllTeams(user) ? '*' : (offered[0]?.teamId ?? '*'));
  const profiles = useProfiles({ league, teamId });
  const [editing, setEditing] = useState<Profile | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      columnsFor(
        teamColumns,
        writes
          ? (p) => {
              setNotice(null);
              setEditing(p);
            }
          : null,
      ),
    [teamColumns, writes],
  );

  const done = (outcome: ProfileOutcome) => {
    setEditing(null);
    setNotice(`Profile '${outcome.name}' ${outcome.done}.`);
    profiles.reload();
  };

  return (
    <section className="list-page profiles-page">
      <h1 className="page-title">Profiles</h1>
      <div className="filters">
        {teamColumns && (
          <select
            aria-label="League"
            value={league}
            onChange={(e) => {
              setLeague(e.target.value as League);
              setChosenTeam(null);
            }}
          >
            {LEAGUES.map((l) => (
              <option key={l} value={l}>
                {LEAGUE_LABELS[l]}
              </option>
            ))}
          </select>
        )}
        {showsProfileTeamFilter(user) && offered.length > 0 && (
          <TeamSelect
            teams={teams}
            value={teamId}
            allTeams={hasAllTeams(user)}
            onChange={setChosenTeam}
          />
        )}
        {writes && (
          <button
            type="button"
            className="button primary profiles-create"
            disabled={offered.length === 0}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            Create New Profile
          </button>
        )}
      </div>
      {notice !== null && (
        <p className="profiles-notice" role="status">
          {notice}
        </p>
      )}
      {profiles.error !== null && (
        <p className="form-error" role="alert">
          {profiles.error}
        </p>
      )}
      <div className="grid-wrap">
        <DataGrid
          rows={profiles.rows}
          columns={columns}
          loading={profiles.loading}
          label="Profiles"
        />
      </div>
      {editing !== null && (
        <ProfileDialog
          profile={editing === 'new' ? undefined : editing}
          league={league}
          teams={offered}
          defaultTeamId={teamId === '*' ? undefined : teamId}
          onClose={() => {
            setEditing(null);
          }}
          onDone={done}
        />
      )}
    </section>
  );
}
