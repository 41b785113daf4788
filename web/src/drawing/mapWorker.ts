/**
 * The field map's worker: it draws the map with regl on the OffscreenCanvas the page
 * transferred to it, and the labels with Canvas 2D on the overlay's. regl compiles its draw
 * commands at run time, which the page's Content Security Policy forbids; the gateway serves
 * this script with a policy of its own that allows it here only, where there is no DOM and no
 * network (default-src 'none'). Data comes by message (mapWorkerProtocol.ts).
 */
import { CanvasFieldRenderer } from './canvasRenderer';
import { codeGenerationAllowed } from './codeGeneration';
import {
  forEachRun,
  type FromMapWorker,
  type MapCommand,
  type ToMapWorker,
} from './mapWorkerProtocol';
import { ReglFieldRenderer, webglAvailable } from './reglRenderer';
import type { RendererBase } from './rendererBase';

/** The worker's global scope, as far as this script uses it. */
interface MapWorkerScope {
  onmessage: ((event: MessageEvent<ToMapWorker>) => void) | null;
  postMessage(message: FromMapWorker, transfer?: Transferable[]): void;
}

const scope = globalThis as unknown as MapWorkerScope;
let renderer: RendererBase | null = null;
let roster = 0;

/** The GPU renderer where this worker has WebGL and may compile code, else Canvas 2D. */
function start(canvas: OffscreenCanvas, labels: OffscreenCanvas | null): RendererBase {
  if (!webglAvailable(new OffscreenCanvas(1, 1))) return new CanvasFieldRenderer(canvas, true);
  if (!codeGenerationAllowed()) return new CanvasFieldRenderer(canvas, false);
  return new ReglFieldRenderer(canvas, labels);
}

function apply(r: RendererBase, c: MapCommand): number {
  switch (c.op) {
    case 'field':
      r.setField(c.widthYd, c.heightYd, c.style);
      return NaN;
    case 'entities':
      r.setEntities(c.entities);
      roster = c.roster;
      return NaN;
    case 'samples':
      forEachRun(c.batch, (id, atMs, xYd, yYd) => {
        r.append(id, atMs, xYd, yYd);
      });
      return NaN;
    case 'clear':
      r.clearSamples();
      return NaN;
    case 'resize':
      r.resize(c.widthCss, c.heightCss, c.pixelRatio);
      return NaN;
    case 'draw':
      r.setCamera(c.camera);
      r.setHighlight(c.highlight);
      r.draw(c.atMs, c.show);
      return c.atMs;
  }
}

scope.onmessage = ({ data }) => {
  if (data.type === 'start') {
    renderer = start(data.canvas, data.labels);
    scope.postMessage({ type: 'started', kind: renderer.kind });
    return;
  }
  const r = renderer;
  if (r === null) {
    scope.postMessage({ type: 'failed', message: 'a frame came before the canvas' });
    return;
  }
  let drawnAt = NaN;
  try {
    for (const c of data.commands) {
      const at = apply(r, c);
      if (!Number.isNaN(at)) drawnAt = at;
    }
  } catch (error) {
    scope.postMessage({ type: 'failed', message: String(error) });
  }
  // Always answered, drawn or not: the page sends its next frame only after this.
  const dots = r.drawnDots();
  scope.postMessage(
    {
      type: 'drawn',
      atMs: drawnAt,
      count: data.count,
      roster,
      ...dots,
      uploadBytes: r.stats.uploadBytesLastFrame,
    },
    [dots.screenX.buffer, dots.screenY.buffer, dots.screenR.buffer],
  );
};
