/**
 * Targeted reprocess (02 §4, §6, §7: POST partialreprocess/{id}) over HTTP (app.inject), on
 * SQLite and on a real PostgreSQL: a completed practice with positions and kept metrics
 * (and an earlier one in the same week, so the past-week inputs count), one player's kept
 * row overwritten with wrong numbers, then reprocessed: fullpractice shows the engine's
 * numbers again while another player's row is left as it was. Every refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import type { MetricValues } from '../../dataaccess/src/metrics';
import { generateRoster } from '../../simulator';
import { insertTeams } from '../../scripts/demo/seed';
import { seedSession, storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'reprocess';
const TEAM = '3700';
const START_MS = Date.UTC(2025, 9, 8, 15);
const NOW_MS = Date.UTC(2025, 9, 10, 12);
const DAY_MS = 24 * 3600_000;

interface Answer<T = Record<string, unknown>> {
  results: T[];
  code: number;
  status: string;
}

interface FullPractice {
  players: { id: string; metrics: MetricValues }[];
  byPeriod: { index: number; players: { id: string; metrics: MetricValues }[] }[];
}

describe.each(backends)('targeted reprocess on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const players = generateRoster({ seed: 21, teamAbbr: 'RP', league: 'nfl', size: 4 }).map((p) => ({
    ...p,
    id: `rp-${p.id}`,
  }));
  const [fixed, untouched, other, benched] = players;
  if (!fixed || !untouched || !other || !benched) throw new Error('the roster is empty');
  const PRACTICE = 'rp-practice';

  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<{ status: number; body: Answer<T> }> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };

  const fullPractice = async (id = PRACTICE): Promise<FullPractice> => {
    const res = await call<FullPractice>('GET', `fullpractice/${id}`);
    expect(res.status).toBe(200);
    const first = res.body.results[0];
    if (first === undefined) throw new Error(`fullpractice/${id} is empty`);
    return first;
  };
  const metricsOf = (fp: FullPractice, playerId: string): MetricValues | undefined =>
    fp.players.find((p) => p.id === playerId)?.metrics;

  /** The kept rows of a session exactly as stored. */
  const keptRows = (sessionId: string) =>
    store.db
      .selectFrom('session_metrics')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('entity_id')
      .execute();

  /** Overwrites a player's kept numbers with `totalDis` (in the document and its column). */
  const overwrite = async (playerId: string, totalDis: number): Promise<void> => {
    const row = await store.db
      .selectFrom('session_metrics')
      .select('doc')
      .where('session_id', '=', PRACTICE)
      .where('entity_id', '=', playerId)
      .executeTakeFirstOrThrow();
    const doc = JSON.parse(row.doc) as { metrics: MetricValues; byPeriod: unknown };
    await store.db
      .updateTable('session_metrics')
      .set({
        total_dist_yd: totalDis,
        doc: JSON.stringify({ ...doc, metrics: { ...doc.metrics, totalDis } }),
      })
      .where('session_id', '=', PRACTICE)
      .where('entity_id', '=', playerId)
      .execute();
  };

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
    // Stored first: everything the practice's numbers compare with is there when it is kept.
    await storePastSession(store.db, {
      id: 'rp-game',
      kind: 'game',
      teamId: TEAM,
      visitorTeamId: '1200',
      startMs: START_MS - DAY_MS,
      players: [fixed, untouched],
    });
    // Earlier in the week: the past-week inputs (percent of history, relative zones) count.
    await storePastSession(store.db, {
      id: 'rp-earlier',
      kind: 'practice',
      teamId: TEAM,
      startMs: START_MS - 2 * DAY_MS,
      players: [fixed, untouched, other],
    });
    await storePastSession(
      store.db,
      {
        id: PRACTICE,
        kind: 'practice',
        teamId: TEAM,
        startMs: START_MS,
        players: [fixed, untouched, other],
      },
      2,
    );
    await seedSession(store.db, 'rp-live', {
      teamId: TEAM,
      startTime: NOW_MS - 600_000,
      type: 'practice',
      status: 'live',
    });
    await seedSession(store.db, 'rp-future', {
      teamId: TEAM,
      startTime: NOW_MS + DAY_MS,
      type: 'practice',
      status: 'future',
    });
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it("recomputes a player's numbers from the stored positions, leaving the others", async () => {
    const before = await fullPractice();
    const engine = metricsOf(before, fixed.id);
    expect(engine?.totalDis).toBeGreaterThan(0);
    // The past week counted: percent-of-history variants are there.
    expect(Object.keys(engine ?? {}).some((k) => k.endsWith('_%'))).toBe(true);

    await overwrite(fixed.id, 0);
    await overwrite(untouched.id, 12345);
    const tampered = await fullPractice();
    expect(metricsOf(tampered, fixed.id)?.totalDis).toBe(0);
    const untouchedRow = (await keptRows(PRACTICE)).find((r) => r.entity_id === untouched.id);

    const res = await call('POST', `partialreprocess/${PRACTICE}`, { players: [fixed.id] });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.results).toEqual([
      { sessionId: PRACTICE, players: [fixed.id], reprocessedAt: NOW_MS },
    ]);

    const after = await fullPractice();
    expect(metricsOf(after, fixed.id)).toEqual(engine);
    // The overwrite touched totals only: every period is the engine's, before and after.
    expect(after.byPeriod).toEqual(before.byPeriod);
    expect(metricsOf(after, untouched.id)?.totalDis).toBe(12345);
    expect(metricsOf(after, other.id)).toEqual(metricsOf(before, other.id));
    const rows = await keptRows(PRACTICE);
    expect(rows.map((r) => r.entity_id)).toEqual([fixed.id, untouched.id, other.id].sort());
    expect(rows.find((r) => r.entity_id === untouched.id)).toEqual(untouchedRow);
    expect(rows.find((r) => r.entity_id === fixed.id)?.total_dist_yd).toBeCloseTo(
      engine?.totalDis ?? NaN,
      6,
    );

    // Several players at once: the second one is repaired too.
    const again = await call('POST', `partialreprocess/${PRACTICE}`, {
      players: [untouched.id, fixed.id],
    });
    expect(again.status).toBe(200);
    expect(metricsOf(await fullPractice(), untouched.id)).toEqual(metricsOf(before, untouched.id));
  });

  it('keeps every player once nothing is kept for the practice', async () => {
    const before = await fullPractice();
    await store.db.deleteFrom('session_metrics').where('session_id', '=', PRACTICE).execute();
    const res = await call('POST', `partialreprocess/${PRACTICE}`, { players: [other.id] });
    expect(res.status).toBe(200);
    expect((await keptRows(PRACTICE)).map((r) => r.entity_id)).toEqual(
      [fixed.id, untouched.id, other.id].sort(),
    );
    expect((await fullPractice()).players).toEqual(before.players);
  });

  it.each([
    ['an unknown session', 'rp-nowhere', 404, /session rp-nowhere/],
    ['a game', 'rp-game', 409, /a targeted reprocess is for completed practices/],
    ['a live practice', 'rp-live', 409, /a targeted reprocess is for completed practices/],
    ['a scheduled practice', 'rp-future', 409, /a targeted reprocess is for completed practices/],
  ])('refuses %s, changing nothing', async (_what, id, status, message) => {
    const kept = await Promise.all(['rp-game', PRACTICE].map(keptRows));
    const res = await call('POST', `partialreprocess/${id}`, { players: [fixed.id] });
    expect(res.status).toBe(status);
    expect(res.body.results).toEqual([]);
    expect(res.body.status).toMatch(message);
    expect(await Promise.all(['rp-game', PRACTICE].map(keptRows))).toEqual(kept);
    expect(await keptRows('rp-live')).toEqual([]);
  });

  it.each([
    ['a player without stored positions', { players: [fixed.id, benched.id] }, benched.id],
    ['an unknown player', { players: ['rp-nobody'] }, 'rp-nobody'],
    ['a ball', { players: ['ball-1'] }, 'ball-1'],
    ['no player', { players: [] }, 'at least one player'],
    ['a player named twice', { players: [fixed.id, other.id, fixed.id] }, 'named twice'],
    ['a malformed id', { players: ['a b'] }, 'letters, digits'],
    [
      'too many players',
      { players: Array.from({ length: 201 }, (_, i) => `p${i}`) },
      'at most 200',
    ],
    ['no body field', {}, 'players'],
  ])('answers 400 to %s, changing nothing', async (_what, payload, named) => {
    await overwrite(fixed.id, 0);
    const kept = await keptRows(PRACTICE);
    const res = await call('POST', `partialreprocess/${PRACTICE}`, payload);
    expect(res.status).toBe(400);
    expect(res.body.results).toEqual([]);
    expect(res.body.status).toContain(named);
    expect(await keptRows(PRACTICE)).toEqual(kept);
  });
});
