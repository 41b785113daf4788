import { describe, expect, it } from 'vitest';
import {
  cameraTransform,
  clampCamera,
  clipTransform,
  digitStrokes,
  fieldShapes,
  fromScreen,
  imageSampleRect,
  MARGIN_YD,
  panBy,
  rectTriangles,
  strokeTriangles,
  toScreen,
  zoomAbout,
  type Viewport,
} from './fieldGeometry';

const map: Viewport = { widthCss: 1440, heightCss: 800, fieldWidthYd: 120, fieldHeightYd: 53.3 };

describe('fieldShapes', () => {
  it('draws a football field: end zones, yard lines, hash marks and numbers', () => {
    const f = fieldShapes(120, 53.3, true);
    expect(f.endZones).toEqual([
      { x0: 0, y0: 0, x1: 10, y1: 53.3 },
      { x0: 110, y0: 0, x1: 120, y1: 53.3 },
    ]);
    const full = f.lines.filter((r) => r.y0 === 0 && r.y1 === 53.3);
    // Outline sides, both goal lines and the 19 five-yard lines between them.
    expect(full).toHaveLength(2 + 2 + 19);
    // Four short marks (two sideline ticks, two hashes) at each of the 80 other yards.
    const short = f.lines.filter((r) => r.y1 - r.y0 < 1 && r.x1 - r.x0 < 0.2);
    expect(short).toHaveLength(80 * 4);
    const hashes = short.filter((r) => r.y0 > 20 && r.y1 < 26);
    expect(hashes.every((r) => Math.abs((r.y0 + r.y1) / 2 - 23.583) < 1e-9)).toBe(true);
    // 10 20 30 40 50 40 30 20 10 on both sides, in strokes: 1 is 2, 0 is 6, 2 3 5 are 5, 4 is 4.
    const oneSide = 8 + 11 + 11 + 10 + 11 + 10 + 11 + 11 + 8;
    expect(f.numbers).toHaveLength(2 * oneSide);
  });

  it('draws only an outline for another size or when asked', () => {
    expect(fieldShapes(110, 60, false)).toMatchObject({ endZones: [], numbers: [] });
    expect(fieldShapes(110, 60, false).lines).toHaveLength(4);
    expect(() => fieldShapes(0, 10, false)).toThrow();
  });

  it('draws digits as seven-segment strokes', () => {
    expect(digitStrokes('1', 0, 0, 2)).toEqual([
      { x0: 1, y0: 2, x1: 1, y1: 1 },
      { x0: 1, y0: 1, x1: 1, y1: 0 },
    ]);
    expect(digitStrokes('8', 0, 0, 2)).toHaveLength(7);
    expect(() => digitStrokes('1a', 0, 0, 2)).toThrow(/digit/);
  });

  it('turns rectangles and strokes into triangles', () => {
    expect([...rectTriangles([{ x0: 0, y0: 0, x1: 2, y1: 1 }])]).toEqual([
      0, 0, 2, 0, 2, 1, 0, 0, 2, 1, 0, 1,
    ]);
    const s = strokeTriangles([{ x0: 0, y0: 0, x1: 4, y1: 0 }], 1);
    const xs = [...s].filter((_, i) => i % 2 === 0);
    const ys = [...s].filter((_, i) => i % 2 === 1);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([
      -0.5, 4.5, -0.5, 0.5,
    ]);
  });
});

