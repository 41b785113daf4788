/**
 * Where a live topic's stream stands and what a state message does to it: one rule for the
 * gateway's hub, the connection machine, the browser's store and `npm run watch`. A snapshot
 * replaces the state unless it is one the holder has already passed; a delta applies only on
 * top of the state right before it, so no one ever applies a delta without its base.
 */

/** A point in a topic's stream: the epoch (a new one after each restart) and the sequence in it. */
export interface StreamPosition {
  readonly epoch: number;
  readonly seq: number;
}

/** A position as a wire message carries it: protobuf leaves a zero field out. */
export interface WirePosition {
  readonly epoch?: number | null;
  readonly seq?: number | null;
}

/** The position a message carries (missing fields read as 0, as protobuf defaults them). */
export const positionOf = (position: WirePosition | null | undefined): StreamPosition => ({
  epoch: position?.epoch ?? 0,
  seq: position?.seq ?? 0,
});

/**
 * What a snapshot at `next` means to a holder at `held` (null: holding nothing): `apply`,
 * or `old` when it is of the same epoch and not past what is held.
 */
export function snapshotStep(held: StreamPosition | null, next: StreamPosition): 'apply' | 'old' {
  return held !== null && next.epoch === held.epoch && next.seq <= held.seq ? 'old' : 'apply';
}

/**
 * What a delta at `next` means to a holder at `held`: `apply` when it is the very next of the
 * same epoch, `old` when the holder already has it, `gap` when its base is not what is held
 * (another epoch, a skipped sequence, or nothing held): the holder needs a snapshot.
 */
export function deltaStep(
  held: StreamPosition | null,
  next: StreamPosition,
): 'apply' | 'old' | 'gap' {
  if (held === null || next.epoch !== held.epoch) return 'gap';
  if (next.seq <= held.seq) return 'old';
  return next.seq === held.seq + 1 ? 'apply' : 'gap';
}
