/**
 * Schedule rules (01 §2.4, §3.6, §5): which events the schedule keeps, the default end
 * of an event, the days an event shows on, game groups by Eastern start hour, and the week
 * view's geometry.
 */

import { DAY_MS } from './contract';

/** Whole UTC days the schedule topic covers either side of today. */
const SCHEDULE_TOPIC_SIDE_DAYS = 45;

/**
 * The window the gateway's `schedule/{team}` topic covers at `nowMs`: whole UTC days from 45
 * back to 45 ahead. The gateway reads it; screens use the topic for what lies inside it and
 * the REST calls for what does not.
 */
export function scheduleTopicWindow(nowMs: number): { fromMs: number; toMs: number } {
  const fromMs = Math.floor(nowMs / DAY_MS) * DAY_MS - SCHEDULE_TOPIC_SIDE_DAYS * DAY_MS;
  return { fromMs, toMs: fromMs + 2 * SCHEDULE_TOPIC_SIDE_DAYS * DAY_MS };
}

/** A schedule event's status. */
export type ScheduleStatus = 'future' | 'live' | 'complete';

/**
 * The statuses of a session that has started. The performance lists (02 §2 Practices list,
 * Team performance page) keep to these: 02 shows metrics "in live and finished practices
 * and games" (02 opening), and a practice not yet run has none.
 */
export const STARTED_STATUSES: readonly ScheduleStatus[] = ['live', 'complete'];

/** One side's score of a game event. */
export interface TeamScore {
  readonly pointTotal?: number | string | null;
}

/** The fields of a schedule event (01 §3.6) that the schedule rules read. */
export interface ScheduleEventFields {
  readonly type: string;
  readonly status?: string;
  readonly isFuture?: boolean;
  readonly gameType?: string | null;
  readonly league?: string;
  /** Epoch milliseconds. */
  readonly startTime?: number | null;
  /** Epoch milliseconds. */
  readonly endTime?: number | null;
  readonly homeTeamAbbr?: string | null;
  readonly visitorTeamAbbr?: string | null;
  readonly score?: {
    readonly homeTeamScore?: TeamScore;
    readonly visitorTeamScore?: TeamScore;
  } | null;
  /** Eastern start time, hh:mm:ss. */
  readonly scheduledStartTimeEasern?: string | null;
}

const isNumeric = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

const present = (text: string | null | undefined): boolean =>
  typeof text === 'string' && text.trim() !== '';

/**
 * Whether the schedule keeps an event (01 §5): practices, future events, events without
 * a game type and college football games are kept; any other game needs a start time,
 * both team abbreviations, an Eastern start time and a score that is either empty or has
 * numeric point totals for both teams.
 */
export function keepScheduleEvent(event: ScheduleEventFields): boolean {
  if (event.type === 'practice') return true;
  if (event.status === 'future' || event.isFuture === true) return true;
  if (!present(event.gameType)) return true;
  if (event.league === 'ncaa-fbs') return true;
  if (typeof event.startTime !== 'number' || !Number.isFinite(event.startTime)) return false;
  if (!present(event.homeTeamAbbr) || !present(event.visitorTeamAbbr)) return false;
  if (!present(event.scheduledStartTimeEasern)) return false;
  const { score } = event;
  if (score === null || score === undefined) return false;
  if (score.homeTeamScore === undefined && score.visitorTeamScore === undefined) return true;
  return (
    isNumeric(score.homeTeamScore?.pointTotal) && isNumeric(score.visitorTeamScore?.pointTotal)
  );
}

/** An event with its end defaulted: no end means end = start + 1 ms (01 §5). */
export function withDefaultEnd<E extends ScheduleEventFields>(event: E): E {
  if (typeof event.endTime === 'number' || typeof event.startTime !== 'number') return event;
  return { ...event, endTime: event.startTime + 1 };
}

/** The schedule's event list: kept events with their ends defaulted. */
export function scheduleEvents<E extends ScheduleEventFields>(events: readonly E[]): E[] {
  return events.filter(keepScheduleEvent).map(withDefaultEnd);
}

