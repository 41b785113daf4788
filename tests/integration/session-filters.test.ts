/**
 * fullpractice's filters (02 §3 Filters, §4, §9) over HTTP (app.inject), on SQLite and on a
 * real PostgreSQL: chosen periods and the time slider's window give the engine's numbers over
 * just those spans (one period: exactly its by-period numbers; two apart: their sum), a
 * game's quarters (periods named Q1..Q4, or imported plays' quarter) and plays, excluded
 * players left out of the highlights, and time since a share of max checked by hand from the
 * stored speed series. Every bad query is a 400 that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  getSession,
  storeBatch,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { storedSpeedSeries } from '../../dataaccess/src/live/stored-metrics';
import { mphToYps, type MetricValues } from '../../dataaccess/src/metrics';
import { viewColumnCsvHeader, type MetricKey } from '../../domain';
import { createPracticeSimulation, generateRoster, type SimPeriod } from '../../simulator';
import { insertTeams } from '../../scripts/demo/seed';
import { seedSession, storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'session-filters';
const TEAM = '3700';
const VISITOR = '1200';
const START_MS = Date.UTC(2026, 8, 16, 15);
const DAY_MS = 24 * 3600_000;

interface Answer<T = Record<string, unknown>> {
  results: T[];
  code: number;
  status: string;
}

interface Entry {
  index: number;
  name: string;
  startMs: number;
  endMs: number | null;
  playId?: string;
  quarter?: number | null;
  players: { id: string; metrics: MetricValues }[];
}

interface Full {
  highlights: Record<string, number | null>;
  sessionInfo: { periods: string[]; periodList: { index: number; startMs: number }[] };
  players: { id: string; excluded?: boolean; metrics: MetricValues }[];
  byPeriod: Entry[];
  groupNote?: string;
  sinceMax?: { pct: number; zone: string; endMs: number };
}

/** Keys that add up over disjoint spans (distances and counts). */
const ADDITIVE: readonly MetricKey[] = [
  'totalDis',
  'walkYds',
  'jogYds',
  'runYds',
  'sprintYds',
  'maxSprintYds',
  'timeTrkd',
  'accelCount',
  'deccelCount',
];

