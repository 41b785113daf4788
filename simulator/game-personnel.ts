/**
 * Who is on the field for a play of a simulated game: eleven of the offense and eleven of the
 * defense, by the units real teams send out (base offense and defense, the kicking units),
 * starters most snaps with backups rotating in.
 */
import { movementRole, type MovementRole } from './profiles';
import type { Rng } from './random';
import type { SimPlayer } from './types';

/** The units a team sends out. */
export type SimUnit = 'offense' | 'defense' | 'kick' | 'kick return' | 'field goal' | 'fg block';

/** Eleven places by movement role; places a squad cannot fill go to any player left. */
const UNITS: Readonly<Record<SimUnit, readonly MovementRole[]>> = {
  offense: ['QB', 'RB', 'TE', 'WR', 'WR', 'WR', 'OL', 'OL', 'OL', 'OL', 'OL'],
  defense: ['DL', 'DL', 'DL', 'DL', 'LB', 'LB', 'LB', 'DB', 'DB', 'DB', 'DB'],
  kick: ['K', 'LS', 'P', 'LB', 'LB', 'LB', 'DB', 'DB', 'DB', 'TE', 'WR'],
  'kick return': ['RB', 'WR', 'DB', 'DB', 'DB', 'LB', 'LB', 'LB', 'TE', 'TE', 'DL'],
  'field goal': ['K', 'LS', 'P', 'OL', 'OL', 'OL', 'OL', 'OL', 'TE', 'TE', 'DL'],
  'fg block': ['DL', 'DL', 'DL', 'DL', 'DL', 'LB', 'LB', 'LB', 'DB', 'DB', 'DB'],
};

/** Share of snaps a starter plays; the rest go to the next player of the role. */
const STARTER_SHARE = 0.85;

/** A squad's players by movement role, in roster order (the first ones start). */
export type Depth = ReadonlyMap<MovementRole, readonly SimPlayer[]>;

/** Groups a squad by movement role. */
export function depthOf(players: readonly SimPlayer[]): Depth {
  const depth = new Map<MovementRole, SimPlayer[]>();
  for (const p of players) {
    const role = movementRole(p.position);
    depth.set(role, [...(depth.get(role) ?? []), p]);
  }
  return depth;
}

/** The ids of the eleven a squad sends out as `unit` (fewer only when the squad is smaller). */
export function unitOnField(depth: Depth, unit: SimUnit, rng: Rng): string[] {
  const chosen = new Set<string>();
  const nth = new Map<MovementRole, number>();
  const open: number[] = [];
  UNITS[unit].forEach((role, place) => {
    const pool = depth.get(role) ?? [];
    const i = nth.get(role) ?? 0;
    nth.set(role, i + 1);
    const starter = pool[i];
    const backup = pool[i + UNITS[unit].filter((r) => r === role).length];
    const player = backup !== undefined && !rng.chance(STARTER_SHARE) ? backup : starter;
    if (player === undefined || chosen.has(player.id)) open.push(place);
    else chosen.add(player.id);
  });
  const rest = [...depth.values()].flat().filter((p) => !chosen.has(p.id));
  for (const p of rest.slice(0, open.length)) chosen.add(p.id);
  return [...chosen];
}
