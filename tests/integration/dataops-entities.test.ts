/**
 * Assigning a dataset's entities to roster players over HTTP (app.inject), on SQLite and on a
 * real PostgreSQL (03 §2 Data Ops edit-entities modal, §7 Entities, §9): a raw tag's positions
 * become a benched player's and the targeted retrack gives that player the tag's numbers; a
 * player's positions go to another player and the first one's numbers go with them; two
 * players swap; each refusal leaves the positions, the kept numbers and the stream as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  getSession,
  readStream,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';
import {
  keptMetrics,
  OPS_TEAM,
  opsRoster,
  seedFinishedPractice,
  seedRoster,
} from './dataops-fixture';

const backends = await storeBackends();
const TOKEN = 'dataops-entities';
const START_MS = Date.UTC(2026, 10, 3, 15);
const NOW_MS = Date.UTC(2026, 10, 4, 18);
const PRACTICE = 'ent-practice';
const REF = 'DS-entpract';
/** Never launched: sits at I_I, where the order allows no retrack. */
const UNLAUNCHED = 'ent-unlaunched';
const LIVE = 'ent-live';
/** Its stored replicaStage says a retrack job runs. */
const BUSY = 'ent-busy';

interface Answer<T = unknown> {
  results: T[];
  code: number;
  status: string;
}

interface Entity {
  entityId: string;
  kind: string;
  playerId: string | null;
  name: string | null;
  samples: number;
  firstMs: number;
  lastMs: number;
}

