/**
 * Venue health (03 §2 Health, §7 venue_proxy): what a venue's location engine reports beside
 * positions, stored per receiver and second, and the answers the Health screen reads from it.
 *
 * Packet kinds (docs/ingest-and-import.md "Venue health"), as a UWB-style engine counts them
 * at each receiver (sensor):
 * - T: tag blinks the receiver heard that the engine located (a position came out of them);
 * - D: diagnostic packets (a tag's battery, temperature or firmware report, a sensor's own);
 * - P: ping / keepalive packets between the receiver and the engine;
 * - N: blinks the receiver heard that were not located (too few receivers, bad timing, noise).
 */
import { isIP } from 'node:net';
import { HEALTH_RETENTION_MS, type TagKind } from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';

/** A receiver silent this long (seconds) is flagged on the screen. */
export const SENSOR_STALE_S = 5;

/** The default window of a read: the last five minutes before its time. */
export const DEFAULT_WINDOW_MS = 5 * 60_000;

/** The most points a plot answers; longer windows sum seconds into buckets. */
export const MAX_PLOT_POINTS = 600;

/** How far ahead of the server's clock a report may be (engine clocks drift). */
const FUTURE_SLACK_MS = 60_000;

/** One receiver's counts over one second. */
export interface SensorReport {
  readonly sensorId: string;
  readonly location: { readonly x: number; readonly y: number } | string;
  /** The start of the second counted, epoch ms (a whole second). */
  readonly atMs: number;
  readonly t: number;
  readonly d: number;
  readonly p: number;
  readonly n: number;
}

/** A diagnostic packet the engine decoded. */
export interface DPacket {
  readonly id: string;
  readonly entityId: string;
  readonly level: string;
  readonly atMs: number;
  readonly type: string;
}

/** A tag the engine hears. */
export interface TagInfo {
  readonly entityId: string;
  readonly kind: TagKind;
  readonly lastSeenMs: number;
}

/** A batch of one venue's health reports. */
export interface HealthBatch {
  /** The engine's primary host ip; names the venue in venue_proxy calls. */
  readonly hostIp?: string | undefined;
  readonly sensors: readonly SensorReport[];
  readonly dpackets?: readonly DPacket[] | undefined;
  readonly tags?: readonly TagInfo[] | undefined;
}

/** How a location is stored and shown: a label as is, a point as "(x, y)" in yards. */
export function locationText(location: SensorReport['location']): string {
  return typeof location === 'string'
    ? location
    : `(${location.x.toFixed(1)}, ${location.y.toFixed(1)})`;
}

const refuse = (message: string): ApiError => new ApiError(400, message);

/**
 * Checks what the schema cannot: whole seconds, times inside the kept day, each sensor's
 * second and each packet once, the host ip. Throws a 400 naming the first problem.
 */
export function checkHealthBatch(batch: HealthBatch, now: number): void {
  if (batch.hostIp !== undefined && isIP(batch.hostIp) === 0) {
    throw refuse(`hostIp: '${batch.hostIp}' is no IPv4 or IPv6 address`);
  }
  const oldest = now - HEALTH_RETENTION_MS;
  const newest = now + FUTURE_SLACK_MS;
  const inRange = (where: string, atMs: number): void => {
    if (atMs < oldest) throw refuse(`${where}: ${atMs} is older than the 24 h kept`);
    if (atMs > newest) throw refuse(`${where}: ${atMs} is more than a minute ahead of the clock`);
  };
  const seconds = new Set<string>();
  batch.sensors.forEach((s, k) => {
    const where = `sensors[${k}] (${s.sensorId})`;
    if (s.atMs % 1000 !== 0) throw refuse(`${where}: atMs must be a whole second`);
    inRange(`${where}.atMs`, s.atMs);
    const key = `${s.sensorId}@${s.atMs}`;
    if (seconds.has(key)) throw refuse(`${where}: second ${s.atMs} appears twice`);
    seconds.add(key);
  });
  const packets = new Set<string>();
  (batch.dpackets ?? []).forEach((p, k) => {
    const where = `dpackets[${k}] (${p.id})`;
    inRange(`${where}.atMs`, p.atMs);
    if (packets.has(p.id)) throw refuse(`${where}: packet appears twice`);
    packets.add(p.id);
  });
  const tags = new Set<string>();
  (batch.tags ?? []).forEach((t, k) => {
    const where = `tags[${k}] (${t.entityId})`;
    inRange(`${where}.lastSeenMs`, t.lastSeenMs);
    if (tags.has(t.entityId)) throw refuse(`${where}: tag appears twice`);
    tags.add(t.entityId);
  });
}

