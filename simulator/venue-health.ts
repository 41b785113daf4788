/**
 * A venue's receivers (sensors) as a UWB-style location engine reports them each second: the
 * Health screen's feed (issue 21 item 5; 03 §2 Health). Receivers stand around the field's
 * perimeter; their packet counts come from the tags actually on the field (players blink
 * faster than nothing, balls faster than players), with noise; one seeded receiver drops out
 * for a while every few minutes and comes back. Packet kinds as in docs/ingest-and-import.md:
 * T located blinks, D diagnostic packets, P keepalive pings, N blinks heard but not located.
 *
 * Deterministic from the seed and the instants passed in: every number is a hash of (seed,
 * receiver or tag, second), so any window gives the same reports however it is cut, and no
 * clock or Math.random is read.
 */
import { FIELD_LENGTH_YD, FIELD_WIDTH_YD } from '../domain';
import { hash32, sampleNoise } from './random';

/** What a tag is, as the engine knows it. */
export type HeardTagKind = 'player' | 'ball' | 'unknown';

/** A tag heard on the field: what it is and its newest sample. */
export interface HeardTag {
  readonly entityId: string;
  readonly kind: HeardTagKind;
  readonly lastSeenMs: number;
}

/** A receiver of the venue. */
export interface VenueSensor {
  readonly sensorId: string;
  /** Where it stands, yards in field coordinates (outside the lines). */
  readonly location: { readonly x: number; readonly y: number };
  /** The share of the field's blinks it hears. */
  readonly hearRatio: number;
}

/** One receiver's counts over one second, as `ingest/{siteId}/health` takes them. */
export interface SimSensorReport {
  readonly sensorId: string;
  readonly location: { readonly x: number; readonly y: number };
  readonly atMs: number;
  readonly t: number;
  readonly d: number;
  readonly p: number;
  readonly n: number;
}

/** A diagnostic packet a tag sent. */
export interface SimDPacket {
  readonly id: string;
  readonly entityId: string;
  readonly level: 'info' | 'warn';
  readonly atMs: number;
  readonly type: 'battery' | 'temperature' | 'firmware';
}

/** A window of the venue's health: the body of one health ingest. */
export interface VenueHealthReports {
  readonly sensors: SimSensorReport[];
  readonly dpackets: SimDPacket[];
  readonly tags: HeardTag[];
}

/** Options of a venue. */
export interface VenueHealthOptions {
  readonly seed: number;
  /** Receivers around the field (12 to 16 make a real venue); default 14. */
  readonly sensorCount?: number;
  /** How often the seeded receiver drops out, and for how long; default 10 min and 90 s. */
  readonly dropout?: { readonly everyMs: number; readonly forMs: number };
}

/** A simulated venue. */
export interface VenueHealth {
  readonly sensors: readonly VenueSensor[];
  /** The receiver that drops out. */
  readonly droppingSensor: string;
  /** Whether a receiver is silent over the second starting at `atMs`. */
  silentAt(sensorId: string, atMs: number): boolean;
  /** The reports of every whole second in [fromMs, toMs), given the tags on the field then. */
  reportsBetween(fromMs: number, toMs: number, onField: readonly HeardTag[]): VenueHealthReports;
}

/** Blinks a second: UWB player tags blink at 10 Hz, ball tags at 25 Hz, idle spares at 1 Hz. */
const BLINK_HZ: Readonly<Record<HeardTagKind, number>> = { player: 10, ball: 25, unknown: 1 };

/** Each tag sends a diagnostic packet this often (seconds), at a phase of its own. */
const DIAGNOSTIC_EVERY_S = 30;

/** How far outside the lines the receivers stand, yards. */
const SETBACK_YD = 6;

/** Spare tags lying in the equipment area: heard but no player's or ball's. */
const SPARE_TAGS = 2;

/** A 32-bit hash of a text (FNV-1a). */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Uniform in [0, 1) for (seed, a, b). */
const unit = (seed: number, a: number, b: number): number => hash32(seed, a, b) / 0x1_0000_0000;

/** Receivers evenly around the perimeter: a share on each sideline, the rest on the end lines. */
function placeSensors(seed: number, count: number): VenueSensor[] {
  const perSide = Math.max(1, Math.floor(count * 0.36));
  const perEnd = Math.max(1, Math.floor((count - 2 * perSide) / 2));
  const spots: { x: number; y: number }[] = [];
  for (let k = 0; k < perSide; k++) {
    spots.push({ x: (FIELD_LENGTH_YD * (k + 0.5)) / perSide, y: -SETBACK_YD });
  }
  for (let k = 0; k < count - 2 * perSide - perEnd; k++) {
    spots.push({ x: FIELD_LENGTH_YD + SETBACK_YD, y: (FIELD_WIDTH_YD * (k + 1)) / (perEnd + 1) });
  }
  for (let k = perSide - 1; k >= 0; k--) {
    spots.push({ x: (FIELD_LENGTH_YD * (k + 0.5)) / perSide, y: FIELD_WIDTH_YD + SETBACK_YD });
  }
  for (let k = perEnd - 1; k >= 0; k--) {
    spots.push({ x: -SETBACK_YD, y: (FIELD_WIDTH_YD * (k + 1)) / (perEnd + 1) });
  }
  return spots.map((spot, k) => ({
    sensorId: `R${String(k + 1).padStart(2, '0')}`,
    location: { x: Math.round(spot.x * 10) / 10, y: Math.round(spot.y * 10) / 10 },
    // End-line receivers are farther from most play and hear a little less.
    hearRatio:
      (spot.x < 0 || spot.x > FIELD_LENGTH_YD ? 0.78 : 0.88) + 0.08 * unit(seed, 101, k) - 0.04,
  }));
}

