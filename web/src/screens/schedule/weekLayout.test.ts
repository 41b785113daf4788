import { describe, expect, it } from 'vitest';
import { GAME_CHIP_PX, groupGames, layoutDay, practiceCardHeightPx } from './weekLayout';
import type { ScheduleEvent } from './events';

const at = (h: number, m = 0) => new Date(2026, 10, 23, h, m).getTime();
const practice = (id: string, start: number, end: number | null, status = 'complete') =>
  ({
    id,
    type: 'practice',
    status,
    name: id,
    startTime: start,
    endTime: end,
    intensity: 'Low',
    currentDrill: null,
    drillStartTs: null,
  }) satisfies ScheduleEvent;

describe('week layout', () => {
  it('sizes cards: live 73, no end 49.5, short ones as 15 minutes, long ones by duration', () => {
    expect(practiceCardHeightPx(practice('a', at(9), null, 'live'))).toBe(73);
    expect(practiceCardHeightPx(practice('b', at(9), null, 'future'))).toBe(49.5);
    expect(practiceCardHeightPx(practice('c', at(9), at(9, 5)))).toBeCloseTo(16.5);
    expect(practiceCardHeightPx(practice('d', at(9), at(11)))).toBeCloseTo(132);
  });

  it('puts overlapping practices side by side and leaves separate ones full width', () => {
    const { cards: placed } = layoutDay(
      [practice('a', at(9), at(11)), practice('b', at(10), at(12)), practice('c', at(14), at(15))],
      at(0),
    );
    const byId = Object.fromEntries(placed.map((p) => [p.event.id, p]));
    expect(byId.a).toMatchObject({ column: 0, columns: 2, topPx: 9 * 60 * 1.1 });
    expect(byId.b).toMatchObject({ column: 1, columns: 2 });
    expect(byId.c).toMatchObject({ column: 0, columns: 1 });
  });

  it('groups games by Eastern start hour and keeps six per group', () => {
    const game = (id: string, eastern: string) => ({
      ...practice(id, at(13), at(16)),
      type: 'game',
      scheduledStartTimeEasern: eastern,
    });
    const games = [
      ...Array.from({ length: 8 }, (_, i) => game(`g${i}`, '13:00:00')),
      game('late', '20:15:00'),
      game('mid', '16:25:00'),
    ];
    const groups = groupGames(games, at(0));
    expect(groups.map((g) => [g.group, g.shown.length, g.overflow.length])).toEqual([
      [1, 6, 2],
      [2, 1, 0],
      [3, 1, 0],
    ]);
  });

  it('shares the width between a game group and the practices it overlaps', () => {
    const game = (id: string, start: number) => ({
      ...practice(id, start, start + 3 * 3600_000),
      type: 'game',
      scheduledStartTimeEasern: '13:00:00',
    });
    const { cards, groups } = layoutDay(
      [
        practice('early', at(12, 30), at(14)),
        game('g1', at(13)),
        game('g2', at(13)),
        practice('late', at(18), at(19)),
      ],
      at(0),
    );
    const byId = Object.fromEntries(cards.map((c) => [c.event.id, c]));
    expect(byId.early).toMatchObject({ column: 0, columns: 2 });
    expect(groups).toEqual([
      expect.objectContaining({ column: 1, columns: 2, heightPx: 2 * GAME_CHIP_PX }),
    ]);
    expect(byId.late).toMatchObject({ column: 0, columns: 1 });
  });

  it('starts a live practice from the day before at the top of today, by its start the day it began', () => {
    const live = practice('late', at(23, 30), null, 'live');
    const tomorrow = new Date(2026, 10, 24).getTime();
    expect(layoutDay([live], at(0)).cards[0]).toMatchObject({ topPx: (23 * 60 + 30) * 1.1 });
    expect(layoutDay([live], tomorrow).cards[0]).toMatchObject({ topPx: 0, heightPx: 73 });
  });
});
