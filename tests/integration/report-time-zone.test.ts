/**
 * The exports in the caller's zone across the autumn daylight-saving change (1 November
 * 2026: Chicago goes from CDT, UTC-5, to CST, UTC-6), on SQLite and on a real PostgreSQL.
 * Completed practices on both sides of the change, on its day and late in the evening are
 * exported as a coach in America/Chicago does: the browser's zone in the x-time-zone header
 * and, as the web sends it, the tzOffset of the day of the export (Friday's, 300). Every
 * session shows its local start time, and the range holds the coach's whole days. A caller
 * that sends no zone gets the spec's fixed offset; a zone that is not real is refused and
 * changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, createSession, type Dataaccess, type Store } from '../../dataaccess';
import { splitDelimitedLine } from '../../dataaccess/src/importers/delimited';
import { storeBatch } from '../../dataaccess/src/tracks/ingest';
import { seededRoster, seedReferenceData } from '../../scripts/demo/seed';
import { createPracticeSimulation } from '../../simulator';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'time-zone';
const TEAM = '3700';
const CHICAGO = 'America/Chicago';
/** Friday's offset (CDT), as a browser in Chicago gives it on Friday: an hour off after Sunday. */
const FRIDAY_OFFSET = 300;
const RANGE = '20261030-20261102';
const SESSION_MS = 20_000;
/** The team's schedule of November 2026, as the schedule screen reads it. */
const EVENTS = `scheduledevents?startTime=${Date.UTC(2026, 10)}&endTime=${Date.UTC(2026, 11)}&teamids=${TEAM}`;

/** The practices, by name, with their start in UTC and the local start a coach in Chicago saw. */
const PRACTICES = [
  // 29 October 11:30 PM CDT: the evening before the range, outside it.
  { name: 'Thursday Late', startMs: Date.UTC(2026, 9, 30, 4, 30), local: null },
  { name: 'Friday Pads', startMs: Date.UTC(2026, 9, 30, 20), local: ['10/30/2026', '03:00PM'] },
  // The repeated hour: 1:30 AM CST, the second time the clock reads 1:30 that night.
  { name: 'Sunday Early', startMs: Date.UTC(2026, 10, 1, 7, 30), local: ['11/01/2026', '01:30AM'] },
  { name: 'Monday Shells', startMs: Date.UTC(2026, 10, 2, 21), local: ['11/02/2026', '03:00PM'] },
  // 11:30 PM CST on Monday is Tuesday in UTC: still the range's last day.
  { name: 'Monday Late', startMs: Date.UTC(2026, 10, 3, 5, 30), local: ['11/02/2026', '11:30PM'] },
  // 3 November 12:30 AM CST: the day after the range.
  { name: 'Tuesday Early', startMs: Date.UTC(2026, 10, 3, 6, 30), local: null },
] as const;

