import { describe, expect, it } from 'vitest';
import { blockedReason } from './rowActions';

const row = (replicaStatus: string | null, stage = '', stagePercent: number | null = null) => ({
  datasetId: 'd1',
  live: false,
  replicaStatus,
  stage,
  stagePercent,
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

  it('offers nothing without a dataset', () => {
    expect(blockedReason({ ...row('F_C'), datasetId: null }, 'launch')).toBe(
      'This session has no dataset yet.',
    );
  });
});
