/**
 * The field map on the GPU with regl. Every entity's ring lives in one shared vertex buffer
 * laid out by ring slot: row s holds slot s of every entity, and a last row repeats slot 0
 * so the segment across the ring's seam is drawn too. Entities fed in step write the same
 * row, so a frame's new samples are one `subdata` of one row. All trails are one indexed
 * draw: the quad of segment s reads its two ends from row s and, through a second
 * attribute pointer one row further on, row s + 1; its shader drops stale, future and
 * gapped segments and fades the rest with age against a `now` uniform. Nothing is
 * re-uploaded whole per frame.
 *
 * Not instanced: SwiftShader (chromium's WebGL without a GPU) runs an instanced draw one
 * instance at a time, 1.5 s a frame for 108,000 segments; so each sample is stored four
 * times, once per corner of its segment's quad (48 bytes a sample instead of 12).
 */
import createREGL from 'regl';
import {
  clipTransform,
  imageSampleRect,
  NUMBER_STROKE_YD,
  rectTriangles,
  strokeTriangles,
} from './fieldGeometry';
import {
  context2dOf,
  cssHeight,
  cssWidth,
  RendererBase,
  webglContextOf,
  type AnyCanvas,
  type Context2d,
  type HeldEntity,
} from './rendererBase';
import {
  DOT_FRAG,
  DOT_VERT,
  FILL_FRAG,
  FILL_VERT,
  IMAGE_FRAG,
  IMAGE_VERT,
  TRAIL_FRAG,
  TRAIL_VERT,
} from './shaders';
import {
  JUMP_SLACK_YD,
  MAX_GAP_MS,
  MAX_TRAIL_SPEED_YPS,
  RING_CAPACITY,
  TRAIL_MS,
  type SlotRun,
} from './trailRing';
import type { Rgb, ShowOptions } from './types';

/** Floats per trail vertex: x, y (yards), time (ms after the base). */
const TRAIL_FLOATS = 3;
/** Each sample is stored once per corner of its segment's quad. */
const CORNERS = 4;
/** Bytes sent to the GPU per new sample. */
export const GPU_BYTES_PER_SAMPLE = TRAIL_FLOATS * 4 * CORNERS;
/** Floats per static trail vertex: its corner (end 0 or 1, side -1 or 1), colour, code. */
const CORNER_FLOATS = 6;
/** Floats per dot: x, y (yards), radius (device px, 0 hidden), highlighted. */
const DOT_FLOATS = 4;
/** A time no trail reaches: marks an empty slot. */
const EMPTY_MS = -1e9;
const TRAIL_HALF_WIDTH_CSS = 0.75;
const BACKGROUND: readonly [number, number, number, number] = [0.11, 0.165, 0.118, 1];

/**
 * Whether the GPU renderer can draw on this kind of canvas (WebGL with 32-bit element
 * indices): a page's canvas by default, or an OffscreenCanvas as a worker gets one.
 */
export function webglAvailable(canvas: AnyCanvas = document.createElement('canvas')): boolean {
  try {
    const gl = webglContextOf(canvas);
    const ok = gl?.getExtension('OES_element_index_uint') != null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return ok;
  } catch {
    return false;
  }
}

interface FieldBuffers {
  readonly buffer: createREGL.Buffer;
  readonly count: number;
  readonly color: Rgb;
}

/** The field map drawn with regl; text labels go to a 2D overlay canvas where one is given. */
export class ReglFieldRenderer extends RendererBase {
  readonly kind = 'regl' as const;
  private readonly regl: createREGL.Regl;
  private readonly labelCtx: Context2d | null;
  /** Whether the last frame drew labels on the overlay (which then needs clearing). */
  private overlayHoldsLabels = false;
  /** The trail vertices as the GPU holds them, rows of `n` entities, `RING_CAPACITY + 1` rows. */
  private mirror = new Float32Array(0);
  private readonly dirtyRows = new Uint8Array(RING_CAPACITY + 1);
  /** The rows holding a segment of some trail in the frame being drawn. */
  private readonly trailRows = new Uint8Array(RING_CAPACITY);
  private trailBuffer: createREGL.Buffer;
  private cornerBuffer: createREGL.Buffer;
  private quads: createREGL.Elements;
  private dots = new Float32Array(0);
  private dotBuffer: createREGL.Buffer;
  private colorBuffer: createREGL.Buffer;
  private fieldParts: FieldBuffers[] = [];
  private texture: createREGL.Texture2D | null = null;
  /** Trail times are ms after this base (float32 keeps ms exact for hours); NaN until a sample. */
  private baseMs = NaN;
  private readonly fill: createREGL.DrawCommand;
  private readonly image: createREGL.DrawCommand;
  private readonly trails: createREGL.DrawCommand;
  private readonly dotDraw: createREGL.DrawCommand;

