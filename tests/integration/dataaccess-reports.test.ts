/**
 * The CSV exports over HTTP (app.inject) on SQLite and on a real PostgreSQL (02 §7
 * Reports, 03 §7 Bulk CSV): two past practices run through the practice commands and a
 * game, filled with simulated positions whose metrics the engine computes and keeps. The
 * practice CSV and the bulk files are parsed and checked cell by cell against what
 * fullpractice and playermetrics answer; the bulk poll goes 1 then 0; refusals name the
 * field or the thing not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  metricViewColumns,
  metricViewOfSlug,
  viewColumnCsvHeader,
  type DefinedMetricView,
} from '../../domain';
import { buildDataaccess, createSession, type Dataaccess, type Store } from '../../dataaccess';
import { splitDelimitedLine } from '../../dataaccess/src/importers/delimited';
import { storeBatch } from '../../dataaccess/src/tracks/ingest';
import { seedSeasonHistory } from '../../scripts/demo/history';
import { seededRoster, seedReferenceData } from '../../scripts/demo/seed';
import { createPracticeSimulation } from '../../simulator';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'reports';
const TEAM = '3700';
const VISITOR = '1200';
/** 6 October 2026, 15:00 UTC: 10:00AM at tzOffset 300 (UTC-5). */
const START_MS = Date.UTC(2026, 9, 6, 15);
const MIN_MS = 60_000;
const TZ = 300;
const SEASON = '20260301-20270228';

type Metrics = Record<string, number | null>;
interface FullPlayer {
  id: string;
  name: string;
  jerseyNumber: string;
  position: string;
  teamId: string;
  metrics: Metrics;
}
interface Full {
  players: FullPlayer[];
  byPeriod: { name: string; players: { id: string; metrics: Metrics }[] }[];
}

