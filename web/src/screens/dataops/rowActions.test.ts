import { describe, expect, it } from 'vitest';
import type { ProcessingAction } from '../../../../domain';
import {
  PROCESSING_ACTION_SERVER_NAMES,
  REPLICA_CODES,
  refusalOf,
  type ReplicaStatus,
} from '../../../../state-machines';
import { actionTitle, blockedReason, failedStage } from './rowActions';

const row = (
  replicaStatus: string | null,
  stage = '',
  stagePercent: number | null = null,
  failed: string | null = null,
) => ({
  datasetId: 'dops-1',
  datasetRef: 'DS-abc12345',
  live: false,
  replicaStatus,
  stage,
  stagePercent,
  failed,
});

const ACTIONS = Object.keys(PROCESSING_ACTION_SERVER_NAMES) as ProcessingAction[];

describe('Data Ops row actions (03 §2, §4)', () => {
  it('offers what the replica order allows', () => {
    expect(blockedReason(row('I_I'), 'launch')).toBeNull();
    expect(blockedReason(row('F_C'), 'launch')).toBeNull();
    expect(blockedReason(row('B_C'), 'finalize')).toBeNull();
    expect(blockedReason(row('R_C'), 'ballFlightRetrack')).toBeNull();
    expect(blockedReason(row('B_C'), 'targetedRetrack')).toBeNull();
  });

  it("says why the order refuses in the worker's own words, as the button title shows it", () => {
    expect(blockedReason(row('F_C'), 'finalize')).toBe(
      "Terminate can't start: DS-abc12345 is at F_C (terminated); from there only Launch or Retrack or Ball flight retrack can start",
    );
    expect(blockedReason(row('R_I'), 'ballFlightRetrack')).toBe(
      "Ball flight retrack can't start: DS-abc12345 is at R_I (retracking); wait for the retrack to complete",
    );
  });

  it('refuses exactly what the worker refuses, with the same message, at every code', () => {
    // The page once read F_C as 'finished' while the worker said 'terminated': one rule now.
    const statuses: ReplicaStatus[] = ['none', ...REPLICA_CODES];
    for (const status of statuses)
      for (const action of ACTIONS)
        for (const [live, running, failed] of [
          [false, null, null],
          [true, null, null],
          [false, 'retrack', null],
          [false, null, 'Retrack failed: x'],
        ] as const) {
          const page = { ...row(status, running ?? '', null, failed), live };
          expect(blockedReason(page, action), `${action} at ${status}`).toBe(
            refusalOf({
              action: PROCESSING_ACTION_SERVER_NAMES[action],
              status,
              datasetRef: 'DS-abc12345',
              live,
              running,
              failed,
            }),
          );
        }
  });

  it('offers nothing while a job of the dataset runs, save schedule included', () => {
    expect(blockedReason(row('I_I', 'launch', 35), 'launch')).toBe(
      "Launch can't start: DS-abc12345 is running its launch (I_I); wait for it to complete",
    );
    expect(blockedReason(row('I_I', 'launch', 35), 'saveSchedule')).toBe(
      "Save schedule can't start: DS-abc12345 is running its launch (I_I); wait for it to complete",
    );
  });

  it('offers only save schedule while the session is live', () => {
    const live = { ...row('I_I'), live: true };
    expect(blockedReason(live, 'launch')).toBe(
      "Launch can't start: DS-abc12345 is live; its processing starts once the practice has ended",
    );
    expect(blockedReason(live, 'saveSchedule')).toBeNull();
  });

  it('offers the retry of a failed stage, with a title saying so, and nothing else', () => {
    const why = 'Retrack failed: unknown track window format 99';
    const failed = row('R_I', 'retrack', 33, why);
    expect(failedStage(failed)).toEqual({ stage: 'retrack', action: 'retrack', why });
    expect(blockedReason(failed, 'retrack')).toBeNull();
    expect(actionTitle(failed, 'retrack')).toBe(
      `Retry the failed retrack (${why}) from where it stopped`,
    );
    for (const action of ['launch', 'ballFlightRetrack', 'finalize'] as const)
      expect(blockedReason(failed, action)).toMatch(
        `can't start: DS-abc12345 is at R_I (retracking) and its retrack failed (${why}); only Retrack can start, to retry it`,
      );
    // Save Schedule too: the retried stage goes on with the window it started with.
    expect(blockedReason(failed, 'saveSchedule')).toBe(
      `Save schedule can't start: ${why} for DS-abc12345; retry it first, then save the schedule`,
    );
    // Each in-progress code's stage has its own retry.
    const retries = [
      ['I_I', 'launch'],
      ['B_I', 'ballFlightRetrack'],
      ['F_I', 'finalize'],
    ] as const;
    for (const [code, action] of retries) {
      expect(blockedReason(row(code, 'x', 0, 'x failed'), action)).toBeNull();
      expect(failedStage(row(code, 'x', 0, 'x failed'))?.action).toBe(action);
    }
  });

  it('treats a running retry as running, and a failure left on a completed code as none', () => {
    expect(blockedReason(row('R_I', 'retrack', 50), 'retrack')).toBe(
      "Retrack can't start: DS-abc12345 is running its retrack (R_I); wait for it to complete",
    );
    expect(failedStage(row('R_C', '', null, 'old'))).toBeNull();
    expect(blockedReason(row('R_C', '', null, 'old'), 'ballFlightRetrack')).toBeNull();
    expect(actionTitle(row('R_C'), 'ballFlightRetrack')).toBe('Ballflight Retrack');
  });

  it('offers nothing without a dataset', () => {
    expect(blockedReason({ ...row('F_C'), datasetId: null }, 'launch')).toBe(
      'This session has no dataset yet.',
    );
  });
});
