/**
 * A team's speed zones (02 §3 Zones; 03 §3 Customers; migration 0021) over HTTP (app.inject) on
 * SQLite and on a real PostgreSQL: the defaults are the engine's constants; saved zones change
 * the zone distances (and speed targets) of a session computed after the save and of a
 * reprocess, each player's against an engine run with the setup they should have (their
 * position group's, else the team's), while numbers kept before stay as they were; a live
 * practice's numbers follow a save made while it runs, its zones summing to its distance; every bad
 * body is a 400 naming the field that changes nothing. Then through the real gateway: a
 * read-only grant, another team and a role that may not edit zones are refused, unchanged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import {
  createPlayerMetrics,
  DEFAULT_TEAM_ZONES,
  ZONE_NAMES,
  type MetricValues,
  type ZoneSetup,
} from '../../dataaccess/src/metrics';
import { setupOfBody } from '../../dataaccess/src/live/team-zones';
import { loadEntityTrack, storeBatch, validateBatch } from '../../dataaccess/src/tracks/ingest';
import {
  APP_REQUEST_HEADER,
  positionGroupOf,
  type TeamZones,
  type TeamZonesBody,
} from '../../domain';
import { generateRoster } from '../../simulator';
import { insertTeams } from '../../scripts/demo/seed';
import { startProduct, type Product } from '../../scripts/product';
import { storePastSession } from '../support/past-sessions';
import { makePractice } from '../support/practices';
import { freePort } from '../support/ports';
import { sessionCookie } from '../support/sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'team-zones';
const TEAM = '3700';
const START_MS = Date.UTC(2025, 9, 8, 15);
const SAVED_MS = Date.UTC(2025, 9, 10, 12);
const DAY_MS = 24 * 3600_000;

interface Answer<T = Record<string, unknown>> {
  results: T[];
  code: number;
  status: string;
}

interface FullPractice {
  players: { id: string; metrics: MetricValues }[];
}

/** A team setup whose bands start at `starts` (jog, run, sprint, max sprint). */
const setup = (starts: [number, number, number, number], hard = 9, xPlus = 8) => ({
  walk: { min: 0, max: starts[0] },
  jog: { min: starts[0], max: starts[1] },
  run: { min: starts[1], max: starts[2] },
  sprint: { min: starts[2], max: starts[3] },
  maxSprint: { min: starts[3], max: null },
  teamHardEffDist: hard,
  yardsOfXPlus: xPlus,
});

