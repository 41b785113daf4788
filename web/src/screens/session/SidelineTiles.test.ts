import { describe, expect, it } from 'vitest';
import { sidelineGroups } from './SidelineTiles';

const player = (id: string, position: string, totalDis: number) => ({
  id,
  name: `Player ${id}`,
  jerseyNumber: id,
  position,
  metrics: { totalDis },
});
const hit = (playerId: string | null, metric: string) => ({
  playerId,
  playerName: null,
  metric,
  value: 20,
  threshold: 18,
  atMs: 1,
});

describe('sidelineGroups', () => {
  it('groups by position group in the spec order, players past a target first, then by yards', () => {
    const groups = sidelineGroups(
      [
        player('1', 'CB', 900),
        player('2', 'QB', 300),
        player('3', 'FS', 1200),
        player('4', 'S', 400),
        player('5', 'XX', 10),
        player('6', 'WR', 500),
      ],
      [hit('4', 'speedMPH'), hit('4', 'totalDis'), hit('1', 'speedMPH'), hit(null, 'x')],
    );
    expect(groups.map((g) => g.name)).toEqual(['QB', 'WR', 'DB', 'XX']);
    const db = groups.find((g) => g.name === 'DB');
    expect(db?.players.map((p) => [p.player.id, p.hits.length])).toEqual([
      ['4', 2],
      ['1', 1],
      ['3', 0],
    ]);
  });
});
