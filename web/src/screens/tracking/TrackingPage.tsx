/**
 * Practice Tracking (03 §2): who of a team had positions in a practice or a game.
 *
 *   /view/practice/{id}/tracking
 *   /view/game/{id}/{teamId}/tracking          (one team's side of a game)
 *
 * Inside the detail page's frame (the session's header and tabs): the three counters over
 * the players shown, the status filter (ACT and DEV by default, 01 §3.2) and the position
 * filter, and the table: NFL ID, NAME, #, POS., POS. GROUP, STATUS and TRACKING (an up
 * arrow for a player the session holds positions of, a down arrow for one it does not).
 */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { CALLS } from '../../../../domain';
import { ChecklistFilter } from '../../components/filters/ChecklistFilter';
import { DataGrid } from '../../components/grid/DataGrid';
import { NotAllowed } from '../../components/NotAllowed';
import { useApi } from '../../data/useApi';
import { DetailPage } from '../../components/detail/DetailPage';
import type { SessionMeta } from '../../data/sessionMeta';
import { trackingColumns } from './trackingColumns';
import {
  choiceOf,
  countersOf,
  positionOptions,
  searchOf,
  shownRows,
  statusOptions,
} from './trackingView';
import './tracking.css';
import { useAddressSearch } from '../../components/useAddressSearch';

export default function TrackingPage() {
  return <DetailPage tab="tracking">{(meta) => <Tracking meta={meta} />}</DetailPage>;
}

/** The counters, filters and table of one session (a game from the route's team's side). */
function Tracking({ meta }: { meta: SessionMeta }) {
  const params = useParams();
  const [search, setSearch] = useAddressSearch();
  const game = meta.type === 'game';
  const id = meta._id;
  const teamId = game ? (params.teamId ?? meta.teamId) : undefined;
  const read = useApi(CALLS.practiceTracking, { id }, teamId === undefined ? {} : { side: teamId });
  const rows = useMemo(() => read.rows.map((r) => ({ ...r, id: r.playerId })), [read.rows]);
  const choice = choiceOf(search);
  const shown = useMemo(() => shownRows(rows, choice), [rows, choice]);
  const counters = countersOf(shown);
  const columns = useMemo(() => trackingColumns(), []);

  if (read.refused) {
    return (
      <NotAllowed subject={game ? 'game' : 'practice'} sessions={game ? 'games' : 'practices'} />
    );
  }
  return (
    <section className="list-page tracking-page">
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
            setSearch((now) => searchOf(now, { ...choiceOf(now), statuses }), { replace: true });
          }}
        />
        <ChecklistFilter
          label="Positions"
          options={positionOptions(rows)}
          selected={choice.positions}
          onApply={(positions) => {
            setSearch((now) => searchOf(now, { ...choiceOf(now), positions }), { replace: true });
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
