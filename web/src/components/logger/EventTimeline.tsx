/**
 * The timeline of what was logged (03 §2 Log Plays panel): the plays newest first, each with
 * its events in the order they happened, times on the practice's clock (the browser's, as
 * every time of the product). An event not stored yet says so.
 */
import { formatDate, type Play } from '../../../../domain';
import type { TimelineEvent } from './useEventLog';

/** A time of day to the second, e.g. 3:04:05 PM. */
const CLOCK = 'h:mm:ss a';
const clock = (ms: number): string => formatDate(ms, CLOCK);

/** How a play's span reads: its start to its End Play, or why it has no end. */
function spanOf(play: Play<TimelineEvent>, last: boolean): string {
  if (play.endMs !== null) return `${clock(play.startMs)} – ${clock(play.endMs)}`;
  return `${clock(play.startMs)} – ${last ? 'in progress' : 'no End Play'}`;
}

export function EventTimeline({
  plays,
  pendingWord,
}: {
  plays: readonly Play<TimelineEvent>[];
  /** What a queued event says: 'waiting', 'sending' or 'not saved'. */
  pendingWord: string;
}) {
  if (plays.length === 0) {
    return <p className="logger-empty muted">Nothing logged yet.</p>;
  }
  const newestFirst = [...plays].reverse();
  return (
    <ol className="logger-timeline" aria-label="Logged plays">
      {newestFirst.map((play, i) => (
        <li key={play.events[0]?.id ?? play.number} className="logger-play">
          <div className="logger-play-head">
            <strong>Play {play.number}</strong>
            <span className="muted">{spanOf(play, i === 0)}</span>
          </div>
          <ol className="logger-events" aria-label={`Play ${play.number} events`}>
            {play.events.map((event) => (
              <li
                key={event.id}
                className={event.pending ? 'logger-event pending' : 'logger-event'}
                title={event.by === undefined ? undefined : `Logged by ${event.by}`}
              >
                <time dateTime={new Date(event.atMs).toISOString()}>{clock(event.atMs)}</time>
                <span className="logger-event-name">{event.name}</span>
                {event.pending && <span className="logger-event-state">{pendingWord}</span>}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
