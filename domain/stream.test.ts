import { describe, expect, it } from 'vitest';
import { deltaStep, positionOf, snapshotStep } from './stream';

const at = (epoch: number, seq: number) => ({ epoch, seq });

describe('a topic stream', () => {
  it('reads a missing position as the start', () => {
    expect(positionOf(undefined)).toEqual(at(0, 0));
    expect(positionOf({ epoch: 3 })).toEqual(at(3, 0));
  });

  it('takes a snapshot unless it is of the same epoch and not past what is held', () => {
    expect(snapshotStep(null, at(1, 5))).toBe('apply');
    expect(snapshotStep(at(1, 5), at(1, 6))).toBe('apply');
    expect(snapshotStep(at(1, 5), at(1, 5))).toBe('old');
    expect(snapshotStep(at(1, 5), at(1, 2))).toBe('old');
    // A restarted source starts a new epoch, lower sequence or not.
    expect(snapshotStep(at(1, 5), at(2, 0))).toBe('apply');
  });

  it('applies a delta only on its base', () => {
    expect(deltaStep(at(1, 5), at(1, 6))).toBe('apply');
    expect(deltaStep(at(1, 5), at(1, 5))).toBe('old');
    expect(deltaStep(at(1, 5), at(1, 3))).toBe('old');
    expect(deltaStep(at(1, 5), at(1, 7))).toBe('gap');
    expect(deltaStep(at(1, 5), at(2, 6))).toBe('gap');
    expect(deltaStep(null, at(1, 1))).toBe('gap');
  });
});
