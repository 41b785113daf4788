/**
 * The date selector's load (02 §5): the days of a team's practices or games in the shown
 * month, asked again every 5 s while their numbers are still being computed ('loading')
 * and no more once the status is done ('loaded' or 'failed').
 */
import { useEffect, useState } from 'react';
import { CALLS, REFRESH_MS, dayKey, type SessionDaysRow } from '../../../domain';
import { call, isAbort } from './api';

/** Whose days the calendar marks. */
export interface DaysSource {
  readonly teamId: string;
  readonly event: 'practices' | 'games';
}

/** What the calendar shows of the load. */
export interface SessionDays {
  readonly status: SessionDaysRow['status'];
  /** Sessions per day key (yyyyMMdd, local). */
  readonly counts: ReadonlyMap<string, number>;
}

const EMPTY: SessionDays = { status: 'loading', counts: new Map() };

/** The days of `source` in the month `year`/`month` (0-based), while `active`. */
export function useSessionDays(
  source: DaysSource | undefined,
  year: number,
  month: number,
  active: boolean,
): SessionDays | null {
  const teamId = source?.teamId;
  const event = source?.event;
  const key = teamId && event && active ? `${teamId}/${event}/${year}/${month}` : null;
  const [state, setState] = useState<{ key: string | null; days: SessionDays }>({
    key: null,
    days: EMPTY,
  });
  useEffect(() => {
    if (key === null || teamId === undefined || event === undefined) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const [answer] = await call(
          CALLS.sessionDays,
          { teamId, event },
          {
            query: {
              startTime: new Date(year, month, 1).getTime(),
              endTime: new Date(year, month + 1, 1).getTime(),
            },
            signal: abort.signal,
          },
        );
        const counts = new Map<string, number>();
        for (const s of answer?.sessions ?? []) {
          const day = dayKey(s.startTime);
          counts.set(day, (counts.get(day) ?? 0) + 1);
        }
        const status = answer?.status ?? 'loaded';
        setState({ key, days: { status, counts } });
        if (status === 'loading') timer = setTimeout(() => void load(), REFRESH_MS.dateSelector);
      } catch (error) {
        if (!isAbort(error)) setState({ key, days: { status: 'failed', counts: new Map() } });
      }
    };
    void load();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [key, teamId, event, year, month]);
  if (key === null) return null;
  return state.key === key ? state.days : EMPTY;
}
