import { describe, expect, it } from 'vitest';
import {
  defaultGamePlan,
  defaultPracticePlan,
  GAME_DAY_SQUAD,
  gameDayRoster,
  generateRoster,
  movementRole,
  type SimLeague,
} from './index';
import { activityOf } from './activities';
import { periodTypesFor } from '../domain';

const jerseyRange: Record<string, [number, number][]> = {
  QB: [[1, 19]],
  K: [[1, 19]],
  P: [[1, 19]],
  OL: [[50, 79]],
  WR: [
    [1, 49],
    [80, 89],
  ],
  DB: [[1, 49]],
};

describe('generateRoster', () => {
  it.each([
    ['nfl', 90],
    ['ncaa-fbs', 100],
    ['ncaa-mlax', 45],
  ] as const)(
    'gives a %s roster of about %i with unique names and jersey numbers',
    (league, size) => {
      const roster = generateRoster({ seed: 4, teamAbbr: 'TST', league });
      expect(roster).toHaveLength(size);
      expect(new Set(roster.map((p) => p.jersey)).size).toBe(size);
      expect(new Set(roster.map((p) => p.name)).size).toBe(size);
      expect(new Set(roster.map((p) => p.id)).size).toBe(size);
      const active = roster.filter((p) => p.status === 'ACT').length;
      expect(active / size).toBeGreaterThan(0.7);
      expect(active).toBeLessThan(size);
    },
  );

  it('wears NFL numbers by position', () => {
    for (const p of generateRoster({ seed: 9, teamAbbr: 'PHI', league: 'nfl' })) {
      const role = p.position === 'K' || p.position === 'P' ? p.position : movementRole(p.position);
      const ranges = jerseyRange[role];
      if (!ranges) continue;
      const n = Number(p.jersey);
      expect(
        ranges.some(([lo, hi]) => n >= lo && n <= hi),
        `${p.position} #${p.jersey}`,
      ).toBe(true);
    }
  });

  it('uses the lacrosse positions for lacrosse and every football group for football', () => {
    const lacrosse = new Set(
      generateRoster({ seed: 2, teamAbbr: 'UVA', league: 'ncaa-mlax' }).map((p) => p.position),
    );
    expect([...lacrosse].sort()).toEqual(['ATTACK', 'DEFENSE', 'FO', 'GOALIE', 'LSM', 'MIDFIELD']);
    const roles = new Set(
      generateRoster({ seed: 2, teamAbbr: 'BAL', league: 'nfl' }).map((p) =>
        movementRole(p.position),
      ),
    );
    expect([...roles].sort()).toEqual([
      'DB',
      'DL',
      'K',
      'LB',
      'LS',
      'OL',
      'P',
      'QB',
      'RB',
      'TE',
      'WR',
    ]);
  });

  it('is the same for the same seed and honours a size', () => {
    const a = generateRoster({ seed: 8, teamAbbr: 'NYG', league: 'nfl', size: 53 });
    expect(a).toEqual(generateRoster({ seed: 8, teamAbbr: 'NYG', league: 'nfl', size: 53 }));
    expect(a).toHaveLength(53);
    expect(a).not.toEqual(generateRoster({ seed: 9, teamAbbr: 'NYG', league: 'nfl', size: 53 }));
  });
});

describe('defaultPracticePlan', () => {
  it.each(['nfl', 'ncaa-fbs', 'ncaa-mlax'] as SimLeague[])(
    'plans about two hours for %s',
    (league) => {
      const plan = defaultPracticePlan(league, 1);
      const minutes = plan.reduce((sum, p) => sum + p.durationMs, 0) / 60_000;
      expect(minutes).toBeGreaterThan(105);
      expect(minutes).toBeLessThan(130);
      expect(plan.some((p) => p.periodType === 'Break')).toBe(true);
      expect(plan.at(-1)?.periodType).toBe('Conditioning');
    },
  );

  it('runs the NFL periods a staff expects', () => {
    const types = defaultPracticePlan('nfl', 3).map((p) => p.periodType);
    for (const type of [
      'Stretch',
      'Individual',
      '1on1',
      '7on7',
      'Special Teams',
      '11on11 Pass Specific',
    ])
      expect(types).toContain(type);
    expect(types[0]).toBe('Stretch');
  });
});

