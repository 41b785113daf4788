/**
 * One ball flight as the metrics engine finds it (02 §3 Ball metrics, 01 §3.7): what the
 * ball-flight stage keeps, what the live engine finds, and what the ball metrics page and its
 * exports read (each adding who threw it and when in the session).
 */
import { z } from 'zod';
import { FLIGHT_TYPES } from '../options';

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
