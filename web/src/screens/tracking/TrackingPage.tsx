/**
 * Practice Tracking (03 §2): who of a team had positions in a practice or a game.
 *
 *   /view/practice/{id}/tracking
 *   /view/game/{id}/{teamId}/tracking          (one team's side of a game)
 *
 * The session's name with the way back to its performance page, the three counters over
 * the players shown, the status filter (ACT and DEV by default, 01 §3.2) and the position
 * filter, and the table: NFL ID, NAME, #, POS., POS. GROUP, STATUS and TRACKING (an up
 * arrow for a player the session holds positions of, a down arrow for one it does not).
 */
import { useMemo } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../../domain';
import { ChecklistFilter } from '../../components/filters/ChecklistFilter';
import { DataGrid } from '../../components/grid/DataGrid';
import { NotAllowed } from '../../components/NotAllowed';
import { useApi } from '../../data/useApi';
import { trackingColumns } from './trackingColumns';
import {
  choiceOf,
  countersOf,
  positionOptions,
  searchOf,
  shownRows,
  statusOptions,
  type TrackingRow,
} from './trackingView';
import './tracking.css';

/** What the page reads of the session (schedule/{id}). */
interface SessionHead {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly status: string;
}

export default function TrackingPage() {
  const params = useParams();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const game = location.pathname.startsWith('/view/game/');
  const id = params.id ?? '';
  const teamId = game ? (params.teamId ?? '') : undefined;
  const meta = useApi<SessionHead>(`schedule/${id}`).rows[0];
  const read = useApi<Omit<TrackingRow, 'id'>>(
    `practicetracking/${id}`,
    teamId === undefined ? {} : { side: teamId },
  );
  const rows = useMemo(() => read.rows.map((r) => ({ ...r, id: r.playerId })), [read.rows]);
  const choice = choiceOf(search);
  const shown = useMemo(() => shownRows(rows, choice), [rows, choice]);
  const counters = countersOf(shown);
  const columns = useMemo(() => trackingColumns(), []);
  const complete = meta?.status === 'complete' || meta?.type === 'complete';
  const back =
    teamId === undefined
      ? paths.practicePerformance(id, complete ? 'expanded' : 'condensed')
      : paths.gamePerformance(id, teamId);

  if (read.refused) {
    return (
      <NotAllowed subject={game ? 'game' : 'practice'} sessions={game ? 'games' : 'practices'} />
    );
  }
  return (
    <section className="list-page tracking-page">
      <div className="team-head">
        <Link to={back} className="icon-button" aria-label="Back to performance">
          ‹
        </Link>
        <h1 className="page-title">{meta?.name ?? ''}</h1>
        <span className="tracking-tab">Practice Tracking</span>
      </div>
      <dl className="tracking-counters" role="group" aria-label="Tracking counters">
        <div>
          <dt>Players</dt>
          <dd>{counters.players}</dd>
        </div>
        <div className="tracked">
          <dt>Tracked</dt>
          <dd>{counters.tracked}</dd>
        </div>
        <div className="not-tracked">
          <dt>Not tracked</dt>
          <dd>{counters.notTracked}</dd>
        </div>
      </dl>
      <div className="filters">
        <ChecklistFilter
          label="Statuses"
          options={statusOptions(rows)}
          selected={choice.statuses}
          onApply={(statuses) => {
            setSearch(searchOf(search, { ...choice, statuses }), { replace: true });
          }}
        />
        <ChecklistFilter
          label="Positions"
          options={positionOptions(rows)}
          selected={choice.positions}
          onApply={(positions) => {
            setSearch(searchOf(search, { ...choice, positions }), { replace: true });
          }}
        />
      </div>
      {read.error !== null ? (
        <p className="form-error" role="alert">
          {read.error}
        </p>
      ) : (
        <DataGrid
          rows={shown}
          columns={columns}
          loading={read.loading}
          label="Practice tracking"
          emptyWhy={
            rows.length > 0 ? 'No player of the session has the chosen status and position.' : ''
          }
        />
      )}
    </section>
  );
}
