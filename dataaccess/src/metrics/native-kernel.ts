/**
 * The native metrics kernel: dataaccess/native, the WebAssembly kernel's passes in C built
 * as a Node-API addon by `npm ci` (scripts/build-native.ts). It works on the engine's state
 * block in place, reads the input columns where they are and writes the speed series
 * straight into scratch arrays, so the JavaScript side copies nothing but the series.
 * Results are bit-identical to the WebAssembly kernel (native-kernel.test.ts).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Block, COLUMN_CAPACITY, INPUT_CAPACITY } from './kernel/layout';
import type { MotionKernel, SampleColumn } from './motion-kernel-types';
import type { SpeedSeries } from './speed-series';

/** The addon's exports (dataaccess/native/src/motion_kernel.c). */
interface NativeExports {
  readonly inputCapacity: number;
  push(
    block: Float64Array,
    seriesTimes: Float64Array,
    seriesSpeeds: Float32Array,
    atMs: Float64Array | Float32Array,
    xYd: Float64Array | Float32Array,
    yYd: Float64Array | Float32Array,
    start: number,
    end: number,
  ): number;
  flush(block: Float64Array, seriesTimes: Float64Array, seriesSpeeds: Float32Array): void;
  seriesCount(): number;
}

/** Where node-gyp puts the addon, relative to the project's root. */
export const NATIVE_KERNEL_PATH = join(
  'dataaccess',
  'native',
  'build',
  'Release',
  'motion_kernel.node',
);

/**
 * The built addon's path: looked for from this module's folder upwards, so that a bundle of
 * dataaccess anywhere in the project finds it too; null when it was not built.
 */
function findAddon(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, NATIVE_KERNEL_PATH);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** A column as the addon takes it: typed arrays as they are, plain arrays copied. */
function typed(column: SampleColumn): Float64Array | Float32Array {
  return column instanceof Float64Array || column instanceof Float32Array
    ? column
    : Float64Array.from(column);
}

/** Loads the addon at `path` and wraps it as a {@link MotionKernel}. */
function nativeKernelAt(path: string): MotionKernel {
  const addon = createRequire(import.meta.url)(path) as NativeExports;
  if (addon.inputCapacity !== INPUT_CAPACITY) {
    throw new Error(`${path} was built for another kernel layout: rebuild it with npm ci`);
  }
  const seriesTimes = new Float64Array(COLUMN_CAPACITY);
  const seriesSpeeds = new Float32Array(COLUMN_CAPACITY);
  const appendSeries = (series: SpeedSeries | null): void => {
    series?.append(seriesTimes, seriesSpeeds, addon.seriesCount());
  };
  return {
    name: 'native',
    push(block, series, atMs, xYd, yYd) {
      if (block.length !== (Block.size as number)) throw new Error('not a state block');
      const t = typed(atMs);
      const x = typed(xYd);
      const y = typed(yYd);
      const n = Math.min(t.length, x.length, y.length);
      let accepted = 0;
      for (let start = 0; start < n; start += INPUT_CAPACITY) {
        const end = Math.min(n, start + INPUT_CAPACITY);
        accepted += addon.push(block, seriesTimes, seriesSpeeds, t, x, y, start, end);
        appendSeries(series);
      }
      return accepted;
    },
    flush(block, series) {
      addon.flush(block, seriesTimes, seriesSpeeds);
      appendSeries(series);
    },
  };
}

/** The native kernel, or null when the addon was not built here. */
export function loadNativeKernel(): MotionKernel | null {
  const path = findAddon();
  return path === null ? null : nativeKernelAt(path);
}
