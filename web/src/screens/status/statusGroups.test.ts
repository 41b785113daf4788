import { describe, expect, it } from 'vitest';
import { groupByDateAndTeam, localDay, statusLook } from './statusGroups';

const NAMES: Record<string, string> = { '3700': 'Buffalo Bills', '1200': 'Miami Dolphins' };
const name = (id: string) => NAMES[id] ?? id;

const row = (date: string, teamId: string, sessionId: string) => ({ date, teamId, sessionId });

describe('Processing Status groups (03 §2)', () => {
  it('groups by day, newest first, then by team name, keeping row order in a team', () => {
    const groups = groupByDateAndTeam(
      [
        row('2026-11-24', '1200', 'a'),
        row('2026-11-26', '3700', 'b'),
        row('2026-11-24', '3700', 'c'),
        row('2026-11-26', '1200', 'd'),
        row('2026-11-24', '1200', 'e'),
        row('2026-12-01', '9999', 'f'),
      ],
      name,
    );
    expect(
      groups.map((g) => [g.date, g.teams.map((t) => [t.teamId, t.rows.map((r) => r.sessionId)])]),
    ).toEqual([
      ['2026-12-01', [['9999', ['f']]]],
      [
        '2026-11-26',
        [
          ['3700', ['b']],
          ['1200', ['d']],
        ],
      ],
      [
        '2026-11-24',
        [
          ['3700', ['c']],
          ['1200', ['a', 'e']],
        ],
      ],
    ]);
  });

  it('has no groups for no rows', () => {
    expect(groupByDateAndTeam([], name)).toEqual([]);
  });

  it('highlights LIVE and PROCESSING, and nothing else', () => {
    expect(statusLook('LIVE')).toBe('live');
    expect(statusLook('PROCESSING')).toBe('processing');
    expect(statusLook('INPROGRESS')).toBe('processing');
    expect(statusLook('COMPLETE')).toBe('plain');
    expect(statusLook('FAILED')).toBe('plain');
  });

  it('reads a yyyy-MM-dd day as that local day, and refuses others', () => {
    expect(localDay('2026-03-08')?.getDate()).toBe(8);
    expect(localDay('2026-02-30')).toBeNull();
    expect(localDay('26-2-3')).toBeNull();
  });
});
