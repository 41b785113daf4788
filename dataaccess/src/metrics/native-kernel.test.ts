/**
 * The native kernel against the WebAssembly kernel: the same samples in the same batches
 * must leave bit-identical state blocks (every accumulator, every open effort, every kept
 * record) and identical speed series, on every real tracking file and on synthetic tracks
 * that reach the edge cases (gaps, odd steps, rejected samples, long batches, a flush in
 * mid-track), with each build of the native kernel this processor can run (AVX-512, AVX2,
 * any). With CI=true the native kernel must be built: the suite fails, not skips.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../domain';
import { readTrackingFile } from '../importers';
import { EngineState } from './engine-state';
import { nativeKernel, wasmKernel, type MotionKernel, type NativeKernel } from './motion-kernel';
import type { SampleColumn } from './motion-kernel-types';
import type { PlayerMetricsOptions } from './player-metrics';
import { SpeedSeries } from './speed-series';
import { DEFAULT_TEAM_ZONES, relativeZonesFromMax } from './zones';

/** The real plays the tests carry (tests/data/tracking/README.md says which covers what). */
const DATA = fileURLToPath(new URL('../../../tests/data/tracking', import.meta.url));
const required = process.env.CI === 'true';

interface Track {
  atMs: SampleColumn;
  xYd: SampleColumn;
  yYd: SampleColumn;
}

/** One way of feeding a track: batch sizes in turn, and where to flush in mid-track. */
interface Feed {
  batches: readonly number[];
  flushAfter?: number;
}

const OPTION_SETS: readonly PlayerMetricsOptions[] = [
  { zones: DEFAULT_TEAM_ZONES },
  {
    zones: DEFAULT_TEAM_ZONES,
    relativeZones: relativeZonesFromMax(19),
    targetMph: 16,
    referenceMaxMph: 19,
  },
];

function slice(column: SampleColumn, from: number, to: number): SampleColumn {
  return Array.isArray(column)
    ? column.slice(from, to)
    : (column as Float64Array | Float32Array).subarray(from, to);
}

/** Runs `track` through `kernel` as `feed` says; returns the block and the speed series. */
function run(kernel: MotionKernel, track: Track, options: PlayerMetricsOptions, feed: Feed) {
  const state = new EngineState(options);
  const series = new SpeedSeries();
  const n = track.atMs.length;
  let accepted = 0;
  let turn = 0;
  for (let from = 0; from < n; turn++) {
    const to = Math.min(n, from + (feed.batches[turn % feed.batches.length] ?? n));
    accepted += kernel.push(
      state.block,
      series,
      slice(track.atMs, from, to),
      slice(track.xYd, from, to),
      slice(track.yYd, from, to),
    );
    if (feed.flushAfter !== undefined && from < feed.flushAfter && to >= feed.flushAfter) {
      kernel.flush(state.block, series);
    }
    from = to;
  }
  kernel.flush(state.block, series);
  return { block: Array.from(state.block), series: series.read(1), accepted };
}

/** Asserts that both kernels leave the same bits; returns the samples compared. */
function expectSame(native: MotionKernel, track: Track, label: string, feeds: readonly Feed[]) {
  let compared = 0;
  for (const options of OPTION_SETS) {
    for (const feed of feeds) {
      const a = run(wasmKernel, track, options, feed);
      const b = run(native, track, options, feed);
      const where = `${label}, batches ${feed.batches.join('/')}`;
      expect(b.accepted, where).toBe(a.accepted);
      // Object.is: NaN equals NaN, and 0 differs from -0.
      const differing = a.block.findIndex((v, slot) => !Object.is(v, b.block[slot]));
      expect(differing, `${where}: block slot ${String(differing)}`).toBe(-1);
      expect(b.series, where).toEqual(a.series);
      compared += a.series.atMs.length;
    }
  }
  return compared;
}

function trackingFiles(): string[] {
  const files: string[] = [];
  for (const dir of ['bdb-2021-sample', 'ngs-highlights']) {
    const path = join(DATA, dir);
    for (const name of readdirSync(path).sort()) {
      if (name.endsWith('.tsv') || name.includes('coords')) files.push(join(path, name));
    }
  }
  return files;
}

/**
 * A player who walks, sprints, cuts and stands, with 3 cm of noise; `rough` adds what a
 * location engine sends on a bad day: gaps, 80 and 120 ms steps, repeated and out-of-order
 * times, NaN and infinite values.
 */
