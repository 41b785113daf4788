/**
 * The page of `npm run bench:map` (scripts/bench-map.ts builds and serves it): a simulated
 * practice of 120 players drawn by the field map's renderers, frame after frame, each
 * frame appending every player's next tenth of a second and drawing the 600-point trails
 * before it. It measures the main thread's part of each frame, the frame rate and the bytes
 * sent to the GPU. `window.mapBench.run(kind, frames, width, height)` runs one renderer.
 */
import { SIDE_COLORS, sideOfPosition, type TrackColumns } from '../../domain';
import {
  createFieldRenderer,
  type EntityStyle,
  type FieldRenderer,
  type Rgb,
  type ShowOptions,
} from '../../web/src/drawing/fieldRenderer';
import { benchRoster, benchSimulation, FIRST_FRAME_MS, TENTH_MS } from './map-bench-data';

/** Samples appended before the first measured frame: 85 s, so the 900-slot rings wrap during the run. */
const PREFILL = 850;

/**
 * The renderers measured: regl on the page's main thread (the renderer itself), Canvas 2D, and
 * regl in the map's worker as the product draws (WorkerFieldRenderer).
 */
export type BenchKind = 'regl' | 'canvas2d' | 'worker';

/** A pixel the last frame must show, in page CSS pixels, and what it is. */
export interface PixelCheck {
  readonly what: string;
  readonly x: number;
  readonly y: number;
  readonly rgb: readonly number[];
}

/** What one renderer's run measured. */
export interface RunResult {
  readonly kind: BenchKind;
  readonly frames: number;
  readonly fps: number;
  /** Wall-clock ms of each frame's main-thread part, from the page's clock (100 µs steps). */
  readonly mainThreadMs: number[];
  /** The ids of the measured frames' animation-frame callbacks, to find them in a trace. */
  readonly frameCallbackIds: number[];
  /** The part of each frame's main-thread ms that appended the new samples (no GL call). */
  readonly appendMs: number[];
  readonly uploadBytes: number[];
  /** Median main-thread ms of the last frame drawn with jerseys and speeds too. */
  readonly labelledMedianMs: number;
  /**
   * Pixels of the worker's canvas to read from a screenshot (the page cannot read a canvas it
   * handed to a worker); the main-thread runs check theirs in the page and leave this empty.
   */
  readonly pixelChecks: PixelCheck[];
}

/** Frames drawn with every label, for the labels' cost. */
const LABELLED_FRAMES = 21;

const rgb = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16) / 255,
  parseInt(hex.slice(3, 5), 16) / 255,
  parseInt(hex.slice(5, 7), 16) / 255,
];

let previous: FieldRenderer | null = null;

/** The colour of one CSS pixel of the map as drawn (read at once: WebGL keeps no buffer). */
function pixelAt(canvas: HTMLCanvasElement, x: number, y: number): [number, number, number] {
  const gl = canvas.getContext('webgl');
  if (gl !== null) {
    const px = new Uint8Array(4);
    gl.readPixels(
      Math.round(x),
      canvas.height - 1 - Math.round(y),
      1,
      1,
      gl.RGBA,
      gl.UNSIGNED_BYTE,
      px,
    );
    return [px[0] ?? 0, px[1] ?? 0, px[2] ?? 0];
  }
  const data = canvas.getContext('2d')?.getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return [data?.[0] ?? 0, data?.[1] ?? 0, data?.[2] ?? 0];
}

/**
 * The pixels that show the renderer really drew: a frame drawn again with dots only shows
 * each of up to eight players standing apart from the rest in their own colour, at the pixel
 * toScreen gives for where the track has them; then a practice area's magenta image covers
 * the field. `read` reads one CSS pixel of the map once the frame asked for is on screen;
 * without it the checks are answered for a screenshot to make.
 */
