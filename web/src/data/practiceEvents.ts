/**
 * A practice's logged events (03 §2 Log Plays panel and Event Logger) and the team's custom
 * event names (`customevents/{teamId}`, 02 §3): the calls, and the marks they put on a
 * player's velocity graph (02 §2 "play events marked").
 */
import { useEffect, useMemo } from 'react';
import {
  customEventNames,
  customEventSettings,
  CALLS,
  REFRESH_MS,
  practiceEventsBody,
  type LoggedPracticeEvent,
} from '../../../domain';
import { call } from './api';
import { useApi } from './useApi';

/** An event as the browser sends it. */
export type NewLoggedEvent = Omit<LoggedPracticeEvent, 'by'>;

/** Reads a practice's log, oldest first. */
export const readPracticeEvents = (
  practiceId: string,
  signal?: AbortSignal,
): Promise<LoggedPracticeEvent[]> =>
  call(CALLS.practiceEvents, { id: practiceId }, signal === undefined ? {} : { signal });

/** Logs a batch; answers the practice's whole log as stored. */
export const logPracticeEvents = (
  practiceId: string,
  events: readonly NewLoggedEvent[],
  keepalive = false,
): Promise<LoggedPracticeEvent[]> =>
  // Checked against the call's contract before it is sent: a batch the server would refuse
  // (an unknown type) fails here with the field named, as the server's 400 would.
  call(
    CALLS.logPracticeEvent,
    { id: practiceId },
    { body: practiceEventsBody.parse({ events }), keepalive },
  );

/** A moment to mark on a graph. */
export interface EventMark {
  readonly atMs: number;
  readonly label: string;
}

/**
 * The logged events of a session as graph marks, read again at the live pace while it is
 * live (a game, which logs nothing, has none).
 */
export function usePracticeEventMarks(sessionId: string, live: boolean): EventMark[] {
  const read = useApi(CALLS.practiceEvents, { id: sessionId }, {}, { keepRows: true });
  const { reload } = read;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(reload, REFRESH_MS.live);
    return () => {
      clearInterval(timer);
    };
  }, [live, reload]);
  return useMemo(() => read.rows.map((e) => ({ atMs: e.atMs, label: e.name })), [read.rows]);
}

/**
 * The team's three custom event names (the defaults until named), whether the first read is
 * done (before it the names may not be the team's yet), and a way to read them again.
 */
export function useCustomEventNames(teamId: string): {
  readonly names: readonly string[];
  readonly loaded: boolean;
  readonly reload: () => void;
} {
  const read = useApi(CALLS.alertRules, { teamId }, {}, { keepRows: true });
  const events = read.rows[0]?.events;
  const names = useMemo(() => customEventNames(events ?? []), [events]);
  return { names, loaded: read.rows.length > 0 || !read.loading, reload: read.reload };
}

/**
 * Saves the team's three custom event names; only the custom events change, the team's
 * alerting settings in the same record stay as they are.
 */
export const saveCustomEventNames = (teamId: string, names: readonly string[]) =>
  call(CALLS.saveAlertRules, { teamId }, { body: { events: customEventSettings(names) } });
