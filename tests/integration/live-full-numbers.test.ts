/**
 * fullpractice/{id} of a live practice is bounded (issue 34, decision 0027): concurrent reads
 * share one computation, and a later read decodes only the windows that can hold samples
 * stored since (plus, for a player compared with no past week, the player's own positions
 * when their max grew: the relative zones moved). The answers equal the engine run over
 * every stored position, as the route computed them before. On SQLite and PostgreSQL, the
 * stored windows decoded counted by a plugin on the store's queries.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  createPractice,
  runPracticeCommand,
  storeBatch,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { loadSessionTracks } from '../../dataaccess/src/live/removed-plays';
import { periodsOf, playerMetricsOf } from '../../dataaccess/src/live/stored-metrics';
import { getSession } from '../../dataaccess/src/sessions/sessions';
import { insertTeams } from '../../scripts/demo/seed';
import { createPracticeSimulation, generateRoster } from '../../simulator';
import { storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'live-full';
const TEAM = '3700';
const START_MS = Date.UTC(2025, 9, 8, 15);
const FIRST_MS = 2 * 60_000;
const MORE_MS = 10_000;

/** Counts the stored windows read with their bytes (rows carrying window_ms and data). */
class WindowReads implements KyselyPlugin {
  rows = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) if ('data' in row && 'window_ms' in row) this.rows += 1;
    return Promise.resolve(args.result);
  }
}

interface Item {
  players: { id: string; metrics: Record<string, unknown> }[];
  byPeriod: { index: number; players: { id: string; metrics: Record<string, unknown> }[] }[];
}

