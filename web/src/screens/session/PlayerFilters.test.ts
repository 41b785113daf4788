import { describe, expect, it } from 'vitest';
import { choiceOf, PIN_LIMIT, shownPlayers } from './PlayerFilters';

const players = [
  { id: 'a', name: 'Aaron Warner', jerseyNumber: '33', position: 'RB' },
  { id: 'b', name: 'Alec Hughes', jerseyNumber: '11', position: 'WR' },
  { id: 'c', name: 'Adrian Wilkes', jerseyNumber: '37', position: 'CB' },
];

describe('the players a session view shows', () => {
  it('reads the search, the position and the pins from the address', () => {
    expect(choiceOf(new URLSearchParams('q=%20hug&pos=WR&pin=a,c'))).toEqual({
      query: 'hug',
      position: 'WR',
      pinned: ['a', 'c'],
    });
    expect(choiceOf(new URLSearchParams(''))).toEqual({ query: '', position: '', pinned: [] });
    const many = Array.from({ length: 12 }, (_, i) => `p${i}`).join(',');
    expect(choiceOf(new URLSearchParams(`pin=${many}`)).pinned).toHaveLength(PIN_LIMIT);
  });

  it('finds by name in any case or by the whole jersey number, within a position', () => {
    const show = (search: string) =>
      shownPlayers(players, choiceOf(new URLSearchParams(search))).map((p) => p.id);
    expect(show('q=HUGH')).toEqual(['b']);
    expect(show('q=3')).toEqual([]);
    expect(show('q=37')).toEqual(['c']);
    expect(show('pos=RB')).toEqual(['a']);
    expect(show('q=a&pos=CB')).toEqual(['c']);
  });

  it('always shows pinned players, whatever the search', () => {
    expect(
      shownPlayers(players, choiceOf(new URLSearchParams('q=zzz&pin=b'))).map((p) => p.id),
    ).toEqual(['b']);
  });
});
