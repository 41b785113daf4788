import { describe, expect, it } from 'vitest';
import { onFieldDuring, storedPersonnel } from './play-personnel';

/** A track sampled every 100 ms from `startMs` at the given places. */
const track = (startMs: number, places: readonly (readonly [number, number])[]) => ({
  entityId: 'p1',
  atMs: Float64Array.from(places, (_, i) => startMs + i * 100),
  xYd: Float32Array.from(places, ([x]) => x),
  yYd: Float32Array.from(places, ([, y]) => y),
});

describe('play personnel', () => {
  it("takes a play's stored personnel, else none", () => {
    expect(storedPersonnel({ playerIds: ['a', 'b'] })).toEqual(new Set(['a', 'b']));
    expect(storedPersonnel({ playerIds: [] })).toBeNull();
    expect(storedPersonnel({})).toBeNull();
    expect(storedPersonnel(undefined)).toBeNull();
  });

  it('counts a player on the field when most of their samples in the play are inside it', () => {
    const play = [{ startMs: 1_000, endMs: 2_000 }];
    // On the field: 10 samples inside, one past the sideline (run out of bounds).
    const inside = track(1_000, [...Array.from({ length: 10 }, () => [50, 20] as const), [50, -1]]);
    expect(onFieldDuring(inside, play)).toBe(true);
    // On the sideline (y below 0), and inside the field only before and after the play.
    const sideline = track(0, [
      ...Array.from({ length: 10 }, () => [50, 20] as const),
      ...Array.from({ length: 10 }, () => [50, -3] as const),
      ...Array.from({ length: 10 }, () => [50, 20] as const),
    ]);
    expect(onFieldDuring(sideline, play)).toBe(false);
    // Beyond the end line, and no samples in the play at all.
    expect(onFieldDuring(track(1_000, [[121, 20]]), play)).toBe(false);
    expect(onFieldDuring(track(5_000, [[50, 20]]), play)).toBe(false);
  });
});
