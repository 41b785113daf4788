/**
 * The field map drawn by the GPU renderer in a worker (mapWorker.ts) on the canvas's
 * OffscreenCanvas: the product's renderer. The page's Content Security Policy forbids the
 * run-time code regl compiles; the worker's own policy allows it there. This class keeps the
 * FieldRenderer contract on the page: each call queues a command, `draw` sends a frame's
 * commands as one message (a frame's appends as one batch of typed arrays, transferred), the
 * camera is clamped and `toScreen` answered here from the same pure geometry, and `pick`
 * answers from the dots the worker posts back after each frame (a frame late).
 *
 * A worker that fails (its script does not load, an exception in it, a message it cannot
 * read) is ended and reported once to `onFailure`; the renderer then draws nothing more. The
 * canvases were handed to the worker for good, so the screen draws on a fresh canvas after.
 */
import {
  clampCamera,
  cameraTransform,
  FOOTBALL_LENGTH_YD,
  FOOTBALL_WIDTH_YD,
  toScreen,
  wholeField,
  type Camera,
  type Viewport,
} from './fieldGeometry';
import {
  CommandQueue,
  workerFailureMessage,
  type FromMapWorker,
  type ToMapWorker,
  type WorkerFieldStyle,
} from './mapWorkerProtocol';
import { pickNearest, type DrawnDots } from './picking';
import { webglAvailable } from './reglRenderer';
import { cssHeight, cssWidth, DEFAULT_FIELD_STYLE } from './rendererBase';
import type { EntityStyle, FieldRenderer, FieldStyle, ShowOptions } from './types';

/** Whether this browser can draw the map in a worker: workers, OffscreenCanvas and its WebGL. */
export function workerRenderingAvailable(): boolean {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return false;
  if (!('transferControlToOffscreen' in HTMLCanvasElement.prototype)) return false;
  return webglAvailable(new OffscreenCanvas(1, 1));
}

/** The dots of the frame the worker drew last, and the roster they are indexed by. */
interface PostedFrame extends DrawnDots {
  readonly roster: number;
}

/** The field map drawn in a worker; the page keeps the camera, the roster and the last dots. */
export class WorkerFieldRenderer implements FieldRenderer {
  readonly thread = 'worker' as const;
  private drawnKind: 'regl' | 'canvas2d' = 'regl';
  private readonly worker: Worker;
  private readonly queue = new CommandQueue();
  private widthCss: number;
  private heightCss: number;
  private fieldWidthYd = FOOTBALL_LENGTH_YD;
  private fieldHeightYd = FOOTBALL_WIDTH_YD;
  private view: Camera;
  /** The camera of the frame in flight, and of the frame last drawn. */
  private sentView: Camera;
  private drawnView: Camera;
  private highlight: string | null = null;
  /** The roster's ids by index, and its number (the worker's answers name the roster they drew). */
  private ids: string[] = [];
  private roster = 0;
  private posted: PostedFrame | null = null;
  /** A frame sent and not yet answered: the next one waits. */
  private inFlight = false;
  /** The newest draw asked for while one was in flight. */
  private waiting: { atMs: number; show: ShowOptions } | null = null;
  /** Which setField the image being copied belongs to: an older one's copy is dropped. */
  private fieldVersion = 0;
  private pendingMs = 0;
  drawnAtMs = NaN;
  drawnCount = 0;
  /** Draw calls so far; a frame message carries the count of the draw it answers. */
  private draws = 0;
  readonly stats = { uploadBytesLastFrame: 0, cpuMsLastFrame: 0 };
  /** Why the worker failed; null while it works. */
  private failedWith: string | null = null;

  /**
   * Starts the worker and hands it the canvases (the page cannot draw on them after). Throws,
   * the canvases still the page's, where the browser refuses to start the worker at once.
   * `onFailure` hears, once, that the worker failed later: nothing is drawn after that.
   */
  constructor(
    canvas: HTMLCanvasElement,
    labels: HTMLCanvasElement | null,
    private readonly onFailure: (reason: string) => void = () => {},
  ) {
    this.widthCss = cssWidth(canvas);
    this.heightCss = cssHeight(canvas);
    this.view = wholeField(this.viewport());
    this.sentView = this.view;
    this.drawnView = this.view;
    this.worker = new Worker(new URL('./mapWorker.ts', import.meta.url), {
      type: 'module',
      name: 'field map',
    });
    this.worker.onmessage = (event: MessageEvent<FromMapWorker>) => {
      this.received(event.data);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(workerFailureMessage(event));
    };
    this.worker.onmessageerror = (event) => {
      this.fail(workerFailureMessage(event));
    };
    const offscreen = canvas.transferControlToOffscreen();
    const overlay = labels?.transferControlToOffscreen() ?? null;
    const start: ToMapWorker = { type: 'start', canvas: offscreen, labels: overlay };
    this.worker.postMessage(start, overlay ? [offscreen, overlay] : [offscreen]);
    this.queue.push({
      op: 'resize',
      widthCss: this.widthCss,
      heightCss: this.heightCss,
      pixelRatio: 1,
    });
  }

  /** Why the worker failed (it draws nothing since), or null while it works. */
  get failure(): string | null {
    return this.failedWith;
  }

