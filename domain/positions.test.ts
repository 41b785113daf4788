import { describe, expect, it } from 'vitest';
import {
  drillGroupOf,
  drillsFor,
  ALTERNATE_SKILL_DRILLS,
  COMMON_DRILLS,
  DRILL_GROUPS,
} from './drills';
import { applyPlayType, quartersAllowed } from './options';
import { keepPeriodTypesFor, periodNameToAdd } from './periods';
import {
  FOOTBALL_POSITIONS,
  hasBallMetrics,
  positionGroupOf,
  sideOfPosition,
  SIDE_COLORS,
} from './positions';

describe('positions (01 §3.1)', () => {
  it('maps every position to its group', () => {
    expect(positionGroupOf('FB')).toBe('RB');
    expect(positionGroupOf('wo')).toBe('WR');
    expect(positionGroupOf('EDGE')).toBe('DL');
    expect(positionGroupOf('MIKE')).toBe('LB');
    expect(positionGroupOf('SAF')).toBe('DB');
    expect(positionGroupOf('LS')).toBe('SPEC');
    expect(positionGroupOf('GOALIE')).toBeUndefined();
    expect(FOOTBALL_POSITIONS).toHaveLength(38);
  });

  it('colours offense blue and defense red', () => {
    expect(sideOfPosition('OG')).toBe('offense');
    expect(sideOfPosition('CB')).toBe('defense');
    expect(sideOfPosition('K')).toBe('special');
    expect(SIDE_COLORS.offense).toMatch(/^#1f6f/);
  });

  it('gives ball metrics to QB, K, P and LS only', () => {
    expect(['QB', 'k', 'P', 'LS'].every(hasBallMetrics)).toBe(true);
    expect(hasBallMetrics('PK')).toBe(false);
    expect(hasBallMetrics('WR')).toBe(false);
  });
});

describe('drill catalogue (01 §3.4)', () => {
  it('ends every skill list with Alternate Skill Drills and appends the common drills', () => {
    for (const group of DRILL_GROUPS.filter((g) => g !== 'Common')) {
      const drills = drillsFor(group);
      expect(drills[drills.length - COMMON_DRILLS.length - 1]).toBe(ALTERNATE_SKILL_DRILLS);
      expect(drills.slice(-COMMON_DRILLS.length)).toEqual([...COMMON_DRILLS]);
    }
    expect(drillsFor('Common')).toEqual([...COMMON_DRILLS]);
  });

  it('maps positions to drill groups', () => {
    expect(drillGroupOf('WR')).toBe('WO');
    expect(drillGroupOf('P')).toBe('PK');
    expect(drillGroupOf('LS')).toBe('LS');
    expect(drillGroupOf('OLB')).toBe('LB');
    expect(drillGroupOf('ATTACK')).toBe('Common');
  });
});

describe('option rules', () => {
  it('applies the quarter exclusion rules of play types', () => {
    expect(quartersAllowed('Pre-Game')).toEqual(['Q0']);
    expect(quartersAllowed('In-Play')).not.toContain('Q0');
    expect(quartersAllowed('Totals')).toHaveLength(6);
    expect(applyPlayType('Pre-Game', ['Q1', 'Q2'])).toEqual(['Q0']);
    expect(applyPlayType('Out-Of-Play', ['Q0', 'Q3'])).toEqual(['Q3']);
  });

  it('keeps only period types valid for a new league', () => {
    expect(keepPeriodTypesFor('ncaa-fbs', ['Stretch', '7on7', 'Telemetry'])).toEqual([
      'Stretch',
      'Telemetry',
    ]);
    expect(keepPeriodTypesFor('nfl', ['Stretch', '7on7', 'Telemetry'])).toEqual([
      'Stretch',
      '7on7',
    ]);
  });

  it('ignores a single space as a period name', () => {
    expect(periodNameToAdd(' ')).toBeUndefined();
    expect(periodNameToAdd(' Team ')).toBe('Team');
  });
});
