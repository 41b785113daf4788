// Replica status codes I_I..F_C of Data Ops (01 §4, 03 §4): order, progress dots, filters.
// The allowed order is decision record docs/decisions/0004-replica-status-order.md.

/** The replica status codes in stage order. */
export const REPLICA_CODES = ['I_I', 'I_C', 'R_I', 'R_C', 'B_I', 'B_C', 'F_I', 'F_C'] as const;

/** A replica status code: stage letter (Instance, Retrack, Ball flight, Finalize) and I/C. */
export type ReplicaCode = (typeof REPLICA_CODES)[number];

/** A replica's status, `none` before any instance was launched. */
export type ReplicaStatus = ReplicaCode | 'none';

/**
 * Events that move a replica on: an action started (`launch` …), a stage completed, or a
 * failed stage retried (`retry`: the code stays where the failure left it).
 */
export type ReplicaEventType =
  | 'replica.launch'
  | 'replica.launched'
  | 'replica.retrack'
  | 'replica.retracked'
  | 'replica.ballRetrack'
  | 'replica.ballRetracked'
  | 'replica.finalize'
  | 'replica.finalized'
  | 'replica.retry';

/**
 * The allowed order: from each status, which event leads where. A retrack may be rerun after
 * any completed retrack stage, ball flights after ball flights, and a finalized replica may
 * be launched again for reprocessing or have a stage rerun. A started practice sits at I_I
 * until its processing is launched, so a launch is taken at I_I too (decision 0004; the
 * worker refuses it while the dataset's launch runs). A stage that failed stays at its
 * in-progress code and is taken up again there by a retry (decision 0018: the worker takes
 * it only when the stage's failure is recorded and no job of the dataset runs).
 */
export const REPLICA_ORDER: Readonly<
  Record<ReplicaStatus, Partial<Record<ReplicaEventType, ReplicaStatus>>>
> = {
  none: { 'replica.launch': 'I_I' },
  I_I: { 'replica.launch': 'I_I', 'replica.launched': 'I_C', 'replica.retry': 'I_I' },
  I_C: { 'replica.retrack': 'R_I' },
  R_I: { 'replica.retracked': 'R_C', 'replica.retry': 'R_I' },
  R_C: { 'replica.retrack': 'R_I', 'replica.ballRetrack': 'B_I' },
  B_I: { 'replica.ballRetracked': 'B_C', 'replica.retry': 'B_I' },
  B_C: { 'replica.retrack': 'R_I', 'replica.ballRetrack': 'B_I', 'replica.finalize': 'F_I' },
  F_I: { 'replica.finalized': 'F_C', 'replica.retry': 'F_I' },
  F_C: { 'replica.launch': 'I_I', 'replica.retrack': 'R_I', 'replica.ballRetrack': 'B_I' },
};

/** The status after `event`, or undefined when the order does not allow it. */
export function nextReplicaStatus(
  from: ReplicaStatus,
  event: ReplicaEventType,
): ReplicaStatus | undefined {
  return REPLICA_ORDER[from][event];
}

/** True when a replica may go from `from` to `to` in one step. */
export function canReplicaFollow(from: ReplicaStatus, to: ReplicaStatus): boolean {
  return Object.values(REPLICA_ORDER[from]).includes(to);
}

/** True for a known code; anything else a server sends reads as `none`. */
export function isReplicaCode(value: unknown): value is ReplicaCode {
  return (REPLICA_CODES as readonly unknown[]).includes(value);
}

/** One of the four progress dots. */
export type ReplicaDot = 'complete' | 'inProgress' | 'idle';

/** The four progress dots (launch, retrack, ball flight retrack, finalize) of a code (03 §4). */
export function replicaDots(code: ReplicaStatus): [ReplicaDot, ReplicaDot, ReplicaDot, ReplicaDot] {
  const dots: [ReplicaDot, ReplicaDot, ReplicaDot, ReplicaDot] = ['idle', 'idle', 'idle', 'idle'];
  if (code === 'none') return dots;
  const stage = Math.floor(REPLICA_CODES.indexOf(code) / 2);
  for (let i = 0; i < stage; i += 1) dots[i] = 'complete';
  dots[stage] = code.endsWith('_C') ? 'complete' : 'inProgress';
  return dots;
}

/** True for the codes 'Show Active Retrack' keeps: R_I and B_I (03 §4). */
export function isActiveRetrack(code: ReplicaStatus): boolean {
  return code === 'R_I' || code === 'B_I';
}

/** The rows 'Show Active Retrack' keeps. */
export function filterActiveRetrack<T extends { status_replicaInfo?: string | null }>(
  rows: readonly T[],
): T[] {
  return rows.filter((row) => {
    const code = row.status_replicaInfo;
    return isReplicaCode(code) && isActiveRetrack(code);
  });
}
