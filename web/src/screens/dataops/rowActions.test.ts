import { describe, expect, it } from 'vitest';
import { actionTitle, blockedReason, failedStage } from './rowActions';

const row = (
  replicaStatus: string | null,
  stage = '',
  stagePercent: number | null = null,
  failed: string | null = null,
) => ({
  datasetId: 'd1',
  live: false,
  replicaStatus,
  stage,
  stagePercent,
  failed,
});

describe('Data Ops row actions (03 §2, §4)', () => {
  it('offers what the replica order allows', () => {
    expect(blockedReason(row('I_I'), 'launch')).toBeNull();
    expect(blockedReason(row('F_C'), 'launch')).toBeNull();
    expect(blockedReason(row('B_C'), 'finalize')).toBeNull();
    expect(blockedReason(row('R_C'), 'ballFlightRetrack')).toBeNull();
    expect(blockedReason(row('B_C'), 'targetedRetrack')).toBeNull();
  });

  it('says why the order refuses, as the button title shows it', () => {
    expect(blockedReason(row('F_C'), 'finalize')).toBe(
      'The replica is at F_C (finished): Terminate does not follow it.',
    );
    expect(blockedReason(row('R_I'), 'ballFlightRetrack')).toBe(
      'The replica is at R_I (retracking): wait for that stage to complete.',
    );
  });

  it('offers nothing while a job of the dataset runs, save schedule included', () => {
    for (const action of ['launch', 'retrack', 'saveSchedule'] as const) {
      expect(blockedReason(row('I_I', 'launch', 35), action)).toBe(
        'A launch job is running (35 %): wait for it to complete.',
      );
    }
  });

  it('offers only save schedule while the session is live', () => {
    const live = { ...row('I_I'), live: true };
    expect(blockedReason(live, 'launch')).toBe(
      'The session is live: its processing starts once it has ended.',
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
    // Save Schedule too: the retried stage goes on with the window it started with.
    for (const action of [
      'launch',
      'ballFlightRetrack',
      'finalize',
      'targetedRetrack',
      'saveSchedule',
    ] as const)
      expect(blockedReason(failed, action)).toBe(
        `The retrack failed (${why}): only Retrack can start, to retry it.`,
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
      'A retrack job is running (50 %): wait for it to complete.',
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