function syntheticTrack(seed: number, samples: number, rough: boolean): Track {
  const rnd = seededRandom(seed);
  const atMs: number[] = [];
  const xYd: number[] = [];
  const yYd: number[] = [];
  let t = 1_700_000_000_000;
  let x = 20;
  let y = 20;
  let heading = 0;
  let speed = 0;
  let target = 0;
  for (let i = 0; i < samples; i++) {
    if (rnd() < 0.03) target = [0, 1.5, 4, 8, 9.5][Math.floor(rnd() * 5)] ?? 0;
    speed += Math.max(-0.45, Math.min(0.45, target - speed));
    heading += rnd() < 0.02 ? (rnd() - 0.5) * 3 : (rnd() - 0.5) * 0.2;
    x = Math.max(0, Math.min(120, x + Math.cos(heading) * speed * 0.1));
    y = Math.max(0, Math.min(53.3, y + Math.sin(heading) * speed * 0.1));
    let step = 100;
    if (rough) {
      const r = rnd();
      if (r < 0.004) step = 400 + Math.floor(rnd() * 3000);
      else if (r < 0.02) step = rnd() < 0.5 ? 80 : 120;
      else if (r < 0.025) step = 0;
      else if (r < 0.03) step = -100;
    }
    t += step;
    const bad = rough && rnd() < 0.005;
    atMs.push(bad && rnd() < 0.3 ? Infinity : t);
    xYd.push(bad && rnd() < 0.5 ? Number.NaN : x + (rnd() - 0.5) * 0.06);
    yYd.push(y + (rnd() - 0.5) * 0.06);
  }
  return {
    atMs: Float64Array.from(atMs),
    xYd: Float32Array.from(xYd),
    yYd: Float32Array.from(yYd),
  };
}

describe.skipIf(nativeKernel === null && !required)('native metrics kernel', () => {
  const native = (): NativeKernel => {
    if (nativeKernel === null) {
      throw new Error('the native kernel is not built (npm ci builds it): CI needs it');
    }
    return nativeKernel;
  };
  /** Every build this processor can run (the widest runs by default). */
  const variants = nativeKernel?.variants ?? ['any'];
  afterAll(() => nativeKernel?.select());

  it('is the kernel every engine runs when it is built, in its widest build', async () => {
    const { motionKernel } = await import('./motion-kernel');
    expect(native().name).toBe('native');
    expect(motionKernel.name).toBe(process.env.METRICS_KERNEL === 'wasm' ? 'wasm' : 'native');
    expect(native().variants).toContain('any');
    expect(native().select()).toBe(native().variants[0]);
  });

  describe.each(variants)('built for %s', (variant) => {
    const kernel = (): NativeKernel => {
      const k = native();
      expect(k.select(variant)).toBe(variant);
      return k;
    };

    it('matches the WebAssembly kernel bit for bit on every real tracking file', async () => {
      const k = kernel();
      const files = trackingFiles();
      expect(files.length).toBeGreaterThan(0);
      let tracks = 0;
      let samples = 0;
      for (const file of files) {
        for await (const session of readTrackingFile(file)) {
          for (const [key, track] of session.tracks) {
            samples += expectSame(k, track, `${file} ${key}`, [
              { batches: [track.atMs.length] },
              { batches: [1] },
              { batches: [10, 3, 600] },
            ]);
            tracks++;
          }
        }
      }
      expect(tracks).toBeGreaterThan(100);
      expect(samples).toBeGreaterThan(10_000);
    }, 120_000);

    it('matches it on long synthetic tracks in live batches, one call and long pieces', () => {
      const k = kernel();
      for (let seed = 1; seed <= 3; seed++) {
        expectSame(k, syntheticTrack(seed, 30_000, false), `smooth ${String(seed)}`, [
          { batches: [600] },
          { batches: [30_000] },
          { batches: [2047, 2048, 2049, 5000] },
        ]);
      }
    });

    it('matches it with gaps, odd steps, rejected samples and a flush in mid-track', () => {
      const k = kernel();
      for (let seed = 11; seed <= 16; seed++) {
        expectSame(k, syntheticTrack(seed, 12_000, true), `rough ${String(seed)}`, [
          { batches: [1] },
          { batches: [7, 600] },
          { batches: [600], flushAfter: 5_000 },
          { batches: [12_000] },
        ]);
      }
    });

    it('takes plain arrays and Float64Array positions like typed Float32Array ones', () => {
      const k = kernel();
      const track = syntheticTrack(21, 4_000, true);
      const plain: Track = {
        atMs: Array.from(track.atMs),
        xYd: Array.from(track.xYd),
        yYd: Array.from(track.yYd),
      };
      const wide: Track = {
        atMs: track.atMs,
        xYd: Float64Array.from(track.xYd),
        yYd: Float64Array.from(track.yYd),
      };
      const options = OPTION_SETS[1] as PlayerMetricsOptions;
      const feed = { batches: [600] };
      const expected = run(wasmKernel, track, options, feed);
      expect(run(k, plain, options, feed)).toEqual(expected);
      expect(run(k, wide, options, feed)).toEqual(expected);
    });
  });

  it('refuses a block of the wrong size, and a build the processor cannot run', () => {
    const k = native();
    const one = Float64Array.of(1);
    expect(() => k.push(new Float64Array(3), null, one, one, one)).toThrow(/state block/);
    const before = k.variant;
    expect(() => k.select('sse1')).toThrow(/cannot run/);
    expect(k.variant).toBe(before);
  });
});
