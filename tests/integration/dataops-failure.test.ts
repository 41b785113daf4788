/**
 * A data-ops stage that fails, and its retry from Data Ops without a restart (issue 21;
 * decision 0018), over HTTP (app.inject) on SQLite and on a real PostgreSQL. One stored
 * window of one player is corrupted, so decoding it throws in the middle of a launch's
 * retrack: the failure is recorded (the code stays R_I, the reason on the document,
 * Processing Status says FAILED), the players done before it keep their new numbers, and
 * every other action is refused. Retried while the window is still bad it fails again at the
 * same player; with the window written back, the retry goes on from that player (each player
 * counted once) to F_C with the numbers of a run that never failed, the failure cleared. A
 * restart retries a failed stage the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  getSession,
  readStream,
  type Dataaccess,
  type Store,
  type StoredEvent,
} from '../../dataaccess';
import { loadTracks } from '../../dataaccess/src/tracks/ingest';
import { msgActionStarted } from '../../domain';
import { storeBackends } from '../support/stores';
import {
  keptMetrics,
  OPS_TEAM,
  opsRoster,
  seedFinishedPractice,
  seedRoster,
  tamperMetrics,
} from './dataops-fixture';

const backends = await storeBackends();
const TOKEN = 'dataops-failure';
const START_MS = Date.UTC(2026, 10, 3, 16);
const NOW_MS = Date.UTC(2026, 10, 4, 18);
const PRACTICE = 'fail-practice';
const REF = 'DS-failprac';
/** What decoding the corrupted window says (its first byte is the format version). */
const BROKEN = 'unknown track window format 99';

interface Answer<T = unknown> {
  results: T[];
  code: number;
  status: string;
}

interface Extra {
  replicaStatus?: string;
  replicaStage?: string;
  replicaPercent?: number;
  replicaMessage?: string;
  replicaFailed?: string | null;
  processing?: Record<string, unknown>;
}

interface StatusRow {
  sessionId: string;
  status: string;
  warnings: string[];
}

const progressOf = (e: StoredEvent) =>
  e.data as { stage: string; entityId: string; done: number; total: number };

