import { describe, expect, it } from 'vitest';
import { ballEntityIdOf, fuseTracks, wearerLinker, type TagHolder } from './tag-assignment';
import type { TrackColumns } from './tracking';

const roster = [
  { playerId: 'p1', teamId: 'T', nflId: '501', jersey: '12' },
  { playerId: 'p2', teamId: 'T', nflId: null, jersey: '7' },
  { playerId: 'p3', teamId: 'T', nflId: null, jersey: '44' },
  { playerId: 'p4', teamId: 'T', nflId: null, jersey: '44' },
  { playerId: 'q1', teamId: 'U', nflId: '501', jersey: '7' },
];
const holder = (over: Partial<TagHolder>): TagHolder => ({
  entityId: 'e1',
  teamId: 'T',
  type: 'player',
  nflId: '',
  jersey: '',
  ...over,
});

describe('wearerLinker', () => {
  const link = wearerLinker(roster);

  it('links a player entity by NFL id within its team, else by a jersey one player wears', () => {
    expect(link(holder({ nflId: '501' }))).toBe('p1');
    expect(link(holder({ teamId: 'U', nflId: '501' }))).toBe('q1');
    expect(link(holder({ jersey: '#7.' }))).toBe('p2');
    expect(link(holder({ teamId: 'U', jersey: '7' }))).toBe('q1');
  });

  it('links nobody for an unknown NFL id, a jersey two players share, or no number', () => {
    expect(link(holder({ nflId: '999', jersey: '7' }))).toBeNull();
    expect(link(holder({ jersey: '44' }))).toBeNull();
    expect(link(holder({}))).toBeNull();
  });

  it('makes a ball entity a ball and leaves tag sets and officials unlinked', () => {
    expect(link(holder({ type: 'ball', entityId: '700901' }))).toBe(ballEntityIdOf('700901'));
    expect(ballEntityIdOf('700901')).toBe('ball-700901');
    expect(link(holder({ type: 'tagSet', nflId: '501' }))).toBeNull();
    expect(link(holder({ type: 'official', jersey: '12' }))).toBeNull();
  });
});

const track = (at: number[], x: number[], y: number[], z?: number[]): TrackColumns => ({
  entityId: 'tag',
  atMs: Float64Array.from(at),
  xYd: Float32Array.from(x),
  yYd: Float32Array.from(y),
  ...(z === undefined ? {} : { zYd: Float32Array.from(z) }),
});

describe('fuseTracks', () => {
  it('makes one sample at the mean of tags reporting within half a sample interval', () => {
    const left = track([0, 100, 200], [10.5, 11.5, 12.5], [20, 20, 20]);
    const right = track([20, 150, 260], [9.5, 10.5, 11.5], [22, 22, 22]);
    const fused = fuseTracks('p1', [left, right]);
    expect(fused.entityId).toBe('p1');
    // 0 and 20 ms are one sample; 100 and 150 too; 200 and 260 are 60 ms apart: two.
    expect(Array.from(fused.atMs)).toEqual([0, 100, 200, 260]);
    expect(Array.from(fused.xYd)).toEqual([10, 11, 12.5, 11.5]);
    expect(Array.from(fused.yYd)).toEqual([21, 21, 20, 22]);
    expect(fused.zYd).toBeUndefined();
  });

  it('never joins two samples of one tag, and keeps times strictly increasing', () => {
    const left = track([0, 40, 80], [1, 2, 3], [0, 0, 0]);
    const right = track([10, 90], [5, 7], [0, 0]);
    const fused = fuseTracks('p1', [left, right]);
    expect(Array.from(fused.atMs)).toEqual([0, 40, 80]);
    expect(Array.from(fused.xYd)).toEqual([3, 2, 5]);
    for (let i = 1; i < fused.atMs.length; i++)
      expect(fused.atMs[i]).toBeGreaterThan(fused.atMs[i - 1] ?? 0);
  });

  it('keeps heights only when every tag has them', () => {
    const high = track([0], [1], [1], [2]);
    expect(Array.from(fuseTracks('b', [high, track([0], [3], [1], [4])]).zYd ?? [])).toEqual([3]);
    expect(fuseTracks('b', [high, track([0], [3], [1])]).zYd).toBeUndefined();
  });

  it('keeps a lone tag as it is', () => {
    const lone = track([0, 100], [1, 2], [3, 4]);
    const fused = fuseTracks('p1', [lone]);
    expect(Array.from(fused.atMs)).toEqual([0, 100]);
    expect(Array.from(fused.xYd)).toEqual([1, 2]);
  });
});
