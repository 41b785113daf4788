import { describe, expect, it } from 'vitest';
import { combineJerseyCode, combinePlayerOf } from './drills';

const roster = [
  { id: 'qb', jersey: '7', position: 'QB' },
  { id: 'wr', jersey: '11', position: 'WR' },
  { id: 'cb', jersey: '11', position: 'CB' },
  { id: 'k', jersey: '0', position: 'K' },
];

describe('combine jerseys (03 §3, §5)', () => {
  it('matches a jersey, one digit with a leading 0, to the one player of the drill group', () => {
    expect(combinePlayerOf(roster, 'QB', '7')?.id).toBe('qb');
    expect(combinePlayerOf(roster, 'QB', '07')?.id).toBe('qb');
    expect(combinePlayerOf(roster, 'WO', '11')?.id).toBe('wr');
    expect(combinePlayerOf(roster, 'DB', '11')?.id).toBe('cb');
    expect(combinePlayerOf(roster, 'PK', '0')?.id).toBe('k');
    expect(combinePlayerOf(roster, 'PK', '00')?.id).toBe('k');
    // Nobody of the group, two of Common, or no number: no match (a yellow row).
    expect(combinePlayerOf(roster, 'QB', '11')).toBeUndefined();
    expect(combinePlayerOf(roster, 'Common', '11')).toBeUndefined();
    expect(combinePlayerOf(roster, 'Common', '7')?.id).toBe('qb');
    expect(combinePlayerOf(roster, 'QB', '')).toBeUndefined();
    expect(combinePlayerOf(roster, 'QB', '1234')).toBeUndefined();
  });

  it('writes the code as position plus digits, WR as WO', () => {
    expect(combineJerseyCode('WO', '11')).toBe('WO11');
    expect(combineJerseyCode('QB', '7')).toBe('QB07');
    expect(combineJerseyCode('Common', '7', { jersey: '7', position: 'WR' })).toBe('WO07');
    expect(combineJerseyCode('Common', '123')).toBe('123');
  });
});
