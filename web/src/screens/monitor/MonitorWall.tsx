/**
 * The Monitor's wall mode: today's sessions across a room at 1920 px, live ones first with
 * their running period and timers. Nothing to touch: it follows the date and rolls at local
 * midnight, the live client reconnects and resumes by itself, and when its data may be behind
 * it says so with the time it was last known current. While visible it renews its session
 * (data/sessionRenewal.ts), which it would otherwise lose after 20 minutes without a REST call.
 */
import { Link } from 'react-router-dom';
import { DATE_FORMATS, formatDate, paths } from '../../../../domain';
import { useNow } from '../../components/useNow';
import { THROTTLED_TEXT } from '../../live/liveTopic';
import { useKeepSessionWhileVisible } from '../../data/sessionRenewal';
import { dayLabel, LongLiveWarning, ProcessingStatus, timeOfDay, TotalElapsed } from './cells';
import { attentionOf, wallOrder, type MonitorRow } from './monitorRows';
import { CurrentPeriod, TeamCell } from './MonitorTable';
import { useFreshness, useLocalToday, useWallDay, type Freshness } from './useMonitorDay';

const clock = (ms: number): string => formatDate(ms, DATE_FORMATS.clock);

/** What the wall is waiting for while its data is stale. */
const staleWhy = (freshness: Freshness): string => {
  if (!freshness.connected) return 'reconnecting…';
  if (freshness.sourceStale) return 'the schedule is not answering; retrying…';
  return 'waiting for fresh data…';
};

/** One session on the wall. */
function WallRow({ row }: { row: MonitorRow }) {
  const attention = attentionOf(row);
  return (
    <li
      className={`wall-row ${row.status}${attention === null ? '' : ' attention'}`}
      data-id={row.id}
    >
      <TeamCell row={row} size={64} />
      <div className="wall-name">
        <span className="wall-practice">{row.name || '-'}</span>
        <span className="wall-times">
          {timeOfDay(row.startMs)}
          {row.endMs !== null && ` – ${timeOfDay(row.endMs)}`}
        </span>
        {attention !== null && <span className="wall-why">{attention}</span>}
      </div>
      <div className="wall-period">
        {row.status === 'live' ? <CurrentPeriod row={row} /> : <span className="muted">—</span>}
      </div>
      <div className="wall-elapsed">
        <TotalElapsed row={row} />
        <LongLiveWarning row={row} />
      </div>
      <div className="wall-status">
        {row.failed !== null ? (
          <span className="wall-attention" role="img" aria-label={row.failed} title={row.failed}>
            ⚠ FAILED
          </span>
        ) : row.status === 'live' ? (
          <>
            <span className="wall-live">LIVE</span>
            {attention !== null && (
              <span className="wall-attention" role="img" aria-label={attention} title={attention}>
                ⚠ RECEIVERS
              </span>
            )}
          </>
        ) : (
          <ProcessingStatus label={row.processing} />
        )}
      </div>
    </li>
  );
}

/** The wall. */
export function MonitorWall() {
  useKeepSessionWhileVisible();
  const today = useLocalToday();
  // The day rolls on its own timer: the clock never shows a time before the day it heads.
  const now = Math.max(useNow(1000), today.getTime());
  const { topic, rows } = useWallDay(today);
  const freshness = useFreshness(topic, now);
  const ordered = wallOrder(rows);
  const live = rows.filter((r) => r.status === 'live').length;
  return (
    <div className="monitor-wall" aria-labelledby="wall-title">
      <header className="wall-header">
        <h1 id="wall-title">Monitor</h1>
        <span className="wall-date">{dayLabel(today)}</span>
        <span className="wall-count">
          {live} live · {rows.length} on the wall
        </span>
        <span className="wall-clock" aria-label="Time">
          {clock(now)}
        </span>
        <Link className="wall-exit" to={paths.monitor(today)}>
          Exit wall
        </Link>
      </header>
      {freshness.stale && (
        <div className="wall-stale" role="alert">
          Data as of {clock(freshness.asOfMs)} — {staleWhy(freshness)}
        </div>
      )}
      {topic.refused ? (
        <p className="wall-empty">The Monitor is not open to this sign-in.</p>
      ) : topic.retrying && freshness.asOfMs === 0 ? (
        <p className="wall-empty wall-waiting" role="status">
          {THROTTLED_TEXT}…
        </p>
      ) : topic.status === 'loading' && freshness.asOfMs === 0 ? (
        <p className="wall-empty">Connecting…</p>
      ) : ordered.length === 0 ? (
        <p className="wall-empty">No practices today.</p>
      ) : (
        <>
          <div className="wall-columns" aria-hidden="true">
            <span>TEAM</span>
            <span>PRACTICE</span>
            <span>CURRENT PERIOD</span>
            <span>TOTAL ELAPSED</span>
            <span>STATUS</span>
          </div>
          <ol className="wall-rows" aria-label="Today's practices">
            {ordered.map((row) => (
              <WallRow key={row.id} row={row} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
