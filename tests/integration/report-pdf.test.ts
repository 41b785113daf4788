/**
 * The report page's PDF over HTTP (app.inject; 02 §2 Report page, 02 §7 PDF): a past
 * practice run through the practice commands with simulated positions. The job is polled
 * (state 1 with a percent, then 0), the file fetched, its text extracted with poppler's
 * pdftotext and checked against what fullpractice answers: the session's name, every
 * player and their numbers as the session tables show them. A live practice is refused
 * with 409, a team that did not play with 400.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, createSession, type Dataaccess, type Store } from '../../dataaccess';
import { storeBatch } from '../../dataaccess/src/tracks/ingest';
import { createPracticeSimulation } from '../../simulator';
import { seedSeasonHistory } from '../../scripts/demo/history';
import { seededRoster, seedReferenceData } from '../../scripts/demo/seed';
import { storeBackends } from '../support/stores';

const [sqlite] = await storeBackends();
if (sqlite === undefined) throw new Error('SQLite is always a backend');
const TOKEN = 'report-pdf';
const TEAM = '3700';
const VISITOR = '1200';
/** 6 October 2026, 15:00 UTC. */
const START_MS = Date.UTC(2026, 9, 6, 15);
const MIN_MS = 60_000;

type Metrics = Record<string, number | null>;
interface FullPlayer {
  id: string;
  name: string;
  jerseyNumber: string;
  position: string;
  teamId: string;
  metrics: Metrics;
}

