/**
 * The Combine Logger (03 §2 "Combine Logger"): /view/practice/{id}/combine, a tab of the
 * practice's detail page for staff on wide screens. Two drill panels side by side and the
 * central table of the practice's drills; on a screen 900 px wide or less it says that it
 * needs a wider one.
 */
import { useMemo } from 'react';
import { CALLS } from '../../../../domain';
import { DetailPage } from '../../components/detail/DetailPage';
import { useNarrow } from '../../components/useNarrow';
import { stageOf, type SessionMeta } from '../../data/sessionMeta';
import { useApi } from '../../data/useApi';
import { useCombineDrills } from '../../data/combineDrills';
import { CombineTable } from './CombineTable';
import type { RosterPlayer } from './combineView';
import { DrillPanel } from './DrillPanel';
import './combine.css';

export default function CombinePage() {
  const narrow = useNarrow();
  return (
    <DetailPage tab="combine">
      {(meta) =>
        narrow ? (
          <p className="empty combine-narrow" role="status">
            The Combine Logger needs a wider screen: open it on a screen wider than 900 px.
          </p>
        ) : (
          <CombineLogger meta={meta} />
        )
      }
    </DetailPage>
  );
}

/** The two panels and the table of a practice's combine drills. */
function CombineLogger({ meta }: { meta: SessionMeta }) {
  const stage = stageOf(meta);
  const live = stage === 'live';
  const drills = useCombineDrills(meta._id, live);
  const rosterRead = useApi(CALLS.practiceTracking, { id: meta._id });
  const roster = useMemo<RosterPlayer[]>(
    () => rosterRead.rows.filter((r) => r.status !== ''),
    [rosterRead.rows],
  );
  const runningIn = (slot: 1 | 2) =>
    drills.records.find((r) => !r.deleted && r.id === (slot === 1 ? 'drillOnest' : 'drillTwost'));
  const panel = (slot: 1 | 2) => (
    <DrillPanel
      slot={slot}
      practiceId={meta._id}
      live={live}
      running={runningIn(slot)}
      roster={roster}
      onStarted={drills.reload}
      onEnded={drills.keep}
    />
  );
  return (
    <div className="combine-page">
      {!live && (
        <p className="combine-note" role="status">
          {stage === 'complete'
            ? 'This practice has ended: drills can no longer be timed, but their times can still be reviewed, edited and deleted.'
            : 'Drills can be timed once the practice is live.'}
        </p>
      )}
      {drills.error !== null && (
        <p className="form-error" role="alert">
          {drills.error}
        </p>
      )}
      <div className="combine-layout">
        {panel(1)}
        <CombineTable
          practiceId={meta._id}
          records={drills.records}
          loading={drills.loading}
          onSaved={drills.keep}
          onRefused={drills.reload}
        />
        {panel(2)}
      </div>
    </div>
  );
}
