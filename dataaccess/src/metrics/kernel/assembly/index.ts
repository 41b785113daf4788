/**
 * The metrics kernel's entry points, called by ../../motion-kernel.ts with one engine's
 * state block copied into STATE: `push` appends one call's input (INPUT) to the filter
 * segment, ending the segment at a gap, and processes every sample that has its look-ahead;
 * `flush` processes the rest as at the end of a track. Both leave in STATE the block to
 * copy back (its kept records included) and in SERIES_* the speed series of the samples
 * they processed.
 */
import { chordHalfWidth, maxStepMs } from './generated/motion';
import { Block, Column, COLUMN_CAPACITY, INPUT_CAPACITY, KEPT, LOOK_BACK } from '../layout';
import { closeEffort, closeLateral } from './efforts';
import {
  at,
  COLUMNS,
  DT,
  get,
  INPUT,
  put,
  SERIES_SPEEDS,
  SERIES_TIMES,
  set,
  STATE,
  SVX,
  SVY,
  T,
  X,
  Y,
} from './memory';
import { clearSeries, processRange, seriesLength } from './motion-pass';

/** Address of the state block region. */
export function statePointer(): usize {
  return STATE;
}

/** Address of the input region: times, then x, then y, INPUT_CAPACITY each. */
export function inputPointer(): usize {
  return INPUT;
}

/** Addresses of the speed series regions (f64 times, f32 speeds). */
export function seriesTimesPointer(): usize {
  return SERIES_TIMES;
}
export function seriesSpeedsPointer(): usize {
  return SERIES_SPEEDS;
}

/** Entries of the speed series written by the last call. */
export function seriesCount(): i32 {
  return seriesLength;
}

/**
 * Adds the first `n` input samples (at most INPUT_CAPACITY). A sample not later than the
 * previous one, or with a coordinate that is not a number, is skipped; a step longer than
 * maxStepMs ends the segment. Returns the number of samples accepted.
 */
export function push(n: i32): i32 {
  clearSeries();
  unpackRecords();
  const inT = INPUT;
  const inX = INPUT + ((<usize>INPUT_CAPACITY) << 3);
  const inY = INPUT + ((<usize>(2 * INPUT_CAPACITY)) << 3);
  let len = <i32>get(Block.held);
  let lastIn = get(Block.lastInMs);
  let accepted = 0;
  // Steps are nearly always the same 100 ms: divide only when the step changes.
  let stepMs = NaN;
  let perS: f64 = 0;
  let stepS: f64 = 0;
  let prevX = len > 0 ? at(X, len - 1) : 0;
  let prevY = len > 0 ? at(Y, len - 1) : 0;
  for (let k = 0; k < n; k++) {
    const atMs = at(inT, k);
    const px = at(inX, k);
    const py = at(inY, k);
    if (!(atMs > lastIn) || atMs == Infinity || px != px || py != py) continue;
    if (len > 0 && atMs - lastIn > maxStepMs) {
      set(Block.held, len);
      endSegment();
      len = 0;
    }
    if (len > 0) {
      if (atMs - lastIn != stepMs) {
        stepMs = atMs - lastIn;
        perS = 1000 / stepMs;
        stepS = stepMs / 1000;
      }
      put(DT, len, stepS);
      put(SVX, len, (px - prevX) * perS);
      put(SVY, len, (py - prevY) * perS);
    } else {
      put(DT, len, 0);
      put(SVX, len, 0);
      put(SVY, len, 0);
    }
    put(T, len, atMs);
    put(X, len, px);
    put(Y, len, py);
    prevX = px;
    prevY = py;
    len++;
    lastIn = atMs;
    accepted++;
  }
  set(Block.held, len);
  set(Block.lastInMs, lastIn);
  const to = len - chordHalfWidth;
  const from = <i32>(get(Block.done) - get(Block.firstIndex));
  if (to > from) processRange(from, to, len - 1);
  packRecords();
  return accepted;
}

/** Processes the held samples with clipped windows and ends the segment. */
export function flush(): void {
  clearSeries();
  unpackRecords();
  if (get(Block.held) > 0) endSegment();
  packRecords();
}

/** Processes the held samples with clipped windows, closes open efforts, resets the filter. */
function endSegment(): void {
  const held = <i32>get(Block.held);
  const from = <i32>(get(Block.done) - get(Block.firstIndex));
  if (held > from) processRange(from, held, held - 1);
  closeEffort(
    <i32>get(Block.effort),
    <i32>get(Block.effortLen),
    get(Block.effortPeak),
    get(Block.effortYd),
    get(Block.effortStart),
    get(Block.effortEnd),
    get(Block.maxSpeed),
  );
  closeLateral(<i32>get(Block.lateral), <i32>get(Block.lateralLen), get(Block.lateralPeak));
  for (let slot = Block.moving; slot <= Block.lateralPeak; slot++) set(slot, 0);
  set(Block.zone, -1);
  set(Block.relZone, -1);
  set(Block.held, 0);
  set(Block.firstIndex, 0);
  set(Block.done, 0);
}

/** Copies the block's kept records to the start of the columns. */
function unpackRecords(): void {
  const held = <i32>get(Block.held);
  for (let c = 0; c < Column.count; c++) {
    const column = COLUMNS + ((<usize>(c * COLUMN_CAPACITY)) << 3);
    for (let j = 0; j < held; j++) put(column, j, get(Block.records + c * KEPT + j));
  }
}

/**
 * Drops the records the pass looks back to no more (at most KEPT remain: LOOK_BACK
 * processed ones and the look-ahead) and copies the rest into the block.
 */
function packRecords(): void {
  const firstIndex = <i32>get(Block.firstIndex);
  let drop = <i32>get(Block.done) - LOOK_BACK - firstIndex;
  if (drop < 0) drop = 0;
  const held = <i32>get(Block.held) - drop;
  for (let c = 0; c < Column.count; c++) {
    const column = COLUMNS + ((<usize>(c * COLUMN_CAPACITY)) << 3);
    for (let j = 0; j < held; j++) set(Block.records + c * KEPT + j, at(column, drop + j));
  }
  set(Block.held, held);
  set(Block.firstIndex, firstIndex + drop);
}
