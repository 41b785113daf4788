import { describe, expect, it } from 'vitest';
import type { TrackColumns } from '../domain';
import { simulateGame, type SimGamePlay } from './game';
import type { SimScriptedPlay } from './game-motion';
import { movementRole } from './profiles';
import { gameDayRoster, generateRoster } from './roster';
import { createPracticeSimulation } from './simulation';

const home = gameDayRoster(generateRoster({ seed: 1, teamAbbr: 'HOM', league: 'nfl' }), 'nfl');
const away = gameDayRoster(generateRoster({ seed: 2, teamAbbr: 'AWY', league: 'nfl' }), 'nfl');
const homeIds = new Set(home.map((p) => p.id));
const roleOf = new Map([...home, ...away].map((p) => [p.id, movementRole(p.position)]));
const game = simulateGame({
  seed: 7,
  kickoffMs: Date.UTC(2026, 9, 4, 17),
  home: { teamId: 'home', players: home },
  visitor: { teamId: 'away', players: away },
});
const script = game.plays.map((p): SimScriptedPlay => {
  const ours = (id: string) => homeIds.has(id) === (p.offenseTeamId === 'home');
  return {
    startMs: p.startMs,
    endMs: p.endMs,
    type: p.type,
    yards: p.yards,
    offense: p.playerIds.filter(ours),
    defense: p.playerIds.filter((id) => !ours(id)),
  };
});
// The first quarter as the history fill runs it: one period from its first snap to its last whistle.
const q1 = game.quarters[0] ?? { startMs: 0, endMs: 0 };
const sim = createPracticeSimulation({
  seed: 7,
  players: [...home, ...away],
  periods: [{ name: 'Q1', periodType: '11on11 Mixed', durationMs: q1.endMs - q1.startMs }],
  startMs: q1.startMs,
  game: { plays: script, homeIds: [...homeIds] },
});

/** Each player's samples from the snap to the whistle. */
const during = (play: SimGamePlay): Map<string, TrackColumns> =>
  new Map(sim.samplesBetween(play.startMs, play.endMs).map((t) => [t.entityId, t]));
/** How far a track gets along x from its first sample, toward `dir`, at most. */
const downfield = (t: TrackColumns, dir: number): number =>
  Math.max(...Array.from(t.xYd, (x) => dir * (x - (t.xYd[0] ?? x))));
/** Path length, yards, over half-second steps (the sensor noise left out). */
const pathYd = (t: TrackColumns): number => {
  let sum = 0;
  for (let i = 5; i < t.atMs.length; i += 5)
    sum += Math.hypot((t.xYd[i] ?? 0) - (t.xYd[i - 5] ?? 0), (t.yYd[i] ?? 0) - (t.yYd[i - 5] ?? 0));
  return sum;
};
/** Top speed, yards a second, over half-second steps. */
const topYps = (t: TrackColumns): number => {
  let top = 0;
  for (let i = 5; i < t.atMs.length; i++) {
    const d = Math.hypot(
      (t.xYd[i] ?? 0) - (t.xYd[i - 5] ?? 0),
      (t.yYd[i] ?? 0) - (t.yYd[i - 5] ?? 0),
    );
    top = Math.max(top, d / 0.5);
  }
  return top;
};
const firstOf = (type: SimGamePlay['type']): SimGamePlay => {
  const play = game.plays.find((p) => p.quarter === 1 && p.type === type);
  if (play === undefined) throw new Error(`no ${type} in the first quarter`);
  return play;
};
const dirOf = (play: SimGamePlay) => (play.offenseTeamId === 'home' ? 1 : -1);

describe('a game played in the shape of its plays', () => {
  it('sends the kicking team 40 yards and more downfield at speed on a kickoff', () => {
    const kick = firstOf('Kickoff');
    const tracks = during(kick);
    const coverage = kick.playerIds.slice(0, 11).flatMap((id) => {
      const t = tracks.get(id);
      return t === undefined || roleOf.get(id) === 'K' ? [] : [t];
    });
    expect(coverage).toHaveLength(10);
    for (const t of coverage) {
      expect(downfield(t, dirOf(kick)), t.entityId).toBeGreaterThan(38);
      expect(topYps(t), t.entityId).toBeGreaterThan(5.5);
    }
  });

  it('keeps the players off the field nearly still on the sideline during a play', () => {
    for (const play of [firstOf('Kickoff'), firstOf('Run'), firstOf('Pass')]) {
      const on = new Set(play.playerIds);
      const off = [...during(play)].filter(([id]) => roleOf.has(id) && !on.has(id));
      expect(off.length).toBeGreaterThan(60);
      for (const [id, t] of off) {
        expect(pathYd(t), id).toBeLessThan(4);
        expect(topYps(t), id).toBeLessThan(2);
        const y = t.yYd[0] ?? 0;
        expect(y < 6 || y > 47, `${id} at y ${y}`).toBe(true);
      }
    }
  });

  it('moves the line a little on a run and sends receivers downfield on a pass', () => {
    const run = firstOf('Run');
    const runTracks = during(run);
    const line = run.playerIds.filter((id) => roleOf.get(id) === 'OL' && runTracks.has(id));
    expect(line.length).toBeGreaterThanOrEqual(4);
    for (const id of line) {
      const t = runTracks.get(id);
      if (t === undefined) continue;
      expect(pathYd(t), id).toBeLessThan(5);
    }
    const pass = firstOf('Pass');
    const passTracks = during(pass);
    const receivers = pass.playerIds
      .slice(0, 11)
      .filter((id) => roleOf.get(id) === 'WR' && passTracks.has(id));
    expect(receivers.length).toBeGreaterThanOrEqual(2);
    for (const id of receivers) {
      const t = passTracks.get(id);
      if (t !== undefined) expect(downfield(t, dirOf(pass)), id).toBeGreaterThan(8);
    }
  });
});