describe.each(backends)('live fullpractice on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const reads = new WindowReads();
  const players = generateRoster({ seed: 11, teamAbbr: 'LF', league: 'nfl', size: 6 }).map((p) => ({
    ...p,
    id: `lf-${p.id}`,
  }));

  beforeAll(async () => {
    const opened = await backend.open();
    store = { ...opened, db: opened.db.withPlugin(reads), close: () => opened.close() };
    await insertTeams(store.db);
    // Half the squad has a past week (relative zones from its max), half has none (from
    // the session's own max so far).
    await storePastSession(store.db, {
      id: 'lf-past',
      kind: 'practice',
      teamId: TEAM,
      startMs: START_MS - 86_400_000,
      players: players.slice(0, 3),
    });
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => START_MS });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  const read = async (id: string, query = ''): Promise<Item> => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/fullpractice/${id}${query}`,
      headers: { 'x-service-token': TOKEN },
    });
    expect(res.statusCode).toBe(200);
    const item = res.json<{ results: Item[] }>().results[0];
    if (item === undefined) throw new Error('fullpractice answered no item');
    return item;
  };

  /** The players and periods as the old route computed them: the engine over every position. */
  const engineOverAll = async (id: string) => {
    const doc = await getSession(store.db, id);
    const computed = await playerMetricsOf(store.db, doc, await loadSessionTracks(store.db, doc));
    return JSON.parse(
      JSON.stringify({
        players: computed.map((p) => ({ id: p.entityId, metrics: p.metrics })),
        byPeriod: periodsOf(doc).map((period) => ({
          index: period.index,
          players: computed.flatMap((p) => {
            const metrics = p.byPeriod[String(period.index)];
            return metrics ? [{ id: p.entityId, metrics }] : [];
          }),
        })),
      }),
    ) as unknown;
  };

  const numbersOf = (item: Item) => ({
    players: item.players.map((p) => ({ id: p.id, metrics: p.metrics })),
    byPeriod: item.byPeriod.map((p) => ({ index: p.index, players: p.players })),
  });

  const windowsOf = async (id: string, entityId?: string): Promise<number> => {
    let q = store.db.selectFrom('track_windows').select('entity_id').where('session_id', '=', id);
    if (entityId !== undefined) q = q.where('entity_id', '=', entityId);
    return (await q.execute()).length;
  };

  it('shares one computation among concurrent reads and then reads only new windows', async () => {
    const practice = await createPractice(
      store.db,
      {
        name: 'Live numbers',
        description: '',
        drills: [{ drillType: 'Team' }, { drillType: 'Indy' }],
        extraData: {},
        intensity: 'Low',
        league: 'nfl',
        profileName: '',
        rooftype: 'Outdoor',
        siteId: -1,
        siteName: '',
        start: START_MS,
        teamId: TEAM,
        type: 'practice',
      },
      'tests',
      START_MS - 3600_000,
    );
    const id = practice._id;
    await runPracticeCommand(store.db, id, { type: 'practice.start' }, 'tests', START_MS);
    const sim = createPracticeSimulation({
      seed: 5,
      players,
      periods: [
        { name: 'Team', periodType: '11on11 Pass Specific', durationMs: FIRST_MS },
        { name: 'Indy', periodType: 'Individual', durationMs: MORE_MS },
      ],
      startMs: START_MS,
    });
    await storeBatch(store.db, id, sim.samplesBetween(START_MS, START_MS + FIRST_MS));
    const stored = await windowsOf(id);

    // Eight reads at once share the computation that is running: each window is decoded once
    // (eight computations of their own would decode every window eight times). A read whose
    // session lookup comes back after that computation ended (a busy database) starts another,
    // which goes on from where the first stopped: at most each player's last two windows again,
    // as an idle read below.
    const before = reads.rows;
    const computations = da.liveNumbers.work.computations;
    const answers = await Promise.all(Array.from({ length: 8 }, () => read(id)));
    const ran = da.liveNumbers.work.computations - computations;
    expect(ran).toBeGreaterThanOrEqual(1);
    expect(reads.rows - before).toBeLessThanOrEqual(stored + (ran - 1) * 2 * players.length);
    for (const a of answers) expect(a).toEqual(answers[0]);
    const first = answers[0] as Item;
    expect(first.players).toHaveLength(players.length);
    expect(numbersOf(first)).toEqual(await engineOverAll(id));

    // The first drill ends and the next starts; ten more seconds arrive.
    const endMs = START_MS + FIRST_MS;
    await runPracticeCommand(store.db, id, { type: 'period.end' }, 'tests', endMs);
    await runPracticeCommand(store.db, id, { type: 'period.start' }, 'tests', endMs);
    await storeBatch(store.db, id, sim.samplesBetween(endMs, endMs + MORE_MS));

    const pushed = da.liveNumbers.work.samplesPushed;
    const again = reads.rows;
    const next = await read(id);
    const decoded = reads.rows - again;
    expect(numbersOf(next)).toEqual(await engineOverAll(id));
    // Each entity's newest window and the new one, plus the whole track of a player without
    // a past week whose max grew (relative zones from the session's max moved).
    const max = (item: Item, pid: string) =>
      item.players.find((p) => p.id === pid)?.metrics.maxSpeedMPH;
    let bound =
      2 *
      (
        await store.db
          .selectFrom('track_windows')
          .select('entity_id')
          .distinct()
          .where('session_id', '=', id)
          .execute()
      ).length;
    for (const p of players.slice(3))
      if (max(next, p.id) !== max(first, p.id)) bound += await windowsOf(id, p.id);
    expect(decoded).toBeLessThanOrEqual(bound);
    expect(bound).toBeLessThan(await windowsOf(id));
    expect(da.liveNumbers.work.starts).toBe(1);
    expect(da.liveNumbers.work.samplesPushed - pushed).toBeLessThan(
      (players.length * (FIRST_MS + MORE_MS)) / 100,
    );

    // A read with nothing new decodes only the newest windows and answers the same.
    const idle = reads.rows;
    expect(numbersOf(await read(id))).toEqual(numbersOf(next));
    expect(reads.rows - idle).toBeLessThanOrEqual(2 * players.length);

    // An edit that moves samples already counted (the first drill's end) starts again.
    const doc = await getSession(store.db, id);
    const drills = (doc.drills as { startTs?: number; endTs?: number }[]).map((d, i) =>
      i === 0 ? { ...d, endTs: START_MS + 60_000 } : d,
    );
    await store.db
      .updateTable('sessions')
      .set({ doc: JSON.stringify({ ...doc, drills }) })
      .where('session_id', '=', id)
      .execute();
    const edited = await read(id);
    expect(da.liveNumbers.work.starts).toBe(2);
    expect(numbersOf(edited)).toEqual(await engineOverAll(id));
  });
});
