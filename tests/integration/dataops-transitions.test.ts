/**
 * The data-ops worker over HTTP (app.inject), on SQLite and on a real PostgreSQL (03 §4 Data
 * Ops replica status, §7 Data ops actions): a finished practice is launched and goes through
 * every code I_I → I_C → R_I → R_C → B_I → B_C → F_I → F_C, each transition and each progress
 * step an event of its stream; then each stage alone, a targeted retrack of two players in a
 * window, the entities of the dataset and Processing Status; and every refusal, which changes
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  getSession,
  readStream,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import {
  computePlayerMetrics,
  metricsInputs,
  playerMetricsOf,
  playerTracks,
} from '../../dataaccess/src/live/stored-metrics';
import { detectBallFlights } from '../../dataaccess/src/metrics';
import { loadTracks } from '../../dataaccess/src/tracks/ingest';
import { sliceTrack } from '../../dataaccess/src/tracks/window-codec';
import { msgActionStarted, MSG_SELECT_ENTITIES_FOR_RETRACK } from '../../domain';
import { seedSession } from '../support/past-sessions';
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
const TOKEN = 'dataops';
const START_MS = Date.UTC(2026, 10, 3, 2, 30);
const NOW_MS = Date.UTC(2026, 10, 4, 18);
const PRACTICE = 'ops-practice';
const REF = 'DS-opspract';

interface Answer<T = unknown> {
  results: T[];
  code: number;
  status: string;
}

describe.each(backends)('data-ops worker on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const players = opsRoster('ops', 5);

  const call = async <T = unknown>(url: string): Promise<{ status: number; body: Answer<T> }> => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'dataops@dev.test' },
    });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };
  const action = (type: string, extra = '', dataset = PRACTICE, team = OPS_TEAM) =>
    call<string>(`dataset/${team}/dataops?actionType=${type}&dataset=${dataset}${extra}`);
  const events = async (id = PRACTICE) => readStream(store.db, `session-${id}`);
  const extra = async (id = PRACTICE) =>
    (await getSession(store.db, id)).extraData as Record<string, unknown>;
  /** The replica events after `from` (a stream version), progress ones as `progress:stage`. */
  const replicaSteps = async (from: number) =>
    (await events())
      .filter((e) => e.version > from && e.type.startsWith('replica.'))
      .map((e) =>
        e.type === 'replica.progress' ? `progress:${(e.data as { stage: string }).stage}` : e.type,
      );
  const version = async (id = PRACTICE) => (await getSession(store.db, id)).version;
  /** Every call that must be refused changes nothing: same version, same numbers. */
  const refused = async (
    run: () => Promise<{ status: number; body: Answer }>,
    status: number,
    message: string | RegExp,
    id = PRACTICE,
  ) => {
    const before = { version: await version(id), kept: await keptMetrics(store.db, id) };
    const res = await run();
    expect(res.status).toBe(status);
    expect(res.body.results).toEqual([]);
    if (typeof message === 'string') expect(res.body.status).toBe(message);
    else expect(res.body.status).toMatch(message);
    await da.dataops.idle();
    expect(await version(id)).toBe(before.version);
    expect(await keptMetrics(store.db, id)).toEqual(before.kept);
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedRoster(store.db, players);
    // The day before, first: the practice's kept numbers already compare with it.
    await seedFinishedPractice(store.db, 'ops-seeded', players.slice(0, 2), START_MS - 86_400_000, {
      dataset: false,
      computeMetrics: false,
    });
    await seedFinishedPractice(store.db, PRACTICE, players, START_MS, { siteId: 'ops-site' });
    await seedSession(store.db, 'ops-live', {
      teamId: OPS_TEAM,
      startTime: NOW_MS - 600_000,
      type: 'live',
      status: 'live',
      dataset_id: 'ops-live',
      dataset_ref_id: 'DS-opslive',
      extraData: { replicaStatus: 'I_I' },
    });
    // Ended a month ago with nothing stored (outside Processing Status's two weeks).
    await seedSession(store.db, 'ops-empty', {
      teamId: OPS_TEAM,
      startTime: START_MS - 30 * 86_400_000,
      dataset_id: 'ops-empty',
      dataset_ref_id: 'DS-opsempty',
      extraData: { replicaStatus: 'I_I' },
    });
    await seedSession(store.db, 'ops-planned', {
      teamId: OPS_TEAM,
      startTime: NOW_MS + 86_400_000,
      type: 'practice',
      status: 'future',
    });
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('lists the datasets of a range with their venue and replica fields', async () => {
    await store.db
      .insertInto('venues')
      .values({
        site_id: 'ops-site',
        site_name: 'Ops Field',
        type: 'outdoor',
        team_id: OPS_TEAM,
        league: 'nfl',
        host_ip: '10.20.30.40',
      })
      .execute();
    const res = await call<Record<string, unknown>>(
      `datasets?startTime=${START_MS - 2 * 86_400_000}&endTime=${NOW_MS + 2 * 86_400_000}&teamids=${OPS_TEAM}`,
    );
    expect(res.status).toBe(200);
    // Planned practices have no dataset yet.
    expect(res.body.results.map((r) => r._id)).toEqual(['ops-seeded', PRACTICE, 'ops-live']);
    expect(res.body.results[1]).toMatchObject({
      datasetId: PRACTICE,
      datasetRef: REF,
      venueIp: '10.20.30.40',
      ip_replicaInfo: '10.20.30.40',
      dataset_id: PRACTICE,
      game_id: PRACTICE,
      home_team_id: OPS_TEAM,
      start_time: START_MS,
      status_replicaInfo: 'I_I',
    });
    expect(res.body.results[0]).toMatchObject({
      datasetId: 'ops-seeded',
      datasetRef: 'DS-opsseede',
      venueIp: '-',
      status_replicaInfo: 'none',
    });
    expect((await call(`datasets?startTime=${NOW_MS}`)).status).toBe(400);
  });

  it('lists the entities of the dataset, joined with the roster', async () => {
    const res = await call<Record<string, unknown>>(`datasets/${PRACTICE}/entities`);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.results.map((e) => [e.entityId, e]));
    for (const p of players)
      expect(byId.get(p.id)).toMatchObject({
        kind: 'player',
        playerId: p.id,
        name: p.name,
        jerseyNumber: p.jersey,
        position: p.position,
      });
    const tracks = await loadTracks(store.db, PRACTICE);
    expect(res.body.results.map((e) => e.entityId)).toEqual(tracks.map((t) => t.entityId).sort());
    for (const t of tracks)
      expect(byId.get(t.entityId)).toMatchObject({
        kind: t.entityId.startsWith('ball') ? 'ball' : 'player',
        samples: t.atMs.length,
        firstMs: t.atMs[0],
        lastMs: t.atMs[t.atMs.length - 1],
      });
    expect((await call(`datasets/nope/entities`)).status).toBe(404);
  });

  it('launches a finished practice through every code to F_C, recomputing its numbers', async () => {
    const right = await keptMetrics(store.db, PRACTICE);
    const [first, second] = players;
    if (!first || !second) throw new Error('no players');
    await tamperMetrics(store.db, PRACTICE, first.id, 0);
    await tamperMetrics(store.db, PRACTICE, second.id, 9999);
    const from = await version();

    const res = await action('init');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([msgActionStarted('init')]);
    await da.dataops.idle();

    const tracks = await loadTracks(store.db, PRACTICE);
    const balls = tracks.filter((t) => t.entityId.startsWith('ball')).length;
    expect(await replicaSteps(from)).toEqual([
      'replica.launch',
      'replica.launched',
      'replica.retrack',
      ...players.map(() => 'progress:retrack'),
      'replica.retracked',
      'replica.ballRetrack',
      ...Array.from({ length: balls }, () => 'progress:ballflight'),
      'replica.ballRetracked',
      'replica.finalize',
      'replica.finalized',
    ]);
    // Every transition's code, in the order of the dots.
    const codes = (await events())
      .filter((e) => e.version > from && e.type !== 'replica.progress')
      .map((e) => (e.data as { status?: string }).status);
    expect(codes).toEqual(['I_I', 'I_C', 'R_I', 'R_C', 'B_I', 'B_C', 'F_I', 'F_C']);
    // Progress in whole percents up to 100 per stage.
    const percents = (await events())
      .filter((e) => e.version > from && e.type === 'replica.progress')
      .map((e) => (e.data as { percent: number }).percent);
    expect(percents.slice(0, players.length).at(-1)).toBe(100);
    expect(await extra()).toMatchObject({
      replicaStatus: 'F_C',
      replicaStage: '',
      replicaPercent: 100,
      replicaMessage: msgActionStarted('init'),
      replicaUpdatedMs: NOW_MS,
      processing: {
        procTrackCnt: players.length,
        totalPlayers: players.length,
        totalBalls: balls,
        totalEntities: tracks.length,
      },
    });
    // The numbers are the engine's again; the ball flights are each ball's.
    expect(await keptMetrics(store.db, PRACTICE)).toEqual(right);
    const flights = await store.db
      .selectFrom('ball_flights')
      .select(['entity_id', 'flights', 'count'])
      .where('session_id', '=', PRACTICE)
      .orderBy('entity_id')
      .execute();
    expect(flights.map((f) => f.entity_id)).toEqual(
      tracks.filter((t) => t.entityId.startsWith('ball')).map((t) => t.entityId),
    );
    expect(flights.reduce((n, f) => n + f.count, 0)).toBeGreaterThan(0);
    const ball = tracks.find((t) => t.entityId === flights[0]?.entity_id);
    const context = {
      players: new Map(playerTracks(tracks).map((t) => [t.entityId, t])),
      positions: new Map(players.map((p) => [p.id, p.position])),
    };
    expect(JSON.parse(flights[0]?.flights ?? '[]')).toEqual(
      JSON.parse(JSON.stringify(ball ? detectBallFlights(ball, context) : null)),
    );
  });

  it('refuses what the order does not allow, unknown datasets, bad input and live practices', async () => {
    await refused(
      () => action('terminate'),
      409,
      `Terminate can't start: ${REF} is at F_C (terminated); from there only Launch or Retrack or Ball flight retrack can start`,
    );
    await refused(() => action('init', '', 'nope'), 404, 'dataset nope was not found');
    await refused(
      () => action('init', '', 'ops-planned'),
      404,
      'dataset ops-planned was not found',
      'ops-planned',
    );
    await refused(() => action('init', '', PRACTICE, '1050'), 404, /of team 1050/);
    await refused(() => action('targetedretrack'), 400, MSG_SELECT_ENTITIES_FOR_RETRACK);
    await refused(
      () => action('targetedretrack', '&entities=,'),
      400,
      MSG_SELECT_ENTITIES_FOR_RETRACK,
    );
    await refused(
      () => action('targetedretrack', '&entities=ghost'),
      400,
      `Targeted retrack: ghost has no stored positions in ${REF}`,
    );
    await refused(() => action('targetedretrack', '&entities=ball-1'), 400, /ball-1 is a ball/);
    await refused(() => action('relaunch'), 400, /actionType/);
    await refused(
      () => action('saveschedule', `&start=${START_MS + 1000}&end=${START_MS}`),
      400,
      `Save schedule: the start must be before the end (${REF})`,
    );
    await refused(
      () => action('init', '', 'ops-empty'),
      409,
      "Launch can't start: DS-opsempty has no stored positions to process",
      'ops-empty',
    );
    await refused(
      () => action('init', '', 'ops-live'),
      409,
      "Launch can't start: DS-opslive is live; its processing starts once the practice has ended",
      'ops-live',
    );
  });

  it('launches a seeded practice that never had a dataset call: its dataset is itself', async () => {
    await refused(
      () => action('terminate', '', 'ops-seeded'),
      409,
      "Terminate can't start: DS-opsseede is at none (not launched); from there only Launch can start",
      'ops-seeded',
    );
    // Nothing computed its numbers yet: the retrack keeps every player's.
    expect(await keptMetrics(store.db, 'ops-seeded')).toEqual(new Map());
    expect((await action('init', '', 'ops-seeded')).status).toBe(200);
    await da.dataops.idle();
    expect(await extra('ops-seeded')).toMatchObject({ replicaStatus: 'F_C', replicaStage: '' });
    const doc = await getSession(store.db, 'ops-seeded');
    const engine = await playerMetricsOf(store.db, doc, await loadTracks(store.db, 'ops-seeded'));
    expect(await keptMetrics(store.db, 'ops-seeded')).toEqual(
      new Map(engine.map((p) => [p.entityId, p.metrics])),
    );
  });

  it('refuses a second action while one runs', async () => {
    const from = await version();
    // Called on the worker itself: the second command decides after one read, while the
    // retrack has every player (a turn of the event loop each) still to do.
    await expect(
      da.dataops.command({ action: 'retrack', datasetId: PRACTICE, teamId: OPS_TEAM }, 'ops'),
    ).resolves.toBe(msgActionStarted('retrack'));
    await expect(
      da.dataops.command({ action: 'init', datasetId: PRACTICE, teamId: OPS_TEAM }, 'ops'),
    ).rejects.toMatchObject({
      httpStatus: 409,
      message: `Launch can't start: ${REF} is running its retrack (R_I); wait for it to complete`,
    });
    await da.dataops.idle();
    // Only the retrack's own events were appended.
    expect(await replicaSteps(from)).toEqual([
      'replica.retrack',
      ...players.map(() => 'progress:retrack'),
      'replica.retracked',
    ]);
    expect((await extra()).replicaStatus).toBe('R_C');
  });

  it('runs each stage alone where the order allows: retrack, ball flights, terminate', async () => {
    const from = await version();
    expect((await action('ballflightretrack')).status).toBe(200);
    await da.dataops.idle();
    expect((await extra()).replicaStatus).toBe('B_C');
    expect((await action('retrack')).status).toBe(200);
    await da.dataops.idle();
    expect((await extra()).replicaStatus).toBe('R_C');
    await refused(
      () => action('terminate'),
      409,
      `Terminate can't start: ${REF} is at R_C (retracked); from there only Retrack or Ball flight retrack can start`,
    );
    expect((await action('ballflightretrack')).status).toBe(200);
    await da.dataops.idle();
    expect((await action('terminate')).status).toBe(200);
    await da.dataops.idle();
    const steps = (await replicaSteps(from)).filter((s) => !s.startsWith('progress'));
    expect(steps).toEqual([
      'replica.ballRetrack',
      'replica.ballRetracked',
      'replica.retrack',
      'replica.retracked',
      'replica.ballRetrack',
      'replica.ballRetracked',
      'replica.finalize',
      'replica.finalized',
    ]);
    expect(await extra()).toMatchObject({ replicaStatus: 'F_C', replicaStage: '' });
  });

  it('retracks two chosen players in a window: their numbers change, the others stay', async () => {
    const before = await keptMetrics(store.db, PRACTICE);
    const [a, b, c] = players;
    if (!a || !b || !c) throw new Error('no players');
    const startMs = START_MS + 20_000;
    const endMs = START_MS + 80_000;
    const from = await version();
    const res = await action(
      'targetedretrack',
      `&entities=${a.id},${b.id}&start=${startMs}&end=${endMs}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([msgActionStarted('targetedretrack')]);
    await da.dataops.idle();
    expect(await replicaSteps(from)).toEqual([
      'replica.retrack',
      'progress:retrack',
      'progress:retrack',
      'replica.retracked',
    ]);
    const started = (await events()).find((e) => e.version > from);
    expect(started?.data).toMatchObject({
      stage: 'retrack',
      chain: false,
      targeted: { entities: [a.id, b.id], startMs, endMs },
    });
    expect((await extra()).replicaStatus).toBe('R_C');
    const after = await keptMetrics(store.db, PRACTICE);
    const doc = await getSession(store.db, PRACTICE);
    const inputs = await metricsInputs(store.db, doc);
    for (const p of [a, b]) {
      const track = (await loadTracks(store.db, PRACTICE)).find((t) => t.entityId === p.id);
      if (!track) throw new Error(`no track of ${p.id}`);
      const [expected] = computePlayerMetrics(doc, [sliceTrack(track, startMs, endMs)], inputs);
      expect(after.get(p.id)).toEqual(expected?.metrics);
      expect(after.get(p.id)?.totalDis).toBeLessThan(before.get(p.id)?.totalDis ?? 0);
    }
    expect(after.get(c.id)).toEqual(before.get(c.id));
  });

  it('saves the schedule, and lists Processing Status by the viewer’s day', async () => {
    const res = await action('saveschedule', `&start=${START_MS}&end=${START_MS + 60_000}`);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([msgActionStarted('saveschedule')]);
    expect((await extra()).datasetSchedule).toEqual({
      startMs: START_MS,
      endMs: START_MS + 60_000,
    });
    expect((await events()).at(-1)).toMatchObject({
      type: 'dataset.scheduled',
      data: { startMs: START_MS, endMs: START_MS + 60_000 },
    });

    // 02:30 UTC on 3 November is the evening of 2 November in Chicago (UTC-6).
    const status = await call<Record<string, unknown>>(
      `processing/status/${OPS_TEAM}?tzOffset=360`,
    );
    expect(status.status).toBe(200);
    const rows = status.body.results;
    expect(rows.map((r) => r.sessionId)).toEqual([
      'ops-planned',
      'ops-live',
      PRACTICE,
      'ops-seeded',
    ]);
    const balls = (await loadTracks(store.db, PRACTICE)).filter((t) =>
      t.entityId.startsWith('ball'),
    ).length;
    expect(rows[2]).toEqual({
      date: '2026-11-02',
      teamId: OPS_TEAM,
      sessionId: PRACTICE,
      datasetRef: REF,
      name: PRACTICE,
      description: '',
      status: 'COMPLETE',
      warnings: [],
      tracking: `${players.length} players · ${balls} balls`,
    });
    expect(rows[1]).toMatchObject({ status: 'LIVE', date: '2026-11-04' });
    expect(rows[0]).toMatchObject({ status: 'SCHEDULED', date: '2026-11-05', warnings: [] });
    expect((await call(`processing/status/1050?tzOffset=360`)).body.results).toEqual([]);
    expect((await call(`processing/status/*?tzOffset=9999`)).status).toBe(400);
  });

  it('retries a failed stage at its X_I code, the only action taken there', async () => {
    const id = 'ops-failing';
    await seedFinishedPractice(store.db, id, players, START_MS + 3 * 3_600_000, { seed: 7 });
    expect((await action('init', '', id)).status).toBe(200);
    await da.dataops.idle();
    expect((await extra(id)).replicaStatus).toBe('F_C');
    // One ball's stored window made unreadable: the ball flight retrack fails at B_I.
    const ball = (await loadTracks(store.db, id)).find((t) => t.entityId.startsWith('ball'));
    const row = await store.db
      .selectFrom('track_windows')
      .select(['entity_id', 'window_ms', 'data'])
      .where('session_id', '=', id)
      .where('entity_id', '=', ball?.entityId ?? '')
      .orderBy('window_ms')
      .executeTakeFirstOrThrow();
    const write = (data: Uint8Array) =>
      store.db
        .updateTable('track_windows')
        .set({ data })
        .where('session_id', '=', id)
        .where('entity_id', '=', row.entity_id)
        .where('window_ms', '=', row.window_ms)
        .execute();
    const bytes = new Uint8Array(row.data);
    await write(new Uint8Array([99]));
    const from = await version(id);
    expect((await action('ballflightretrack', '', id)).status).toBe(200);
    await da.dataops.idle();
    expect(await extra(id)).toMatchObject({
      replicaStatus: 'B_I',
      replicaStage: 'ballflight',
      replicaFailed: 'Ball flight retrack failed: unknown track window format 99',
    });
    const reason = `DS-opsfaili is at B_I (retracking ball flights) and its ball flight retrack failed (Ball flight retrack failed: unknown track window format 99); only Ball flight retrack can start, to retry it`;
    await refused(() => action('retrack', '', id), 409, `Retrack can't start: ${reason}`, id);
    await refused(() => action('terminate', '', id), 409, `Terminate can't start: ${reason}`, id);
    await refused(() => action('init', '', id), 409, `Launch can't start: ${reason}`, id);

    await write(bytes);
    const res = await action('ballflightretrack', '', id);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([msgActionStarted('ballflightretrack')]);
    await da.dataops.idle();
    const steps = (await events(id)).filter(
      (e) => e.version > from && e.type !== 'replica.progress',
    );
    expect(steps.map((e) => e.type)).toEqual([
      'replica.ballRetrack',
      'replica.failed',
      'replica.retry',
      'replica.ballRetracked',
    ]);
    // The code: B_I, kept through the failure and the retry, then B_C.
    expect(steps.map((e) => (e.data as { status?: string }).status)).toEqual([
      'B_I',
      undefined,
      'B_I',
      'B_C',
    ]);
    expect(await extra(id)).toMatchObject({
      replicaStatus: 'B_C',
      replicaStage: '',
      replicaFailed: null,
    });
    expect((await action('terminate', '', id)).status).toBe(200);
    await da.dataops.idle();
    expect((await extra(id)).replicaStatus).toBe('F_C');
  });
});
