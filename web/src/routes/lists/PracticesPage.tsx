/**
 * /practices (02 §2): a team's practices of a season with the session summary (01 §3.7):
 * name, date and time, periods, duration, intensity and the players' averages. Users who
 * see every team pick the team; others see their own. A row leads to the practice view.
 */
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import {
  DATE_FORMATS,
  formatDate,
  formatDurationMs,
  hasAllTeams,
  intensitySummary,
  splitIntensities,
  teamFilterFor,
} from '../../../../domain';
import { DataGrid } from '../../grid/DataGrid';
import { useUser } from '../../session';
import { useApi } from '../../useApi';
import { SeasonSelect, TeamSelect } from './ListFilters';
import { averageColumns, type SessionAverages } from './columns';
import { useListQuery } from './useListQuery';

/** A row of practices/{teamId}. */
interface PracticeRow extends SessionAverages {
  readonly id: string;
  readonly _id: string;
  readonly name: string;
  readonly startTime: number;
  readonly intensity: string | null;
  readonly periods: number;
  readonly durationMs: number | null;
  readonly status: string;
}

const COLUMNS: ColDef<PracticeRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    pinned: 'left',
    width: 220,
    cellRenderer: ({ data }: { data?: PracticeRow }) =>
      data ? (
        <Link to={`/view/practice/${data._id}/performance/expanded/page`}>{data.name}</Link>
      ) : null,
  },
  {
    field: 'startTime',
    headerName: 'Date/Time',
    width: 210,
    valueFormatter: ({ value }: { value: number }) => formatDate(value, DATE_FORMATS.full),
  },
  { field: 'periods', headerName: 'Periods', width: 100, type: 'numericColumn' },
  {
    field: 'durationMs',
    headerName: 'Duration',
    width: 110,
    valueFormatter: ({ value }: { value: number | null }) => formatDurationMs(value),
  },
  {
    field: 'intensity',
    headerName: 'Intensity',
    width: 150,
    valueFormatter: ({ value }: { value: string | null }) =>
      intensitySummary(splitIntensities(value ?? '')),
  },
  ...averageColumns<PracticeRow>(),
];

/** The practices list. */
export default function PracticesPage() {
  const user = useUser();
  const teams = hasAllTeams(user) ? teamFilterFor(user) : null;
  const query = useListQuery(user, teams);
  const read = useApi<Omit<PracticeRow, 'id'>>(
    query.teamId === null ? null : `practices/${query.teamId}`,
    { season: query.season },
  );
  const rows = read.rows.map((r) => ({ ...r, id: r._id }));
  return (
    <section className="list-page">
      <h1 className="page-title">Practices</h1>
      <div className="filters">
        {teams && query.teamId !== null && (
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
        label="Practices"
        rows={query.teamId === null ? [] : rows}
        columns={COLUMNS}
        loading={read.loading}
      />
    </section>
  );
}