describe.each(backends)('a failed data-ops stage and its retry on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const players = opsRoster('fail', 6, 43);
  /** The players in the order a retrack takes them (by id). */
  const order = players.map((p) => p.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  /** The third player's second window is the one corrupted: two players are done before. */
  const victim = order[2] ?? '';

  const call = async <T = unknown>(url: string): Promise<{ status: number; body: Answer<T> }> => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'dataops@dev.test' },
    });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };
  const action = (type: string, extra = '') =>
    call<string>(`dataset/${OPS_TEAM}/dataops?actionType=${type}&dataset=${PRACTICE}${extra}`);
  const events = () => readStream(store.db, `session-${PRACTICE}`);
  const extra = async () => (await getSession(store.db, PRACTICE)).extraData as Extra;
  const version = async () => (await getSession(store.db, PRACTICE)).version;
  const statusRow = async () => {
    const res = await call<StatusRow>(`processing/status/${OPS_TEAM}?tzOffset=0`);
    expect(res.status).toBe(200);
    return res.body.results.find((r) => r.sessionId === PRACTICE);
  };
  const retrackProgress = (list: readonly StoredEvent[]) =>
    list
      .filter((e) => e.type === 'replica.progress' && progressOf(e).stage === 'retrack')
      .map(progressOf);
  /** Waits turn by turn (no timer) until the stream holds `count` failed events. */
  const failures = async (count: number) => {
    for (;;) {
      const failed = (await events()).filter((e) => e.type === 'replica.failed');
      if (failed.length >= count) return failed;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  /** The victim's second stored window (its first tells where its samples start). */
  const victimWindow = async () => {
    const rows = await store.db
      .selectFrom('track_windows')
      .select(['window_ms', 'data'])
      .where('session_id', '=', PRACTICE)
      .where('entity_id', '=', victim)
      .orderBy('window_ms')
      .execute();
    const row = rows[1];
    if (row === undefined) throw new Error(`${victim} has fewer than two windows`);
    return { windowMs: row.window_ms, data: new Uint8Array(row.data) };
  };
  const writeWindow = (windowMs: number, data: Uint8Array) =>
    store.db
      .updateTable('track_windows')
      .set({ data })
      .where('session_id', '=', PRACTICE)
      .where('entity_id', '=', victim)
      .where('window_ms', '=', windowMs)
      .execute();

  beforeAll(async () => {
    store = await backend.open();
    await seedRoster(store.db, players);
    await seedFinishedPractice(store.db, PRACTICE, players, START_MS, { durationMs: 3 * 60_000 });
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('records the failure, refuses other actions, and a retry goes on to F_C from the failed player', async () => {
    // The engine's numbers, as the practice's end kept them; zeroed to see who is recomputed.
    const right = await keptMetrics(store.db, PRACTICE);
    expect([...right.keys()].sort()).toEqual(order);
    for (const id of order) await tamperMetrics(store.db, PRACTICE, id, 0);
    const zeroed = await keptMetrics(store.db, PRACTICE);
    const original = await victimWindow();
    await writeWindow(original.windowMs, new Uint8Array([99, 0, 0]));

    const launched = await action('init');
    expect(launched.status).toBe(200);
    expect(launched.body.results).toEqual([msgActionStarted('init')]);
    const [failed] = await failures(1);
    await da.dataops.idle();

    // The failed event, after the two players done before the bad window.
    const atFailure = await events();
    expect(atFailure.at(-1)?.type).toBe('replica.failed');
    expect(failed?.data).toEqual({ stage: 'retrack', message: BROKEN });
    const doneBefore = retrackProgress(atFailure);
    expect(doneBefore.map((p) => p.entityId)).toEqual(order.slice(0, 2));
    expect(doneBefore.map((p) => [p.done, p.total])).toEqual([
      [1, order.length],
      [2, order.length],
    ]);
    expect(await extra()).toMatchObject({
      replicaStatus: 'R_I',
      replicaStage: 'retrack',
      replicaPercent: 33,
      replicaFailed: `Retrack failed: ${BROKEN}`,
      replicaMessage: `The retrack of ${REF} failed: ${BROKEN}; Retrack goes on from where it stopped`,
    });
    // Those two have the engine's numbers again; the others are as they were.
    const kept = await keptMetrics(store.db, PRACTICE);
    for (const id of order)
      expect(kept.get(id), id).toEqual(order.indexOf(id) < 2 ? right.get(id) : zeroed.get(id));
    expect(await statusRow()).toMatchObject({
      status: 'FAILED',
      warnings: expect.arrayContaining([`Retrack failed: ${BROKEN}`]) as unknown,
    });
    // The Data Ops list shows the code and the reason.
    const list = await call<{ _id: string; status_replicaInfo: string; extraData: Extra }>(
      `datasets?startTime=${START_MS - 3_600_000}&endTime=${NOW_MS}&teamids=${OPS_TEAM}`,
    );
    expect(list.body.results.find((d) => d._id === PRACTICE)).toMatchObject({
      status_replicaInfo: 'R_I',
      extraData: { replicaFailed: `Retrack failed: ${BROKEN}` },
    });

    // Any other action is refused and changes nothing.
    for (const [type, more, title] of [
      ['ballflightretrack', '', 'Ball flight retrack'],
      ['terminate', '', 'Terminate'],
      ['init', '', 'Launch'],
      ['targetedretrack', `&entities=${victim}`, 'Targeted retrack'],
    ] as const) {
      const before = { version: await version(), kept: await keptMetrics(store.db, PRACTICE) };
      const res = await action(type, more);
      expect(res.status, type).toBe(409);
      expect(res.body.results).toEqual([]);
      expect(res.body.status).toBe(
        `${title} can't start: ${REF} is at R_I (retracking) and its retrack failed (Retrack failed: ${BROKEN}); only Retrack can start, to retry it`,
      );
      await da.dataops.idle();
      expect(await version()).toBe(before.version);
      expect(await keptMetrics(store.db, PRACTICE)).toEqual(before.kept);
    }

    // Nor may its window change under it: the retried stage goes on with the one it started with.
    const before = { version: await version(), extra: await extra() };
    const scheduled = await action('saveschedule', `&start=${START_MS}&end=${START_MS + 60_000}`);
    expect(scheduled.status).toBe(409);
    expect(scheduled.body.status).toBe(
      `Save schedule can't start: Retrack failed: ${BROKEN} for ${REF}; retry it first, then save the schedule`,
    );
    expect(await version()).toBe(before.version);
    expect(await extra()).toEqual(before.extra);

    // Retried with the window still bad: it fails again at the same player, nothing redone.
    const again = await action('retrack');
    expect(again.status).toBe(200);
    expect(again.body.results).toEqual([msgActionStarted('retrack')]);
    await failures(2);
    await da.dataops.idle();
    const afterAgain = await events();
    expect(afterAgain.slice(atFailure.length).map((e) => e.type)).toEqual([
      'replica.retry',
      'replica.failed',
    ]);
    expect(afterAgain[atFailure.length]?.data).toMatchObject({
      stage: 'retrack',
      status: 'R_I',
      failed: `Retrack failed: ${BROKEN}`,
      done: 2,
    });
    expect(await extra()).toMatchObject({
      replicaStatus: 'R_I',
      replicaFailed: `Retrack failed: ${BROKEN}`,
    });

    // Repaired, the retry goes on from the failed player; while it runs it is not failed.
    await writeWindow(original.windowMs, original.data);
    const retried = await action('retrack');
    expect(retried.status).toBe(200);
    expect(retried.body.results).toEqual([msgActionStarted('retrack')]);
    expect((await extra()).replicaFailed).toBeNull();
    for (;;) {
      if ((await extra()).replicaStatus === 'F_C') break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await da.dataops.idle();

    const all = await events();
    const afterRetry = all.slice(afterAgain.length);
    expect(afterRetry[0]?.type).toBe('replica.retry');
    // Each remaining player once, counted on from the two done before; no stage starts over.
    expect(retrackProgress(afterRetry).map((p) => [p.entityId, p.done])).toEqual(
      order.slice(2).map((id, i) => [id, i + 3]),
    );
    expect(retrackProgress(all).map((p) => p.entityId)).toEqual(order);
    expect(afterRetry.filter((e) => e.type === 'replica.retrack')).toEqual([]);
    expect(afterRetry.filter((e) => e.type !== 'replica.progress').map((e) => e.type)).toEqual([
      'replica.retry',
      'replica.retracked',
      'replica.ballRetrack',
      'replica.ballRetracked',
      'replica.finalize',
      'replica.finalized',
    ]);
    const tracks = await loadTracks(store.db, PRACTICE);
    const balls = tracks.filter((t) => t.entityId.startsWith('ball')).length;
    expect(balls).toBeGreaterThan(0);
    expect(await extra()).toMatchObject({
      replicaStatus: 'F_C',
      replicaStage: '',
      replicaPercent: 100,
      replicaFailed: null,
      processing: {
        procTrackCnt: players.length,
        totalPlayers: players.length,
        totalBalls: balls,
        totalEntities: tracks.length,
      },
    });
    expect(all.find((e) => e.type === 'replica.retracked')?.data).toMatchObject({
      players: players.length,
    });
    // Every player's numbers are the engine's, as a run that never failed leaves them.
    expect(await keptMetrics(store.db, PRACTICE)).toEqual(right);
    const row = await statusRow();
    expect(row?.status).toBe('COMPLETE');
    expect(row?.warnings.filter((w) => w.includes('failed'))).toEqual([]);
  });

  it('a restart retries a failed stage too, recording the retry and clearing the failure', async () => {
    const other = 'fail-restart';
    await seedFinishedPractice(store.db, other, players, START_MS + 3 * 3_600_000, { seed: 5 });
    const right = await keptMetrics(store.db, other);
    for (const id of order) await tamperMetrics(store.db, other, id, 0);
    const windows = await store.db
      .selectFrom('track_windows')
      .select(['window_ms', 'data'])
      .where('session_id', '=', other)
      .where('entity_id', '=', victim)
      .orderBy('window_ms')
      .execute();
    const second = windows[1];
    if (second === undefined) throw new Error(`${victim} has fewer than two windows`);
    const bytes = new Uint8Array(second.data);
    const write = (data: Uint8Array) =>
      store.db
        .updateTable('track_windows')
        .set({ data })
        .where('session_id', '=', other)
        .where('entity_id', '=', victim)
        .where('window_ms', '=', second.window_ms)
        .execute();
    const stream = () => readStream(store.db, `session-${other}`);
    const extraOf = async () => (await getSession(store.db, other)).extraData as Extra;
    await write(new Uint8Array([99]));
    const res = await call<string>(`dataset/${OPS_TEAM}/dataops?actionType=init&dataset=${other}`);
    expect(res.status).toBe(200);
    while (!(await stream()).some((e) => e.type === 'replica.failed'))
      await new Promise((resolve) => setImmediate(resolve));
    await da.dataops.idle();
    const atFailure = (await stream()).length;
    expect((await extraOf()).replicaFailed).toBe(`Retrack failed: ${BROKEN}`);

    // Repaired, then dataaccess starts again on the same store: it retries by itself.
    await write(bytes);
    const restarted = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
    try {
      while ((await extraOf()).replicaStatus !== 'F_C')
        await new Promise((resolve) => setImmediate(resolve));
      await restarted.dataops.idle();
    } finally {
      await restarted.app.close();
    }
    const after = (await stream()).slice(atFailure);
    expect(after[0]?.type).toBe('replica.retry');
    expect(after[0]?.data).toMatchObject({ stage: 'retrack', done: 2 });
    expect(retrackProgress(after).map((p) => p.entityId)).toEqual(order.slice(2));
    expect(after.filter((e) => e.type === 'replica.retrack')).toEqual([]);
    expect(await extraOf()).toMatchObject({ replicaStatus: 'F_C', replicaFailed: null });
    expect(await keptMetrics(store.db, other)).toEqual(right);
  });
});
