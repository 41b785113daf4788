/**
 * The field map's drawing contract: what a screen hands a renderer and what it gets back.
 * The GPU renderer (regl) and the Canvas 2D one (where WebGL is missing) both implement it.
 */
import type { Camera } from './fieldGeometry';

export type { Camera };

/** A colour, each channel 0..1. */
export type Rgb = readonly [number, number, number];

/** An image of the practice area drawn under the field, and the part of it the field covers. */
export interface FieldImage {
  /** A worker's renderer copies it into an ImageBitmap for its worker. */
  readonly source: HTMLImageElement | ImageBitmap | HTMLCanvasElement;
  /** The field's corners in the image's pixels (x0, y0 top left); the whole image when left out. */
  readonly crop?: {
    readonly x0: number;
    readonly y0: number;
    readonly x1: number;
    readonly y1: number;
  };
}

/** Colours of the field and its markings, and the practice area's image where one is set. */
export interface FieldStyle {
  readonly grass: Rgb;
  readonly endZone: Rgb;
  readonly lines: Rgb;
  readonly numbers: Rgb;
  /** Football markings on a 120 x 53.3 yd field without an image ('auto'), always, or never. */
  readonly markings: 'auto' | 'football' | 'none';
  readonly image: FieldImage | null;
}

/** One drawn entity: a player (a dot with a jersey) or a ball. */
export interface EntityStyle {
  readonly id: string;
  readonly kind: 'player' | 'ball';
  /** The jersey number (03 §9: at most 4 characters shown). */
  readonly label: string;
  readonly color: Rgb;
}

/** The map's layers the user shows or hides (03 §2 Practice Viewer). */
export interface ShowOptions {
  readonly balls: boolean;
  readonly trails: boolean;
  readonly positions: boolean;
  readonly jerseys: boolean;
  readonly speed: boolean;
}

/** Counters a benchmark reads after each frame. */
export interface RendererStats {
  /**
   * Bytes sent to the GPU for the last frame: its new samples and the dots' positions (for a
   * worker's renderer, as its worker reports the last frame it drew).
   */
  readonly uploadBytesLastFrame: number;
  /**
   * Main-thread milliseconds of the last frame: the appends since the frame before, and the
   * draw; for a worker's renderer, the time of those calls on the page's thread (posting
   * included), not the worker's.
   */
  readonly cpuMsLastFrame: number;
}

/** A field map drawn on one canvas. */
export interface FieldRenderer {
  /**
   * What draws: 'canvas2d' only where WebGL is missing, regl may not compile its commands, or
   * a caller forced it. A worker's renderer says 'regl' until its worker reports otherwise.
   */
  readonly kind: 'regl' | 'canvas2d';
  /** Where it draws: on the page's main thread, or in a worker on an OffscreenCanvas. */
  readonly thread: 'main' | 'worker';
  /**
   * The time of the frame last drawn (NaN before the first): a worker's frame counts once
   * its worker has drawn it, a frame after `draw` was called.
   */
  readonly drawnAtMs: number;
  /**
   * How many `draw` calls the frame on screen answers: everything called before the last of
   * them is in it (a worker's renderer draws only the newest of the draws made while its
   * worker was busy, and counts them all).
   */
  readonly drawnCount: number;
  /** The field's size in yards and its look; a football field 120 x 53.3 yd until called. */
  setField(widthYd: number, heightYd: number, style?: Partial<FieldStyle>): void;
  /** The entities drawn; samples of ids kept are kept, of others forgotten. */
  setEntities(entities: readonly EntityStyle[]): void;
  /**
   * Appends samples (those strictly after the entity's newest one) to its ring: only these
   * go to the GPU. Samples of an id not set are ignored.
   */
  append(id: string, atMs: ArrayLike<number>, xYd: ArrayLike<number>, yYd: ArrayLike<number>): void;
  /** Forgets every entity's samples (a jump on the timeline); the caller then appends the 60 s before the new time. */
  clearSamples(): void;
  /** Where the map looks; zoom is clamped to 1..8 and the view to the field. */
  setCamera(camera: Camera): void;
  /** The camera as clamped and drawn. */
  readonly camera: Camera;
  /** One entity drawn larger, with a wider trail; null for none. */
  setHighlight(id: string | null): void;
  /**
   * Draws the frame at `atMs`: each entity where it is then (interpolated), trails of the
   * 60 s (600 tenths) before it fading with age, labels (jersey, speed in mph) per `show`.
   */
  draw(atMs: number, show: ShowOptions): void;
  /** The canvas's CSS size and the screen's pixel ratio. */
  resize(widthCss: number, heightCss: number, devicePixelRatio: number): void;
  /** The CSS pixel of a field point. */
  toScreen(xYd: number, yYd: number): readonly [number, number];
  /**
   * The CSS pixel of a field point in the frame last drawn: through that frame's camera,
   * which a camera moved since (a followed player) leaves behind until the next frame shows.
   */
  drawnToScreen(xYd: number, yYd: number): readonly [number, number];
  /**
   * The entity drawn nearest a CSS pixel (within a dot's reach) in the last frame, or null (a
   * worker's renderer: the last frame its worker posted back).
   */
  pick(xCss: number, yCss: number): string | null;
  readonly stats: RendererStats;
  destroy(): void;
}
