import { describe, expect, it } from 'vitest';
import {
  REPLICA_CODES,
  REPLICA_ORDER,
  canReplicaFollow,
  filterActiveRetrack,
  nextReplicaStatus,
  replicaDots,
  type ReplicaEventType,
  type ReplicaStatus,
} from './replicaStatus';
import { replicaStatusMachine } from './replicaStatusMachine';
import { startActor } from './testActor';

describe('replicaDots (03 §4 table)', () => {
  it('gives the four dots of every code', () => {
    const C = 'complete';
    const P = 'inProgress';
    const _ = 'idle';
    expect(Object.fromEntries(REPLICA_CODES.map((code) => [code, replicaDots(code)]))).toEqual({
      I_I: [P, _, _, _],
      I_C: [C, _, _, _],
      R_I: [C, P, _, _],
      R_C: [C, C, _, _],
      B_I: [C, C, P, _],
      B_C: [C, C, C, _],
      F_I: [C, C, C, P],
      F_C: [C, C, C, C],
    });
    expect(replicaDots('none')).toEqual([_, _, _, _]);
  });
});

describe('Show Active Retrack', () => {
  it('keeps only R_I and B_I rows', () => {
    const rows = [...REPLICA_CODES, 'junk', null].map((status_replicaInfo) => ({
      status_replicaInfo,
    }));
    expect(filterActiveRetrack(rows).map((r) => r.status_replicaInfo)).toEqual(['R_I', 'B_I']);
  });
});

describe('replica order (decision 0004)', () => {
  it('runs the full order and refuses skipping stages', () => {
    expect(nextReplicaStatus('none', 'replica.launch')).toBe('I_I');
    expect(nextReplicaStatus('I_C', 'replica.ballRetrack')).toBeUndefined();
    expect(nextReplicaStatus('R_C', 'replica.finalize')).toBeUndefined();
    expect(canReplicaFollow('B_C', 'R_I')).toBe(true);
    expect(canReplicaFollow('I_I', 'R_I')).toBe(false);
  });

  it('launches a started practice that sits at I_I, and reruns stages after F_C', () => {
    expect(nextReplicaStatus('I_I', 'replica.launch')).toBe('I_I');
    expect(nextReplicaStatus('I_I', 'replica.retrack')).toBeUndefined();
    expect(nextReplicaStatus('F_C', 'replica.retrack')).toBe('R_I');
    expect(nextReplicaStatus('F_C', 'replica.ballRetrack')).toBe('B_I');
    expect(nextReplicaStatus('F_C', 'replica.finalize')).toBeUndefined();
    // An in-progress code goes on only by its completion, or by a retry of its failed stage.
    for (const code of ['R_I', 'B_I', 'F_I'] as const)
      expect(Object.keys(REPLICA_ORDER[code])).toEqual([
        code === 'R_I'
          ? 'replica.retracked'
          : code === 'B_I'
            ? 'replica.ballRetracked'
            : 'replica.finalized',
        'replica.retry',
      ]);
  });

  it('retries a failed stage at its in-progress code only, never moving the code', () => {
    for (const code of REPLICA_CODES)
      expect(nextReplicaStatus(code, 'replica.retry')).toBe(code.endsWith('_I') ? code : undefined);
    expect(nextReplicaStatus('none', 'replica.retry')).toBeUndefined();
  });

  it('the machine takes every allowed step from every status and nothing else', () => {
    const events = new Set(
      Object.values(REPLICA_ORDER).flatMap((steps) => Object.keys(steps)),
    ) as Set<ReplicaEventType>;
    for (const [from, steps] of Object.entries(REPLICA_ORDER) as [
      ReplicaStatus,
      Record<string, ReplicaStatus>,
    ][]) {
      for (const type of events) {
        const actor = startActor(replicaStatusMachine, { input: { status: from } });
        expect(actor.getSnapshot().value).toBe(from);
        actor.send({ type });
        expect(actor.getSnapshot().value).toBe(steps[type] ?? from);
      }
    }
  });
});
