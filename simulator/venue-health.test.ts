import { describe, expect, it } from 'vitest';
import { FIELD_LENGTH_YD, FIELD_WIDTH_YD } from '../domain';
import { createVenueHealth, type HeardTag } from './venue-health';

const T0 = Date.UTC(2026, 10, 26, 15);
const S = 1000;

const field = (players: number, balls: number, atMs: number): HeardTag[] => [
  ...Array.from({ length: players }, (_, k) => ({
    entityId: `p-${k}`,
    kind: 'player' as const,
    lastSeenMs: atMs,
  })),
  ...Array.from({ length: balls }, (_, k) => ({
    entityId: `ball-${k}`,
    kind: 'ball' as const,
    lastSeenMs: atMs,
  })),
];

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('simulated venue health', () => {
  it('stands 12 to 16 receivers around the outside of the field', () => {
    for (const sensorCount of [12, 14, 16]) {
      const venue = createVenueHealth({ seed: 3, sensorCount });
      expect(venue.sensors).toHaveLength(sensorCount);
      expect(new Set(venue.sensors.map((s) => s.sensorId)).size).toBe(sensorCount);
      for (const { location: l } of venue.sensors) {
        const outside = l.x < 0 || l.x > FIELD_LENGTH_YD || l.y < 0 || l.y > FIELD_WIDTH_YD;
        expect(outside, JSON.stringify(l)).toBe(true);
      }
      // Every side of the field has receivers.
      const locations = venue.sensors.map((s) => s.location);
      expect(locations.some((l) => l.x < 0)).toBe(true);
      expect(locations.some((l) => l.x > FIELD_LENGTH_YD)).toBe(true);
      expect(locations.some((l) => l.y < 0)).toBe(true);
      expect(locations.some((l) => l.y > FIELD_WIDTH_YD)).toBe(true);
    }
  });

  it('is the same from the same seed however the window is cut, and differs by seed', () => {
    const tags = field(20, 2, T0);
    const venue = createVenueHealth({ seed: 11 });
    const whole = venue.reportsBetween(T0, T0 + 10 * S, tags);
    const again = createVenueHealth({ seed: 11 });
    const parts = [0, 3, 7].map((from, k, all) =>
      again.reportsBetween(T0 + from * S, T0 + (all[k + 1] ?? 10) * S, tags),
    );
    expect(parts.flatMap((p) => p.sensors)).toEqual(whole.sensors);
    expect(parts.flatMap((p) => p.dpackets)).toEqual(whole.dpackets);
    const other = createVenueHealth({ seed: 12 }).reportsBetween(T0, T0 + 10 * S, tags);
    expect(other.sensors).not.toEqual(whole.sensors);
  });

  it('reports each receiver once a second, on whole seconds', () => {
    const venue = createVenueHealth({ seed: 5, dropout: { everyMs: 3600 * S, forMs: 1 } });
    const start = T0 + 400;
    const reports = venue.reportsBetween(start, start + 5 * S, field(11, 1, start));
    const seconds = [...new Set(reports.sensors.map((r) => r.atMs))];
    expect(seconds).toEqual([1, 2, 3, 4, 5].map((k) => T0 + k * S));
    const live = venue.sensors.filter((s) => !venue.silentAt(s.sensorId, T0 + S));
    expect(reports.sensors.filter((r) => r.atMs === T0 + S)).toHaveLength(live.length);
  });

  it('counts packets from the tags on the field, with a noise floor over an empty field', () => {
    const venue = createVenueHealth({ seed: 8 });
    const busy = venue.reportsBetween(T0, T0 + 60 * S, field(44, 3, T0));
    const light = venue.reportsBetween(T0, T0 + 60 * S, field(11, 1, T0));
    const empty = venue.reportsBetween(T0, T0 + 60 * S, []);
    const t = (r: typeof busy) => sum(r.sensors.map((s) => s.t));
    const n = (r: typeof busy) => sum(r.sensors.map((s) => s.n));
    expect(t(busy)).toBeGreaterThan(3 * t(light));
    // Most heard blinks are located: N is a small share of T on a busy field.
    expect(n(busy) / t(busy)).toBeGreaterThan(0.03);
    expect(n(busy) / t(busy)).toBeLessThan(0.2);
    // An empty field still has the two spare tags' blinks and the radio noise floor.
    for (const s of empty.sensors) {
      expect(s.t).toBeLessThanOrEqual(2);
      expect(s.n).toBeLessThanOrEqual(3);
    }
    expect(empty.tags.map((tag) => tag.kind)).toEqual(['unknown', 'unknown']);
    // A keepalive each second per receiver.
    for (const s of busy.sensors) expect([1, 2]).toContain(s.p);
  });

  it('sends each tag a diagnostic packet every 30 seconds, heard by most receivers', () => {
    const venue = createVenueHealth({ seed: 4 });
    const tags = field(10, 2, T0);
    const reports = venue.reportsBetween(T0, T0 + 90 * S, tags);
    const perTag = new Map<string, number>();
    for (const p of reports.dpackets) perTag.set(p.entityId, (perTag.get(p.entityId) ?? 0) + 1);
    for (const tag of reports.tags) expect(perTag.get(tag.entityId)).toBe(3);
    expect(new Set(reports.dpackets.map((p) => p.id)).size).toBe(reports.dpackets.length);
    const heard = sum(reports.sensors.map((s) => s.d));
    const possible = reports.dpackets.length * venue.sensors.length;
    expect(heard / possible).toBeGreaterThan(0.6);
    expect(heard / possible).toBeLessThan(1);
  });

  it('drops one receiver out for a while and brings it back', () => {
    const venue = createVenueHealth({ seed: 21, dropout: { everyMs: 600 * S, forMs: 90 * S } });
    const tags = field(22, 2, T0);
    const reports = venue.reportsBetween(T0, T0 + 1200 * S, tags);
    const heardAt = (sensorId: string) =>
      new Set(reports.sensors.filter((r) => r.sensorId === sensorId).map((r) => r.atMs));
    const dropping = heardAt(venue.droppingSensor);
    // Silent 90 s in every 10 min, in one stretch each time.
    expect(dropping.size).toBe(1200 - 180);
    let gaps = 0;
    for (let at = T0 + S; at < T0 + 1200 * S; at += S) {
      if (dropping.has(at - S) && !dropping.has(at)) gaps++;
    }
    expect(gaps).toBeGreaterThanOrEqual(1);
    expect(gaps).toBeLessThanOrEqual(2);
    for (const sensor of venue.sensors) {
      if (sensor.sensorId !== venue.droppingSensor)
        expect(heardAt(sensor.sensorId).size).toBe(1200);
    }
  });
});
