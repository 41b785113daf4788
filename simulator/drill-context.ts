/**
 * What every drill planner gets: the period's sample range, the players, the flight log,
 * and a way to pick players by movement role.
 */
import type { MovementRole } from './profiles';
import type { FlightLog } from './throws';
import type { Actor } from './timeline';

/** One period being planned. */
export interface DrillContext extends FlightLog {
  readonly periodType: string;
  /** First sample index of the period. */
  readonly startIdx: number;
  /** First sample index after the period. */
  readonly endIdx: number;
  readonly actors: readonly Actor[];
}

/** Actors with one of the roles, in roster order. */
export function actorsOf(ctx: DrillContext, ...roles: MovementRole[]): Actor[] {
  return ctx.actors.filter((a) => roles.includes(a.profile.role));
}

/** Splits actors into `count` groups, dealing them out like cards. */
export function deal<T>(items: readonly T[], count: number): T[][] {
  const groups: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  items.forEach((item, i) => groups[i % groups.length]?.push(item));
  return groups;
}
