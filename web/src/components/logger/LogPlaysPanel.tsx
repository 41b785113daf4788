/**
 * The Log Plays panel of the manage screen (03 §2): Handoff, Throw, Rep, Catch, Incomplete,
 * Kick, Tackle, Snap, End Play and the team's three custom events, the Edit switch for their
 * names, and the timeline. The manage screen places it and opens or minimises it; the buttons
 * work only while the practice is live.
 */
import { LOG_PLAYS_EVENTS } from '../../../../domain';
import type { SessionMeta } from '../../data/sessionMeta';
import { EventLogger } from './EventLogger';

export function LogPlaysPanel({
  meta,
  onQueueChange,
}: {
  meta: SessionMeta;
  /** Hears whether clicks wait to be saved (03 §4: End Practice is disabled meanwhile). */
  onQueueChange?: (queued: boolean) => void;
}) {
  return (
    <EventLogger
      meta={meta}
      title="Log Plays"
      events={LOG_PLAYS_EVENTS}
      className="log-plays-panel"
      onQueueChange={onQueueChange}
    />
  );
}
