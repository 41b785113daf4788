/**
 * The repository suite: the same cases on SQLite and on a real PostgreSQL (a scratch
 * database per run). Under CI an unreachable PostgreSQL fails instead of skipping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  appendEvents,
  ConcurrencyConflict,
  createPractice,
  findUser,
  getSession,
  listSessions,
  loadTracks,
  migrate,
  readStream,
  runPracticeCommand,
  storeBatch,
  validateBatch,
  type Store,
} from '../../dataaccess';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const HOUR_MS = 3600_000;
const NOW_MS = Date.UTC(2026, 8, 1, 14);

const practicePayload = (teamId: string, start: number) => ({
  name: 'Tuesday install',
  description: '',
  drills: [{ drillType: 'Warmup' }, { drillType: 'Team run' }],
  extraData: {},
  intensity: 'High',
  league: 'nfl' as const,
  profileName: '',
  rooftype: 'Outdoor' as const,
  siteId: -1,
  siteName: '',
  start,
  teamId,
  type: 'practice' as const,
});

describe.each(backends)('store on $name', (backend) => {
  let store: Store;
  const unique = (prefix: string): string =>
    `${prefix}${backend.name}${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    store = await backend.open();
  });
  afterAll(async () => {
    await store.close();
    await backend.dispose();
  });

  it('migrates every table and a second run changes nothing', async () => {
    expect(store.dialect).toBe(backend.name);
    await migrate(store.db);
    const tables = await store.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of [
      'stream_events',
      'teams',
      'users',
      'players',
      'sessions',
      'track_windows',
    ]) {
      expect(names).toContain(table);
    }
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(
      store.db,
    );
    expect(applied.rows.map((r) => r.name)[0]).toBe('0001-initial');
  });

  it('appends events with an expected version and reads them back in order', async () => {
    const stream = unique('s-');
    const v = await store.db.transaction().execute((trx) =>
      appendEvents(
        trx,
        stream,
        0,
        [
          { type: 'a', data: { n: 1 } },
          { type: 'b', data: { n: 2 } },
        ],
        'coach@x',
        5,
      ),
    );
    expect(v).toBe(2);
    await expect(
      store.db
        .transaction()
        .execute((trx) => appendEvents(trx, stream, 1, [{ type: 'c', data: {} }], 'x', 6)),
    ).rejects.toBeInstanceOf(ConcurrencyConflict);
    const events = await readStream(store.db, stream);
    expect(events.map((e) => [e.version, e.type, e.data, e.actor, e.atMs])).toEqual([
      [1, 'a', { n: 1 }, 'coach@x', 5],
      [2, 'b', { n: 2 }, 'coach@x', 5],
    ]);
  });

  it('creates, commands and lists sessions through the practice rule book', async () => {
    const teamId = unique('T');
    const created = await createPractice(
      store.db,
      practicePayload(teamId, NOW_MS + HOUR_MS),
      'a@x',
      NOW_MS,
    );
    expect(created).toMatchObject({ status: 'future', type: 'practice', version: 1, teamId });
    const started = await runPracticeCommand(
      store.db,
      created._id,
      { type: 'practice.start' },
      'a@x',
      NOW_MS + 2 * HOUR_MS,
    );
    expect(started).toMatchObject({ status: 'live', isStarted: true });
    expect(started.version).toBeGreaterThan(1);
    await expect(
      runPracticeCommand(
        store.db,
        created._id,
        { type: 'period.end' },
        'a@x',
        NOW_MS + 3 * HOUR_MS,
        1,
      ),
    ).rejects.toBeInstanceOf(ConcurrencyConflict);
    const stopped = await runPracticeCommand(
      store.db,
      created._id,
      { type: 'practice.stop' },
      'b@x',
      NOW_MS + 3 * HOUR_MS,
    );
    expect(stopped.status).toBe('complete');
    expect(await getSession(store.db, created._id)).toEqual(stopped);
    const listed = await listSessions(store.db, { fromMs: 0, toMs: NOW_MS * 2, teamIds: [teamId] });
    expect(listed.map((s) => s._id)).toEqual([created._id]);
    const history = await readStream(store.db, `session-${created._id}`);
    expect(history[0]?.type).toBe('practice.created');
    expect(history.at(-1)).toMatchObject({ type: 'practice.stopped', actor: 'b@x' });
    expect(history.map((e) => e.version)).toEqual(history.map((_, i) => i + 1));
  });

  it('stores ingest batches in windows and loads the same tracks back', async () => {
    const teamId = unique('T');
    const session = await createPractice(store.db, practicePayload(teamId, NOW_MS), 'a@x', NOW_MS);
    const atMs = Array.from({ length: 350 }, (_, i) => NOW_MS + i * 100);
    const xYd = atMs.map((_, i) => 10 + i * 0.1);
    const yYd = atMs.map((_, i) => 20 + Math.sin(i / 10));
    const half = 170;
    await storeBatch(
      store.db,
      session._id,
      validateBatch([
        {
          entityId: 'p1',
          atMs: atMs.slice(0, half),
          xYd: xYd.slice(0, half),
          yYd: yYd.slice(0, half),
        },
      ]),
    );
    await storeBatch(
      store.db,
      session._id,
      validateBatch([
        { entityId: 'p1', atMs: atMs.slice(half), xYd: xYd.slice(half), yYd: yYd.slice(half) },
      ]),
    );
    const [track] = await loadTracks(store.db, session._id);
    expect(track?.entityId).toBe('p1');
    expect(Array.from(track?.atMs ?? [])).toEqual(atMs);
    Array.from(track?.xYd ?? []).forEach((x, i) => {
      expect(x).toBeCloseTo(xYd[i] ?? NaN, 2);
    });
    await expect(
      storeBatch(
        store.db,
        session._id,
        validateBatch([{ entityId: 'p1', atMs: [NOW_MS], xYd: [1], yYd: [1] }]),
      ),
    ).rejects.toThrow(/not after the stored sample/);
  });

  it('finds a user with its team by email, case-insensitively', async () => {
    const email = `${unique('coach')}@club.example`;
    const teamId = unique('T');
    await store.db
      .insertInto('teams')
      .values({
        team_id: teamId,
        league: 'nfl',
        abbr: 'TST',
        name: 'Test Club',
        nick: 'Testers',
        conference: 'AFC',
        division: 'East',
      })
      .execute();
    await store.db
      .insertInto('users')
      .values({
        email,
        given_name: 'Pat',
        name: 'Pat Doe',
        insight_role: 'Customer',
        team_role: 'w',
        permissions: JSON.stringify(['nfl.x.3700.w']),
        team_id: teamId,
        league: 'nfl',
      })
      .execute();
    expect(await findUser(store.db, email.toUpperCase())).toMatchObject({
      email,
      givenName: 'Pat',
      teamName: 'Test Club',
      teamShort: 'TST',
      permissions: ['nfl.x.3700.w'],
    });
    expect(await findUser(store.db, 'nobody@club.example')).toBeNull();
  });
});
