/**
 * The session-data calls (fullpractice, playermetrics, velocitygraph, venue tracks) end to
 * end over HTTP on SQLite and on a real PostgreSQL: a simulated practice is run through
 * the practice commands and sent through the ingest route in 10-second batches, then read
 * back live and after the end. Numbers are checked against the engine run directly on the
 * simulator's samples.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, createVenueKey, type Dataaccess, type Store } from '../../dataaccess';
import { createPeriodSplitMetrics, teamZones } from '../../dataaccess/src/metrics';
import { decodeWindow } from '../../dataaccess/src/tracks/window-codec';
import { createPracticeSimulation, generateRoster, type SimPlayer } from '../../simulator';
import { storeBackends } from '../support/stores';
import { insertTeams } from '../../scripts/demo/seed';

const backends = await storeBackends();
const TOKEN = 'session-data';
const TEAM = '3700';
const START_MS = Date.UTC(2026, 9, 13, 15);
const BATCH_MS = 10_000;

interface Answer<T = Record<string, unknown>> {
  results: T[];
  code: number;
  status: string;
}

type Metrics = Record<string, number | null>;

describe.each(backends)('session data on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS - 3600_000;
  const suffix = Math.random().toString(36).slice(2, 7);
  const players: SimPlayer[] = generateRoster({
    seed: 11,
    teamAbbr: 'SD',
    league: 'nfl',
    size: 12,
  }).map((p) => ({ ...p, id: `sd${suffix}-${p.id}` }));
  const sim = createPracticeSimulation({
    seed: 5,
    players,
    periods: [
      { name: 'Stretch', periodType: 'Stretch', durationMs: 60_000 },
      { name: 'Team Period', periodType: '11on11 Pass Specific', durationMs: 120_000 },
    ],
    startMs: START_MS,
  });
  let id = '';
  let venueKey = '';

  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<{ status: number; body: Answer<T> }> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };

  const ingest = async (fromMs: number, toMs: number): Promise<void> => {
    const tracks = sim.samplesBetween(fromMs, toMs).map((t) => ({
      entityId: t.entityId,
      atMs: Array.from(t.atMs),
      xYd: Array.from(t.xYd),
      yYd: Array.from(t.yYd),
      ...(t.zYd ? { zYd: Array.from(t.zYd) } : {}),
    }));
    // The venue's engine posts with its own key, not the gateway's credential (decision 0028).
    const res = await da.app.inject({
      method: 'POST',
      url: `/dataaccess/ingest/${id}`,
      headers: { 'x-venue-key': venueKey },
      payload: { tracks },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  };

  /** The engine run directly on the simulator's samples of one player, same periods. */
  const direct = (playerId: string) => {
    const track = sim.samplesBetween(sim.startMs, sim.endMs).find((t) => t.entityId === playerId);
    if (track === undefined) throw new Error(`no samples of ${playerId}`);
    const split = createPeriodSplitMetrics({
      zones: teamZones(Number(TEAM)),
      periods: sim.periods.map((p, i) => ({ periodId: String(i), ...p })),
    });
    split.push(track.atMs, track.xYd, track.yYd);
    split.flush();
    return split;
  };

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    await store.db
      .insertInto('players')
      .values(
        players.map((p) => ({
          player_id: p.id,
          team_id: TEAM,
          name: `Player ${p.jersey}`,
          jersey: p.jersey,
          position: p.position,
          status: 'ACT',
          nfl_id: null,
          esb_id: null,
          gsis_id: null,
        })),
      )
      .execute();
    // The practice is held at a venue of its team: a practice's siteId must name one.
    await store.db
      .insertInto('venues')
      .values({
        site_id: `venue-${suffix}`,
        site_name: 'Practice Field',
        type: 'practice',
        team_id: TEAM,
        league: 'nfl',
      })
      .execute();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
    venueKey = (await createVenueKey(store.db, `venue-${suffix}`, 'engine', START_MS)).key;
    const created = await call('POST', `schedule?league=nfl&type=practice&teamids=${TEAM}`, {
      name: `Simulated ${suffix}`,
      description: '',
      drills: sim.periods.map((p) => ({ drillType: p.name, periodType: p.periodType })),
      extraData: {},
      intensity: 'Medium',
      league: 'nfl',
      profileName: 'Standard',
      rooftype: 'Outdoor',
      siteId: `venue-${suffix}`,
      siteName: 'Practice Field',
      start: START_MS,
      teamId: TEAM,
      type: 'practice',
    });
    expect(created.status).toBe(200);
    id = String(created.body.results[0]?._id);
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('serves the live velocity graph and live tracks while the practice runs', async () => {
    nowMs = START_MS;
    expect((await call('POST', 'datasets', { _id: id, teamId: TEAM })).status).toBe(200);
    const second = sim.periods[1];
    for (let t = START_MS; t < START_MS + 90_000; t += BATCH_MS) {
      if (second && t === second.startMs) {
        nowMs = t;
        expect((await call('POST', `manage/${id}/endperiod`)).status).toBe(200);
        expect((await call('POST', `manage/${id}/startperiod?chained=false`)).status).toBe(200);
      }
      await ingest(t, t + BATCH_MS);
    }
    const player = players[3]?.id ?? '';
    const graph = await call<{ timestamp: number; speedMPH: number }>(
      'GET',
      `velocitygraph/${id}_${player}?isLive=yes`,
    );
    expect(graph.status).toBe(200);
    // One point a second of what was processed (the filter holds back its last 0.6 s).
    expect(graph.body.results.length).toBeGreaterThanOrEqual(89);
    expect(graph.body.results.at(-1)?.timestamp).toBeGreaterThan(START_MS + 88_000);

    const live = await call<{ entityId: string; windowMs: number; count: number; data: string }>(
      'GET',
      `venue/${id}/tracks?datasetId=${id}&live=true&compressed=true`,
    );
    expect(live.status).toBe(200);
    const rows = live.body.results;
    expect(new Set(rows.map((r) => r.entityId)).size).toBe(players.length + sim.ballIds.length);
    const row = rows.find((r) => r.entityId === player);
    expect(row?.windowMs).toBe(START_MS + 80_000);
    const decoded = decodeWindow(
      player,
      row?.windowMs ?? 0,
      Buffer.from(row?.data ?? '', 'base64'),
    );
    const truth = sim
      .samplesBetween(START_MS + 80_000, START_MS + 90_000)
      .find((t) => t.entityId === player);
    expect(decoded.atMs.length).toBe(100);
    for (let i = 0; i < decoded.atMs.length; i++) {
      expect(decoded.atMs[i]).toBe(truth?.atMs[i]);
      expect(Math.abs((decoded.xYd[i] ?? 0) - (truth?.xYd[i] ?? 0))).toBeLessThan(0.001);
    }
  });

  it('computes the finished practice from the stored windows, per player, period and session', async () => {
    for (let t = START_MS + 90_000; t < sim.endMs; t += BATCH_MS) await ingest(t, t + BATCH_MS);
    nowMs = sim.endMs;
    const stopped = await call('POST', `dataset/${id}/stoppractice`);
    expect(stopped.body.results[0]).toMatchObject({ status: 'complete' });

    const full = await call<{
      highlights: Record<string, number | null>;
      sessionInfo: { periods: string[] };
      players: { id: string; name: string; jerseyNumber: string; metrics: Metrics }[];
      byPeriod: { name: string; players: { id: string; metrics: Metrics }[] }[];
    }>('GET', `fullpractice/${id}`);
    expect(full.status).toBe(200);
    const item = full.body.results[0];
    expect(item?.sessionInfo.periods).toEqual(['Stretch', 'Team Period']);
    expect(item?.players).toHaveLength(players.length);
    for (const row of item?.players ?? []) {
      const expected = direct(row.id).totals();
      // Stored positions are kept to a thousandth of a yard: distances agree within 0.5 %.
      expect(Math.abs((row.metrics.totalDis ?? 0) - (expected.totalDis ?? 0))).toBeLessThan(
        0.005 * (expected.totalDis ?? 0) + 0.5,
      );
      expect(Math.abs((row.metrics.maxSpeedMPH ?? 0) - (expected.maxSpeedMPH ?? 0))).toBeLessThan(
        0.1,
      );
      const zones = ['walkYds', 'jogYds', 'runYds', 'sprintYds', 'maxSprintYds'];
      const zoneSum = zones.reduce((s, k) => s + (row.metrics[k] ?? 0), 0);
      expect(zoneSum).toBeCloseTo(row.metrics.totalDis ?? 0, 6);
      expect(row.metrics.walkYdsRelative).not.toBeUndefined();
    }
    const totals = item?.players.map((p) => p.metrics.totalDis ?? 0) ?? [];
    expect(item?.highlights.aveDistYards).toBeCloseTo(
      totals.reduce((s, v) => s + v, 0) / totals.length,
      6,
    );
    expect(item?.byPeriod.map((p) => p.players.length)).toEqual([players.length, players.length]);
    const one = players[5]?.id ?? '';
    const periodTotal = item?.byPeriod
      .map((p) => p.players.find((q) => q.id === one)?.metrics.totalDis ?? 0)
      .reduce((s, v) => s + v, 0);
    const sessionTotal = item?.players.find((p) => p.id === one)?.metrics.totalDis ?? 0;
    expect(Math.abs((periodTotal ?? 0) - sessionTotal)).toBeLessThan(0.02 * sessionTotal + 1);

    const kept = await store.db
      .selectFrom('session_metrics')
      .select(['entity_id', 'total_dist_yd'])
      .where('session_id', '=', id)
      .execute();
    expect(kept).toHaveLength(players.length);

    const mine = await call<{ id: string; metrics: Metrics; byPeriod: unknown[] }>(
      'GET',
      `playermetrics/${one}/post?datasetId=${id}`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.results[0]?.metrics.totalDis).toBe(sessionTotal);
    expect(mine.body.results[0]?.byPeriod).toHaveLength(2);

    const graph = await call<{ timestamp: number; speedMPH: number }>(
      'GET',
      `velocitygraph/${id}_${one}`,
    );
    expect(graph.body.results).toHaveLength(180);
    const graphMax = Math.max(...graph.body.results.map((p) => p.speedMPH));
    const maxMph = item?.players.find((p) => p.id === one)?.metrics.maxSpeedMPH ?? 0;
    expect(graphMax).toBeLessThanOrEqual(maxMph + 0.01);
    expect(graphMax).toBeGreaterThan(maxMph * 0.8);

    const tracks = await call<{ entityId: string; atMs: number[]; xYd: number[] }>(
      'GET',
      `venue/venue-${suffix}/tracks?datasetId=${id}&startTime=${START_MS + 5_000}&endTime=${START_MS + 25_000}`,
    );
    expect(tracks.status).toBe(200);
    expect(tracks.body.results).toHaveLength(players.length + sim.ballIds.length);
    expect(tracks.body.results.every((r) => r.atMs.length === 200)).toBe(true);
    expect(tracks.body.results[0]?.atMs[0]).toBe(START_MS + 5_000);
  });

  it('answers unknown sessions, players and venues with clear refusals', async () => {
    const gone = await call('GET', 'fullpractice/no-such-practice');
    expect(gone.status).toBe(404);
    expect(gone.body.status).toBe('session no-such-practice was not found');
    const nobody = await call('GET', `velocitygraph/${id}_nobody`);
    expect(nobody.status).toBe(404);
    expect(nobody.body.status).toContain('player nobody');
    expect((await call('GET', `playermetrics/nobody/post?datasetId=${id}`)).status).toBe(404);
    expect((await call('GET', `playermetrics/${players[0]?.id}/post`)).status).toBe(400);
    const elsewhere = await call('GET', `venue/other-venue/tracks?datasetId=${id}&live=true`);
    expect(elsewhere.status).toBe(404);
    const bare = await call('GET', `venue/${id}/tracks?datasetId=${id}`);
    expect(bare.status).toBe(400);
    expect(bare.body.status).toContain('startTime and endTime');
    const long = await call(
      'GET',
      `venue/${id}/tracks?datasetId=${id}&startTime=${START_MS}&endTime=${START_MS + 3600_000}`,
    );
    expect(long.status).toBe(400);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const res = await da.app.inject({
      method: 'GET',
      url: '/dataaccess/openapi.json',
      headers: { 'x-service-token': TOKEN },
    });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/dataaccess/fullpractice/{id}',
      '/dataaccess/playermetrics/{playerId}/post',
      '/dataaccess/velocitygraph/{key}',
      '/dataaccess/venue/{gameOrVenue}/tracks',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
