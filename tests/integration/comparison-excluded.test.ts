/**
 * The session page's comparison (comparison/{id}), excluded players (excludedplayers) and the
 * individual CSV (reports/csv/{id}?players=) over HTTP (app.inject), on SQLite and on a real
 * PostgreSQL. Past sessions are seeded with kept metrics written out by hand, so every
 * baseline, in-progress prorating included, is checked against numbers worked out here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain';
import { buildDataaccess, storeBatch, type Dataaccess, type Store } from '../../dataaccess';
import type { MetricValues } from '../../dataaccess/src/metrics';
import { seedSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'comparison';
const TEAM = '3700';
const VISITOR = '1200';
const OTHER = '1050';
const MIN_MS = 60_000;
/** The session compared: 21 October 2031, 15:00 UTC. */
const S = Date.UTC(2031, 9, 21, 15);

interface Answer<T = Record<string, unknown>> {
  results: T[];
  code: number;
  status: string;
}

interface Comparison {
  sessions: { id: string; name: string; type: string; startTime: number }[];
  players: Record<string, MetricValues>;
  team: MetricValues;
  teamId: string;
  count: number;
}

/** A period of a seeded session: minutes after its start. */
interface Period {
  fromMin: number;
  toMin: number;
}

/** A player's kept numbers in a seeded session: totals and per period index. */
interface Kept {
  metrics: MetricValues;
  byPeriod: Record<string, MetricValues>;
}

