/**
 * What both renderers share: the field, the entities and their rings, the camera, the
 * positions of the last frame (for picking) and the text labels, which both draw with
 * Canvas 2D. A renderer adds how it draws.
 */
import {
  cameraTransform,
  clampCamera,
  fieldShapes,
  FOOTBALL_LENGTH_YD,
  FOOTBALL_WIDTH_YD,
  isFootballField,
  toScreen,
  wholeField,
  type Camera,
  type FieldShapes,
  type Transform,
  type Viewport,
} from './fieldGeometry';
import { placeLabels, type LabelRequest, type ScreenDot } from './labelLayout';
import { pickNearest } from './picking';
import { TrailRing, type SlotRun } from './trailRing';
import type { EntityStyle, FieldRenderer, FieldStyle, ShowOptions } from './types';

/** A 2D context on the page's canvas or on a worker's OffscreenCanvas. */
export type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A canvas of the page, or one a worker draws on. */
export type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

/** Whether a canvas is a page's (an element) rather than one a worker draws on. */
const onPage = (c: AnyCanvas): c is HTMLCanvasElement => 'clientWidth' in c;

/**
 * A canvas's WebGL context. The two kinds of canvas type their `getContext` options apart,
 * so the call is made on the one it is: a call on the union leaves the type checker to merge
 * their overloads, which it does not always (lint once saw an unresolved type there).
 */
export const webglContextOf = (c: AnyCanvas): WebGLRenderingContext | null =>
  onPage(c) ? c.getContext('webgl') : c.getContext('webgl');

/** A canvas's 2D context (see {@link webglContextOf}). */
export const context2dOf = (c: AnyCanvas): Context2d | null =>
  onPage(c) ? c.getContext('2d') : c.getContext('2d');

/** A canvas's CSS width: its layout width on a page, its pixel width off one. */
export const cssWidth = (c: AnyCanvas): number => (onPage(c) ? c.clientWidth : 0) || c.width;

/** A canvas's CSS height: its layout height on a page, its pixel height off one. */
export const cssHeight = (c: AnyCanvas): number => (onPage(c) ? c.clientHeight : 0) || c.height;

/** The default look: grass, darker end zones, white lines and numbers. */
export const DEFAULT_FIELD_STYLE: FieldStyle = {
  grass: [0.2, 0.45, 0.22],
  endZone: [0.15, 0.36, 0.18],
  lines: [0.95, 0.95, 0.95],
  numbers: [0.95, 0.95, 0.95],
  markings: 'auto',
  image: null,
};

/** A dot's radius in CSS pixels: a player about 0.45 yd, kept readable when zoomed out. */
export const dotRadiusCss = (
  kind: EntityStyle['kind'],
  scale: number,
  highlighted: boolean,
): number => {
  const r =
    kind === 'ball'
      ? Math.min(6, Math.max(3, 0.25 * scale))
      : Math.min(12, Math.max(4.5, 0.45 * scale));
  return highlighted ? r * 1.6 : r;
};

/** Jerseys show at most 4 characters (03 §9). */
const JERSEY_CHARS = 4;
/** The labels' font and line height, CSS px. */
const LABEL_FONT = '600 11px system-ui, sans-serif';
const LABEL_LINE_PX = 13;
/** Label widths remembered at most (speeds to a tenth of a mph, jerseys). */
const MAX_LABEL_WIDTHS = 2000;

/** An entity as a renderer holds it. */
export interface HeldEntity {
  readonly style: EntityStyle;
  readonly index: number;
  readonly ring: TrailRing;
}

/** The shared state and behaviour of a field renderer. */
export abstract class RendererBase implements FieldRenderer {
  abstract readonly kind: 'regl' | 'canvas2d';
  readonly thread = 'main' as const;
  drawnAtMs = NaN;
  drawnCount = 0;
  protected style: FieldStyle = DEFAULT_FIELD_STYLE;
  protected shapes: FieldShapes = fieldShapes(FOOTBALL_LENGTH_YD, FOOTBALL_WIDTH_YD, true);
  protected entities: HeldEntity[] = [];
  private readonly byId = new Map<string, HeldEntity>();
  protected widthCss = 300;
  protected heightCss = 150;
  protected pixelRatio = 1;
  private view: Camera = wholeField(this.viewport());
  /** The camera of the frame last drawn. */
  private drawnView: Camera = this.view;
  protected highlight: string | null = null;
  /** The last frame's dots in CSS pixels (NaN where not drawn), by entity index. */
  protected screenX = new Float32Array(0);
  protected screenY = new Float32Array(0);
  protected screenR = new Float32Array(0);
  /** The place each player's label took in the last frame drawn with labels (labelLayout). */
  private readonly labelPlaces = new Map<string, number>();
  /** Label texts' widths in the label font, CSS px. */
  private readonly labelWidths = new Map<string, number>();
  /** Field positions at the drawn time, by entity index (NaN where unknown). */
  protected posX = new Float32Array(0);
  protected posY = new Float32Array(0);
  private uploadBytes = 0;
  private pendingMs = 0;
  readonly stats = { uploadBytesLastFrame: 0, cpuMsLastFrame: 0 };

