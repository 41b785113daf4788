/**
 * The field map's door: createFieldRenderer picks the GPU renderer (regl) in a worker, or on
 * the page, or the Canvas 2D one where WebGL is missing.
 */
import { CanvasFieldRenderer } from './canvasRenderer';
import { codeGenerationAllowed } from './codeGeneration';
import { ReglFieldRenderer, webglAvailable } from './reglRenderer';
import { WorkerFieldRenderer, workerRenderingAvailable } from './workerRenderer';
import type { FieldRenderer } from './types';

export type {
  Camera,
  EntityStyle,
  FieldImage,
  FieldRenderer,
  FieldStyle,
  RendererStats,
  Rgb,
  ShowOptions,
} from './types';
export { MAX_ZOOM, MIN_ZOOM, panBy, zoomAbout, wholeField, type Viewport } from './fieldGeometry';
export { TRAIL_MS, RING_CAPACITY } from './trailRing';

/** Options of {@link createFieldRenderer}. */
export interface FieldRendererOptions {
  /** Draw with Canvas 2D even where WebGL is there (the benchmark's comparison); no notice then. */
  readonly forceCanvas2d?: boolean;
  /**
   * Draw on the page's main thread even where a worker could (the benchmark's measure of the
   * renderer itself, and a page that reads the canvas back); regl needs the page to allow
   * run-time code then.
   */
  readonly mainThread?: boolean;
  /**
   * A transparent canvas laid over the map, the same size, for the GPU renderer's text
   * (jerseys, speeds); without one it draws no text. The Canvas 2D renderer draws text on
   * the map itself.
   */
  readonly labels?: HTMLCanvasElement;
  /**
   * Hears, once, that the map's worker failed after it took the canvases (its script did not
   * load, it threw, a message could not be read): the renderer draws nothing more, and the
   * canvases are the dead worker's. Draw on a fresh canvas then, with `createPageRenderer`.
   */
  readonly onFailure?: (reason: string) => void;
}

/**
 * A field map on `canvas`; call resize with the canvas's CSS size before the first draw. It
 * is drawn with regl in a worker where the browser has workers with OffscreenCanvas and
 * WebGL (the canvases are handed to the worker: the page cannot draw on them after), else
 * with regl on the page where the page may compile code (the gateway's policy forbids it),
 * else with Canvas 2D, which says on the map when WebGL is missing.
 */
export function createFieldRenderer(
  canvas: HTMLCanvasElement,
  options: FieldRendererOptions = {},
): FieldRenderer {
  if (options.forceCanvas2d === true) return new CanvasFieldRenderer(canvas, false);
  if (options.mainThread !== true && workerRenderingAvailable()) {
    try {
      return new WorkerFieldRenderer(canvas, options.labels ?? null, options.onFailure);
    } catch (error) {
      // The browser refused the worker at once: the canvases are still the page's.
      console.error('field map worker', error);
    }
  }
  return createPageRenderer(canvas, options.labels ?? null);
}

/**
 * A field map drawn on the page's main thread: regl where WebGL is there and the page may
 * compile code, else Canvas 2D (which says on the map when WebGL is missing). The map's
 * fallback when its worker failed, on a fresh canvas.
 */
export function createPageRenderer(
  canvas: HTMLCanvasElement,
  labels: HTMLCanvasElement | null = null,
): FieldRenderer {
  if (!webglAvailable()) return new CanvasFieldRenderer(canvas, true);
  if (!codeGenerationAllowed()) return new CanvasFieldRenderer(canvas, false);
  return new ReglFieldRenderer(canvas, labels);
}
