import { describe, expect, it } from 'vitest';
import { decodeWindow, encodeWindow } from './window-codec';

const W = 1_794_236_400_000;

describe('track window codec', () => {
  it('writes the stored format: version, flags, count, then zigzag varint deltas', () => {
    const bytes = encodeWindow(W, {
      entityId: 'p1',
      atMs: Float64Array.of(W + 100, W + 200),
      xYd: Float32Array.of(1, 1.5),
      yYd: Float32Array.of(2, 1),
    });
    // t +100; x 1000 (zigzag 2000); y 2000 (4000); t +100; x +500 (1000); y -1000 (1999).
    expect([...bytes]).toEqual([
      1, 0, 2, 0x64, 0xd0, 0x0f, 0xa0, 0x1f, 0x64, 0xe8, 0x07, 0xcf, 0x0f,
    ]);
  });

  it('gives back what it was given, to a thousandth of a yard, heights included', () => {
    const n = 100;
    const atMs = Float64Array.from({ length: n }, (_, i) => W + 50 + i * 99);
    const xYd = Float32Array.from({ length: n }, (_, i) => -10 + i * 1.37);
    const yYd = Float32Array.from({ length: n }, (_, i) => 63.3 - i * 0.71);
    const zYd = Float32Array.from({ length: n }, (_, i) => (i % 7) * 0.9);
    const back = decodeWindow(
      'ball-1',
      W,
      encodeWindow(W, { entityId: 'ball-1', atMs, xYd, yYd, zYd }),
    );
    expect([...back.atMs]).toEqual([...atMs]);
    for (let i = 0; i < n; i++) {
      expect(back.xYd[i]).toBeCloseTo(xYd[i] ?? NaN, 3);
      expect(back.yYd[i]).toBeCloseTo(yYd[i] ?? NaN, 3);
      expect(back.zYd?.[i]).toBeCloseTo(zYd[i] ?? NaN, 3);
    }
  });

  it('keeps values past 31 bits whole', () => {
    // 3,000,000 yd is 3e9 thousandths: its zigzag form needs more than 32 bits.
    const track = {
      entityId: 'p1',
      atMs: Float64Array.of(W + 1, W + 9_999),
      xYd: Float32Array.of(3_000_000, -3_000_000),
      yYd: Float32Array.of(0, 5),
    };
    const back = decodeWindow('p1', W, encodeWindow(W, track));
    expect([...back.atMs]).toEqual([W + 1, W + 9_999]);
    expect([...back.xYd]).toEqual([3_000_000, -3_000_000]);
    expect([...back.yYd]).toEqual([0, 5]);
  });
});