const INSERT_ROWS = 400;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_ROWS) out.push(rows.slice(i, i + INSERT_ROWS));
  return out;
}

/**
 * Stores a checked batch of a venue in one transaction: a sensor's second or a packet sent
 * again replaces the first (an engine that retries after a lost answer stores it once), a
 * tag keeps its newest state, and rows older than the kept day go. Answers what was stored.
 */
export async function storeHealthBatch(
  db: Db,
  siteId: string,
  batch: HealthBatch,
  now: number,
): Promise<{ sensors: number; dpackets: number; tags: number }> {
  const venue = await db
    .selectFrom('venues')
    .select(['site_id', 'host_ip'])
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (venue === undefined) throw notFound(`venue ${siteId}`);
  await db.transaction().execute(async (trx) => {
    if (batch.hostIp !== undefined && batch.hostIp !== venue.host_ip) {
      const other = await trx
        .selectFrom('venues')
        .select('site_id')
        .where('host_ip', '=', batch.hostIp)
        .where('site_id', '<>', siteId)
        .executeTakeFirst();
      if (other !== undefined) {
        throw new ApiError(
          409,
          `hostIp ${batch.hostIp} is the host of venue ${other.site_id}; a host serves one venue`,
        );
      }
      await trx
        .updateTable('venues')
        .set({ host_ip: batch.hostIp })
        .where('site_id', '=', siteId)
        .execute();
    }
    for (const rows of chunks(batch.sensors)) {
      await trx
        .insertInto('sensor_reports')
        .values(
          rows.map((s) => ({
            site_id: siteId,
            sensor_id: s.sensorId,
            at_ms: s.atMs,
            location: locationText(s.location),
            t: s.t,
            d: s.d,
            p: s.p,
            n: s.n,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['site_id', 'sensor_id', 'at_ms']).doUpdateSet((eb) => ({
            location: eb.ref('excluded.location'),
            t: eb.ref('excluded.t'),
            d: eb.ref('excluded.d'),
            p: eb.ref('excluded.p'),
            n: eb.ref('excluded.n'),
          })),
        )
        .execute();
    }
    const newest = new Map<string, SensorReport>();
    for (const r of batch.sensors) {
      const seen = newest.get(r.sensorId);
      if (seen === undefined || r.atMs > seen.atMs) newest.set(r.sensorId, r);
    }
    for (const rows of chunks([...newest.values()])) {
      await trx
        .insertInto('venue_sensors')
        .values(
          rows.map((r) => ({
            site_id: siteId,
            sensor_id: r.sensorId,
            location: locationText(r.location),
            last_ms: r.atMs,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['site_id', 'sensor_id']).doUpdateSet((eb) => ({
            // A late resend of an older second keeps the newest location and time.
            location: eb
              .case()
              .when('excluded.last_ms', '>=', eb.ref('venue_sensors.last_ms'))
              .then(eb.ref('excluded.location'))
              .else(eb.ref('venue_sensors.location'))
              .end(),
            last_ms: eb
              .case()
              .when('excluded.last_ms', '>=', eb.ref('venue_sensors.last_ms'))
              .then(eb.ref('excluded.last_ms'))
              .else(eb.ref('venue_sensors.last_ms'))
              .end(),
          })),
        )
        .execute();
    }
    for (const rows of chunks(batch.dpackets ?? [])) {
      await trx
        .insertInto('venue_dpackets')
        .values(
          rows.map((p) => ({
            site_id: siteId,
            packet_id: p.id,
            entity_id: p.entityId,
            level: p.level,
            at_ms: p.atMs,
            type: p.type,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['site_id', 'packet_id']).doUpdateSet((eb) => ({
            entity_id: eb.ref('excluded.entity_id'),
            level: eb.ref('excluded.level'),
            at_ms: eb.ref('excluded.at_ms'),
            type: eb.ref('excluded.type'),
          })),
        )
        .execute();
    }
    for (const rows of chunks(batch.tags ?? [])) {
      await trx
        .insertInto('venue_tags')
        .values(
          rows.map((t) => ({
            site_id: siteId,
            entity_id: t.entityId,
            kind: t.kind,
            last_seen_ms: t.lastSeenMs,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['site_id', 'entity_id']).doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'),
            last_seen_ms: eb.ref('excluded.last_seen_ms'),
          })),
        )
        .execute();
    }
    const cutoff = now - HEALTH_RETENTION_MS;
    await trx
      .deleteFrom('sensor_reports')
      .where('site_id', '=', siteId)
      .where('at_ms', '<', cutoff)
      .execute();
    await trx
      .deleteFrom('venue_sensors')
      .where('site_id', '=', siteId)
      .where('last_ms', '<', cutoff)
      .execute();
    await trx
      .deleteFrom('venue_dpackets')
      .where('site_id', '=', siteId)
      .where('at_ms', '<', cutoff)
      .execute();
    await trx
      .deleteFrom('venue_tags')
      .where('site_id', '=', siteId)
      .where('last_seen_ms', '<', cutoff)
      .execute();
  });
  return {
    sensors: batch.sensors.length,
    dpackets: batch.dpackets?.length ?? 0,
    tags: batch.tags?.length ?? 0,
  };
}

/** The instant a read describes and its window [start, stop). */
export interface HealthWindow {
  readonly time: number;
  readonly start: number;
  readonly stop: number;
}

/** The venue whose engine has this host ip; 404 when none has. */
export async function venueOfHost(db: Db, ip: string): Promise<string> {
  const venue = await db
    .selectFrom('venues')
    .select('site_id')
    .where('host_ip', '=', ip)
    .executeTakeFirst();
  if (venue === undefined) throw notFound(`a venue with host ip ${ip}`);
  return venue.site_id;
}

/** A count as a percent of the total, to 2 decimals (0 of nothing is 0). */
export function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 10_000) / 100;
}

/** The Summary: T, D, P, N and their total over the window, with percents (03 §7 fields). */
export async function healthSummary(db: Db, siteId: string, w: HealthWindow) {
  const row = await db
    .selectFrom('sensor_reports')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('t'), eb.lit(0)).as('t'),
      eb.fn.coalesce(eb.fn.sum<number>('d'), eb.lit(0)).as('d'),
      eb.fn.coalesce(eb.fn.sum<number>('p'), eb.lit(0)).as('p'),
      eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'),
    ])
    .where('site_id', '=', siteId)
    .where('at_ms', '>=', w.start)
    .where('at_ms', '<', w.stop)
    .executeTakeFirstOrThrow();
  const [t, d, p, n] = [row.t, row.d, row.p, row.n].map(Number) as [number, number, number, number];
  const total = t + d + p + n;
  return {
    tcount: t,
    dcount: d,
    pcount: p,
    ncount: n,
    totalcount: total,
    tpercent: percentOf(t, total),
    dpercent: percentOf(d, total),
    ppercent: percentOf(p, total),
    npercent: percentOf(n, total),
  };
}

