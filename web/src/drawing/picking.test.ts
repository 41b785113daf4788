import { describe, expect, it } from 'vitest';
import { pickNearest, PICK_SLACK_CSS } from './picking';

describe('pickNearest', () => {
  const ids = ['a', 'b', 'c'];
  const dots = {
    screenX: new Float32Array([100, 110, NaN]),
    screenY: new Float32Array([50, 50, NaN]),
    screenR: new Float32Array([6, 6, 0]),
  };

  it('picks the dot nearest the pixel among those within reach', () => {
    expect(pickNearest(ids, dots, 103, 50)).toBe('a');
    expect(pickNearest(ids, dots, 106, 51)).toBe('b');
  });

  it("reaches a dot's radius and the slack beyond it, no further", () => {
    expect(pickNearest(ids, dots, 100, 50 + 6 + PICK_SLACK_CSS)).toBe('a');
    expect(pickNearest(ids, dots, 100, 50 + 6 + PICK_SLACK_CSS + 0.5)).toBeNull();
  });

  it('never picks a dot not drawn, nor an index past the positions', () => {
    expect(pickNearest(ids, dots, 0, 0)).toBeNull();
    expect(pickNearest(['a', 'b', 'c', 'd'], dots, Number.NaN, 0)).toBeNull();
  });
});
