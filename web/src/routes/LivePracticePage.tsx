/**
 * /view/practice/{id}/performance/condensed/page: the live practice's players and their
 * numbers, kept current by the gateway's deltas (15 s polls of dataaccess).
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef } from 'ag-grid-community';
import { gridTheme as theme } from '../grid/theme';
import type { CellValue } from '../../../proto';
import { formatElapsed } from '../dates';
import { useTopic } from '../live/hooks';
import { useNow } from '../useNow';

type Row = Record<string, CellValue> & { id: string };

const metric = (
  field: string,
  headerName: string,
  decimals: number,
  tooltip: string,
): ColDef<Row> => ({
  field,
  headerName,
  headerTooltip: tooltip,
  type: 'numericColumn',
  width: 120,
  valueFormatter: ({ value }) => (typeof value === 'number' ? value.toFixed(decimals) : '-'),
});

const COLUMNS: ColDef<Row>[] = [
  { field: 'name', headerName: 'Player', pinned: 'left', width: 190 },
  { field: 'jerseyNumber', headerName: 'No.', width: 80 },
  { field: 'position', headerName: 'Pos.', width: 80 },
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
  const state = useTopic(`practice/${id}/live`);
  const now = useNow(1000);
  const header = state.tables.header?.rows.header;
  const players = state.tables.players;
  const rows = useMemo<Row[]>(
    () => (players?.order ?? []).map((key) => ({ ...(players?.rows[key] ?? {}), id: key })),
    [players],
  );

  if (state.status === 'error') {
    return (
      <div className="empty">
        {state.error} <Link to="/schedule">Back to the schedule</Link>
      </div>
    );
  }
  const status = header?.status;
  const drillStart = typeof header?.drillStartTs === 'number' ? header.drillStartTs : null;
  const start = typeof header?.startTime === 'number' ? header.startTime : null;
  const end = typeof header?.endTime === 'number' ? header.endTime : null;
  return (
    <section className="session">
      <div className="session-header">
        <Link to="/schedule" className="icon-button" aria-label="Back">
          ‹
        </Link>
        <h1>{String(header?.name ?? 'Practice')}</h1>
        {status === 'live' && <span className="live-badge">LIVE</span>}
        {status === 'live' && drillStart !== null && (
          <span className="session-timer" data-testid="period-timer">
            {String(header?.currentDrill ?? '')} {formatElapsed(now - drillStart)}
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
        <div className="grid-wrap">
          <AgGridReact<Row>
            theme={theme}
            rowData={rows}
            columnDefs={COLUMNS}
            getRowId={({ data }) => data.id}
            defaultColDef={{ sortable: true, resizable: true }}
            overlayNoRowsTemplate="No data found on the current practice minutes."
            animateRows={false}
          />
        </div>
      )}
    </section>
  );
}
