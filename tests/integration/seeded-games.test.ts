/**
 * The demo season's games played play by play (scripts/demo/seeded-games.ts), on SQLite: every
 * past football game of the history's teams has four quarters of 120 to 180 plays with the
 * players on the field and a score that is the plays' points; one of them, filled as the
 * history fills it, lists its plays by play and by quarter, Game Manage offers its plays and
 * tracked players, and a removed play lowers that player's numbers after the reprocess by what
 * By play reported for them in that play, leaving the other players as they were (to within
 * a yard: the fill reads the positions in windows, the reprocess in one piece).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, openStore, type Dataaccess, type Store } from '../../dataaccess';
import { gamePlays } from '../../dataaccess/src/live/removed-plays';
import { fillSession } from '../../scripts/demo/history';
import { seedDemoSchedule } from '../../scripts/demo/seed';
import { pastFootballGames, type SeededPlayPeriod } from '../../scripts/demo/seeded-games';

const NOW_MS = Date.UTC(2026, 10, 23, 16);
const TOKEN = 'seeded-games';

interface Answer<T> {
  results: T[];
  status: string;
}
interface Row {
  id: string;
  metrics: Record<string, number | null>;
}
interface Full {
  players: Row[];
  byPeriod: { index: number; name: string; playId?: string; quarter?: number; players: Row[] }[];
  groupNote?: string;
}

describe('seeded games', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seeded-games-'));
  let store: Store;
  let da: Dataaccess;
  const get = async <T>(url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<Answer<T>>().results[0];
    if (item === undefined) throw new Error(`empty answer from ${url}`);
    return item;
  };

  beforeAll(async () => {
    store = await openStore(`sqlite:${join(dir, 'store.db')}`);
    await seedDemoSchedule(store.db, NOW_MS);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  }, 120_000);
  afterAll(async () => {
    await da.app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The past football games of the history's teams. */
  const playedGames = () => pastFootballGames(store.db);

  it('plays each past game in four quarters of 120 to 180 plays, scored from the plays', async () => {
    const games = await playedGames();
    expect(games.length).toBeGreaterThan(10);
    for (const doc of games) {
      const plays = doc.drills as SeededPlayPeriod[];
      expect(plays.length).toBeGreaterThanOrEqual(120);
      expect(plays.length).toBeLessThanOrEqual(180);
      expect(new Set(plays.map((p) => p.quarter))).toEqual(new Set([1, 2, 3, 4]));
      expect(plays.every((p) => p.playerIds.length === 22)).toBe(true);
      const last = plays.at(-1);
      expect(doc.score).toEqual({
        homeTeamScore: { pointTotal: last?.homeScore },
        visitorTeamScore: { pointTotal: last?.visitorScore },
      });
      expect(typeof doc.endTime === 'number' && doc.endTime >= (last?.endTs ?? Infinity)).toBe(
        true,
      );
    }
  });

  it('lists a filled game by play and by quarter, and a removed play lowers its player', async () => {
    const [doc] = await playedGames();
    if (doc === undefined) throw new Error('no played game');
    await fillSession(store.db, doc);
    const plays = gamePlays(doc);
    const byPlay = await get<Full>(`fullpractice/${doc._id}?groupBy=play`);
    expect(byPlay.byPeriod.map((p) => p.playId)).toEqual(plays.map((p) => p.playId));
    // Each play lists its 22 on the field (the play's stored personnel), nobody else.
    const tracked = new Set(byPlay.players.map((r) => r.id));
    const drills = doc.drills as SeededPlayPeriod[];
    for (const [i, entry] of byPlay.byPeriod.entries()) {
      const onField = (drills[entry.index]?.playerIds ?? []).filter((id) => tracked.has(id));
      expect(onField.length, entry.name).toBe(22);
      expect(entry.players.map((r) => r.id).sort(), `play ${i}`).toEqual(onField.sort());
    }
    const byQuarter = await get<Full>(`fullpractice/${doc._id}?groupBy=quarter`);
    expect(byQuarter.byPeriod.map((q) => q.name)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);

    const offered = await get<{
      gamePlays: { playId: string }[];
      players: { nflId: string; name: string }[];
    }>(`ignoreplaysforgame/${doc._id}`);
    expect(offered.gamePlays.map((p) => p.playId)).toEqual(plays.map((p) => p.playId));
    // A run or pass of the home side's, and its quarterback (the offense's first on the field).
    const drill = (doc.drills as SeededPlayPeriod[]).find(
      (p) => p.playType === 'Pass' && p.offenseTeamId === doc.teamId,
    );
    if (drill === undefined) throw new Error('no pass of the home side');
    const [playerId] = drill.playerIds;
    const player = await store.db
      .selectFrom('players')
      .select(['nfl_id'])
      .where('player_id', '=', playerId ?? '')
      .executeTakeFirstOrThrow();
    expect(offered.players.map((p) => p.nflId)).toContain(player.nfl_id);

    const before = await get<Full>(`fullpractice/${doc._id}`);
    const inPlay = byPlay.byPeriod
      .find((p) => p.playId === drill.playId)
      ?.players.find((r) => r.id === playerId)?.metrics.totalDis;
    expect(inPlay).toBeGreaterThan(0);
    await get(`ignoreplaysforgame/${doc._id}`, 'POST', [{ [drill.playId]: player.nfl_id ?? '' }]);
    await get(`reprocessgame/${doc._id}`);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const status = await get<{ state: string; queued: boolean }>(
        `reprocessgame/${doc._id}/status`,
      );
      if (status.state === 'done' && !status.queued) break;
      expect(status.state).not.toBe('failed');
      if (Date.now() > deadline) throw new Error(`the reprocess is still ${status.state}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const after = await get<Full>(`fullpractice/${doc._id}`);
    const total = (answer: Full, id: string) =>
      answer.players.find((r) => r.id === id)?.metrics.totalDis ?? NaN;
    expect(total(after, playerId ?? '')).toBeCloseTo(
      total(before, playerId ?? '') - (inPlay ?? 0),
      0,
    );
    // Another player keeps their numbers: the reprocess reads the same positions in one piece
    // where the fill read them in windows, which moves a total by a fraction of a yard.
    const other = drill.playerIds[11] ?? '';
    expect(Math.abs(total(after, other) - total(before, other))).toBeLessThan(1);
  }, 900_000);
});