describe.each(backends)('team zones on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const players = generateRoster({ seed: 5, teamAbbr: 'TZ', league: 'nfl', size: 3 }).map((p) => ({
    ...p,
    id: `tz-${p.id}`,
  }));
  const grouped = players[0];
  if (grouped === undefined) throw new Error('the roster is empty');
  const group = positionGroupOf(grouped.position);
  if (group === undefined) throw new Error(`${grouped.position} is in no position group`);

  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ): Promise<{ status: number; body: Answer<T> }> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'admin@dev.test' },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };
  const zones = async (teamId = TEAM): Promise<TeamZones> => {
    const res = await call<TeamZones>('GET', `customers/${teamId}/zones`);
    expect(res.status).toBe(200);
    const [row] = res.body.results;
    if (row === undefined) throw new Error('zones answered no row');
    return row;
  };
  const metricsOf = async (sessionId: string): Promise<Map<string, MetricValues>> => {
    const res = await call<FullPractice>('GET', `fullpractice/${sessionId}`);
    expect(res.status).toBe(200);
    return new Map((res.body.results[0]?.players ?? []).map((p) => [p.id, p.metrics]));
  };
  /** The zone distances an engine run with `zones` gives over a player's stored positions. */
  const zoneYds = async (sessionId: string, playerId: string, setupOf: ZoneSetup) => {
    const track = await loadEntityTrack(store.db, sessionId, playerId);
    if (track === null) throw new Error(`no positions of ${playerId}`);
    const engine = createPlayerMetrics({ zones: setupOf });
    engine.push(track.atMs, track.xYd, track.yYd);
    engine.flush();
    return yardsOf(engine.values());
  };
  const yardsOf = (m: MetricValues | undefined) => ZONE_NAMES.map((z) => m?.[`${z}Yds`] ?? NaN);
  const expectClose = (actual: number[], expected: number[]) => {
    expect(actual).toHaveLength(expected.length);
    actual.forEach((v, i) => {
      expect(v).toBeCloseTo(expected[i] ?? NaN, 6);
    });
  };

  const EDITED: TeamZonesBody = {
    teamZones: setup([2, 4, 7, 9]),
    relativeZones: { jog: 20, run: 40, sprint: 60, maxSprint: 80, hardEffort: 50 },
    speedTargets: { [players[1]?.position ?? 'WR']: 17.5 },
    positionGroupZones: { [group]: setup([1, 3, 5, 6], 5, 6) },
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
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => SAVED_MS });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it("answers the engine's constants for a team that never saved zones", async () => {
    const row = await zones();
    expect(row).toEqual({
      teamId: TEAM,
      teamZones: setup([5, 10, 15, 18], 12, 10),
      relativeZones: { jog: 25, run: 50, sprint: 70, maxSprint: 90, hardEffort: 60 },
      speedTargets: {},
      positionGroupZones: {},
      updatedBy: null,
      updatedMs: null,
    });
    expect(setupOfBody(row.teamZones)).toEqual(DEFAULT_TEAM_ZONES);
    // Team 1050 keeps its 12 mph "Yards 12+" (02 §9).
    expect((await zones('1050')).teamZones.yardsOfXPlus).toBe(12);
  });

  it('computes sessions after a save with the saved zones, leaving kept numbers as they were', async () => {
    await storePastSession(store.db, {
      id: 'tz-before',
      kind: 'practice',
      teamId: TEAM,
      startMs: START_MS,
      players,
    });
    const before = await metricsOf('tz-before');
    for (const p of players) {
      expectClose(yardsOf(before.get(p.id)), await zoneYds('tz-before', p.id, DEFAULT_TEAM_ZONES));
    }

    const saved = await call<TeamZones>('PUT', `customers/${TEAM}/zones`, EDITED);
    expect(saved.status).toBe(200);
    expect(saved.body.results).toEqual([
      { teamId: TEAM, ...EDITED, updatedBy: 'admin@dev.test', updatedMs: SAVED_MS },
    ]);
    expect(await zones()).toEqual(saved.body.results[0]);
    // Kept numbers stay until the session is computed again.
    expect(await metricsOf('tz-before')).toEqual(before);

    await storePastSession(
      store.db,
      { id: 'tz-after', kind: 'practice', teamId: TEAM, startMs: START_MS + DAY_MS, players },
      2,
    );
    const after = await metricsOf('tz-after');
    const teamSetup = setupOfBody(EDITED.teamZones);
    const groupSetup = setupOfBody(EDITED.positionGroupZones[group] ?? EDITED.teamZones);
    for (const p of players) {
      const expected = await zoneYds(
        'tz-after',
        p.id,
        p.id === grouped.id ? groupSetup : teamSetup,
      );
      expectClose(yardsOf(after.get(p.id)), expected);
      // The edit moved distance between zones: the defaults would have answered otherwise.
      expect(yardsOf(after.get(p.id))).not.toEqual(
        await zoneYds('tz-after', p.id, DEFAULT_TEAM_ZONES),
      );
    }
    // Max Speed Target by Position: the position's players get the target; others none.
    for (const p of players) {
      expect(after.get(p.id)?.targetMPH ?? null).toBe(
        p.position === players[1]?.position ? 17.5 : null,
      );
    }

    // A reprocess of the earlier practice computes it with the saved zones too.
    const re = await call('POST', `partialreprocess/tz-before`, { players: [grouped.id] });
    expect(re.status).toBe(200);
    const reprocessed = await metricsOf('tz-before');
    expectClose(
      yardsOf(reprocessed.get(grouped.id)),
      await zoneYds('tz-before', grouped.id, groupSetup),
    );
    const other = players[2];
    if (other !== undefined) expect(reprocessed.get(other.id)).toEqual(before.get(other.id));
  });

  it.each([
    [
      'a band that does not start where the one below ends',
      { ...EDITED, teamZones: { ...EDITED.teamZones, run: { min: 5, max: 7 } } },
      /body\.teamZones\.run\.min: run starts where jog ends \(4 mph\)/,
    ],
    [
      'a band that ends below its start',
      { ...EDITED, teamZones: setup([2, 4, 9, 7]) },
      /body\.teamZones\.sprint\.max: above sprint's min/,
    ],
    [
      'a speed above 30 mph',
      { ...EDITED, teamZones: { ...EDITED.teamZones, yardsOfXPlus: 31 } },
      /body\.teamZones\.yardsOfXPlus: at most 30 mph/,
    ],
    [
      'relative bounds that do not rise',
      { ...EDITED, relativeZones: { ...EDITED.relativeZones, sprint: 30 } },
      /body\.relativeZones\.sprint: above run \(40 %\)/,
    ],
    [
      'a relative bound above 100 %',
      { ...EDITED, relativeZones: { ...EDITED.relativeZones, maxSprint: 120 } },
      /body\.relativeZones\.maxSprint: at most 100 %/,
    ],
    [
      'a target of 0 mph',
      { ...EDITED, speedTargets: { WR: 0 } },
      /body\.speedTargets\.WR: above 0 mph/,
    ],
    [
      'an unknown position group',
      { ...EDITED, positionGroupZones: { XX: EDITED.teamZones } },
      /body\.positionGroupZones/,
    ],
    ['a missing setup', { teamZones: EDITED.teamZones }, /body\.relativeZones/],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_what, body, message) => {
    const kept = await zones();
    const res = await call('PUT', `customers/${TEAM}/zones`, body);
    expect(res.status).toBe(400);
    expect(res.body.results).toEqual([]);
    expect(res.body.status).toMatch(message);
    expect(await zones()).toEqual(kept);
  });

  it("recomputes a live practice's numbers under zones saved while it runs, zones summing to the distance", async () => {
    const liveStart = Date.UTC(2025, 9, 12, 15);
    const id = await makePractice(store.db, {
      id: 'tz-live',
      name: 'Live zones',
      teamId: TEAM,
      startMs: liveStart,
      createdMs: liveStart - 60_000,
      actor: 'admin@dev.test',
      steps: [['practice.start', liveStart]],
    });
    // Two minutes of each player running back and forth, between 0 and 9 yd/s (18 mph).
    const atMs = Array.from({ length: 1200 }, (_, i) => liveStart + i * 100);
    await storeBatch(
      store.db,
      id,
      validateBatch(
        players.map((p, k) => ({
          entityId: p.id,
          atMs,
          xYd: atMs.map((_, i) => 60 + 40 * Math.sin(0.225 * (i / 10) + k)),
          yYd: atMs.map(() => 20 + k),
        })),
      ),
    );
    /** The live zone distances, and what an engine over the stored positions gives so far. */
    const check = async (teamSetup: ZoneSetup, groupSetup: ZoneSetup) => {
      const res = await call<FullPractice>('GET', `livepractice/${id}`);
      expect(res.status).toBe(200);
      const live = new Map((res.body.results[0]?.players ?? []).map((p) => [p.id, p.metrics]));
      for (const p of players) {
        const m = live.get(p.id);
        const track = await loadEntityTrack(store.db, id, p.id);
        if (track === null) throw new Error(`no positions of ${p.id}`);
        const engine = createPlayerMetrics({ zones: p.id === grouped.id ? groupSetup : teamSetup });
        engine.push(track.atMs, track.xYd, track.yYd);
        expectClose(yardsOf(m), yardsOf(engine.values()));
        const sum = yardsOf(m).reduce((a, b) => a + b, 0);
        expect(sum).toBeCloseTo(m?.totalDis ?? NaN, 6);
      }
      return live;
    };
    const first = setup([3, 6, 9, 12]);
    expect(
      (await call('PUT', `customers/${TEAM}/zones`, { ...EDITED, teamZones: first })).status,
    ).toBe(200);
    const groupSetup = setupOfBody(EDITED.positionGroupZones[group] ?? EDITED.teamZones);
    const before = await check(setupOfBody(first), groupSetup);
    // The coach lowers the sprint band mid-practice: the live numbers follow at the next read.
    const second = setup([2, 4, 6, 8]);
    expect(
      (await call('PUT', `customers/${TEAM}/zones`, { ...EDITED, teamZones: second })).status,
    ).toBe(200);
    const after = await check(setupOfBody(second), groupSetup);
    const other = players.find((p) => p.id !== grouped.id)?.id ?? '';
    expect(after.get(other)?.sprintYds).not.toBeCloseTo(before.get(other)?.sprintYds ?? NaN, 1);
  });

  it('answers 404 for an unknown team, storing nothing', async () => {
    expect((await call('GET', 'customers/99999/zones')).status).toBe(404);
    expect((await call('PUT', 'customers/99999/zones', EDITED)).status).toBe(404);
    const rows = await store.db.selectFrom('team_zones').select('team_id').execute();
    expect(rows.map((r) => r.team_id)).toEqual([TEAM]);
  });
});

