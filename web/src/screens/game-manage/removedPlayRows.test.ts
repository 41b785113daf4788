import { describe, expect, it } from 'vitest';
import {
  allPass,
  changedFrom,
  mappingsOf,
  rowDetails,
  rowProblems,
  rowsOf,
} from './removedPlayRows';

const game = {
  gamePlays: [
    { playId: '56', name: 'Q1 15:00 · Play 56', quarter: 1 },
    { playId: '78', name: 'Q1 14:21 · Play 78', quarter: 1 },
  ],
  players: [{ nflId: '43210', name: 'Sam Smith', jersey: '12', teamId: '3700' }],
};

describe('removed play rows (03 §5)', () => {
  it('reads and writes the list of single-entry mappings', () => {
    const rows = rowsOf([{ '56': '43210' }, { '78': '43210' }], 5);
    expect(rows).toEqual([
      { playId: '56', nflId: '43210', key: 5 },
      { playId: '78', nflId: '43210', key: 6 },
    ]);
    expect(mappingsOf(rows)).toEqual([{ '56': '43210' }, { '78': '43210' }]);
    expect(changedFrom(rows, [{ '56': '43210' }, { '78': '43210' }])).toBe(false);
    expect(changedFrom(rows.slice(1), [{ '56': '43210' }, { '78': '43210' }])).toBe(true);
  });

  it('says why each failing cell fails, and passes only when every row does', () => {
    const problems = rowProblems(
      [
        { playId: '56', nflId: '43210' },
        { playId: '7', nflId: '4321' },
        { playId: '99', nflId: '12345' },
        { playId: '5a', nflId: '' },
        { playId: '56', nflId: '43210' },
      ],
      game,
    );
    expect(problems).toEqual([
      { playId: null, nflId: null },
      {
        playId: 'The play ID must be longer than 1 character.',
        nflId: 'The NFL ID must be longer than 4 characters.',
      },
      {
        playId: 'Play 99 is not a play of this game.',
        nflId: 'NFL ID 12345 was not tracked in this game.',
      },
      { playId: 'The play ID must be a non-negative whole number.', nflId: 'Enter the NFL ID.' },
      { playId: null, nflId: 'Play 56 of NFL ID 43210 is listed twice.' },
    ]);
    expect(allPass(problems)).toBe(false);
    expect(allPass(problems.slice(0, 1))).toBe(true);
    expect(allPass([])).toBe(true);
  });

  it("names the row's play and player", () => {
    expect(rowDetails({ playId: '78', nflId: '43210' }, game)).toBe(
      'Q1 14:21 · Play 78 · Sam Smith #12',
    );
    expect(rowDetails({ playId: '99', nflId: '1' }, game)).toBe('');
  });
});
