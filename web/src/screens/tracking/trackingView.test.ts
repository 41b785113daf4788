import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  countersOf,
  positionOptions,
  searchOf,
  shownRows,
  statusOptions,
  type TrackingRow,
} from './trackingView';

const row = (id: string, position: string, status: string, tracking: boolean): TrackingRow => ({
  id,
  playerId: id,
  nflId: null,
  name: id,
  jersey: '1',
  position,
  positionGroup: null,
  status,
  tracking,
  samples: tracking ? 10 : 0,
});

const ROWS = [
  row('qb', 'QB', 'ACT', true),
  row('cb', 'CB', 'DEV', false),
  row('ss', 'SS', 'ACT', false),
  row('ls', 'LS', 'RES', true),
  row('tag', '', '', true),
];

describe('practice tracking view', () => {
  it('shows ACT and DEV players by default, every status on request (01 §3.2)', () => {
    const byDefault = choiceOf(new URLSearchParams());
    expect(byDefault.statuses).toEqual(['ACT', 'DEV']);
    expect(shownRows(ROWS, byDefault).map((r) => r.id)).toEqual(['qb', 'cb', 'ss']);
    const all = choiceOf(searchOf(new URLSearchParams('x=1'), { statuses: [], positions: [] }));
    expect(all).toEqual({ statuses: [], positions: [] });
    expect(shownRows(ROWS, all)).toHaveLength(5);
  });

  it('narrows by position group and keeps the choice in the address', () => {
    const search = searchOf(new URLSearchParams('x=1'), { statuses: ['ACT'], positions: ['DB'] });
    expect(search.toString()).toBe('x=1&status=ACT&pos=DB');
    expect(shownRows(ROWS, choiceOf(search)).map((r) => r.id)).toEqual(['ss']);
    expect(shownRows(ROWS, { statuses: ['-'], positions: [] }).map((r) => r.id)).toEqual(['tag']);
  });

  it('counts the players shown, those tracked and those not', () => {
    expect(countersOf(ROWS)).toEqual({ players: 5, tracked: 3, notTracked: 2 });
    expect(countersOf([])).toEqual({ players: 0, tracked: 0, notTracked: 0 });
  });

  it('offers every status code and the groups present, in the spec order', () => {
    expect(statusOptions(ROWS).map(([v]) => v)).toEqual([
      'ACT',
      'DEV',
      'CUT',
      'RES',
      'PUP',
      'RSN',
      'UF',
      'EXE',
      'NWT',
      '-',
    ]);
    expect(statusOptions(ROWS).at(-1)).toEqual(['-', 'No status']);
    expect(positionOptions(ROWS).map(([v]) => v)).toEqual(['QB', 'DB', 'SPEC', '-']);
  });
});
