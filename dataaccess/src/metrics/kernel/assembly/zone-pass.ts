/**
 * Speed zones over positions `[from, to)`: distance by zone, entries that last
 * zoneDwellSamples while moving, and hard-effort distance. One pass serves the team zones
 * and the relative zones; the slots name which block fields it reads and writes.
 */
import { zoneDwellSamples } from './generated/motion';
import { at, DIST, get, ON, set, V } from './memory';

/**
 * Runs the zone pass with lower bounds at `boundsSlot` (jog..maxSprint), hard-effort speed
 * at `hardSlot`, distances and counts at `ydSlot` and `countSlot`, hard-effort distance at
 * `hardYdSlot`, and the current zone and its dwell at `zoneSlot` and `dwellSlot`.
 */
export function speedZones(
  from: i32,
  to: i32,
  boundsSlot: i32,
  hardSlot: i32,
  ydSlot: i32,
  countSlot: i32,
  hardYdSlot: i32,
  zoneSlot: i32,
  dwellSlot: i32,
): void {
  const z0 = get(boundsSlot);
  const z1 = get(boundsSlot + 1);
  const z2 = get(boundsSlot + 2);
  const z3 = get(boundsSlot + 3);
  const hardYps = get(hardSlot);
  const dwellSamples = zoneDwellSamples;
  let hardYd = get(hardYdSlot);
  let zone = <i32>get(zoneSlot);
  let dwell = <i32>get(dwellSlot);
  for (let p = from; p < to; p++) {
    const speed = at(V, p);
    const dist = at(DIST, p);
    const z: i32 =
      at(ON, p) != 0
        ? (speed >= z0 ? 1 : 0) +
          (speed >= z1 ? 1 : 0) +
          (speed >= z2 ? 1 : 0) +
          (speed >= z3 ? 1 : 0)
        : -1;
    if (speed >= hardYps) hardYd += dist;
    dwell = z == zone ? dwell + 1 : 1;
    zone = z;
    if (z >= 0) {
      set(ydSlot + z, get(ydSlot + z) + dist);
      if (dwell == dwellSamples) set(countSlot + z, get(countSlot + z) + 1);
    }
  }
  set(hardYdSlot, hardYd);
  set(zoneSlot, zone);
  set(dwellSlot, dwell);
}
