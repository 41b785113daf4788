/**
 * The messages between the field map's page-side renderer and its worker, and the one batch
 * a frame's appends travel in. Pure: no worker, no canvas, so it is tested alone.
 *
 * The page queues commands and sends them as one `frame` message when it draws; the worker
 * applies them in order, draws, and answers `drawn` with where it drew each dot. The page
 * sends the next frame only after that answer, so a slow GPU never queues frames up: the
 * commands wait and go together, and only the newest draw is drawn.
 */
import type { Camera } from './fieldGeometry';
import type { EntityStyle, FieldStyle, ShowOptions } from './types';

/** A field style as it reaches the worker: its image, if any, an ImageBitmap. */
export type WorkerFieldStyle = Partial<Omit<FieldStyle, 'image'>> & {
  readonly image?: {
    readonly source: ImageBitmap;
    readonly crop?: {
      readonly x0: number;
      readonly y0: number;
      readonly x1: number;
      readonly y1: number;
    };
  } | null;
};

/** Every entity's samples appended since the last command, packed in a few typed arrays. */
export interface SampleBatch {
  /** The entities, in the order their runs follow. */
  readonly ids: readonly string[];
  /** Samples of each id, in that order. */
  readonly counts: Uint32Array;
  readonly atMs: Float64Array;
  readonly xYd: Float32Array;
  readonly yYd: Float32Array;
}

/** One thing the worker's renderer is told, in the order the page said it. */
export type MapCommand =
  | {
      readonly op: 'field';
      readonly widthYd: number;
      readonly heightYd: number;
      readonly style: WorkerFieldStyle;
    }
  | { readonly op: 'entities'; readonly entities: readonly EntityStyle[]; readonly roster: number }
  | { readonly op: 'samples'; readonly batch: SampleBatch }
  | { readonly op: 'clear' }
  | {
      readonly op: 'resize';
      readonly widthCss: number;
      readonly heightCss: number;
      readonly pixelRatio: number;
    }
  | {
      readonly op: 'draw';
      readonly atMs: number;
      readonly show: ShowOptions;
      readonly camera: Camera;
      readonly highlight: string | null;
    };

/** What the page sends its worker. */
export type ToMapWorker =
  | {
      readonly type: 'start';
      readonly canvas: OffscreenCanvas;
      readonly labels: OffscreenCanvas | null;
    }
  | {
      readonly type: 'frame';
      readonly commands: readonly MapCommand[];
      /** The page's count of draw calls at this frame's draw, echoed back when drawn. */
      readonly count: number;
    };

/** What the worker answers. */
export type FromMapWorker =
  | {
      readonly type: 'started';
      /** 'canvas2d' where the worker has no WebGL or may not compile code. */
      readonly kind: 'regl' | 'canvas2d';
    }
  | {
      readonly type: 'drawn';
      /** The time of the frame drawn; NaN when the message drew nothing. */
      readonly atMs: number;
      /** The frame message's `count`. */
      readonly count: number;
      /** The roster (`entities` command) the positions are indexed by. */
      readonly roster: number;
      readonly screenX: Float32Array;
      readonly screenY: Float32Array;
      readonly screenR: Float32Array;
      readonly uploadBytes: number;
    }
  | { readonly type: 'failed'; readonly message: string };

/**
 * What a worker's failure event says, as one line: an `error` event whose script did not load
 * (no message: a 404, a refused policy, a syntax error) or that carries an exception thrown
 * in the worker, or a `messageerror` (a message that could not be read).
 */
export function workerFailureMessage(event: {
  readonly type: string;
  readonly message?: unknown;
  readonly filename?: unknown;
  readonly lineno?: unknown;
}): string {
  if (event.type === 'messageerror')
    return "the map's worker sent a message that could not be read";
  if (typeof event.message !== 'string' || event.message === '') {
    return "the map's worker did not start (its script did not load or run)";
  }
  const where =
    typeof event.filename === 'string' && event.filename !== ''
      ? ` (${event.filename}${typeof event.lineno === 'number' && event.lineno > 0 ? `:${event.lineno}` : ''})`
      : '';
  return `the map's worker failed: ${event.message}${where}`;
}

/**
 * Commands waiting for the next frame message. Appends between two other commands gather in
 * one `samples` command, so a frame's 120 appends cross to the worker as five typed arrays.
 */
export class CommandQueue {
  private commands: MapCommand[] = [];
  private ids: string[] = [];
  private counts: number[] = [];
  private atMs: number[] = [];
  private xYd: number[] = [];
  private yYd: number[] = [];

  /** Queues a command after the appends before it. */
  push(command: MapCommand): void {
    this.closeBatch();
    this.commands.push(command);
  }

  /** Queues one entity's samples; they are sent in the batch open now. */
  append(
    id: string,
    atMs: ArrayLike<number>,
    xYd: ArrayLike<number>,
    yYd: ArrayLike<number>,
  ): void {
    const n = atMs.length;
    if (xYd.length !== n || yYd.length !== n)
      throw new Error('times and positions differ in length');
    if (n === 0) return;
    this.ids.push(id);
    this.counts.push(n);
    for (let i = 0; i < n; i++) {
      this.atMs.push(atMs[i] ?? NaN);
      this.xYd.push(xYd[i] ?? NaN);
      this.yYd.push(yYd[i] ?? NaN);
    }
  }

  /** Whether nothing waits. */
  get empty(): boolean {
    return this.commands.length === 0 && this.ids.length === 0;
  }

  /**
   * Everything queued, emptied, and the buffers to transfer with it (the batches' arrays and
   * the field images): they are the queue's own copies, so the page loses nothing.
   */
  take(): { commands: MapCommand[]; transfer: Transferable[] } {
    this.closeBatch();
    const commands = this.commands;
    this.commands = [];
    const transfer: Transferable[] = [];
    for (const c of commands) {
      if (c.op === 'samples') {
        const b = c.batch;
        transfer.push(b.counts.buffer, b.atMs.buffer, b.xYd.buffer, b.yYd.buffer);
      } else if (c.op === 'field' && c.style.image) transfer.push(c.style.image.source);
    }
    return { commands, transfer };
  }

  private closeBatch(): void {
    if (this.ids.length === 0) return;
    this.commands.push({
      op: 'samples',
      batch: {
        ids: this.ids,
        counts: Uint32Array.from(this.counts),
        atMs: Float64Array.from(this.atMs),
        xYd: Float32Array.from(this.xYd),
        yYd: Float32Array.from(this.yYd),
      },
    });
    this.ids = [];
    this.counts = [];
    this.atMs = [];
    this.xYd = [];
    this.yYd = [];
  }
}

/** Calls `each` with every entity's samples of a batch, as views on its arrays. */
export function forEachRun(
  batch: SampleBatch,
  each: (id: string, atMs: Float64Array, xYd: Float32Array, yYd: Float32Array) => void,
): void {
  let at = 0;
  batch.ids.forEach((id, i) => {
    const n = batch.counts[i] ?? 0;
    each(
      id,
      batch.atMs.subarray(at, at + n),
      batch.xYd.subarray(at, at + n),
      batch.yYd.subarray(at, at + n),
    );
    at += n;
  });
}