/** A parsed CSV: header and rows as records by column title. */
function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const [head = '', ...lines] = text.slice(0, -2).split('\r\n');
  const header = splitDelimitedLine(head, ',');
  const rows = lines.map((line) => {
    const cells = splitDelimitedLine(line, ',');
    expect(cells).toHaveLength(header.length);
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
  return { header, rows };
}

/** The cells a row must hold for the engine's metrics, by their catalogue decimals. */
function expectMetrics(row: Record<string, string>, m: Metrics): void {
  const fixed = (v: number | null | undefined, d: number) => (v == null ? '' : v.toFixed(d));
  const clock = (seconds: number | null | undefined) => {
    const s = Math.floor(seconds ?? 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  };
  expect({
    maxSpeed: row['Max Speed (mph)'],
    sustained: row['Max Sustained Speed (mph)'],
    total: row['Total Distance (yd)'],
    walk: row['Walk Distance (yd)'],
    sprints: row['Sprint Count'],
    accels: row['Acceleration Count'],
    decels: row['Deceleration Count'],
    maxAccel: row['Max Acceleration (yd/s²)'],
    load: row['Player Load (au)'],
    tracked: row['Time Tracked (hh:mm:ss)'],
  }).toEqual({
    maxSpeed: fixed(m.maxSpeedMPH, 2),
    sustained: fixed(m.maxSustainedSpeedMPH, 1),
    total: fixed(m.totalDis, 1),
    walk: fixed(m.walkYds, 1),
    sprints: fixed(m.sprintCount, 0),
    accels: fixed(m.accelCount, 0),
    decels: fixed(m.deccelCount, 0),
    maxAccel: fixed(m.maxAccel, 2),
    load: fixed(m.zLoad, 1),
    tracked: clock(m.timeTrkd),
  });
}

describe.each(backends)('report exports on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS - 3600_000;
  const practices: string[] = [];
  let gameId = '';

  const get = async (url: string) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
    });
    return {
      status: res.statusCode,
      type: String(res.headers['content-type']),
      disposition: String(res.headers['content-disposition']),
      text: res.body,
      json: () => res.json<{ results: unknown[]; code: number; status: string }>(),
    };
  };
  const post = async (url: string, payload?: object) => {
    const res = await da.app.inject({
      method: 'POST',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ results: Record<string, unknown>[] }>();
  };

  /** A practice of two one-minute periods with a minute between, run by the commands. */
  async function runPractice(name: string, startMs: number, seed: number): Promise<string> {
    nowMs = startMs - 3600_000;
    const created = await post('schedule', {
      name,
      description: '',
      drills: [
        { drillType: 'Stretch', periodType: 'Stretch' },
        { drillType: 'Team', periodType: '11on11 Pass Specific' },
      ],
      extraData: { simSeed: seed },
      intensity: 'Medium',
      league: 'nfl',
      profileName: 'Standard Practice',
      rooftype: 'Outdoor',
      siteId: `${TEAM}-practice`,
      siteName: 'Practice Facility',
      start: startMs,
      teamId: TEAM,
    });
    const id = String(created.results[0]?._id);
    nowMs = startMs;
    await post('datasets', { _id: id, teamId: TEAM });
    nowMs += MIN_MS;
    await post(`manage/${id}/endperiod`);
    nowMs += MIN_MS;
    await post(`manage/${id}/startperiod?chained=false`);
    nowMs += MIN_MS;
    await post(`dataset/${id}/stoppractice`);
    return id;
  }

  /** A finished game of both teams, one 90-second quarter of simulated positions. */
  async function playGame(startMs: number): Promise<string> {
    const id = `game-${Math.random().toString(36).slice(2, 9)}`;
    const endMs = startMs + 90_000;
    await createSession(
      store.db,
      {
        _id: id,
        gameId: id,
        type: 'game',
        status: 'complete',
        teamId: TEAM,
        homeTeamId: TEAM,
        visitorTeamId: VISITOR,
        league: 'nfl',
        name: 'Home Opener',
        startTime: startMs,
        endTime: endMs,
        drills: [{ drillType: 'Q1', startTs: startMs, endTs: endMs }],
      },
      [{ type: 'session.seeded', data: {} }],
      'test',
      startMs,
    );
    const sim = createPracticeSimulation({
      seed: 9,
      players: [
        ...seededRoster(TEAM, 'nfl').slice(0, 8),
        ...seededRoster(VISITOR, 'nfl').slice(0, 5),
      ],
      periods: [{ name: 'Q1', periodType: '11on11 Pass Specific', durationMs: 90_000 }],
      startMs,
    });
    await storeBatch(store.db, id, sim.samplesBetween(sim.startMs, sim.endMs));
    return id;
  }

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
    practices.push(await runPractice('Tuesday Pads', START_MS, 41));
    practices.push(await runPractice('Wednesday Shells', START_MS + DAY_MS, 42));
    expect(await seedSeasonHistory(store.db, { nowMs: START_MS + 7 * DAY_MS })).toBe(2);
    gameId = await playGame(START_MS + 5 * DAY_MS);
  }, 300_000);
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it("exports a practice: each player's totals and periods, as fullpractice answers them", async () => {
    const [id = ''] = practices;
    const full = (await get(`fullpractice/${id}`)).json().results[0] as Full | undefined;
    expect(full?.players.length).toBeGreaterThan(20);

    const res = await get(`reports/csv/${id}?tzOffset=${TZ}&teamId=${TEAM}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.disposition).toBe(`attachment; filename="${id}.csv"`);
    const csv = parseCsv(res.text);
    expect(csv.header.slice(0, 8)).toEqual([
      'Player',
      'Number',
      'Position',
      'Period',
      'Start',
      'End',
      'Target Speed (mph)',
      'Max Speed (mph)',
    ]);
    expect(csv.header).not.toContain('Current Speed (mph)');
    const totals = csv.rows.filter((r) => r.Period === 'Total');
    expect(totals).toHaveLength(full?.players.length ?? 0);
    expect(csv.rows).toHaveLength(3 * totals.length);
    // By name; each player's totals, then the periods in order.
    const names = totals.map((r) => r.Player ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(csv.rows.slice(0, 3).map((r) => [r.Player, r.Period])).toEqual([
      [names[0], 'Total'],
      [names[0], 'Stretch'],
      [names[0], 'Team'],
    ]);
    for (const player of full?.players ?? []) {
      const rows = csv.rows.filter((r) => r.Player === player.name);
      expect(rows.map((r) => [r.Number, r.Position])).toEqual(
        Array(3).fill([player.jerseyNumber, player.position]),
      );
      const [total, first, second] = rows;
      expect([total?.Start, total?.End]).toEqual(['10/06/2026 10:00AM', '10/06/2026 10:03AM']);
      expect([first?.Start, first?.End]).toEqual(['10/06/2026 10:00AM', '10/06/2026 10:01AM']);
      expect([second?.Start, second?.End]).toEqual(['10/06/2026 10:02AM', '10/06/2026 10:03AM']);
      expectMetrics(total ?? {}, player.metrics);
      full?.byPeriod.forEach((period, i) => {
        const metrics = period.players.find((p) => p.id === player.id)?.metrics ?? {};
        expectMetrics(rows[i + 1] ?? {}, metrics);
      });
    }
    // The same player's numbers as playermetrics answers them.
    const one = full?.players[3];
    const mine = (await get(`playermetrics/${one?.id}/post?datasetId=${id}`)).json();
    const mineMetrics = (mine.results[0] as { metrics: Metrics } | undefined)?.metrics;
    expectMetrics(totals.find((r) => r.Player === one?.name) ?? {}, mineMetrics ?? {});

    const onlyTotals = parseCsv((await get(`reports/csv/${id}?tzOffset=0&totalsOnly=yes`)).text);
    expect(onlyTotals.rows.map((r) => r.Period)).toEqual(totals.map(() => 'Total'));
    expect(onlyTotals.rows[0]?.Start).toBe('10/06/2026 03:00PM');
  });

  it("writes the chosen metric view's columns, in its order, with fullpractice's numbers", async () => {
    const [id = ''] = practices;
    const full = (await get(`fullpractice/${id}`)).json().results[0] as Full | undefined;
    const fixed = ['Player', 'Number', 'Position', 'Period', 'Start', 'End'];
    const csvOf = async (query: string) => {
      const res = await get(`reports/csv/${id}?tzOffset=${TZ}&totalsOnly=yes&${query}`);
      expect(res.status, res.text).toBe(200);
      return parseCsv(res.text);
    };
    for (const view of [
      'team-zone',
      'player-relative-zone',
      'timing-and-pace',
      'lateral-load-metrics',
    ] as const) {
      const csv = await csvOf(`view=${view}`);
      const keys = metricViewColumns(metricViewOfSlug(view) as DefinedMetricView);
      expect(csv.header).toEqual([...fixed, ...keys.map((k) => viewColumnCsvHeader(k, TEAM))]);
      expect(csv.rows).toHaveLength(full?.players.length ?? 0);
    }
    const relativeZone = await csvOf('view=player-relative-zone');
    expect(relativeZone.header).toContain('Walk Distance Relative (yd)');
    expect(relativeZone.header).not.toContain('Walk Distance (yd)');
    for (const player of full?.players ?? []) {
      const row = relativeZone.rows.find((r) => r.Player === player.name) ?? {};
      const value = player.metrics.walkYdsRelative;
      expect(typeof value).toBe('number');
      expect(row['Walk Distance Relative (yd)']).toBe(value?.toFixed(1));
      expect(row['Sprint Count Relative']).toBe(player.metrics.sprintCountRelative?.toFixed(0));
    }
    const lateral = await csvOf('view=lateral-load-metrics');
    const first = full?.players[0];
    expect(lateral.rows.find((r) => r.Player === first?.name)?.['Lateral Load Left']).toBe(
      first?.metrics.lateralLoadLeft?.toFixed(0),
    );
    // All Data is every metric a report writes, as with no view.
    expect((await csvOf('view=all-data')).header).toEqual((await csvOf('')).header);
    const custom = await csvOf('view=custom-view&columns=ypm,walkYdsRelative,totalDis');
    expect(custom.header).toEqual([
      ...fixed,
      'Yards per Minute (yd/min)',
      'Walk Distance Relative (yd)',
      'Total Distance (yd)',
    ]);

    const refused = async (query: string) => {
      const res = await get(`reports/csv/${id}?tzOffset=0&${query}`);
      expect(res.status, query).toBe(400);
      return res.json().status;
    };
    expect(await refused('view=team-zones')).toMatch(/^query\.view: /);
    expect(await refused('view=Team%20Zone')).toMatch(/^query\.view: /);
    expect(await refused('view=custom-view')).toBe(
      'query.columns: view=custom-view names its columns',
    );
    expect(await refused('view=team-zone&columns=totalDis')).toBe(
      'query.columns: columns go with view=custom-view only',
    );
    expect(await refused('view=custom-view&columns=totalDis,nope')).toBe(
      "query.columns: 'nope' is no metric of the catalogue",
    );
    expect(await refused('view=custom-view&columns=totalDis,totalDis')).toBe(
      'query.columns: a metric named twice',
    );
    expect(await refused('view=custom-view&columns=__proto__')).toMatch(/^query\.columns: /);
  });

  it("exports a game for either team, each team's players only", async () => {
    const full = (await get(`fullpractice/${gameId}`)).json().results[0] as Full | undefined;
    const home = parseCsv((await get(`reports/csv/${gameId}?tzOffset=${TZ}`)).text);
    const away = parseCsv(
      (await get(`reports/csv/${gameId}?tzOffset=${TZ}&teamId=${VISITOR}&totalsOnly=yes`)).text,
    );
    expect(home.rows.filter((r) => r.Period === 'Total')).toHaveLength(8);
    expect(away.rows).toHaveLength(5);
    for (const row of away.rows) {
      const player = full?.players.find((p) => p.name === row.Player);
      expect(player?.teamId).toBe(VISITOR);
      expectMetrics(row, player?.metrics ?? {});
    }
  });

  it('refuses unknown sessions and bad queries, and answers the header alone without samples', async () => {
    const gone = await get('reports/csv/no-such-practice?tzOffset=0');
    expect(gone.status).toBe(404);
    expect(gone.json().status).toBe('session no-such-practice was not found');
    const [id = ''] = practices;
    const bare = await get(`reports/csv/${id}`);
    expect(bare.status).toBe(400);
    expect(bare.json().status).toMatch(/^query\.tzOffset: /);
    expect((await get(`reports/csv/${id}?tzOffset=900`)).json().status).toBe(
      'query.tzOffset: at most 720 (UTC-12)',
    );
    expect((await get(`reports/csv/${id}?tzOffset=1.5`)).status).toBe(400);
    const foreign = await get(`reports/csv/${id}?tzOffset=0&teamId=${VISITOR}`);
    expect(foreign.status).toBe(400);
    expect(foreign.json().status).toBe(`query.teamId: team ${VISITOR} did not play in ${id}`);

    nowMs = START_MS + 30 * DAY_MS;
    const planned = await post('schedule', {
      name: 'Not Yet',
      description: '',
      drills: [{ drillType: 'Stretch' }],
      extraData: {},
      intensity: 'Low',
      league: 'nfl',
      profileName: 'Standard Practice',
      rooftype: 'Outdoor',
      siteId: `${TEAM}-practice`,
      siteName: 'Practice Facility',
      start: nowMs + DAY_MS,
      teamId: TEAM,
    });
    const empty = await get(`reports/csv/${String(planned.results[0]?._id)}?tzOffset=0`);
    expect(empty.status).toBe(200);
    expect(empty.text.split('\r\n')).toHaveLength(2);
    expect(empty.text.startsWith('Player,Number,Position,Period,Start,End,')).toBe(true);
  });

  /** Polls a bulk file until it is ready; answers the states seen. */
  async function pollBulk(path: string): Promise<number[]> {
    const seen: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await get(`${path}?tzOffset=${TZ}&materialize=no`);
      expect(res.status).toBe(200);
      const state = (res.json().results[0] as number | undefined) ?? -1;
      if (seen.at(-1) !== state) seen.push(state);
      if (state === 0) return seen;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return seen;
  }

  it("builds a player's bulk file in the background: 1, then 0, then the file", async () => {
    const full = (await get(`fullpractice/${practices[1]}`)).json().results[0] as Full | undefined;
    const player = full?.players[7];
    const path = `reports/bulk/${TEAM}/${player?.id}/practices/${SEASON}`;
    expect(await pollBulk(path)).toEqual([1, 0]);
    const res = await get(`${path}?tzOffset=${TZ}&materialize=yes`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.disposition).toBe('attachment; filename="PHI_bulk.csv"');
    const csv = parseCsv(res.text);
    expect(csv.header.slice(0, 7)).toEqual([
      'Date',
      'Time',
      'Session',
      'Player',
      'Number',
      'Position',
      'Target Speed (mph)',
    ]);
    expect(csv.rows.map((r) => [r.Date, r.Time, r.Session, r.Player])).toEqual([
      ['10/06/2026', '10:00AM', 'Tuesday Pads', player?.name],
      ['10/07/2026', '10:00AM', 'Wednesday Shells', player?.name],
    ]);
    for (const [i, id] of practices.entries()) {
      const mine = (await get(`playermetrics/${player?.id}/post?datasetId=${id}`)).json();
      const metrics = (mine.results[0] as { metrics: Metrics } | undefined)?.metrics;
      expectMetrics(csv.rows[i] ?? {}, metrics ?? {});
    }
    // Ready stays ready; the range is the caller's days.
    expect((await get(`${path}?tzOffset=${TZ}&materialize=no`)).json().results).toEqual([0]);
    const firstDay = parseCsv(
      (
        await get(
          `reports/bulk/${TEAM}/${player?.id}/practices/20261006-20261006?tzOffset=${TZ}&materialize=yes`,
        )
      ).text,
    );
    expect(firstDay.rows.map((r) => r.Session)).toEqual(['Tuesday Pads']);
  });

  it("builds a team's bulk file: one row per player per session, practices or games", async () => {
    const counts = await Promise.all(
      practices.map(
        async (id) =>
          ((await get(`fullpractice/${id}`)).json().results[0] as Full | undefined)?.players.length,
      ),
    );
    const path = `reports/bulk/${TEAM}/practices/${SEASON}`;
    expect(await pollBulk(path)).toEqual([1, 0]);
    const team = parseCsv((await get(`${path}?tzOffset=${TZ}&materialize=yes`)).text);
    expect(team.rows).toHaveLength((counts[0] ?? 0) + (counts[1] ?? 0));
    expect(new Set(team.rows.map((r) => r.Session))).toEqual(
      new Set(['Tuesday Pads', 'Wednesday Shells']),
    );

    const games = await get(`reports/bulk/${TEAM}/games/${SEASON}?tzOffset=${TZ}&materialize=yes`);
    expect(games.disposition).toBe('attachment; filename="PHI_bulk.csv"');
    const gameRows = parseCsv(games.text).rows;
    expect(gameRows).toHaveLength(8);
    const full = (await get(`fullpractice/${gameId}`)).json().results[0] as Full | undefined;
    for (const row of gameRows) {
      expect(row.Session).toBe('Home Opener');
      expectMetrics(row, full?.players.find((p) => p.name === row.Player)?.metrics ?? {});
    }
    const visitor = parseCsv(
      (await get(`reports/bulk/${VISITOR}/games/${SEASON}?tzOffset=0&materialize=yes`)).text,
    );
    expect(visitor.rows).toHaveLength(5);
  });

  it('refuses bad ranges, data types, teams and players with messages naming them', async () => {
    const player = seededRoster(TEAM, 'nfl')[0]?.id ?? '';
    const status = async (path: string) => {
      const res = await get(`${path}?tzOffset=0&materialize=no`);
      return `${res.status} ${res.json().status}`;
    };
    const team = `reports/bulk/${TEAM}/practices`;
    expect(await status(`${team}/20260301`)).toBe(
      '400 params.range: a date range yyyyMMdd-yyyyMMdd, e.g. 20260301-20270228',
    );
    expect(await status(`${team}/20261301-20270228`)).toBe(
      '400 params.range: 20261301 is not a calendar day',
    );
    expect(await status(`${team}/20270228-20260301`)).toBe(
      '400 params.range: the range ends before it starts',
    );
    expect(await status(`${team}/20260101-20270102`)).toBe(
      '400 params.range: at most 366 days (a season)',
    );
    expect(await status(`reports/bulk/${TEAM}/balls/${SEASON}`)).toMatch(/^400 params\.dataType/);
    expect(await status(`reports/bulk/9999/practices/${SEASON}`)).toBe(
      '404 team 9999 was not found',
    );
    const visitorPlayer = seededRoster(VISITOR, 'nfl')[0]?.id ?? '';
    expect(await status(`reports/bulk/${TEAM}/${visitorPlayer}/games/${SEASON}`)).toBe(
      `404 player ${visitorPlayer} of team ${TEAM} was not found`,
    );
    expect(await status(`reports/bulk/${TEAM}/${player}/practices/${SEASON}`)).toBe('200 ok');
    const noZone = await get(`reports/bulk/${TEAM}/practices/${SEASON}?materialize=no`);
    expect(noZone.status).toBe(400);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await get('openapi.json')).json() as unknown as {
      paths: Record<string, { get: { responses: { 200: { content: object } } } }>;
    };
    for (const path of [
      '/dataaccess/reports/csv/{id}',
      '/dataaccess/reports/bulk/{teamId}/{playerId}/{dataType}/{range}',
      '/dataaccess/reports/bulk/{teamId}/{dataType}/{range}',
    ]) {
      expect(Object.keys(doc.paths[path]?.get.responses[200].content ?? {})).toContain(
        'text/csv; charset=utf-8',
      );
    }
  });
});
