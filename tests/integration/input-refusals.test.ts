/**
 * What staff type is held to the spec at the door (issue 34, item 5): names, descriptions
 * and notes take no control characters and no unpaired surrogates, intensity and field type
 * only the spec's values, and a practice's siteId only its own team's venues (or -1 for
 * none). Each refusal is a 400 naming the field, and leaves every row as it was; on SQLite
 * and PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAMS } from '../../domain';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { venuesOf } from '../../scripts/demo/seed';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'input-refusals-token';
const NOW_MS = Date.UTC(2026, 8, 1, 14);
const headers = {
  'x-service-token': TOKEN,
  'x-user-email': 'coach@club.example',
  'content-type': 'application/json',
};
const TEAM = '3700';
const OTHER_TEAM = '3800';

/** A creation payload the Create dialog would send (01 §3.6). */
const practice = (fields: Record<string, unknown> = {}) => ({
  name: 'Tuesday',
  description: '',
  drills: [{ drillType: 'WU' }],
  extraData: {},
  intensity: 'Low',
  league: 'nfl',
  profileName: '',
  rooftype: 'Indoor',
  siteId: -1,
  siteName: '',
  start: NOW_MS + 3600_000,
  teamId: TEAM,
  type: 'practice',
  ...fields,
});

describe.each(backends)('input refusals on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let practiceId: string;

  beforeAll(async () => {
    store = await backend.open();
    for (const teamId of [TEAM, OTHER_TEAM]) {
      const team = TEAMS.find((t) => t.teamId === teamId);
      if (team === undefined) throw new Error(`no team ${teamId}`);
      await store.db
        .insertInto('venues')
        .values(venuesOf(team).venues)
        .onConflict((oc) => oc.column('site_id').doNothing())
        .execute();
    }
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
    const created = await post('schedule', practice());
    expect(created.statusCode).toBe(200);
    practiceId = created.json<{ results: { _id: string }[] }>().results[0]?._id ?? '';
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  /** JSON.stringify writes a lone surrogate as an escape, which the server's parser reads back. */
  const post = (path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
    da.app.inject({
      method,
      url: `/dataaccess/${path}`,
      headers,
      payload: JSON.stringify(body),
    });

  /** Every stored row of the tables a practice write touches. */
  async function rows(): Promise<string> {
    const sessions = await store.db
      .selectFrom('sessions')
      .selectAll()
      .orderBy('session_id')
      .execute();
    const events = await store.db
      .selectFrom('stream_events')
      .selectAll()
      .orderBy('stream_id')
      .orderBy('version')
      .execute();
    const combine = await store.db.selectFrom('combine_events').selectAll().execute();
    const alerts = await sql`select * from alert_settings`.execute(store.db);
    return JSON.stringify({ sessions, events, combine, alerts: alerts.rows });
  }

  /** Sends a write that must be refused, and checks its words and that nothing changed. */
  async function refused(
    path: string,
    body: unknown,
    names: RegExp,
    method: 'POST' | 'PUT' = 'POST',
  ): Promise<void> {
    const before = await rows();
    const res = await post(path, body, method);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ status: string }>().status).toMatch(names);
    expect(await rows()).toBe(before);
  }

  it('refuses a practice name with a NUL or an unpaired surrogate', async () => {
    await refused('schedule', practice({ name: 'Pads\u0000' }), /name: no control characters/);
    await refused('schedule', practice({ name: 'Pads\uD800' }), /name: no broken characters/);
    await refused('schedule', practice({ name: '\uDC00Pads' }), /name: no broken characters/);
    await refused(
      'schedule',
      practice({ drills: [{ drillType: 'W\u001BU' }] }),
      /drills\.0\.drillType: no control characters/,
    );
  });

  it('refuses control characters in a description but keeps its lines', async () => {
    await refused(
      'schedule',
      practice({ description: 'two\u0000lines' }),
      /description: no control characters other than tab and new line/,
    );
    const res = await post('schedule', practice({ description: 'Line one\nline\ttwo' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ results: { description: string }[] }>().results[0]?.description).toBe(
      'Line one\nline\ttwo',
    );
  });

  it("refuses an intensity or a field type off the spec's lists", async () => {
    await refused('schedule', practice({ intensity: 'Extreme' }), /intensity: a comma list of/);
    await refused('schedule', practice({ intensity: 'Low,Walk Thru' }), /intensity/);
    await refused('schedule', practice({ rooftype: 'Moon' }), /rooftype: choose a field type/);
    await refused('schedule', practice({ rooftype: 'outdoor' }), /rooftype/);
    const res = await post(
      'schedule',
      practice({ intensity: 'Medium,Padded', rooftype: 'Stadium' }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it("takes the team's own venue or none, and refuses another team's or a made-up one", async () => {
    await refused(
      'schedule',
      practice({ siteId: `${OTHER_TEAM}-practice` }),
      /siteId: site 3800-practice is not a venue of team 3700; send -1 for none/,
    );
    await refused(
      'schedule',
      practice({ siteId: 987654 }),
      /siteId: site 987654 is not a venue of team 3700/,
    );
    await refused('schedule', practice({ siteId: 'nowhere' }), /siteId/);
    for (const siteId of [`${TEAM}-practice`, -1, '']) {
      const res = await post('schedule', practice({ siteId }));
      expect(res.statusCode, `${siteId}: ${res.body}`).toBe(200);
    }
  });

  it('holds an edit of a practice to the same rules', async () => {
    const command = (changes: Record<string, unknown>) => ({ type: 'practice.edit', changes });
    const path = `manage/${practiceId}/command`;
    await refused(path, command({ name: 'Re\u0000named' }), /name: no control characters/);
    await refused(path, command({ name: 'Re\uD83Dnamed' }), /name: no broken characters/);
    await refused(path, command({ intensity: 'Extreme' }), /intensity: a comma list of/);
    await refused(path, command({ rooftype: 'Roof' }), /rooftype: choose a field type/);
    const res = await post(path, command({ name: 'Renamed 🏈', intensity: 'High' }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses control characters and broken characters anywhere in extraData', async () => {
    // The second probe of issue 34: extraData's texts were stored as sent.
    await refused(
      'schedule',
      practice({ extraData: { memo: 'a\u0000b' } }),
      /extraData: extraData\.memo: no control characters/,
    );
    await refused(
      'schedule',
      practice({ extraData: { deep: { list: ['ok', 'x\uD800'] } } }),
      /extraData\.deep\.list\.1: no broken characters/,
    );
    await refused(
      'schedule',
      practice({ extraData: { 'k\u001B': 1 } }),
      /extraData: a key: no control characters/,
    );
    const res = await post('schedule', practice({ extraData: { simSeed: 7, memo: 'two\nlines' } }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it("holds a period's field type to the spec's list when periods are edited", async () => {
    // The second probe of issue 34: a period's roofType took any text (PUT schedule, manage).
    const drills = (roofType: string) => ({ drills: [{ drillType: 'WU', roofType }] });
    await refused(
      `schedule/${practiceId}`,
      drills('Grass'),
      /drills\.0\.roofType: choose a field type/,
      'PUT',
    );
    await refused(`manage/${practiceId}`, drills('outdoor'), /drills\.0\.roofType/, 'PUT');
    const res = await post(`schedule/${practiceId}`, drills('Indoor/Outdoor'), 'PUT');
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses control characters in a custom combine drill's name and a speed alert's texts", async () => {
    // The second probe of issue 34: both were stored as sent.
    const live = await post('schedule', practice({ name: 'Combine' }));
    const liveId = live.json<{ results: { _id: string }[] }>().results[0]?._id ?? '';
    expect((await post(`manage/${liveId}/startpractice`, {})).statusCode).toBe(200);
    const drill = (name: string) => ({
      id: 'drillOnest',
      type: 'QB',
      drill: name,
      isCustom: true,
      jerseyNumber: '11',
      stTime: NOW_MS,
    });
    await refused(`combine/event/${liveId}`, drill('Ladder\u0000'), /drill: no control characters/);
    await refused(`combine/event/${liveId}`, drill('\uDC00Ladder'), /drill: no broken characters/);
    const speed = (fields: Record<string, unknown>) => ({
      speedAlerts: [{ nid: 'p1', target: 20, active: true, ...fields }],
    });
    await refused(
      `customevents/${TEAM}`,
      speed({ type: 'target\u0007' }),
      /speedAlerts\.0\.type: no control characters/,
    );
    await refused(
      `customevents/${TEAM}`,
      speed({ _id: 'a\uD800' }),
      /speedAlerts\.0\._id: no broken characters/,
    );
    expect((await post(`combine/event/${liveId}`, drill('Ladder'))).statusCode).toBe(200);
    expect((await post(`customevents/${TEAM}`, speed({ _id: 'a1' }))).statusCode).toBe(200);
  });
});
