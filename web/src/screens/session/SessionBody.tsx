/**
 * The body of the session page under its header, by where the session stands: one metric by
 * period, a practice not started, a live practice's table, a just-ended practice's
 * processing, or a completed session's numbers. `bodyOf` picks which; each is a component.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  hasWriteGrant,
  isMetricKey,
  isStaff,
  METRIC_VIEW_SLUGS,
  metricViewOfSlug,
  metricViewsFor,
  MSG_DATA_BEING_PROCESSED,
  MSG_NO_PRACTICE_DATA,
  type MetricView,
} from '../../../../domain';
import { useUser } from '../../data/session';
import type { SessionPlayer } from '../../data/sessionNumbers';
import { ByPeriod } from './ByPeriod';
import { PlayerFilters } from './PlayerFilters';
import { ProcessingBar } from '../../components/ProcessingBar';
import { ReprocessPanel } from './ReprocessPanel';
import { Highlights } from './SessionTable';
import type { SessionFilters } from './sessionFilters';
import type { SessionKind } from './sessionAddresses';
import type { SessionReads } from './useSessionReads';

/** What the body shows. */
export type Body =
  | 'metric'
  | 'notStarted'
  | 'liveLoading'
  | 'live'
  | 'processing'
  | 'loading'
  | 'missing'
  | 'noData'
  | 'failed'
  | 'numbers';

/** Which body the page shows: the by-period view when a metric is named, else by stage. */
export function bodyOf(
  kind: SessionKind,
  reads: Pick<
    SessionReads,
    'stage' | 'topic' | 'numbersLoading' | 'session' | 'processed' | 'processing' | 'full'
  >,
  metric: string | undefined,
): Body {
  if (metric !== undefined) return 'metric';
  if (reads.stage === 'scheduled' && kind === 'practice') return 'notStarted';
  if (reads.stage === 'live') return reads.topic.status === 'loading' ? 'liveLoading' : 'live';
  if (reads.numbersLoading && reads.session === undefined)
    return reads.processed ? 'loading' : 'processing';
  return reads.session === undefined ? emptyBody(kind, reads) : 'numbers';
}

/**
 * Why a session's numbers are not there once read: a completed practice whose processing is
 * over and whose numbers came back empty had no positions, and says so (01 §8) rather than
 * waiting for processing that has ended; one whose processing failed shows the failed bar.
 */
function emptyBody(
  kind: SessionKind,
  reads: Pick<SessionReads, 'stage' | 'processed' | 'processing' | 'full'>,
): 'missing' | 'noData' | 'failed' {
  if (kind !== 'practice' || reads.stage !== 'complete' || reads.full.error !== null)
    return 'missing';
  if (reads.processing.status?.state === 'failed') return 'failed';
  return reads.processed ? 'noData' : 'missing';
}

/** The by-period view of one metric (02 §3). */
export function MetricBody({
  kind,
  reads,
  metric,
  players,
  teamId,
  page,
  back,
  onOpen,
}: {
  kind: SessionKind;
  reads: SessionReads;
  metric: string;
  players: readonly SessionPlayer[];
  teamId: string;
  page: string;
  back: string;
  onOpen: (playerId: string) => void;
}) {
  if (!isMetricKey(metric))
    return (
      <div className="empty">
        There is no metric {metric}. <Link to={page}>Back to the table</Link>
      </div>
    );
  if (reads.session === undefined)
    return reads.numbersLoading ? (
      <div className="loading">Loading…</div>
    ) : (
      <WaitingBody body={emptyBody(kind, reads)} reads={reads} />
    );
  return (
    <ByPeriod
      session={reads.session}
      players={players}
      metric={metric}
      teamId={teamId}
      back={back}
      onOpen={onOpen}
    />
  );
}

/** A live practice: its filters, tools, and the topic's table (or the narrowed numbers). */
export function LiveBody({
  reads,
  filterBar,
  tools,
  table,
  liveTable,
}: {
  reads: SessionReads;
  filterBar: ReactNode;
  tools: ReactNode;
  /** The stored numbers' table, shown when the filters narrow them. */
  table: ReactNode;
  /** The topic's table or cards. */
  liveTable: ReactNode;
}) {
  const { full } = reads;
  return (
    <>
      {filterBar}
      {tools}
      {!reads.liveNarrowed ? (
        liveTable
      ) : reads.session === undefined ? (
        <div className={full.error === null ? 'loading' : 'empty'}>{full.error ?? 'Loading…'}</div>
      ) : (
        table
      )}
    </>
  );
}

