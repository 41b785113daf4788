/**
 * A team's speed zones (02 §3 Zones, 03 §3 Customers: 'Edit Team Zones', 'Edit Relative
 * Zones', 'Edit Max Speed Target by Position', 'Edit Position Group Zones'), which the metrics
 * engine uses for the team's sessions processed after they are saved. Speeds in mph.
 */
import { z } from 'zod';
import { POSITION_GROUP_LIST } from '../positions';
import { plainText } from '../text';

/** The fastest speed a zone bound or target may name, mph (no one runs faster). */
export const ZONE_MAX_MPH = 30;

/** The five bands of a zone setup, slowest first. */
export const ZONE_BANDS = ['walk', 'jog', 'run', 'sprint', 'maxSprint'] as const;
export type ZoneBand = (typeof ZONE_BANDS)[number];

/** The relative bounds, in percent of a player's max speed, in the order they must rise. */
export const RELATIVE_BOUNDS = ['jog', 'run', 'sprint', 'maxSprint'] as const;

const mph = z.number().min(0, 'zero or more mph').max(ZONE_MAX_MPH, `at most ${ZONE_MAX_MPH} mph`);
const band = z.object({ min: mph, max: mph });
const percent = z.number().gt(0, 'above 0 %').max(100, 'at most 100 %');

/**
 * A zone setup (teamZoneSetup): walk, jog, run, sprint and maxSprint with min and max (the top
 * band has no max), teamHardEffDist (distance above it is hard effort) and yardsOfXPlus (the
 * "Yards X+" threshold). Bands touch: walk starts at 0, each starts where the one below ends.
 */
export const zoneSetupBody = z
  .object({
    walk: band,
    jog: band,
    run: band,
    sprint: band,
    maxSprint: z.object({ min: mph, max: z.null() }),
    teamHardEffDist: mph,
    yardsOfXPlus: mph,
  })
  .superRefine((s, ctx) => {
    if (s.walk.min !== 0)
      ctx.addIssue({ code: 'custom', path: ['walk', 'min'], message: 'walk starts at 0 mph' });
    ZONE_BANDS.forEach((name, i) => {
      const b = s[name];
      if (b.max !== null && b.max <= b.min)
        ctx.addIssue({ code: 'custom', path: [name, 'max'], message: `above ${name}'s min` });
      const below = i > 0 ? s[ZONE_BANDS[i - 1] as ZoneBand] : undefined;
      if (below !== undefined && below.max !== b.min)
        ctx.addIssue({
          code: 'custom',
          path: [name, 'min'],
          message: `${name} starts where ${ZONE_BANDS[i - 1]} ends (${below.max} mph)`,
        });
    });
  });
export type ZoneSetupBody = z.output<typeof zoneSetupBody>;

/** relativeZoneSetup: where jog, run, sprint and maxSprint start, and hard effort, in % of max. */
export const relativeZonesBody = z
  .object({ jog: percent, run: percent, sprint: percent, maxSprint: percent, hardEffort: percent })
  .superRefine((r, ctx) => {
    RELATIVE_BOUNDS.slice(1).forEach((name, i) => {
      const below = RELATIVE_BOUNDS[i] as (typeof RELATIVE_BOUNDS)[number];
      if (r[name] <= r[below])
        ctx.addIssue({ code: 'custom', path: [name], message: `above ${below} (${r[below]} %)` });
    });
  });
export type RelativeZonesBody = z.output<typeof relativeZonesBody>;

/** The position a speed target is for ('WR', 'OLB', a lacrosse 'A'). */
const positionCode = plainText(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{1,6}$/, '1 to 6 letters'),
);

/** Max Speed Target by Position: mph by position; a player's own target comes first. */
export const speedTargetsBody = z
  .record(
    positionCode,
    mph.refine((v) => v > 0, 'above 0 mph'),
  )
  .refine((m) => Object.keys(m).length <= 60, 'at most 60 positions');

/** Position Group Zones: a group's own setup, used for its players instead of the team's. */
export const positionGroupZonesBody = z.partialRecord(z.enum(POSITION_GROUP_LIST), zoneSetupBody);

/**
 * The engine's defaults (dataaccess/src/metrics/zones.ts) as the zones calls carry them: what
 * a team that never saved any reads.
 */
export const DEFAULT_ZONES_BODY = {
  teamZones: {
    walk: { min: 0, max: 5 },
    jog: { min: 5, max: 10 },
    run: { min: 10, max: 15 },
    sprint: { min: 15, max: 18 },
    maxSprint: { min: 18, max: null },
    teamHardEffDist: 12,
    yardsOfXPlus: 10,
  },
  relativeZones: { jog: 25, run: 50, sprint: 70, maxSprint: 90, hardEffort: 60 },
  speedTargets: {},
  positionGroupZones: {},
} as const;

/** PUT customers/{teamId}/zones: the four setups, replaced together. */
export const teamZonesBody = z
  .object({
    teamZones: zoneSetupBody,
    relativeZones: relativeZonesBody,
    speedTargets: speedTargetsBody,
    positionGroupZones: positionGroupZonesBody,
  })
  .meta({ examples: [DEFAULT_ZONES_BODY] });
export type TeamZonesBody = z.output<typeof teamZonesBody>;