describe('camera', () => {
  it('shows the whole field at zoom 1, near sideline at the bottom', () => {
    const t = cameraTransform({ centerXYd: 0, centerYYd: 0, zoom: 1 }, map);
    // 1440 / 126 = 11.43 px per yard; 800 / 59.3 = 13.5: the width decides.
    expect(t.scale).toBeCloseTo(1440 / (120 + 2 * MARGIN_YD));
    const [x0, y0] = toScreen(t, 0, 0);
    const [x1, y1] = toScreen(t, 120, 53.3);
    expect(x0).toBeCloseTo(MARGIN_YD * t.scale);
    expect(x1).toBeCloseTo(1440 - MARGIN_YD * t.scale);
    expect(y0).toBeGreaterThan(y1);
    expect((y0 + y1) / 2).toBeCloseTo(400);
  });

  it('clamps the zoom to 1..8 and the view to the field', () => {
    expect(clampCamera({ centerXYd: 60, centerYYd: 26, zoom: 20 }, map).zoom).toBe(8);
    expect(clampCamera({ centerXYd: 60, centerYYd: 26, zoom: 0.2 }, map).zoom).toBe(1);
    expect(clampCamera({ centerXYd: 60, centerYYd: 26, zoom: NaN }, map).zoom).toBe(1);
    const c = clampCamera({ centerXYd: -50, centerYYd: 500, zoom: 8 }, map);
    const t = cameraTransform(c, map);
    // The view's left edge sits on the margin left of x 0, its top on the margin above the far sideline.
    expect(fromScreen(t, 0, 0)[0]).toBeCloseTo(-MARGIN_YD);
    expect(fromScreen(t, 0, 0)[1]).toBeCloseTo(53.3 + MARGIN_YD);
  });

  it('maps screen to field and back', () => {
    const t = cameraTransform({ centerXYd: 30, centerYYd: 20, zoom: 3 }, map);
    const [x, y] = toScreen(t, 33.5, 12.25);
    const [fx, fy] = fromScreen(t, x, y);
    expect(fx).toBeCloseTo(33.5);
    expect(fy).toBeCloseTo(12.25);
    const [sx, sy, tx, ty] = clipTransform(t, 1440, 800);
    expect(33.5 * sx + tx).toBeCloseTo((x / 1440) * 2 - 1);
    expect(12.25 * sy + ty).toBeCloseTo(1 - (y / 800) * 2);
  });

  it('zooms about a pixel, keeping the field point under it', () => {
    const start = { centerXYd: 60, centerYYd: 26.65, zoom: 1 };
    const before = fromScreen(cameraTransform(start, map), 400, 300);
    const zoomed = zoomAbout(start, map, 2, 400, 300);
    expect(zoomed.zoom).toBe(2);
    const after = fromScreen(cameraTransform(zoomed, map), 400, 300);
    expect(after[0]).toBeCloseTo(before[0]);
    expect(after[1]).toBeCloseTo(before[1]);
    expect(zoomAbout(zoomed, map, 100, 400, 300).zoom).toBe(8);
  });

  it('pans with the drag and stops at the field', () => {
    const c = { centerXYd: 60, centerYYd: 26.65, zoom: 4 };
    const t = cameraTransform(c, map);
    const moved = panBy(c, map, 100, 0);
    expect(moved.centerXYd).toBeCloseTo(60 - 100 / t.scale);
    expect(panBy(c, map, 1e6, 0).centerXYd).toBeCloseTo(panBy(c, map, 1e7, 0).centerXYd);
    // At zoom 1 the whole field is in view already: no pan.
    expect(panBy({ ...c, zoom: 1 }, map, 100, 50)).toEqual({
      centerXYd: 60,
      centerYYd: 26.65,
      zoom: 1,
    });
  });
});

describe('imageSampleRect', () => {
  it('insets a crop by half a pixel, so the edge pixels are read at their centres', () => {
    expect(imageSampleRect({ x0: 0, y0: 0, x1: 32, y1: 32 }, 64, 32)).toEqual({
      x0: 0.5,
      y0: 0.5,
      x1: 31.5,
      y1: 31.5,
    });
    expect(imageSampleRect({ x0: 10, y0: 4, x1: 20, y1: 30 }, 64, 32)).toEqual({
      x0: 10.5,
      y0: 4.5,
      x1: 19.5,
      y1: 29.5,
    });
  });

  it('takes the whole image without a crop, and the centre line of a crop a pixel thin', () => {
    expect(imageSampleRect(undefined, 64, 32)).toEqual({ x0: 0.5, y0: 0.5, x1: 63.5, y1: 31.5 });
    expect(imageSampleRect({ x0: 5, y0: 2, x1: 6, y1: 10 }, 64, 32)).toEqual({
      x0: 5.5,
      y0: 2.5,
      x1: 5.5,
      y1: 9.5,
    });
  });

  it('refuses an image without pixels', () => {
    expect(() => imageSampleRect(undefined, 0, 32)).toThrow('positive size');
  });
});
