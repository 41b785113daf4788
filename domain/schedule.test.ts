import { describe, expect, it } from 'vitest';
import {
  displayedPracticeMinutes,
  easternHourGroup,
  keepScheduleEvent,
  scheduleTopicWindow,
  monthDayEvents,
  nextQuarterHourMs,
  scheduleDayInstants,
  scheduleEvents,
  withDefaultEnd,
  type ScheduleEventFields,
} from './schedule';

const game: ScheduleEventFields = {
  type: 'game',
  status: 'complete',
  gameType: 'REG',
  league: 'nfl',
  startTime: 1_000,
  endTime: 2_000,
  homeTeamAbbr: 'CLE',
  visitorTeamAbbr: 'PIT',
  scheduledStartTimeEasern: '13:00:00',
  score: { homeTeamScore: { pointTotal: 24 }, visitorTeamScore: { pointTotal: 17 } },
};

describe('schedule filter (01 §5)', () => {
  it('keeps practices, future events, games without a type and college football', () => {
    expect(keepScheduleEvent({ type: 'practice' })).toBe(true);
    expect(keepScheduleEvent({ type: 'game', status: 'future', gameType: 'REG' })).toBe(true);
    expect(keepScheduleEvent({ type: 'game', gameType: '' })).toBe(true);
    expect(keepScheduleEvent({ type: 'game', gameType: 'REG', league: 'ncaa-fbs' })).toBe(true);
  });

  it('keeps a complete pro game and drops one missing a required field', () => {
    expect(keepScheduleEvent(game)).toBe(true);
    expect(keepScheduleEvent({ ...game, visitorTeamAbbr: '' })).toBe(false);
    expect(keepScheduleEvent({ ...game, startTime: null })).toBe(false);
    expect(keepScheduleEvent({ ...game, scheduledStartTimeEasern: undefined })).toBe(false);
    expect(keepScheduleEvent({ ...game, score: null })).toBe(false);
  });

  it('accepts an empty score or numeric totals, not others', () => {
    expect(keepScheduleEvent({ ...game, score: {} })).toBe(true);
    expect(
      keepScheduleEvent({
        ...game,
        score: { homeTeamScore: { pointTotal: '21' }, visitorTeamScore: { pointTotal: 3 } },
      }),
    ).toBe(true);
    expect(
      keepScheduleEvent({
        ...game,
        score: { homeTeamScore: { pointTotal: 'TBD' }, visitorTeamScore: { pointTotal: 3 } },
      }),
    ).toBe(false);
    expect(keepScheduleEvent({ ...game, score: { homeTeamScore: { pointTotal: 7 } } })).toBe(false);
  });

  it('gives events without an end end = start + 1', () => {
    expect(
      withDefaultEnd<ScheduleEventFields>({ type: 'practice', startTime: 5_000 }).endTime,
    ).toBe(5_001);
    expect(withDefaultEnd({ type: 'practice', startTime: 5_000, endTime: 9_000 }).endTime).toBe(
      9_000,
    );
    expect(
      scheduleEvents([
        { ...game, endTime: undefined },
        { ...game, homeTeamAbbr: null },
      ]),
    ).toEqual([{ ...game, endTime: 1_001 }]);
  });
});