  constructor(
    private readonly canvas: AnyCanvas,
    private readonly labels: AnyCanvas | null,
  ) {
    super();
    this.regl = createREGL({
      // regl asks an OffscreenCanvas for its context as it asks a canvas element; its types
      // list only the element.
      canvas: canvas as HTMLCanvasElement,
      extensions: ['OES_element_index_uint'],
      attributes: { antialias: false, alpha: false, depth: false, stencil: false },
    });
    this.labelCtx = labels === null ? null : context2dOf(labels);
    const { regl } = this;
    this.trailBuffer = regl.buffer({ usage: 'dynamic', length: 0 });
    this.cornerBuffer = regl.buffer({ usage: 'static', length: 0 });
    this.quads = regl.elements({ type: 'uint32', length: 0 });
    this.dotBuffer = regl.buffer({ usage: 'stream', length: 0 });
    this.colorBuffer = regl.buffer({ usage: 'static', length: 0 });
    const view = () => this.clip();
    this.fill = regl({
      vert: FILL_VERT,
      frag: FILL_FRAG,
      attributes: { position: regl.prop<{ buffer: createREGL.Buffer }, 'buffer'>('buffer') },
      uniforms: { view, color: regl.prop<{ color: Rgb }, 'color'>('color') },
      count: regl.prop<{ count: number }, 'count'>('count'),
      depth: { enable: false },
    });
    const quad = regl.buffer([0, 0, 1, 0, 0, 1, 1, 1]);
    this.image = regl({
      vert: IMAGE_VERT,
      frag: IMAGE_FRAG,
      attributes: { corner: quad },
      uniforms: {
        view,
        fieldYd: () => [this.shapes.widthYd, this.shapes.heightYd],
        crop: regl.prop<{ crop: number[] }, 'crop'>('crop'),
        image: regl.prop<{ texture: createREGL.Texture2D }, 'texture'>('texture'),
      },
      primitive: 'triangle strip',
      count: 4,
      depth: { enable: false },
    });
    const blend = {
      enable: true,
      func: {
        srcRGB: 'src alpha',
        srcAlpha: 'one',
        dstRGB: 'one minus src alpha',
        dstAlpha: 'one',
      },
    } as const;
    this.trails = regl({
      vert: TRAIL_VERT,
      frag: TRAIL_FRAG,
      attributes: {
        corner: { buffer: () => this.cornerBuffer, size: 2, offset: 0, stride: CORNER_FLOATS * 4 },
        meta: { buffer: () => this.cornerBuffer, size: 4, offset: 8, stride: CORNER_FLOATS * 4 },
        a: { buffer: () => this.trailBuffer, offset: 0, stride: TRAIL_FLOATS * 4 },
        b: {
          buffer: () => this.trailBuffer,
          offset: () => this.entities.length * CORNERS * TRAIL_FLOATS * 4,
          stride: TRAIL_FLOATS * 4,
        },
      },
      uniforms: {
        view,
        pixels: (ctx) => [ctx.viewportWidth, ctx.viewportHeight],
        now: regl.prop<{ now: number }, 'now'>('now'),
        span: TRAIL_MS,
        maxGap: MAX_GAP_MS,
        maxSpeed: MAX_TRAIL_SPEED_YPS / 1000,
        jumpSlack: JUMP_SLACK_YD,
        halfWidth: () => TRAIL_HALF_WIDTH_CSS * this.pixelRatio,
        highlight: () => this.highlightIndex(),
        shown: regl.prop<{ shown: number[] }, 'shown'>('shown'),
      },
      elements: () => this.quads,
      offset: regl.prop<{ offset: number }, 'offset'>('offset'),
      count: regl.prop<{ count: number }, 'count'>('count'),
      blend,
      depth: { enable: false },
    });
    this.dotDraw = regl({
      vert: DOT_VERT,
      frag: DOT_FRAG,
      attributes: { dot: () => this.dotBuffer, rgb: () => this.colorBuffer },
      uniforms: { view },
      primitive: 'points',
      count: () => this.entities.length,
      blend,
      depth: { enable: false },
    });
    this.fieldChanged();
    this.resize(cssWidth(canvas), cssHeight(canvas), 1);
  }

  private clip(): [number, number, number, number] {
    return clipTransform(this.transform(), this.widthCss, this.heightCss);
  }

  private highlightIndex(): number {
    return this.entities.find((e) => e.style.id === this.highlight)?.index ?? -1;
  }

