/**
 * Tags drive ingest (issue 37 item 2), on SQLite and on a real PostgreSQL, over HTTP: the
 * simulator plays a location engine that reports tags (byTags and IngestFeed), dataaccess
 * gives each tag's positions to its wearer as the team's entities say, and when data ops
 * move a tag from one player to another on the Entities calls, the live numbers follow the
 * tag from the next batch on. A tag nobody wears is kept as the raw tag, and a tag two
 * entities hold is nobody's; a tag's position off the field for a person is refused whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  createVenueKey,
  loadTracks,
  tagsWornBy,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { seedReferenceData } from '../../scripts/demo/seed';
import { insertEntities } from '../../scripts/demo/seed-entities';
import { byTags, IngestFeed, type FeedTrack } from '../../simulator';
import type { EntityRecord, TeamEntities } from '../../domain';
import { makePractice } from '../support/practices';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'tag-ingest';
const TEAM = '3700';
const SITE = '3700-practice';
const STRAY_TAG = 'FFFF01';
const SECOND = 1000;

interface Answer<T> {
  results: T[];
  status: string;
}

interface LivePlayer {
  id: string;
  metrics: Record<string, number | null>;
}

/** One second of an entity's positions from `atMs`: 10 samples moving `speed` yd/s along x. */
const second = (entityId: string, atMs: number, x0: number, y: number, speed: number) => ({
  entityId,
  atMs: Array.from({ length: 10 }, (_, i) => atMs + i * 100),
  xYd: Array.from({ length: 10 }, (_, i) => x0 + (speed * i) / 10),
  yYd: Array.from({ length: 10 }, () => y),
});

