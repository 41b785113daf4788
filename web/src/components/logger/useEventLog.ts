/**
 * A practice's log as the loggers show it: what is stored (read on opening and at the live
 * pace while live, so another coach's logging shows too) with the clicks still queued, grouped
 * into plays. Clicks go through an {@link EventQueue}; what waits is sent when the logger
 * closes, and with keepalive when the page is left.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { groupPlays, REFRESH_MS, type LoggedPracticeEvent, type Play } from '../../../../domain';
import { isAbort, newIdempotencyKey } from '../../data/api';
import { logPracticeEvents, readPracticeEvents } from '../../data/practiceEvents';
import { EventQueue, type QueuedEvent, type QueueSnapshot } from './eventQueue';

/** An event of the timeline: stored (with who logged it), or still queued (`pending`). */
export type TimelineEvent = QueuedEvent & { readonly by?: string; readonly pending: boolean };

/** The stored log of one practice. */
interface StoredLog {
  readonly practiceId: string;
  readonly events: readonly LoggedPracticeEvent[];
  readonly error: string | null;
}

/** `known` with the events of `rows` it lacks: events are never taken back, so reads only add. */
function union(
  known: readonly LoggedPracticeEvent[],
  rows: readonly LoggedPracticeEvent[],
): LoggedPracticeEvent[] {
  const ids = new Set(known.map((e) => e.id));
  return [...known, ...rows.filter((e) => !ids.has(e.id))];
}

/** The log of `practiceId`, its queue, and `log` to queue a click. */
export function useEventLog(practiceId: string, live: boolean) {
  const [stored, setStored] = useState<StoredLog>({ practiceId, events: [], error: null });
  const known = useCallback(
    (rows: readonly LoggedPracticeEvent[]) => {
      setStored((prev) => ({
        practiceId,
        events: union(prev.practiceId === practiceId ? prev.events : [], rows),
        error: null,
      }));
    },
    [practiceId],
  );

  useEffect(() => {
    const abort = new AbortController();
    const read = () => {
      readPracticeEvents(practiceId, abort.signal).then(known, (error: unknown) => {
        if (isAbort(error)) return;
        const message = error instanceof Error ? error.message : String(error);
        setStored((prev) => ({ ...prev, practiceId, error: message }));
      });
    };
    read();
    const timer = live ? setInterval(read, REFRESH_MS.live) : undefined;
    return () => {
      abort.abort();
      clearInterval(timer);
    };
  }, [practiceId, live, known]);

  const queue = useMemo(
    () =>
      new EventQueue(async (events, keepalive) => {
        known(await logPracticeEvents(practiceId, events, keepalive));
      }),
    [practiceId, known],
  );
  useEffect(() => {
    const leave = () => {
      queue.flush(true);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      queue.flush();
      queue.dispose();
    };
  }, [queue]);
  const queued: QueueSnapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  const plays: Play<TimelineEvent>[] = useMemo(() => {
    const events = stored.practiceId === practiceId ? stored.events : [];
    const ids = new Set(events.map((e) => e.id));
    return groupPlays<TimelineEvent>([
      ...events.map((e) => ({ ...e, pending: false })),
      ...queued.events.filter((e) => !ids.has(e.id)).map((e) => ({ ...e, pending: true })),
    ]);
  }, [stored, practiceId, queued.events]);

  const log = useCallback(
    (type: string, name: string) => {
      // A random id of the kind idempotency keys use: the server keeps each event once by it.
      queue.add({ id: newIdempotencyKey(), type, name, atMs: Date.now() });
    },
    [queue],
  );
  const retry = useCallback(() => {
    queue.flush();
  }, [queue]);

  return { plays, queued, log, retry, readError: stored.error };
}