  get camera(): Camera {
    return this.view;
  }

  protected viewport(): Viewport {
    return {
      widthCss: this.widthCss,
      heightCss: this.heightCss,
      fieldWidthYd: this.shapes.widthYd,
      fieldHeightYd: this.shapes.heightYd,
    };
  }

  protected transform(): Transform {
    return cameraTransform(this.view, this.viewport());
  }

  /** Counts bytes sent to the GPU for the frame being built. */
  protected countUpload(bytes: number): void {
    this.uploadBytes += bytes;
  }

  setField(widthYd: number, heightYd: number, style?: Partial<FieldStyle>): void {
    this.style = { ...DEFAULT_FIELD_STYLE, ...style };
    const football =
      this.style.markings === 'football' ||
      (this.style.markings === 'auto' &&
        this.style.image === null &&
        isFootballField(widthYd, heightYd));
    this.shapes = fieldShapes(widthYd, heightYd, football);
    this.view = clampCamera(this.view, this.viewport());
    this.fieldChanged();
  }

  setEntities(entities: readonly EntityStyle[]): void {
    const ids = new Set<string>();
    for (const e of entities) {
      if (ids.has(e.id)) throw new Error(`entity ${e.id} is listed twice`);
      ids.add(e.id);
    }
    this.entities = entities.map((style, index) => ({
      style,
      index,
      ring: this.byId.get(style.id)?.ring ?? new TrailRing(),
    }));
    this.byId.clear();
    for (const e of this.entities) this.byId.set(e.style.id, e);
    const n = this.entities.length;
    this.screenX = new Float32Array(n).fill(NaN);
    this.screenY = new Float32Array(n).fill(NaN);
    this.screenR = new Float32Array(n);
    this.posX = new Float32Array(n).fill(NaN);
    this.posY = new Float32Array(n).fill(NaN);
    this.entitiesChanged();
  }

  append(
    id: string,
    atMs: ArrayLike<number>,
    xYd: ArrayLike<number>,
    yYd: ArrayLike<number>,
  ): void {
    const start = performance.now();
    const held = this.byId.get(id);
    if (held !== undefined) {
      const runs = held.ring.append(atMs, xYd, yYd);
      if (runs.length > 0) this.samplesAdded(held, runs);
    }
    this.pendingMs += performance.now() - start;
  }

  clearSamples(): void {
    for (const e of this.entities) e.ring.clear();
    this.samplesCleared();
  }

  setCamera(camera: Camera): void {
    this.view = clampCamera(camera, this.viewport());
  }

  setHighlight(id: string | null): void {
    this.highlight = id;
  }

  resize(widthCss: number, heightCss: number, devicePixelRatio: number): void {
    if (!(widthCss > 0 && heightCss > 0 && devicePixelRatio > 0)) {
      throw new Error('a map has a positive size and pixel ratio');
    }
    this.widthCss = widthCss;
    this.heightCss = heightCss;
    this.pixelRatio = devicePixelRatio;
    this.view = clampCamera(this.view, this.viewport());
    this.resized();
  }

  draw(atMs: number, show: ShowOptions): void {
    const start = performance.now();
    this.locate(atMs, show);
    this.drawFrame(atMs, show);
    this.drawnAtMs = atMs;
    this.drawnView = this.view;
    this.drawnCount++;
    this.stats.cpuMsLastFrame = this.pendingMs + performance.now() - start;
    this.stats.uploadBytesLastFrame = this.uploadBytes;
    this.pendingMs = 0;
    this.uploadBytes = 0;
  }

  toScreen(xYd: number, yYd: number): readonly [number, number] {
    return toScreen(this.transform(), xYd, yYd);
  }

  drawnToScreen(xYd: number, yYd: number): readonly [number, number] {
    return toScreen(cameraTransform(this.drawnView, this.viewport()), xYd, yYd);
  }

  pick(xCss: number, yCss: number): string | null {
    const dots = { screenX: this.screenX, screenY: this.screenY, screenR: this.screenR };
    return pickNearest(
      this.entities.map((e) => e.style.id),
      dots,
      xCss,
      yCss,
    );
  }

