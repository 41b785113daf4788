/**
 * A practice's logger (03 §2 Log Plays panel and Event Logger; 03 §4 "logging actions are only
 * available for live events"): a big button per event and one per custom event, the Edit
 * switch with the custom names' editor, what is queued and whether it was saved, and the
 * timeline. Clicks are sent 2000 ms after the last one (03 §9). The Log Plays panel and the
 * Event Logger screen are this with their own buttons.
 */
import { EditingSwitch } from '../EditingSwitch';
import { useEffect, useState } from 'react';
import {
  canManagePractice,
  CUSTOM_EVENT_TYPES,
  MSG_LOGGING_ONLY_LIVE,
  PLAY_EVENT_NAMES,
  type PlayEventType,
} from '../../../../domain';
import { useCustomEventNames } from '../../data/practiceEvents';
import { useUser } from '../../data/session';
import { stageOf, type SessionMeta } from '../../data/sessionMeta';
import { useDownloadNotice, usePlaysCsv } from '../../data/useExports';
import { DownloadToast } from '../export/DownloadToast';
import { CustomEventNames } from './CustomEventNames';
import { EventTimeline } from './EventTimeline';
import type { QueueSnapshot } from './eventQueue';
import { useEventLog } from './useEventLog';
import './logger.css';

/** What the queue's line says, and what a queued event of the timeline says. */
function queueWords(queued: QueueSnapshot): { line: string; pending: string } {
  const n = queued.events.length;
  const events = `${n} event${n === 1 ? '' : 's'}`;
  switch (queued.state) {
    case 'waiting':
      return { line: `${events} waiting to send`, pending: 'waiting' };
    case 'sending':
      return { line: `Sending ${events}…`, pending: 'sending' };
    case 'failed':
      return { line: `${events} not saved: ${queued.error ?? ''}`, pending: 'not saved' };
    case 'idle':
      return { line: queued.stored > 0 ? 'All events saved' : '', pending: '' };
  }
}

export function EventLogger({
  meta,
  title,
  events,
  className,
  onQueueChange,
}: {
  meta: SessionMeta;
  title: string;
  /** The play event buttons, before the three custom ones. */
  events: readonly PlayEventType[];
  className: string;
  /** Hears whether clicks wait to be saved (03 §4: End Practice waits for queued updates). */
  onQueueChange?: ((queued: boolean) => void) | undefined;
}) {
  const user = useUser();
  const live = stageOf(meta) === 'live';
  const mayLog = canManagePractice(user);
  const { plays, queued, log, retry, readError } = useEventLog(meta._id, live);
  const custom = useCustomEventNames(meta.teamId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [notice, showNotice] = useDownloadNotice();
  const exportPlays = usePlaysCsv(showNotice);
  const waiting = queued.events.length > 0;
  useEffect(() => {
    onQueueChange?.(waiting);
  }, [onQueueChange, waiting]);

  const words = queueWords(queued);
  const disabled = !live || !mayLog;
  const buttons = [
    ...events.map((type) => ({ type, name: PLAY_EVENT_NAMES[type], ready: true })),
    ...CUSTOM_EVENT_TYPES.map((type, i) => ({
      type,
      name: custom.names[i] ?? '',
      // A custom event is logged under the team's name for it: not before that is read.
      ready: custom.loaded,
    })),
  ];
  return (
    <section className={`event-logger ${className}`} aria-label={title}>
      <div className="logger-head">
        <h2>{title}</h2>
        <p
          className={queued.state === 'failed' ? 'logger-queue failed' : 'logger-queue'}
          role="status"
        >
          {words.line}
          {queued.state === 'failed' && (
            <button type="button" className="button" onClick={retry}>
              Retry
            </button>
          )}
        </p>
        <EditingSwitch
          editing={editing}
          name="Edit"
          onToggle={() => {
            setEditing((on) => !on);
            setSaved(null);
          }}
        />
        <button
          type="button"
          className="button"
          onClick={() => {
            exportPlays({ id: meta._id, startTime: meta.startTime });
          }}
        >
          Export Plays
        </button>
      </div>
      {editing && custom.loaded && (
        <CustomEventNames
          teamId={meta.teamId}
          names={custom.names}
          onSaved={(message) => {
            custom.reload();
            setEditing(false);
            setSaved(message);
          }}
        />
      )}
      {saved !== null && (
        <p className="logger-saved" role="status">
          {saved}
        </p>
      )}
      {disabled && (
        <p className="logger-note muted">
          {live ? 'Your role may not log plays.' : MSG_LOGGING_ONLY_LIVE}
        </p>
      )}
      <div className="logger-buttons" role="group" aria-label="Log an event">
        {buttons.map((b) => (
          <button
            key={b.type}
            type="button"
            className={b.type.startsWith('custom') ? 'logger-button custom' : 'logger-button'}
            data-type={b.type}
            disabled={disabled || !b.ready}
            onClick={() => {
              log(b.type, b.name);
            }}
          >
            {b.name}
          </button>
        ))}
      </div>
      {readError !== null && (
        <p className="form-error" role="alert">
          The log could not be read: {readError}
        </p>
      )}
      <EventTimeline plays={plays} pendingWord={words.pending} />
      <DownloadToast notice={notice} />
    </section>
  );
}
