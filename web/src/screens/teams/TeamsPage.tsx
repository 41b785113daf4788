/**
 * /teams (02 §2): the season's standings, NFC and AFC, with an 'AFC on Top' switch. A row
 * leads to the team's pages: practices for the user's own team or the admin, games for
 * other teams (team staff see only other teams' game performance).
 */
import type { ColDef } from 'ag-grid-community';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CALLS, isAdmin, paths, type ConferenceStandings, type Standing } from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { useUser, type User } from '../../data/session';
import { useApi } from '../../data/useApi';
import { SeasonSelect } from '../../components/filters/ListFilters';
import { useListQuery } from '../../components/filters/useListQuery';
import './teams.css';

/** A team of teamtables, as the grid shows it (with its row id). */
type StandingRow = Standing & { readonly id: string };

/** Where a standings row leads for this user: practices for own team or admin, else games. */
function teamPath(user: User, row: StandingRow, tab: 'teamPerformance' | 'playerPerformance') {
  const event = isAdmin(user) || row.teamId === user.teamId ? 'practices' : 'games';
  return paths.team(row.confAbbrName, row.teamId, tab, event);
}

function columnsFor(user: User): ColDef<StandingRow>[] {
  return [
    {
      field: 'teamFullName',
      headerName: 'Team',
      width: 240,
      cellRenderer: ({ data }: { data?: StandingRow }) =>
        data ? <Link to={teamPath(user, data, 'teamPerformance')}>{data.teamFullName}</Link> : null,
    },
    { field: 'divFullName', headerName: 'Division', width: 140 },
    { field: 'totalWins', headerName: 'W', width: 70, type: 'numericColumn' },
    { field: 'totalLoss', headerName: 'L', width: 70, type: 'numericColumn' },
    { field: 'totalTies', headerName: 'T', width: 70, type: 'numericColumn' },
    {
      colId: 'players',
      headerName: 'Players',
      width: 120,
      sortable: false,
      cellRenderer: ({ data }: { data?: StandingRow }) =>
        data ? <Link to={teamPath(user, data, 'playerPerformance')}>Players</Link> : null,
    },
  ];
}

/** The standings page. */
export default function TeamsPage() {
  const user = useUser();
  const query = useListQuery(user, null);
  const [afcOnTop, setAfcOnTop] = useState(false);
  const read = useApi(CALLS.teamTables, {}, { season: query.season });
  const columns = columnsFor(user);
  const order: ConferenceStandings['confAbbrName'][] = afcOnTop ? ['AFC', 'NFC'] : ['NFC', 'AFC'];
  return (
    <section className="list-page teams-page">
      <h1 className="page-title">Teams</h1>
      <div className="filters">
        <SeasonSelect value={query.season} onChange={query.setSeason} />
        <label className="inline-field">
          <input
            type="checkbox"
            role="switch"
            checked={afcOnTop}
            onChange={(e) => {
              setAfcOnTop(e.target.checked);
            }}
          />
          AFC on Top
        </label>
        {read.error && (
          <span className="form-error" role="alert">
            {read.error}
          </span>
        )}
      </div>
      {order.map((conf) => {
        const teams = read.rows.find((c) => c.confAbbrName === conf)?.teams ?? [];
        return (
          <div key={conf} className="standings">
            <h2>{conf}</h2>
            <DataGrid
              label={`${conf} standings`}
              rows={teams.map((t) => ({ ...t, id: t.teamId }))}
              columns={columns}
              loading={read.loading}
            />
          </div>
        );
      })}
    </section>
  );
}