function parseCsv(text: string): Record<string, string>[] {
  const [head = '', ...lines] = text.slice(0, -2).split('\r\n');
  const header = splitDelimitedLine(head, ',');
  return lines.map((line) => {
    const cells = splitDelimitedLine(line, ',');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

describe.each(backends)('exports in the caller zone across daylight saving on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const ids = new Map<string, string>();
  const player = seededRoster(TEAM, 'nfl')[0];

  const call = async (method: 'GET' | 'POST', url: string, zone?: string, payload?: object) => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: {
        'x-service-token': TOKEN,
        'x-user-email': 'coach@club.example',
        ...(zone === undefined ? {} : { 'x-time-zone': zone }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: res.statusCode,
      text: res.body,
      message: () => res.json<{ status: string }>().status,
    };
  };

  /** The player's bulk file of the range, built (poll until 0) then fetched. */
  async function bulkRows(query: string, zone?: string): Promise<Record<string, string>[]> {
    const path = `reports/bulk/${TEAM}/${player?.id}/practices/${RANGE}`;
    for (let i = 0; i < 200; i++) {
      const res = await call('GET', `${path}?${query}&materialize=no`, zone);
      expect(res.status).toBe(200);
      if (res.text.includes('"results":[0]')) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const file = await call('GET', `${path}?${query}&materialize=yes`, zone);
    expect(file.status).toBe(200);
    return parseCsv(file.text);
  }

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => Date.UTC(2026, 10, 20) });
    for (const [i, p] of PRACTICES.entries()) {
      const id = `tz-${i}-${Math.random().toString(36).slice(2, 8)}`;
      const endMs = p.startMs + SESSION_MS;
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
          name: p.name,
          startTime: p.startMs,
          endTime: endMs,
          drills: [{ drillType: 'Team', startTs: p.startMs, endTs: endMs }],
        },
        [{ type: 'session.seeded', data: {} }],
        'test',
        p.startMs,
      );
      const sim = createPracticeSimulation({
        seed: 50 + i,
        players: seededRoster(TEAM, 'nfl').slice(0, 2),
        periods: [{ name: 'Team', periodType: '11on11 Pass Specific', durationMs: SESSION_MS }],
        startMs: p.startMs,
      });
      await storeBatch(store.db, id, sim.samplesBetween(sim.startMs, sim.endMs));
      ids.set(p.name, id);
    }
  }, 120_000);
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('shows every session at its local start on both sides of the change', async () => {
    const rows = await bulkRows(`tzOffset=${FRIDAY_OFFSET}`, CHICAGO);
    expect(rows.map((r) => [r.Session, r.Date, r.Time])).toEqual(
      PRACTICES.flatMap((p) => (p.local === null ? [] : [[p.name, ...p.local]])),
    );
    expect(rows.every((r) => r.Player === player?.name)).toBe(true);
  });

  it("writes a session's period times in the caller's zone", async () => {
    const res = await call('GET', `reports/csv/${ids.get('Monday Late')}?totalsOnly=yes`, CHICAGO);
    expect(res.status).toBe(200);
    const [total] = parseCsv(res.text);
    expect([total?.Start, total?.End]).toEqual(['11/02/2026 11:30PM', '11/02/2026 11:30PM']);
  });

  it("falls back to the spec's tzOffset, a fixed offset, when no zone is sent", async () => {
    // What the export gave before zones were sent: Friday's offset for every session, so
    // after the change each reads an hour late, and Monday late evening falls out of range.
    const rows = await bulkRows(`tzOffset=${FRIDAY_OFFSET}`);
    expect(rows.map((r) => [r.Session, r.Date, r.Time])).toEqual([
      ['Friday Pads', '10/30/2026', '03:00PM'],
      ['Sunday Early', '11/01/2026', '02:30AM'],
      ['Monday Shells', '11/02/2026', '04:00PM'],
    ]);
    const none = await call('GET', `reports/csv/${ids.get('Friday Pads')}`);
    expect(none.status).toBe(400);
    expect(none.message()).toMatch(/^query\.tzOffset: .*x-time-zone/);
  });

  it('refuses a zone that is not real, naming the header, and changes nothing', async () => {
    const csv = await call(
      'GET',
      `reports/csv/${ids.get('Friday Pads')}?tzOffset=0`,
      'Mars/Olympus',
    );
    expect(csv.status).toBe(400);
    expect(csv.message()).toBe(
      "header.x-time-zone: 'Mars/Olympus' is not an IANA time zone (e.g. America/Chicago)",
    );
    const before = (await call('GET', EVENTS)).text;
    const write = await call('POST', 'schedule', '-05:00', {
      name: 'Never Saved',
      description: '',
      drills: [{ drillType: 'Team', periodType: '11on11 Pass Specific' }],
      intensity: 'Medium',
      league: 'nfl',
      profileName: 'Standard Practice',
      rooftype: 'Outdoor',
      siteId: `${TEAM}-practice`,
      siteName: 'Practice Facility',
      start: Date.UTC(2026, 10, 25, 15),
      teamId: TEAM,
    });
    expect(write.status).toBe(400);
    expect(write.message()).toMatch(/^header\.x-time-zone: /);
    const after = (await call('GET', EVENTS)).text;
    expect(after).toBe(before);
    expect(after).not.toContain('Never Saved');
  });
});