describe.each(backends)('comparison, excluded players and individual CSV on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  // Ids unique to this run, so a shared database's other rows never match.
  const tag = `ce${Math.random().toString(36).slice(2, 7)}`;
  const id = (name: string) => `${tag}-${name}`;
  const [p1, p2, p3, v1, o1] = ['p1', 'p2', 'p3', 'v1', 'o1'].map(id) as [
    string,
    string,
    string,
    string,
    string,
  ];
  /** Tracked in the compared practice, on no roster. */
  const tagged = id('tag9');
  const coach = `coach.${tag}@club.example`;
  const trainer = `trainer.${tag}@club.example`;

  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<{
    status: number;
    body: Answer<T>;
    headers: Record<string, unknown>;
    text: string;
  }> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': coach },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return {
      status: res.statusCode,
      body: json ? res.json<Answer<T>>() : { results: [], code: 0, status: '' },
      headers: res.headers,
      text: res.body,
    };
  };

  /** The comparison of a session with a query; its one item, or null for code -1. */
  const compare = async (sessionId: string, query = ''): Promise<Comparison | null> => {
    const res = await call<Comparison>('GET', `comparison/${sessionId}${query ? `?${query}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.code === -1) return null;
    expect(res.body.results).toHaveLength(1);
    return res.body.results[0] ?? null;
  };
  const setOf = async (sessionId: string, query = '') =>
    (await compare(sessionId, query))?.sessions.map((s) => s.id) ?? [];
  const refusal = async (sessionId: string, query: string) => {
    const res = await call('GET', `comparison/${sessionId}?${query}`);
    return { status: res.status, message: res.body.status };
  };

  /** A completed session with its periods and each player's kept numbers. */
  const seedKept = async (
    name: string,
    fields: {
      startMs: number;
      teamId?: string;
      type?: 'game';
      intensity?: string;
      status?: 'live';
    },
    periods: readonly Period[],
    players: Readonly<Record<string, { team: string } & Kept>>,
  ) => {
    const startMs = fields.startMs;
    const drills = periods.map((p, i) => ({
      drillType: `Period ${i + 1}`,
      startTs: startMs + p.fromMin * MIN_MS,
      endTs: startMs + p.toMin * MIN_MS,
    }));
    await seedSession(store.db, id(name), {
      teamId: fields.teamId ?? TEAM,
      startTime: startMs,
      endTime: startMs + Math.max(0, ...periods.map((p) => p.toMin)) * MIN_MS,
      drills,
      ...(fields.intensity === undefined ? {} : { intensity: fields.intensity }),
      ...(fields.type === 'game'
        ? { type: 'game', visitorTeamId: VISITOR, name: `Game ${name}` }
        : { name: `Practice ${name}` }),
      ...(fields.status === 'live' ? { type: 'live', status: 'live' } : {}),
    });
    const rows = Object.entries(players).map(([entity, p]) => ({
      session_id: id(name),
      entity_id: entity,
      team_id: p.team,
      max_speed_mph: p.metrics.maxSpeedMPH ?? 0,
      max_sustained_mph: 0,
      total_dist_yd: p.metrics.totalDis ?? 0,
      accels: 0,
      decels: 0,
      doc: JSON.stringify({ metrics: p.metrics, byPeriod: p.byPeriod }),
    }));
    if (rows.length > 0) await store.db.insertInto('session_metrics').values(rows).execute();
  };

  /** Whole-session numbers only (for sessions the in-progress checks do not read). */
  const whole = (team: string, metrics: MetricValues) => ({
    team,
    metrics: { timeTrkd: 600, ...metrics },
    byPeriod: { '0': { timeTrkd: 600, ...metrics } },
  });

  beforeAll(async () => {
    store = await backend.open();
    await store.db
      .insertInto('players')
      .values(
        [
          [p1, TEAM],
          [p2, TEAM],
          [p3, TEAM],
          [v1, VISITOR],
          [o1, OTHER],
        ].map(([player = '', team = '']) => ({
          player_id: player,
          team_id: team,
          name: `Player ${player}`,
          jersey: '1',
          position: 'WR',
          status: 'ACT',
          nfl_id: null,
          esb_id: null,
          gsis_id: null,
        })),
      )
      .execute();
    await store.db
      .insertInto('users')
      .values(
        [coach, trainer].map((email) => ({
          email,
          given_name: 'Pat',
          name: 'Pat Doe',
          insight_role: 'user',
          team_role: 'TeamAdmin',
          permissions: JSON.stringify([`league.nfl.teamId.${TEAM}.w`]),
          team_id: TEAM,
          league: 'nfl',
        })),
      )
      .execute();

    // The sessions compared: a practice (High, Medium) and a game, both at S.
    await seedSession(store.db, id('now'), {
      teamId: TEAM,
      startTime: S,
      intensity: 'High, Medium',
      name: 'Today',
    });
    await storeBatch(store.db, id('now'), [
      {
        entityId: tagged,
        atMs: new Float64Array([S, S + 100]),
        xYd: new Float32Array([10, 10.1]),
        yYd: new Float32Array([20, 20]),
      },
    ]);
    await seedSession(store.db, id('gamenow'), {
      teamId: TEAM,
      visitorTeamId: VISITOR,
      type: 'game',
      startTime: S,
    });

    // A: two days before, High; two periods [0, 10) and [15, 25) minutes.
    await seedKept(
      'A',
      { startMs: S - 2 * DAY_MS, intensity: 'High' },
      [
        { fromMin: 0, toMin: 10 },
        { fromMin: 15, toMin: 25 },
      ],
      {
        [p1]: {
          team: TEAM,
          metrics: { totalDis: 1000, sprintCount: 10, timeTrkd: 1200, ypm: 50, maxSpeedMPH: 19 },
          byPeriod: {
            '0': { totalDis: 400, sprintCount: 4, timeTrkd: 600, ypm: 40, maxSpeedMPH: 17 },
            '1': { totalDis: 600, sprintCount: 6, timeTrkd: 600, ypm: 60, maxSpeedMPH: 19 },
          },
        },
        [p2]: {
          team: TEAM,
          metrics: { totalDis: 500, sprintCount: 2, timeTrkd: 1200, ypm: 25, maxSpeedMPH: 15 },
          byPeriod: {
            '0': { totalDis: 300, sprintCount: 2, timeTrkd: 600, ypm: 30, maxSpeedMPH: 15 },
            '1': { totalDis: 200, sprintCount: 0, timeTrkd: 600, ypm: 20, maxSpeedMPH: 12 },
          },
        },
      },
    );
    // E: 15 October 22:00 at UTC-5 (16 October 03:00 UTC), Low; one period of 20 minutes.
    await seedKept(
      'E',
      { startMs: Date.UTC(2031, 9, 16, 3), intensity: 'Low' },
      [{ fromMin: 0, toMin: 20 }],
      {
        [p1]: {
          team: TEAM,
          metrics: { totalDis: 2000, sprintCount: 20, timeTrkd: 1200, ypm: 100, maxSpeedMPH: 18 },
          byPeriod: {
            '0': { totalDis: 2000, sprintCount: 20, timeTrkd: 1200, ypm: 100, maxSpeedMPH: 18 },
          },
        },
      },
    );
    await seedKept(
      'B',
      { startMs: S - 10 * DAY_MS, intensity: 'Low' },
      [{ fromMin: 0, toMin: 10 }],
      {
        [p1]: whole(TEAM, { totalDis: 3000 }),
      },
    );
    await seedKept(
      'C',
      { startMs: S - 20 * DAY_MS, intensity: 'medium' },
      [{ fromMin: 0, toMin: 10 }],
      {
        [p1]: whole(TEAM, { totalDis: 4000 }),
      },
    );
    await seedKept(
      'D',
      { startMs: S - 40 * DAY_MS, intensity: 'High' },
      [{ fromMin: 0, toMin: 10 }],
      {
        [p1]: whole(TEAM, { totalDis: 5000 }),
      },
    );
    // G: a game against the visitor three days before; p3 played for the visitor then.
    await seedKept('G', { startMs: S - 3 * DAY_MS, type: 'game' }, [{ fromMin: 0, toMin: 10 }], {
      [p1]: whole(TEAM, { totalDis: 6000 }),
      [v1]: whole(VISITOR, { totalDis: 7000 }),
      [p3]: whole(VISITOR, { totalDis: 9999 }),
    });
    // V: the visitor's practice an hour after A.
    await seedKept(
      'V',
      { startMs: S - 2 * DAY_MS + 3_600_000, teamId: VISITOR },
      [{ fromMin: 0, toMin: 10 }],
      {
        [v1]: whole(VISITOR, { totalDis: 8000 }),
      },
    );
    // Never compared: another team's practice, a live one, a later one, an older one without
    // periods, and one without any numbers (nothing tracked).
    await seedKept('X', { startMs: S - DAY_MS, teamId: OTHER }, [{ fromMin: 0, toMin: 10 }], {
      [o1]: whole(OTHER, { totalDis: 1 }),
    });
    await seedKept('L', { startMs: S - DAY_MS, status: 'live' }, [{ fromMin: 0, toMin: 10 }], {});
    await seedKept('F', { startMs: S + DAY_MS }, [{ fromMin: 0, toMin: 10 }], {
      [p1]: whole(TEAM, { totalDis: 2 }),
    });
    await seedKept('N', { startMs: S - 4 * DAY_MS }, [{ fromMin: 0, toMin: 10 }], {});
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => S });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  describe('comparison', () => {
    it('takes the practices of the past 7 days by default, newest first, with averages', async () => {
      const c = await compare(id('now'));
      expect(c?.sessions).toEqual([
        { id: id('A'), name: 'Practice A', type: 'practice', startTime: S - 2 * DAY_MS },
        { id: id('E'), name: 'Practice E', type: 'practice', startTime: Date.UTC(2031, 9, 16, 3) },
      ]);
      expect(c?.count).toBe(2);
      expect(c?.teamId).toBe(TEAM);
      expect(c?.players[p1]).toMatchObject({ totalDis: 1500, sprintCount: 15, maxSpeedMPH: 18.5 });
      expect(c?.players[p2]).toMatchObject({ totalDis: 500, sprintCount: 2 });
      // Team: A's average (1000 + 500) / 2 = 750 and E's 2000, averaged.
      expect(c?.team.aveDistYards).toBe((750 + 2000) / 2);
      expect(c?.team.aveSprintCount).toBe((6 + 20) / 2);
      expect(Object.keys(c?.team ?? {}).sort()).toEqual(
        [
          'aveDistYards',
          'aveHardEffortDist',
          'aveYPM',
          'aveMaxSpeedMPH',
          'aveMaxSustainedSpeedMPH',
          'aveSprintCount',
          'aveMaxSprintCount',
          'accelsAve',
          'deccelsAve',
          'exIndexAve',
        ].sort(),
      );
      expect(c?.team.exIndexAve).toBeNull();
      expect(await setOf(id('now'), 'days=7')).toEqual([id('A'), id('E')]);
    });

    it('widens to 14 and 28 days', async () => {
      expect(await setOf(id('now'), 'days=14')).toEqual([id('A'), id('E'), id('B')]);
      const c = await compare(id('now'), 'days=28');
      expect(c?.sessions.map((s) => s.id)).toEqual([id('A'), id('E'), id('B'), id('C')]);
      expect(c?.players[p1]?.totalDis).toBe((1000 + 2000 + 3000 + 4000) / 4);
    });

    it('keeps only practices sharing an intensity with sameIntensity=yes', async () => {
      expect(await setOf(id('now'), 'days=28&sameIntensity=yes')).toEqual([id('A'), id('C')]);
      expect(await setOf(id('now'), 'days=28&sameIntensity=no')).toHaveLength(4);
    });

    it('counts games with includeGames=yes, each player for their own side', async () => {
      const c = await compare(id('now'), 'includeGames=yes');
      expect(c?.sessions.map((s) => [s.id, s.type])).toEqual([
        [id('A'), 'practice'],
        [id('G'), 'game'],
        [id('E'), 'practice'],
      ]);
      expect(c?.players[p1]?.totalDis).toBe((1000 + 6000 + 2000) / 3);
      // The visitor's players of that game are no part of this practice's comparison.
      expect(Object.keys(c?.players ?? {}).sort()).toEqual([p1, p2].sort());
    });

    it("compares a game's sides each with their own team", async () => {
      const c = await compare(id('gamenow'), 'includeGames=yes');
      expect(c?.sessions.map((s) => s.id)).toEqual([id('V'), id('A'), id('G'), id('E')]);
      expect(c?.players[p1]?.totalDis).toBe((1000 + 6000 + 2000) / 3);
      expect(c?.players[v1]?.totalDis).toBe((8000 + 7000) / 2);
      // p3 is on the home roster now: the visitor's numbers are not theirs to compare with.
      expect(c?.players[p3]).toBeUndefined();
      expect(c?.team.aveDistYards).toBe((750 + 6000 + 2000) / 3);
      const visitor = await compare(id('gamenow'), `includeGames=yes&teamOfInterest=${VISITOR}`);
      expect(visitor?.teamId).toBe(VISITOR);
      expect(visitor?.team.aveDistYards).toBe((8000 + 7000) / 2);
      expect(await refusal(id('gamenow'), `teamOfInterest=${OTHER}`)).toEqual({
        status: 400,
        message: `query.teamOfInterest: team ${OTHER} did not play in ${id('gamenow')}`,
      });
    });

    it('narrows the set to the teams whose practices and games the caller may see', async () => {
      // A caller who may see the home team's practices and both sides' games.
      const home = await compare(
        id('gamenow'),
        `includeGames=yes&practiceTeamIds=${TEAM}&gameTeamIds=${TEAM},${VISITOR}`,
      );
      expect(home?.sessions.map((s) => s.id)).toEqual([id('A'), id('G'), id('E')]);
      // The visitor's player has numbers from the game only, not from their team's practice.
      expect(home?.players[v1]?.totalDis).toBe(7000);
      // One who may see the visitor's practices and no game.
      const visitor = await compare(
        id('gamenow'),
        `includeGames=yes&practiceTeamIds=${VISITOR}&gameTeamIds=`,
      );
      expect(visitor?.sessions.map((s) => s.id)).toEqual([id('V')]);
      expect(Object.keys(visitor?.players ?? {})).toEqual([v1]);
      // Nothing seen: no session with numbers.
      expect(await compare(id('gamenow'), 'practiceTeamIds=&gameTeamIds=')).toBeNull();
      // A chosen session outside them reads as one that does not exist.
      expect(
        await refusal(id('gamenow'), `practiceIds=${id('V')}&practiceTeamIds=${TEAM}`),
      ).toEqual({
        status: 400,
        message: `query.practiceIds: session ${id('V')} was not found`,
      });
      expect((await refusal(id('gamenow'), 'practiceTeamIds=a%20b')).status).toBe(400);
    });

    it('compares with exactly the chosen sessions, and refuses any other', async () => {
      expect(await setOf(id('now'), `practiceIds=${id('B')},${id('D')},${id('B')}`)).toEqual([
        id('B'),
        id('D'),
      ]);
      // sameIntensity and includeGames do not narrow a choice.
      expect(await setOf(id('now'), `practiceIds=${id('B')},${id('G')}&sameIntensity=yes`)).toEqual(
        [id('G'), id('B')],
      );
      for (const [bad, why] of [
        [id('X'), `session ${id('X')} is not a session of team ${TEAM}`],
        [id('L'), `session ${id('L')} is not a completed session`],
        [id('nope'), `session ${id('nope')} was not found`],
        [id('now'), `${id('now')} is the session compared`],
      ]) {
        expect(await refusal(id('now'), `practiceIds=${id('A')},${bad}`)).toEqual({
          status: 400,
          message: `query.practiceIds: ${why}`,
        });
      }
    });

    it("takes custom dates as the caller's days", async () => {
      // E started 15 October 22:00 at UTC-5, 16 October in UTC.
      expect(await setOf(id('now'), 'from=20311015&to=20311015&tzOffset=300')).toEqual([id('E')]);
      expect(await compare(id('now'), 'from=20311016&to=20311016&tzOffset=300')).toBeNull();
      expect(await setOf(id('now'), 'from=20311016&to=20311016&tzOffset=0')).toEqual([id('E')]);
      // Dates after the session count too; the session itself never does.
      expect(await setOf(id('now'), 'from=20311001&to=20311031&tzOffset=0')).toEqual([
        id('F'),
        id('A'),
        id('E'),
        id('B'),
        id('C'),
      ]);
    });

    it('compares at the same elapsed time, prorating the running period', async () => {
      // 19 minutes in: A's first period whole and 4 of its second's 10 minutes; 19 of E's 20.
      const c = await compare(id('now'), `inProgress=yes&elapsedMs=${19 * MIN_MS}`);
      expect(c?.sessions.map((s) => s.id)).toEqual([id('A'), id('E')]);
      const a = { totalDis: 400 + 0.4 * 600, sprintCount: 4 + 0.4 * 6, timeTrkd: 600 + 0.4 * 600 };
      const e = { totalDis: 0.95 * 2000, sprintCount: 0.95 * 20, timeTrkd: 0.95 * 1200 };
      const p1Values = c?.players[p1] ?? {};
      expect(p1Values.totalDis).toBeCloseTo((640 + 1900) / 2, 9);
      expect(p1Values.sprintCount).toBeCloseTo((a.sprintCount + e.sprintCount) / 2, 9);
      expect(p1Values.timeTrkd).toBeCloseTo((a.timeTrkd + e.timeTrkd) / 2, 9);
      // Rates: yards over tracked minutes, A (640 yd in 14 min) and E (100 yd/min).
      expect(p1Values.ypm).toBeCloseTo((640 / 14 + 100) / 2, 9);
      // Peaks of the periods included: A's 19 (its running period's), E's 18.
      expect(p1Values.maxSpeedMPH).toBe((19 + 18) / 2);
      expect(c?.players[p2]?.totalDis).toBeCloseTo(300 + 0.4 * 200, 9);
      // Team: A's (640 + 380) / 2 = 510 and E's 1900.
      expect(c?.team.aveDistYards).toBeCloseTo((510 + 1900) / 2, 9);

      // 5 minutes in: half of A's first period, a quarter of E's.
      const early = await compare(id('now'), `inProgress=yes&elapsedMs=${5 * MIN_MS}`);
      expect(early?.players[p1]?.totalDis).toBeCloseTo((200 + 500) / 2, 9);
      expect(early?.players[p1]?.maxSpeedMPH).toBe((17 + 18) / 2);
      // Nothing has run at 0 ms.
      expect(await compare(id('now'), 'inProgress=yes&elapsedMs=0')).toBeNull();
    });

    it('limits an in-progress comparison to the last 28 days', async () => {
      expect(
        await setOf(
          id('now'),
          `inProgress=yes&elapsedMs=60000&from=20310923&to=20311021&tzOffset=0`,
        ),
      ).toEqual([id('A'), id('E'), id('B'), id('C')]);
      expect(
        await refusal(
          id('now'),
          'inProgress=yes&elapsedMs=60000&from=20310922&to=20311021&tzOffset=0',
        ),
      ).toEqual({
        status: 400,
        message: 'query.from: an in-progress comparison takes the last 28 days only',
      });
      expect(
        (await refusal(id('now'), `inProgress=yes&elapsedMs=60000&practiceIds=${id('D')}`)).status,
      ).toBe(400);
      expect(await setOf(id('now'), `inProgress=yes&elapsedMs=60000&days=28`)).toHaveLength(4);
    });

    it('refuses queries it cannot answer, naming the field', async () => {
      const cases: [string, string][] = [
        ['days=10', 'query.days'],
        [`days=7&practiceIds=${id('A')}`, 'query.days'],
        ['from=20311001', 'query.to'],
        ['from=20311001&to=20311002', 'query.tzOffset'],
        ['from=20311002&to=20311001&tzOffset=0', 'query.to'],
        ['from=20300101&to=20311001&tzOffset=0', 'query.to'],
        ['from=20310231&to=20311001&tzOffset=0', 'query.from'],
        ['inProgress=yes', 'query.elapsedMs'],
        ['elapsedMs=1000', 'query.elapsedMs'],
        ['practiceIds=a%20b', 'query.practiceIds'],
      ];
      for (const [query, field] of cases) {
        const res = await refusal(id('now'), query);
        expect(res.status, query).toBe(400);
        expect(res.message, query).toContain(field);
      }
      expect((await call('GET', `comparison/${id('nope')}`)).status).toBe(404);
    });
  });

  describe('excludedplayers', () => {
    const path = (email: string, sessionId = id('now')) => `excludedplayers/${email}/${sessionId}`;
    const rows = async () =>
      JSON.stringify(
        (await store.db.selectFrom('excluded_players').selectAll().execute())
          .map((r) => JSON.stringify(r))
          .sort(),
      );

    it('answers no exclusions before any save', async () => {
      const res = await call('GET', path(coach));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        code: 0,
        results: [{ sessionId: id('now'), playerIds: [] }],
      });
    });

    it('saves, reads back and replaces a list per user and session', async () => {
      const saved = await call('POST', path(coach), { playerIds: [p2, tagged] });
      expect(saved.status).toBe(200);
      expect(saved.body.results).toEqual([{ sessionId: id('now'), playerIds: [p2, tagged] }]);
      expect((await call('GET', path(coach.toUpperCase()))).body.results).toEqual([
        { sessionId: id('now'), playerIds: [p2, tagged] },
      ]);
      // Another user's list and another session's are their own.
      expect((await call('GET', path(trainer))).body.results).toEqual([
        { sessionId: id('now'), playerIds: [] },
      ]);
      await call('POST', path(coach, id('gamenow')), { playerIds: [v1] });
      expect((await call('GET', path(coach, id('gamenow')))).body.results).toEqual([
        { sessionId: id('gamenow'), playerIds: [v1] },
      ]);
      await call('POST', path(coach.toUpperCase()), { playerIds: [p1] });
      expect((await call('GET', path(coach))).body.results).toEqual([
        { sessionId: id('now'), playerIds: [p1] },
      ]);
      expect((await call('GET', path(coach, id('gamenow')))).body.results).toEqual([
        { sessionId: id('gamenow'), playerIds: [v1] },
      ]);
    });

    it('refuses a list it cannot keep, leaving every row as it was', async () => {
      await call('POST', path(trainer), { playerIds: [p3] });
      const before = await rows();
      const cases: [unknown, number, string][] = [
        [{ playerIds: [o1] }, 400, `body.playerIds: ${o1} is no player of session ${id('now')}`],
        [{ playerIds: [p1, id('ghost')] }, 400, `${id('ghost')} is no player`],
        [{ playerIds: [p1, p1] }, 400, `player ${p1} is listed twice`],
        [{ playerIds: Array.from({ length: 201 }, (_, i) => `x${i}`) }, 400, 'at most 200'],
        [{ playerIds: ['bad id'] }, 400, 'body.playerIds.0'],
        [{}, 400, 'body.playerIds'],
      ];
      for (const [payload, status, message] of cases) {
        const res = await call('POST', path(trainer), payload);
        expect(res.status, JSON.stringify(payload)).toBe(status);
        expect(res.body.status).toContain(message);
      }
      // The visitor's player is a player of the game, not of the practice.
      expect((await call('POST', path(trainer), { playerIds: [v1] })).status).toBe(400);
      const unknownUser = await call('POST', path(`nobody.${tag}@club.example`), { playerIds: [] });
      expect(unknownUser.status).toBe(404);
      const unknownSession = await call('POST', path(trainer, id('nope')), { playerIds: [p1] });
      expect(unknownSession.status).toBe(404);
      expect((await call('GET', path(trainer, id('nope')))).status).toBe(404);
      expect((await call('GET', path('not-an-email'))).status).toBe(400);
      expect(await rows()).toBe(before);
    });

    it('clears the list with an empty one', async () => {
      const cleared = await call('POST', path(trainer), { playerIds: [] });
      expect(cleared.body.results).toEqual([{ sessionId: id('now'), playerIds: [] }]);
      expect((await call('GET', path(trainer))).body.results).toEqual([
        { sessionId: id('now'), playerIds: [] },
      ]);
      const left = await store.db
        .selectFrom('excluded_players')
        .select('user_email')
        .where('user_email', '=', trainer)
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('individual CSV', () => {
    const csvRows = (text: string) => text.trim().split('\r\n').slice(1);

    it("answers only the chosen players' rows, named for the player when there is one", async () => {
      const one = await call('GET', `reports/csv/${id('A')}?tzOffset=0&players=${p2}`);
      expect(one.status).toBe(200);
      expect(one.headers['content-disposition']).toBe(
        `attachment; filename="${id('A')}_${p2}.csv"`,
      );
      const rows = csvRows(one.text);
      // Total, then its two periods.
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.startsWith(`Player ${p2},`))).toBe(true);

      const both = await call('GET', `reports/csv/${id('A')}?tzOffset=0&players=${p1},${p2}`);
      expect(both.headers['content-disposition']).toBe(`attachment; filename="${id('A')}.csv"`);
      expect(csvRows(both.text)).toHaveLength(6);
      const all = await call('GET', `reports/csv/${id('A')}?tzOffset=0`);
      expect(all.text).toBe(both.text);

      const visitor = await call(
        'GET',
        `reports/csv/${id('G')}?tzOffset=0&teamId=${VISITOR}&players=${v1}&totalsOnly=yes`,
      );
      expect(visitor.headers['content-disposition']).toBe(
        `attachment; filename="${id('G')}_${v1}.csv"`,
      );
      expect(csvRows(visitor.text)).toHaveLength(1);
    });

    it('refuses a player not tracked for the team in the session', async () => {
      for (const [query, message] of [
        [
          `players=${p3}`,
          `query.players: player ${p3} was not tracked for team ${TEAM} in ${id('A')}`,
        ],
        [`players=${p1},${o1}`, `player ${o1} was not tracked`],
        [`players=bad%20id`, 'query.players'],
      ]) {
        const res = await call('GET', `reports/csv/${id('A')}?tzOffset=0&${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.status).toContain(message);
      }
      const wrongSide = await call('GET', `reports/csv/${id('G')}?tzOffset=0&players=${v1}`);
      expect(wrongSide.status).toBe(400);
    });
  });
});
