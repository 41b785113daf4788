import { describe, expect, it } from 'vitest';
import { stagePercent, unfinishedStage } from './job-plan';

const start = (type: string, stage: string, chain = true, targeted: unknown = null) => ({
  type,
  data: { stage, status: 'x', chain, targeted },
});
const progress = (stage: string, entityId: string) => ({
  type: 'replica.progress',
  data: { stage, entityId, done: 0, total: 0, percent: 0 },
});

describe('where a data-ops job stands, from its events', () => {
  it('ignores the launch a practice start records and a chain that completed', () => {
    expect(
      unfinishedStage([{ type: 'replica.launch', data: { status: 'I_I', atMs: 1 } }]),
    ).toBeNull();
    expect(
      unfinishedStage([
        start('replica.launch', 'launch'),
        { type: 'replica.launched', data: {} },
        start('replica.retrack', 'retrack'),
        progress('retrack', 'p1'),
        { type: 'replica.retracked', data: {} },
      ]),
    ).toBeNull();
  });

  it('resumes a stage cut off after its last progress event, with its chain and window', () => {
    const window = { entities: ['p2', 'p3'], startMs: 10, endMs: 20 };
    expect(
      unfinishedStage([
        start('replica.launch', 'launch'),
        { type: 'replica.launched', data: {} },
        start('replica.retrack', 'retrack', false, window),
        progress('retrack', 'p2'),
        { type: 'practice.edited', data: {} },
        { type: 'replica.failed', data: { stage: 'retrack', message: 'disk full' } },
      ]),
    ).toEqual({
      stage: 'retrack',
      chain: false,
      targeted: window,
      done: ['p2'],
      failed: 'disk full',
    });
  });

  it('goes on with a failed stage after its retry, its finished entities kept', () => {
    const failedAt = [
      start('replica.launch', 'launch'),
      { type: 'replica.launched', data: { stage: 'launch' } },
      start('replica.retrack', 'retrack'),
      progress('retrack', 'p1'),
      progress('retrack', 'p2'),
      { type: 'replica.failed', data: { stage: 'retrack', message: 'bad window' } },
    ];
    expect(unfinishedStage(failedAt)).toEqual({
      stage: 'retrack',
      chain: true,
      targeted: null,
      done: ['p1', 'p2'],
      failed: 'bad window',
    });
    const retried = [
      ...failedAt,
      { type: 'replica.retry', data: { stage: 'retrack' } },
      progress('retrack', 'p3'),
    ];
    expect(unfinishedStage(retried)).toEqual({
      stage: 'retrack',
      chain: true,
      targeted: null,
      done: ['p1', 'p2', 'p3'],
      failed: null,
    });
    // Failed again after the retry, then completed: nothing is left open.
    const again = [
      ...retried,
      { type: 'replica.failed', data: { stage: 'retrack', message: 'still bad' } },
    ];
    expect(unfinishedStage(again)?.failed).toBe('still bad');
    expect(unfinishedStage([...again, { type: 'replica.retracked', data: {} }])).toBeNull();
  });

  it('ignores a failure or retry of another stage than the open one', () => {
    expect(
      unfinishedStage([
        start('replica.ballRetrack', 'ballflight'),
        { type: 'replica.failed', data: { stage: 'retrack', message: 'old' } },
        { type: 'replica.retry', data: { stage: 'launch' } },
        progress('retrack', 'p9'),
      ]),
    ).toEqual({ stage: 'ballflight', chain: true, targeted: null, done: [], failed: null });
  });

  it('starts a rerun of a stage from its first entity', () => {
    expect(
      unfinishedStage([
        start('replica.ballRetrack', 'ballflight'),
        progress('ballflight', 'ball-1'),
        { type: 'replica.ballRetracked', data: {} },
        start('replica.ballRetrack', 'ballflight', false),
      ]),
    ).toEqual({ stage: 'ballflight', chain: false, targeted: null, done: [], failed: null });
  });

  it('gives whole percents, 100 for a stage with nothing to do', () => {
    expect([
      stagePercent(0, 3),
      stagePercent(1, 3),
      stagePercent(2, 3),
      stagePercent(3, 3),
    ]).toEqual([0, 33, 66, 100]);
    expect(stagePercent(0, 0)).toBe(100);
  });
});
