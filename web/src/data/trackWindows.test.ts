import { describe, expect, it } from 'vitest';
import {
  MAX_TRACK_WINDOWS,
  TRACK_ENCODING,
  TRACK_WINDOW_MS,
  TrackWindowCache,
  type FetchTrackWindows,
} from './trackWindows';
import type { CompressedTrackWindow } from '../../../domain';

/** The unsigned varint bytes of `n`, as the windows' format writes them. */
function varint(n: number): number[] {
  const bytes: number[] = [];
  let rest = n;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

/** One entity's window holding a single sample at its start, `xYd` along the field. */
function oneSample(entityId: string, windowMs: number, xYd: number): CompressedTrackWindow {
  const zigzag = (v: number) => (v < 0 ? -2 * v - 1 : 2 * v);
  // Format 1, no heights, one sample: no time step, then x and y in thousandths of a yard.
  const bytes = [1, 0, 1, 0, ...varint(zigzag(Math.round(xYd * 1000))), ...varint(zigzag(1000))];
  return {
    entityId,
    windowMs,
    count: 1,
    encoding: TRACK_ENCODING,
    data: btoa(String.fromCharCode(...bytes)),
  };
}

/** A tracks call answering one sample per window, at x = the window's number; it logs calls. */
function tracksCall(calls: [number, number][]): FetchTrackWindows {
  return (fromMs, toMs) => {
    calls.push([fromMs, toMs]);
    const windows: CompressedTrackWindow[] = [];
    for (let w = fromMs; w < toMs; w += TRACK_WINDOW_MS) {
      windows.push(oneSample('p1', w, w / TRACK_WINDOW_MS));
    }
    return Promise.resolve(windows);
  };
}

describe('TrackWindowCache', () => {
  it('forgets the window read least recently past its limit, not the first one stored', async () => {
    const calls: [number, number][] = [];
    const cache = new TrackWindowCache(tracksCall(calls));
    const end = MAX_TRACK_WINDOWS * TRACK_WINDOW_MS;
    await cache.load(0, end);
    expect(cache.has(0, end)).toBe(true);

    // The coach looks at the first window again, then plays on past the limit.
    expect(cache.samples(0, TRACK_WINDOW_MS).get('p1')?.[0]?.xYd[0]).toBe(0);
    await cache.load(end, end + TRACK_WINDOW_MS);
    expect(cache.has(0, TRACK_WINDOW_MS)).toBe(true);
    expect(cache.has(TRACK_WINDOW_MS, 2 * TRACK_WINDOW_MS)).toBe(false);
    expect(cache.has(2 * TRACK_WINDOW_MS, end + TRACK_WINDOW_MS)).toBe(true);

    // The forgotten window alone is fetched again when asked for.
    await cache.load(0, 2 * TRACK_WINDOW_MS);
    expect(calls).toEqual([
      [0, end],
      [end, end + TRACK_WINDOW_MS],
      [TRACK_WINDOW_MS, 2 * TRACK_WINDOW_MS],
    ]);
    expect(cache.samples(TRACK_WINDOW_MS, 2 * TRACK_WINDOW_MS).get('p1')?.[0]?.xYd[0]).toBe(1);
  });
});
