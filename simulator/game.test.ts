import { describe, expect, it } from 'vitest';
import { simulateGame, type SimGameOptions } from './game';
import { gameDayRoster, generateRoster } from './roster';

const squad = (seed: number, teamAbbr: string) =>
  gameDayRoster(generateRoster({ seed, teamAbbr, league: 'nfl' }), 'nfl');

const options = (seed: number): SimGameOptions => ({
  seed,
  kickoffMs: Date.UTC(2026, 9, 4, 17),
  home: { teamId: 'home', players: squad(1, 'HOM') },
  visitor: { teamId: 'away', players: squad(2, 'AWY') },
});

describe('simulateGame', () => {
  const games = Array.from({ length: 40 }, (_, i) => simulateGame(options(1000 + i)));

  it('plays four quarters of 120 to 180 plays in all, each quarter after the one before', () => {
    for (const game of games) {
      expect(game.quarters.map((q) => q.quarter)).toEqual([1, 2, 3, 4]);
      expect(game.plays.length).toBeGreaterThanOrEqual(120);
      expect(game.plays.length).toBeLessThanOrEqual(180);
      expect(new Set(game.plays.map((p) => p.quarter))).toEqual(new Set([1, 2, 3, 4]));
    }
  });

  it('runs the clock down within a quarter and plays in time order without overlap', () => {
    for (const game of games) {
      game.plays.forEach((play, i) => {
        const before = game.plays[i - 1];
        expect(play.endMs).toBeGreaterThan(play.startMs);
        expect(play.clockSec).toBeGreaterThanOrEqual(0);
        expect(play.clockSec).toBeLessThanOrEqual(900);
        if (before === undefined) return;
        expect(play.startMs).toBeGreaterThan(before.endMs);
        expect(Number(play.playId)).toBeGreaterThan(Number(before.playId));
        if (before.quarter === play.quarter)
          expect(play.clockSec).toBeLessThanOrEqual(before.clockSec);
        else expect(play.quarter).toBe(before.quarter + 1);
      });
    }
  });

  it('puts eleven of each side on the field, and keeps the score from the plays', () => {
    const home = new Set(options(0).home.players.map((p) => p.id));
    for (const game of games) {
      for (const play of game.plays) {
        expect(new Set(play.playerIds).size).toBe(22);
        const offense = play.playerIds.slice(0, 11);
        expect(offense.every((id) => home.has(id))).toBe(play.offenseTeamId === 'home');
      }
      const points = (team: string) =>
        game.plays.filter((p) => p.offenseTeamId === team).reduce((s, p) => s + p.points, 0);
      expect([game.homeScore, game.visitorScore]).toEqual([points('home'), points('away')]);
    }
    expect(games.some((g) => g.homeScore + g.visitorScore > 20)).toBe(true);
  });

  it('has the play types and lengths of real games', () => {
    const all = games.flatMap((g) => g.plays);
    const share = (type: string) => all.filter((p) => p.type === type).length / all.length;
    expect(share('Pass')).toBeGreaterThan(0.3);
    expect(share('Run')).toBeGreaterThan(0.25);
    for (const type of ['Kickoff', 'Punt', 'Field Goal', 'Extra Point'])
      expect(share(type)).toBeGreaterThan(0);
    const seconds = all.filter((p) => p.type === 'Run').map((p) => (p.endMs - p.startMs) / 1000);
    expect(Math.min(...seconds)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...seconds)).toBeLessThanOrEqual(7.5);
  });

  it('gives the same game for the same seed and another for another seed', () => {
    expect(simulateGame(options(1000))).toEqual(games[0]);
    expect(simulateGame(options(1001)).plays).not.toEqual(games[0]?.plays);
  });
});
