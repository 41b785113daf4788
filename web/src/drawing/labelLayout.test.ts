import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelRequest } from './labelLayout';

const label = (x: number, y: number, width = 20, height = 12): LabelRequest => ({
  dot: { x, y, r: 4 },
  width,
  height,
});

const MAP = { width: 400, height: 200 };

describe('placeLabels', () => {
  it('puts a lone label right of its dot, centred on it', () => {
    const a = label(100, 50);
    expect(placeLabels([a], [0], [a.dot], MAP)).toEqual([{ left: 106, top: 44, place: 0 }]);
  });

  it('moves a label left, then above, then below when the places before are taken', () => {
    // b's dot 10 px right of a's: b's right place is free, a's right place covers b's dot.
    const a = label(100, 50);
    const b = label(110, 50);
    const dots = [a.dot, b.dot];
    expect(placeLabels([a, b], [0, 1], dots, MAP)).toEqual([
      { left: 74, top: 44, place: 1 },
      { left: 116, top: 44, place: 0 },
    ]);
    // Three in a row, 10 px apart: the middle one has neither side free and goes above.
    const c = label(120, 50);
    const row = placeLabels([a, b, c], [0, 1, 2], [a.dot, b.dot, c.dot], MAP);
    expect(row[0]).toEqual({ left: 74, top: 44, place: 1 });
    expect(row[1]).toEqual({ left: 100, top: 32, place: 2 });
    expect(row[2]).toEqual({ left: 126, top: 44, place: 0 });
  });

  it('leaves out a label with no place free of other labels, in priority order', () => {
    // Two players on the same spot: the first in the order takes the right, the second the
    // left, then above and below, and a fifth has nowhere to go.
    const same = [0, 1, 2, 3, 4].map(() => label(100, 50));
    const placed = placeLabels(same, [4, 3, 2, 1, 0], [same[0]?.dot ?? { x: 0, y: 0, r: 0 }], MAP);
    expect(placed[4]).toEqual({ left: 106, top: 44, place: 0 });
    expect(placed[3]).toEqual({ left: 74, top: 44, place: 1 });
    expect(placed[2]).toEqual({ left: 90, top: 32, place: 2 });
    expect(placed[1]).toEqual({ left: 90, top: 56, place: 3 });
    expect(placed[0]).toBeNull();
  });

  it('keeps a label inside the map where a place inside is free', () => {
    // Near the right edge the label goes left; in the top-left corner, right.
    const a = label(390, 50);
    expect(placeLabels([a], [0], [a.dot], MAP)).toEqual([{ left: 364, top: 44, place: 1 }]);
    const b = label(3, 3);
    expect(placeLabels([b], [0], [b.dot], MAP)).toEqual([{ left: 9, top: -3, place: 0 }]);
  });

  it('keeps the place a label had in the frame before while it stays clear', () => {
    // Moved left by a neighbour once, it stays left after the neighbour has gone...
    const a = { ...label(100, 50), previous: 1 };
    expect(placeLabels([a], [0], [a.dot], MAP)).toEqual([{ left: 74, top: 44, place: 1 }]);
    // ...until a dot comes under it there.
    const under = { x: 85, y: 50, r: 4 };
    expect(placeLabels([a], [0], [a.dot, under], MAP)).toEqual([{ left: 106, top: 44, place: 0 }]);
  });

  it('covers another dot rather than leave a label out when no place is clear of dots', () => {
    const a = label(100, 50);
    // Dots all around a: right, left, above and below.
    const around = [
      { x: 115, y: 50, r: 4 },
      { x: 85, y: 50, r: 4 },
      { x: 100, y: 36, r: 4 },
      { x: 100, y: 64, r: 4 },
    ];
    expect(placeLabels([a], [0], [a.dot, ...around], MAP)).toEqual([
      { left: 106, top: 44, place: 0 },
    ]);
  });
});