async function checkDrawn(
  renderer: FieldRenderer,
  canvas: HTMLCanvasElement,
  entities: readonly EntityStyle[],
  atMs: number,
  show: ShowOptions,
  read: ((x: number, y: number) => [number, number, number]) | null,
): Promise<PixelCheck[]> {
  const checks: PixelCheck[] = [];
  const box = canvas.getBoundingClientRect();
  const check = (what: string, xy: readonly [number, number], rgb: readonly number[]) => {
    if (read === null) {
      checks.push({ what, x: box.left + xy[0], y: box.top + xy[1], rgb });
      return;
    }
    const got = read(xy[0], xy[1]);
    const off = got.reduce((sum, v, k) => sum + Math.abs(v - (rgb[k] ?? 0)), 0);
    if (off > 40) {
      throw new Error(
        `the ${renderer.kind} renderer did not draw ${what} at (${xy.join(', ')}): ` +
          `rgb ${got.join(' ')} instead of ${rgb.join(' ')}`,
      );
    }
  };
  draw(renderer, atMs, { ...show, trails: false });
  await onScreen(renderer);
  const at = entities.map((e) => {
    const t = tracks?.find((track) => track.entityId === e.id);
    const i = t === undefined ? -1 : t.atMs.indexOf(atMs);
    if (t === undefined || i < 0) throw new Error(`no sample of ${e.id} at the last frame`);
    return renderer.toScreen(t.xYd[i] ?? NaN, t.yYd[i] ?? NaN);
  });
  const apart = entities
    .map((e, i) => ({ e, xy: at[i] ?? [NaN, NaN] }))
    .filter(({ xy }) => at.every((o) => o === xy || Math.hypot(o[0] - xy[0], o[1] - xy[1]) > 12))
    .slice(0, 8);
  if (apart.length < 3) throw new Error('fewer than three players stand apart to check the dots');
  for (const { e, xy } of apart) {
    check(
      `${e.id}'s dot`,
      xy,
      e.color.map((c) => Math.round(c * 255)),
    );
  }
  if (read === null) return checks;
  // A practice area's image covers the field: a magenta one shows magenta mid-field.
  renderer.setField(120, 53.3, { image: { source: magentaImage() } });
  draw(renderer, atMs, { ...show, trails: false, positions: false });
  check("the area's image", renderer.toScreen(61.5, 26), [255, 0, 255]);
  renderer.setField(120, 53.3);
  return checks;
}

/** A 64 x 32 magenta canvas: a practice area's image. */
function magentaImage(): HTMLCanvasElement {
  const image = document.createElement('canvas');
  Object.assign(image, { width: 64, height: 32 });
  const ctx = image.getContext('2d');
  if (ctx === null) throw new Error('no 2D context for the test image');
  ctx.fillStyle = '#ff00ff';
  ctx.fillRect(0, 0, 64, 32);
  return image;
}

/** Draw calls made on the renderer of the run. */
let asked = 0;

/** Draws a frame, counted. */
function draw(renderer: FieldRenderer, atMs: number, show: ShowOptions): void {
  renderer.draw(atMs, show);
  asked++;
}

