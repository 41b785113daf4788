/**
 * Schedule events as the screens use them: rows of the schedule topic (or the
 * scheduledevents call) turned into typed events, kept and end-defaulted by the domain's
 * schedule rule (01 §5), then filtered by the events filter.
 */
import {
  paths,
  scheduleDayInstants,
  type ScheduleEventFields,
  scheduleEvents,
  teamById,
} from '../../../../domain';

/** One event of the schedule. */
export interface ScheduleEvent extends ScheduleEventFields {
  readonly id: string;
  readonly name: string;
  readonly startTime: number;
  readonly endTime: number | null;
  readonly teamId?: string;
  readonly homeTeamId?: string;
  readonly visitorTeamId?: string;
  readonly intensity: string;
  readonly currentDrill: string | null;
  /** Start of the running period, epoch ms. */
  readonly drillStartTs: number | null;
}

/** The events filter of the date-range selector. */
export type EventsFilter = 'all' | 'practices' | 'games';

/** Whether an event is a game (practices carry type practice, live or complete). */
export const isGame = (event: { readonly type: string }): boolean => event.type === 'game';

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : undefined;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A typed event from a row (topic row or dataaccess record); null without a start. */
export function eventOfRow(
  id: string,
  row: Readonly<Record<string, unknown>>,
): ScheduleEvent | null {
  const startTime = num(row.startTime);
  if (startTime === null) return null;
  const homeTeamId = text(row.homeTeamId);
  const visitorTeamId = text(row.visitorTeamId) ?? text(row.awayTeamId);
  const teamId = text(row.teamId);
  const status = text(row.status);
  const league = text(row.league);
  const gameType = text(row.gameType);
  const eastern = text(row.scheduledStartTimeEasern);
  return {
    id,
    type: text(row.type) ?? 'practice',
    name: text(row.name) ?? '',
    startTime,
    endTime: num(row.endTime),
    intensity: text(row.intensity) ?? '',
    currentDrill: text(row.currentDrill) ?? null,
    drillStartTs: num(row.drillStartTs),
    homeTeamAbbr:
      text(row.homeTeamAbbr) ?? (homeTeamId ? teamById(homeTeamId)?.teamAbbrName : undefined),
    visitorTeamAbbr:
      text(row.visitorTeamAbbr) ??
      (visitorTeamId ? teamById(visitorTeamId)?.teamAbbrName : undefined),
    ...(teamId ? { teamId } : {}),
    ...(homeTeamId ? { homeTeamId } : {}),
    ...(visitorTeamId ? { visitorTeamId } : {}),
    ...(status ? { status } : {}),
    ...(league ? { league } : {}),
    ...(gameType ? { gameType } : {}),
    ...(eastern ? { scheduledStartTimeEasern: eastern } : {}),
    ...(row.score && typeof row.score === 'object' ? { score: row.score } : {}),
  };
}

/** The events the schedule shows: the domain's rule, then the events filter, by start. */
export function visibleEvents(
  events: readonly ScheduleEvent[],
  filter: EventsFilter,
): ScheduleEvent[] {
  return scheduleEvents(events)
    .filter((e) => filter === 'all' || (filter === 'games') === isGame(e))
    .sort((a, b) => a.startTime - b.startTime);
}

/**
 * Events by the local days they show on, keyed by day key; `keyOf` gives the day key of an
 * epoch ms. An event is on the day it starts, and a live one on today's too (the domain's
 * rule), so a practice running past midnight stays on today's view.
 */
export function eventsByDay(
  events: readonly ScheduleEvent[],
  keyOf: (ms: number) => string,
  nowMs: number,
): Map<string, ScheduleEvent[]> {
  const byDay = new Map<string, ScheduleEvent[]>();
  for (const event of events) {
    for (const key of new Set(scheduleDayInstants(event, nowMs).map(keyOf))) {
      const list = byDay.get(key);
      if (list) list.push(event);
      else byDay.set(key, [event]);
    }
  }
  return byDay;
}

/** The Eastern start time hh:mm:ss of an event: its own field, else from its start. */
export function easternStart(event: ScheduleEvent): string {
  if (event.scheduledStartTimeEasern) return event.scheduledStartTimeEasern;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(event.startTime);
}

/** Where an event card leads: the game view, or the practice view for its state. */
export function eventPath(event: ScheduleEvent, manage: boolean, ownTeamId: string | null): string {
  if (isGame(event)) {
    const team =
      ownTeamId !== null && (event.visitorTeamId === ownTeamId || event.homeTeamId === ownTeamId)
        ? ownTeamId
        : (event.homeTeamId ?? event.teamId ?? '');
    return paths.gamePerformance(event.id, team);
  }
  if (event.status === 'future' && manage) return paths.practiceManage(event.id);
  if (event.status === 'complete') return paths.practicePerformance(event.id, 'expanded');
  return paths.practicePerformance(event.id, 'condensed');
}
