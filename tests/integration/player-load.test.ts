/**
 * Load over time (issue 36) on SQLite and on a real PostgreSQL: completed practices of two
 * players on days around the autumn daylight-saving change, their numbers computed and kept
 * by the product, then a player's days, the team's view and both CSVs as a coach in Chicago
 * reads them. The day values are the kept sessions' own numbers summed by the coach's day.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  createSession,
  migrate,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { splitDelimitedLine } from '../../dataaccess/src/importers/delimited';
import { storeBatch } from '../../dataaccess/src/tracks/ingest';
import { seededRoster, seedReferenceData } from '../../scripts/demo/seed';
import { createPracticeSimulation } from '../../simulator';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'player-load';
const TEAM = '3700';
const CHICAGO = 'America/Chicago';
const NOW = Date.UTC(2026, 10, 4, 18); // Wednesday 4 November, noon CST
const roster = seededRoster(TEAM, 'nfl').slice(0, 2);
const PLAYER = roster[0]?.id ?? '';

/** Practices by start (UTC), length: Sunday 1 Nov has two (00:30 CDT and 11:30 PM CST). */
const PRACTICES = [
  { startMs: Date.UTC(2026, 9, 27, 20), seconds: 20 },
  { startMs: Date.UTC(2026, 9, 28, 20), seconds: 20 },
  { startMs: Date.UTC(2026, 9, 29, 20), seconds: 20 },
  { startMs: Date.UTC(2026, 9, 30, 20), seconds: 20 },
  { startMs: Date.UTC(2026, 10, 1, 5, 30), seconds: 20 },
  { startMs: Date.UTC(2026, 10, 2, 5, 30), seconds: 20 },
  // A long practice on Tuesday: far above the player's usual day.
  { startMs: Date.UTC(2026, 10, 3, 21), seconds: 120 },
] as const;

