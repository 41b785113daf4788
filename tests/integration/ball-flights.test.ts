/**
 * The ball metrics page's call (02 §2 Ball metrics page, issue 35 item 3), over HTTP
 * (app.inject) on a real SQLite store: a live practice fed by the simulator in 5-second
 * batches answers the simulated QB's throws, credited to him, each once, equal to detection
 * over the whole stored ball track (the live detection works on a window, not the session);
 * the practice ended, its ball flights retracked by the data-ops stage, the call answers
 * the stored ones. Only QB, K, P and LS are credited; a side that is not the session's is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasBallMetrics,
  SPEED_ZONES,
  speedZoneOf,
  type BallFlightRow,
  type SessionFlightRow,
} from '../../domain';
import {
  buildDataaccess,
  storeBatch,
  createPractice,
  createVenueKey,
  runPracticeCommand,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { detectBallFlights } from '../../dataaccess/src/metrics';
import { LiveFlights } from '../../dataaccess/src/live/live-flights';
import { loadTracks } from '../../dataaccess/src/tracks/ingest';
import { seedReferenceData, seededRoster } from '../../scripts/demo/seed';
import { createPracticeSimulation } from '../../simulator';
import { seedSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const sqlite = (await storeBackends()).filter((b) => b.name === 'sqlite');
const TOKEN = 'ball-flights';
const TEAM = '3700';
const START_MS = Date.UTC(2025, 9, 21, 15);
const DURATION_MS = 3 * 60_000;
const VENUE = 'bf-practice-field';
const BATCH_MS = 5_000;

describe.each(sqlite)('ball flights of a session on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS;
  const roster = seededRoster(TEAM, 'nfl');
  const pick = (position: string, n: number) =>
    roster.filter((p) => p.position === position).slice(0, n);
  const players = [
    ...pick('QB', 2),
    ...pick('WR', 4),
    ...pick('TE', 2),
    ...pick('RB', 2),
    ...pick('CB', 3),
    ...pick('SS', 1),
    ...pick('FS', 1),
  ];

  const get = async (url: string) =>
    da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN },
    });
  const flights = async (id: string, query = ''): Promise<SessionFlightRow[]> => {
    const res = await get(`ballflights/${id}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: SessionFlightRow[] }>().results;
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    await store.db
      .insertInto('venues')
      .values({
        site_id: VENUE,
        site_name: 'Practice Field',
        type: 'practice',
        team_id: TEAM,
        league: 'nfl',
      })
      .execute();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('answers a live practice its QB throws as they arrive, then the stored ones once ended', async () => {
    const practice = await createPractice(
      store.db,
      {
        name: 'Ball flights',
        description: '',
        drills: [{ drillType: 'Individual' }],
        extraData: {},
        intensity: 'High',
        league: 'nfl',
        profileName: '',
        rooftype: 'Outdoor',
        siteId: VENUE,
        siteName: 'Practice Field',
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
      seed: 11,
      players,
      periods: [{ name: 'Individual', periodType: 'Individual', durationMs: DURATION_MS }],
      startMs: START_MS,
    });
    const thrown = sim
      .flightsBetween(sim.startMs, sim.endMs)
      .filter((f) => f.kind === 'Pass' && f.ballId !== undefined);
    expect(thrown.length).toBeGreaterThan(3);

    expect(await flights(id)).toEqual([]);
    const { key } = await createVenueKey(store.db, VENUE, 'engine', START_MS);
    for (let from = sim.startMs, sequence = 1; from < sim.endMs; from += BATCH_MS, sequence++) {
      const tracks = sim.samplesBetween(from, Math.min(from + BATCH_MS, sim.endMs));
      nowMs = from + BATCH_MS;
      const res = await da.app.inject({
        method: 'POST',
        url: `/dataaccess/ingest/${id}`,
        headers: { 'x-venue-key': key },
        payload: {
          sequence,
          tracks: tracks.map((t) => ({
            entityId: t.entityId,
            atMs: [...t.atMs],
            xYd: [...t.xYd],
            yYd: [...t.yYd],
            ...(t.zYd === undefined ? {} : { zYd: [...t.zYd] }),
          })),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      if (from === sim.startMs + 12 * BATCH_MS) {
        // Part way: the throws released a second before the newest sample are there.
        const sofar = await flights(id);
        const released = thrown.filter((f) => f.startMs + f.durationMs < nowMs - 1000);
        expect(sofar.length).toBeGreaterThanOrEqual(released.length);
      }
    }

    const live = await flights(id);
    // Each simulated throw found once, credited to its passer, released near its time.
    for (const f of thrown) {
      const found = live.filter(
        (r) => r.ballId === f.ballId && Math.abs(r.startTimeMS - f.startMs) <= 300,
      );
      expect(found, `throw at ${f.startMs}`).toHaveLength(1);
      expect(found[0]).toMatchObject({ playerId: f.throwerId, position: 'QB', flightType: 'Pass' });
      // From the passer's hands to where the ball came down, as the simulation planned it
      // (docs/metrics.md, Ball flights: the release point).
      expect(
        Math.abs((found[0]?.groundDistanceYds ?? 0) - f.groundDistanceYd),
        `throw at ${f.startMs}`,
      ).toBeLessThanOrEqual(2);
    }
    for (const r of live) {
      expect(hasBallMetrics(r.position)).toBe(true);
      expect(r.teamId).toBe(TEAM);
      expect(r.speedZone).toBe(speedZoneOf(r.initialAirSpeedMPH));
      expect(SPEED_ZONES).toContain(r.speedZone);
      expect(r).toMatchObject({
        periodIndex: 0,
        periodName: 'Individual',
        inPlay: true,
        quarter: null,
      });
      const qb = players.find((p) => p.id === r.playerId);
      expect(r).toMatchObject({ name: qb?.name, jersey: String(qb?.jersey), position: 'QB' });
    }

    // The live window gives what detection over each whole stored ball track gives.
    const stored = await loadTracks(store.db, id);
    const playerTracks = new Map(
      stored.filter((t) => !t.entityId.startsWith('ball')).map((t) => [t.entityId, t]),
    );
    const positions = new Map(players.map((p) => [p.id, p.position]));
    const whole = stored
      .filter((t) => sim.ballIds.includes(t.entityId))
      .flatMap((t) =>
        detectBallFlights(t, { players: playerTracks, positions }).map((f) => ({
          ...f,
          ballId: t.entityId,
        })),
      )
      .filter((f) => hasBallMetrics(positions.get(f.launcherKey ?? '') ?? ''))
      .map((f) => [f.ballId, f.startTimeMS, f.endTimeMS, f.launcherKey]);
    const key3 = (a: readonly unknown[]) => JSON.stringify(a);
    expect(
      live.map((r) => key3([r.ballId, r.startTimeMS, r.endTimeMS, r.launcherKey])).sort(),
    ).toEqual(whole.map(key3).sort());

    // Ended, and its ball flights retracked: the stored flights are answered.
    nowMs = sim.endMs + 1000;
    await runPracticeCommand(store.db, id, { type: 'practice.stop' }, 'tests', nowMs);
    for (const action of ['init', 'ballflightretrack'] as const) {
      await da.dataops.command({ action, datasetId: id, teamId: TEAM }, 'ops');
      await da.dataops.idle();
    }
    const rows = await store.db
      .selectFrom('ball_flights')
      .selectAll()
      .where('session_id', '=', id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const past = await flights(id);
    expect(past.map((r) => r.id).sort()).toEqual(live.map((r) => r.id).sort());
    expect(await flights(id, `?side=${TEAM}`)).toEqual(past);

    const wrongSide = await get(`ballflights/${id}?side=3900`);
    expect(wrongSide.statusCode).toBe(400);
    expect(wrongSide.body).toContain('is not a team of session');
    expect((await get('ballflights/no-such-practice')).statusCode).toBe(404);
  });

  it('credits the passer of an early throw in a long batch (the players are kept over it)', async () => {
    const sim = createPracticeSimulation({
      seed: 3,
      players,
      periods: [{ name: 'Individual', periodType: 'Individual', durationMs: 120_000 }],
      startMs: START_MS,
    });
    const passes = sim.flightsBetween(sim.startMs, sim.endMs).filter((f) => f.ballId !== undefined);
    const first = Math.min(...passes.map((f) => f.startMs));
    const live = new LiveFlights(store.db);
    const id = 'bf-long-batch';
    // The first batch ends before the first throw, the second holds the rest (about 80 s).
    for (const [from, to] of [
      [sim.startMs, first - 500],
      [first - 500, sim.endMs],
    ] as const) {
      const tracks = sim.samplesBetween(from, to);
      await storeBatch(store.db, id, tracks);
      await live.feed(id, tracks);
    }
    const found = [...(await live.flights(id)).values()].flat();
    const finished = passes.filter((f) => f.startMs + f.durationMs < sim.endMs - 1000);
    for (const f of finished) {
      const match = found.filter((r) => Math.abs(r.startTimeMS - f.startMs) <= 300);
      expect(
        match.map((r) => r.launcherKey),
        `throw at ${f.startMs}`,
      ).toEqual([f.throwerId]);
    }
  });

  it("answers a game's stored flights with quarter and in-play, crediting only QB, K, P and LS", async () => {
    const id = 'bf-game';
    const at = START_MS + 86_400_000;
    await seedSession(store.db, id, {
      teamId: TEAM,
      startTime: at,
      type: 'game',
      visitorTeamId: '1200',
      drills: [
        {
          drillType: 'Q1 Play 1',
          periodType: 'Play',
          playId: 'p1',
          quarter: 1,
          startTs: at,
          endTs: at + 10_000,
        },
        {
          drillType: 'Q2 Timeout',
          periodType: 'Stoppage',
          startTs: at + 20_000,
          endTs: at + 30_000,
        },
        {
          drillType: 'OT Play 9',
          periodType: 'Play',
          playId: 'p9',
          startTs: at + 40_000,
          endTs: at + 50_000,
        },
      ],
    });
    const kicker = roster.find((p) => p.position === 'K');
    const receiver = roster.find((p) => p.position === 'WR');
    const qb = players[0];
    if (kicker === undefined || receiver === undefined || qb === undefined)
      throw new Error('roster');
    const flight = (startMs: number, launcherKey: string | null, speed: number): BallFlightRow => ({
      flightType: 'Pass',
      startTimeMS: startMs,
      endTimeMS: startMs + 1000,
      flightDurationSec: 1,
      initialAirSpeedMPH: speed,
      maxAirSpeedMPH: speed,
      initialRotationRPM: null,
      maxRotationRPM: null,
      peakHeightFt: 10,
      peakHeightFrom: 'feed',
      groundDistanceYds: 20,
      airDistInYards: 20.5,
      launcherKey,
      endedByData: false,
      playId: null,
    });
    const stored = [
      flight(at + 2_000, qb.id, 45),
      flight(at + 25_000, kicker.id, 65),
      flight(at + 42_000, qb.id, 39),
      flight(at + 60_000, qb.id, 52),
      flight(at + 3_000, receiver.id, 30),
      flight(at + 4_000, null, 30),
    ];
    await store.db
      .insertInto('ball_flights')
      .values({
        session_id: id,
        entity_id: 'ball-1',
        flights: JSON.stringify(stored),
        count: 6,
        updated_ms: at,
      })
      .execute();
    const rows = await flights(id);
    expect(rows.map((r) => [r.playerId, r.quarter, r.inPlay, r.periodName, r.speedZone])).toEqual([
      [qb.id, 1, true, 'Q1 Play 1', 'Speed Zone 2'],
      [kicker.id, 2, false, 'Q2 Timeout', 'Speed Zone 4'],
      [qb.id, 5, true, 'OT Play 9', 'Speed Zone 1'],
      [qb.id, null, false, null, 'Speed Zone 3'],
    ]);
    expect(await flights(id, '?side=1200')).toEqual([]);

    // The CSV (02 §7): the same flights with the page's filters, by release time in the
    // caller's zone; the totals per thrower; bad filters refused and nothing else.
    const csv = async (query: string) => {
      const res = await get(`reports/ballflights/${id}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${id}.csv"`);
      return res.body.split('\r\n').filter((line) => line !== '');
    };
    const [header = '', ...lines] = await csv('?tzOffset=0&quarter=1,5&inPlay=yes');
    expect(header.split(',').slice(0, 9)).toEqual([
      'Player',
      'Number',
      'Position',
      'Flight Type',
      'Start Time',
      'Quarter',
      'In Play',
      'Speed Zone',
      'Initial Air Speed (MPH)',
    ]);
    expect(lines.map((l) => l.split(',').slice(5, 9))).toEqual([
      ['Q1', 'Yes', 'Speed Zone 2', '45.0'],
      ['OT', 'Yes', 'Speed Zone 1', '39.0'],
    ]);
    const [, ...totals] = await csv('?totalsOnly=yes&type=Pass');
    expect(totals.map((l) => l.split(',').slice(3, 6)).sort()).toEqual([
      ['1', '65.0', '65.0'],
      ['3', '45.3', '52.0'],
    ]);
    // Export Filtered Data: the grid's rows. By player, the QB's group open: his row (3
    // passes, averaged 45.3) then his flights; the kicker's closed.
    const filtered = async (query: string) => {
      const res = await get(`reports/ballflights/${id}/filtered${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${id}.csv"`);
      return res.body.split('\r\n').filter((line) => line !== '');
    };
    const [groupHead = '', ...groupLines] = await filtered(
      `?tzOffset=0&view=byPlayer&expanded=${qb.id}`,
    );
    expect(groupHead.split(',').slice(0, 5)).toEqual([
      'Group',
      'Number',
      'Position',
      'Flights',
      'Flight Type',
    ]);
    const cells = groupLines.map((l) => l.split(','));
    const byName = [qb, kicker].sort((a, b) => a.name.localeCompare(b.name));
    const expected = byName.flatMap((p) =>
      p.id === qb.id
        ? [
            [qb.name, '3', '', '45.3'],
            [qb.name, '', 'Pass', '45.0'],
            [qb.name, '', 'Pass', '39.0'],
            [qb.name, '', 'Pass', '52.0'],
          ]
        : [[kicker.name, '1', '', '65.0']],
    );
    expect(cells.map((c) => [c[0], c[3], c[4], c[9]])).toEqual(expected);
    // By speed zone, filtered to Q1 and OT: two zones, each of one flight.
    const [, ...zones] = await filtered('?tzOffset=0&view=speedZone&quarter=1,5');
    expect(zones.map((l) => l.split(',').slice(0, 4))).toEqual([
      ['Speed Zone 1', '', '', '1'],
      ['Speed Zone 2', '', '', '1'],
    ]);
    // The flat list in the column the user sorted (the grid's rule, domain/ball-filters.ts):
    // by initial air speed, fastest first; by quarter in the game's order (the flight outside
    // a quarter first, then Q1, Q2, OT), not by the names the column shows.
    const column = async (query: string, index: number) =>
      (await filtered(`?tzOffset=0${query}`)).slice(1).map((l) => l.split(',')[index]);
    expect(await column('&sort=initialAirSpeedMPH&order=desc', 8)).toEqual([
      '65.0',
      '52.0',
      '45.0',
      '39.0',
    ]);
    expect(await column('&sort=initialAirSpeedMPH', 8)).toEqual(['39.0', '45.0', '52.0', '65.0']);
    // (The file writes the missing quarter '-' as "'-", as every CSV guards a leading sign.)
    expect(await column('&sort=period&order=asc', 5)).toEqual(["'-", 'Q1', 'Q2', 'OT']);
    expect(await column('&sort=period&order=desc&inPlay=yes', 5)).toEqual(['OT', 'Q1']);
    for (const [query, message] of [
      ['?view=byPlayer&sort=initialAirSpeedMPH', 'query.sort'],
      ['?order=desc', 'query.order'],
      ['?sort=maxAirSpeedMPH', 'query.sort'],
      ['?sort=period&order=down', 'query.order'],
      ['?view=flat', 'query.view'],
      ['?teamOfInterest=9999', 'query.teamOfInterest'],
      [`?expanded=${'x,'.repeat(1999)}x`, 'query.expanded'],
    ] as const) {
      const res = await get(`reports/ballflights/${id}/filtered${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ status: string }>().status).toContain(message);
    }

    // The game-ball bulk CSV: the game's flights of the team, a row each, with the date.
    const range = '20251001-20251031';
    const bulkUrl = `reports/bulk/${TEAM}/gameBallFlights/${range}?tzOffset=0`;
    const first = await get(`${bulkUrl}&materialize=no&progress=percent`);
    expect(first.statusCode, first.body).toBe(200);
    const [state] = first.json<{ results: { state: number; percent: number }[] }>().results;
    expect(state?.percent).toBeGreaterThanOrEqual(0);
    await expect
      .poll(
        async () => (await get(`${bulkUrl}&materialize=no`)).json<{ results: number[] }>().results,
      )
      .toEqual([0]);
    expect((await get(`${bulkUrl}&materialize=no&progress=percent`)).json()).toMatchObject({
      results: [{ state: 0, percent: 100 }],
    });
    const file = await get(`${bulkUrl}&materialize=yes`);
    expect(file.statusCode, file.body).toBe(200);
    const [bulkHead = '', ...bulkLines] = file.body.split('\r\n').filter((l) => l !== '');
    expect(bulkHead.split(',').slice(0, 5)).toEqual([
      'Date',
      'Time',
      'Session',
      'Player',
      'Number',
    ]);
    expect(bulkLines.map((l) => l.split(',')[3]).sort()).toEqual(rows.map((r) => r.name).sort());
    // Practices' ball flights of the range hold none of this game's.
    const practiceBall = `reports/bulk/${TEAM}/practiceBallFlights/${range}?tzOffset=0`;
    await expect
      .poll(
        async () =>
          (await get(`${practiceBall}&materialize=no`)).json<{ results: number[] }>().results,
      )
      .toEqual([0]);
    const practiceFile = await get(`${practiceBall}&materialize=yes`);
    expect(practiceFile.body).not.toContain('bf-game');
    expect((await get(`reports/bulk/${TEAM}/ballFlights/${range}?materialize=no`)).statusCode).toBe(
      400,
    );
    expect((await get(`${bulkUrl}&materialize=no&progress=all`)).statusCode).toBe(400);

    // The session CSV by quarter or by play (02 §7 gameView): its column says which.
    for (const [view, column] of [
      ['quarters', 'Quarter'],
      ['plays', 'Play'],
    ] as const) {
      const res = await get(`reports/csv/${id}?tzOffset=0&gameView=${view}&teamOfInterest=${TEAM}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body.split(',').slice(0, 6)).toEqual([
        'Player',
        'Number',
        'Position',
        column,
        'Start',
        'End',
      ]);
    }
    await seedSession(store.db, 'bf-practice-csv', { teamId: TEAM, startTime: at });
    for (const [url, message] of [
      ['reports/csv/bf-practice-csv?tzOffset=0&gameView=plays', 'query.gameView'],
      [`reports/csv/${id}?tzOffset=0&gameView=drives`, 'query.gameView'],
      [`reports/csv/${id}?tzOffset=0&totalsOnly=yes&isLive=true`, 'query.totalsOnly'],
      [`reports/csv/${id}?tzOffset=0&teamId=${TEAM}&teamOfInterest=1200`, 'query.teamOfInterest'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ status: string }>().status).toContain(message);
    }

    for (const [query, message] of [
      ['?inPlay=maybe', 'query.inPlay'],
      ['?teamOfInterest=9999', 'query.teamOfInterest: team 9999 is not a team of session bf-game'],
      ['?totalsOnly=no', 'query.totalsOnly'],
    ] as const) {
      const res = await get(`reports/ballflights/${id}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ status: string }>().status).toContain(message);
    }
  });
});
