/**
 * Game Manage (03 §2, §4, §5, §7: ignoreplaysforgame/{gameId}, reprocessgame/{gameId} and its
 * status) over HTTP (app.inject), on SQLite and on a real PostgreSQL. A completed game whose
 * periods are plays, positions stored only within them (as an import leaves a game): two plays
 * are removed, each for one player, and the game reprocessed. Each of those players' numbers
 * then drop by exactly what fullpractice groupBy=play reported for them in that play (the
 * expected numbers come from the per-play answer, not from the code under test), every other
 * player's numbers stay as they were, and the filtered views and a recomputation leave the same
 * samples out. Every refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import type { MetricValues } from '../../dataaccess/src/metrics';
import {
  MSG_REPROCESS_ERROR,
  MSG_REPROCESS_QUEUED,
  MSG_REPROCESS_STARTED,
  REPROCESS_CODE,
} from '../../domain';
import { generateRoster } from '../../simulator';
import { insertTeams } from '../../scripts/demo/seed';
import { seedSession } from '../support/past-sessions';
import { storePlayedGame, type StoredPlay } from '../support/played-games';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'game-manage';
const TEAM = '3700';
const VISITOR = '1200';
const START_MS = Date.UTC(2025, 9, 12, 17);
const NOW_MS = Date.UTC(2025, 9, 14, 12);
const DAY_MS = 24 * 3600_000;

/** Keys that add up over plays apart (distances, time and counts). */
const ADDITIVE = [
  'totalDis',
  'walkYds',
  'jogYds',
  'runYds',
  'sprintYds',
  'timeTrkd',
  'accelCount',
  'deccelCount',
];

interface Answer<T = Record<string, unknown>> {
  results: T[];
  code: number;
  status: string;
}

interface Row {
  id: string;
  metrics: MetricValues;
}

interface Full {
  players: Row[];
  byPeriod: { index: number; name: string; playId?: string; players: Row[] }[];
}

interface RemovedPlaysAnswer {
  gameId: string;
  plays: Record<string, string>[];
  applied: Record<string, string>[];
  editable: boolean;
  updatedBy: string | null;
  gamePlays: { playId: string; name: string; quarter: number | null }[];
  players: { nflId: string; name: string; jersey: string; teamId: string }[];
}

interface ReprocessAnswer {
  gameId: string;
  code: number;
  message: string;
  plays: Record<string, string>[];
}

interface StatusAnswer {
  state: string;
  queued: boolean;
  percent: number;
  plays: Record<string, string>[];
  applied: Record<string, string>[];
  error: string | null;
  requestedBy: string | null;
}

