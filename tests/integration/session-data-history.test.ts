/**
 * Season history on SQLite and on a real PostgreSQL: a past practice of a demo team, run
 * through the practice commands, is filled by scripts/demo/history.ts with simulated
 * positions of its own periods; fullpractice then has every roster player with metrics,
 * the team's practice list its averages, and a second run changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, createSession, type Dataaccess, type Store } from '../../dataaccess';
import { seedSeasonHistory } from '../../scripts/demo/history';
import { seedReferenceData, seededRoster } from '../../scripts/demo/seed';
import { gameDayRoster } from '../../simulator';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'history';
const TEAM = '3700';
const START_MS = Date.UTC(2026, 8, 2, 15);
const MIN_MS = 60_000;

describe.each(backends)('season history on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS - 3600_000;
  let id = '';
  const roster = seededRoster(TEAM, 'nfl').filter((p) => p.status === 'ACT' || p.status === 'DEV');

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json<{ results: Record<string, unknown>[] }>() };
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
    const created = await call('POST', 'schedule', {
      name: 'Past Practice',
      description: '',
      drills: [
        { drillType: 'Stretch', periodType: 'Stretch' },
        { drillType: 'Team', periodType: '11on11 Pass Specific' },
      ],
      extraData: { simSeed: 42 },
      intensity: 'Medium',
      league: 'nfl',
      profileName: 'Standard Practice',
      rooftype: 'Outdoor',
      siteId: `${TEAM}-practice`,
      siteName: 'Practice Facility',
      start: START_MS,
      teamId: TEAM,
    });
    id = String(created.body.results[0]?._id);
    nowMs = START_MS;
    await call('POST', 'datasets', { _id: id, teamId: TEAM });
    nowMs += 2 * MIN_MS;
    await call('POST', `manage/${id}/endperiod`);
    nowMs += MIN_MS;
    await call('POST', `manage/${id}/startperiod?chained=false`);
    nowMs += 2 * MIN_MS;
    const stopped = await call('POST', `dataset/${id}/stoppractice`);
    expect(stopped.body.results[0]).toMatchObject({ status: 'complete' });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('fills a past practice with positions and metrics, once', async () => {
    const lines: string[] = [];
    const filled = await seedSeasonHistory(store.db, {
      nowMs: START_MS + 3600_000,
      log: (l) => lines.push(l),
    });
    expect(filled).toBe(1);
    expect(lines[0]).toContain(id);

    const full = await call('GET', `fullpractice/${id}`);
    expect(full.status).toBe(200);
    const item = full.body.results[0] as {
      players: { id: string; metrics: Record<string, number> }[];
      byPeriod: { players: unknown[] }[];
    };
    expect(item.players.map((p) => p.id).sort()).toEqual(roster.map((p) => p.id).sort());
    expect(item.byPeriod.map((p) => p.players.length)).toEqual([roster.length, roster.length]);
    // No samples in the minute between the periods: time tracked is the two periods.
    for (const p of item.players) expect(p.metrics.timeTrkd).toBeLessThanOrEqual(4 * 60);
    expect(item.players.some((p) => (p.metrics.totalDis ?? 0) > 50)).toBe(true);

    const windows = await store.db
      .selectFrom('track_windows')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('session_id', '=', id)
      .executeTakeFirst();
    expect(Number(windows?.n)).toBeGreaterThan(roster.length * 24);
    const kept = await store.db
      .selectFrom('session_metrics')
      .select('entity_id')
      .where('session_id', '=', id)
      .execute();
    expect(kept).toHaveLength(roster.length);

    const list = await call('GET', `practices/${TEAM}?season=2026`);
    const row = list.body.results.find((r) => r._id === id || r.dsid === id);
    expect(JSON.stringify(row)).toContain('avgTotalDistance');

    expect(await seedSeasonHistory(store.db, { nowMs: START_MS + 3600_000 })).toBe(0);
  }, 180_000);

  it("fills a past game with both teams, each player's numbers counted for their own side", async () => {
    const VISITOR = '1200';
    // A game is played by each team's game-day squad, not its whole roster.
    const home = gameDayRoster(seededRoster(TEAM, 'nfl'), 'nfl');
    const visitors = gameDayRoster(seededRoster(VISITOR, 'nfl'), 'nfl');
    const kickoff = START_MS + 2 * 86_400_000;
    const game = `history-game-${backend.name}`;
    await createSession(
      store.db,
      {
        _id: game,
        gameId: game,
        type: 'game',
        status: 'complete',
        teamId: TEAM,
        homeTeamId: TEAM,
        visitorTeamId: VISITOR,
        league: 'nfl',
        seasonType: 'REG',
        name: 'DAL @ PHI',
        startTime: kickoff,
        endTime: kickoff + 3 * MIN_MS,
        drills: [
          { drillType: 'Q1', startTs: kickoff, endTs: kickoff + MIN_MS },
          { drillType: 'Q2', startTs: kickoff + 2 * MIN_MS, endTs: kickoff + 3 * MIN_MS },
        ],
        score: { homeTeamScore: { pointTotal: 20 }, visitorTeamScore: { pointTotal: 13 } },
      },
      [{ type: 'session.seeded', data: {} }],
      'tests',
      kickoff + 3 * MIN_MS,
    );
    const lines: string[] = [];
    expect(
      await seedSeasonHistory(store.db, { nowMs: kickoff + 3600_000, log: (l) => lines.push(l) }),
    ).toBe(1);
    expect(lines[0]).toContain(`game ${game}`);

    const kept = await store.db
      .selectFrom('session_metrics')
      .select(['entity_id', 'team_id'])
      .where('session_id', '=', game)
      .execute();
    const sideOf = new Map(kept.map((k) => [k.entity_id, k.team_id]));
    expect(kept).toHaveLength(home.length + visitors.length);
    expect(home.every((p) => sideOf.get(p.id) === TEAM)).toBe(true);
    expect(visitors.every((p) => sideOf.get(p.id) === VISITOR)).toBe(true);

    // Both teams' game lists carry their own players' averages.
    for (const team of [TEAM, VISITOR]) {
      const games = await call('GET', `games/${team}?season=2026`);
      const row = games.body.results.find((r) => r._id === game) as
        { players: number; avgTotalDistance: number | null } | undefined;
      expect(row?.players).toBe(team === TEAM ? home.length : visitors.length);
      expect(row?.avgTotalDistance).toBeGreaterThan(0);
    }
    expect(await seedSeasonHistory(store.db, { nowMs: kickoff + 3600_000 })).toBe(0);
  }, 180_000);
});