/** The text of a PDF, its layout kept (a table row stays one line). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the report PDF', () => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS - 3600_000;
  let done = '';
  let live = '';
  let game = '';

  /** A finished game of both teams: one 90-second quarter of simulated positions. */
  async function playGame(startMs: number): Promise<string> {
    const id = 'game-report';
    const endMs = startMs + 90_000;
    await createSession(
      store.db,
      {
        _id: id,
        gameId: id,
        type: 'game',
        status: 'complete',
        teamId: TEAM,
        homeTeamId: TEAM,
        visitorTeamId: VISITOR,
        league: 'nfl',
        name: 'Home Opener',
        startTime: startMs,
        endTime: endMs,
        drills: [{ drillType: 'Q1', startTs: startMs, endTs: endMs }],
      },
      [{ type: 'session.seeded', data: {} }],
      'test',
      startMs,
    );
    const sim = createPracticeSimulation({
      seed: 9,
      players: [
        ...seededRoster(TEAM, 'nfl').slice(0, 8),
        ...seededRoster(VISITOR, 'nfl').slice(0, 5),
      ],
      periods: [{ name: 'Q1', periodType: '11on11 Pass Specific', durationMs: 90_000 }],
      startMs,
    });
    await storeBatch(store.db, id, sim.samplesBetween(sim.startMs, sim.endMs));
    return id;
  }

  const get = async (url: string) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
    });
    return {
      status: res.statusCode,
      type: String(res.headers['content-type']),
      disposition: String(res.headers['content-disposition']),
      bytes: res.rawPayload,
      json: () => res.json<{ results: Record<string, unknown>[]; status: string }>(),
    };
  };
  const post = async (url: string, payload?: object) => {
    const res = await da.app.inject({
      method: 'POST',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ results: Record<string, unknown>[] }>();
  };

  /** A practice of two one-minute periods, started; ended unless `keepLive`. */
  async function runPractice(name: string, startMs: number, keepLive: boolean): Promise<string> {
    nowMs = startMs - 3600_000;
    const created = await post('schedule', {
      name,
      description: '',
      drills: [
        { drillType: 'Stretch', periodType: 'Stretch' },
        { drillType: 'Team', periodType: '11on11 Pass Specific' },
      ],
      extraData: { simSeed: 41 },
      intensity: 'Medium',
      league: 'nfl',
      profileName: 'Standard Practice',
      rooftype: 'Outdoor',
      siteId: `${TEAM}-practice`,
      siteName: 'Practice Facility',
      start: startMs,
      teamId: TEAM,
    });
    const id = String(created.results[0]?._id);
    nowMs = startMs;
    await post('datasets', { _id: id, teamId: TEAM });
    nowMs += MIN_MS;
    if (keepLive) return id;
    await post(`manage/${id}/endperiod`);
    nowMs += MIN_MS;
    await post(`manage/${id}/startperiod?chained=false`);
    nowMs += MIN_MS;
    await post(`dataset/${id}/stoppractice`);
    return id;
  }

  beforeAll(async () => {
    store = await sqlite.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
    done = await runPractice('Tuesday Pads', START_MS, false);
    // The demo's history job fills a past practice with simulated positions and keeps its metrics.
    expect(await seedSeasonHistory(store.db, { nowMs: START_MS + 86_400_000 })).toBe(1);
    live = await runPractice('Thursday Walkthrough', START_MS + 2 * 86_400_000, true);
    game = await playGame(START_MS + 3 * 86_400_000);
  }, 300_000);
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await sqlite.dispose();
  });

  it('builds in a polled job, then answers a PDF with the session, every player and their numbers', async () => {
    const full = (await get(`fullpractice/${done}`)).json().results[0] as
      { players: FullPlayer[] } | undefined;
    const players = (full?.players ?? []).filter((p) => p.teamId === TEAM);
    expect(players.length).toBeGreaterThan(20);

    // The job: 1 with its percent while it runs, then 0 at 100 %.
    const states: { state: number; percent: number }[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await get(`reports/pdf/${done}?tzOffset=300&compareRange=14`);
      expect(res.status, res.json().status).toBe(200);
      const [state] = res.json().results as { state: number; percent: number }[];
      if (state === undefined) throw new Error('no state row');
      states.push(state);
      if (state.state === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(states.at(-1)).toEqual({ state: 0, percent: 100 });
    for (const s of states.slice(0, -1)) {
      expect(s.state).toBe(1);
      expect(s.percent).toBeGreaterThanOrEqual(0);
      expect(s.percent).toBeLessThan(100);
    }

    const res = await get(`reports/pdf/${done}?tzOffset=300&compareRange=14&materialize=yes`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toBe(`attachment; filename="${done}.pdf"`);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.bytes);
    expect(text).toContain('Tuesday Pads');
    expect(text).toContain('Practice report');
    expect(text).toContain('Average total distance by position group');
    expect(text).toContain(`${players.length} players tracked`);
    const lines = text.split('\n');
    const fixed = (v: number | null | undefined, d: number) => (v == null ? '-' : v.toFixed(d));
    for (const p of players) {
      const row = lines.find((l) => l.trimStart().startsWith(`${p.name} `));
      expect(row, p.name).toBeDefined();
      const cells = (row ?? '').slice(p.name.length).trim().split(/\s+/);
      expect(cells.slice(0, 8), p.name).toEqual([
        p.jerseyNumber,
        p.position,
        fixed(p.metrics.totalDis, 1),
        fixed(p.metrics.hardEffortDist, 1),
        fixed(p.metrics.ypm, 1),
        fixed(p.metrics.maxSpeedMPH, 2),
        fixed(p.metrics.maxSustainedSpeedMPH, 1),
        fixed(p.metrics.sprintCount, 0),
      ]);
    }
  }, 120_000);

  it("reports a game from either side: that team's players only", async () => {
    const full = (await get(`fullpractice/${game}`)).json().results[0] as
      { players: FullPlayer[] } | undefined;
    const all = full?.players ?? [];
    expect(all).toHaveLength(13);
    for (const [side, count] of [
      [TEAM, 8],
      [VISITOR, 5],
    ] as const) {
      const res = await get(`reports/pdf/${game}?tzOffset=300&teamId=${side}&materialize=yes`);
      expect(res.status).toBe(200);
      const text = pdfText(res.bytes);
      expect(text).toContain('Home Opener');
      expect(text).toContain('Game report');
      expect(text).toContain(`${count} players tracked`);
      for (const p of all) {
        const listed = text.split('\n').some((l) => l.trimStart().startsWith(`${p.name} `));
        expect(listed, `${p.name} of ${p.teamId} in ${side}'s report`).toBe(p.teamId === side);
      }
    }
  });

  it('refuses a live practice with 409 and a team that did not play with 400', async () => {
    const open = await get(`reports/pdf/${live}`);
    expect(open.status).toBe(409);
    expect(open.json().status).toMatch(/not complete/);
    const yes = await get(`reports/pdf/${live}?materialize=yes`);
    expect(yes.status).toBe(409);
    const other = await get(`reports/pdf/${done}?teamId=1050`);
    expect(other.status).toBe(400);
    expect(other.json().status).toMatch(/did not play/);
    const range = await get(`reports/pdf/${done}?compareRange=10`);
    expect(range.status).toBe(400);
    expect((await get('reports/pdf/nope')).status).toBe(404);
  });
});
