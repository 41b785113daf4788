/**
 * Picking a dot under a CSS pixel from the positions a frame drew: the main-thread renderers
 * pick from their own frame, the worker's renderer from the positions its worker posts back.
 */

/** How far from a dot's edge a click still picks it, in CSS pixels. */
export const PICK_SLACK_CSS = 4;

/** Where a frame drew each entity's dot, by entity index: CSS pixels, NaN where not drawn. */
export interface DrawnDots {
  readonly screenX: ArrayLike<number>;
  readonly screenY: ArrayLike<number>;
  /** Radius in CSS pixels; 0 where not drawn. */
  readonly screenR: ArrayLike<number>;
}

/**
 * The id of the dot nearest (`xCss`, `yCss`) within its radius and {@link PICK_SLACK_CSS},
 * or null; `ids[i]` is the entity of index i.
 */
export function pickNearest(
  ids: readonly string[],
  dots: DrawnDots,
  xCss: number,
  yCss: number,
): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  ids.forEach((id, i) => {
    const d = Math.hypot((dots.screenX[i] ?? NaN) - xCss, (dots.screenY[i] ?? NaN) - yCss);
    if (d <= (dots.screenR[i] ?? 0) + PICK_SLACK_CSS && d < bestD) {
      bestD = d;
      best = id;
    }
  });
  return best;
}