describe('team zones through the gateway', () => {
  let product: Product;
  let varDir: string;
  const body: TeamZonesBody = {
    teamZones: setup([4, 8, 13, 17]),
    relativeZones: { jog: 25, run: 50, sprint: 70, maxSprint: 90, hardEffort: 60 },
    speedTargets: {},
    positionGroupZones: {},
  };

  const put = (email: string, teamId: string) =>
    fetch(`${product.url}/api/da/customers/${teamId}/zones`, {
      method: 'PUT',
      headers: {
        cookie: sessionCookie(product.gateway.app, email),
        'content-type': 'application/json',
        origin: product.url,
        [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value,
      },
      body: JSON.stringify(body),
    });
  const get = async (email: string, teamId: string) =>
    fetch(`${product.url}/api/da/customers/${teamId}/zones`, {
      headers: {
        cookie: sessionCookie(product.gateway.app, email),
        [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value,
      },
    });
  const stored = () => product.store.db.selectFrom('team_zones').selectAll().execute();

  beforeAll(async () => {
    varDir = mkdtempSync(join(tmpdir(), 'team-zones-'));
    product = await startProduct({
      port: await freePort(),
      dataaccessPort: await freePort(),
      idpPort: await freePort(),
      varDir,
      lingerMs: 0,
    });
  });
  afterAll(async () => {
    await product.stop();
    rmSync(varDir, { recursive: true, force: true });
  });

  it.each([
    ['read-only staff of the team', 'nfl.staff@dev.test', '3700', /read-only/],
    ['a coach for another team', 'nfl.coach@dev.test', '1050', /you may not see team 1050/],
    ['the read-only customer of its team', 'customer@dev.test', '1050', /read-only/],
    ['data operations (no zone editor)', 'dataops@dev.test', '3700', /may not edit speed zones/],
  ])('refuses %s, changing nothing', async (_who, email, teamId, reason) => {
    const res = await put(email, teamId);
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(reason);
    expect(await stored()).toEqual([]);
  });

  it("lets the team's coach and the admin save, and the team's readers read", async () => {
    const coach = await put('nfl.coach@dev.test', '3700');
    expect(coach.status, await coach.clone().text()).toBe(200);
    const read = await get('nfl.staff@dev.test', '3700');
    expect(read.status).toBe(200);
    const [row] = ((await read.json()) as Answer<TeamZones>).results;
    expect(row?.teamZones).toEqual(body.teamZones);
    expect(row?.updatedBy).toBe('nfl.coach@dev.test');
    expect((await get('nfl.staff@dev.test', '1050')).status).toBe(403);
    expect((await put('admin@dev.test', '1050')).status).toBe(200);
    expect((await stored()).map((r) => r.team_id).sort()).toEqual(['1050', '3700']);
  });
});