/** Resolves once the frame last asked for is on screen (at once on the main thread). */
async function onScreen(renderer: FieldRenderer): Promise<void> {
  while (renderer.drawnCount < asked) await nextFrame();
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

let tracks: TrackColumns[] | null = null;

/** The players' tracks from the prefill before the first frame to `frames` tenths after it. */
function benchTracks(frames: number): TrackColumns[] {
  if (tracks === null || (tracks[0]?.atMs.length ?? 0) < PREFILL + frames) {
    const sim = benchSimulation();
    const players = new Set(benchRoster().map((p) => p.id));
    tracks = sim
      .samplesBetween(
        FIRST_FRAME_MS - (PREFILL - 1) * TENTH_MS,
        FIRST_FRAME_MS + (frames + 1) * TENTH_MS,
      )
      .filter((t) => players.has(t.entityId));
  }
  return tracks;
}

async function run(
  kind: BenchKind,
  frames: number,
  width: number,
  height: number,
): Promise<RunResult> {
  const roster = benchRoster();
  const data = benchTracks(frames);
  const canvas = document.createElement('canvas');
  const labels = document.createElement('canvas');
  for (const c of [canvas, labels])
    Object.assign(c.style, { width: `${width}px`, height: `${height}px` });
  Object.assign(labels.style, { position: 'absolute', left: '0', top: '0' });
  document.body.replaceChildren(canvas, labels);
  previous?.destroy();
  const renderer = createFieldRenderer(canvas, {
    forceCanvas2d: kind === 'canvas2d',
    mainThread: kind !== 'worker',
    labels,
  });
  previous = renderer;
  asked = 0;
  renderer.resize(width, height, 1);
  // An empty map first: a practice opens before its players are known.
  renderer.setEntities([]);
  draw(renderer, FIRST_FRAME_MS, {
    balls: true,
    trails: true,
    positions: true,
    jerseys: true,
    speed: true,
  });
  // A worker's renderer says what it draws with once its worker has drawn.
  await onScreen(renderer);
  const drawing = renderer.thread === 'worker' ? 'worker' : renderer.kind;
  if (drawing !== kind || (kind === 'worker' && renderer.kind !== 'regl')) {
    throw new Error(
      `WebGL is missing in this browser: the map fell back to ${renderer.kind} (${renderer.thread} thread)`,
    );
  }
  const entities: EntityStyle[] = roster.map((p) => ({
    id: p.id,
    kind: 'player',
    label: p.jersey,
    color: rgb(SIDE_COLORS[sideOfPosition(p.position) ?? 'special']),
  }));
  renderer.setEntities(entities);
  const show = { balls: true, trails: true, positions: true, jerseys: false, speed: false };
  // The 85 s before the first frame, then one warm-up frame: neither is measured.
  for (const t of data) {
    renderer.append(
      t.entityId,
      t.atMs.subarray(0, PREFILL),
      t.xYd.subarray(0, PREFILL),
      t.yYd.subarray(0, PREFILL),
    );
  }
  draw(renderer, FIRST_FRAME_MS, show);
  await onScreen(renderer);
  const ctx2d = kind === 'canvas2d' ? canvas.getContext('2d') : null;
  const mainThreadMs: number[] = [];
  const appendMs: number[] = [];
  const uploadBytes: number[] = [];
  let firstFrameAt = 0;
  // Frames that reached the screen: every one on the main thread; in a worker, those it drew
  // (a draw asked for while it was busy is drawn with the next one).
  let shown = 0;
  let seen = renderer.drawnCount;
  // Each frame's work runs inside its animation-frame callback, so the browser's trace of that
  // callback (its thread time) is the frame's main-thread work and nothing else.
  const frameCallbackIds: number[] = [];
  const frame = (f: number) => {
    const start = performance.now();
    const i = PREFILL - 1 + f;
    for (const t of data) {
      renderer.append(
        t.entityId,
        t.atMs.subarray(i, i + 1),
        t.xYd.subarray(i, i + 1),
        t.yYd.subarray(i, i + 1),
      );
    }
    appendMs.push(performance.now() - start);
    draw(renderer, FIRST_FRAME_MS + f * TENTH_MS, show);
    // Canvas 2D draws on the main thread: reading a pixel waits for the drawing to finish.
    ctx2d?.getImageData(0, 0, 1, 1);
    mainThreadMs.push(performance.now() - start);
    uploadBytes.push(renderer.stats.uploadBytesLastFrame);
  };
  for (let f = 1; f <= frames; f++) {
    const frameAt = await new Promise<number>((resolve) => {
      const id = requestAnimationFrame((at) => {
        if (renderer.drawnCount !== seen) {
          seen = renderer.drawnCount;
          shown++;
        }
        frame(f);
        resolve(at);
      });
      frameCallbackIds.push(id);
    });
    if (f === 1) firstFrameAt = frameAt;
  }
  // The frame after the last one: the last one's drawing is done, the GPU's part included.
  // A worker's last frame is counted when it is on screen.
  let lastAt = await nextFrame();
  if (renderer.thread === 'worker') {
    await onScreen(renderer);
    lastAt = performance.now();
    shown++;
  } else shown = frames;
  const fps = shown / ((lastAt - firstFrameAt) / 1000);
  const endMs = FIRST_FRAME_MS + frames * TENTH_MS;
  const labelled = async () => {
    // The same last frame again with jerseys and speeds, for their cost alone.
    renderer.setHighlight(entities[0]?.id ?? null);
    const labelledMs: number[] = [];
    for (let k = 0; k < LABELLED_FRAMES; k++) {
      const start = performance.now();
      draw(renderer, endMs, { ...show, jerseys: true, speed: true });
      ctx2d?.getImageData(0, 0, 1, 1);
      labelledMs.push(performance.now() - start);
    }
    await onScreen(renderer);
    labelledMs.sort((a, b) => a - b);
    return labelledMs[Math.floor(LABELLED_FRAMES / 2)] ?? NaN;
  };
  if (renderer.thread === 'worker') {
    // Its dots are read from a screenshot of the frame left on the page.
    const labelledMedianMs = await labelled();
    const pixelChecks = await checkDrawn(renderer, canvas, entities, endMs, show, null);
    // Two more animation frames: the worker's last frame is composited before the screenshot.
    await nextFrame();
    await nextFrame();
    return {
      kind,
      frames,
      fps,
      mainThreadMs,
      frameCallbackIds,
      appendMs,
      uploadBytes,
      labelledMedianMs,
      pixelChecks,
    };
  }
  await checkDrawn(renderer, canvas, entities, endMs, show, (x, y) => pixelAt(canvas, x, y));
  // The labelled frame is left on the page for a screenshot with a highlighted player.
  const labelledMedianMs = await labelled();
  return {
    kind,
    frames,
    fps,
    mainThreadMs,
    frameCallbackIds,
    appendMs,
    uploadBytes,
    labelledMedianMs,
    pixelChecks: [],
  };
}

declare global {
  interface Window {
    mapBench: { run: typeof run; ready: true };
  }
}

window.mapBench = { run, ready: true };