  protected fieldChanged(): void {
    for (const part of this.fieldParts) part.buffer.destroy();
    const { shapes, style, regl } = this;
    const part = (triangles: Float32Array, color: Rgb): FieldBuffers => ({
      buffer: regl.buffer(triangles),
      count: triangles.length / 2,
      color,
    });
    const whole = [{ x0: 0, y0: 0, x1: shapes.widthYd, y1: shapes.heightYd }];
    this.fieldParts = [
      part(rectTriangles(whole), style.grass),
      part(rectTriangles(shapes.endZones), style.endZone),
      part(rectTriangles(shapes.lines), style.lines),
      part(strokeTriangles(shapes.numbers, NUMBER_STROKE_YD), style.numbers),
    ].filter((p) => p.count > 0);
    this.texture?.destroy();
    // regl takes an ImageBitmap as it takes an image; its types list only the elements.
    const source = style.image?.source as HTMLImageElement | undefined;
    this.texture =
      source === undefined ? null : regl.texture({ data: source, min: 'linear', mag: 'linear' });
  }

  /** Rebuilds the GPU copies of every ring and each entity's colour (a new roster). */
  protected entitiesChanged(): void {
    const n = this.entities.length;
    const rows = RING_CAPACITY + 1;
    this.mirror = new Float32Array(rows * n * CORNERS * TRAIL_FLOATS);
    for (let v = 0; v < rows * n * CORNERS; v++) this.mirror[v * TRAIL_FLOATS + 2] = EMPTY_MS;
    // Row s's quads: corners (end, side) and each entity's colour and code; two triangles each.
    const corner = new Float32Array(RING_CAPACITY * n * CORNERS * CORNER_FLOATS);
    const quads = new Uint32Array(RING_CAPACITY * n * 6);
    const colors = new Float32Array(n * 3);
    for (const e of this.entities) {
      const [r, g, b] = e.style.color;
      const code = e.index * 2 + (e.style.kind === 'ball' ? 1 : 0);
      colors.set(e.style.color, e.index * 3);
      for (let row = 0; row < RING_CAPACITY; row++) {
        const q = row * n + e.index;
        const v = q * CORNERS;
        corner.set(
          [0, -1, r, g, b, code, 0, 1, r, g, b, code, 1, -1, r, g, b, code, 1, 1, r, g, b, code],
          v * CORNER_FLOATS,
        );
        quads.set([v, v + 1, v + 2, v + 2, v + 1, v + 3], q * 6);
      }
      for (let i = 0; i < e.ring.length; i++) this.writeSlot(e, e.ring.slotOf(i));
    }
    this.trailBuffer.destroy();
    this.trailBuffer = this.regl.buffer({ usage: 'dynamic', data: this.mirror });
    this.countUpload(this.mirror.byteLength);
    this.cornerBuffer.destroy();
    this.cornerBuffer = this.regl.buffer({ usage: 'static', data: corner });
    this.quads.destroy();
    this.quads =
      n === 0
        ? this.regl.elements({ type: 'uint32', length: 0 })
        : this.regl.elements({ type: 'uint32', primitive: 'triangles', data: quads });
    this.colorBuffer.destroy();
    this.colorBuffer = this.regl.buffer({ usage: 'static', data: colors });
    this.dots = new Float32Array(n * DOT_FLOATS);
    this.dotBuffer.destroy();
    this.dotBuffer = this.regl.buffer({ usage: 'stream', data: this.dots });
    this.dirtyRows.fill(0);
  }

  /** Copies one ring slot into the mirror (and the seam row for slot 0) and marks its rows. */
  private writeSlot(e: HeldEntity, slot: number): void {
    const { ring } = e;
    const n = this.entities.length;
    if (Number.isNaN(this.baseMs)) this.baseMs = Math.floor(ring.atMs[slot] ?? 0);
    const x = ring.xYd[slot] ?? 0;
    const y = ring.yYd[slot] ?? 0;
    const t = (ring.atMs[slot] ?? 0) - this.baseMs;
    for (let row = slot; row <= RING_CAPACITY; row += RING_CAPACITY) {
      const first = (row * n + e.index) * CORNERS * TRAIL_FLOATS;
      for (let at = first; at < first + CORNERS * TRAIL_FLOATS; at += TRAIL_FLOATS) {
        this.mirror[at] = x;
        this.mirror[at + 1] = y;
        this.mirror[at + 2] = t;
      }
      this.dirtyRows[row] = 1;
      // Slot 0 is also the seam row after the last one.
      if (slot !== 0) break;
    }
  }

  protected samplesAdded(entity: HeldEntity, runs: readonly SlotRun[]): void {
    for (const run of runs) {
      for (let s = run.slot; s < run.slot + run.count; s++) this.writeSlot(entity, s);
    }
  }

