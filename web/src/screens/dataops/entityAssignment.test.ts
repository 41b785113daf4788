import { describe, expect, it } from 'vitest';
import { changedAssignments, isAssignable, rosterLabel, rosterOrder } from './entityAssignment';

describe('entity assignment in the entities modal', () => {
  it('offers players and raw tags, never a ball', () => {
    expect(isAssignable({ entityId: 'p1', kind: 'player' })).toBe(true);
    expect(isAssignable({ entityId: 'tag-9', kind: 'unknown' })).toBe(true);
    expect(isAssignable({ entityId: 'ball-1', kind: 'ball' })).toBe(false);
  });

  it('sends only rows given to another player', () => {
    const chosen = new Map([
      ['tag-9', 'p2'],
      ['p1', 'p1'],
      ['p3', ''],
    ]);
    expect(changedAssignments(chosen)).toEqual([{ entityId: 'tag-9', playerId: 'p2' }]);
    expect(changedAssignments(new Map())).toEqual([]);
  });

  it('lists the roster by jersey number, then name, with both in the label', () => {
    const roster = rosterOrder([
      { id: 'a', name: 'Zed Young', jersey: '7' },
      { id: 'b', name: 'Al Brown', jersey: '' },
      { id: 'c', name: 'Cy Adams', jersey: '12' },
      { id: 'd', name: 'Bo Clark', jersey: '7' },
    ]);
    expect(roster.map((p) => p.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(rosterLabel({ id: 'c', name: 'Cy Adams', jersey: '12' })).toBe('#12 Cy Adams');
    expect(rosterLabel({ id: 'b', name: 'Al Brown', jersey: '' })).toBe('Al Brown');
  });
});
