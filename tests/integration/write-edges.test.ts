/**
 * Edges of what callers write, over HTTP (app.inject) on SQLite and on a real PostgreSQL
 * (issue 17, items 10 and 11): a period named like a spreadsheet formula comes out of the
 * practice CSV defused, while the numbers stay numbers; and a practice's league must be
 * the league its team plays in (01 §6), refused with a message naming the field and
 * leaving the schedule as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, ENVELOPE_CODE } from '../../domain';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { splitDelimitedLine } from '../../dataaccess/src/importers/delimited';
import { seedSeasonHistory } from '../../scripts/demo/history';
import { seedReferenceData } from '../../scripts/demo/seed';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'write-edges';
/** 6 October 2026, 15:00 UTC; every time of the suite is counted from it, never the clock. */
const START_MS = Date.UTC(2026, 9, 6, 15);
const MIN_MS = 60_000;
/** A period name that a spreadsheet would run: '-' starts a formula as '=' does. */
const HOSTILE = "-2+3+cmd|' /C calc'!A0";

interface Answer {
  status: number;
  text: string;
  body: { results: Record<string, unknown>[]; code: number; status: string };
}

describe.each(backends)('write edges on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS - 3600_000;

  const call = async (method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'admin@club.example' },
      ...(payload === undefined ? {} : { payload }),
    });
    const type = String(res.headers['content-type']);
    return {
      status: res.statusCode,
      text: res.body,
      body: type.startsWith('application/json')
        ? res.json<Answer['body']>()
        : { results: [], code: 0, status: '' },
    };
  };

  /** A creation payload of 01 §3.6 for a team and league, starting a day after now. */
  const practice = (teamId: string, league: string, name: string) => ({
    name,
    description: '',
    drills: [{ drillType: 'Stretch' }],
    extraData: {},
    intensity: 'Low',
    league,
    profileName: '',
    rooftype: 'Outdoor',
    siteId: -1,
    siteName: '',
    start: nowMs + DAY_MS,
    teamId,
  });

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
  }, 120_000);
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('defuses a period named like a formula in the practice CSV, and keeps numbers as numbers', async () => {
    nowMs = START_MS - 3600_000;
    const created = await call('POST', 'schedule', {
      ...practice('3700', 'nfl', 'Formula Tuesday'),
      drills: [{ drillType: HOSTILE, periodType: 'Stretch' }],
      extraData: { simSeed: 17 },
      start: START_MS,
    });
    expect(created.status).toBe(200);
    const id = String(created.body.results[0]?._id);
    nowMs = START_MS;
    expect((await call('POST', 'datasets', { _id: id, teamId: '3700' })).status).toBe(200);
    nowMs += MIN_MS;
    expect((await call('POST', `dataset/${id}/stoppractice`)).status).toBe(200);
    expect(await seedSeasonHistory(store.db, { nowMs: START_MS + DAY_MS })).toBe(1);

    const res = await call('GET', `reports/csv/${id}?tzOffset=0&teamId=3700`);
    expect(res.status).toBe(200);
    const [head = '', ...lines] = res.text.trimEnd().split('\r\n');
    const header = splitDelimitedLine(head, ',');
    const rows = lines.map((line) => splitDelimitedLine(line, ','));
    const period = header.indexOf('Period');
    const periods = rows.map((r) => r[period]).filter((p) => p !== 'Total');
    expect(periods.length).toBeGreaterThan(0);
    expect(new Set(periods)).toEqual(new Set([`'${HOSTILE}`]));
    // The metric cells are plain numbers, never text a spreadsheet keeps as a string.
    const maxSpeed = header.indexOf('Max Speed (mph)');
    const speeds = rows.map((r) => r[maxSpeed] ?? '');
    expect(speeds.every((s) => /^-?\d+\.\d{2}$/.test(s))).toBe(true);
  });

  it("refuses a practice whose league is not its team's, and changes nothing", async () => {
    nowMs = START_MS + 30 * DAY_MS;
    const listed = async () =>
      (
        await call(
          'GET',
          `scheduledevents?startTime=${nowMs}&endTime=${nowMs + 2 * DAY_MS}&teamids=19410,3700`,
        )
      ).body.results.map((r) => r.name);

    // College lacrosse staff wrote league nfl for their lacrosse squad (01 §6).
    const lacrosseAsNfl = await call('POST', 'schedule', practice('19410', 'nfl', 'Wrong Lax'));
    expect(lacrosseAsNfl.status).toBe(400);
    expect(lacrosseAsNfl.body).toEqual({
      results: [],
      code: 400,
      status: 'body.league: team 19410 (Northfield University Huskies) plays ncaa-mlax, not nfl',
    });
    const proAsCollege = await call('POST', 'schedule', practice('3700', 'ncaa-fbs', 'Wrong Pro'));
    expect(proAsCollege.status).toBe(400);
    expect(proAsCollege.body.status).toBe(
      'body.league: team 3700 (Philadelphia Eagles) plays nfl, not ncaa-fbs',
    );
    const unknown = await call('POST', 'schedule', practice('7777', 'nfl', 'Nobody'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.status).toBe('body.teamId: team 7777 was not found');
    expect(await listed()).toEqual([]);

    // The team's own league is taken, as the create dialog offers it.
    const lacrosse = await call('POST', 'schedule', practice('19410', 'ncaa-mlax', 'Right Lax'));
    expect(lacrosse.status).toBe(200);
    expect(lacrosse.body.code).toBe(ENVELOPE_CODE.ok);
    expect(lacrosse.body.results[0]).toMatchObject({ teamId: '19410', league: 'ncaa-mlax' });
    expect(await listed()).toEqual(['Right Lax']);
  });
});