  protected samplesCleared(): void {
    this.baseMs = NaN;
    this.entitiesChanged();
  }

  /** Sends the rows written since the last frame, one `subdata` per run of adjacent rows. */
  private flushRows(): void {
    const rowFloats = this.entities.length * CORNERS * TRAIL_FLOATS;
    let row = 0;
    while (row <= RING_CAPACITY) {
      if (this.dirtyRows[row] === 0) {
        row++;
        continue;
      }
      const first = row;
      while (row <= RING_CAPACITY && this.dirtyRows[row] === 1) this.dirtyRows[row++] = 0;
      const data = this.mirror.subarray(first * rowFloats, row * rowFloats);
      this.trailBuffer.subdata(data, first * rowFloats * 4);
      this.countUpload(data.byteLength);
    }
  }

  protected resized(): void {
    this.canvas.width = Math.round(this.widthCss * this.pixelRatio);
    this.canvas.height = Math.round(this.heightCss * this.pixelRatio);
    if (this.labels !== null) {
      this.labels.width = this.canvas.width;
      this.labels.height = this.canvas.height;
    }
  }

  protected drawFrame(atMs: number, show: ShowOptions): void {
    const { regl } = this;
    regl.poll();
    this.flushRows();
    regl.clear({ color: [...BACKGROUND] });
    const [grass, ...markings] = this.fieldParts;
    if (grass) this.fill(grass);
    if (this.texture !== null && this.style.image !== null) {
      const { crop, source } = this.style.image;
      const w = source.width || 1;
      const h = source.height || 1;
      // Texture coordinates half a texel inside the crop: linear filtering at its edge blends
      // nothing of the pixels cropped away.
      const r = imageSampleRect(crop, w, h);
      this.image({ texture: this.texture, crop: [r.x0 / w, r.y0 / h, r.x1 / w, r.y1 / h] });
    }
    this.fill(markings);
    if (show.trails && this.entities.length > 0 && !Number.isNaN(this.baseMs)) {
      const props = {
        now: atMs - this.baseMs,
        shown: [show.positions ? 1 : 0, show.balls ? 1 : 0],
      };
      const quadsPerRow = this.entities.length * 6;
      this.trails(
        this.segmentRows(atMs).map(([from, to]) => ({
          ...props,
          offset: from * quadsPerRow,
          count: (to - from) * quadsPerRow,
        })),
      );
    }
    this.drawDots();
    // The overlay is cleared only when it holds labels: clearing an empty one each frame
    // would cost a fill of the whole canvas and its upload to the compositor, for nothing.
    const labelled = show.jerseys || show.speed;
    if (this.labelCtx !== null && (labelled || this.overlayHoldsLabels)) {
      const ctx = this.labelCtx;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
      ctx.setTransform(this.pixelRatio, 0, 0, this.pixelRatio, 0, 0);
      this.drawLabels(ctx, atMs, show);
      this.overlayHoldsLabels = labelled;
    }
  }

  /**
   * The runs of rows [from, to) to draw: those holding a segment of a trail at `atMs`. Fed
   * in step, every entity's trail covers the same 600 rows: one run, two across the seam,
   * and the rest of the ring (samples ahead, or too old) costs the rasterizer nothing.
   */
  private segmentRows(atMs: number): [number, number][] {
    const rows = this.trailRows;
    rows.fill(0);
    for (const { ring } of this.entities) {
      const [from, to] = ring.trailRange(atMs);
      if (to - from < 2) continue;
      const first = ring.slotOf(from);
      const end = first + to - from - 1;
      rows.fill(1, first, Math.min(end, RING_CAPACITY));
      if (end > RING_CAPACITY) rows.fill(1, 0, end - RING_CAPACITY);
    }
    const runs: [number, number][] = [];
    for (let row = 0; row < RING_CAPACITY; row++) {
      if (rows[row] === 0) continue;
      const from = row;
      while (row < RING_CAPACITY && rows[row] === 1) row++;
      runs.push([from, row]);
    }
    return runs;
  }

  private drawDots(): void {
    if (this.entities.length === 0) return;
    const { dots } = this;
    for (const e of this.entities) {
      const at = e.index * DOT_FLOATS;
      dots[at] = this.posX[e.index] ?? NaN;
      dots[at + 1] = this.posY[e.index] ?? NaN;
      dots[at + 2] = Number.isNaN(this.screenX[e.index])
        ? 0
        : (this.screenR[e.index] ?? 0) * this.pixelRatio;
      dots[at + 3] = e.style.id === this.highlight ? 1 : 0;
    }
    this.dotBuffer.subdata(dots);
    this.countUpload(dots.byteLength);
    this.dotDraw();
  }

  destroy(): void {
    this.regl.destroy();
  }
}
