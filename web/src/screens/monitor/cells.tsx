/**
 * The Monitor's cells that need more than text: ticking timers, the processing label and
 * the 3-hour warning. Each timer ticks on its own, so a tick re-renders one cell, not the table.
 */
import { DATE_FORMATS, formatDate, REFRESH_MS } from '../../../../domain';
import { LONG_LIVE_WARNING_MS, needsLongLiveWarning } from '../../../../state-machines';
import { formatElapsed } from '../../components/dates';
import { useNow } from '../../components/useNow';
import type { MonitorRow, ProcessingLabel } from './monitorRows';

/** A time of day as the Monitor shows it (hh:mma), or '-'. */
export const timeOfDay = (ms: number | null): string =>
  ms === null ? '-' : formatDate(ms, DATE_FORMATS.time);

/** A day as the Monitor's label writes it, e.g. Tuesday, November 10, 2026. */
export const dayLabel = (day: Date): string =>
  day.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** HH:mm:ss from `fromMs` to now, ticking every second. */
export function Ticking({ fromMs }: { fromMs: number }) {
  const now = useNow(REFRESH_MS.practiceTimer);
  return <span className="monitor-timer">{formatElapsed(now - fromMs)}</span>;
}

/** TOTAL ELAPSED: ticking while live, start to end once finished, '-' before it starts. */
export function TotalElapsed({ row }: { row: MonitorRow }) {
  if (row.startMs === null) return <>-</>;
  if (row.status === 'live') return <Ticking fromMs={row.startMs} />;
  if (row.endMs !== null) {
    return <span className="monitor-timer">{formatElapsed(row.endMs - row.startMs)}</span>;
  }
  return <>-</>;
}

const PROCESSING_CLASS: Record<ProcessingLabel, string> = {
  Complete: 'complete',
  'In Progress': 'in-progress',
  Unstarted: 'unstarted',
  '-': 'none',
};

/** PROCESSING STATUS: Complete with a green check, In Progress animated, Unstarted. */
export function ProcessingStatus({ label }: { label: ProcessingLabel }) {
  return (
    <span className={`monitor-processing ${PROCESSING_CLASS[label]}`}>
      {label === 'Complete' && (
        <span className="monitor-check" aria-hidden="true">
          ✓
        </span>
      )}
      {label === 'In Progress' && <span className="monitor-spinner" aria-hidden="true" />}
      {label}
    </span>
  );
}

const WARNING_HOURS = LONG_LIVE_WARNING_MS / 3_600_000;

/** The warning icon of a practice live for 3 hours or more without ending (03 §4). */
export function LongLiveWarning({ row }: { row: MonitorRow }) {
  const now = useNow(REFRESH_MS.practiceTimer);
  if (row.status !== 'live' || row.startMs === null) return null;
  if (!needsLongLiveWarning({ start: row.startMs }, now)) return null;
  const text = `Live for more than ${WARNING_HOURS} hours without ending`;
  return (
    <span className="monitor-warning" role="img" aria-label={text} title={text}>
      ⚠
    </span>
  );
}
