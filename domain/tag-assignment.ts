/**
 * Tags drive ingest (03 §2 Entities, §3 Entity record and Tag): a location engine reports tags,
 * and the product counts each tag's positions for its wearer as the current assignments say.
 * The two rules of that, shared by dataaccess's ingest and the simulator that plays an engine:
 *
 * - who wears a tag: the entity that holds it active, linked to the roster by NFL id, or by
 *   jersey where the entity has no NFL id and one player of its team wears that number; a
 *   ball entity is a ball (`ball-{entityId}`). Anything else (a tag set not on a player, an
 *   official, a tag two entities claim) has no wearer, and its positions stay a raw tag's;
 * - one track from several tags: a player wears a pad set's left and right tags, which report
 *   at about the same instants; samples of different tags within half a sample interval are
 *   one sample at their mean position (the pads sit either side of the body, so their mean is
 *   its centre), and a sample no other tag matched is kept as it is.
 */
import { cleanJersey } from './entity-rules';
import { BALL_ENTITY_PREFIX, SAMPLE_INTERVAL_MS, type TrackColumns } from './tracking';

/** An entity as the link to its wearer reads it. */
export interface TagHolder {
  readonly entityId: string;
  readonly teamId: string;
  readonly type: string;
  readonly nflId: string;
  readonly jersey: string;
}

/** A rostered player as the link reads it. */
export interface RosterLink {
  readonly playerId: string;
  readonly teamId: string;
  readonly nflId: string | null;
  readonly jersey: string;
}

/** The tracked entity id of a ball entity. */
export const ballEntityIdOf = (entityId: string): string => `${BALL_ENTITY_PREFIX}-${entityId}`;

/** Finds an entity's roster player or ball, for many entities against one roster. */
export function wearerLinker(roster: readonly RosterLink[]): (holder: TagHolder) => string | null {
  const byNflId = new Map<string, string>();
  const byJersey = new Map<string, string[]>();
  for (const p of roster) {
    if (p.nflId !== null && p.nflId !== '') byNflId.set(`${p.teamId}\u0000${p.nflId}`, p.playerId);
    const jersey = cleanJersey(p.jersey);
    if (jersey === '') continue;
    const key = `${p.teamId}\u0000${jersey}`;
    byJersey.set(key, [...(byJersey.get(key) ?? []), p.playerId]);
  }
  return (holder) => {
    if (holder.type === 'ball') return ballEntityIdOf(holder.entityId);
    if (holder.type !== 'player') return null;
    if (holder.nflId !== '') return byNflId.get(`${holder.teamId}\u0000${holder.nflId}`) ?? null;
    const wearers = byJersey.get(`${holder.teamId}\u0000${cleanJersey(holder.jersey)}`) ?? [];
    return wearers.length === 1 ? (wearers[0] ?? null) : null;
  };
}

/** How close in time two tags' samples are to be one sample: half the sample interval. */
export const FUSE_WINDOW_MS = SAMPLE_INTERVAL_MS / 2;

/**
 * One entity's track from the tracks of the tags it wears (see the module comment). Each part
 * is in time order; the result is too, with each sample at the time of its earliest part.
 * Heights are kept only when every part has them.
 */
export function fuseTracks(entityId: string, parts: readonly TrackColumns[]): TrackColumns {
  const withHeight = parts.every((p) => p.zYd !== undefined);
  const order: [number, number][] = [];
  parts.forEach((p, k) => {
    for (let i = 0; i < p.atMs.length; i++) order.push([k, i]);
  });
  const timeOf = ([k, i]: [number, number]): number => parts[k]?.atMs[i] ?? 0;
  order.sort((a, b) => timeOf(a) - timeOf(b) || a[0] - b[0]);
  const at: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const zs: number[] = [];
  let j = 0;
  while (j < order.length) {
    const first = order[j] ?? [0, 0];
    const start = timeOf(first);
    const members = new Set<number>();
    let x = 0;
    let y = 0;
    let z = 0;
    // Gather one sample of each tag inside the window; a tag's second sample starts the next.
    while (j < order.length) {
      const sample = order[j] ?? [0, 0];
      const [k, i] = sample;
      if (timeOf(sample) - start > FUSE_WINDOW_MS || members.has(k)) break;
      const part = parts[k];
      members.add(k);
      x += part?.xYd[i] ?? 0;
      y += part?.yYd[i] ?? 0;
      z += part?.zYd?.[i] ?? 0;
      j++;
    }
    at.push(start);
    xs.push(x / members.size);
    ys.push(y / members.size);
    zs.push(z / members.size);
  }
  const fused = {
    entityId,
    atMs: Float64Array.from(at),
    xYd: Float32Array.from(xs),
    yYd: Float32Array.from(ys),
  };
  return withHeight ? { ...fused, zYd: Float32Array.from(zs) } : fused;
}
