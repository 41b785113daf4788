/**
 * The field as geometry in yards (lines, hash marks, end zones, yard numbers as strokes) and
 * the camera that maps yards to the canvas. Pure numbers: the GPU and the Canvas 2D
 * renderers draw the same shapes, and tests check them without a browser.
 *
 * Yards: x along the field from the back of the left end zone (0..120), y across it from
 * the near sideline (0..53.3), which is drawn at the bottom of the canvas.
 */

/** A football field with its end zones, in yards. */
export const FOOTBALL_LENGTH_YD = 120;
export const FOOTBALL_WIDTH_YD = 53.3;
/** Each end zone is 10 yards deep. */
const END_ZONE_YD = 10;
/** Hash marks: 70 ft 9 in from each sideline (NFL), and their length of 2 ft. */
const HASH_FROM_SIDELINE_YD = 23.583;
const HASH_LENGTH_YD = 2 / 3;
/** Yard lines are 4 in wide; the boundary and the goal lines are drawn a foot wide. */
const LINE_YD = 0.11;
const BOUNDARY_YD = 0.33;
/** Yard numbers: 2 yd tall, their bottom 7 yd in from the sideline, 1 yd per digit. */
const NUMBER_HEIGHT_YD = 2;
const NUMBER_FROM_SIDELINE_YD = 7;
const DIGIT_WIDTH_YD = 1;
const DIGIT_GAP_YD = 0.5;
/** Stroke width of the yard numbers. */
export const NUMBER_STROKE_YD = 0.25;

/** Room around the field the camera keeps in view at zoom 1, in yards. */
export const MARGIN_YD = 3;
/** The map's zoom runs from the whole field to eight times closer (03 §9). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;

/** An axis-aligned rectangle in yards. */
export interface RectYd {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A stroke from (x0, y0) to (x1, y1) in yards. */
export type SegmentYd = RectYd;

/** What a field shows, in yards: filled areas, thin lines as rectangles, number strokes. */
export interface FieldShapes {
  readonly widthYd: number;
  readonly heightYd: number;
  readonly endZones: readonly RectYd[];
  readonly lines: readonly RectYd[];
  readonly numbers: readonly SegmentYd[];
}

/**
 * The seven-segment strokes of each digit in a unit box (x 0..1, y 0..1 upwards): yard
 * numbers need ten digits only, and strokes draw the same on the GPU and in Canvas 2D.
 */
const SEGMENTS = {
  a: [0, 1, 1, 1],
  b: [1, 1, 1, 0.5],
  c: [1, 0.5, 1, 0],
  d: [0, 0, 1, 0],
  e: [0, 0.5, 0, 0],
  f: [0, 1, 0, 0.5],
  g: [0, 0.5, 1, 0.5],
} as const;
const DIGITS: readonly string[] = [
  'abcdef',
  'bc',
  'abged',
  'abgcd',
  'fgbc',
  'afgcd',
  'afgedc',
  'abc',
  'abcdefg',
  'abcdfg',
];

/** The strokes of `text` (digits only), its bottom-left corner at (x, y), in yards. */
export function digitStrokes(text: string, x: number, y: number, heightYd: number): SegmentYd[] {
  const w = (DIGIT_WIDTH_YD * heightYd) / NUMBER_HEIGHT_YD;
  const gap = (DIGIT_GAP_YD * heightYd) / NUMBER_HEIGHT_YD;
  const out: SegmentYd[] = [];
  // Digits only: one UTF-16 unit each, so indexing by unit is safe.
  text.split('').forEach((ch, i) => {
    const strokes = DIGITS[Number(ch)];
    if (strokes === undefined || !/\d/.test(ch)) throw new Error(`not a digit: ${ch}`);
    const left = x + i * (w + gap);
    for (const name of strokes) {
      const [sx0, sy0, sx1, sy1] = SEGMENTS[name as keyof typeof SEGMENTS];
      out.push({
        x0: left + sx0 * w,
        y0: y + sy0 * heightYd,
        x1: left + sx1 * w,
        y1: y + sy1 * heightYd,
      });
    }
  });
  return out;
}

/** Width in yards of `digits` digits drawn `heightYd` tall. */
const textWidthYd = (digits: number, heightYd: number): number =>
  ((digits * DIGIT_WIDTH_YD + (digits - 1) * DIGIT_GAP_YD) * heightYd) / NUMBER_HEIGHT_YD;

/** A horizontal or vertical line as a thin rectangle centred on it. */
const vLine = (x: number, y0: number, y1: number, w: number): RectYd => ({
  x0: x - w / 2,
  y0,
  x1: x + w / 2,
  y1,
});
const hLine = (y: number, x0: number, x1: number, w: number): RectYd => ({
  x0,
  y0: y - w / 2,
  x1,
  y1: y + w / 2,
});

/**
 * The shapes of a field `widthYd` by `heightYd`: a football field (end zones, yard lines
 * every 5 yd, hash marks every yard, numbers every 10) when `football`, else its outline.
 */
export function fieldShapes(widthYd: number, heightYd: number, football: boolean): FieldShapes {
  if (!(widthYd > 0 && heightYd > 0)) throw new Error('a field has a positive size');
  const outline = [
    hLine(0, 0, widthYd, BOUNDARY_YD),
    hLine(heightYd, 0, widthYd, BOUNDARY_YD),
    vLine(0, 0, heightYd, BOUNDARY_YD),
    vLine(widthYd, 0, heightYd, BOUNDARY_YD),
  ];
  if (!football) return { widthYd, heightYd, endZones: [], lines: outline, numbers: [] };
  const goalA = END_ZONE_YD;
  const goalB = widthYd - END_ZONE_YD;
  const lines = [...outline, vLine(goalA, 0, heightYd, BOUNDARY_YD)];
  lines.push(vLine(goalB, 0, heightYd, BOUNDARY_YD));
  const hashes = [HASH_FROM_SIDELINE_YD, heightYd - HASH_FROM_SIDELINE_YD];
  for (let yard = 1; yard < goalB - goalA; yard++) {
    const x = goalA + yard;
    if (yard % 5 === 0) {
      lines.push(vLine(x, 0, heightYd, LINE_YD));
      continue;
    }
    lines.push(vLine(x, 0.33, 0.33 + HASH_LENGTH_YD, LINE_YD));
    lines.push(vLine(x, heightYd - 0.33 - HASH_LENGTH_YD, heightYd - 0.33, LINE_YD));
    for (const h of hashes)
      lines.push(vLine(x, h - HASH_LENGTH_YD / 2, h + HASH_LENGTH_YD / 2, LINE_YD));
  }
  const numbers: SegmentYd[] = [];
  for (let yard = 10; yard < goalB - goalA; yard += 10) {
    const label = String(Math.min(yard, goalB - goalA - yard));
    const x = goalA + yard - textWidthYd(label.length, NUMBER_HEIGHT_YD) / 2;
    numbers.push(...digitStrokes(label, x, NUMBER_FROM_SIDELINE_YD, NUMBER_HEIGHT_YD));
    const far = heightYd - NUMBER_FROM_SIDELINE_YD - NUMBER_HEIGHT_YD;
    numbers.push(...digitStrokes(label, x, far, NUMBER_HEIGHT_YD));
  }
  const endZones = [
    { x0: 0, y0: 0, x1: goalA, y1: heightYd },
    { x0: goalB, y0: 0, x1: widthYd, y1: heightYd },
  ];
  return { widthYd, heightYd, endZones, lines, numbers };
}

/** Whether a field of this size gets football markings (a football field, end zones included). */
export const isFootballField = (widthYd: number, heightYd: number): boolean =>
  Math.abs(widthYd - FOOTBALL_LENGTH_YD) < 0.5 && Math.abs(heightYd - FOOTBALL_WIDTH_YD) < 0.5;

/** A rectangle of an image in its pixels (x0, y0 top left). */
export interface ImageRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * The part of an image a practice area's field samples: its crop (the whole image without
 * one) inset by half a pixel on each side, so that smooth (linear) filtering at the crop's
 * edge reads the edge pixel's centre and never blends in the cropped-away pixels beyond it.
 * A crop under a pixel wide or tall shrinks to its centre line. Both renderers draw this rect.
 */
