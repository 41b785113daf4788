/**
 * Practice Tracking's call (03 §2, §3 Player (viewer/tracking)) over HTTP (app.inject), on
 * SQLite and on a real PostgreSQL: a practice whose positions hold some roster players and
 * someone on no roster, so the others are untracked; a game seen from each side; an unknown
 * session (404) and a team not in the session (400).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { insertTeams } from '../../scripts/demo/seed';
import { storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'practice-tracking';
const HOME = '3700';
const VISITOR = '1200';
const START_MS = Date.UTC(2025, 9, 1, 15);

interface Row {
  playerId: string;
  nflId: string | null;
  name: string;
  jersey: string;
  position: string;
  positionGroup: string | null;
  status: string;
  tracking: boolean;
  samples: number;
}

describe.each(backends)('practice tracking on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const run = randomUUID().slice(0, 8);
  const id = (name: string) => `pt-${run}-${name}`;
  const roster = [
    { id: id('qb'), team: HOME, name: 'Able Quarter', jersey: '7', position: 'QB', status: 'ACT' },
    { id: id('wr'), team: HOME, name: 'Baker Wide', jersey: '81', position: 'WR', status: 'ACT' },
    { id: id('cb'), team: HOME, name: 'Cole Corner', jersey: '24', position: 'CB', status: 'DEV' },
    { id: id('ls'), team: HOME, name: 'Dale Snapper', jersey: '48', position: 'LS', status: 'RES' },
    { id: id('de'), team: VISITOR, name: 'Eli End', jersey: '91', position: 'DE', status: 'ACT' },
  ];
  const [qb, wr, cb, ls, de] = roster;
  if (!qb || !wr || !cb || !ls || !de) throw new Error('roster');
  const guest = id('tag');
  const practice = id('practice');
  const game = id('game');

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
  const sim = (p: { id: string; jersey: string; position: string }) => ({
    id: p.id,
    jersey: p.jersey,
    position: p.position,
  });

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    await store.db
      .insertInto('players')
      .values(
        roster.map((p) => ({
          player_id: p.id,
          team_id: p.team,
          name: p.name,
          jersey: p.jersey,
          position: p.position,
          status: p.status,
          nfl_id: p === qb ? `nfl-${run}` : null,
          esb_id: null,
          gsis_id: null,
        })),
      )
      .execute();
    await storePastSession(store.db, {
      id: practice,
      kind: 'practice',
      teamId: HOME,
      startMs: START_MS,
      durationMs: 30_000,
      players: [sim(qb), sim(cb), { id: guest, jersey: '99', position: 'WR' }],
      computeMetrics: false,
    });
    await storePastSession(store.db, {
      id: game,
      kind: 'game',
      teamId: HOME,
      visitorTeamId: VISITOR,
      startMs: START_MS + 86_400_000,
      durationMs: 30_000,
      players: [sim(wr), sim(de)],
      computeMetrics: false,
    });
    da = buildDataaccess({ store, serviceToken: TOKEN });
  }, 120_000);

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('lists the roster and whoever else was tracked, up for positions and down for none', async () => {
    const { status, body } = await call(`practicetracking/${practice}`);
    expect(status).toBe(200);
    const byId = new Map(body.results.map((r) => [r.playerId, r]));
    expect([...byId.keys()].sort()).toEqual([qb.id, wr.id, cb.id, ls.id, guest].sort());
    expect(byId.get(qb.id)).toMatchObject({
      nflId: `nfl-${run}`,
      name: 'Able Quarter',
      jersey: '7',
      position: 'QB',
      positionGroup: 'QB',
      status: 'ACT',
      tracking: true,
    });
    expect(byId.get(qb.id)?.samples).toBeGreaterThan(200);
    expect(byId.get(cb.id)).toMatchObject({ positionGroup: 'DB', status: 'DEV', tracking: true });
    for (const untracked of [wr, ls])
      expect(byId.get(untracked.id)).toMatchObject({ tracking: false, samples: 0, nflId: null });
    expect(byId.get(ls.id)).toMatchObject({ positionGroup: 'SPEC', status: 'RES' });
    // Someone tracked but on no roster keeps a row under their entity id.
    expect(byId.get(guest)).toMatchObject({ name: guest, status: '', tracking: true });
    // No ball, and names in order.
    expect(body.results.some((r) => r.playerId.startsWith('ball'))).toBe(false);
    const names = body.results.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // The practice's own team, named, answers the same.
    expect((await call(`practicetracking/${practice}?side=${HOME}`)).body).toEqual(body);
  });

  it("shows a game from either side, each with only its own team's players", async () => {
    const home = await call(`practicetracking/${game}?side=${HOME}`);
    expect(home.status).toBe(200);
    const homeRows = home.body.results.filter((r) => r.playerId.startsWith(`pt-${run}`));
    expect(homeRows.map((r) => [r.playerId, r.tracking]).sort()).toEqual(
      [
        [qb.id, false],
        [wr.id, true],
        [cb.id, false],
        [ls.id, false],
      ].sort(),
    );
    const away = await call(`practicetracking/${game}?side=${VISITOR}`);
    expect(away.status).toBe(200);
    const awayRows = away.body.results.filter((r) => r.playerId.startsWith(`pt-${run}`));
    expect(awayRows.map((r) => [r.playerId, r.tracking])).toEqual([[de.id, true]]);
    // Without a team, a game is seen from its home side.
    expect((await call(`practicetracking/${game}`)).body).toEqual(home.body);
  });

  it('answers 404 for an unknown session and 400 for a team not in it', async () => {
    const unknown = await call(`practicetracking/${id('nope')}`);
    expect(unknown.status).toBe(404);
    const stranger = await call(`practicetracking/${practice}?side=${VISITOR}`);
    expect(stranger.status).toBe(400);
    expect(stranger.body.status).toMatch(/side/);
    const bad = await call(`practicetracking/${practice}?side=a%20b`);
    expect(bad.status).toBe(400);
  });
});
