/**
 * The Monitor (03 §2): /monitor/{year}/{month}/{day} shows a day's sessions with previous,
 * Today and next; /monitor/wall is the wall mode. Any other address goes to today.
 */
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../../domain';
import { addDays, parseRouteDate } from '../../components/dates';
import { dayLabel } from './cells';
import { MonitorTable } from './MonitorTable';
import { MonitorWall } from './MonitorWall';
import { useLocalToday, useMonitorDay } from './useMonitorDay';
import './monitor.css';

/** The Monitor of one day. */
function MonitorDay({ day }: { day: Date }) {
  const { topic, rows } = useMonitorDay(day);
  // Today follows the clock: a page left open across midnight links the new day.
  const today = useLocalToday();
  return (
    <section className="monitor" aria-labelledby="monitor-title">
      <header className="monitor-toolbar">
        <h1 id="monitor-title">Monitor</h1>
        <span className="monitor-date">{dayLabel(day)}</span>
        <nav className="monitor-days" aria-label="Days">
          <Link className="button" to={paths.monitor(addDays(day, -1))}>
            ‹ Previous
          </Link>
          <Link className="button" to={paths.monitor(today)}>
            Today
          </Link>
          <Link className="button" to={paths.monitor(addDays(day, 1))}>
            Next ›
          </Link>
        </nav>
        <Link className="monitor-wall-link" to={paths.monitorWall()}>
          Wall mode
        </Link>
      </header>
      {topic.refused ? (
        <p className="empty">The Monitor is not open to your role.</p>
      ) : topic.status === 'loading' ? (
        <p className="empty">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="empty">No practices on this day.</p>
      ) : (
        <MonitorTable rows={rows} />
      )}
    </section>
  );
}

/** The route's screen: a day, or the wall. */
export default function MonitorPage() {
  const splat = useParams()['*'] ?? '';
  if (splat === 'wall') return <MonitorWall />;
  const day = parseRouteDate(splat);
  if (day === null) return <Navigate to={paths.monitor(new Date())} replace />;
  return <MonitorDay day={day} />;
}
