/**
 * Seeded pseudo-random numbers. Everything the simulator decides comes from these, so one
 * seed always gives the same practice, on a server or in a browser.
 */
import { seededRandom } from '../domain';

/** A seeded stream of pseudo-random numbers. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** Mixes three integers into one well-spread unsigned 32-bit hash. */
export function hash32(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x6a09e667, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + c;
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  h ^= h >>> 15;
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A mulberry32 stream seeded from `seed` and a `stream` number, so parts draw independently. */
export function createRng(seed: number, stream = 0): Rng {
  const next = seededRandom(hash32(seed | 0, stream | 0, 0x1234567));
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(items.length * next())];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
  };
}

const SQRT3 = Math.sqrt(3);

/**
 * Zero-mean noise of unit standard deviation for one (seed, entity, sample, axis), found by
 * hashing rather than by drawing in order: any window of samples gets the same jitter.
 */
export function sampleNoise(seed: number, entity: number, sample: number, axis: number): number {
  const h = hash32(seed, entity * 4 + axis, sample);
  // Irwin-Hall: the sum of four uniform bytes is close to normal; its variance is 4/12.
  const sum = (h & 0xff) + ((h >>> 8) & 0xff) + ((h >>> 16) & 0xff) + (h >>> 24);
  return (sum / 255 - 2) * SQRT3;
}
