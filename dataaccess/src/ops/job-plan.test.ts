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
    ).toEqual({ stage: 'retrack', chain: false, targeted: window, done: ['p2'] });
  });

  it('starts a rerun of a stage from its first entity', () => {
    expect(
      unfinishedStage([
        start('replica.ballRetrack', 'ballflight'),
        progress('ballflight', 'ball-1'),
        { type: 'replica.ballRetracked', data: {} },
        start('replica.ballRetrack', 'ballflight', false),
      ]),
    ).toEqual({ stage: 'ballflight', chain: false, targeted: null, done: [] });
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