describe('schedule layout (01 §2.4)', () => {
  it('groups games by Eastern start hour', () => {
    expect(easternHourGroup('15:59:00')).toBe(1);
    expect(easternHourGroup('16:25:00')).toBe(2);
    expect(easternHourGroup('19:59:59')).toBe(2);
    expect(easternHourGroup('20:15:00')).toBe(3);
    expect(easternHourGroup('xx')).toBeUndefined();
  });

  it('shows short practices as 15 minutes', () => {
    expect(displayedPracticeMinutes(0, 5 * 60_000)).toBe(15);
    expect(displayedPracticeMinutes(0, 90 * 60_000)).toBe(90);
  });

  it('shows three events a day, own games first, and counts the overflow', () => {
    const events = [
      { type: 'practice', teamId: '1050' },
      { type: 'game', homeTeamId: '3800', visitorTeamId: '0200' },
      { type: 'game', homeTeamId: '3900', visitorTeamId: '1050' },
      { type: 'practice', teamId: '1050' },
    ];
    const day = monthDayEvents(events, '1050');
    expect(day.shown[0]).toBe(events[2]);
    expect(day.shown).toHaveLength(3);
    expect(day.overflow).toBe(1);
  });

  it('shows a live session after own games and before the rest, whatever its time of day', () => {
    const events = [
      { type: 'practice', teamId: '1050' },
      { type: 'practice', teamId: '1050' },
      { type: 'game', homeTeamId: '3900', visitorTeamId: '1050' },
      { type: 'practice', teamId: '1050', status: 'live' },
    ];
    expect(monthDayEvents(events, '1050').shown).toEqual([events[2], events[3], events[0]]);
    expect(monthDayEvents(events, undefined).shown).toEqual([events[3], events[0], events[1]]);
  });

  it('proposes the next quarter hour of the clock, with no seconds', () => {
    // Local times of a day with no clock change, so the test holds in any time zone.
    const at = (h: number, m: number, s = 0, ms = 0) => new Date(2026, 2, 4, h, m, s, ms).getTime();
    expect(nextQuarterHourMs(at(10, 7))).toBe(at(10, 15));
    expect(nextQuarterHourMs(at(1, 23, 7))).toBe(at(1, 30));
    expect(nextQuarterHourMs(at(10, 15))).toBe(at(10, 15));
    expect(nextQuarterHourMs(at(10, 15, 0, 1))).toBe(at(10, 30));
    expect(nextQuarterHourMs(at(10, 0, 59))).toBe(at(10, 15));
    expect(nextQuarterHourMs(at(10, 50))).toBe(at(11, 0));
    expect(nextQuarterHourMs(at(23, 59, 30))).toBe(new Date(2026, 2, 5).getTime());
  });
});

describe('the days an event shows on (01 §2.4)', () => {
  const HOUR_MS = 3_600_000;
  const at = (day: number, h: number, m = 0) => Date.UTC(2026, 10, day, h, m);
  /** The days (yyyy-mm-dd) an event shows on, counted in a zone `offsetHours` from UTC. */
  const daysIn = (
    offsetHours: number,
    event: { startTime: number; status?: string },
    nowMs: number,
  ): string[] => [
    ...new Set(
      scheduleDayInstants(event, nowMs).map((ms) =>
        new Date(ms + offsetHours * HOUR_MS).toISOString().slice(0, 10),
      ),
    ),
  ];

  it('keeps a practice that began before midnight on today while it is live', () => {
    const live = { startTime: at(23, 23, 40), status: 'live' };
    const nowMs = at(24, 0, 15);
    // UTC: began on the 23rd, still live on the 24th; it shows on both.
    expect(daysIn(0, live, nowMs)).toEqual(['2026-11-23', '2026-11-24']);
    // New York (UTC-5) and Tokyo (UTC+9): the same minutes fall within one local day.
    expect(daysIn(-5, live, nowMs)).toEqual(['2026-11-23']);
    expect(daysIn(9, live, nowMs)).toEqual(['2026-11-24']);
    // Past New York's midnight (05:00 UTC) it is on New York's today as well.
    expect(daysIn(-5, { startTime: at(24, 4, 30), status: 'live' }, at(24, 5, 10))).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
    // Still live a day later: its first day and today.
    expect(daysIn(0, live, at(25, 1))).toEqual(['2026-11-23', '2026-11-25']);
  });

  it('shows a finished, future or not yet begun session on the day it starts only', () => {
    const nowMs = at(24, 0, 15);
    expect(daysIn(0, { startTime: at(23, 22), status: 'complete' }, nowMs)).toEqual(['2026-11-23']);
    expect(daysIn(0, { startTime: at(23, 22) }, nowMs)).toEqual(['2026-11-23']);
    expect(daysIn(0, { startTime: at(25, 9), status: 'future' }, nowMs)).toEqual(['2026-11-25']);
    // Marked live but starting after this clock's now (a clock behind the server's).
    expect(daysIn(0, { startTime: at(24, 9), status: 'live' }, nowMs)).toEqual(['2026-11-24']);
  });
});

describe('scheduleTopicWindow', () => {
  it('covers whole UTC days from 45 back to 45 ahead, whatever the hour', () => {
    const noon = Date.parse('2026-11-28T12:34:56Z');
    expect(scheduleTopicWindow(noon)).toEqual({
      fromMs: Date.parse('2026-10-14T00:00:00Z'),
      toMs: Date.parse('2027-01-12T00:00:00Z'),
    });
    expect(scheduleTopicWindow(Date.parse('2026-11-28T23:59:59Z'))).toEqual(
      scheduleTopicWindow(Date.parse('2026-11-28T00:00:00Z')),
    );
  });
});