describe.each(backends)('game manage on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  // Ids unique to this run, so a shared database's other rows never match.
  const tag = `gm${Math.random().toString(36).slice(2, 7)}`;
  const home = generateRoster({ seed: 41, teamAbbr: 'GM', league: 'nfl', size: 5 });
  const away = generateRoster({ seed: 42, teamAbbr: 'GV', league: 'nfl', size: 3 });
  const players = [...home, ...away].map((p, i) => ({
    ...p,
    id: `${tag}-${p.id}`,
    nflId: String(4_100_000 + i),
    teamId: i < home.length ? TEAM : VISITOR,
  }));
  const [first, second] = players;
  if (first === undefined || second === undefined) throw new Error('the roster is empty');
  const GAME = `${tag}-game`;
  const FUTURE = `${tag}-future`;
  const LIVE = `${tag}-live`;
  const PRACTICE = `${tag}-practice`;
  let plays: StoredPlay[] = [];

  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    actor = 'dana@ops.example',
  ): Promise<{ status: number; body: Answer<T> }> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': actor },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };
  const first0 = <T>(answer: { status: number; body: Answer<T> }): T => {
    expect(answer.status, answer.body.status).toBe(200);
    const item = answer.body.results[0];
    if (item === undefined) throw new Error(`empty answer: ${answer.body.status}`);
    return item;
  };
  const full = async (query = ''): Promise<Full> =>
    first0(await call<Full>('GET', `fullpractice/${GAME}${query === '' ? '' : `?${query}`}`));
  const removed = async (): Promise<RemovedPlaysAnswer> =>
    first0(await call<RemovedPlaysAnswer>('GET', `ignoreplaysforgame/${GAME}`));
  const save = (body: unknown) =>
    call<RemovedPlaysAnswer>('POST', `ignoreplaysforgame/${GAME}`, body);
  const reprocess = async (id = GAME): Promise<ReprocessAnswer> =>
    first0(await call<ReprocessAnswer>('GET', `reprocessgame/${id}`));
  const status = async (): Promise<StatusAnswer> =>
    first0(await call<StatusAnswer>('GET', `reprocessgame/${GAME}/status`));
  /** Polls the status call, as the screen does, until the game's reprocess is done. */
  const reprocessed = async (): Promise<StatusAnswer> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const now = await status();
      if ((now.state === 'done' || now.state === 'failed') && !now.queued) return now;
      if (Date.now() > deadline) throw new Error(`the reprocess is still ${now.state}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const metricsOf = (rows: readonly Row[] | undefined, id: string): MetricValues | undefined =>
    rows?.find((r) => r.id === id)?.metrics;
  /** A play's entry (by its period's index: plain and groupBy=play answers alike). */
  const playEntry = (answer: Full, playId: string) => {
    const index = plays.findIndex((p) => p.playId === playId);
    const entry = answer.byPeriod.find((e) => e.index === index);
    if (entry === undefined) throw new Error(`no play ${playId}`);
    return entry;
  };
  const keptRows = (sessionId: string) =>
    store.db
      .selectFrom('session_metrics')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('entity_id')
      .execute();

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    await store.db
      .insertInto('players')
      .values(
        players.map((p) => ({
          player_id: p.id,
          team_id: p.teamId,
          name: `Player ${p.jersey}`,
          jersey: p.jersey,
          position: p.position,
          status: 'ACT',
          nfl_id: p.nflId,
          esb_id: null,
          gsis_id: null,
        })),
      )
      .execute();
    plays = await storePlayedGame(store.db, {
      id: GAME,
      teamId: TEAM,
      visitorTeamId: VISITOR,
      startMs: START_MS,
      players,
      plays: [
        { playId: '56', quarter: 1, seconds: 14 },
        { playId: '78', quarter: 1, seconds: 11 },
        { playId: '101', quarter: 2, seconds: 16 },
        { playId: '2345', quarter: 3, seconds: 12 },
      ],
    });
    await seedSession(store.db, FUTURE, {
      teamId: TEAM,
      visitorTeamId: VISITOR,
      type: 'game',
      status: 'future',
      startTime: NOW_MS + DAY_MS,
    });
    await seedSession(store.db, LIVE, {
      teamId: TEAM,
      visitorTeamId: VISITOR,
      type: 'game',
      status: 'live',
      startTime: NOW_MS - 3600_000,
    });
    await seedSession(store.db, PRACTICE, { teamId: TEAM, startTime: START_MS - DAY_MS });
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it("offers the game's plays and tracked players, with nothing removed yet", async () => {
    const answer = await removed();
    expect(answer).toMatchObject({ gameId: GAME, plays: [], applied: [], editable: true });
    expect(answer.gamePlays).toEqual([
      { playId: '56', name: 'Q1 · Play 56', quarter: 1 },
      { playId: '78', name: 'Q1 · Play 78', quarter: 1 },
      { playId: '101', name: 'Q2 · Play 101', quarter: 2 },
      { playId: '2345', name: 'Q3 · Play 2345', quarter: 3 },
    ]);
    expect(answer.players.map((p) => p.nflId)).toEqual(players.map((p) => p.nflId));
    expect(await status()).toMatchObject({ state: 'none', applied: [] });
  });

  it.each([
    [
      'a one-character play id',
      [{ '7': first.nflId }],
      'body.0: The play ID must be longer than 1 character.',
    ],
    ['a play id over 4 characters', [{ '12345': first.nflId }], 'at most 4 characters'],
    ['a negative play id', [{ '-56': first.nflId }], 'non-negative whole number'],
    [
      'a non-numeric NFL id',
      [{ '56': '41000a1' }],
      'The NFL ID must be a non-negative whole number.',
    ],
    ['a short NFL id', [{ '56': '4321' }], 'The NFL ID must be longer than 4 characters.'],
    [
      'a mapping of two plays',
      [{ '56': first.nflId, '78': first.nflId }],
      'a mapping of one play id',
    ],
    [
      'a play listed twice',
      [{ '56': first.nflId }, { '56': first.nflId }],
      'body.1: play 56 of NFL ID',
    ],
    [
      'a play the game does not have',
      [{ '99': first.nflId }],
      'body.0: play 99 is not a play of game',
    ],
    [
      'a player the game did not track',
      [{ '56': '7654321' }],
      'NFL ID 7654321 is not a player tracked',
    ],
    ['no list', { plays: 'all' }, 'body'],
  ])('answers 400 to %s, naming it and changing nothing', async (_what, body, named) => {
    const before = await removed();
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(res.body.results).toEqual([]);
    expect(res.body.status).toContain(named);
    expect(await removed()).toEqual(before);
  });

  it('refuses edits before the game starts and for a practice, changing nothing', async () => {
    const future = await call('POST', `ignoreplaysforgame/${FUTURE}`, [{ '56': first.nflId }]);
    expect(future.status).toBe(409);
    expect(future.body.status).toMatch(/has not started/);
    expect(
      first0(await call<RemovedPlaysAnswer>('GET', `ignoreplaysforgame/${FUTURE}`)),
    ).toMatchObject({
      editable: false,
      plays: [],
    });
    const practice = await call('POST', `ignoreplaysforgame/${PRACTICE}`, []);
    expect(practice.status).toBe(409);
    expect((await call('GET', `ignoreplaysforgame/${tag}-nowhere`)).status).toBe(404);
    expect(
      await store.db
        .selectFrom('removed_plays')
        .selectAll()
        .where('session_id', 'in', [FUTURE, PRACTICE])
        .execute(),
    ).toEqual([]);
  });

  it('answers -1 with the reason for what cannot be reprocessed', async () => {
    for (const [id, why] of [
      [PRACTICE, /is a practice/],
      [LIVE, /has not ended/],
      [FUTURE, /has not ended/],
    ] as const) {
      const answer = await reprocess(id);
      expect(answer.code).toBe(REPROCESS_CODE.error);
      expect(answer.message).toMatch(new RegExp(`^${MSG_REPROCESS_ERROR}: `));
      expect(answer.message).toMatch(why);
    }
    expect((await call('GET', `reprocessgame/${tag}-nowhere`)).status).toBe(404);
  });

  it("removes two plays' samples of two players: their numbers drop by exactly those plays", async () => {
    const before = await full();
    const byPlay = await full('groupBy=play');
    expect(byPlay.byPeriod.map((e) => e.playId)).toEqual(['56', '78', '101', '2345']);
    // The players' plays differ, so leaving out the wrong one would show.
    for (const p of [first, second]) {
      const distances = byPlay.byPeriod.map((e) => metricsOf(e.players, p.id)?.totalDis ?? 0);
      expect(new Set(distances.map((d) => d.toFixed(3))).size).toBe(distances.length);
      expect(Math.min(...distances)).toBeGreaterThan(1);
    }
    const removals = [
      { player: first, playId: '78' },
      { player: second, playId: '2345' },
    ];
    const mappings = removals.map((r) => ({ [r.playId]: r.player.nflId }));
    const saved = await save(mappings);
    expect(saved.status, saved.body.status).toBe(200);
    expect(saved.body.results[0]).toMatchObject({
      plays: mappings,
      applied: [],
      updatedBy: 'dana@ops.example',
    });
    // Saved, not yet applied: the numbers are as they were.
    expect((await full()).players).toEqual(before.players);

    // Asked twice at once: one starts, the other is queued behind it.
    const answers = await Promise.all([reprocess(), reprocess()]);
    expect(answers.map((a) => a.code).sort((a, b) => a - b)).toEqual([
      REPROCESS_CODE.started,
      REPROCESS_CODE.queued,
    ]);
    expect(answers.map((a) => a.message).sort()).toEqual(
      [MSG_REPROCESS_QUEUED, MSG_REPROCESS_STARTED].sort(),
    );
    expect(answers.map((a) => a.plays)).toEqual([mappings, mappings]);
    const done = await reprocessed();
    expect(done).toMatchObject({
      state: 'done',
      percent: 100,
      plays: mappings,
      applied: mappings,
      error: null,
      requestedBy: 'dana@ops.example',
    });

    const after = await full();
    for (const { player, playId } of removals) {
      const was = metricsOf(before.players, player.id);
      const inPlay = metricsOf(playEntry(byPlay, playId).players, player.id);
      const now = metricsOf(after.players, player.id);
      for (const key of ADDITIVE) {
        expect(now?.[key], `${player.id} ${key}`).toBeCloseTo(
          (was?.[key] ?? 0) - (inPlay?.[key] ?? 0),
          4,
        );
      }
      // The fastest moment is now that of the plays left.
      const rest = byPlay.byPeriod
        .filter((e) => e.playId !== playId)
        .map((e) => metricsOf(e.players, player.id)?.maxSpeedMPH ?? 0);
      expect(now?.maxSpeedMPH).toBeCloseTo(Math.max(...rest), 6);
      // The play has no numbers of the player any more; the other plays keep theirs.
      expect(metricsOf(playEntry(after, playId).players, player.id)).toBeUndefined();
      for (const entry of after.byPeriod.filter((e) => e !== playEntry(after, playId))) {
        const kept = metricsOf(entry.players, player.id);
        const earlier = metricsOf(
          byPlay.byPeriod.find((e) => e.index === entry.index)?.players,
          player.id,
        );
        for (const key of ADDITIVE) expect(kept?.[key]).toBeCloseTo(earlier?.[key] ?? 0, 6);
      }
    }
    // Everyone else's numbers are exactly as they were, and the other players of those plays
    // keep their numbers in them.
    for (const p of players.slice(2)) {
      expect(metricsOf(after.players, p.id)).toEqual(metricsOf(before.players, p.id));
      expect(metricsOf(playEntry(after, '78').players, p.id)).toEqual(
        metricsOf(playEntry(before, '78').players, p.id),
      );
    }
    // The filtered views leave the same samples out.
    const filtered = await full('groupBy=play');
    expect(metricsOf(playEntry(filtered, '78').players, first.id)).toBeUndefined();
    expect(metricsOf(filtered.players, first.id)?.totalDis).toBeCloseTo(
      metricsOf(after.players, first.id)?.totalDis ?? NaN,
      6,
    );
    // The event store has the reprocess, by who asked for it.
    const events = await store.db
      .selectFrom('stream_events')
      .select(['type', 'actor'])
      .where('stream_id', '=', `session-${GAME}`)
      .where('type', '=', 'game.reprocessed')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.every((e) => e.actor === 'dana@ops.example')).toBe(true);

    // Numbers computed again later (an ingest drops the kept ones) leave the same samples out.
    const kept = await keptRows(GAME);
    await store.db.deleteFrom('session_metrics').where('session_id', '=', GAME).execute();
    expect((await full()).players).toEqual(after.players);
    expect(await keptRows(GAME)).toEqual(kept);
  });

  it('puts the plays back when the list is emptied and the game reprocessed again', async () => {
    const withRemoved = await full();
    expect((await save([])).status).toBe(200);
    expect((await reprocess()).code).toBe(REPROCESS_CODE.started);
    expect(await reprocessed()).toMatchObject({ state: 'done', applied: [] });
    const back = await full();
    const original = await full('groupBy=play');
    const sum = (id: string) =>
      original.byPeriod.reduce((s, e) => s + (metricsOf(e.players, id)?.totalDis ?? 0), 0);
    expect(metricsOf(back.players, first.id)?.totalDis).toBeCloseTo(sum(first.id), 4);
    expect(metricsOf(back.players, first.id)?.totalDis).toBeGreaterThan(
      metricsOf(withRemoved.players, first.id)?.totalDis ?? Infinity,
    );
    expect(metricsOf(playEntry(back, '78').players, first.id)).toBeDefined();
  });

  it('resumes a reprocess a restart cut off', async () => {
    expect((await save([{ '101': first.nflId }])).status).toBe(200);
    await store.db
      .insertInto('game_reprocess')
      .values({
        session_id: GAME,
        state: 'running',
        again: 0,
        plays: '[]',
        players: 8,
        done: 3,
        error: null,
        requested_ms: NOW_MS,
        requested_by: 'dana@ops.example',
        updated_ms: NOW_MS,
      })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ state: 'running', done: 3 }))
      .execute();
    await da.app.close();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
    expect(await reprocessed()).toMatchObject({ state: 'done', applied: [{ '101': first.nflId }] });
    expect(metricsOf(playEntry(await full(), '101').players, first.id)).toBeUndefined();
  });
});