function parseCsv(text: string): Record<string, string>[] {
  const [head = '', ...lines] = text.slice(0, -2).split('\r\n');
  const header = splitDelimitedLine(head, ',');
  return lines.map((line) => {
    const cells = splitDelimitedLine(line, ',');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

describe.each(backends)('load over time on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  /** Each practice's kept numbers of the player, by practice index. */
  const kept: { distance: number; highSpeedDistance: number; playerLoad: number }[] = [];

  const get = async (url: string, zone: string | null = CHICAGO) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: {
        'x-service-token': TOKEN,
        'x-user-email': 'coach@club.example',
        ...(zone === null ? {} : { 'x-time-zone': zone }),
      },
    });
    return {
      status: res.statusCode,
      text: res.body,
      json: () => res.json<{ status: string; results: Record<string, unknown>[] }>(),
    };
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW });
    for (const [i, p] of PRACTICES.entries()) {
      const id = `load-${i}-${Math.random().toString(36).slice(2, 8)}`;
      const endMs = p.startMs + p.seconds * 1000;
      await createSession(
        store.db,
        {
          _id: id,
          gameId: 'unassigned',
          homeTeamId: TEAM,
          type: 'practice',
          status: 'complete',
          teamId: TEAM,
          league: 'nfl',
          name: `Load ${i}`,
          startTime: p.startMs,
          endTime: endMs,
          drills: [{ drillType: 'Team', startTs: p.startMs, endTs: endMs }],
        },
        [{ type: 'session.seeded', data: {} }],
        'test',
        p.startMs,
      );
      const sim = createPracticeSimulation({
        seed: 70 + i,
        players: roster,
        periods: [{ name: 'Team', periodType: 'Team Run', durationMs: p.seconds * 1000 }],
        startMs: p.startMs,
      });
      await storeBatch(store.db, id, sim.samplesBetween(sim.startMs, sim.endMs));
      // Reading the finished session computes and keeps its numbers.
      const full = await get(`fullpractice/${id}`);
      expect(full.status).toBe(200);
      const answer = full.json().results[0] as {
        players: { id: string; metrics: Record<string, number | null> }[];
      };
      const m = answer.players.find((pl) => pl.id === PLAYER)?.metrics ?? {};
      kept.push({
        distance: m.totalDis ?? 0,
        highSpeedDistance: m.hardEffortDist ?? 0,
        playerLoad: m.zLoad ?? 0,
      });
    }
  }, 180_000);
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  const sum = (indexes: readonly number[], key: keyof (typeof kept)[number]): number =>
    indexes.reduce((a, i) => a + (kept[i]?.[key] ?? 0), 0);

  it("answers the player's days, each the sum of its kept sessions by the coach's day", async () => {
    const res = await get(`playerload/${PLAYER}?days=10`);
    expect(res.status).toBe(200);
    const rows = res.json().results;
    expect(rows.map((r) => r.day)).toEqual([
      '20261026',
      '20261027',
      '20261028',
      '20261029',
      '20261030',
      '20261031',
      '20261101',
      '20261102',
      '20261103',
      '20261104',
    ]);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    // Sunday: 00:30 CDT and 11:30 PM CST, though the second is Monday in UTC.
    const sunday = byDay.get('20261101');
    expect(sunday?.sessions).toBe(2);
    for (const key of ['distance', 'highSpeedDistance', 'playerLoad'] as const) {
      expect(sunday?.[key]).toBeCloseTo(sum([4, 5], key), 0);
      expect(byDay.get('20261027')?.[key]).toBeCloseTo(sum([0], key), 0);
    }
    expect(byDay.get('20261102')?.sessions).toBe(0);
    expect(byDay.get('20261102')?.distance).toBe(0);
    // Wednesday's 7 days (29 Oct to 4 Nov) hold practices 2 to 6.
    const wednesday = byDay.get('20261104');
    expect(wednesday?.distanceAcute).toBeCloseTo(sum([2, 3, 4, 5, 6], 'distance') / 7, 0);
    expect(wednesday?.distanceChronic).toBeCloseTo(sum([0, 1, 2, 3, 4, 5, 6], 'distance') / 28, 0);
    // The player's first session was 9 days before: no ratio without 28 days of history.
    expect(rows.every((r) => r.distanceRatio === null)).toBe(true);
    // Tuesday's long practice stands out against the four session days before it.
    expect(byDay.get('20261103')?.distanceOutside).toBe('high');
    expect(byDay.get('20261028')?.distanceOutside).toBeNull();
  });

  it("takes the window's end and length, and the spec's tzOffset when no zone is sent", async () => {
    const res = await get(
      `playerload/${PLAYER}?days=3&endTime=${Date.UTC(2026, 10, 1, 12)}&tzOffset=0`,
      null,
    );
    expect(res.status).toBe(200);
    const rows = res.json().results;
    // In UTC the late Sunday practice is Monday's.
    expect(rows.map((r) => [r.day, r.sessions])).toEqual([
      ['20261030', 1],
      ['20261031', 0],
      ['20261101', 1],
    ]);
  });

  it("answers the team's players on the window's last day, and both CSVs", async () => {
    const team = await get(`teamload/${TEAM}?days=10`);
    expect(team.status).toBe(200);
    const rows = team.json().results;
    const row = rows.find((r) => r.playerId === PLAYER);
    const player = (await get(`playerload/${PLAYER}?days=10`)).json().results.at(-1);
    expect(row).toMatchObject({ ...player, playerId: PLAYER, name: roster[0]?.name });
    expect(row?.daysOutside).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBe(seededRoster(TEAM, 'nfl').length);

    const csv = await get(`reports/playerload/${PLAYER}?days=10`);
    expect(csv.status).toBe(200);
    const lines = parseCsv(csv.text);
    expect(lines).toHaveLength(10);
    expect(lines[6]).toMatchObject({
      Date: '2026-11-01',
      Sessions: '2',
      'Distance (yd)': String(Number(sum([4, 5], 'distance').toFixed(1))),
      'Distance (yd) acute:chronic': '',
    });
    expect(lines[8]?.['Distance (yd) outside usual range']).toBe('high');
    const teamCsv = parseCsv((await get(`reports/teamload/${TEAM}?days=10`)).text);
    expect(teamCsv.find((r) => r.Player === roster[0]?.name)).toMatchObject({
      Date: '2026-11-04',
      Sessions: '0',
    });
  });

  it('fills the load columns of the rows kept before them, with the same answers', async () => {
    const before = [
      (await get(`playerload/${PLAYER}?days=10`)).text,
      (await get(`teamload/${TEAM}?days=10`)).text,
    ];
    // A store from before migration 0018: its rows have documents and no load columns.
    await sql`drop index session_metrics_load`.execute(store.db);
    for (const column of ['load_distance_yd', 'load_high_speed_yd', 'load_player_au']) {
      await sql`alter table session_metrics drop column ${sql.ref(column)}`.execute(store.db);
    }
    await sql`delete from kysely_migration where name = '0018-session-load-columns'`.execute(
      store.db,
    );
    // One kept row without a high-speed distance: its column stays empty, as its day reads.
    const first = await store.db
      .selectFrom('session_metrics')
      .select(['session_id', 'doc'])
      .where('entity_id', '=', PLAYER)
      .orderBy('session_id')
      .executeTakeFirstOrThrow();
    const doc = JSON.parse(first.doc) as { metrics: Record<string, unknown> };
    delete doc.metrics.hardEffortDist;
    await sql`update session_metrics set doc = ${JSON.stringify(doc)}
      where session_id = ${first.session_id} and entity_id = ${PLAYER}`.execute(store.db);

    await migrate(store.db);
    const rows = await store.db
      .selectFrom('session_metrics')
      .select(['session_id', 'doc', 'load_distance_yd', 'load_high_speed_yd', 'load_player_au'])
      .where('entity_id', '=', PLAYER)
      .execute();
    expect(rows).toHaveLength(PRACTICES.length);
    for (const r of rows) {
      const m = (JSON.parse(r.doc) as { metrics: Record<string, number | undefined> }).metrics;
      expect([r.load_distance_yd, r.load_high_speed_yd, r.load_player_au]).toEqual([
        m.totalDis ?? null,
        m.hardEffortDist ?? null,
        m.zLoad ?? null,
      ]);
    }
    expect(rows.find((r) => r.session_id === first.session_id)?.load_high_speed_yd).toBeNull();
    const after = [
      (await get(`playerload/${PLAYER}?days=10`)).text,
      (await get(`teamload/${TEAM}?days=10`)).text,
    ];
    // Only the emptied value moves: distance and player load read as before.
    const distances = (text: string) =>
      (JSON.parse(text) as { results: { distance: number; playerLoad: number }[] }).results.map(
        (r) => [r.distance, r.playerLoad],
      );
    expect(distances(after[0] ?? '')).toEqual(distances(before[0] ?? ''));
    expect(distances(after[1] ?? '')).toEqual(distances(before[1] ?? ''));
  });

  it('refuses a bad window and an unknown player, naming the field', async () => {
    for (const [url, message] of [
      [`playerload/${PLAYER}?days=0`, /^query\.days: /],
      [`playerload/${PLAYER}?days=400`, /^query\.days: /],
      [`playerload/${PLAYER}?endTime=soon`, /^query\.endTime: /],
      [`teamload/${TEAM}?days=1.5`, /^query\.days: /],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.json().status).toMatch(message);
    }
    expect((await get('playerload/nobody')).status).toBe(404);
    const noZone = await get(`playerload/${PLAYER}`, null);
    expect(noZone.status).toBe(400);
    expect(noZone.json().status).toMatch(/^query\.tzOffset: /);
  });
});
