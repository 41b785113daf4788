/**
 * Logged practice events (03 §2 Log Plays panel and Event Logger; 03 §4 logging only for live
 * events) over HTTP (app.inject), on SQLite and on a real PostgreSQL: a batch logged on a live
 * practice is read back in time order and in the plays CSV; a batch sent again stores nothing
 * twice; a manage save with the version read before the logging still goes through; every
 * malformed field is a 400 that stores nothing; a practice that is not live refuses with 409;
 * and the custom event names saved through customevents leave the team's alerting as it was.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { customEventSettings, MAX_EVENTS_PER_BATCH } from '../../domain';
import { insertTeams } from '../../scripts/demo/seed';
import { seedSession } from '../support/past-sessions';
import { makePractice } from '../support/practices';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'practice-events';
const TEAM = '3700';
const COACH = 'nfl.coach@dev.test';
/** The server's clock: the practice went live at START_MS, it is now NOW_MS. */
const START_MS = Date.UTC(2026, 10, 20, 20, 0, 0);
const NOW_MS = START_MS + 30 * 60_000;

interface Logged {
  id: string;
  type: string;
  name: string;
  atMs: number;
  by: string;
}
interface Answer {
  results: Logged[];
  code: number;
  status: string;
}

describe.each(backends)('logged practice events on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const run = randomUUID().slice(0, 8);
  const ids = { live: '', planned: '', ended: '' };
  const eventId = (name: string) => `${run}-${name}`;

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    ifMatch?: number,
  ) => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: {
        'x-service-token': TOKEN,
        'x-user-email': COACH,
        ...(ifMatch === undefined ? {} : { 'if-match': String(ifMatch) }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const json = String(res.headers['content-type']).startsWith('application/json');
    return { status: res.statusCode, body: json ? res.json<Answer>() : null, raw: res };
  };
  const log = async (id: string) => (await call('GET', `practiceevents/${id}`)).body?.results ?? [];

  /** A practice of TEAM starting at START_MS, started and stopped a minute apart as asked. */
  const practice = (name: string, steps: ('practice.start' | 'practice.stop')[]) =>
    makePractice(store.db, {
      id: `pe-${run}-${name.toLowerCase()}`,
      name,
      teamId: TEAM,
      startMs: START_MS,
      createdMs: START_MS - 60_000,
      actor: COACH,
      steps: steps.map((type, i) => [type, START_MS + i * 60_000] as const),
    });

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    ids.live = await practice('Live', ['practice.start']);
    ids.planned = await practice('Planned', []);
    ids.ended = await practice('Ended', ['practice.start', 'practice.stop']);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  }, 120_000);

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  const at = (seconds: number) => START_MS + 60_000 + seconds * 1000;
  const batch = [
    { id: eventId('throw'), type: 'throw', atMs: at(4) },
    { id: eventId('snap'), type: 'snap', atMs: at(1) },
    { id: eventId('blitz'), type: 'custom1', name: 'Blitz', atMs: at(6) },
    { id: eventId('end'), type: 'endPlay', name: 'End Play', atMs: at(9) },
    { id: eventId('snap2'), type: 'snap', atMs: at(20) },
  ];

  it('reads nothing logged as no data', async () => {
    const empty = await call('GET', `practiceevents/${ids.live}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ results: [], code: -1 });
  });

  it('logs a batch on a live practice and reads it back in time order, with who logged it', async () => {
    const saved = await call('POST', `practiceevents/${ids.live}`, { events: batch });
    expect(saved.status).toBe(200);
    const expected = [
      { id: eventId('snap'), type: 'snap', name: 'Snap', atMs: at(1), by: COACH },
      { id: eventId('throw'), type: 'throw', name: 'Throw', atMs: at(4), by: COACH },
      { id: eventId('blitz'), type: 'custom1', name: 'Blitz', atMs: at(6), by: COACH },
      { id: eventId('end'), type: 'endPlay', name: 'End Play', atMs: at(9), by: COACH },
      { id: eventId('snap2'), type: 'snap', name: 'Snap', atMs: at(20), by: COACH },
    ];
    expect(saved.body?.results).toEqual(expected);
    expect(await log(ids.live)).toEqual(expected);
  });

  it('stores nothing twice when a batch is sent again, and adds what is new', async () => {
    const again = await call('POST', `practiceevents/${ids.live}`, {
      events: [...batch, { id: eventId('kick'), type: 'kick', atMs: at(22) }],
    });
    expect(again.status).toBe(200);
    const events = await log(ids.live);
    expect(events.map((e) => e.id)).toEqual(
      ['snap', 'throw', 'blitz', 'end', 'snap2', 'kick'].map(eventId),
    );
  });

  it("never moves the practice's version: a manage save made meanwhile goes through", async () => {
    const before = (await call('GET', `manage/${ids.live}`)).body?.results[0] as unknown as {
      version: number;
    };
    await call('POST', `practiceevents/${ids.live}`, {
      events: [{ id: eventId('rep'), type: 'rep', atMs: at(30) }],
    });
    const save = await call('PUT', `manage/${ids.live}`, { description: 'Logged' }, before.version);
    expect(save.status).toBe(200);
  });

  it('writes the plays CSV: a row per play, with its start, end and events', async () => {
    const res = (await call('GET', `reports/plays/${ids.live}?tzOffset=0`)).raw;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${ids.live}_plays.csv"`);
    expect(res.body.split('\r\n')).toEqual([
      'Play,Start,End,Duration (s),Event Count,Events',
      '1,11/20/2026 08:01:01PM,11/20/2026 08:01:09PM,8.0,4,Snap 08:01:01PM; Throw 08:01:04PM; Blitz 08:01:06PM; End Play 08:01:09PM',
      '2,11/20/2026 08:01:20PM,,,3,Snap 08:01:20PM; Kick 08:01:22PM; Rep 08:01:30PM',
      '',
    ]);
    const empty = (await call('GET', `reports/plays/${ids.planned}?tzOffset=0`)).raw;
    expect(empty.body).toBe('Play,Start,End,Duration (s),Event Count,Events\r\n');
    expect((await call('GET', `reports/plays/${ids.live}`)).status).toBe(400);
  });

  it('refuses every malformed field with a 400 that names it, and stores nothing', async () => {
    const before = await log(ids.live);
    const good = { id: eventId('x'), type: 'tackle', atMs: at(40) };
    const cases: [unknown, string][] = [
      [{}, 'body.events'],
      [{ events: [] }, 'body.events'],
      [{ events: [good], extra: 1 }, 'body'],
      [{ events: [{ ...good, type: 'fumble' }] }, 'body.events.0.type'],
      [{ events: [{ ...good, id: 'a b' }] }, 'body.events.0.id'],
      [{ events: [{ ...good, atMs: 'soon' }] }, 'body.events.0.atMs'],
      [{ events: [{ ...good, atMs: 1.5 }] }, 'body.events.0.atMs'],
      [{ events: [{ ...good, name: 'Sack' }] }, 'body.events.0.name'],
      [{ events: [{ ...good, type: 'custom2' }] }, 'body.events.0.name'],
      [{ events: [{ ...good, type: 'custom2', name: ' ' }] }, 'body.events.0.name'],
      [{ events: [{ ...good, type: 'custom2', name: 'x'.repeat(41) }] }, 'body.events.0.name'],
      [{ events: [{ ...good, colour: 'red' }] }, 'body.events.0'],
      [{ events: [good, good] }, 'body.events.1.id'],
      [
        { events: [good, { ...good, id: eventId('y'), atMs: NOW_MS + 10 * 60_000 }] },
        'body.events.1.atMs',
      ],
      [{ events: [{ ...good, atMs: START_MS - 10 * 60_000 }] }, 'body.events.0.atMs'],
      [
        {
          events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, (_, i) => ({
            ...good,
            id: `${run}-many-${i}`,
          })),
        },
        'body.events',
      ],
    ];
    for (const [body, names] of cases) {
      const res = await call('POST', `practiceevents/${ids.live}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body?.status).toContain(names);
    }
    expect(await log(ids.live)).toEqual(before);
  });

  it('refuses a practice that is not live with 409, a game with 400 and an unknown one with 404', async () => {
    const events = [{ id: eventId('late'), type: 'snap', atMs: at(50) }];
    for (const [id, words] of [
      [ids.planned, 'Planned is not started'],
      [ids.ended, 'Ended is complete'],
    ] as const) {
      const refused = await call('POST', `practiceevents/${id}`, { events });
      expect(refused.status).toBe(409);
      expect(refused.body?.status).toBe(
        `Plays can be logged only while the practice is live; ${words}.`,
      );
      expect(await log(id)).toEqual([]);
    }
    const game = `pe-${run}-game`;
    await seedSession(store.db, game, { teamId: TEAM, type: 'game', startTime: START_MS });
    const refusedGame = await call('POST', `practiceevents/${game}`, { events });
    expect(refusedGame.status).toBe(400);
    expect(refusedGame.body?.status).toContain('is a game, not a practice');
    // A game logs nothing, and reads so.
    expect((await call('GET', `practiceevents/${game}`)).body).toMatchObject({ code: -1 });
    const unknown = await call('POST', `practiceevents/pe-${run}-nope`, { events });
    expect(unknown.status).toBe(404);
    expect((await call('GET', `practiceevents/pe-${run}-nope`)).status).toBe(404);
  });

  it("saves the custom event names per team and keeps the team's alerting as it was", async () => {
    const alerting = await call('POST', `customevents/${TEAM}`, {
      headers: ['maxSpeedMPH'],
      alerts: { p1: [{ type: 'maxSpeedMPH', value: '18', active: true }] },
    });
    expect(alerting.status).toBe(200);
    const named = await call('POST', `customevents/${TEAM}`, {
      events: customEventSettings(['Blitz', '', 'Screen']),
    });
    expect(named.status).toBe(200);
    const read = (await call('GET', `customevents/${TEAM}`)).body?.results[0] as unknown as Record<
      string,
      unknown
    >;
    expect(read).toMatchObject({
      headers: ['maxSpeedMPH'],
      alerts: { p1: [{ type: 'maxSpeedMPH', value: '18', active: true }] },
      events: [
        { name: 'custom1', displayName: 'Blitz', num: 1 },
        { name: 'custom2', displayName: 'Custom Event 2', num: 2 },
        { name: 'custom3', displayName: 'Screen', num: 3 },
      ],
    });
  });
});
