/**
 * The schedule's events for a date range: from the gateway's schedule topic (kept current
 * every 5 s) when the range lies in the topic's window of 45 days either side of today,
 * else from the scheduledevents call, read again when the range changes.
 */
import { useMemo } from 'react';
import { CALLS, scheduleDayInstants, scheduleTopicWindow } from '../../../../domain';
import type { SCHEDULE } from '../../../../proto';
import { useTopic } from '../../live/hooks';
import type { LiveRow } from '../../live/liveTopic';
import { useApi } from '../../data/useApi';
import { eventOfRow, type ScheduleEvent } from './events';

/** The event of a schedule topic row: the columns it shows, typed by the topic's schema. */
const eventOfTopicRow = (row: LiveRow<typeof SCHEDULE, 'events'>): ScheduleEvent | null =>
  eventOfRow(row.key, {
    type: row.type,
    status: row.status,
    name: row.name,
    startTime: row.startTime,
    endTime: row.endTime,
    teamId: row.teamId,
    homeTeamId: row.homeTeamId,
    visitorTeamId: row.visitorTeamId,
    league: row.league,
    intensity: row.intensity,
    currentDrill: row.currentDrill,
    drillStartTs: row.drillStartTs,
  });

/** What the schedule shows: events, whether they are still loading, and staleness. */
export interface ScheduleEvents {
  readonly events: ScheduleEvent[];
  readonly loading: boolean;
  readonly stale: boolean;
  readonly error: string | null;
}

/**
 * Events of one team (or every team for '*') that the days from `fromMs` to `toMs` show at
 * `nowMs`: those starting then, and one still live that started before (the domain's rule).
 */
export function useScheduleEvents(
  teamId: string,
  fromMs: number,
  toMs: number,
  nowMs: number,
): ScheduleEvents {
  const window = scheduleTopicWindow(nowMs);
  const inTopic = fromMs >= window.fromMs && toMs <= window.toMs;
  const topic = useTopic(inTopic ? { kind: 'schedule', teamId } : null);
  const read = useApi(
    CALLS.scheduledEvents,
    inTopic ? null : {},
    teamId === '*'
      ? { startTime: fromMs, endTime: toMs }
      : { startTime: fromMs, endTime: toMs, teamids: teamId },
  );
  const rows = topic.rows('events');
  const events = useMemo(() => {
    if (inTopic) {
      return rows.flatMap((row) => {
        const event = eventOfTopicRow(row);
        const shown =
          event !== null &&
          scheduleDayInstants(event, nowMs).some((ms) => ms >= fromMs && ms < toMs);
        return shown ? [event] : [];
      });
    }
    return read.rows.flatMap((row) => {
      const event = eventOfRow(row._id, row);
      return event ? [event] : [];
    });
  }, [inTopic, rows, read.rows, fromMs, toMs, nowMs]);
  return inTopic
    ? { events, loading: topic.status === 'loading', stale: topic.stale, error: topic.error }
    : { events, loading: read.loading, stale: false, error: read.error };
}