  /** What draws in the worker: regl, unless the worker found no WebGL or may not compile code. */
  get kind(): 'regl' | 'canvas2d' {
    return this.drawnKind;
  }

  get camera(): Camera {
    return this.view;
  }

  private viewport(): Viewport {
    return {
      widthCss: this.widthCss,
      heightCss: this.heightCss,
      fieldWidthYd: this.fieldWidthYd,
      fieldHeightYd: this.fieldHeightYd,
    };
  }

  setField(widthYd: number, heightYd: number, style?: Partial<FieldStyle>): void {
    if (!(widthYd > 0 && heightYd > 0)) throw new Error('a field has a positive size');
    this.fieldWidthYd = widthYd;
    this.fieldHeightYd = heightYd;
    this.view = clampCamera(this.view, this.viewport());
    const version = ++this.fieldVersion;
    const { image, ...rest } = { ...DEFAULT_FIELD_STYLE, ...style };
    // The field at once, its image once copied: an ImageBitmap is what crosses to a worker.
    const imageless: WorkerFieldStyle = { ...rest, image: null };
    this.queue.push({ op: 'field', widthYd, heightYd, style: imageless });
    if (image === null) return;
    createImageBitmap(image.source).then(
      (source) => {
        if (version !== this.fieldVersion) {
          source.close();
          return;
        }
        const withImage: WorkerFieldStyle = {
          ...rest,
          image: image.crop ? { source, crop: image.crop } : { source },
        };
        this.queue.push({ op: 'field', widthYd, heightYd, style: withImage });
      },
      (error: unknown) => {
        console.error('field image', error);
      },
    );
  }

  setEntities(entities: readonly EntityStyle[]): void {
    const start = performance.now();
    const ids = new Set<string>();
    for (const e of entities) {
      if (ids.has(e.id)) throw new Error(`entity ${e.id} is listed twice`);
      ids.add(e.id);
    }
    this.ids = entities.map((e) => e.id);
    this.queue.push({ op: 'entities', entities: [...entities], roster: ++this.roster });
    this.pendingMs += performance.now() - start;
  }

  append(
    id: string,
    atMs: ArrayLike<number>,
    xYd: ArrayLike<number>,
    yYd: ArrayLike<number>,
  ): void {
    const start = performance.now();
    this.queue.append(id, atMs, xYd, yYd);
    this.pendingMs += performance.now() - start;
  }

  clearSamples(): void {
    this.queue.push({ op: 'clear' });
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
    this.view = clampCamera(this.view, this.viewport());
    this.queue.push({ op: 'resize', widthCss, heightCss, pixelRatio: devicePixelRatio });
  }

  draw(atMs: number, show: ShowOptions): void {
    const start = performance.now();
    this.draws++;
    if (this.inFlight) this.waiting = { atMs, show };
    else this.send(atMs, show);
    this.stats.cpuMsLastFrame = this.pendingMs + performance.now() - start;
    this.pendingMs = 0;
  }

  toScreen(xYd: number, yYd: number): readonly [number, number] {
    return toScreen(cameraTransform(this.view, this.viewport()), xYd, yYd);
  }

  drawnToScreen(xYd: number, yYd: number): readonly [number, number] {
    return toScreen(cameraTransform(this.drawnView, this.viewport()), xYd, yYd);
  }

  pick(xCss: number, yCss: number): string | null {
    const frame = this.posted;
    if (frame === null || frame.roster !== this.roster) return null;
    return pickNearest(this.ids, frame, xCss, yCss);
  }

  destroy(): void {
    this.worker.terminate();
  }

  /** Ends the worker and reports why, once; later calls queue and send nothing. */
  private fail(reason: string): void {
    if (this.failedWith !== null) return;
    this.failedWith = reason;
    this.inFlight = false;
    this.waiting = null;
    this.queue.take();
    this.worker.terminate();
    console.error('field map worker', reason);
    this.onFailure(reason);
  }

  /** Sends the queued commands and a draw at `atMs` as one message. */
  private send(atMs: number, show: ShowOptions): void {
    if (this.failedWith !== null) {
      this.queue.take();
      return;
    }
    this.queue.push({ op: 'draw', atMs, show, camera: this.view, highlight: this.highlight });
    this.sentView = this.view;
    const { commands, transfer } = this.queue.take();
    const frame: ToMapWorker = { type: 'frame', commands, count: this.draws };
    try {
      this.worker.postMessage(frame, transfer);
    } catch (error) {
      this.fail(`the map's worker could not be sent a frame: ${String(error)}`);
      return;
    }
    this.inFlight = true;
  }

  private received(message: FromMapWorker): void {
    if (this.failedWith !== null) return;
    if (message.type === 'started') {
      this.drawnKind = message.kind;
      return;
    }
    if (message.type === 'failed') {
      this.fail(`the map's worker failed: ${message.message}`);
      return;
    }
    this.inFlight = false;
    if (!Number.isNaN(message.atMs)) {
      this.drawnAtMs = message.atMs;
      this.drawnView = this.sentView;
      this.drawnCount = message.count;
    }
    this.posted = message;
    this.stats.uploadBytesLastFrame = message.uploadBytes;
    const next = this.waiting;
    this.waiting = null;
    if (next !== null) this.send(next.atMs, next.show);
  }
}
