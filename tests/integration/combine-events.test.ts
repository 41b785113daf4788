/**
 * The Combine Logger's calls (03 §4 Combine drill, §5 Combine times, §7 Combine event) over
 * HTTP (app.inject), on SQLite and on a real PostgreSQL: a live practice whose players have
 * simulated positions; two drills timed at once, jerseys matched to the roster (one digit with
 * a leading 0, WR as WO) or left unmatched; ending the practice refused while one runs; each
 * ended drill's time, distance and top speed equal to fullpractice over the same window;
 * numbers provisional until the drill's positions have arrived; review, time edits with the
 * 03 §5 messages, delete, edits after the practice and finalising.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG_END_ALL_EVENTS_FIRST,
  MSG_EVENT_END_BEFORE_START,
  MSG_EVENT_END_IN_FUTURE,
  MSG_EVENT_START_AFTER_END,
  MSG_EVENT_START_IN_FUTURE,
} from '../../domain';
import {
  buildDataaccess,
  createPractice,
  readStream,
  storeBatch,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { insertTeams } from '../../scripts/demo/seed';
import { createPracticeSimulation } from '../../simulator';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'combine-events';
const TEAM = '3700';
const T0 = Date.UTC(2026, 10, 2, 15);
const S = 1000;

interface Numbers {
  timeSec: number;
  distanceYd: number;
  topSpeedMph: number | null;
  fromMs: number;
  toMs: number;
}

interface Drill {
  id: string;
  type: string;
  drill: string;
  jerseyNumber: string;
  stTime: number;
  endTime?: number;
  event_id: string;
  session_id?: number;
  entity_id: string | null;
  playerName: string | null;
  modified?: boolean;
  review?: boolean;
  deleted?: boolean;
  numbers: Numbers | null;
  numbersFinal: boolean;
}

interface Answer<T> {
  status: number;
  body: { results: T[]; code: number; status: string };
}

describe.each(backends)('combine events on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let clock = T0;
  const run = randomUUID().slice(0, 8);
  const id = (name: string) => `ce-${run}-${name}`;
  const qb = { id: id('qb'), jersey: '7', position: 'QB', name: 'Able Quarter' };
  const wr = { id: id('wr'), jersey: '11', position: 'WR', name: 'Baker Wide' };
  const cb = { id: id('cb'), jersey: '11', position: 'CB', name: 'Cole Corner' };
  const sim = createPracticeSimulation({
    seed: 7,
    players: [qb, wr, cb],
    periods: [{ name: 'Team', periodType: '11on11 Pass Specific', durationMs: 4 * 60 * S }],
    startMs: T0,
  });
  let practice = '';

  const call = async <T = Drill>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<Answer<T>> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'nfl.coach@dev.test' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const start = async (panel: 1 | 2, type: string, jersey: string, stTime: number) => {
    const answer = await call<string>('POST', `combine/event/${practice}`, {
      id: panel === 1 ? 'drillOnest' : 'drillTwost',
      type,
      drill: '40 Yard Dash',
      jerseyNumber: jersey,
      stTime,
    });
    expect(answer.status, answer.body.status).toBe(200);
    return (JSON.parse(answer.body.results[0] ?? '{}') as { event_id: string }).event_id;
  };
  const change = (eventId: string, body: object) =>
    call('PUT', `combine/event/${practice}/${eventId}`, body);
  const list = async () => (await call('GET', `combine/event/${practice}`)).body.results;
  const byId = async (eventId: string) => (await list()).find((d) => d.event_id === eventId);
  /** fullpractice's numbers of a player over [fromMs, toMs). */
  const fullPractice = async (playerId: string, fromMs: number, toMs: number) => {
    const answer = await call<{ players: { id: string; metrics: Record<string, number> }[] }>(
      'GET',
      `fullpractice/${practice}?fromMs=${fromMs}&toMs=${toMs}`,
    );
    const metrics = answer.body.results[0]?.players.find((p) => p.id === playerId)?.metrics;
    return {
      timeSec: metrics?.timeTrkd,
      distanceYd: metrics?.totalDis,
      topSpeedMph: metrics?.maxSpeedMPH,
      fromMs,
      toMs,
    };
  };

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    await store.db
      .insertInto('players')
      .values(
        [qb, wr, cb].map((p) => ({
          player_id: p.id,
          team_id: TEAM,
          name: p.name,
          jersey: p.jersey,
          position: p.position,
          status: 'ACT',
          nfl_id: null,
          esb_id: p === qb ? `esb-${run}` : null,
          gsis_id: null,
        })),
      )
      .execute();
    const created = await createPractice(
      store.db,
      {
        name: 'Combine Day',
        description: '',
        drills: [{ drillType: 'Combine' }, { drillType: 'Team' }],
        extraData: {},
        intensity: 'Low',
        league: 'nfl',
        profileName: '',
        rooftype: 'Outdoor',
        siteId: -1,
        siteName: '',
        start: T0,
        teamId: TEAM,
        type: 'practice',
      },
      'nfl.coach@dev.test',
      T0 - 60 * S,
      id('practice'),
    );
    practice = created._id;
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => clock });
    // Started as the manage page starts it (with its dataset), at T0.
    expect((await call('POST', `manage/${practice}/startpractice`)).status).toBe(200);
    // Two minutes of positions arrived so far.
    await storeBatch(store.db, practice, sim.samplesBetween(T0, T0 + 120 * S));
  }, 120_000);

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('times two drills at once; ending the practice is refused while one runs', async () => {
    clock = T0 + 60 * S;
    const one = await start(1, 'QB', '7', T0 + 10 * S);
    const two = await start(2, 'WO', '11', T0 + 12 * S);
    const drills = await list();
    expect(drills.map((d) => [d.id, d.jerseyNumber, d.entity_id, d.playerName])).toEqual([
      ['drillOnest', 'QB07', qb.id, qb.name],
      ['drillTwost', 'WO11', wr.id, wr.name],
    ]);
    expect(drills[0]).toMatchObject({
      event_id: one,
      esbid: `esb-${run}`,
      session_id: 1,
      numbers: null,
    });
    // One drill per panel at a time.
    const busy = await call('POST', `combine/event/${practice}`, {
      id: 'drillOnest',
      type: 'QB',
      drill: '3 Step Drop',
      jerseyNumber: '7',
      stTime: clock,
    });
    expect(busy.status).toBe(409);
    // Both ways of ending the practice say what to do, and nothing changes.
    for (const url of [`manage/${practice}/endpractice`, `dataset/${practice}/stoppractice`]) {
      const refused = await call('POST', url);
      expect(refused.status).toBe(409);
      expect(refused.body.status).toBe(MSG_END_ALL_EVENTS_FIRST);
    }
    const schedule = await call<{ status: string; combineEvents: unknown[] }>(
      'GET',
      `schedule/${practice}`,
    );
    expect(schedule.body.results[0]).toMatchObject({
      status: 'live',
      combineEvents: [
        { id: 'drillOnest', event_id: one },
        { id: 'drillTwost', event_id: two },
      ],
    });

    // Ending: each drill's numbers are fullpractice's for its player over the drill.
    const endedOne = await change(one, { ...drills[0], id: 'drillOneend', endTime: T0 + 40 * S });
    expect(endedOne.status, endedOne.body.status).toBe(200);
    const first = endedOne.body.results[0];
    expect(first).toMatchObject({ id: 'drillOneend', endTime: T0 + 40 * S, numbersFinal: true });
    expect(first?.numbers).toEqual(await fullPractice(qb.id, T0 + 10 * S, T0 + 40 * S));
    expect(first?.numbers?.distanceYd).toBeGreaterThan(0);
    expect(first?.numbers?.timeSec).toBeCloseTo(30, 0);
    // The practice still has a drill running.
    expect((await call('POST', `manage/${practice}/endpractice`)).body.status).toBe(
      MSG_END_ALL_EVENTS_FIRST,
    );
    const endedTwo = await change(two, { id: 'drillTwoend', endTime: T0 + 50 * S });
    expect(endedTwo.body.results[0]?.numbers).toEqual(
      await fullPractice(wr.id, T0 + 12 * S, T0 + 50 * S),
    );
    // An ended drill cannot run again.
    expect((await change(one, { id: 'drillOnest' })).status).toBe(409);
    expect((await call('GET', `combine/event/${practice}/finalize`)).status).toBe(200);
    const events = await readStream(store.db, `session-${practice}`);
    expect(events.map((e) => e.type).filter((t) => t.startsWith('combine.'))).toEqual([
      'combine.opened',
      'combine.opened',
      'combine.closed',
      'combine.closed',
    ]);
  });

  it('keeps an unmatched jersey (a yellow row) and refuses a drill of another group', async () => {
    clock = T0 + 70 * S;
    // 11 is a WR and a CB: no QB wears it, and Common cannot tell the two apart.
    const qb11 = await start(1, 'QB', '11', T0 + 61 * S);
    const common11 = await start(2, 'Common', '11', T0 + 62 * S);
    const drills = await list();
    for (const eventId of [qb11, common11]) {
      expect(drills.find((d) => d.event_id === eventId)).toMatchObject({
        entity_id: null,
        playerName: null,
      });
    }
    expect(drills.find((d) => d.event_id === common11)?.jerseyNumber).toBe('11');
    const ended = await change(qb11, { id: 'drillOneend', endTime: T0 + 65 * S });
    expect(ended.body.results[0]).toMatchObject({ id: 'drillOneend', numbers: null });
    await change(common11, { id: 'drillTwoend', endTime: T0 + 66 * S });
    const wrong = await call('POST', `combine/event/${practice}`, {
      id: 'drillOnest',
      type: 'QB',
      drill: 'Slant Route',
      jerseyNumber: '7',
      stTime: clock,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.status).toMatch(/body\.drill: 'Slant Route' is not a drill of QB/);
    const custom = await call<string>('POST', `combine/event/${practice}`, {
      id: 'drillOnest',
      type: 'QB',
      drill: 'Slant Route',
      isCustom: true,
      jerseyNumber: '7',
      stTime: clock + 60 * S,
    });
    expect(custom.status).toBe(400);
    expect(custom.body.status).toBe(MSG_EVENT_START_IN_FUTURE);
  });

  it('keeps numbers provisional until the drill’s positions have arrived', async () => {
    clock = T0 + 125 * S;
    const late = await start(1, 'QB', '7', T0 + 100 * S);
    // Positions are stored to T0 + 120 s: the end at T0 + 125 s is not covered yet.
    const ended = await change(late, { id: 'drillOneend', endTime: T0 + 125 * S });
    expect(ended.body.results[0]?.numbersFinal).toBe(false);
    const before = ended.body.results[0]?.numbers;
    await storeBatch(store.db, practice, sim.samplesBetween(T0 + 120 * S, T0 + 180 * S));
    clock = T0 + 130 * S;
    const after = await byId(late);
    expect(after?.numbersFinal).toBe(true);
    expect(after?.numbers).toEqual(await fullPractice(qb.id, T0 + 100 * S, T0 + 125 * S));
    expect(after?.numbers?.timeSec).toBeGreaterThan(before?.timeSec ?? Infinity);
  });

  it('reviews, edits times with the 03 §5 messages, and deletes', async () => {
    clock = T0 + 180 * S;
    const [drill] = await list();
    if (drill === undefined) throw new Error('no drill');
    const eventId = drill.event_id;
    const reviewed = await change(eventId, { ...drill, review: true });
    expect(reviewed.body.results[0]).toMatchObject({ review: true, numbersFinal: true });
    expect(reviewed.body.results[0]?.modified).toBeUndefined();
    for (const [body, message] of [
      [{ stTime: T0 + 45 * S }, MSG_EVENT_START_AFTER_END],
      [{ stTime: clock + S, endTime: clock + 2 * S }, MSG_EVENT_START_IN_FUTURE],
      [{ endTime: T0 + 5 * S }, MSG_EVENT_END_BEFORE_START],
      [{ endTime: clock + S }, MSG_EVENT_END_IN_FUTURE],
    ] as const) {
      const refused = await change(eventId, body);
      expect(refused.status).toBe(400);
      expect(refused.body.status).toBe(message);
    }
    const edited = await change(eventId, { stTime: T0 + 15 * S, endTime: T0 + 45 * S });
    expect(edited.body.results[0]).toMatchObject({ modified: true, review: true });
    expect(edited.body.results[0]?.numbers).toEqual(
      await fullPractice(qb.id, T0 + 15 * S, T0 + 45 * S),
    );
    // A running drill cannot be edited or deleted; the id cannot go back to st.
    expect((await change(eventId, { id: 'drillOnest' })).status).toBe(409);
    const deleted = await change(eventId, { deleted: true });
    expect(deleted.body.results[0]?.deleted).toBe(true);
    expect((await list()).map((d) => d.event_id)).not.toContain(eventId);
    expect((await change(eventId, { review: false })).status).toBe(409);
    expect((await change('no-such-event', { review: true })).status).toBe(404);
    const log = await readStream(store.db, `combine-${practice}`);
    expect(log.map((e) => e.type)).toEqual([
      'combine.finalized',
      'combine.reviewed',
      'combine.edited',
      'combine.deleted',
    ]);
  });

  it('ends the practice once every drill ended; edits stay possible, new drills do not', async () => {
    clock = T0 + 190 * S;
    const running = await start(2, 'WO', '11', T0 + 185 * S);
    expect((await call('GET', `combine/event/${practice}/finalize`)).body.status).toBe(
      MSG_END_ALL_EVENTS_FIRST,
    );
    await change(running, { id: 'drillTwoend', endTime: T0 + 190 * S });
    const stopped = await call<{ status: string }>('POST', `manage/${practice}/endpractice`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.results[0]?.status).toBe('complete');
    clock = T0 + 200 * S;
    const late = await call('POST', `combine/event/${practice}`, {
      id: 'drillOnest',
      type: 'QB',
      drill: '40 Yard Dash',
      jerseyNumber: '7',
      stTime: clock,
    });
    expect(late.status).toBe(409);
    const edited = await change(running, { endTime: T0 + 189 * S });
    expect(edited.status).toBe(200);
    expect(edited.body.results[0]).toMatchObject({ modified: true, numbersFinal: true });
    const finalized = await call('GET', `combine/event/${practice}/finalize`);
    expect(finalized.status).toBe(200);
    const wrDrills = finalized.body.results.filter((d) => d.entity_id === wr.id);
    for (const d of wrDrills) {
      expect(d.numbers).toEqual(await fullPractice(wr.id, d.stTime, d.endTime ?? 0));
    }
    expect(wrDrills.length).toBe(2);
  });

  it('answers 404 for an unknown practice and 400 for a game or a bad body', async () => {
    expect((await call('GET', `combine/event/${id('nope')}`)).status).toBe(404);
    const bad = await call('POST', `combine/event/${practice}`, { id: 'drillThreest' });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toMatch(/^body\.id: drillOnest or drillTwost/);
    const jersey = await call('POST', `combine/event/${practice}`, {
      id: 'drillOnest',
      type: 'QB',
      drill: '40 Yard Dash',
      jerseyNumber: '1234',
      stTime: clock,
    });
    expect(jersey.status).toBe(400);
    expect(jersey.body.status).toMatch(/jerseyNumber/);
  });
});
