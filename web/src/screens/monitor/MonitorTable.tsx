/**
 * The Monitor's table (03 §2): TEAM, SITE, PRACTICE NAME, CURRENT PERIOD, START, END, TOTAL
 * ELAPSED, PROCESSING STATUS, REVIEW, with the 3-hour warning beside a long live practice.
 */
import { Link } from 'react-router-dom';
import { paths, teamById } from '../../../../domain';
import { TeamBadge } from '../../components/TeamBadge';
import { LongLiveWarning, ProcessingStatus, Ticking, timeOfDay, TotalElapsed } from './cells';
import type { MonitorRow } from './monitorRows';
import { ReviewCell } from './ReviewCell';

/** The team's logo, linking to its entities on the Health page. */
export function TeamCell({ row, size = 28 }: { row: MonitorRow; size?: number }) {
  const team = teamById(row.teamId);
  const abbr = team?.teamAbbrName ?? row.teamId;
  return (
    <Link
      className="monitor-team"
      to={paths.healthEntity(row.league || (team?.league ?? ''), row.kind, row.teamId)}
      title={team?.teamFullName ?? row.teamId}
    >
      <TeamBadge abbr={abbr} size={size} />
      <span className="monitor-team-abbr">{abbr}</span>
    </Link>
  );
}

/** CURRENT PERIOD: the running period and its timer, linking to the condensed view. */
export function CurrentPeriod({ row }: { row: MonitorRow }) {
  if (row.currentPeriod === null) return <>-</>;
  return (
    <Link className="monitor-period" to={paths.practicePerformance(row.manageId, 'condensed')}>
      <span className="monitor-period-name">{row.currentPeriod}</span>
      {row.periodStartMs !== null && <Ticking fromMs={row.periodStartMs} />}
    </Link>
  );
}

/**
 * Where a row's name leads: a practice's manage page; a game's own page from its home team's
 * side (a practice route would not open a game, and Game Manager is not every Monitor user's).
 */
const manageLink = (row: MonitorRow): string =>
  row.kind === 'game'
    ? paths.gamePerformance(row.manageId, row.teamId)
    : paths.practiceManage(row.manageId);

const COLUMNS = [
  'TEAM',
  'SITE',
  'PRACTICE NAME',
  'CURRENT PERIOD',
  'START',
  'END',
  'TOTAL ELAPSED',
  'PROCESSING STATUS',
  'REVIEW',
] as const;

/** The day's sessions, one row each. */
export function MonitorTable({ rows }: { rows: readonly MonitorRow[] }) {
  return (
    <div className="monitor-table-wrap" role="region" aria-label="Monitor" tabIndex={0}>
      <table className="monitor-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={`monitor-row ${row.status}`} data-id={row.id}>
              <td data-col="team" data-label="TEAM">
                <TeamCell row={row} />
              </td>
              <td data-col="site" data-label="SITE">
                {row.siteName || '-'}
              </td>
              <td data-col="name" data-label="PRACTICE NAME">
                <Link to={manageLink(row)}>{row.name || '-'}</Link>
                <LongLiveWarning row={row} />
              </td>
              <td data-col="period" data-label="CURRENT PERIOD">
                <CurrentPeriod row={row} />
              </td>
              <td data-col="start" data-label="START">
                {timeOfDay(row.startMs)}
              </td>
              <td data-col="end" data-label="END">
                {timeOfDay(row.endMs)}
              </td>
              <td data-col="elapsed" data-label="TOTAL ELAPSED">
                <TotalElapsed row={row} />
              </td>
              <td data-col="processing" data-label="PROCESSING STATUS">
                <ProcessingStatus label={row.processing} />
              </td>
              <td data-col="review" data-label="REVIEW">
                <ReviewCell row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
