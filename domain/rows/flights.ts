/**
 * One ball flight as the metrics engine finds it (02 §3 Ball metrics, 01 §3.7): what the
 * ball-flight stage keeps, what the live engine finds, and what the ball metrics page and its
 * exports read (each adding who threw it and when in the session).
 */
import { z } from 'zod';
import { FLIGHT_TYPES, SPEED_ZONES } from '../options';

/** A speed zone of ball flights. */
export type SpeedZone = (typeof SPEED_ZONES)[number];

export const ballFlightRow = z.object({
  /** Pass, Kick, Punt or Long Snap (01 §3.4). */
  flightType: z.enum(FLIGHT_TYPES),
  /** Release and arrival (catch, landing, or the end of the data), epoch ms. */
  startTimeMS: z.number(),
  endTimeMS: z.number(),
  flightDurationSec: z.number(),
  /** Speed just after release, mph; 3-D where the feed has the ball's height. */
  initialAirSpeedMPH: z.number(),
  maxAirSpeedMPH: z.number(),
  /** Spin, only where the feed carries a ball sensor's; null otherwise ('-' on screens). */
  initialRotationRPM: z.number().nullable(),
  maxRotationRPM: z.number().nullable(),
  /** Highest point above the ground, feet; null where it cannot be told. */
  peakHeightFt: z.number().nullable(),
  /** Whether the peak is the feed's own height or derived from the flight time under gravity. */
  peakHeightFrom: z.enum(['feed', 'gravity']).nullable(),
  /** Straight line over the ground from release to arrival, yards. */
  groundDistanceYds: z.number(),
  /** Straight line from release to arrival in the air (3-D where height is known), yards. */
  airDistInYards: z.number(),
  /** Entity key of the player who released it, if one was near the ball. */
  launcherKey: z.string().nullable(),
  /** True when the track ended during the flight (duration and distance are partial). */
  endedByData: z.boolean(),
  /** The play it was in, where the session has plays (games); null otherwise. */
  playId: z.string().nullable(),
});
export type BallFlightRow = z.output<typeof ballFlightRow>;

/**
 * The speed zone of a flight (02 §3 Speed-zone group, 01 §3.4 Speed Zone 1 to 4), by its
 * initial air speed: below 40 mph (a snap, a soft touch pass), 40 to 50 (most passes), 50
 * to 60 (a hard pass, a kick), 60 and over (a punt, a long kick). The ball metrics page and
 * the ball-flight CSV both use this one rule.
 */
export const SPEED_ZONE_FLOORS_MPH = [0, 40, 50, 60] as const;

/** The speed zone of an initial air speed (mph); a missing or negative speed is zone 1. */
export function speedZoneOf(initialAirSpeedMPH: number): SpeedZone {
  let zone = 0;
  SPEED_ZONE_FLOORS_MPH.forEach((floor, i) => {
    if (initialAirSpeedMPH >= floor) zone = i;
  });
  return SPEED_ZONES[zone] ?? SPEED_ZONES[0];
}

/**
 * One flight of a session as the ball metrics page lists it (02 §2 Ball metrics page, §3):
 * the engine's flight, who threw it, when in the session, and its speed zone.
 */
export const sessionFlightRow = ballFlightRow.extend({
  /** Unique within the session: the ball's entity key and the release time. */
  id: z.string(),
  /** The ball's entity key. */
  ballId: z.string(),
  /** The player who released it (a QB, K, P or LS of the session's teams). */
  playerId: z.string(),
  name: z.string(),
  jersey: z.string(),
  position: z.string(),
  teamId: z.string(),
  /** The period (practice drill or game play) the release falls in; null between periods. */
  periodIndex: z.number().int().nullable(),
  periodName: z.string().nullable(),
  /** A game's quarter (1 to 4, 5 overtime); null for a practice or a period without one. */
  quarter: z.number().int().nullable(),
  /** Released during a game's play or a practice's period. */
  inPlay: z.boolean(),
  speedZone: z.enum(SPEED_ZONES),
});
export type SessionFlightRow = z.output<typeof sessionFlightRow>;
