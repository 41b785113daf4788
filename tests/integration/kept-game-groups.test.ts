/**
 * A finished game's numbers by quarter and by play, kept (issue 36; kept-groups.ts), on
 * SQLite and a real PostgreSQL: the processing job keeps both groupings, equal to what a read
 * computes; a read is answered from the kept row (a row the test marks comes back as it is,
 * so no engine ran); a row kept from another source key is never used, and the read that
 * computes replaces it; a sample stored for the game drops its rows, and the next read keeps
 * its new numbers under the new key.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDataaccess, storeBatch, type Dataaccess, type Store } from '../../dataaccess';
import { ProcessingJobs } from '../../dataaccess/src/live/processing-job';
import { insertTeams } from '../../scripts/demo/seed';
import { generateRoster } from '../../simulator';
import { storePlayedGame, type StoredPlay } from '../support/played-games';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'kept-groups';
const TEAM = '3700';
const VISITOR = '1050';
const START_MS = Date.UTC(2025, 9, 12, 17);
const MARK = 12_345;

interface Group {
  index: number;
  name: string;
  players: { id: string; metrics: Record<string, number | null> }[];
}
interface Full {
  players: { id: string; metrics: Record<string, number | null> }[];
  byPeriod: Group[];
}

describe.each(backends)('kept game groups on $name', (backend) => {
  let store: Store;
  let plays: StoredPlay[];
  const GAME = `kept-groups-${backend.name}`;
  const players = generateRoster({ seed: 52, teamAbbr: 'KG', league: 'nfl', size: 5 }).map((p) => ({
    ...p,
    id: `kg-${p.id}`,
  }));

  /** A dataaccess of its own: nothing cached in memory from an earlier read. */
  const freshRead = async (groupBy: 'quarter' | 'play'): Promise<Full> => {
    const da: Dataaccess = buildDataaccess({ store, serviceToken: TOKEN, now: () => START_MS });
    try {
      const res = await da.app.inject({
        method: 'GET',
        url: `/dataaccess/fullpractice/${GAME}?groupBy=${groupBy}`,
        headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json<{ results: Full[] }>().results[0];
      if (item === undefined) throw new Error('fullpractice answered no item');
      return item;
    } finally {
      await da.app.close();
    }
  };

  const keptRows = () =>
    store.db
      .selectFrom('session_groups')
      .select(['group_by', 'source_key', 'body'])
      .where('session_id', '=', GAME)
      .orderBy('group_by')
      .execute();

  /** Marks the first player's total distance in the kept row of `groupBy`. */
  const markKept = async (groupBy: 'quarter' | 'play', sourceKey?: string) => {
    const row = (await keptRows()).find((r) => r.group_by === groupBy);
    if (row === undefined) throw new Error(`no kept ${groupBy} row`);
    const body = JSON.parse(row.body) as { players: { metrics: Record<string, number> }[] };
    const first = body.players[0];
    if (first === undefined) throw new Error('the kept row has no player');
    first.metrics.totalDist = MARK;
    await store.db
      .updateTable('session_groups')
      .set({ body: JSON.stringify(body), source_key: sourceKey ?? row.source_key })
      .where('session_id', '=', GAME)
      .where('group_by', '=', groupBy)
      .execute();
  };

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    plays = await storePlayedGame(store.db, {
      id: GAME,
      teamId: TEAM,
      visitorTeamId: VISITOR,
      startMs: START_MS,
      players,
      plays: [
        { playId: '11', quarter: 1, seconds: 9 },
        { playId: '12', quarter: 1, seconds: 7 },
        { playId: '21', quarter: 2, seconds: 8 },
        { playId: '31', quarter: 3, seconds: 10 },
        { playId: '41', quarter: 4, seconds: 6 },
      ],
    });
  });

  afterAll(async () => {
    await store.close();
    await backend.dispose();
  });

  it("the game's processing job keeps both groupings, equal to what a read computes", async () => {
    const jobs = new ProcessingJobs(store.db, () => START_MS);
    jobs.start(GAME);
    await vi.waitFor(() => {
      expect(jobs.has(GAME)).toBe(false);
    }, 30_000);
    await jobs.close();
    const rows = await keptRows();
    expect(rows.map((r) => r.group_by)).toEqual(['play', 'quarter']);
    const kept = { quarter: await freshRead('quarter'), play: await freshRead('play') };
    expect(kept.quarter.byPeriod.map((g) => g.name)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(kept.play.byPeriod).toHaveLength(plays.length);
    await store.db.deleteFrom('session_groups').where('session_id', '=', GAME).execute();
    expect(await freshRead('quarter')).toEqual(kept.quarter);
    expect(await freshRead('play')).toEqual(kept.play);
    // Those reads computed and kept again, under the same key.
    expect((await keptRows()).map((r) => r.source_key)).toEqual(rows.map((r) => r.source_key));
  });

  it('a read answers from the kept row, with no engine run', async () => {
    await markKept('quarter');
    const read = await freshRead('quarter');
    expect(read.players[0]?.metrics.totalDist).toBe(MARK);
  });

  it('a row kept from another source is not used; the read that computes replaces it', async () => {
    const [, quarter] = await keptRows();
    await markKept('quarter', 'an older version|of the samples');
    const read = await freshRead('quarter');
    expect(read.players[0]?.metrics.totalDist).not.toBe(MARK);
    const [, replaced] = await keptRows();
    expect(replaced?.source_key).toBe(quarter?.source_key);
    expect(replaced?.body).not.toContain(String(MARK));
  });

  it('a sample stored for the game drops its kept rows; the next read keeps under a new key', async () => {
    const [, before] = await keptRows();
    const last = plays.at(-1);
    if (last === undefined) throw new Error('no play');
    const late = last.endMs - 50;
    const id = players[0]?.id ?? '';
    await storeBatch(store.db, GAME, [
      {
        entityId: id,
        atMs: Float64Array.of(late),
        xYd: Float32Array.of(60),
        yYd: Float32Array.of(26),
      },
    ]);
    expect(await keptRows()).toEqual([]);
    await freshRead('quarter');
    const after = await keptRows();
    expect(after.map((r) => r.group_by)).toEqual(['quarter']);
    expect(after[0]?.source_key).not.toBe(before?.source_key);
  });
});