/**
 * The receivers of the venue: each one that reported in the kept day up to `time`, with its
 * newest location, its age (whole seconds since its last report began, at `time`) and its T
 * and N totals over the window. A receiver that stopped reporting keeps its row and its age
 * grows; `stale` flags it once it is {@link SENSOR_STALE_S} seconds silent.
 */
export async function healthSensors(db: Db, siteId: string, w: HealthWindow) {
  // Each receiver's last report at or before `time`: one index seek per receiver.
  const last = await db
    .selectFrom('venue_sensors as s')
    .select((eb) => [
      's.sensor_id',
      's.location',
      eb
        .selectFrom('sensor_reports as r')
        .select((r) => r.fn.max('r.at_ms').as('m'))
        .whereRef('r.site_id', '=', 's.site_id')
        .whereRef('r.sensor_id', '=', 's.sensor_id')
        .where('r.at_ms', '<=', w.time)
        .as('at_ms'),
    ])
    .where('s.site_id', '=', siteId)
    .execute();
  const totals = await db
    .selectFrom('sensor_reports')
    .select((eb) => ['sensor_id', eb.fn.sum<number>('t').as('t'), eb.fn.sum<number>('n').as('n')])
    .where('site_id', '=', siteId)
    .where('at_ms', '>=', w.start)
    .where('at_ms', '<', w.stop)
    .groupBy('sensor_id')
    .execute();
  const byId = new Map(totals.map((r) => [r.sensor_id, r]));
  return last
    .flatMap((r) => (r.at_ms === null ? [] : [{ ...r, at_ms: r.at_ms }]))
    .map((r) => {
      const age = Math.max(0, Math.floor((w.time - r.at_ms) / 1000));
      const sums = byId.get(r.sensor_id);
      return {
        id: r.sensor_id,
        location: r.location,
        last_time: r.at_ms,
        age,
        t_total: sums?.t ?? 0,
        n_total: sums?.n ?? 0,
        stale: age >= SENSOR_STALE_S,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/**
 * The receivers of a venue heard since `sinceMs` (a live session's start) that have been
 * silent {@link SENSOR_STALE_S} seconds or more at `nowMs`, by id: what the Monitor's wall
 * asks a person to look at. A receiver last heard before the session is not counted.
 */
export async function silentReceivers(
  db: Db,
  siteId: string,
  sinceMs: number,
  nowMs: number,
): Promise<string[]> {
  const sensors = await healthSensors(db, siteId, { time: nowMs, start: nowMs, stop: nowMs });
  return sensors.filter((s) => s.stale && s.last_time >= sinceMs).map((s) => s.id);
}

/**
 * The Packet Graph: T (located) and N (not located) packets of the whole venue per bucket over
 * the window, every bucket present (a silent second is a 0, so a drop shows). Buckets are one
 * second, or longer so that a long window answers at most {@link MAX_PLOT_POINTS} points.
 * `time` is the bucket's start in epoch seconds.
 */
export async function healthPlot(db: Db, siteId: string, w: HealthWindow) {
  const first = Math.floor(w.start / 1000);
  const spanS = Math.max(1, Math.ceil(w.stop / 1000) - first);
  const bucketS = Math.max(1, Math.ceil(spanS / MAX_PLOT_POINTS));
  const rows = await db
    .selectFrom('sensor_reports')
    .select((eb) => ['at_ms', eb.fn.sum<number>('t').as('t'), eb.fn.sum<number>('n').as('n')])
    .where('site_id', '=', siteId)
    .where('at_ms', '>=', w.start)
    .where('at_ms', '<', w.stop)
    .groupBy('at_ms')
    .execute();
  const count = Math.ceil(spanS / bucketS);
  const points = Array.from({ length: count }, (_, k) => ({
    time: first + k * bucketS,
    locate_value: 0,
    non_locate_value: 0,
  }));
  for (const r of rows) {
    const k = Math.floor((Math.floor(r.at_ms / 1000) - first) / bucketS);
    const point = points[k];
    if (point === undefined) continue;
    point.locate_value += r.t;
    point.non_locate_value += r.n;
  }
  return points;
}

/** The tags the venue hears: id, kind, when last heard and how long ago at `time`. */
export async function healthTags(db: Db, siteId: string, w: HealthWindow) {
  const rows = await db
    .selectFrom('venue_tags')
    .selectAll()
    .where('site_id', '=', siteId)
    .execute();
  // Sorted here: the stores' collations order mixed case differently.
  rows.sort((a, b) => (a.entity_id < b.entity_id ? -1 : a.entity_id > b.entity_id ? 1 : 0));
  return rows.map((r) => ({
    entity_id: r.entity_id,
    type: r.kind,
    last_time: r.last_seen_ms,
    age: Math.max(0, Math.floor((w.time - r.last_seen_ms) / 1000)),
  }));
}

/** The most D packets a read answers (the newest). */
export const MAX_DPACKETS = 1000;

/** The D packets of the window, newest first. */
export async function healthDPackets(db: Db, siteId: string, w: HealthWindow) {
  const rows = await db
    .selectFrom('venue_dpackets')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('at_ms', '>=', w.start)
    .where('at_ms', '<', w.stop)
    .orderBy('at_ms', 'desc')
    .orderBy('packet_id')
    .limit(MAX_DPACKETS)
    .execute();
  return rows.map((r) => ({
    id: r.packet_id,
    entity: r.entity_id,
    level: r.level,
    time: r.at_ms,
    type: r.type,
  }));
}
