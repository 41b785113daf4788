/**
 * Where the player pop-up's velocity graph writes its marks (period starts, logged plays):
 * each mark is numbered, and its number is written over its line only where it leaves room
 * for the previous one written, so labels never print over one another however close the
 * periods start; the legend under the graph names every mark by its number.
 */

/** A moment to mark on the graph. */
export interface Mark {
  readonly atMs: number;
  readonly label: string;
}

/** A mark as the graph draws it: its number, and whether the number is written on its line. */
export interface LaidMark extends Mark {
  /** 1-based, in time order. */
  readonly number: number;
  readonly labelled: boolean;
}

/** The room one number takes on the graph, in CSS pixels (two digits and a gap). */
export const MARK_LABEL_PX = 26;

/**
 * The marks in time order, numbered, with `labelled` set on those whose number fits: at least
 * `labelPx` from the previous labelled one, on a time axis from `fromMs` to `toMs` drawn
 * `widthPx` wide.
 */
export function layMarks(
  marks: readonly Mark[],
  fromMs: number,
  toMs: number,
  widthPx: number,
  labelPx: number = MARK_LABEL_PX,
): LaidMark[] {
  const spanMs = toMs - fromMs;
  const pxPerMs = spanMs > 0 && widthPx > 0 ? widthPx / spanMs : 0;
  let lastPx = -Infinity;
  return [...marks]
    .sort((a, b) => a.atMs - b.atMs)
    .map((mark, i) => {
      const px = (mark.atMs - fromMs) * pxPerMs;
      const labelled = pxPerMs > 0 && px - lastPx >= labelPx;
      if (labelled) lastPx = px;
      return { ...mark, number: i + 1, labelled };
    });
}
