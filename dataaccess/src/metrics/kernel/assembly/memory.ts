/**
 * The kernel's memory: static regions at fixed addresses (nothing is ever allocated, so the
 * memory never grows and the engine's views of it stay valid) and the accessors the rest of
 * the kernel reads and writes them with. Columns are plain f64 runs: WebAssembly checks no
 * index, so the pass pays for loads and stores only.
 */
import { Block, Column, COLUMN_CAPACITY, INPUT_CAPACITY } from '../layout';

/** The state block of the engine being run, copied in and out by the engine. */
export const STATE: usize = memory.data(Block.size << 3, 16);
/** One call's input: times, x, y, f64 columns of INPUT_CAPACITY. */
export const INPUT: usize = memory.data((3 * INPUT_CAPACITY) << 3, 16);
/** The sample records of the current filter segment, one f64 column per {@link Column}. */
export const COLUMNS: usize = memory.data((Column.count * COLUMN_CAPACITY) << 3, 16);
/**
 * Per-sample values of the range being processed that no later call looks back to: moving
 * and counting (1 or 0), distance (yd), acceleration vector (yd/s²).
 */
export const ON: usize = memory.data(COLUMN_CAPACITY << 3, 16);
export const DIST: usize = memory.data(COLUMN_CAPACITY << 3, 16);
export const AX: usize = memory.data(COLUMN_CAPACITY << 3, 16);
export const AY: usize = memory.data(COLUMN_CAPACITY << 3, 16);
/** The speed series of one call's processed samples: times (f64) and speeds (f32). */
export const SERIES_TIMES: usize = memory.data(COLUMN_CAPACITY << 3, 16);
export const SERIES_SPEEDS: usize = memory.data(COLUMN_CAPACITY << 2, 16);

const COLUMN_BYTES: usize = COLUMN_CAPACITY << 3;
export const T: usize = COLUMNS + <usize>Column.t * COLUMN_BYTES;
export const X: usize = COLUMNS + <usize>Column.x * COLUMN_BYTES;
export const Y: usize = COLUMNS + <usize>Column.y * COLUMN_BYTES;
export const DT: usize = COLUMNS + <usize>Column.dt * COLUMN_BYTES;
export const SVX: usize = COLUMNS + <usize>Column.svx * COLUMN_BYTES;
export const SVY: usize = COLUMNS + <usize>Column.svy * COLUMN_BYTES;
export const VX: usize = COLUMNS + <usize>Column.vx * COLUMN_BYTES;
export const VY: usize = COLUMNS + <usize>Column.vy * COLUMN_BYTES;
export const V: usize = COLUMNS + <usize>Column.v * COLUMN_BYTES;
export const A: usize = COLUMNS + <usize>Column.a * COLUMN_BYTES;

/** Value at position `p` of the f64 run at `base`. */
export function at(base: usize, p: i32): f64 {
  return load<f64>(base + ((<usize>p) << 3));
}

/** Stores `value` at position `p` of the f64 run at `base`. */
export function put(base: usize, p: i32, value: f64): void {
  store<f64>(base + ((<usize>p) << 3), value);
}

/** A slot of the state block. */
export function get(slot: i32): f64 {
  return at(STATE, slot);
}

/** Sets a slot of the state block. */
export function set(slot: i32, value: f64): void {
  put(STATE, slot, value);
}

/** Adds `value` to a slot of the state block. */
export function add(slot: i32, value: f64): void {
  put(STATE, slot, at(STATE, slot) + value);
}
