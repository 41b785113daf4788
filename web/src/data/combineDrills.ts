/**
 * What the Combine Logger reads and writes (03 §7 Combine event): the practice's drills
 * (combine/event/{id}), a drill started (POST, answered with its event_id) and a drill changed
 * (PUT: ended, reviewed, times edited, deleted). The list is read again every few seconds
 * while a drill's numbers are provisional, and at the live interval otherwise while the
 * practice is live (another coach may time drills too).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CALLS, REFRESH_MS, type CallBody, type CombineDrill } from '../../../domain';
import type { CombineEvent } from '../../../state-machines';
import { call } from './api';

/** Starts a drill; answers its event_id (results[0] is a JSON string, 03 §7). */
export async function postDrill(
  practiceId: string,
  event: CallBody<typeof CALLS.startCombineDrill>,
): Promise<string> {
  const [answer] = await call(CALLS.startCombineDrill, { id: practiceId }, { body: event });
  const eventId = (JSON.parse(answer ?? '{}') as { event_id?: unknown }).event_id;
  if (typeof eventId !== 'string') throw new Error('The drill was not started.');
  return eventId;
}

/** Changes a drill: only the fields the change names (id, stTime, endTime, review, deleted). */
export async function putDrill(
  practiceId: string,
  eventId: string,
  change: Partial<Pick<CombineEvent, 'id' | 'stTime' | 'endTime' | 'review' | 'deleted'>>,
): Promise<CombineDrill> {
  const [answer] = await call(
    CALLS.editCombineDrill,
    { id: practiceId, eventId },
    { body: change },
  );
  if (answer === undefined) throw new Error('The drill was not saved.');
  return answer;
}

/** The drills of a practice, kept current. */
export interface CombineDrills {
  readonly records: readonly CombineDrill[];
  readonly error: string | null;
  readonly loading: boolean;
  /** Reads the list again. */
  readonly reload: () => void;
  /** Puts a record the server answered in place of its older copy (or adds it). */
  readonly keep: (record: CombineDrill) => void;
}

/** Whether a record's numbers may still change (positions of its drill still arriving). */
export const provisional = (r: CombineDrill): boolean =>
  r.entity_id !== null && r.endTime !== undefined && !r.deleted && !r.numbersFinal;

/**
 * The practice's drills: read now, again after `reload`, every few seconds while numbers
 * are provisional, and at the live interval while `live`. A read that started before a local
 * change is dropped (it may not show the change) and made again.
 */
export function useCombineDrills(practiceId: string, live: boolean): CombineDrills {
  const [state, setState] = useState<{
    records: readonly CombineDrill[];
    error: string | null;
    loading: boolean;
  }>({ records: [], error: null, loading: true });
  const [round, setRound] = useState(0);
  const changes = useRef(0);
  const reload = useCallback(() => {
    setRound((r) => r + 1);
  }, []);
  useEffect(() => {
    const abort = new AbortController();
    const startedAt = changes.current;
    call(CALLS.combineDrills, { id: practiceId }, { signal: abort.signal }).then(
      (records) => {
        if (changes.current !== startedAt) {
          reload();
          return;
        }
        setState({ records, error: null, loading: false });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState((s) => ({ ...s, error: (error as Error).message, loading: false }));
      },
    );
    return () => {
      abort.abort();
    };
  }, [practiceId, round, reload]);
  const waiting = state.records.some(provisional);
  useEffect(() => {
    if (!waiting && !live) return;
    const timer = setTimeout(reload, waiting ? REFRESH_MS.provisionalDrill : REFRESH_MS.live);
    return () => {
      clearTimeout(timer);
    };
  }, [waiting, live, round, state, reload]);
  const keep = useCallback((record: CombineDrill) => {
    changes.current += 1;
    setState((s) => {
      const others = s.records.filter((r) => r.event_id !== record.event_id);
      return { ...s, records: record.deleted ? others : [...others, record] };
    });
  }, []);
  return { ...state, reload, keep };
}
