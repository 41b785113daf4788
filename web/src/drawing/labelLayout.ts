/**
 * Where the map's text labels go (jersey and speed beside each player's dot) so that they do
 * not print over one another: greedy, in priority order (the highlighted player first, then
 * the roster's order, which keeps the choice steady from frame to frame). Each label tries
 * the right of its dot, then the left, above and below; of the places that cover no other
 * label it keeps the one it had in the frame before if that one is inside the map and covers
 * no other dot, else takes the first such, else the first inside the map, else the first;
 * with none it is left out (zooming in makes room). Plain geometry in CSS pixels, for any
 * renderer.
 */

/** A dot on screen: centre and radius, CSS px. */
export interface ScreenDot {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/**
 * A label to place beside its dot: the dot, the text block's size, and the place it had in
 * the frame before (an index of the places tried), kept while it stays clear so that
 * labels do not hop from side to side as players move.
 */
export interface LabelRequest {
  readonly dot: ScreenDot;
  readonly width: number;
  readonly height: number;
  readonly previous?: number | undefined;
}

/** A placed label's top-left corner, CSS px, and which of the places it took. */
export interface PlacedLabel {
  readonly left: number;
  readonly top: number;
  readonly place: number;
}

/** Space between a dot and its label, CSS px. */
const GAP_PX = 2;

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The places a label may take around its dot, in the order tried. */
function candidates({ dot, width, height }: LabelRequest): Box[] {
  const { x, y, r } = dot;
  const at = (left: number, top: number): Box => ({
    x0: left,
    y0: top,
    x1: left + width,
    y1: top + height,
  });
  return [
    at(x + r + GAP_PX, y - height / 2),
    at(x - r - GAP_PX - width, y - height / 2),
    at(x - width / 2, y - r - GAP_PX - height),
    at(x - width / 2, y + r + GAP_PX),
  ];
}

/**
 * The place of each label (null where none is free), for labels taken in `order` (indices
 * into `labels`); `dots` are every dot on the map, the labels' own included; `width` and
 * `height` the map's size.
 */
export function placeLabels(
  labels: readonly LabelRequest[],
  order: readonly number[],
  dots: readonly ScreenDot[],
  { width, height }: { readonly width: number; readonly height: number },
): (PlacedLabel | null)[] {
  const inside = (b: Box) => b.x0 >= 0 && b.y0 >= 0 && b.x1 <= width && b.y1 <= height;
  const placed: (PlacedLabel | null)[] = labels.map(() => null);
  const taken: Box[] = [];
  const dotBoxes = dots.map((d): Box => ({
    x0: d.x - d.r,
    y0: d.y - d.r,
    x1: d.x + d.r,
    y1: d.y + d.r,
  }));
  for (const i of order) {
    const label = labels[i];
    if (label === undefined) continue;
    const free = candidates(label)
      .map((box, place) => ({ box, place }))
      .filter(({ box }) => !taken.some((t) => overlaps(box, t)));
    const shown = free.filter(({ box }) => inside(box));
    // A label never covers its own dot (each place keeps the gap from it).
    const clear = shown.filter(({ box }) => !dotBoxes.some((d) => overlaps(box, d)));
    const chosen =
      clear.find(({ place }) => place === label.previous) ?? clear[0] ?? shown[0] ?? free[0];
    if (chosen === undefined) continue;
    taken.push(chosen.box);
    placed[i] = { left: chosen.box.x0, top: chosen.box.y0, place: chosen.place };
  }
  return placed;
}