/** A completed practice's or game's numbers (or their table loading): highlights, reprocessing, the table. */
export function NumbersBody({
  kind,
  id,
  reads,
  players,
  filters,
  comparedWith,
  filterBar,
  tools,
  table,
}: {
  kind: SessionKind;
  id: string;
  reads: SessionReads;
  players: readonly SessionPlayer[];
  filters: SessionFilters;
  comparedWith: string | undefined;
  filterBar: ReactNode;
  tools: ReactNode;
  table: ReactNode;
}) {
  const user = useUser();
  const { session, exclusions, comparison, full } = reads;
  // Until the numbers come, the page is laid out as it will be (the table loading), so the
  // grid is started while they are on their way; the parts made of the numbers wait.
  if (session === undefined && !reads.numbersLoading) return null;
  return (
    <>
      {kind === 'practice' && session !== undefined && (
        <Highlights
          values={session.highlights}
          baseline={comparison?.team ?? null}
          {...(comparedWith === undefined ? {} : { compared: comparedWith })}
          excluded={exclusions.applied.length}
        />
      )}
      {exclusions.error !== null && (
        <p className="form-error" role="alert">
          The excluded players could not be saved: {exclusions.error}
        </p>
      )}
      {/* Staff reprocess, with the write letter for the practice's team (issue 33). */}
      {kind === 'practice' && session !== undefined && isStaff(user) && hasWriteGrant(user) && (
        <ReprocessPanel sessionId={id} players={players} onDone={full.reload} />
      )}
      {filterBar}
      {tools}
      {session?.groupNote !== undefined && filters.game.by !== 'totals' ? (
        <div className="empty">{session.groupNote}</div>
      ) : (
        table
      )}
    </>
  );
}

/**
 * The current-view menu (01 §3.4): the metric views the page offers, the live view only All
 * Data and Custom View.
 */
export function ViewMenu({
  live,
  value,
  onChange,
}: {
  live: boolean;
  value: MetricView;
  onChange: (view: MetricView) => void;
}) {
  return (
    <label className="view-menu">
      <span>Current View</span>
      <select
        value={METRIC_VIEW_SLUGS[value]}
        onChange={(event) => {
          const chosen = metricViewOfSlug(event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {metricViewsFor(live).map((v) => (
          <option key={v} value={METRIC_VIEW_SLUGS[v]}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The current-view menu, the player filters and the button that opens the custom table's editor. */
export function SessionTools({
  view,
  onEdit,
  metricView,
  onView,
  ...filters
}: Parameters<typeof PlayerFilters>[0] & {
  view: 'condensed' | 'expanded';
  onEdit: () => void;
  metricView: MetricView;
  onView: (view: MetricView) => void;
}) {
  return (
    <div className="session-tools">
      <ViewMenu live={view === 'condensed'} value={metricView} onChange={onView} />
      <PlayerFilters {...filters} />
      <button type="button" className="button" onClick={onEdit}>
        {view === 'condensed' ? 'Custom Live Table' : 'Custom Table'}
      </button>
    </div>
  );
}

/** Bodies with nothing of their own to lay out: waiting, or saying why nothing shows. */
export function WaitingBody({ body, reads }: { body: Body; reads: SessionReads }) {
  switch (body) {
    case 'notStarted':
      return (
        <div className="empty">
          Practice hasn&apos;t started. Start the practice to see live performance data.
        </div>
      );
    case 'liveLoading':
      return <div className="loading">Loading live data…</div>;
    case 'processing':
    case 'failed':
      return <ProcessingBar state={reads.processing.status} />;
    case 'noData':
      return <div className="empty">{MSG_NO_PRACTICE_DATA}</div>;
    case 'missing':
      return <div className="empty">{reads.full.error ?? MSG_DATA_BEING_PROCESSED}</div>;
    default:
      return <div className="loading">Loading…</div>;
  }
}