describe.each(backends)('assigning dataset entities on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  // The first simulated id is no roster player's: a raw tag. Two benched players have no
  // positions; another team's player is on no roster of the practice.
  const simulated = opsRoster('ent', 6);
  const tag = simulated[0]?.id ?? '';
  const [, p1, p2, p3] = simulated.map((p) => p.id);
  const bench = opsRoster('bench', 2, 77);
  const [b1, b2] = bench.map((p) => p.id);
  const headers = { 'x-service-token': TOKEN, 'x-user-email': 'dataops@dev.test' };

  const entities = async (id = PRACTICE) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/datasets/${id}/entities`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Answer<Entity>>().results;
  };
  const assign = async (
    body: unknown,
    {
      id = PRACTICE,
      retrack = 'yes',
      tz = '',
    }: { id?: string; retrack?: string; tz?: string } = {},
  ) => {
    const res = await da.app.inject({
      method: 'PUT',
      url: `/dataaccess/datasets/${id}/entities?retrack=${retrack}${tz}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json<Answer<string>>() };
  };
  /** Stored windows ordered by entity and start (in JS: the databases' collations differ). */
  const byKey = (a: { entity_id: string; window_ms: number }, b: typeof a) =>
    a.entity_id === b.entity_id ? a.window_ms - b.window_ms : a.entity_id < b.entity_id ? -1 : 1;
  const windows = (id: string) =>
    store.db
      .selectFrom('track_windows')
      .select(['entity_id', 'window_ms', 'count', 'last_ms', 'data'])
      .where('session_id', '=', id)
      .execute()
      .then((rows) =>
        rows
          .map((r) => ({
            ...r,
            data: Buffer.from(r.data).toString('base64'),
          }))
          .sort(byKey),
      );
  const totalDis = async (id: string) =>
    new Map([...(await keptMetrics(store.db, id))].map(([e, m]) => [e, m.totalDis]));
  /** A refusal: its status and message, and nothing of the dataset changed. */
  const refused = async (
    run: () => Promise<{ status: number; body: Answer<string> }>,
    status: number,
    message: string | RegExp,
    id = PRACTICE,
  ) => {
    const before = {
      windows: await windows(id),
      kept: await keptMetrics(store.db, id),
      version: (await getSession(store.db, id)).version,
    };
    const res = await run();
    expect(res.body.results).toEqual([]);
    if (typeof message === 'string') expect(res.body.status).toBe(message);
    else expect(res.body.status).toMatch(message);
    expect(res.status).toBe(status);
    await da.dataops.idle();
    expect(await windows(id)).toEqual(before.windows);
    expect(await keptMetrics(store.db, id)).toEqual(before.kept);
    expect((await getSession(store.db, id)).version).toBe(before.version);
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedRoster(store.db, [...simulated.slice(1), ...bench]);
    await store.db
      .insertInto('players')
      .values({
        player_id: 'other-team-player',
        team_id: '2510',
        name: 'Other Team',
        jersey: '1',
        position: 'QB',
        status: 'ACT',
        nfl_id: null,
        esb_id: null,
        gsis_id: null,
      })
      .execute();
    await seedFinishedPractice(store.db, PRACTICE, simulated, START_MS, { replicaStatus: 'F_C' });
    await seedFinishedPractice(store.db, UNLAUNCHED, simulated, START_MS + 3_600_000);
    await seedFinishedPractice(store.db, BUSY, simulated, START_MS + 7_200_000, {
      replicaStatus: 'R_I',
    });
    const busy = await getSession(store.db, BUSY);
    await store.db
      .updateTable('sessions')
      .set({
        doc: JSON.stringify({
          ...busy,
          extraData: { ...(busy.extraData as object), replicaStage: 'retrack' },
        }),
      })
      .where('session_id', '=', BUSY)
      .execute();
    await storePastSession(store.db, {
      id: LIVE,
      kind: 'practice',
      teamId: OPS_TEAM,
      startMs: NOW_MS - 600_000,
      players: simulated,
      fields: {
        status: 'live',
        dataset_id: LIVE,
        dataset_ref_id: 'DS-entlive',
        extraData: { replicaStatus: 'I_I' },
      },
      computeMetrics: false,
    });
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('lists the raw tag as unknown and the benched players not at all', async () => {
    const list = await entities();
    expect(list.find((e) => e.entityId === tag)).toMatchObject({ kind: 'unknown', name: null });
    expect(list.some((e) => e.entityId === b1 || e.entityId === b2)).toBe(false);
  });

  it('refuses bad requests and changes nothing', async () => {
    const list = await entities();
    const tagRow = list.find((e) => e.entityId === tag);
    const ball = list.find((e) => e.kind === 'ball')?.entityId ?? '';
    expect(ball).not.toBe('');
    const one = (entityId: string, playerId: string) => ({ entities: [{ entityId, playerId }] });
    await refused(
      () => assign(one(tag, b1 ?? ''), { id: 'no-such-dataset' }),
      404,
      /no-such-dataset/,
    );
    await refused(
      () => assign(one(b2 ?? '', b1 ?? '')),
      404,
      `entity ${b2} with positions in ${REF} was not found`,
    );
    await refused(() => assign({ entities: [] }), 400, /at least one entity to assign/);
    await refused(() => assign({ entities: [{ entityId: tag }] }), 400, /playerId/);
    await refused(() => assign(one(tag, 'bad id!')), 400, /letters, digits/);
    await refused(() => assign(one(tag, b1 ?? ''), { retrack: 'maybe' }), 400, /yes or no/);
    await refused(
      () => assign(one(tag, 'other-team-player')),
      400,
      `Player other-team-player is not on the roster of ${REF}'s team (${OPS_TEAM})`,
    );
    await refused(
      () => assign(one(ball, b1 ?? '')),
      400,
      `${ball} is a ball; only a player's or a tag's positions move`,
    );
    await refused(
      () => assign(one(tag, ball)),
      400,
      `${ball} is a ball; positions go to a roster player`,
    );
    await refused(
      () =>
        assign({
          entities: [
            { entityId: tag, playerId: b1 },
            { entityId: p1, playerId: b1 },
          ],
        }),
      400,
      `Player ${b1} receives the positions of two entities`,
    );
    // The player ran the whole practice: the tag's span overlaps theirs. Times in the
    // viewer's zone (tzOffset 300: UTC-5).
    const p1Row = list.find((e) => e.entityId === p1);
    const clock = (ms: number) => new Date(ms - 300 * 60_000).toISOString().slice(11, 19);
    expect(tagRow && p1Row).toBeTruthy();
    const from = Math.max(tagRow?.firstMs ?? 0, p1Row?.firstMs ?? 0);
    const to = Math.min(tagRow?.lastMs ?? 0, p1Row?.lastMs ?? 0);
    await refused(
      () => assign(one(tag, p1 ?? ''), { tz: '&tzOffset=300' }),
      409,
      `Player ${p1Row?.name} already has positions from ${clock(from)} to ${clock(to)} in this practice`,
    );
    await refused(
      () => assign(one(tag, b1 ?? ''), { id: LIVE }),
      409,
      "Entities of DS-entlive can't be assigned: it is live; its positions are still coming",
      LIVE,
    );
    await refused(
      () => assign(one(tag, b1 ?? ''), { id: BUSY, retrack: 'no' }),
      409,
      "Entities of DS-entbusy can't be assigned: its retrack is running (R_I); wait for it to complete",
      BUSY,
    );
    await refused(
      () => assign(one(tag, b1 ?? ''), { id: UNLAUNCHED }),
      409,
      /^Entities of DS-entunlau can't be assigned: Targeted retrack can't start: DS-entunlau is at I_I/,
      UNLAUNCHED,
    );
  });

  it("gives a raw tag's positions to a benched player, whose retrack brings the tag's numbers", async () => {
    const before = await entities();
    const tagRow = before.find((e) => e.entityId === tag);
    const kept = await totalDis(PRACTICE);
    const tagDistance = kept.get(tag) ?? 0;
    expect(tagDistance).toBeGreaterThan(0);
    const version = (await getSession(store.db, PRACTICE)).version;

    const res = await assign({ entities: [{ entityId: tag, playerId: b1 }] });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      `Positions assigned in ${REF}: ${tag} → ${bench[0]?.name}; action targetedretrack started`,
    ]);
    await da.dataops.idle();

    const after = await entities();
    expect(after.some((e) => e.entityId === tag)).toBe(false);
    expect(after.find((e) => e.entityId === b1)).toMatchObject({
      kind: 'player',
      name: bench[0]?.name,
      samples: tagRow?.samples,
      firstMs: tagRow?.firstMs,
      lastMs: tagRow?.lastMs,
    });
    const now = await totalDis(PRACTICE);
    expect(now.has(tag)).toBe(false);
    expect(now.get(b1 ?? '')).toBeCloseTo(tagDistance, 6);
    // Nobody else's numbers moved.
    for (const [id, dis] of kept) if (id !== tag) expect(now.get(id)).toBe(dis);
    const events = (await readStream(store.db, `session-${PRACTICE}`)).filter(
      (e) => e.version > version,
    );
    expect(events.map((e) => e.type)).toEqual([
      'dataset.entities.assigned',
      'replica.retrack',
      'replica.progress',
      'replica.retracked',
    ]);
    expect(events[0]?.data).toMatchObject({
      retrack: true,
      assignments: [{ from: tag, to: b1, samples: tagRow?.samples }],
    });
    expect(events[0]?.actor).toBe('dataops@dev.test');
  });

  it("moves a player's positions to another: the first one's numbers go with them", async () => {
    const kept = await totalDis(PRACTICE);
    const res = await assign({ entities: [{ entityId: p3, playerId: b2 }] });
    expect(res.status).toBe(200);
    await da.dataops.idle();
    const now = await totalDis(PRACTICE);
    expect(now.has(p3 ?? '')).toBe(false);
    expect(now.get(b2 ?? '')).toBeCloseTo(kept.get(p3 ?? '') ?? -1, 6);
    expect((await entities()).some((e) => e.entityId === p3)).toBe(false);
  });

  it('swaps two players in one request', async () => {
    const kept = await totalDis(PRACTICE);
    const before = await windows(PRACTICE);
    const res = await assign({
      entities: [
        { entityId: p1, playerId: p2 },
        { entityId: p2, playerId: p1 },
      ],
    });
    expect(res.status).toBe(200);
    await da.dataops.idle();
    const now = await totalDis(PRACTICE);
    expect(now.get(p1 ?? '')).toBeCloseTo(kept.get(p2 ?? '') ?? -1, 6);
    expect(now.get(p2 ?? '')).toBeCloseTo(kept.get(p1 ?? '') ?? -1, 6);
    // The stored windows are the same, each under the other player.
    const relabel = (id: string) => (id === p1 ? p2 : id === p2 ? p1 : id);
    const swapped = before
      .map((w) => ({ ...w, entity_id: relabel(w.entity_id) ?? '' }))
      .sort(byKey);
    expect(await windows(PRACTICE)).toEqual(swapped);
  });

  it('without a retrack moves the positions and leaves the numbers to the next read', async () => {
    const res = await assign({ entities: [{ entityId: b2, playerId: p3 }] }, { retrack: 'no' });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      `Positions assigned in ${REF}: ${b2} → ${simulated[3]?.name}; retrack to recompute the numbers`,
    ]);
    expect((await keptMetrics(store.db, PRACTICE)).size).toBe(0);
    expect((await entities()).find((e) => e.entityId === p3)).toMatchObject({ kind: 'player' });
  });

  it('lets one of two racing assignments of the same entity through, never both', async () => {
    const late = opsRoster('late', 2, 91);
    await seedRoster(store.db, late, false);
    const samplesOf = async () =>
      new Map((await entities()).map((e) => [e.entityId, e.samples] as const));
    const before = await samplesOf();
    const moving = before.get(p3 ?? '') ?? 0;
    expect(moving).toBeGreaterThan(0);
    const answers = await Promise.all(
      late.map((p) => assign({ entities: [{ entityId: p3, playerId: p.id }] }, { retrack: 'no' })),
    );
    await da.dataops.idle();
    expect(answers.map((a) => a.status).sort()).toEqual([200, expect.any(Number)]);
    const lost = answers.find((a) => a.status !== 200);
    expect(lost?.status).toBeGreaterThanOrEqual(400);
    const after = await samplesOf();
    expect(after.has(p3 ?? '')).toBe(false);
    // The positions exist once: under exactly one of the two.
    expect(late.map((p) => after.get(p.id) ?? 0).sort((a, b) => a - b)).toEqual([0, moving]);
  });
});