describe.each(backends)('tags drive ingest on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let url = '';
  let venueKey = '';
  let practiceId = '';
  const startMs = Date.now() - 60 * SECOND;

  const call = async <T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T[]> => {
    const res = await fetch(`${url}/dataaccess/${path}`, {
      method,
      headers: {
        'x-service-token': TOKEN,
        'x-user-email': 'dataops@dev.test',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json()) as Answer<T>;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.status}`);
    return answer.results;
  };
  const ingest = (sequence: number, tracks: readonly FeedTrack[]) =>
    fetch(`${url}/dataaccess/ingest/${practiceId}`, {
      method: 'POST',
      headers: { 'x-venue-key': venueKey, 'content-type': 'application/json' },
      body: JSON.stringify({ sequence, tracks }),
    });
  const live = async (): Promise<Map<string, LivePlayer>> => {
    const [row] = await call<{ players: LivePlayer[] }>('GET', `livepractice/${practiceId}`);
    return new Map((row?.players ?? []).map((p) => [p.id, p]));
  };
  const distance = (players: Map<string, LivePlayer>, id: string): number =>
    players.get(id)?.metrics.totalDis ?? 0;
  const setTags = (entity: EntityRecord, tags: EntityRecord['tags']) =>
    call<EntityRecord>('PUT', `entities/${entity.id}?teamId=${TEAM}`, { tags });

  /** The roster player an entity is, by its NFL id. */
  const playerOf = async (entity: EntityRecord): Promise<string> => {
    const row = await store.db
      .selectFrom('players')
      .select('player_id')
      .where('team_id', '=', TEAM)
      .where('nfl_id', '=', entity.nflId)
      .executeTakeFirstOrThrow();
    return row.player_id;
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    await insertEntities(store.db, startMs);
    da = buildDataaccess({ store, serviceToken: TOKEN });
    await da.app.listen({ port: 0, host: '127.0.0.1' });
    const address = da.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    venueKey = (await createVenueKey(store.db, SITE, 'engine', startMs)).key;
    practiceId = await makePractice(store.db, {
      id: `tag-ingest-${backend.name}`,
      name: 'Tagged practice',
      teamId: TEAM,
      startMs,
      createdMs: startMs - 60 * SECOND,
      actor: 'coach@tags.test',
      siteId: SITE,
      steps: [['practice.start', startMs]],
    });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('counts a tag for its wearer, and for its new wearer from the next batch after it moves', async () => {
    const [team] = await call<TeamEntities>('GET', `entitiesbyteam/list?teamId=${TEAM}`);
    const [a, b] = (team?.entities ?? []).filter(
      (e) => e.type === 'player' && e.status === 'Active' && e.nflId !== '' && e.tags.length === 2,
    );
    if (a === undefined || b === undefined) throw new Error('the seed has no tagged players');
    const [playerA, playerB] = [await playerOf(a), await playerOf(b)];
    const [leftA, rightA] = a.tags;
    if (leftA === undefined || rightA === undefined) throw new Error('no pad set');
    // B came without pads: B's positions go by B's id until a tag is strapped on.
    await setTags(b, []);
    const worn = await tagsWornBy(store.db, TEAM);
    expect(worn.get(playerA)).toEqual([leftA.id, rightA.id].sort());
    expect(worn.has(playerB)).toBe(false);

    // Ten seconds: A runs 4 yd/s, B stands; a stray tag nobody wears stands too.
    const feed = new IngestFeed({ url, venueKey });
    let t = startMs;
    let xA = 20;
    for (let s = 0; s < 10; s++, t += SECOND, xA += 4) {
      const tracks = [
        ...byTags([second(playerA, t, xA, 20, 4), second(playerB, t, 30, 25, 0)], worn),
      ];
      tracks.push({ ...second('', t, 50, 20, 0), entityId: undefined, tagId: STRAY_TAG });
      if (s === 0) {
        // The engine's answer names the tag it could not give anyone.
        const first = await ingest(t, tracks);
        expect(first.status).toBe(200);
        const [outcome] = ((await first.json()) as Answer<{ unresolved: string[] }>).results;
        expect(outcome?.unresolved).toEqual([STRAY_TAG]);
      } else feed.send({ sessionId: practiceId, sequence: t, tracks });
    }
    await feed.flushed();
    expect(feed.done.refused).toBe(0);
    const stored = new Map((await loadTracks(store.db, practiceId)).map((k) => [k.entityId, k]));
    expect([...stored.keys()].sort()).toEqual([playerA, playerB, `tag-${STRAY_TAG}`].sort());
    // A's two tags at the same instants are one sample each, at A's position.
    expect(stored.get(playerA)?.atMs.length).toBe(100);
    expect(stored.get(playerA)?.xYd[99]).toBeCloseTo(20 + 4 * 9.9, 3);
    const before = await live();
    expect(distance(before, playerA)).toBeGreaterThan(30);
    expect(distance(before, playerB)).toBeLessThan(1);

    // Data ops strap A's left tag on B: while both hold it, it is nobody's.
    await setTags(b, [leftA]);
    const both = await ingest(t, [
      ...byTags([second(playerA, t, xA, 20, 0)], new Map([[playerA, [leftA.id, rightA.id]]])),
    ]);
    const [shared] = ((await both.json()) as Answer<{ unresolved: string[] }>).results;
    expect(shared?.unresolved).toEqual([leftA.id]);
    t += SECOND;
    await setTags(a, [rightA]);
    const moved = await tagsWornBy(store.db, TEAM);
    expect(moved.get(playerA)).toEqual([rightA.id]);
    expect(moved.get(playerB)).toEqual([leftA.id]);

    // Ten seconds more: A stands, B runs 4 yd/s wearing A's old left tag.
    for (let s = 0; s < 10; s++, t += SECOND) {
      feed.send({
        sessionId: practiceId,
        sequence: t,
        tracks: byTags(
          [second(playerA, t, xA, 20, 0), second(playerB, t, 30 + 4 * s, 25, 4)],
          moved,
        ),
      });
    }
    await feed.flushed();
    await feed.stop();
    expect(feed.done.refused).toBe(0);
    const after = await live();
    expect(distance(after, playerB) - distance(before, playerB)).toBeGreaterThan(30);
    // A stood: only the engine's smoothing of A's stop from 4 yd/s adds a little.
    expect(distance(after, playerA) - distance(before, playerA)).toBeLessThan(5);
  });

  it("refuses a tag's position beyond a person's margin once it resolves to a person, storing nothing", async () => {
    const [team] = await call<TeamEntities>('GET', `entitiesbyteam/list?teamId=${TEAM}`);
    const worn = team?.entities.find((e) => e.type === 'player' && e.tags.length > 0);
    const tag = worn?.tags[0]?.id ?? '';
    const before = (await loadTracks(store.db, practiceId)).reduce((n, k) => n + k.atMs.length, 0);
    const at = Date.now() + 3600 * SECOND;
    // 20 yd past the sideline: a ball's margin allows it, a person's does not.
    const off = { ...second('', at, 40, 53.3 + 20, 0), entityId: undefined, tagId: tag };
    const res = await ingest(at, [off]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer<never>).status).toMatch(/outside the field for a person/);
    const after = (await loadTracks(store.db, practiceId)).reduce((n, k) => n + k.atMs.length, 0);
    expect(after).toBe(before);
    // The same position of a tag nobody wears could be a ball's: kept as the raw tag.
    const stray = await ingest(at, [{ ...off, tagId: 'ABC123' }]);
    expect(stray.status).toBe(200);
  });

  it('refuses a track that names both an entity and a tag, or neither', async () => {
    const at = Date.now() + 7200 * SECOND;
    for (const track of [
      { ...second('p1', at, 40, 20, 0), tagId: 'AB' },
      { atMs: [at], xYd: [1], yYd: [1] },
      { ...second('', at, 40, 20, 0), entityId: undefined, tagId: 'not-hex' },
    ]) {
      const res = await ingest(at, [track as FeedTrack]);
      expect(res.status).toBe(400);
    }
  });
});