/** Creates a venue from a seed. */
export function createVenueHealth(options: VenueHealthOptions): VenueHealth {
  const { seed } = options;
  const count = Math.min(32, Math.max(4, options.sensorCount ?? 14));
  const sensors = placeSensors(seed, count);
  const dropout = options.dropout ?? { everyMs: 10 * 60_000, forMs: 90_000 };
  const dropping = sensors[hash32(seed, 7, 7) % sensors.length] ?? sensors[0];
  if (dropping === undefined) throw new Error('a venue has receivers');
  const everyS = Math.max(1, Math.round(dropout.everyMs / 1000));
  const forS = Math.min(everyS - 1, Math.round(dropout.forMs / 1000));
  const phaseS = hash32(seed, 8, 8) % everyS;
  const spares: string[] = Array.from(
    { length: SPARE_TAGS },
    (_, k) => `tag-${(hash32(seed, 9, k) % 9000) + 1000}`,
  );

  const silentAt = (sensorId: string, atMs: number): boolean => {
    if (sensorId !== dropping.sensorId) return false;
    const second = Math.floor(atMs / 1000);
    return (((second + phaseS) % everyS) + everyS) % everyS < forS;
  };

  const diagnosticsAt = (second: number, tags: readonly HeardTag[]): SimDPacket[] =>
    tags
      .filter((tag) => (textHash(tag.entityId) + second) % DIAGNOSTIC_EVERY_S === 0)
      .map((tag) => {
        const types = ['battery', 'temperature', 'firmware'] as const;
        const type = types[Math.floor(second / DIAGNOSTIC_EVERY_S) % types.length] ?? 'battery';
        // One tag in ten runs on a low battery and says so.
        const low = hash32(seed, textHash(tag.entityId), 3) % 10 === 0;
        return {
          id: `${tag.entityId}-${second}`,
          entityId: tag.entityId,
          level: type === 'battery' && low ? 'warn' : 'info',
          atMs: second * 1000,
          type,
        };
      });

  return {
    sensors,
    droppingSensor: dropping.sensorId,
    silentAt,
    reportsBetween(fromMs, toMs, onField) {
      const lastSecondMs = Math.ceil(toMs / 1000) * 1000 - 1000;
      const spareTags: HeardTag[] = spares.map((entityId) => ({
        entityId,
        kind: 'unknown',
        lastSeenMs: Math.max(fromMs, lastSecondMs),
      }));
      const tags = [...onField, ...spareTags];
      const blinks = tags.reduce((sum, tag) => sum + BLINK_HZ[tag.kind], 0);
      const out: VenueHealthReports = { sensors: [], dpackets: [], tags: [] };
      for (let at = Math.ceil(fromMs / 1000) * 1000; at < toMs; at += 1000) {
        const second = at / 1000;
        const packets = diagnosticsAt(second, tags);
        out.dpackets.push(...packets);
        // The venue locates most blinks; the rate wanders a little from second to second.
        const locate = Math.min(0.98, Math.max(0.8, 0.92 + 0.02 * sampleNoise(seed, 0, second, 0)));
        sensors.forEach((sensor, k) => {
          if (silentAt(sensor.sensorId, at)) return;
          const heard = Math.max(
            0,
            blinks * sensor.hearRatio * (1 + 0.04 * sampleNoise(seed, k + 1, second, 1)),
          );
          const d = packets.filter(
            (_, j) => unit(seed, (k + 1) * 1000 + j, second) < sensor.hearRatio,
          ).length;
          out.sensors.push({
            sensorId: sensor.sensorId,
            location: sensor.location,
            atMs: at,
            t: Math.round(heard * locate),
            d,
            // One keepalive a second; now and then a retry.
            p: unit(seed, k + 1, second * 2 + 1) < 0.05 ? 2 : 1,
            // Unlocated blinks, and the radio noise floor even over an empty field.
            n: Math.round(heard * (1 - locate)) + Math.floor(3 * unit(seed, k + 1, second * 2)),
          });
        });
      }
      out.tags.push(...tags);
      return out;
    },
  };
}
