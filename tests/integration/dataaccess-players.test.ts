/**
 * GET playerlist over HTTP (app.inject), on SQLite and on a real PostgreSQL: players by
 * name with their session averages, the search in any case, the team and league filters,
 * and pages of at most 50 (skip, limit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'players';

interface Player {
  id: string;
  name: string;
  position: string;
  teamId: string;
  teamAbbr: string | null;
  avgMaxSpeed: number | null;
  avgTotalDistance: number | null;
  avgAccels: number | null;
}

describe.each(backends)('playerlist on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  // Names unique to this run, so a shared database's other rows never match the search.
  const tag = `Zq${Math.random().toString(36).slice(2, 7)}`;

  const list = async (query: string) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/playerlist?${query}`,
      headers: { 'x-service-token': TOKEN },
    });
    return { status: res.statusCode, body: res.json<{ results: Player[]; code: number }>() };
  };

  beforeAll(async () => {
    store = await backend.open();
    const player = (id: string, teamId: string, name: string, i = 0) => ({
      player_id: `${tag}-${id}`,
      team_id: teamId,
      name: `${tag} ${name}`,
      jersey: String(i),
      position: i % 2 === 0 ? 'WR' : 'CB',
      status: 'ACT',
      nfl_id: null,
      esb_id: null,
      gsis_id: null,
    });
    const rows = Array.from({ length: 60 }, (_, i) => {
      const n = String(i).padStart(2, '0');
      return player(`phi-${n}`, '3700', `Eagle ${n}`, i);
    });
    rows.push(player('dal', '1200', 'Cowboy'), player('lax', '19410', 'Laxer'));
    await store.db.insertInto('players').values(rows).execute();
    const metric = (session: string, speed: number, dist: number, accels: number) => ({
      session_id: `${tag}-${session}`,
      entity_id: `${tag}-phi-00`,
      team_id: '3700',
      max_speed_mph: speed,
      max_sustained_mph: speed - 1,
      total_dist_yd: dist,
      accels,
      decels: accels,
      doc: '{}',
    });
    await store.db
      .insertInto('session_metrics')
      .values([metric('a', 20, 3000, 10), metric('b', 21, 3101, 13)])
      .execute();
    da = buildDataaccess({ store, serviceToken: TOKEN });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('answers players by name with their averages and team abbreviation', async () => {
    const { status, body } = await list(`search=${tag}%20eagle%2000&teamids=3700`);
    expect(status).toBe(200);
    expect(body.results).toEqual([
      expect.objectContaining({
        id: `${tag}-phi-00`,
        name: `${tag} Eagle 00`,
        position: 'WR',
        teamId: '3700',
        teamAbbr: 'PHI',
        avgMaxSpeed: 20.5,
        avgTotalDistance: 3050.5,
        avgAccels: 12,
      }),
    ]);
  });

  it('pages by 50 at most, in name order, and filters by team and league', async () => {
    const first = await list(`search=${tag.toUpperCase()}&teamids=3700`);
    expect(first.body.results.map((p) => p.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `${tag} Eagle ${String(i).padStart(2, '0')}`),
    );
    const rest = await list(`search=${tag}&teamids=3700&skip=50&limit=50`);
    expect(rest.body.results).toHaveLength(10);
    expect(
      (await list(`search=${tag}&teamids=1200,19410`)).body.results.map((p) => p.name),
    ).toEqual([`${tag} Cowboy`, `${tag} Laxer`]);
    expect((await list(`search=${tag}&league=ncaa-mlax`)).body.results.map((p) => p.id)).toEqual([
      `${tag}-lax`,
    ]);
    const none = await list(`search=${tag}%20nobody`);
    expect(none.body.code).toBe(-1);
    expect((await list(`search=${tag}&limit=51`)).status).toBe(400);
  });
});