/**
 * The week-view group of a game by its Eastern start time 'hh:mm:ss' (01 §2.4): hours
 * 0-15 group 1, 16-19 group 2, 20 and later group 3; undefined when unreadable.
 */
export function easternHourGroup(easternStart: string): 1 | 2 | 3 | undefined {
  const hour = Number(easternStart.split(':')[0]);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return undefined;
  if (hour <= 15) return 1;
  return hour <= 19 ? 2 : 3;
}

/**
 * The instants whose days an event shows on (01 §2.4): its start, and while it is live the
 * present too. A practice that began before midnight and still runs stays on today's view;
 * a finished one stays on the day it started. The screens count the days in the browser's
 * zone, so whichever midnight the practice passed, today is the day of `nowMs` there.
 */
export function scheduleDayInstants(
  event: { readonly startTime: number; readonly status?: string },
  nowMs: number,
): number[] {
  return event.status === 'live' && nowMs > event.startTime
    ? [event.startTime, nowMs]
    : [event.startTime];
}

/** Week view geometry (01 §2.4). */
export const WEEK_VIEW = {
  /** Pixels per minute. */
  pxPerMinute: 1.1,
  /** Height of one day column in pixels. */
  dayHeightPx: 1440 * 1.1,
  practiceCardMinHeightPx: 16.5,
  practiceCardDefaultHeightPx: 49.5,
  practiceCardLiveHeightPx: 73,
  /** Practices this short or shorter display as this long. */
  minDisplayedPracticeMinutes: 15,
  /** Grouped games shown before the overflow. */
  maxGroupedGames: 6,
} as const;

/** Most events in a month-view day before the '+N' overflow (01 §2.4). */
export const MONTH_VIEW_MAX_EVENTS_PER_DAY = 3;

/** A practice card's displayed duration: 15 minutes or less shows as 15 minutes. */
export function displayedPracticeMinutes(startMs: number, endMs: number): number {
  const minutes = Math.max(0, (endMs - startMs) / 60_000);
  return Math.max(minutes, WEEK_VIEW.minDisplayedPracticeMinutes);
}

/**
 * The events of one month-view day (01 §2.4): at most three, the user's own team's games
 * first, then a session that is live (the spec leaves the rest's order open; a live practice
 * is what staff open the schedule for, whatever its time of day), then the rest in their
 * order; and how many more the '+N' overflow holds.
 */
export function monthDayEvents<
  E extends {
    readonly type: string;
    readonly status?: string;
    readonly teamId?: string;
    readonly homeTeamId?: string;
    readonly visitorTeamId?: string;
  },
>(
  events: readonly E[],
  ownTeamId: string | undefined,
): { readonly shown: E[]; readonly overflow: number } {
  const isOwnGame = (event: E): boolean =>
    event.type === 'game' &&
    ownTeamId !== undefined &&
    (event.homeTeamId === ownTeamId ||
      event.visitorTeamId === ownTeamId ||
      event.teamId === ownTeamId);
  const rank = (event: E): number => (isOwnGame(event) ? 0 : event.status === 'live' ? 1 : 2);
  const ordered = [...events].sort((a, b) => rank(a) - rank(b));
  const shown = ordered.slice(0, MONTH_VIEW_MAX_EVENTS_PER_DAY);
  return { shown, overflow: ordered.length - shown.length };
}

const QUARTER_HOUR_MINUTES = 15;

/**
 * The first quarter hour of the clock (:00, :15, :30, :45, seconds and milliseconds zero)
 * at or after `ms`: the start the create-practice dialog proposes, since a start with
 * seconds (01:23:07 AM) is not a time anyone schedules a practice for.
 */
export function nextQuarterHourMs(ms: number): number {
  const date = new Date(ms);
  // Counted on the local clock, where the user reads the quarter hours.
  const intoQuarterMs =
    ((date.getMinutes() % QUARTER_HOUR_MINUTES) * 60 + date.getSeconds()) * 1000 +
    date.getMilliseconds();
  return intoQuarterMs === 0 ? ms : ms - intoQuarterMs + QUARTER_HOUR_MINUTES * 60_000;
}
