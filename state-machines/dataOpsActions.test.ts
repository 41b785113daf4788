import { describe, expect, it } from 'vitest';
import {
  ACTION_STAGE,
  decideAction,
  nextStage,
  STAGE_CODES,
  STAGES,
  stageOfCode,
  type StageAction,
  REPLICA_STATUS_WORDS,
  refusalOf,
} from './dataOpsActions';
import { REPLICA_CODES, type ReplicaStatus } from './replicaStatus';

const ask = (
  action: StageAction,
  status: ReplicaStatus,
  more: Partial<{ live: boolean; running: 'retrack' | null; failed: string | null }> = {},
) =>
  decideAction({
    action,
    status,
    datasetRef: 'DS-abc12345',
    live: more.live ?? false,
    running: more.running ?? null,
    failed: more.failed ?? null,
  });

const context = {
  datasetRef: 'DS-abc12345',
  live: false,
  running: null,
  failed: null,
} as const;

describe('data-ops actions on the replica order', () => {
  it('launches a finished practice that sits at I_I, a new dataset and a terminated one', () => {
    for (const from of ['none', 'I_I', 'F_C'] as const)
      expect(ask('init', from)).toEqual({
        ok: true,
        stage: 'launch',
        event: 'replica.launch',
        to: 'I_I',
      });
  });

  it('runs each stage from the codes the order allows, and nothing else', () => {
    const allowed: Record<StageAction, ReplicaStatus[]> = {
      init: ['none', 'I_I', 'F_C'],
      retrack: ['I_C', 'R_C', 'B_C', 'F_C'],
      targetedretrack: ['I_C', 'R_C', 'B_C', 'F_C'],
      ballflightretrack: ['R_C', 'B_C', 'F_C'],
      terminate: ['B_C'],
    };
    for (const action of Object.keys(ACTION_STAGE) as StageAction[]) {
      const taken = (['none', ...REPLICA_CODES] as ReplicaStatus[]).filter(
        (s) => ask(action, s).ok,
      );
      expect(taken, action).toEqual(allowed[action]);
    }
  });

  it('says why in words a data-ops user understands', () => {
    expect(ask('retrack', 'I_I')).toEqual({
      ok: false,
      message:
        "Retrack can't start: DS-abc12345 is at I_I (launching); wait for the launch to complete",
    });
    expect(ask('terminate', 'R_C')).toEqual({
      ok: false,
      message:
        "Terminate can't start: DS-abc12345 is at R_C (retracked); from there only Retrack or Ball flight retrack can start",
    });
    expect(ask('ballflightretrack', 'none')).toEqual({
      ok: false,
      message:
        "Ball flight retrack can't start: DS-abc12345 is at none (not launched); from there only Launch can start",
    });
  });

  it('refuses while the practice is live or a job of the dataset runs, whatever the order says', () => {
    expect(ask('init', 'I_I', { live: true })).toEqual({
      ok: false,
      message:
        "Launch can't start: DS-abc12345 is live; its processing starts once the practice has ended",
    });
    expect(ask('init', 'R_I', { running: 'retrack' })).toEqual({
      ok: false,
      message:
        "Launch can't start: DS-abc12345 is running its retrack (R_I); wait for it to complete",
    });
  });

  it('retries a failed stage with its own action only, the code unchanged', () => {
    const failed = 'Retrack failed: unknown track window format 99';
    const retries: [ReplicaStatus, StageAction, string][] = [
      ['I_I', 'init', 'launch'],
      ['R_I', 'retrack', 'retrack'],
      ['B_I', 'ballflightretrack', 'ballflight'],
      ['F_I', 'terminate', 'terminate'],
    ];
    for (const [code, action, stage] of retries) {
      expect(ask(action, code, { failed })).toEqual({
        ok: true,
        stage,
        event: 'replica.retry',
        to: code,
      });
      const others = (Object.keys(ACTION_STAGE) as StageAction[]).filter((a) => a !== action);
      for (const other of others) expect(ask(other, code, { failed }).ok, other).toBe(false);
    }
    expect(ask('targetedretrack', 'R_I', { failed })).toEqual({
      ok: false,
      message: `Targeted retrack can't start: DS-abc12345 is at R_I (retracking) and its retrack failed (${failed}); only Retrack can start, to retry it`,
    });
    // Not while it runs again, nor without a recorded failure.
    expect(ask('retrack', 'R_I', { failed, running: 'retrack' }).ok).toBe(false);
    expect(ask('retrack', 'R_I').ok).toBe(false);
    // A failure left on a completed code changes nothing (the order decides as before).
    expect(ask('ballflightretrack', 'R_C', { failed }).ok).toBe(true);
  });

  it('maps codes to stages and stages to codes, in the order of the dots', () => {
    expect(STAGES.map((s) => STAGE_CODES[s].running)).toEqual(['I_I', 'R_I', 'B_I', 'F_I']);
    expect(REPLICA_CODES.map(stageOfCode)).toEqual(STAGES.flatMap((s) => [s, s]));
    expect(stageOfCode('none')).toBeNull();
    expect(STAGES.map(nextStage)).toEqual(['retrack', 'ballflight', 'terminate', null]);
  });

  it("reads each code in one vocabulary, F_C as the terminate stage's completion", () => {
    // 03 §4 names the fourth stage terminate; 'finished' is a practice's type, not a code's.
    expect(REPLICA_STATUS_WORDS.F_C).toBe('terminated');
    expect(REPLICA_STATUS_WORDS.F_I).toBe('terminating');
    expect(Object.values(REPLICA_STATUS_WORDS)).not.toContain('finished');
    expect(refusalOf({ ...context, action: 'terminate', status: 'F_C' })).toContain(
      'F_C (terminated)',
    );
  });

  it('refuses save schedule only while a job runs or a failed stage waits, live or not', () => {
    const save = (
      more: Partial<{ live: boolean; running: 'retrack' | null; failed: string | null }>,
    ) =>
      refusalOf({
        action: 'saveschedule',
        status: 'R_I',
        datasetRef: 'DS-abc12345',
        live: more.live ?? false,
        running: more.running ?? null,
        failed: more.failed ?? null,
      });
    expect(save({})).toBeNull();
    expect(save({ live: true })).toBeNull();
    expect(save({ running: 'retrack' })).toBe(
      "Save schedule can't start: DS-abc12345 is running its retrack (R_I); wait for it to complete",
    );
    expect(save({ failed: 'Retrack failed: x' })).toBe(
      "Save schedule can't start: Retrack failed: x for DS-abc12345; retry it first, then save the schedule",
    );
    expect(
      refusalOf({
        action: 'terminate',
        status: 'R_C',
        datasetRef: 'DS-abc12345',
        live: false,
        running: null,
        failed: null,
      }),
    ).toBe((ask('terminate', 'R_C') as { message: string }).message);
  });
});