export function imageSampleRect(
  crop: ImageRect | undefined,
  widthPx: number,
  heightPx: number,
): ImageRect {
  if (!(widthPx > 0 && heightPx > 0)) throw new Error('an image has a positive size');
  const r = crop ?? { x0: 0, y0: 0, x1: widthPx, y1: heightPx };
  const inset = (a: number, b: number): [number, number] =>
    b - a > 1 ? [a + 0.5, b - 0.5] : [(a + b) / 2, (a + b) / 2];
  const [x0, x1] = inset(r.x0, r.x1);
  const [y0, y1] = inset(r.y0, r.y1);
  return { x0, y0, x1, y1 };
}

/** Rectangles as two triangles each (x, y pairs), for the GPU. */
export function rectTriangles(rects: readonly RectYd[]): Float32Array {
  const out = new Float32Array(rects.length * 12);
  rects.forEach((r, i) => {
    out.set([r.x0, r.y0, r.x1, r.y0, r.x1, r.y1, r.x0, r.y0, r.x1, r.y1, r.x0, r.y1], i * 12);
  });
  return out;
}

/** Strokes `widthYd` wide as two triangles each (x, y pairs), squared ends past each point. */
export function strokeTriangles(segments: readonly SegmentYd[], widthYd: number): Float32Array {
  const out = new Float32Array(segments.length * 12);
  const h = widthYd / 2;
  segments.forEach((s, i) => {
    const len = Math.hypot(s.x1 - s.x0, s.y1 - s.y0) || 1;
    const dx = ((s.x1 - s.x0) / len) * h;
    const dy = ((s.y1 - s.y0) / len) * h;
    // Corners: start and end pushed back/forward by h, either side by the normal (-dy, dx).
    const ax = s.x0 - dx;
    const ay = s.y0 - dy;
    const bx = s.x1 + dx;
    const by = s.y1 + dy;
    out.set(
      [
        ax - dy,
        ay + dx,
        ax + dy,
        ay - dx,
        bx + dy,
        by - dx,
        ax - dy,
        ay + dx,
        bx + dy,
        by - dx,
        bx - dy,
        by + dx,
      ],
      i * 12,
    );
  });
  return out;
}

