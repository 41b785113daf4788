/**
 * The field map's door: createFieldRenderer picks the GPU renderer (regl) where WebGL with
 * 32-bit indices is there and the page may compile code, else the Canvas 2D one, which says on
 * the map when WebGL is missing.
 */
import { CanvasFieldRenderer } from './canvasRenderer';
import { ReglFieldRenderer, webglAvailable } from './reglRenderer';
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
   * A transparent canvas laid over the map, the same size, for the GPU renderer's text
   * (jerseys, speeds); without one it draws no text. The Canvas 2D renderer draws text on
   * the map itself.
   */
  readonly labels?: HTMLCanvasElement;
}

/**
 * Whether the page may compile code at run time, which regl does for its draw commands. The
 * gateway's Content Security Policy (script-src 'self') forbids it: there the map is drawn with
 * Canvas 2D until the GPU renderer runs where compiling is allowed.
 */
function codeGenerationAllowed(): boolean {
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- probes the policy; runs nothing
    return typeof new Function('return 1') === 'function';
  } catch {
    return false;
  }
}

/** A field map on `canvas`; call resize with the canvas's CSS size before the first draw. */
export function createFieldRenderer(
  canvas: HTMLCanvasElement,
  options: FieldRendererOptions = {},
): FieldRenderer {
  if (options.forceCanvas2d === true) return new CanvasFieldRenderer(canvas, false);
  if (!webglAvailable()) return new CanvasFieldRenderer(canvas, true);
  if (!codeGenerationAllowed()) return new CanvasFieldRenderer(canvas, false);
  return new ReglFieldRenderer(canvas, options.labels ?? null);
}
