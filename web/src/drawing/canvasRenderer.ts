/**
 * The field map in Canvas 2D: the fallback where WebGL is missing (it says so on the map)
 * and the benchmark's comparison. It draws what the GPU renderer draws, from the same
 * geometry and rings; each frame redraws everything (on the page, or in the map's worker
 * where that worker has no WebGL or may not compile code).
 */
import {
  imageSampleRect,
  NUMBER_STROKE_YD,
  toScreen,
  type RectYd,
  type Transform,
} from './fieldGeometry';
import {
  context2dOf,
  cssHeight,
  cssWidth,
  RendererBase,
  type AnyCanvas,
  type Context2d,
} from './rendererBase';
import { TRAIL_MS } from './trailRing';
import type { Rgb, ShowOptions } from './types';

/** A trail fades in this many steps of age: one path per step keeps the strokes few. */
const FADE_STEPS = 10;
const TRAIL_WIDTH_CSS = 1.5;

const css = (c: Rgb, alpha = 1): string =>
  `rgba(${Math.round(c[0] * 255)}, ${Math.round(c[1] * 255)}, ${Math.round(c[2] * 255)}, ${alpha})`;

/** The field map drawn with Canvas 2D. */
export class CanvasFieldRenderer extends RendererBase {
  readonly kind = 'canvas2d' as const;
  private readonly ctx: Context2d;

  /** `notice`: say on the map that WebGL is missing (off when the caller chose Canvas 2D). */
  constructor(
    private readonly canvas: AnyCanvas,
    private readonly notice: boolean,
  ) {
    super();
    const ctx = context2dOf(canvas);
    if (ctx === null) throw new Error('this browser draws neither WebGL nor Canvas 2D');
    this.ctx = ctx;
    this.resize(cssWidth(canvas), cssHeight(canvas), 1);
  }

  protected fieldChanged(): void {}
  protected entitiesChanged(): void {}
  protected samplesAdded(): void {}
  protected samplesCleared(): void {}

  protected resized(): void {
    this.canvas.width = Math.round(this.widthCss * this.pixelRatio);
    this.canvas.height = Math.round(this.heightCss * this.pixelRatio);
  }

  protected drawFrame(atMs: number, show: ShowOptions): void {
    const { ctx } = this;
    const t = this.transform();
    ctx.setTransform(this.pixelRatio, 0, 0, this.pixelRatio, 0, 0);
    ctx.fillStyle = '#1c2a1e';
    ctx.fillRect(0, 0, this.widthCss, this.heightCss);
    this.drawField(t);
    if (show.trails) this.drawTrails(t, atMs, show);
    this.drawDots();
    this.drawLabels(ctx, atMs, show);
    if (this.notice) {
      ctx.font = '12px system-ui, sans-serif';
      ctx.fillStyle = 'rgba(0, 0, 0, 0.6)';
      ctx.fillRect(8, 8, 330, 22);
      ctx.fillStyle = '#fff';
      ctx.textBaseline = 'middle';
      ctx.fillText('WebGL is not available: the map is drawn with Canvas 2D.', 14, 19);
    }
  }

  private fillRects(t: Transform, rects: readonly RectYd[]): void {
    for (const r of rects) {
      const [x0, y0] = toScreen(t, r.x0, r.y1);
      const [x1, y1] = toScreen(t, r.x1, r.y0);
      this.ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
    }
  }

  private drawField(t: Transform): void {
    const { ctx, shapes, style } = this;
    const [fx0, fy0] = toScreen(t, 0, shapes.heightYd);
    const w = shapes.widthYd * t.scale;
    const h = shapes.heightYd * t.scale;
    ctx.fillStyle = css(style.grass);
    ctx.fillRect(fx0, fy0, w, h);
    if (style.image !== null) {
      const { source, crop } = style.image;
      // The same rect the GPU renderer samples: the crop inset by half a pixel, so smoothing
      // at its edge blends nothing of the pixels cropped away.
      const r = imageSampleRect(crop, source.width || 1, source.height || 1);
      ctx.drawImage(source, r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0, fx0, fy0, w, h);
    }
    ctx.fillStyle = css(style.endZone);
    this.fillRects(t, shapes.endZones);
    ctx.fillStyle = css(style.lines);
    this.fillRects(t, shapes.lines);
    ctx.strokeStyle = css(style.numbers);
    ctx.lineWidth = NUMBER_STROKE_YD * t.scale;
    ctx.lineCap = 'square';
    ctx.beginPath();
    for (const s of shapes.numbers) {
      const [x0, y0] = toScreen(t, s.x0, s.y0);
      const [x1, y1] = toScreen(t, s.x1, s.y1);
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
    }
    ctx.stroke();
  }

  /**
   * Each trail as FADE_STEPS paths, older ones fainter; a gap in the feed or a jump in the
   * data breaks the line (`TrailRing.joinsNext`).
   */
  private drawTrails(t: Transform, atMs: number, show: ShowOptions): void {
    const { ctx } = this;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    const stepMs = TRAIL_MS / FADE_STEPS;
    for (const e of this.entities) {
      if (!this.shown(e, show)) continue;
      const { ring } = e;
      const [from, to] = ring.trailRange(atMs);
      if (to - from < 2) continue;
      ctx.lineWidth = e.style.id === this.highlight ? TRAIL_WIDTH_CSS * 2 : TRAIL_WIDTH_CSS;
      let i = from;
      for (let step = FADE_STEPS - 1; step >= 0 && i < to - 1; step--) {
        const endMs = atMs - step * stepMs;
        ctx.strokeStyle = css(e.style.color, 0.85 * (1 - (step + 0.5) / FADE_STEPS));
        ctx.beginPath();
        let drawn = false;
        let a = ring.slotOf(i);
        ctx.moveTo(
          t.offsetX + (ring.xYd[a] ?? 0) * t.scale,
          t.offsetY - (ring.yYd[a] ?? 0) * t.scale,
        );
        while (i < to - 1) {
          const ta = ring.atMs[a] ?? 0;
          if (ta > endMs) break;
          const b = ring.slotOf(i + 1);
          const x = t.offsetX + (ring.xYd[b] ?? 0) * t.scale;
          const y = t.offsetY - (ring.yYd[b] ?? 0) * t.scale;
          if (ring.joinsNext(i)) {
            ctx.lineTo(x, y);
            drawn = true;
          } else ctx.moveTo(x, y);
          a = b;
          i++;
        }
        if (drawn) ctx.stroke();
      }
    }
  }

  private drawDots(): void {
    const { ctx } = this;
    ctx.lineWidth = 1.5;
    for (const e of this.entities) {
      const x = this.screenX[e.index] ?? NaN;
      if (Number.isNaN(x)) continue;
      ctx.beginPath();
      ctx.arc(x, this.screenY[e.index] ?? NaN, this.screenR[e.index] ?? 0, 0, Math.PI * 2);
      ctx.fillStyle = css(e.style.color);
      ctx.fill();
      ctx.strokeStyle = e.style.id === this.highlight ? '#fff' : 'rgba(0, 0, 0, 0.7)';
      ctx.stroke();
    }
  }

  destroy(): void {
    this.ctx.reset();
  }
}
