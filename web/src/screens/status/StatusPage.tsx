/**
 * /status, Processing Status (03 §2, §4): every session of the last days with its dataset,
 * grouped by the viewer's local day, then by team; columns DATE, DATASET, DESC, STATUS,
 * WARNINGS, TRACKING; live sessions in a green 'LIVE', those whose processing runs in a
 * purple 'PROCESSING'. Read again every 5 s while the tab shows, and at once when it shows
 * again. Narrow screens never open it (the route guard), and it reads nothing there.
 */
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { CALLS, formatDate, MISSING_VALUE, REFRESH_MS, teamById } from '../../../../domain';
import { TeamBadge } from '../../components/TeamBadge';
import { useNarrow } from '../../components/useNarrow';
import { usePageVisible } from '../../components/usePageVisible';
import { useApi } from '../../data/useApi';
import { groupByDateAndTeam, localDay, statusLook } from './statusGroups';
import './status.css';

const COLUMNS = ['DATE', 'DATASET', 'DESC', 'STATUS', 'WARNINGS', 'TRACKING'] as const;

const teamName = (teamId: string): string => teamById(teamId)?.teamFullName ?? teamId;

const dayLabel = (date: string): string => {
  const day = localDay(date);
  return day === null ? date : formatDate(day, 'MM/dd/yyyy');
};

/** A status cell: LIVE and PROCESSING highlighted, any other status as its text. */
function StatusCell({ status }: { status: string }) {
  const look = statusLook(status);
  if (look === 'plain') return <>{status || MISSING_VALUE}</>;
  return <span className={`status-badge ${look}`}>{look === 'live' ? 'LIVE' : 'PROCESSING'}</span>;
}

/** The rows of the viewer's teams ('*': all), re-read every 5 s while the page shows. */
function useProcessingStatus(enabled: boolean) {
  const visible = usePageVisible();
  const read = useApi(
    CALLS.processingStatus,
    enabled ? { teamId: '*' } : null,
    { tzOffset: new Date().getTimezoneOffset() },
    { keepRows: true },
  );
  const { reload } = read;
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (!enabled || !visible) return;
    const timer = setInterval(reload, REFRESH_MS.dataOps);
    return () => {
      clearInterval(timer);
    };
  }, [enabled, visible, reload]);
  // Shown again after being hidden: read at once rather than up to 5 s later.
  useEffect(() => {
    if (enabled && visible && !wasVisible.current) reload();
    wasVisible.current = visible;
  }, [enabled, visible, reload]);
  return read;
}

/** The Processing Status page. */
export default function StatusPage() {
  const narrow = useNarrow();
  const read = useProcessingStatus(!narrow);
  const groups = useMemo(() => groupByDateAndTeam(read.rows, teamName), [read.rows]);
  if (narrow) return null;
  return (
    <section className="list-page status-page">
      <h1 className="page-title">Processing Status</h1>
      {read.error !== null && (
        <p className="form-error" role="alert">
          {read.error}
        </p>
      )}
      <div className="status-wrap">
        <table className="status-table" aria-label="Processing Status">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((day) => (
            <tbody key={day.date} className="status-day" data-date={day.date}>
              <tr className="status-day-head">
                <th colSpan={COLUMNS.length} scope="rowgroup">
                  {dayLabel(day.date)}
                </th>
              </tr>
              {day.teams.map((team) => (
                <Fragment key={team.teamId}>
                  <tr className="status-team-head" data-team={team.teamId}>
                    <th colSpan={COLUMNS.length} scope="rowgroup">
                      <TeamBadge abbr={teamById(team.teamId)?.teamAbbrName ?? ''} size={22} />
                      {teamName(team.teamId)}
                    </th>
                  </tr>
                  {team.rows.map((row) => (
                    <tr
                      key={row.sessionId}
                      className={`status-row ${statusLook(row.status)}`}
                      data-session={row.sessionId}
                    >
                      <td>{dayLabel(row.date)}</td>
                      <td className="status-dataset">{row.datasetRef}</td>
                      <td>
                        <span className="status-name">{row.name}</span>
                        {row.description !== '' && (
                          <span className="muted status-desc">{row.description}</span>
                        )}
                      </td>
                      <td>
                        <StatusCell status={row.status} />
                      </td>
                      <td>
                        {row.warnings.length === 0 ? (
                          MISSING_VALUE
                        ) : (
                          <ul className="status-warnings">
                            {row.warnings.map((w) => (
                              <li key={w}>{w}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td>{row.tracking || MISSING_VALUE}</td>
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
          ))}
        </table>
        {!read.loading && groups.length === 0 && read.error === null && (
          <p className="muted status-empty">No sessions with data in the last days.</p>
        )}
        {read.loading && groups.length === 0 && <p className="muted status-empty">Loading…</p>}
      </div>
    </section>
  );
}