  /** Copies of the last frame's dots in CSS pixels, by entity index (for a worker to post back). */
  drawnDots(): { screenX: Float32Array; screenY: Float32Array; screenR: Float32Array } {
    return {
      screenX: this.screenX.slice(),
      screenY: this.screenY.slice(),
      screenR: this.screenR.slice(),
    };
  }

  /** Whether an entity's dot is drawn under `show`. */
  protected shown(e: HeldEntity, show: ShowOptions): boolean {
    return e.style.kind === 'ball' ? show.balls : show.positions;
  }

  /** Each entity's position at `atMs`, in yards and in CSS pixels (NaN where not drawn). */
  private locate(atMs: number, show: ShowOptions): void {
    const t = this.transform();
    for (const e of this.entities) {
      const p = e.ring.positionAt(atMs);
      const i = e.index;
      this.posX[i] = p?.xYd ?? NaN;
      this.posY[i] = p?.yYd ?? NaN;
      const visible = p !== null && this.shown(e, show);
      this.screenX[i] = visible ? t.offsetX + p.xYd * t.scale : NaN;
      this.screenY[i] = visible ? t.offsetY - p.yYd * t.scale : NaN;
      this.screenR[i] = visible
        ? dotRadiusCss(e.style.kind, t.scale, e.style.id === this.highlight)
        : 0;
    }
  }

  /**
   * Jerseys and speeds beside the dots, on a 2D context already scaled to CSS pixels: text
   * is what GPUs draw worst, and there are at most two short labels per entity.
   */
  protected drawLabels(ctx: Context2d, atMs: number, show: ShowOptions): void {
    if (!show.jerseys && !show.speed) return;
    ctx.font = LABEL_FONT;
    ctx.lineWidth = 3;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.75)';
    ctx.fillStyle = '#fff';
    ctx.textBaseline = 'middle';
    const dots: ScreenDot[] = [];
    const labels: LabelRequest[] = [];
    /** Each label's player and lines, in the order of `labels`. */
    const texts: { id: string; lines: string[] }[] = [];
    const order: number[] = [];
    for (const e of this.entities) {
      const x = this.screenX[e.index] ?? NaN;
      if (Number.isNaN(x)) continue;
      const dot = { x, y: this.screenY[e.index] ?? NaN, r: this.screenR[e.index] ?? 0 };
      dots.push(dot);
      if (e.style.kind === 'ball') continue;
      const lines: string[] = [];
      if (show.jerseys && e.style.label !== '') lines.push(e.style.label.slice(0, JERSEY_CHARS));
      const mph = show.speed ? e.ring.speedMphAt(atMs) : null;
      if (mph !== null) lines.push(`${mph.toFixed(1)} mph`);
      if (lines.length === 0) continue;
      const width = Math.max(...lines.map((t) => this.textWidth(ctx, t)));
      // The highlighted player's label is placed first: it always shows.
      if (e.style.id === this.highlight) order.unshift(labels.length);
      else order.push(labels.length);
      const previous = this.labelPlaces.get(e.style.id);
      labels.push({ dot, width, height: lines.length * LABEL_LINE_PX, previous });
      texts.push({ id: e.style.id, lines });
    }
    const map = { width: this.widthCss, height: this.heightCss };
    this.labelPlaces.clear();
    placeLabels(labels, order, dots, map).forEach((at, i) => {
      const label = texts[i];
      if (at === null || label === undefined) return;
      this.labelPlaces.set(label.id, at.place);
      label.lines.forEach((text, line) => {
        const y = at.top + (line + 0.5) * LABEL_LINE_PX;
        ctx.strokeText(text, at.left, y);
        ctx.fillText(text, at.left, y);
      });
    });
  }

  /** A label's width in CSS px, each text measured once (a few hundred speeds and jerseys). */
  private textWidth(ctx: Context2d, text: string): number {
    const known = this.labelWidths.get(text);
    if (known !== undefined) return known;
    if (this.labelWidths.size >= MAX_LABEL_WIDTHS) this.labelWidths.clear();
    const width = ctx.measureText(text).width;
    this.labelWidths.set(text, width);
    return width;
  }

  /** The field or its style changed. */
  protected abstract fieldChanged(): void;
  /** The entity list changed (indices may have moved). */
  protected abstract entitiesChanged(): void;
  /** An entity's ring got samples in these slots. */
  protected abstract samplesAdded(entity: HeldEntity, runs: readonly SlotRun[]): void;
  /** Every ring was cleared. */
  protected abstract samplesCleared(): void;
  /** The canvas's size or pixel ratio changed. */
  protected abstract resized(): void;
  /** Draws the frame; positions of the frame are in posX/posY and screenX/screenY. */
  protected abstract drawFrame(atMs: number, show: ShowOptions): void;
  abstract destroy(): void;
}
