/**
 * The season history fill as npm start runs it: a process of its own at the lowest priority,
 * with threads simulating ahead of the store, on a SQLite file and on a real PostgreSQL. It
 * fills every past session once, the same numbers as a fill on this thread gives, each
 * session whole (positions and metrics in one transaction), and a second run fills nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession, openStore, type Db, type Store } from '../../dataaccess';
import { seedSeasonHistory, startSeasonHistory } from '../../scripts/demo/history';
import { seedReferenceData } from '../../scripts/demo/seed';
import { createScratchDatabase, postgresAvailable } from '../support/services';

const MIN_MS = 60_000;
const DAY_MS = 86_400_000;
// Sessions of the past few days, whatever today is: the fill takes what ended before now.
const FIRST_MS = Math.floor(Date.now() / DAY_MS) * DAY_MS - 3 * DAY_MS + 15 * 3600_000;

/** Two practices a day apart (the second compares with the first) and a game between. */
async function createPastSessions(db: Db): Promise<void> {
  const practice = (id: string, startMs: number) =>
    createSession(
      db,
      {
        _id: id,
        gameId: id,
        type: 'complete',
        status: 'complete',
        teamId: '3700',
        homeTeamId: '3700',
        league: 'nfl',
        name: 'Past Practice',
        startTime: startMs,
        endTime: startMs + 3 * MIN_MS,
        drills: [
          {
            drillType: 'Stretch',
            periodType: 'Stretch',
            startTs: startMs,
            endTs: startMs + MIN_MS,
          },
          {
            drillType: 'Team',
            periodType: '11on11 Pass Specific',
            startTs: startMs + 2 * MIN_MS,
            endTs: startMs + 3 * MIN_MS,
          },
        ],
        extraData: { simSeed: 7 },
      },
      [{ type: 'session.seeded', data: {} }],
      'tests',
      startMs + 3 * MIN_MS,
    );
  await practice('fill-practice-1', FIRST_MS);
  const kickoff = FIRST_MS + DAY_MS / 2;
  await createSession(
    db,
    {
      _id: 'fill-game',
      gameId: 'fill-game',
      type: 'game',
      status: 'complete',
      teamId: '3700',
      homeTeamId: '3700',
      visitorTeamId: '1200',
      league: 'nfl',
      name: 'DAL @ PHI',
      startTime: kickoff,
      endTime: kickoff + 2 * MIN_MS,
      drills: [{ drillType: 'Q1', startTs: kickoff, endTs: kickoff + 2 * MIN_MS }],
    },
    [{ type: 'session.seeded', data: {} }],
    'tests',
    kickoff + 2 * MIN_MS,
  );
  await practice('fill-practice-2', FIRST_MS + DAY_MS);
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) Reflect.deleteProperty(process.env, name);
  else process.env[name] = value;
}

/** What a fill leaves: each session's kept metrics by player, and its stored sample count. */
async function filled(db: Db) {
  const metrics = await db
    .selectFrom('session_metrics')
    .select(['session_id', 'entity_id', 'team_id', 'doc'])
    .orderBy('session_id')
    .orderBy('entity_id')
    .execute();
  const samples = await db
    .selectFrom('track_windows')
    .select(['session_id', (eb) => eb.fn.sum<number | string>('count').as('n')])
    .groupBy('session_id')
    .orderBy('session_id')
    .execute();
  return {
    metrics: metrics.map((m) => ({ ...m, doc: JSON.parse(m.doc) as unknown })),
    samples: samples.map((s) => [s.session_id, Number(s.n)]),
  };
}

const scratch = await (async () => {
  const adminUrl = await postgresAvailable();
  return adminUrl === null ? null : createScratchDatabase(adminUrl);
})();
const folder = mkdtempSync(join(tmpdir(), 'history-fill-'));
const backends = [
  { name: 'sqlite', url: `sqlite:${join(folder, 'practice.db')}` },
  ...(scratch === null ? [] : [{ name: 'postgres', url: scratch.url }]),
];

describe.each(backends)('the history fill process on $name', ({ url }) => {
  afterAll(async () => {
    if (url.startsWith('postgres')) await scratch?.drop();
  });

  it('fills every past session once, whole, with the numbers of a fill on this thread', async () => {
    let store: Store | null = await openStore(url);
    await seedReferenceData(store.db);
    await createPastSessions(store.db);
    await store.close();
    store = null;

    const lines: string[] = [];
    const previous = {
      history: process.env.PRACTICE_HISTORY,
      workers: process.env.HISTORY_WORKERS,
    };
    process.env.PRACTICE_HISTORY = 'on';
    process.env.HISTORY_WORKERS = '2';
    try {
      const fill = startSeasonHistory(url, (line) => lines.push(line));
      if (fill === null) throw new Error('the fill did not start');
      await fill.ended;
    } finally {
      restore('PRACTICE_HISTORY', previous.history);
      restore('HISTORY_WORKERS', previous.workers);
    }
    expect(lines.filter((l) => /^history: (practice|game) /.test(l))).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/^history: complete, 3 past practices and games filled in /);

    // The same sessions filled in turn on this thread give the same numbers.
    const reference = await openStore(':memory:');
    await seedReferenceData(reference.db);
    await createPastSessions(reference.db);
    expect(await seedSeasonHistory(reference.db)).toBe(3);

    const again = await openStore(url);
    try {
      const byProcess = await filled(again.db);
      expect(byProcess).toEqual(await filled(reference.db));
      expect(byProcess.samples.map(([id]) => id)).toEqual([
        'fill-game',
        'fill-practice-1',
        'fill-practice-2',
      ]);
      // The second practice compares each player with the week before it (practice and game).
      const later = byProcess.metrics.find((m) => m.session_id === 'fill-practice-2');
      expect(JSON.stringify(later?.doc)).toContain('_%');
      expect(await seedSeasonHistory(again.db)).toBe(0);
    } finally {
      await again.close();
      await reference.close();
    }
  }, 180_000);
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});
