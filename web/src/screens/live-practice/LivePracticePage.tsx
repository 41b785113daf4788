/**
 * /view/practice/{id}/performance/condensed/page: the live practice's players and their
 * numbers, kept current by the gateway's deltas (15 s polls of dataaccess). Another team's
 * practice, whose topic the gateway refuses, shows only the message that says so.
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef } from 'ag-grid-community';
import { gridTheme as theme } from '../../components/grid/theme';
import { fitWidth } from '../../components/grid/columns';
import { GridFrame, useSideScroll } from '../../components/grid/GridFrame';
import { HEADER_ROW, type PRACTICE_LIVE } from '../../../../proto';
import { formatElapsed } from '../../components/dates';
import { NotAllowed } from '../../components/NotAllowed';
import { useTopic } from '../../live/hooks';
import type { LiveRow } from '../../live/liveTopic';
import { useNow } from '../../components/useNow';
import { ROUTES } from '../../../../domain';
import './live-practice.css';

type Row = LiveRow<typeof PRACTICE_LIVE, 'players'>;

/** The player columns that hold numbers. */
type MetricField = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row];

const metric = (
  field: MetricField,
  headerName: string,
  decimals: number,
  tooltip: string,
): ColDef<Row> => ({
  field,
  headerName,
  headerTooltip: tooltip,
  type: 'numericColumn',
  ...fitWidth(80),
  valueFormatter: ({ value }) => (typeof value === 'number' ? value.toFixed(decimals) : '-'),
});

const COLUMNS: ColDef<Row>[] = [
  { field: 'name', headerName: 'Player', pinned: 'left', width: 190 },
  { field: 'jerseyNumber', headerName: 'No.', ...fitWidth(60) },
  { field: 'position', headerName: 'Pos.', ...fitWidth(60) },
  metric('totalDis', 'Total Dist', 1, 'Total distance (yd)'),
  metric('maxSpeedMPH', 'Max Speed', 2, 'Max speed (mph)'),
  metric('maxSustainedSpeedMPH', 'Max Sust. Speed', 1, 'Max sustained speed (mph)'),
  metric('hardEffortDist', 'HE Dist', 1, 'Hard effort distance (yd)'),
  metric('sprintYds', 'Sprint Yds', 1, 'Sprint distance (yd)'),
  metric('sprintCount', 'Sprints', 0, 'Sprint count'),
  metric('accelFast', 'Accels', 0, 'High accelerations'),
  metric('deccelFast', 'Decels', 0, 'High decelerations'),
  metric('ypm', 'Yds/Min', 1, 'Yards per minute'),
];

/** The live condensed performance view. */
export default function LivePracticePage() {
  const { id = '' } = useParams();
  const state = useTopic({ kind: 'practiceLive', practiceId: id });
  const now = useNow(1000);
  const header = state.row('header', HEADER_ROW);
  const players = state.rows('players');
  // AG Grid takes a mutable array; the topic's rows stay as they are.
  const rows = useMemo(() => [...players], [players]);
  const scroll = useSideScroll();

  if (state.refused) {
    return (
      <NotAllowed subject="practice" sessions="practices">
        <Link to={ROUTES.scheduleHome}>Back to the schedule</Link>
      </NotAllowed>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="empty">
        {state.error} <Link to={ROUTES.scheduleHome}>Back to the schedule</Link>
      </div>
    );
  }
  const status = header?.status;
  const drillStart = header?.drillStartTs ?? null;
  const start = header?.startTime ?? null;
  const end = header?.endTime ?? null;
  return (
    <section className="session">
      <div className="session-header">
        <Link to={ROUTES.scheduleHome} className="icon-button" aria-label="Back">
          ‹
        </Link>
        <h1>{header?.name ?? 'Practice'}</h1>
        {status === 'live' && <span className="live-badge">LIVE</span>}
        {status === 'live' && drillStart !== null && (
          <span className="session-timer" data-testid="period-timer">
            {header?.currentDrill ?? ''} {formatElapsed(now - drillStart)}
          </span>
        )}
        {status === 'complete' && start !== null && end !== null && (
          <span className="session-timer">PRACTICE COMPLETE {formatElapsed(end - start)}</span>
        )}
        <span className="session-fresh">
          {state.stale
            ? 'Data may be out of date'
            : state.fetchedAtMs > 0
              ? `Updated ${new Date(state.fetchedAtMs).toLocaleTimeString()}`
              : ''}
        </span>
      </div>
      <div className="tabs">
        <span className="tab active">Live Metrics</span>
      </div>
      {state.status === 'loading' ? (
        <div className="loading">Loading live data…</div>
      ) : status !== 'live' && status !== 'complete' ? (
        <div className="empty">
          Practice hasn&apos;t started. Start the practice to see live performance data.
        </div>
      ) : (
        <GridFrame label="Live metrics" scroll={scroll}>
          <AgGridReact<Row>
            theme={theme}
            rowData={rows}
            columnDefs={COLUMNS}
            getRowId={({ data }) => data.key}
            defaultColDef={{
              sortable: true,
              resizable: true,
              wrapHeaderText: true,
              autoHeaderHeight: true,
            }}
            overlayNoRowsTemplate="No data found on the current practice minutes."
            animateRows={false}
            {...scroll.events}
          />
        </GridFrame>
      )}
    </section>
  );
}
