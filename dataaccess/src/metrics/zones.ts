/**
 * Speed zones (02 §3 Zones): a team setup and a setup relative to a player's own maximum.
 * Speeds are in miles per hour as coaches set them; the engine converts them once.
 */

/** One speed band, mph; `maxMph` may be Infinity for the top band. */
export interface SpeedBand {
  readonly minMph: number;
  readonly maxMph: number;
}

/** A zone setup: five bands, the hard-effort threshold and the "yards at X+ mph" threshold. */
export interface ZoneSetup {
  readonly walk: SpeedBand;
  readonly jog: SpeedBand;
  readonly run: SpeedBand;
  readonly sprint: SpeedBand;
  readonly maxSprint: SpeedBand;
  /** Distance above this speed is hard-effort distance (teamHardEffDist). */
  readonly hardEffortMph: number;
  /** Threshold of "Yards 10+" / "Time 10+": 10, or 12 for team 1050 (02 §9). */
  readonly yardsOfXPlusMph: number;
}

/** Yards per second in one mile per hour (1760 yd / 3600 s). */
export const YPS_PER_MPH = 1760 / 3600;

/** Converts yards per second to miles per hour. */
export const ypsToMph = (speedYps: number): number => speedYps / YPS_PER_MPH;

/** Converts miles per hour to yards per second. */
export const mphToYps = (speedMph: number): number => speedMph * YPS_PER_MPH;

/** The default team setup; bands touch so every speed falls in exactly one. */
export const DEFAULT_TEAM_ZONES: ZoneSetup = {
  walk: { minMph: 0, maxMph: 5 },
  jog: { minMph: 5, maxMph: 10 },
  run: { minMph: 10, maxMph: 15 },
  sprint: { minMph: 15, maxMph: 18 },
  maxSprint: { minMph: 18, maxMph: Infinity },
  hardEffortMph: 12,
  yardsOfXPlusMph: 10,
};

/** Team whose "Yards 10+" columns use 12 mph (02 §9). */
export const TEAM_WITH_12_PLUS = 1050;

/** The team setup for a team id: {@link DEFAULT_TEAM_ZONES}, with 12 mph X+ for team 1050. */
export function teamZones(teamId: number, base: ZoneSetup = DEFAULT_TEAM_ZONES): ZoneSetup {
  return teamId === TEAM_WITH_12_PLUS ? { ...base, yardsOfXPlusMph: 12 } : base;
}

/** Lower bounds of the relative bands, and the hard-effort speed, in percent of a max speed. */
export interface RelativePercents {
  readonly jog: number;
  readonly run: number;
  readonly sprint: number;
  readonly maxSprint: number;
  readonly hardEffort: number;
}

/** Default lower bounds of the relative bands, in percent of the player's max speed. */
export const DEFAULT_RELATIVE_PERCENTS: RelativePercents = {
  jog: 25,
  run: 50,
  sprint: 70,
  maxSprint: 90,
  hardEffort: 60,
};

/**
 * A relative setup from a player's own maximum (the rolling max, `rollinMax`): each band
 * starts at a percentage of it. The X+ threshold stays absolute.
 */
export function relativeZonesFromMax(
  maxSpeedMph: number,
  percents: RelativePercents = DEFAULT_RELATIVE_PERCENTS,
  yardsOfXPlusMph = DEFAULT_TEAM_ZONES.yardsOfXPlusMph,
): ZoneSetup {
  const at = (pct: number): number => (maxSpeedMph * pct) / 100;
  return {
    walk: { minMph: 0, maxMph: at(percents.jog) },
    jog: { minMph: at(percents.jog), maxMph: at(percents.run) },
    run: { minMph: at(percents.run), maxMph: at(percents.sprint) },
    sprint: { minMph: at(percents.sprint), maxMph: at(percents.maxSprint) },
    maxSprint: { minMph: at(percents.maxSprint), maxMph: Infinity },
    hardEffortMph: at(percents.hardEffort),
    yardsOfXPlusMph,
  };
}

/**
 * Lower bounds (yd/s) of jog, run, sprint and max sprint. A speed belongs to the highest
 * band whose lower bound it reaches, so zone distances always add up to the total even
 * when a setup leaves gaps or overlaps between bands.
 */
export function zoneLowerBoundsYps(zones: ZoneSetup): Float64Array {
  return Float64Array.of(
    mphToYps(zones.jog.minMph),
    mphToYps(zones.run.minMph),
    mphToYps(zones.sprint.minMph),
    mphToYps(zones.maxSprint.minMph),
  );
}

/** Zone names in band order, as used in metric keys (`walkYds`, `walkCount`, ...). */
export const ZONE_NAMES = ['walk', 'jog', 'run', 'sprint', 'maxSprint'] as const;
