/**
 * The browser's side of the playback tracks (03 §7 Tracks, §9): the web decoder reads the
 * windows dataaccess's encoder wrote, sample for sample, and the viewer's window cache
 * fetches what a jump needs in one call of the real tracks route and each window only once.
 * The web may not import dataaccess (lint layers), so the two meet here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { encodeWindow } from '../../dataaccess/src/tracks/window-codec';
import { createPracticeSimulation, generateRoster } from '../../simulator';
import {
  base64Bytes,
  decodeTrackWindow,
  decodeTracksAnswer,
  TrackWindowCache,
} from '../../web/src/data/trackWindows';
import type { CompressedTrackWindow } from '../../domain';
import { storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'track-windows';
const START_MS = Date.UTC(2026, 10, 25, 15, 0, 3);
const DURATION_MS = 3 * 60_000;
const players = generateRoster({ seed: 4, teamAbbr: 'TW', league: 'nfl', size: 6 });
/** The simulation storePastSession stores (same seed, players, period and start). */
const sim = createPracticeSimulation({
  seed: 1,
  players,
  periods: [{ name: 'Team', periodType: '11on11 Pass Specific', durationMs: DURATION_MS }],
  startMs: START_MS,
});

describe('the web decoder of dataaccess windows', () => {
  it('reads back every sample, heights skipped, within the thousandth of a yard kept', () => {
    const from = START_MS - (START_MS % 10_000) + 10_000;
    const tracks = sim.samplesBetween(from, from + 10_000);
    const ball = tracks.find((t) => t.zYd !== undefined);
    expect(ball).toBeDefined();
    for (const track of tracks) {
      const bytes = encodeWindow(from, track);
      const back = decodeTrackWindow(track.entityId, from, bytes);
      expect(Array.from(back.atMs)).toEqual(Array.from(track.atMs, Math.round));
      back.xYd.forEach((x, i) => {
        expect(Math.abs(x - (track.xYd[i] ?? 0))).toBeLessThan(0.0006);
      });
      back.yYd.forEach((y, i) => {
        expect(Math.abs(y - (track.yYd[i] ?? 0))).toBeLessThan(0.0006);
      });
    }
  });

  it('refuses a truncated window, an unknown format and an unknown encoding', () => {
    const [track] = sim.samplesBetween(START_MS, START_MS + 1_000);
    if (track === undefined) throw new Error('no samples');
    const bytes = encodeWindow(START_MS, track);
    expect(() => decodeTrackWindow('p', START_MS, bytes.slice(0, bytes.length - 1))).toThrow(
      'track window of p is truncated',
    );
    expect(() => decodeTrackWindow('p', START_MS, Uint8Array.of(2, 0, 0))).toThrow(
      'unknown track window format 2',
    );
    expect(() =>
      decodeTracksAnswer([
        { entityId: 'p', windowMs: START_MS, count: 0, encoding: 'gzip', data: '' },
      ]),
    ).toThrow('unknown track encoding gzip');
    expect(Array.from(base64Bytes(Buffer.from([0, 200, 255]).toString('base64')))).toEqual([
      0, 200, 255,
    ]);
  });
});

describe.each(backends)('the viewer window cache on the tracks call, $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const id = `tw-${backend.name}-${Math.random().toString(36).slice(2, 7)}`;
  const calls: [number, number][] = [];

  const fetchWindows = async (fromMs: number, toMs: number): Promise<CompressedTrackWindow[]> => {
    calls.push([fromMs, toMs]);
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/venue/${id}/tracks?datasetId=${id}&startTime=${fromMs}&endTime=${toMs}&compressed=true`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ results: CompressedTrackWindow[] }>().results;
  };

  beforeAll(async () => {
    store = await backend.open();
    await storePastSession(store.db, {
      id,
      kind: 'practice',
      teamId: '3700',
      startMs: START_MS,
      durationMs: DURATION_MS,
      players,
      computeMetrics: false,
    });
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => START_MS + DURATION_MS });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('fetches a jump (60 s of trails, its window, the next) in one call and each window once', async () => {
    const cache = new TrackWindowCache(fetchWindows);
    const at = START_MS + 95_000;
    const from = at - 60_000;
    const to = START_MS + 110_000;
    await Promise.all([cache.load(from, to), cache.load(from + 10_000, to)]);
    expect(calls).toEqual([[START_MS - 3_000 + 30_000, START_MS - 3_000 + 120_000]]);
    expect(cache.has(from, to)).toBe(true);
    expect(cache.has(from, to + 10_000)).toBe(false);

    // The samples handed out are the simulator's, in [from, to).
    const got = cache.samples(from, to);
    const want = sim.samplesBetween(from, to);
    expect([...got.keys()].sort()).toEqual(want.map((t) => t.entityId).sort());
    for (const track of want) {
      const parts = got.get(track.entityId) ?? [];
      const atMs = parts.flatMap((p) => Array.from(p.atMs));
      const xYd = parts.flatMap((p) => Array.from(p.xYd));
      expect(atMs).toEqual(Array.from(track.atMs, Math.round));
      expect(Math.abs((xYd.at(-1) ?? 0) - (track.xYd.at(-1) ?? 0))).toBeLessThan(0.0006);
    }

    // The next window ahead: one more call for it alone.
    await cache.load(from, to + 10_000);
    expect(calls.at(-1)).toEqual([START_MS - 3_000 + 120_000, START_MS - 3_000 + 130_000]);
    await cache.load(from, to + 10_000);
    expect(calls).toHaveLength(2);
  });

  it('fetches windows still filling again each time (a live practice)', async () => {
    calls.length = 0;
    const edge = START_MS - 3_000 + 170_000;
    const cache = new TrackWindowCache(fetchWindows, edge);
    await cache.load(edge - 20_000, edge + 10_000);
    await cache.load(edge - 20_000, edge + 10_000);
    expect(calls).toEqual([
      [edge - 20_000, edge + 10_000],
      [edge, edge + 10_000],
    ]);
  });
});