describe('activityOf', () => {
  it('tells 1on1 from the 11on11 periods', () => {
    expect(activityOf('1on1')).toBe('oneOnOne');
    expect(activityOf('', '1 on 1s')).toBe('oneOnOne');
    expect(activityOf('11on11 Mixed')).toBe('team');
    expect(activityOf('11on11 Run Specific')).toBe('teamRun');
    expect(activityOf('11on11 Pass Specific')).toBe('teamPass');
  });
});

describe('defaultGamePlan', () => {
  it.each(['nfl', 'ncaa-fbs', 'ncaa-mlax'] as SimLeague[])(
    "plays four quarters of team play with a halftime for %s, in the league's period types",
    (league) => {
      const plan = defaultGamePlan(league);
      expect(plan.filter((p) => /^Q[1-4]$/.test(p.name)).map((p) => p.name)).toEqual([
        'Q1',
        'Q2',
        'Q3',
        'Q4',
      ]);
      expect(
        plan.filter((p) => /^Q/.test(p.name)).every((p) => activityOf(p.periodType) === 'team'),
      ).toBe(true);
      expect(plan.some((p) => p.name === 'Halftime' && p.periodType === 'Break')).toBe(true);
      const types: readonly string[] = periodTypesFor(league);
      expect(plan.every((p) => types.includes(p.periodType))).toBe(true);
      const minutes = plan.reduce((sum, p) => sum + p.durationMs, 0) / 60_000;
      expect(minutes).toBeGreaterThan(80);
      expect(minutes).toBeLessThan(130);
    },
  );
});

describe('gameDayRoster', () => {
  it.each(['nfl', 'ncaa-fbs', 'ncaa-mlax'] as const)(
    'dresses a %s squad of active players, every position kept, top of each depth chart',
    (league) => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const roster = generateRoster({ seed, teamAbbr: 'TST', league });
        const active = roster.filter((p) => p.status === 'ACT');
        const squad = gameDayRoster(roster, league);
        expect(squad).toHaveLength(Math.min(active.length, GAME_DAY_SQUAD[league]));
        expect(squad.every((p) => p.status === 'ACT')).toBe(true);
        expect(new Set(squad.map((p) => p.position))).toEqual(
          new Set(active.map((p) => p.position)),
        );
        // Roster order is kept, and a position dresses its first active players in depth order.
        expect(squad).toEqual(roster.filter((p) => squad.includes(p)));
        for (const position of new Set(active.map((p) => p.position))) {
          const depth = active.filter((p) => p.position === position);
          const dressed = squad.filter((p) => p.position === position);
          expect(dressed).toEqual(depth.slice(0, dressed.length));
        }
      }
    },
  );

  it('gives each position its share of the actives: two of four quarterbacks dress in the pro league', () => {
    const roster = generateRoster({ seed: 4, teamAbbr: 'TST', league: 'nfl' });
    const squad = gameDayRoster(roster, 'nfl');
    const count = (list: typeof roster, position: string) =>
      list.filter((p) => p.position === position).length;
    const active = roster.filter((p) => p.status === 'ACT');
    for (const position of new Set(active.map((p) => p.position))) {
      const share = (count(active, position) * squad.length) / active.length;
      expect(count(squad, position)).toBeGreaterThanOrEqual(Math.max(1, Math.floor(share) - 1));
      expect(count(squad, position)).toBeLessThanOrEqual(Math.ceil(share) + 1);
    }
  });

  it('keeps one of each position, even past the squad size, and never dresses the inactive', () => {
    const positions = Array.from({ length: 50 }, (_, i) => `P${i}`);
    const roster = positions.flatMap((position) => [
      { position, status: 'ACT' as const },
      { position, status: 'ACT' as const },
      { position, status: 'DEV' as const },
    ]);
    const squad = gameDayRoster(roster, 'nfl');
    expect(squad.map((p) => p.position)).toEqual(positions);
    expect(squad.every((p) => p.status === 'ACT')).toBe(true);
  });
});
