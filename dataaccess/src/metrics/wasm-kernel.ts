/**
 * The WebAssembly metrics kernel (kernel/assembly, AssemblyScript compiled by
 * `npm run gen:kernel`), which runs wherever Node does; motion-kernel.ts picks it when the
 * native kernel was not built. The module is loaded synchronously when this file is
 * imported, so the engine's API stays synchronous. One instance serves every engine: a call
 * copies the engine's state block in, runs, and copies it back.
 *
 * Why WebAssembly: in JavaScript each typed-array access of the per-sample pass costs about
 * ten instructions of shape and bounds checks (docs/metrics.md, "Speed"); WebAssembly
 * memory needs none, and its f64 operations are the same IEEE ones, so results do not change.
 */
import {
  Block,
  Column,
  COLUMN_CAPACITY,
  GAIN_BANDS,
  INPUT_CAPACITY,
  KEPT,
  LOOK_BACK,
  TIME_SINCE_COUNT,
} from './kernel/layout';
import { KERNEL_WASM_BASE64 } from './kernel/generated/motion-kernel';
import type { MotionKernel, SampleColumn } from './motion-kernel-types';
import { MOTION } from './motion-thresholds';
import type { SpeedSeries } from './speed-series';

/** The kernel's exports (kernel/assembly/index.ts). */
interface KernelExports {
  readonly memory: WebAssembly.Memory;
  statePointer(): number;
  inputPointer(): number;
  seriesTimesPointer(): number;
  seriesSpeedsPointer(): number;
  seriesCount(): number;
  push(n: number): number;
  flush(): void;
}

const look = Math.max(2, MOTION.chordHalfWidth, MOTION.sustainedSamples, MOTION.codLagSamples);
if (
  look > LOOK_BACK ||
  LOOK_BACK + MOTION.chordHalfWidth > KEPT ||
  Block.lastPctMs - Block.decelGainCount !== GAIN_BANDS ||
  Block.zoneBounds - Block.lastPctMs !== TIME_SINCE_COUNT ||
  Block.moving - Block.pctYps !== TIME_SINCE_COUNT ||
  Block.size - Block.records !== Column.count * KEPT
) {
  throw new Error('kernel/layout.ts does not fit MOTION or its own families');
}

const bytes = Buffer.from(KERNEL_WASM_BASE64, 'base64');
const kernel = new WebAssembly.Instance(new WebAssembly.Module(bytes), {})
  .exports as unknown as KernelExports;
// The kernel allocates nothing, so its memory never grows and these views stay valid.
const buffer = kernel.memory.buffer;
const state = new Float64Array(buffer, kernel.statePointer(), Block.size);
const inputAt = kernel.inputPointer();
const inputTimes = new Float64Array(buffer, inputAt, INPUT_CAPACITY);
const inputX = new Float64Array(buffer, inputAt + INPUT_CAPACITY * 8, INPUT_CAPACITY);
const inputY = new Float64Array(buffer, inputAt + 2 * INPUT_CAPACITY * 8, INPUT_CAPACITY);
const seriesTimes = new Float64Array(buffer, kernel.seriesTimesPointer(), COLUMN_CAPACITY);
const seriesSpeeds = new Float32Array(buffer, kernel.seriesSpeedsPointer(), COLUMN_CAPACITY);

/** Copies `from[start, end)` into the start of `into` (converting to f64). */
function copyColumn(into: Float64Array, from: SampleColumn, start: number, end: number): void {
  if (from instanceof Float64Array || from instanceof Float32Array) {
    into.set(start === 0 && end === from.length ? from : from.subarray(start, end));
  } else {
    into.set(from.slice(start, end));
  }
}

/** Runs `call` on the engine whose state is `block`; appends what it processed to `series`. */
function run<T>(block: Float64Array, series: SpeedSeries | null, call: () => T): T {
  state.set(block);
  const result = call();
  block.set(state);
  series?.append(seriesTimes, seriesSpeeds, kernel.seriesCount());
  return result;
}

function pushSamples(
  block: Float64Array,
  series: SpeedSeries | null,
  atMs: SampleColumn,
  xYd: SampleColumn,
  yYd: SampleColumn,
): number {
  const n = Math.min(atMs.length, xYd.length, yYd.length);
  let accepted = 0;
  for (let start = 0; start < n; start += INPUT_CAPACITY) {
    const end = Math.min(n, start + INPUT_CAPACITY);
    copyColumn(inputTimes, atMs, start, end);
    copyColumn(inputX, xYd, start, end);
    copyColumn(inputY, yYd, start, end);
    accepted += run(block, series, () => kernel.push(end - start));
  }
  return accepted;
}

function flushSamples(block: Float64Array, series: SpeedSeries | null): void {
  run(block, series, () => {
    kernel.flush();
  });
}

/** The WebAssembly kernel. */
export const wasmKernel: MotionKernel = { name: 'wasm', push: pushSamples, flush: flushSamples };
