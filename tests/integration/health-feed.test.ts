/**
 * The venue health feed (issue 21 item 5; 03 §2 Health, §7 venue_proxy) over HTTP
 * (app.inject), on SQLite and on a real PostgreSQL: a location engine posts per-second
 * receiver counts, D packets and tags through `ingest/{siteId}/health`; venue_proxy answers
 * the Summary, the sensors (a receiver that drops out ages and is flagged, and is fresh again
 * once it comes back), the Packet Graph, the tags and the D packets from them. Bad batches
 * are refused with the reason and store nothing; rows older than the kept day go; the
 * schedule names a live practice's receivers that went silent (the Monitor's wall).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, createVenueKey, type Dataaccess, type Store } from '../../dataaccess';
import { createVenueHealth, type HeardTag } from '../../simulator';
import { makePractice } from '../support/practices';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'health-feed';
const T0 = Date.UTC(2026, 10, 26, 15, 0, 0);
const S = 1000;

interface Answer<T> {
  status: number;
  body: { results: T[]; code: number; status: string };
}

interface Sensor {
  id: string;
  location: string;
  last_time: number;
  age: number;
  t_total: number;
  n_total: number;
  stale: boolean;
}

interface Summary {
  tcount: number;
  dcount: number;
  pcount: number;
  ncount: number;
  totalcount: number;
  tpercent: number;
  dpercent: number;
  ppercent: number;
  npercent: number;
}

describe.each(backends)('venue health feed on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let clock = T0;
  const run = randomUUID().slice(0, 8);
  const site = `hf-${run}`;
  const other = `hf-${run}-b`;
  // Distinct per run: PostgreSQL runs share a scratch database.
  const ip = `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}.7`;
  const otherIp = `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}.8`;

  // Each venue's engine posts with its own key; everything else goes as the gateway does.
  const keys = new Map<string, string>();
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const venue = /^ingest\/([^/]+)\/health$/.exec(url)?.[1];
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers:
        venue === undefined
          ? { 'x-service-token': TOKEN }
          : { 'x-venue-key': keys.get(venue) ?? keys.get(site) ?? '' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() } as Answer<T>;
  };
  const proxy = <T>(api: string, extra = '') =>
    call<T>('GET', `venue_proxy?ip=${ip}&api=${api}${extra}`);
  const counts = async () => {
    const rows = await store.db
      .selectFrom('sensor_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', 'in', [site, other])
      .executeTakeFirstOrThrow();
    return rows.n;
  };
  /** 22 players and 2 balls on the field, last heard at `atMs`. */
  const onField = (atMs: number): HeardTag[] => [
    ...Array.from({ length: 22 }, (_, k) => ({
      entityId: `p${k}`,
      kind: 'player' as const,
      lastSeenMs: atMs,
    })),
    { entityId: 'ball-1', kind: 'ball', lastSeenMs: atMs },
    { entityId: 'ball-2', kind: 'ball', lastSeenMs: atMs },
  ];
  /** A second's reports of sensors S1..S3 (without `skip`). */
  const second = (atMs: number, skip?: string) =>
    ['S1', 'S2', 'S3']
      .map((sensorId, k) => ({
        sensorId,
        location: { x: k * 10, y: -5 },
        atMs,
        t: 10 + k,
        d: 1,
        p: 2,
        n: 3 + k,
      }))
      .filter((s) => s.sensorId !== skip);

  beforeAll(async () => {
    store = await backend.open();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => clock });
    await store.db
      .insertInto('venues')
      .values([
        {
          site_id: site,
          site_name: 'Health Field',
          type: 'practice',
          team_id: '3700',
          league: 'nfl',
        },
        {
          site_id: other,
          site_name: 'Other Field',
          type: 'practice',
          team_id: '3700',
          league: 'nfl',
        },
      ])
      .execute();
    for (const venue of [site, other])
      keys.set(venue, (await createVenueKey(store.db, venue, 'health feed', T0)).key);
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('names the venue by its host ip once the engine reports', async () => {
    expect((await proxy('summary')).status).toBe(404);
    const first = await call('POST', `ingest/${site}/health`, {
      hostIp: ip,
      sensors: second(T0 - 10 * 60 * S),
    });
    expect(first.status, first.body.status).toBe(200);
    expect(first.body.results).toEqual([{ sensors: 3, dpackets: 0, tags: 0 }]);
    const venues = await call<{ siteId: string; hostIp: string | null }>('GET', 'venues');
    expect(venues.body.results.find((v) => v.siteId === site)?.hostIp).toBe(ip);
    expect(venues.body.results.find((v) => v.siteId === other)?.hostIp).toBeNull();
  });

  it('refuses bad batches with the reason and stores nothing of them', async () => {
    const before = await counts();
    const refusals: [unknown, number, RegExp][] = [
      [{ sensors: [{ ...second(T0)[0], atMs: T0 + 500 }] }, 400, /whole second/],
      [{ sensors: [...second(T0), second(T0)[0]] }, 400, /appears twice/],
      [{ sensors: [{ ...second(T0)[0], t: -1 }] }, 400, /sensors\.0\.t/],
      [{ sensors: [{ ...second(T0)[0], sensorId: '' }] }, 400, /sensorId/],
      [{ sensors: second(T0 - 25 * 3600 * S) }, 400, /older than the 24 h kept/],
      [{ sensors: second(T0 + 5 * 60 * S) }, 400, /ahead of the clock/],
      [{ hostIp: 'not-an-ip', sensors: second(T0) }, 400, /hostIp/],
      [
        { sensors: second(T0), tags: [{ entityId: 'x', kind: 'robot', lastSeenMs: T0 }] },
        400,
        /kind/,
      ],
      [
        {
          sensors: second(T0),
          dpackets: [
            { id: 'd1', entityId: 'x', level: 'info', atMs: T0, type: 'battery' },
            { id: 'd1', entityId: 'x', level: 'info', atMs: T0, type: 'battery' },
          ],
        },
        400,
        /packet appears twice/,
      ],
      [{ hostIp: ip, sensors: second(T0) }, 409, /host of venue/],
    ];
    for (const [body, status, reason] of refusals) {
      const target = status === 409 ? other : site;
      const answer = await call('POST', `ingest/${target}/health`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(answer.body.status).toMatch(reason);
    }
    // A venue's key reports its own venue only (decision 0028).
    const unknown = await call('POST', `ingest/hf-${run}-nowhere/health`, { sensors: second(T0) });
    expect(unknown.status).toBe(403);
    expect(await counts()).toBe(before);
    const venues = await call<{ siteId: string; hostIp: string | null }>('GET', 'venues');
    expect(venues.body.results.find((v) => v.siteId === other)?.hostIp).toBeNull();
  });

  it('answers the summary, sensors, graph, tags and packets; a dropped sensor ages and recovers', async () => {
    // One minute of three receivers, S2 silent over its last 20 seconds.
    const sensors = [];
    for (let at = T0 - 60 * S; at < T0; at += S) {
      sensors.push(...second(at, at >= T0 - 20 * S ? 'S2' : undefined));
    }
    const fed = await call('POST', `ingest/${site}/health`, {
      hostIp: ip,
      sensors,
      dpackets: [
        { id: 'd-1', entityId: 'ball-3', level: 'warn', atMs: T0 - 30 * S, type: 'battery' },
        { id: 'd-2', entityId: 'P-12', level: 'info', atMs: T0 - 5 * S, type: 'firmware' },
      ],
      tags: [
        { entityId: 'P-12', kind: 'player', lastSeenMs: T0 - S },
        { entityId: 'ball-3', kind: 'ball', lastSeenMs: T0 - 2 * S },
        { entityId: 'tag-77', kind: 'unknown', lastSeenMs: T0 - 40 * S },
      ],
    });
    expect(fed.status, fed.body.status).toBe(200);

    const window = `&time=${T0}&start=${T0 - 60 * S}&stop=${T0}&live=false`;
    const summary = (await proxy<Summary>('summary', window)).body.results[0];
    // S1: 60 s of t10 d1 p2 n3; S3: 60 s of t12 d1 p2 n5; S2: 40 s of t11 d1 p2 n4.
    const t = 60 * 10 + 60 * 12 + 40 * 11;
    const d = 160;
    const p = 320;
    const n = 60 * 3 + 60 * 5 + 40 * 4;
    const total = t + d + p + n;
    expect(summary).toEqual({
      tcount: t,
      dcount: d,
      pcount: p,
      ncount: n,
      totalcount: total,
      tpercent: Math.round((t / total) * 10000) / 100,
      dpercent: Math.round((d / total) * 10000) / 100,
      ppercent: Math.round((p / total) * 10000) / 100,
      npercent: Math.round((n / total) * 10000) / 100,
    });

    const sensorsAt = async (time: number) =>
      (await proxy<Sensor>('sensors', `&time=${time}&live=false`)).body.results;
    let rows = await sensorsAt(T0);
    expect(rows.map((r) => [r.id, r.location, r.age, r.stale])).toEqual([
      ['S1', '(0.0, -5.0)', 1, false],
      ['S2', '(10.0, -5.0)', 21, true],
      ['S3', '(20.0, -5.0)', 1, false],
    ]);
    // The default window is the 5 minutes before `time`.
    expect(rows.map((r) => [r.t_total, r.n_total])).toEqual([
      [600, 180],
      [440, 160],
      [720, 300],
    ]);
    // At an earlier fixed time S2 was still reporting.
    rows = await sensorsAt(T0 - 25 * S);
    expect(rows.find((r) => r.id === 'S2')?.stale).toBe(false);

    // S2 comes back: fresh again, its age small.
    clock = T0 + 2 * S;
    expect((await call('POST', `ingest/${site}/health`, { sensors: second(T0) })).status).toBe(200);
    rows = await sensorsAt(T0 + 2 * S);
    expect(rows.map((r) => [r.id, r.age, r.stale])).toEqual([
      ['S1', 2, false],
      ['S2', 2, false],
      ['S3', 2, false],
    ]);
    // A late resend of an older second replaces that second only: S1 keeps its newest place.
    const resent = await call('POST', `ingest/${site}/health`, {
      sensors: [{ ...second(T0 - 30 * S)[0], location: 'Old pole', t: 99 }],
    });
    expect(resent.status, resent.body.status).toBe(200);
    rows = await sensorsAt(T0 + 2 * S);
    expect(rows.map((r) => [r.id, r.location, r.age])).toEqual([
      ['S1', '(0.0, -5.0)', 2],
      ['S2', '(10.0, -5.0)', 2],
      ['S3', '(20.0, -5.0)', 2],
    ]);
    expect(rows[0]?.t_total).toBe(600 - 10 + 99 + 10);
    // Live reads use the server's clock when no time is given.
    const live = await proxy<Sensor>('sensors');
    expect(live.body.results.map((r) => r.age)).toEqual([2, 2, 2]);

    const plot = (
      await proxy<{ time: number; locate_value: number; non_locate_value: number }>(
        'plot',
        `&start=${T0 - 20 * S}&stop=${T0}&live=false&time=${T0}`,
      )
    ).body.results;
    expect(plot).toHaveLength(20);
    // S2 is silent over the last 20 seconds: only S1 and S3 count.
    expect(plot[0]).toEqual({ time: (T0 - 20 * S) / 1000, locate_value: 22, non_locate_value: 8 });
    expect(plot.at(-1)).toEqual({ time: T0 / 1000 - 1, locate_value: 22, non_locate_value: 8 });
    // Before the drop all three receivers add up.
    const early = (
      await proxy<{ locate_value: number }>(
        'plot',
        `&start=${T0 - 60 * S}&stop=${T0 - 59 * S}&live=false&time=${T0}`,
      )
    ).body.results;
    expect(early).toEqual([{ time: (T0 - 60 * S) / 1000, locate_value: 33, non_locate_value: 12 }]);
    // A long window is summed into at most 600 buckets.
    const day = (
      await proxy<{ time: number }>(
        'plot',
        `&start=${T0 - 3600 * S}&stop=${T0}&live=false&time=${T0}`,
      )
    ).body.results;
    expect(day).toHaveLength(600);
    expect((day[1]?.time ?? 0) - (day[0]?.time ?? 0)).toBe(6);

    const tags = (
      await proxy<{ entity_id: string; type: string; age: number }>(
        'taginfo',
        `&time=${T0}&live=false`,
      )
    ).body.results;
    expect(tags.map((r) => [r.entity_id, r.type, r.age])).toEqual([
      ['P-12', 'player', 1],
      ['ball-3', 'ball', 2],
      ['tag-77', 'unknown', 40],
    ]);
    const packets = (
      await proxy<{ id: string; entity: string; level: string; time: number; type: string }>(
        'dpackets',
        `&time=${T0}&live=false`,
      )
    ).body.results;
    expect(packets).toEqual([
      { id: 'd-2', entity: 'P-12', level: 'info', time: T0 - 5 * S, type: 'firmware' },
      { id: 'd-1', entity: 'ball-3', level: 'warn', time: T0 - 30 * S, type: 'battery' },
    ]);
  });

  it('refuses bad reads with the reason', async () => {
    const bad: [string, RegExp][] = [
      [`venue_proxy?ip=${ip}&api=bogus`, /api/],
      [`venue_proxy?api=summary`, /ip/],
      [`venue_proxy?ip=${ip}&api=summary&live=false`, /time: required when live=false/],
      [`venue_proxy?ip=${ip}&api=summary&start=${T0}&stop=${T0 - 1}`, /stop: must be after start/],
      [`venue_proxy?ip=${ip}&api=plot&start=${T0 - 25 * 3600 * S}&stop=${T0}`, /at most 24 h/],
    ];
    for (const [url, reason] of bad) {
      const answer = await call('GET', url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.status).toMatch(reason);
    }
    expect((await call('GET', 'venue_proxy?ip=10.255.255.254&api=summary')).status).toBe(404);
  });

  it("names a live practice's receivers that went silent during it, for the Monitor's wall", async () => {
    const field = `hf-${run}-c`;
    const now = T0 + 3600 * S;
    clock = now;
    await store.db
      .insertInto('venues')
      .values({
        site_id: field,
        site_name: 'Wall Field',
        type: 'practice',
        team_id: '3700',
        league: 'nfl',
      })
      .execute();
    keys.set(field, (await createVenueKey(store.db, field, 'health feed', now)).key);
    const startMs = now - 5 * 60 * S;
    const live = await makePractice(store.db, {
      id: `hf-${run}-live`,
      name: 'Watched',
      teamId: '3700',
      startMs,
      createdMs: startMs - 60 * S,
      actor: 'coach@health.test',
      siteId: field,
      steps: [['practice.start', startMs]],
    });
    const later = await makePractice(store.db, {
      id: `hf-${run}-later`,
      name: 'Later',
      teamId: '3700',
      startMs: now + 3600 * S,
      createdMs: startMs,
      actor: 'coach@health.test',
      siteId: field,
    });
    const report = (sensorId: string, atMs: number) => ({
      sensorId,
      location: { x: 0, y: -5 },
      atMs,
      t: 10,
      d: 0,
      p: 0,
      n: 1,
    });
    const sensors = [report('R9', startMs - 10 * 60 * S)];
    for (let at = now - 120 * S; at < now; at += S) {
      sensors.push(report('R1', at), report('R3', at));
      if (at < now - 20 * S) sensors.push(report('R2', at));
    }
    sensors.push(report('R10', now - 30 * S));
    const fed = await call('POST', `ingest/${field}/health`, { sensors });
    expect(fed.status, fed.body.status).toBe(200);

    const range = `startTime=${now - 3600 * S}&endTime=${now + 2 * 3600 * S}&teamids=3700`;
    type Listed = { _id: string; silentReceivers?: string[] };
    const listed = async (extra: string) =>
      new Map(
        (await call<Listed>('GET', `scheduledevents?${range}${extra}`)).body.results.map((e) => [
          e._id,
          e.silentReceivers,
        ]),
      );
    // R2 stopped 20 s ago and R10 30 s ago; R9 was last heard before the practice began.
    const watched = await listed('&receivers=yes');
    expect(watched.get(live)).toEqual(['R2', 'R10']);
    expect(watched.has(later)).toBe(true);
    expect(watched.get(later)).toBeUndefined();
    // Other lists are answered as before.
    expect((await listed('')).get(live)).toBeUndefined();
  });

  it("feeds the simulator's venue and keeps only the last day", async () => {
    const venue = createVenueHealth({ seed: 21 });
    const start = T0 + 10 * S;
    clock = start + 3 * S;
    const reports = venue.reportsBetween(start, start + 3 * S, onField(start + 2 * S));
    const answer = await call('POST', `ingest/${other}/health`, { hostIp: otherIp, ...reports });
    expect(answer.status, answer.body.status).toBe(200);
    const rows = await call<Sensor>('GET', `venue_proxy?ip=${otherIp}&api=sensors`);
    expect(rows.body.results.map((r) => r.id).sort()).toEqual(
      [...new Set(reports.sensors.map((r) => r.sensorId))].sort(),
    );
    expect(rows.body.results.length).toBeGreaterThanOrEqual(venue.sensors.length - 1);
    // A day later the first reports are gone once the engine reports again.
    clock = start + 24 * 3600 * S + 5 * S;
    const later = venue.reportsBetween(clock - S, clock, onField(clock - S));
    expect((await call('POST', `ingest/${other}/health`, later)).status).toBe(200);
    const left = await store.db
      .selectFrom('sensor_reports')
      .select((eb) => eb.fn.min('at_ms').as('oldest'))
      .where('site_id', '=', other)
      .executeTakeFirstOrThrow();
    expect(left.oldest).toBe(clock - S);
  });
});
