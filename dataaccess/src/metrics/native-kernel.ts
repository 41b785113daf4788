/**
 * The native metrics kernel: dataaccess/native, the WebAssembly kernel's steps in C built
 * as a Node-API addon by `npm ci` (scripts/build-native.ts). It works on the engine's state
 * block in place, reads the input columns where they are and writes the speed series into
 * arrays bound once, so the JavaScript side copies nothing but the series. Results are
 * bit-identical to the WebAssembly kernel (native-kernel.test.ts).
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
  /** The version of these calls (KERNEL_API in the C source). */
  readonly api: number;
  readonly inputCapacity: number;
  /** Names the arrays every later call writes the speed series and its length into. */
  bind(seriesTimes: Float64Array, seriesSpeeds: Float32Array, seriesCount: Int32Array): void;
  /** Adds samples [start, end) (at most inputCapacity); returns the number accepted. */
  push(
    block: Float64Array,
    atMs: Float64Array | Float32Array,
    xYd: Float64Array | Float32Array,
    yYd: Float64Array | Float32Array,
    start: number,
    end: number,
  ): number;
  flush(block: Float64Array): void;
  /** The builds this processor can run, widest first (avx512, avx2, any). */
  variants(): string[];
  /** Runs the named build from now on (the widest without a name); returns its name. */
  select(name?: string): string;
}

/** The native kernel, and the choice of its build per instruction set. */
export interface NativeKernel extends MotionKernel {
  /** The builds this processor can run, widest first; the widest runs unless selected. */
  readonly variants: readonly string[];
  /** The build that runs. */
  readonly variant: string;
  /** Runs the named build from now on (the widest without a name); returns its name. */
  select(name?: string): string;
}

/** The version of the addon's calls this module speaks. */
const KERNEL_API = 3;

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

/**
 * Loads the addon at `path` and wraps it as a {@link MotionKernel}; null (with a warning)
 * when it was built from other sources than these, as after a pull without `npm ci`.
 */
function nativeKernelAt(path: string): NativeKernel | null {
  const addon = createRequire(import.meta.url)(path) as NativeExports;
  if (addon.api !== KERNEL_API || addon.inputCapacity !== INPUT_CAPACITY) {
    process.emitWarning(
      `${path} was built from older sources; the metrics engine runs the WebAssembly kernel until npm run build:native`,
    );
    return null;
  }
  // Each on a buffer of its own, so that V8 never moves them (the addon keeps pointers).
  const seriesTimes = new Float64Array(new ArrayBuffer(COLUMN_CAPACITY * 8));
  const seriesSpeeds = new Float32Array(new ArrayBuffer(COLUMN_CAPACITY * 4));
  const seriesCount = new Int32Array(new ArrayBuffer(4));
  addon.bind(seriesTimes, seriesSpeeds, seriesCount);
  const appendSeries = (series: SpeedSeries | null): void => {
    series?.append(seriesTimes, seriesSpeeds, seriesCount[0] ?? 0);
  };
  let variant = addon.select();
  return {
    name: 'native',
    variants: addon.variants(),
    get variant() {
      return variant;
    },
    select(name) {
      variant = addon.select(name);
      return variant;
    },
    push(block, series, atMs, xYd, yYd) {
      if (block.length !== (Block.size as number)) throw new Error('not a state block');
      const t = typed(atMs);
      const x = typed(xYd);
      const y = typed(yYd);
      const n = Math.min(t.length, x.length, y.length);
      let accepted = 0;
      for (let start = 0; start < n; start += INPUT_CAPACITY) {
        const end = Math.min(n, start + INPUT_CAPACITY);
        accepted += addon.push(block, t, x, y, start, end);
        appendSeries(series);
      }
      return accepted;
    },
    flush(block, series) {
      addon.flush(block);
      appendSeries(series);
    },
  };
}

/** The native kernel, or null when the addon was not built here. */
export function loadNativeKernel(): NativeKernel | null {
  const path = findAddon();
  return path === null ? null : nativeKernelAt(path);
}