describe.each(backends)('fullpractice filters on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  // Ids unique to this run, so a shared database's other rows never match.
  const tag = `sf${Math.random().toString(36).slice(2, 7)}`;
  const players = generateRoster({ seed: 31, teamAbbr: 'SF', league: 'nfl', size: 6 }).map((p) => ({
    ...p,
    id: `${tag}-${p.id}`,
  }));
  const PRACTICE = `${tag}-practice`;
  const UNTOUCHED = `${tag}-untouched`;
  const GAME = `${tag}-game`;
  const PLAYS = `${tag}-plays`;
  const LIVE = `${tag}-live`;
  const minute = (name: string, periodType: string, seconds = 60): SimPeriod => ({
    name,
    periodType,
    durationMs: seconds * 1000,
  });
  const PRACTICE_PLAN = [
    minute('Stretch', 'Stretch'),
    minute('Indy', 'Individual'),
    minute('Team', '11on11 Mixed'),
    minute('Conditioning', 'Conditioning'),
  ];

  const call = async <T = Full>(url: string): Promise<{ status: number; body: Answer<T> }> => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
    });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };
  const full = async (id: string, query = ''): Promise<Full> => {
    const res = await call(`fullpractice/${id}${query === '' ? '' : `?${query}`}`);
    expect(res.status, res.body.status).toBe(200);
    const item = res.body.results[0];
    if (item === undefined) throw new Error(`fullpractice/${id}?${query} is empty`);
    return item;
  };
  const metricsOf = (answer: Full, id: string): MetricValues => {
    const row = answer.players.find((p) => p.id === id);
    if (row === undefined) throw new Error(`no row of ${id}`);
    return row.metrics;
  };
  const entryMetrics = (entry: Entry | undefined, id: string): MetricValues => {
    const row = entry?.players.find((p) => p.id === id);
    if (row === undefined) throw new Error(`no ${id} in ${entry?.name}`);
    return row.metrics;
  };
  const keptRows = (sessionId: string) =>
    store.db
      .selectFrom('session_metrics')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('entity_id')
      .execute();

  /**
   * Stores a simulated session of `plan` (every player) with its periods as drills; `keep`
   * picks the periods whose samples and drills are stored (an imported game keeps its plays).
   */
  const seedSimulated = async (
    id: string,
    plan: readonly SimPeriod[],
    fields: Partial<Parameters<typeof seedSession>[2]>,
    drill: (span: { name: string; periodType: string }, i: number) => object | null = () => ({}),
  ) => {
    const sim = createPracticeSimulation({ seed: 9, players, periods: plan, startMs: START_MS });
    const kept = sim.periods.flatMap((p, i) => {
      const extra = drill(p, i);
      return extra === null ? [] : [{ span: p, extra }];
    });
    await seedSession(store.db, id, {
      teamId: TEAM,
      startTime: START_MS,
      endTime: sim.endMs,
      drills: kept.map(({ span, extra }) => ({
        drillType: span.name,
        periodType: span.periodType,
        startTs: span.startMs,
        endTs: span.endMs,
        ...extra,
      })),
      ...fields,
    });
    for (const { span } of kept) {
      for (let t = span.startMs; t < span.endMs; t += 60_000) {
        await storeBatch(store.db, id, sim.samplesBetween(t, Math.min(span.endMs, t + 60_000)));
      }
    }
    return sim;
  };

  let practiceSim: Awaited<ReturnType<typeof seedSimulated>>;
  let liveNewestMs = 0;
  /** Max speed (mph) of each player over the earlier practice: their rolling max. */
  const pastMax = new Map<string, number>();

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
    // Half the players practised the day before: their rolling max and _% come from it; the
    // others' relative zones come from this session's own max.
    const earlier = await storePastSession(store.db, {
      id: `${tag}-earlier`,
      kind: 'practice',
      teamId: TEAM,
      startMs: START_MS - DAY_MS,
      players: players.slice(0, 3),
    });
    for (const p of earlier) pastMax.set(p.entityId, p.metrics.maxSpeedMPH ?? 0);

    practiceSim = await seedSimulated(PRACTICE, PRACTICE_PLAN, {
      type: 'complete',
      status: 'complete',
    });
    await seedSimulated(UNTOUCHED, PRACTICE_PLAN, { type: 'complete', status: 'complete' });
    await seedSimulated(
      GAME,
      [
        minute('Warm-up', 'Stretch', 30),
        minute('Kickoff', 'Special Teams', 20),
        minute('Q1', '11on11 Mixed', 40),
        minute('Q2', '11on11 Mixed', 40),
        minute('Halftime', 'Break', 20),
        minute('Kickoff', 'Special Teams', 20),
        minute('Q3', '11on11 Mixed', 40),
        minute('Q4', '11on11 Mixed', 40),
      ],
      { type: 'game', status: 'complete', visitorTeamId: VISITOR },
    );
    // An imported game: its periods are plays (two in the first quarter, one in the second)
    // with the time between them left out.
    const plays: Record<string, { playId: string; quarter: number; name: string }> = {
      p1: { playId: '56', quarter: 1, name: 'Q1 15:00 · Play 56' },
      p2: { playId: '78', quarter: 1, name: 'Q1 14:21 · Play 78' },
      p3: { playId: '101', quarter: 2, name: 'Q2 09:12 · Play 101' },
    };
    await seedSimulated(
      PLAYS,
      [
        minute('p1', '11on11 Mixed', 20),
        minute('gap', 'Break', 10),
        minute('p2', '11on11 Mixed', 20),
        minute('gap', 'Break', 10),
        minute('p3', '11on11 Mixed', 20),
      ],
      { type: 'game', status: 'complete', visitorTeamId: VISITOR },
      (span) => {
        const play = plays[span.name];
        return play === undefined
          ? null
          : {
              drillType: play.name,
              periodType: 'Play',
              playId: play.playId,
              quarter: play.quarter,
            };
      },
    );
    // A live practice: its second period still runs, samples reach 90 s in.
    const live = await seedSimulated(
      LIVE,
      [minute('Stretch', 'Stretch'), minute('Team', '11on11 Mixed')],
      { type: 'live', status: 'live' },
      (_span, i) => (i === 1 ? { endTs: undefined } : {}),
    );
    await store.db.deleteFrom('track_windows').where('session_id', '=', LIVE).execute();
    await storeBatch(store.db, LIVE, live.samplesBetween(START_MS, START_MS + 60_000));
    await storeBatch(store.db, LIVE, live.samplesBetween(START_MS + 60_000, START_MS + 90_000));
    liveNewestMs = Math.max(
      ...live.samplesBetween(START_MS, START_MS + 90_000).map((t) => t.atMs.at(-1) ?? 0),
    );
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => START_MS + DAY_MS });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('answers as before without filters, and excluding players alone reads the kept numbers', async () => {
    const plain = await full(PRACTICE);
    expect(plain.byPeriod.map((e) => e.name)).toEqual(PRACTICE_PLAN.map((p) => p.name));
    expect(plain.players).toHaveLength(players.length);
    expect(plain.players.every((p) => !('excluded' in p))).toBe(true);
    expect(plain.players.every((p) => !('timeSinceMaxSec' in p.metrics))).toBe(true);
    expect(plain).not.toHaveProperty('sinceMax');
    expect(plain).not.toHaveProperty('groupNote');
    expect(await keptRows(PRACTICE)).toHaveLength(players.length);

    // A kept row changed by hand shows through an exclusion: the kept numbers answered.
    const [first] = await keptRows(PRACTICE);
    if (first === undefined) throw new Error('nothing kept');
    const doc = JSON.parse(first.doc) as { metrics: MetricValues };
    await store.db
      .updateTable('session_metrics')
      .set({ doc: JSON.stringify({ ...doc, metrics: { ...doc.metrics, totalDis: 12345 } }) })
      .where('session_id', '=', PRACTICE)
      .where('entity_id', '=', first.entity_id)
      .execute();
    try {
      const excluded = await full(PRACTICE, `exclude=${players[5]?.id}`);
      expect(metricsOf(excluded, first.entity_id).totalDis).toBe(12345);
      expect(excluded.byPeriod).toEqual(plain.byPeriod);
      // Filters compute from the positions.
      const computed = await full(PRACTICE, 'periods=0,1,2,3');
      expect(metricsOf(computed, first.entity_id).totalDis).not.toBe(12345);
    } finally {
      await store.db
        .updateTable('session_metrics')
        .set({ doc: first.doc })
        .where('session_id', '=', PRACTICE)
        .where('entity_id', '=', first.entity_id)
        .execute();
    }
  });

  it("gives one chosen period's by-period numbers, and the sum of two apart", async () => {
    const plain = await full(PRACTICE);
    const one = await full(PRACTICE, 'periods=1');
    expect(one.byPeriod.map((e) => e.index)).toEqual([1]);
    expect(one.sessionInfo).toEqual(plain.sessionInfo);
    for (const p of players) {
      const period = entryMetrics(plain.byPeriod[1], p.id);
      expect(metricsOf(one, p.id)).toMatchObject(period);
      expect(entryMetrics(one.byPeriod[0], p.id)).toEqual(period);
    }
    // The past week counted: percent-of-history variants for those who practised then.
    const withPast = metricsOf(one, players[0]?.id ?? '');
    const earlier = (await keptRows(`${tag}-earlier`)).find((r) => r.entity_id === players[0]?.id);
    const earlierDis = (JSON.parse(earlier?.doc ?? '{}') as { metrics: MetricValues }).metrics
      .totalDis;
    expect(withPast['totalDis_%']).toBeCloseTo(
      ((withPast.totalDis ?? 0) / (earlierDis ?? NaN)) * 100,
      6,
    );
    expect(metricsOf(one, players[4]?.id ?? '')).not.toHaveProperty('totalDis_%');

    const two = await full(PRACTICE, 'periods=2,0');
    expect(two.byPeriod.map((e) => e.index)).toEqual([0, 2]);
    for (const p of players) {
      const sum = (key: string) =>
        (entryMetrics(plain.byPeriod[0], p.id)[key] ?? 0) +
        (entryMetrics(plain.byPeriod[2], p.id)[key] ?? 0);
      for (const key of ADDITIVE) {
        expect(metricsOf(two, p.id)[key], `${p.id} ${key}`).toBeCloseTo(sum(key), 6);
      }
      expect(metricsOf(two, p.id).maxSpeedMPH).toBeCloseTo(
        Math.max(
          entryMetrics(plain.byPeriod[0], p.id).maxSpeedMPH ?? 0,
          entryMetrics(plain.byPeriod[2], p.id).maxSpeedMPH ?? 0,
        ),
        9,
      );
    }
    const totals = two.players.map((p) => p.metrics.totalDis ?? 0);
    expect(two.highlights.aveDistYards).toBeCloseTo(
      totals.reduce((s, v) => s + v, 0) / totals.length,
      9,
    );
  });

  it('narrows to the time window, alone and within chosen periods', async () => {
    const [, indy, team] = practiceSim.periods;
    if (indy === undefined || team === undefined) throw new Error('no periods');
    const plain = await full(PRACTICE);
    // The window of a period is that period.
    const exact = await full(PRACTICE, `fromMs=${indy.startMs}&toMs=${indy.endMs}`);
    expect(exact.byPeriod.map((e) => e.index)).toEqual([1]);
    for (const p of players) {
      expect(metricsOf(exact, p.id)).toMatchObject(entryMetrics(plain.byPeriod[1], p.id));
    }
    // Half of Indy and half of Team: both periods listed, each with its half.
    const mid = (indy.startMs + indy.endMs) / 2;
    const end = (team.startMs + team.endMs) / 2;
    const window = await full(PRACTICE, `fromMs=${mid}&toMs=${end}`);
    expect(window.byPeriod.map((e) => e.index)).toEqual([1, 2]);
    for (const p of players) {
      const m = metricsOf(window, p.id);
      expect(m.timeTrkd).toBeGreaterThan(55);
      expect(m.timeTrkd).toBeLessThanOrEqual(60);
      const halves =
        (entryMetrics(window.byPeriod[0], p.id).totalDis ?? 0) +
        (entryMetrics(window.byPeriod[1], p.id).totalDis ?? 0);
      // One engine across the boundary: the halves' filters lose a few samples at the edge.
      expect(Math.abs((m.totalDis ?? 0) - halves)).toBeLessThan(0.01 * halves + 0.5);
    }
    // Within a chosen period: only its part inside the window, which its entry shows too.
    const both = await full(PRACTICE, `periods=2,3&fromMs=${mid}&toMs=${end}`);
    expect(both.byPeriod.map((e) => e.index)).toEqual([2]);
    for (const p of players) {
      expect(metricsOf(both, p.id)).toMatchObject(entryMetrics(both.byPeriod[0], p.id));
      expect(metricsOf(both, p.id)).toMatchObject(entryMetrics(window.byPeriod[1], p.id));
    }
    // A window past the end: every player keeps a row, with nothing tracked.
    const after = await full(PRACTICE, `fromMs=${practiceSim.endMs + 1000}`);
    expect(after.players).toHaveLength(players.length);
    expect(after.players.every((p) => p.metrics.timeTrkd === 0)).toBe(true);
    expect(after.byPeriod).toEqual([]);
    expect(after.highlights.aveDistYards).toBeNull();
  });

  it("groups a game's Q-named periods by quarter, leaving out warm-up, kickoffs and halftime", async () => {
    const plain = await full(GAME);
    const quarters = await full(GAME, 'groupBy=quarter');
    expect(quarters.byPeriod.map((e) => [e.index, e.name])).toEqual([
      [1, 'Q1'],
      [2, 'Q2'],
      [3, 'Q3'],
      [4, 'Q4'],
    ]);
    for (const entry of quarters.byPeriod) {
      const period = plain.byPeriod.find((e) => e.name === entry.name);
      expect(entry.startMs).toBe(period?.startMs);
      expect(entry.endMs).toBe(period?.endMs);
      for (const p of players) {
        expect(entryMetrics(entry, p.id)).toEqual(entryMetrics(period, p.id));
      }
    }
    // The totals are the whole game's.
    for (const p of players) {
      expect(metricsOf(quarters, p.id)).toEqual(metricsOf(plain, p.id));
    }
    // With chosen periods: only their quarters.
    const second = await full(GAME, 'groupBy=quarter&periods=3,6');
    expect(second.byPeriod.map((e) => e.name)).toEqual(['Q2', 'Q3']);

    const none = await full(GAME, 'groupBy=play');
    expect(none.byPeriod).toEqual([]);
    expect(none.groupNote).toBe('This game has no recorded plays.');
    expect(none.players).toHaveLength(players.length);
  });

  it("lists an imported game's plays and groups them by their quarter field", async () => {
    const plain = await full(PLAYS);
    expect(plain.sessionInfo.periods).toHaveLength(3);
    const plays = await full(PLAYS, 'groupBy=play');
    expect(plays.byPeriod.map((e) => [e.index, e.playId, e.quarter, e.name])).toEqual([
      [0, '56', 1, 'Q1 15:00 · Play 56'],
      [1, '78', 1, 'Q1 14:21 · Play 78'],
      [2, '101', 2, 'Q2 09:12 · Play 101'],
    ]);
    expect(plays).not.toHaveProperty('groupNote');
    for (const [i, entry] of plays.byPeriod.entries()) {
      for (const p of players) {
        expect(entryMetrics(entry, p.id)).toEqual(entryMetrics(plain.byPeriod[i], p.id));
      }
    }
    const quarters = await full(PLAYS, 'groupBy=quarter');
    expect(quarters.byPeriod.map((e) => e.name)).toEqual(['Q1', 'Q2']);
    expect(quarters.byPeriod[0]?.startMs).toBe(plain.byPeriod[0]?.startMs);
    expect(quarters.byPeriod[0]?.endMs).toBe(plain.byPeriod[1]?.endMs);
    for (const p of players) {
      const q1 = entryMetrics(quarters.byPeriod[0], p.id);
      for (const key of ADDITIVE) {
        const sum =
          (entryMetrics(plain.byPeriod[0], p.id)[key] ?? 0) +
          (entryMetrics(plain.byPeriod[1], p.id)[key] ?? 0);
        expect(q1[key], `${p.id} ${key}`).toBeCloseTo(sum, 6);
      }
      expect(entryMetrics(quarters.byPeriod[1], p.id)).toEqual(
        entryMetrics(plain.byPeriod[2], p.id),
      );
    }
  });

  it("writes a game's quarter and play CSVs with the by-quarter and by-play view's numbers (02 §7 gameView)", async () => {
    const csvRows = async (id: string, gameView: string) => {
      const res = await da.app.inject({
        method: 'GET',
        url: `/dataaccess/reports/csv/${id}?tzOffset=0&gameView=${gameView}`,
        headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [head = '', ...lines] = res.body.split('\r\n').filter((l) => l !== '');
      const names = head.split(',');
      return lines.map((l) => new Map(l.split(',').map((v, i) => [names[i] ?? '', v])));
    };
    // A cell holds the view's number as rounded to the decimals the cell shows.
    const expectCell = (
      text: string | undefined,
      value: number | null | undefined,
      what: string,
    ) => {
      if (value === null || value === undefined) {
        expect(text, what).toBe('');
        return;
      }
      const decimals = text?.split('.')[1]?.length ?? 0;
      expect(Math.abs(Number(text) - value), `${what}: ${text} for ${value}`).toBeLessThanOrEqual(
        0.5 * 10 ** -decimals + 1e-9,
      );
    };
    // The CSV writes durations as hh:mm:ss: the numbers are compared.
    const keys = [...ADDITIVE.filter((k) => k !== 'timeTrkd'), 'maxSpeedMPH' as const];
    let compared = 0;
    for (const [id, gameView, groupBy, column, groups] of [
      [GAME, 'quarters', 'quarter', 'Quarter', 4],
      [PLAYS, 'plays', 'play', 'Play', 3],
    ] as const) {
      const view = await full(id, `groupBy=${groupBy}`);
      expect(view.byPeriod).toHaveLength(groups);
      const rows = await csvRows(id, gameView);
      for (const p of players) {
        const mine = rows.filter((r) => r.get('Player') === `Player ${p.jersey}`);
        // Its Total row, then a row per quarter or play, named and ordered as the view's.
        expect(mine.map((r) => r.get(column))).toEqual([
          'Total',
          ...view.byPeriod.map((e) => e.name),
        ]);
        const expected = [
          metricsOf(view, p.id),
          ...view.byPeriod.map((e) => entryMetrics(e, p.id)),
        ];
        mine.forEach((row, i) => {
          for (const key of keys) {
            expectCell(
              row.get(viewColumnCsvHeader(key, TEAM)),
              expected[i]?.[key],
              `${id} ${p.id} ${row.get(column)} ${key}`,
            );
            compared += 1;
          }
        });
      }
    }
    // Every player, every group and the totals of both games were compared.
    expect(compared).toBe(players.length * keys.length * (1 + 4 + 1 + 3));
  });

  it('leaves excluded players out of the highlights, keeping their rows', async () => {
    const left = [players[1]?.id ?? '', players[4]?.id ?? ''];
    for (const query of [`exclude=${left.join(',')}`, `exclude=${left.join(',')}&periods=1,3`]) {
      const answer = await full(PRACTICE, query);
      expect(answer.players).toHaveLength(players.length);
      expect(answer.players.filter((p) => p.excluded === true).map((p) => p.id)).toEqual(
        players.map((p) => p.id).filter((id) => left.includes(id)),
      );
      const counted = answer.players.filter((p) => !left.includes(p.id)).map((p) => p.metrics);
      const mean = (key: string) => counted.reduce((s, m) => s + (m[key] ?? 0), 0) / counted.length;
      expect(answer.highlights.aveDistYards).toBeCloseTo(mean('totalDis'), 9);
      expect(answer.highlights.aveMaxSpeedMPH).toBeCloseTo(mean('maxSpeedMPH'), 9);
      expect(answer.highlights.accelsAve).toBeCloseTo(mean('accelCount'), 9);
      const all = answer.players.map((p) => p.metrics.totalDis ?? 0);
      expect(answer.highlights.aveDistYards).not.toBeCloseTo(
        all.reduce((s, v) => s + v, 0) / all.length,
        3,
      );
      expect(answer.highlights).toHaveProperty('aveDistYards_%');
    }
  });

  it('measures the time since each player was last at a share of their max', async () => {
    const plain = await full(PRACTICE);
    const endMs = (await getSession(store.db, PRACTICE)).endTime ?? NaN;
    /** By hand: the last stored-series sample at or above pct % of maxMph, in [fromMs, toMs). */
    const byHand = async (id: string, maxMph: number, pct: number, toMs = endMs) => {
      const series = await storedSpeedSeries(store.db, PRACTICE, id, 1);
      const threshold = mphToYps((maxMph * pct) / 100);
      for (let i = (series?.atMs.length ?? 0) - 1; i >= 0; i--) {
        const at = series?.atMs[i] ?? NaN;
        if (at < toMs && (series?.speedYps[i] ?? 0) >= threshold) {
          return Math.round((toMs - at) / 100) / 10;
        }
      }
      return null;
    };
    for (const pct of [50, 80]) {
      const answer = await full(PRACTICE, `sinceMaxPct=${pct}`);
      expect(answer.sinceMax).toEqual({ pct, zone: 'session', endMs });
      for (const p of players) {
        const mine = metricsOf(answer, p.id);
        expect(mine.timeSinceMaxSec).toBe(
          await byHand(p.id, metricsOf(plain, p.id).maxSpeedMPH ?? 0, pct),
        );
        expect(mine.totalDis).toBe(metricsOf(plain, p.id).totalDis);
      }
    }
    // Rolling: the earlier practice's max where there is one, else this session's.
    const rolling = await full(PRACTICE, 'sinceMaxPct=70&sinceMaxZone=rolling');
    expect(rolling.sinceMax?.zone).toBe('rolling');
    for (const p of players) {
      const maxMph = pastMax.get(p.id) ?? metricsOf(plain, p.id).maxSpeedMPH ?? 0;
      expect(metricsOf(rolling, p.id).timeSinceMaxSec).toBe(await byHand(p.id, maxMph, 70));
    }
    // A window measures to its end; the max stays the session's.
    const toMs = practiceSim.periods[1]?.endMs ?? NaN;
    const windowed = await full(PRACTICE, `sinceMaxPct=60&toMs=${toMs}`);
    expect(windowed.sinceMax?.endMs).toBe(toMs);
    for (const p of players) {
      const since = metricsOf(windowed, p.id).timeSinceMaxSec;
      const expected = await byHand(p.id, metricsOf(plain, p.id).maxSpeedMPH ?? 0, 60, toMs);
      // The window's own filter differs from the whole track's only near its end.
      if (expected === null || since === null || since === undefined) expect(since).toBe(expected);
      else expect(Math.abs(since - expected)).toBeLessThanOrEqual(0.3);
    }
  });

  it('measures a live practice to its newest sample, whatever toMs says', async () => {
    const answer = await full(LIVE, `sinceMaxPct=30&periods=1&toMs=${START_MS + DAY_MS}`);
    expect(answer.sinceMax?.endMs).toBe(liveNewestMs);
    expect(answer.byPeriod.map((e) => [e.index, e.endMs])).toEqual([[1, null]]);
    for (const p of answer.players) {
      expect(p.metrics.timeSinceMaxSec).toBeGreaterThanOrEqual(0);
      expect(p.metrics.timeSinceMaxSec).toBeLessThan(30);
      expect(p.metrics.timeTrkd).toBeCloseTo(30, 0);
    }
  });

  it.each([
    ['an unknown period', 'periods=1,9', 'query.periods: session', 'no period 9'],
    ['a period that is no index', 'periods=1,x', 'query.periods.1: a period index'],
    ['an empty period list', 'periods=', 'query.periods.0'],
    ['a period named twice', 'periods=2,2', 'query.periods.1: period 2 is named twice'],
    ['fromMs after toMs', 'fromMs=2000&toMs=1000', 'query.toMs: toMs must be after fromMs'],
    ['fromMs equal to toMs', 'fromMs=1000&toMs=1000', 'query.toMs: toMs must be after fromMs'],
    ['a time that is no number', 'toMs=soon', 'query.toMs'],
    ['groupBy on a practice', 'groupBy=quarter', 'query.groupBy: quarters and plays are for games'],
    ['an unknown grouping', 'groupBy=half', 'query.groupBy'],
    ['an unknown player to exclude', 'exclude=nobody', 'query.exclude: nobody is not tracked'],
    ['a ball to exclude', 'exclude=ball-1', 'query.exclude: ball-1 is a ball'],
    ['a malformed player id', 'exclude=a%20b', 'query.exclude.0: letters, digits'],
    ['a percentage not offered', 'sinceMaxPct=55', 'query.sinceMaxPct: one of 30, 35, 40'],
    ['a zone without a percentage', 'sinceMaxZone=rolling', 'query.sinceMaxZone: goes with'],
    ['an unknown zone', 'sinceMaxPct=50&sinceMaxZone=weekly', 'query.sinceMaxZone'],
  ])('answers 400 to %s, writing nothing', async (_what, query, ...parts) => {
    const before = await keptRows(UNTOUCHED);
    const res = await call(`fullpractice/${UNTOUCHED}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.results).toEqual([]);
    for (const part of parts) expect(res.body.status).toContain(part);
    expect(await keptRows(UNTOUCHED)).toEqual(before);
    expect(before).toEqual([]);
  });

  it('documents every filter in the OpenAPI document', async () => {
    const res = await da.app.inject({
      method: 'GET',
      url: '/dataaccess/openapi.json',
      headers: { 'x-service-token': TOKEN },
    });
    const doc = res.json<{
      paths: Record<string, { get: { summary: string; parameters: { name: string }[] } }>;
    }>();
    const op = doc.paths['/dataaccess/fullpractice/{id}']?.get;
    const names = [
      'periods',
      'fromMs',
      'toMs',
      'groupBy',
      'exclude',
      'sinceMaxPct',
      'sinceMaxZone',
    ];
    expect(op?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(names));
    for (const name of names) expect(op?.summary).toContain(name);
  });
});
