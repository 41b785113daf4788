/**
 * The Player page's calls over HTTP (app.inject), on SQLite and on a real PostgreSQL: the
 * player's head, and the practices and games a player has stored metrics for, newest
 * first, with the engine's numbers of positions simulated for seeded roster players; the
 * season and date-range filters; an unknown player, a bad event and a player without
 * sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import type { PlayerSessionMetrics } from '../../dataaccess/src/live/stored-metrics';
import { insertTeams, seededRoster } from '../../scripts/demo/seed';
import { storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'player-page';
const HOME = '3700';
const VISITOR = '1200';
/** 1 October 2025: the default season is 2025. */
const NOW_MS = Date.UTC(2025, 9, 1, 12);
const at = (month: number, day: number, year = 2025) => Date.UTC(year, month - 1, day, 15);

interface Row {
  gameId: string;
  teamId: string;
  name: string;
  startTime: number;
  endTime: number | null;
  status: string;
  intensity: string | null;
  maxSpeed: number | null;
  maxSustainedSpeed: number | null;
  totalDistance: number | null;
  accels: number | null;
  decels: number | null;
  opponentTeamId?: string;
  isHome?: boolean;
  ownPoints?: number | null;
  opponentPoints?: number | null;
  result?: string | null;
}

describe.each(backends)('player page calls on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const [eagle, teammate, benched] = seededRoster(HOME, 'nfl');
  const [cowboy] = seededRoster(VISITOR, 'nfl');
  if (!eagle || !teammate || !benched || !cowboy) throw new Error('seeded rosters are empty');
  /** What the engine kept, by session and player. */
  const kept = new Map<string, Map<string, PlayerSessionMetrics>>();

  const call = async (url: string) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN },
    });
    return {
      status: res.statusCode,
      body: res.json<{ results: Row[]; code: number; status: string }>(),
    };
  };

  /** A row's numbers as the engine kept them, rounded as the lists round. */
  const numbersOf = (sessionId: string, playerId: string) => {
    const m = kept.get(sessionId)?.get(playerId)?.metrics;
    if (m === undefined) throw new Error(`nothing kept for ${playerId} in ${sessionId}`);
    const round = (v: number | null | undefined, digits: number) =>
      Number((v ?? 0).toFixed(digits));
    return {
      maxSpeed: round(m.maxSpeedMPH, 2),
      maxSustainedSpeed: round(m.maxSustainedSpeedMPH, 2),
      totalDistance: round(m.totalDis, 1),
      accels: round(m.accelCount, 0),
      decels: round(m.deccelCount, 0),
    };
  };

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    await store.db
      .insertInto('players')
      .values(
        [
          { p: eagle, team: HOME },
          { p: teammate, team: HOME },
          { p: benched, team: HOME },
          { p: cowboy, team: VISITOR },
        ].map(({ p, team }) => ({
          player_id: p.id,
          team_id: team,
          name: p.name,
          jersey: p.jersey,
          position: p.position,
          status: p.status,
          nfl_id: p === eagle ? '52431' : null,
          esb_id: null,
          gsis_id: null,
        })),
      )
      .execute();
    const sessions = [
      {
        id: 'practice-last-season',
        kind: 'practice' as const,
        teamId: HOME,
        startMs: at(10, 1, 2024),
        players: [eagle],
        fields: { name: 'Last Season Practice', intensity: 'Low' },
      },
      {
        id: 'practice-tuesday',
        kind: 'practice' as const,
        teamId: HOME,
        startMs: at(9, 2),
        players: [eagle, teammate],
        fields: { name: 'Padded Tuesday', intensity: 'High,Padded' },
      },
      {
        id: 'practice-next-tuesday',
        kind: 'practice' as const,
        teamId: HOME,
        startMs: at(9, 9),
        players: [eagle],
        fields: { name: 'Walkthrough' },
      },
      {
        id: 'game-week-2',
        kind: 'game' as const,
        teamId: HOME,
        visitorTeamId: VISITOR,
        startMs: at(9, 14),
        players: [eagle, teammate, cowboy],
        fields: {
          name: 'DAL @ PHI',
          score: { homeTeamScore: { pointTotal: 24 }, visitorTeamScore: { pointTotal: 17 } },
        },
      },
    ];
    for (const [i, s] of sessions.entries()) {
      const metrics = await storePastSession(store.db, s, i + 1);
      kept.set(s.id, new Map(metrics.map((m) => [m.entityId, m])));
    }
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  }, 120_000);

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it("answers the player's head with the team's abbreviation and league", async () => {
    const { status, body } = await call(`player/${eagle.id}`);
    expect(status).toBe(200);
    expect(body.results).toEqual([
      {
        id: eagle.id,
        name: eagle.name,
        jersey: eagle.jersey,
        position: eagle.position,
        status: eagle.status,
        teamId: HOME,
        teamAbbr: 'PHI',
        league: 'nfl',
        nflId: '52431',
      },
    ]);
  });

  it("lists the player's practices of the season, newest first, with the kept numbers", async () => {
    const { status, body } = await call(`player/${eagle.id}/practices?season=2025`);
    expect(status).toBe(200);
    expect(body.results.map((r) => r.gameId)).toEqual([
      'practice-next-tuesday',
      'practice-tuesday',
    ]);
    const [newest, older] = body.results;
    expect(older).toEqual({
      gameId: 'practice-tuesday',
      teamId: HOME,
      name: 'Padded Tuesday',
      startTime: at(9, 2),
      endTime: at(9, 2) + 120_000,
      status: 'complete',
      intensity: 'High,Padded',
      ...numbersOf('practice-tuesday', eagle.id),
    });
    expect(newest?.intensity).toBeNull();
    expect(newest).toMatchObject(numbersOf('practice-next-tuesday', eagle.id));
    // Simulated team periods move: real distances and speeds, not zeros.
    expect(older?.totalDistance).toBeGreaterThan(20);
    expect(older?.maxSpeed).toBeGreaterThan(3);
    expect(older).not.toHaveProperty('opponentTeamId');

    // The teammate was tracked in one of the two.
    const mate = await call(`player/${teammate.id}/practices?season=2025`);
    expect(mate.body.results.map((r) => r.gameId)).toEqual(['practice-tuesday']);
    expect(mate.body.results[0]).toMatchObject(numbersOf('practice-tuesday', teammate.id));
  });

  it("lists games from the player's side: home or away, opponent, score and result", async () => {
    const home = await call(`player/${eagle.id}/games?season=2025`);
    expect(home.status).toBe(200);
    expect(home.body.results).toEqual([
      expect.objectContaining({
        gameId: 'game-week-2',
        teamId: HOME,
        name: 'DAL @ PHI',
        isHome: true,
        opponentTeamId: VISITOR,
        ownPoints: 24,
        opponentPoints: 17,
        result: 'W',
        ...numbersOf('game-week-2', eagle.id),
      }),
    ]);
    const away = await call(`player/${cowboy.id}/games?season=2025`);
    expect(away.body.results).toEqual([
      expect.objectContaining({
        gameId: 'game-week-2',
        teamId: VISITOR,
        isHome: false,
        opponentTeamId: HOME,
        ownPoints: 17,
        opponentPoints: 24,
        result: 'L',
        ...numbersOf('game-week-2', cowboy.id),
      }),
    ]);
    // Games are not practices, and the reverse.
    expect((await call(`player/${cowboy.id}/practices?season=2025`)).body.code).toBe(-1);
  });

  it('narrows by season (default the current one) or by a date range', async () => {
    const ids = async (query: string) =>
      (await call(`player/${eagle.id}/practices${query}`)).body.results.map((r) => r.gameId);
    expect(await ids('')).toEqual(['practice-next-tuesday', 'practice-tuesday']);
    expect(await ids('?season=2024')).toEqual(['practice-last-season']);
    expect(await ids(`?startTime=${at(9, 1)}&endTime=${at(9, 5)}`)).toEqual(['practice-tuesday']);
    const half = await call(`player/${eagle.id}/practices?startTime=${at(9, 1)}`);
    expect(half.status).toBe(400);
    expect(half.body.status).toContain('startTime and endTime go together');
  });

  it('refuses an unknown player with a 404 naming it, and a bad event with a 400', async () => {
    for (const path of ['player/nobody-here', 'player/nobody-here/practices']) {
      const { status, body } = await call(path);
      expect(status).toBe(404);
      expect(body.status).toBe('player nobody-here was not found');
      expect(body.results).toEqual([]);
    }
    const bad = await call(`player/${eagle.id}/drills`);
    expect(bad.status).toBe(400);
    expect(bad.body.status).toContain('params.event');
  });

  it('answers no data (code -1) when the player has no sessions in the range', async () => {
    const none = await call(`player/${benched.id}/practices?season=2025`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ results: [], code: -1, status: 'no data' });
    expect((await call(`player/${eagle.id}/games?season=2024`)).body.code).toBe(-1);
  });

  it('documents both calls in the OpenAPI document', async () => {
    const res = await da.app.inject({
      method: 'GET',
      url: '/dataaccess/openapi.json',
      headers: { 'x-service-token': TOKEN },
    });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/dataaccess/player/{playerId}');
    expect(paths).toContain('/dataaccess/player/{playerId}/{event}');
  });
});
