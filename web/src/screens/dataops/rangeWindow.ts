/**
 * The targeted retrack window (03 §5): two handles over 0..100 % of the dataset's span, the
 * start always before the end. Pure, so the slider's rules are tested without a browser.
 */

/** The two handles, whole percent of the span. */
export interface RangePercent {
  readonly start: number;
  readonly end: number;
}

/** The handles before the user moves them: the whole span. */
export const WHOLE_SPAN: RangePercent = { start: 0, end: 100 };

/** The closest two handles may come, percent: the start stays strictly before the end. */
export const MIN_GAP_PERCENT = 1;

const clampPercent = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

/**
 * The handles after one moves to `value`: kept within 0..100 and the start before the end
 * (a handle pushed past the other stops one step short of it).
 */
export function moveHandle(
  range: RangePercent,
  handle: 'start' | 'end',
  value: number,
): RangePercent {
  const v = clampPercent(value);
  return handle === 'start'
    ? { start: Math.min(v, range.end - MIN_GAP_PERCENT), end: range.end }
    : { start: range.start, end: Math.max(v, range.start + MIN_GAP_PERCENT) };
}

/** The window in epoch ms of the handles over the span firstMs..lastMs. */
export function windowOf(
  range: RangePercent,
  firstMs: number,
  lastMs: number,
): { startMs: number; endMs: number } {
  const span = Math.max(0, lastMs - firstMs);
  return {
    startMs: Math.round(firstMs + (span * range.start) / 100),
    endMs: Math.round(firstMs + (span * range.end) / 100),
  };
}

/** The span of a dataset: its entities' earliest first and latest last sample, or null. */
export function datasetSpan(
  entities: readonly { firstMs: number; lastMs: number }[],
): { firstMs: number; lastMs: number } | null {
  if (entities.length === 0) return null;
  return {
    firstMs: Math.min(...entities.map((e) => e.firstMs)),
    lastMs: Math.max(...entities.map((e) => e.lastMs)),
  };
}