/** Where the map looks: the field point at the canvas's centre and the zoom (1..8). */
export interface Camera {
  readonly centerXYd: number;
  readonly centerYYd: number;
  readonly zoom: number;
}

/** The canvas and field a camera works in. */
export interface Viewport {
  readonly widthCss: number;
  readonly heightCss: number;
  readonly fieldWidthYd: number;
  readonly fieldHeightYd: number;
}

/** Yards to CSS pixels: screenX = offsetX + x * scale, screenY = offsetY - y * scale. */
export interface Transform {
  readonly scale: number;
  readonly offsetX: number;
  readonly offsetY: number;
}

/** The camera that shows the whole field. */
export const wholeField = (v: Viewport): Camera => ({
  centerXYd: v.fieldWidthYd / 2,
  centerYYd: v.fieldHeightYd / 2,
  zoom: MIN_ZOOM,
});

/** CSS pixels per yard at zoom 1: the field and its margin fit the canvas. */
const fitScale = (v: Viewport): number =>
  Math.min(
    v.widthCss / (v.fieldWidthYd + 2 * MARGIN_YD),
    v.heightCss / (v.fieldHeightYd + 2 * MARGIN_YD),
  );

/** Clamps one axis' centre so the view does not leave the field and its margin. */
function clampCenter(center: number, halfViewYd: number, fieldYd: number): number {
  const lo = halfViewYd - MARGIN_YD;
  const hi = fieldYd + MARGIN_YD - halfViewYd;
  if (!Number.isFinite(center) || lo >= hi) return fieldYd / 2;
  return Math.min(hi, Math.max(lo, center));
}

/**
 * The camera as the map can show it: zoom clamped to 1..8, the centre clamped so the view
 * stays on the field (centred on an axis the view is wider than).
 */
export function clampCamera(camera: Camera, v: Viewport): Camera {
  const zoom = Number.isFinite(camera.zoom)
    ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, camera.zoom))
    : MIN_ZOOM;
  const scale = fitScale(v) * zoom;
  if (!(scale > 0)) return wholeField(v);
  return {
    zoom,
    centerXYd: clampCenter(camera.centerXYd, v.widthCss / (2 * scale), v.fieldWidthYd),
    centerYYd: clampCenter(camera.centerYYd, v.heightCss / (2 * scale), v.fieldHeightYd),
  };
}

/** The transform of a camera (clamped first). */
export function cameraTransform(camera: Camera, v: Viewport): Transform {
  const c = clampCamera(camera, v);
  const scale = fitScale(v) * c.zoom;
  return {
    scale,
    offsetX: v.widthCss / 2 - c.centerXYd * scale,
    offsetY: v.heightCss / 2 + c.centerYYd * scale,
  };
}

/** The CSS pixel of a field point. */
export const toScreen = (t: Transform, xYd: number, yYd: number): readonly [number, number] => [
  t.offsetX + xYd * t.scale,
  t.offsetY - yYd * t.scale,
];

/** The field point under a CSS pixel. */
export const fromScreen = (t: Transform, xCss: number, yCss: number): readonly [number, number] => [
  (xCss - t.offsetX) / t.scale,
  (t.offsetY - yCss) / t.scale,
];

/**
 * The camera after zooming by `factor` about a CSS pixel, which keeps the field point
 * under it (a wheel turn or a pinch), clamped.
 */
export function zoomAbout(
  camera: Camera,
  v: Viewport,
  factor: number,
  xCss: number,
  yCss: number,
): Camera {
  const before = cameraTransform(camera, v);
  const [px, py] = fromScreen(before, xCss, yCss);
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, clampCamera(camera, v).zoom * factor));
  const scale = fitScale(v) * zoom;
  return clampCamera(
    {
      zoom,
      centerXYd: px - (xCss - v.widthCss / 2) / scale,
      centerYYd: py + (yCss - v.heightCss / 2) / scale,
    },
    v,
  );
}

/** The camera after dragging the map by (dx, dy) CSS pixels, clamped. */
export function panBy(camera: Camera, v: Viewport, dxCss: number, dyCss: number): Camera {
  const c = clampCamera(camera, v);
  const scale = fitScale(v) * c.zoom;
  return clampCamera(
    {
      zoom: c.zoom,
      centerXYd: c.centerXYd - dxCss / scale,
      centerYYd: c.centerYYd + dyCss / scale,
    },
    v,
  );
}

/**
 * The clip-space transform for the shaders: clip = (x * sx + tx, y * sy + ty), from the
 * CSS transform of a canvas `widthCss` by `heightCss`.
 */
export function clipTransform(
  t: Transform,
  widthCss: number,
  heightCss: number,
): [number, number, number, number] {
  return [
    (2 * t.scale) / widthCss,
    (2 * t.scale) / heightCss,
    (2 * t.offsetX) / widthCss - 1,
    1 - (2 * t.offsetY) / heightCss,
  ];
}
