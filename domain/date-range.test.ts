import { describe, expect, it } from 'vitest';
import {
  choiceIncludes,
  choiceLabel,
  choiceWindow,
  choiceWindows,
  clickDay,
  dayKey,
  dayOfKey,
  dayRuns,
  daySpan,
  formatDayRuns,
  formatWindows,
  parseDayRuns,
  toggleDay,
} from './date-range';

describe('the date-range filter (02 §5, 02 §9)', () => {
  it('names local days yyyyMMdd and refuses days that do not exist', () => {
    expect(dayKey(new Date(2026, 10, 3, 23, 59))).toBe('20261103');
    expect(dayOfKey('20240229')?.getDate()).toBe(29);
    expect(dayOfKey('20250229')).toBeUndefined();
    expect(dayOfKey('2025-1-1')).toBeUndefined();
  });

  it('toggles a day on a single click: a click on a selected day deselects it', () => {
    const once = toggleDay([], '20261105');
    expect(once).toEqual(['20261105']);
    expect(toggleDay(toggleDay(once, '20261103'), '20261105')).toEqual(['20261103']);
  });

  it('selects the span between two clicks within 200 ms, over months, in either order', () => {
    const first = clickDay([], '20261128', 1000, null);
    const span = clickDay(first, '20261202', 1150, { day: '20261128', atMs: 1000 });
    expect(span).toEqual(['20261128', '20261129', '20261130', '20261201', '20261202']);
    expect(clickDay([], '20261101', 1000, { day: '20261103', atMs: 900 })).toEqual([
      '20261101',
      '20261102',
      '20261103',
    ]);
    // 201 ms later is two separate clicks.
    expect(clickDay(first, '20261202', 1201, { day: '20261128', atMs: 1000 })).toEqual([
      '20261128',
      '20261202',
    ]);
    expect(daySpan('20261231', '20270101')).toEqual(['20261231', '20270101']);
  });

  it('writes a set as runs and reads it back; bad text is refused', () => {
    const days = ['20261101', '20261102', '20261103', '20261110', '20261231', '20270101'];
    expect(dayRuns(days)).toEqual([
      ['20261101', '20261103'],
      ['20261110', '20261110'],
      ['20261231', '20270101'],
    ]);
    const text = formatDayRuns(days);
    expect(text).toBe('20261101-20261103,20261110-20261110,20261231-20270101');
    expect(parseDayRuns(text)).toEqual(days);
    expect(parseDayRuns('20261103-20261101')).toBeUndefined();
    expect(parseDayRuns('20261301-20261302')).toBeUndefined();
    expect(parseDayRuns('x')).toBeUndefined();
  });

  it('covers the past n days through today, a season from 1 March, or the picked days', () => {
    const now = new Date(2026, 10, 23, 15, 0);
    const week = choiceWindow({ kind: 'days', days: 7 }, now);
    expect(new Date(week.fromMs)).toEqual(new Date(2026, 10, 17));
    expect(new Date(week.toMs)).toEqual(new Date(2026, 10, 24));
    const season = choiceWindow({ kind: 'season', season: 2026 }, now);
    expect(new Date(season.fromMs)).toEqual(new Date(2026, 2, 1));
    expect(new Date(season.toMs)).toEqual(new Date(2027, 2, 1));
    const custom = { kind: 'custom', days: ['20261101', '20261105'] } as const;
    expect(choiceIncludes(custom, new Date(2026, 10, 5, 9).getTime(), now)).toBe(true);
    expect(choiceIncludes(custom, new Date(2026, 10, 3, 9).getTime(), now)).toBe(false);
    expect(new Date(choiceWindow(custom, now).toMs)).toEqual(new Date(2026, 10, 6));
  });

  it('sends one window per run of picked days', () => {
    const now = new Date(2026, 10, 23);
    const windows = choiceWindows(
      { kind: 'custom', days: ['20261101', '20261102', '20261105'] },
      now,
    );
    expect(windows.map((w) => [new Date(w.fromMs), new Date(w.toMs)])).toEqual([
      [new Date(2026, 10, 1), new Date(2026, 10, 3)],
      [new Date(2026, 10, 5), new Date(2026, 10, 6)],
    ]);
    expect(formatWindows([{ fromMs: 1, toMs: 2 }])).toBe('1-2');
    expect(choiceWindows({ kind: 'days', days: 7 }, now)).toEqual([
      choiceWindow({ kind: 'days', days: 7 }, now),
    ]);
  });

  it('labels each choice', () => {
    expect(choiceLabel({ kind: 'days', days: 14 })).toBe('Past 14 days');
    expect(choiceLabel({ kind: 'season', season: 2025 })).toBe('2025 season');
    expect(choiceLabel({ kind: 'custom', days: ['20261103'] })).toBe('Nov 3, 2026');
    expect(choiceLabel({ kind: 'custom', days: daySpan('20261103', '20261109') })).toBe(
      'Nov 3 – Nov 9, 2026',
    );
    expect(choiceLabel({ kind: 'custom', days: ['20261103', '20261110'] })).toBe(
      '2 days, Nov 3 – Nov 10, 2026',
    );
    expect(choiceLabel({ kind: 'custom', days: [] })).toBe('No dates');
  });
});
