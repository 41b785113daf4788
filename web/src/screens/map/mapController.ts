/**
 * The Practice Viewer's engine, plain TypeScript beside its React screen: it owns the field
 * renderer (web/src/drawing), the playback machine, the cache of 10-second track windows and
 * the animation loop. The machine says which windows the playhead needs and when it jumped;
 * this hands the renderer each window's samples once (a jump clears them and hands the 60 s
 * of trails again), feeds a live practice's samples from the live tracks topic, and draws a
 * frame at the playhead on every animation frame. Where the map's worker fails, it draws on
 * the page instead, on a fresh canvas the screen gives it, with what it has already shown.
 */
import { createActor, type Actor } from 'xstate';
import { REFRESH_MS } from '../../../../domain';
import {
  playbackMachine,
  playheadAt,
  TRAIL_MS,
  type PlaybackEvent,
  type TimeRange,
} from '../../../../state-machines';
import {
  createFieldRenderer,
  createPageRenderer,
  type Camera,
  type FieldRenderer,
  type FieldStyle,
} from '../../drawing/fieldRenderer';
import {
  sessionTrackWindows,
  trackWindowStart,
  TrackWindowCache,
  type TrackSamples,
} from '../../data/trackWindows';
import {
  FOLLOW_ZOOM,
  mapEntities,
  type MapField,
  type MapPlayer,
  type MapShow,
  type Timeline,
} from './mapView';
import { ShownSamples } from './shownSamples';

/** One entity's newest live samples (the live tracks topic's row). */
export interface LiveTrack {
  readonly id: string;
  readonly atMs: readonly number[];
  readonly xYd: readonly number[];
  readonly yYd: readonly number[];
}

/** What the screen hears back: the playhead (a few times a second) and the machine's state. */
export interface MapListener {
  (view: {
    readonly atMs: number;
    readonly state: string;
    readonly speed: number;
    readonly zoom: number;
  }): void;
}

/** The map's test hook: what a browser test reads of the drawn frame (window.__map). */
export interface MapProbe {
  readonly renderer: FieldRenderer;
  /** The playhead of the frame on screen, epoch ms; NaN before the first. */
  lastFrameMs: number;
  /**
   * Ms from the last jump to the first frame on screen with samples in it (seen at the next
   * animation frame after it).
   */
  jumpShownAtMs: number | null;
  positionOf(id: string, atMs: number): readonly [number, number] | null;
}

/** How often the screen's controls hear of the playhead (the map itself draws every frame). */
const NOTIFY_MS = 200;

/**
 * The screen's answer to a failed map worker: a fresh canvas, in place of the ones the worker
 * took, to draw on from the page (the screen says on the map that it draws without the worker).
 */
export type FreshCanvas = (reason: string) => HTMLCanvasElement;

/** The engine of one Practice Viewer: create it on a canvas, `destroy()` it when leaving. */
export class MapController {
  private current: FieldRenderer;
  /** Why the map's worker failed, until the next animation frame draws on the page instead. */
  private workerFailure: string | null = null;
  /** What the renderer was told of the map's size and field, to tell a renderer made after. */
  private size: readonly [number, number, number] | null = null;
  private field: { field: MapField; image: HTMLImageElement | null } | null = null;
  private readonly cache: TrackWindowCache;
  private readonly actor: Actor<typeof playbackMachine>;
  private readonly shown = new ShownSamples();
  /** The live topic's samples, kept so going live draws the last minute at once. */
  private readonly liveSamples = new ShownSamples();
  private readonly known = new Set<string>();
  private players: ReadonlyMap<string, MapPlayer> = new Map();
  private show: MapShow;
  private follow: string | null = null;
  private highlighted: string | null = null;
  private frame = 0;
  private lastNotify = 0;
  private lastJumpWallMs: number | null = null;
  /** Frames asked for, and the first one that has the samples shown now. */
  private draws = 0;
  private samplesFrame = 0;
  readonly probe: MapProbe;

  constructor(
    canvas: HTMLCanvasElement,
    labels: HTMLCanvasElement,
    sessionId: string,
    timeline: Timeline,
    show: MapShow,
    private readonly listener: MapListener,
    private readonly freshCanvas: FreshCanvas,
  ) {
    this.show = show;
    this.current = createFieldRenderer(canvas, {
      labels,
      onFailure: (reason) => {
        this.workerFailure = reason;
      },
    });
    this.cache = new TrackWindowCache(
      sessionTrackWindows(sessionId),
      timeline.live ? trackWindowStart(Date.now()) - 10_000 : Infinity,
    );
    this.actor = createActor(playbackMachine, {
      input: { startMs: timeline.startMs, endMs: timeline.endMs, live: timeline.live },
    });
    this.actor.on('windows.need', ({ range }) => {
      this.load(range);
    });
    this.actor.on('playhead.jumped', ({ atMs }) => {
      this.lastJumpWallMs = performance.now();
      this.rebuild(atMs);
    });
    const current = () => this.current;
    this.probe = {
      get renderer() {
        return current();
      },
      lastFrameMs: NaN,
      jumpShownAtMs: null,
      positionOf: (id, atMs) => this.shown.positionAt(id, atMs),
    };
    this.actor.start();
    const loop = () => {
      this.draw();
      this.frame = requestAnimationFrame(loop);
    };
    this.frame = requestAnimationFrame(loop);
  }

  /** The renderer drawing the map now. */
  get renderer(): FieldRenderer {
    return this.current;
  }

  /** Sends the playback machine an event (a control was used). */
  send(event: PlaybackEvent): void {
    this.actor.send(event);
    this.notify();
  }

  /** The playhead now. */
  atMs(): number {
    return playheadAt(this.actor.getSnapshot().context, Date.now());
  }

  /** The timeline as it stands (a live one grows). */
  timeline(): TimeRange {
    const { startMs, endMs } = this.actor.getSnapshot().context;
    return { fromMs: startMs, toMs: endMs };
  }

  setShow(show: MapShow): void {
    this.show = show;
  }

  /** The players whose jerseys and colours label the dots. */
  setPlayers(players: readonly MapPlayer[]): void {
    this.players = new Map(players.map((p) => [p.id, p]));
    this.renderer.setEntities(mapEntities(this.known, this.players));
  }

  /** Highlights a player (null: nobody); with `follow` the camera keeps on them. */
  setHighlight(id: string | null, follow: boolean): void {
    this.highlighted = id;
    this.follow = follow ? id : null;
    this.renderer.setHighlight(id);
  }

  setCamera(camera: Camera): void {
    this.renderer.setCamera(camera);
  }

  /** The field drawn: the football field or a practice area with its image (once loaded). */
  setField(field: MapField, image: HTMLImageElement | null): void {
    this.field = { field, image };
    const style: Partial<FieldStyle> =
      image === null
        ? { image: null, markings: 'auto' }
        : {
            image: field.crop === null ? { source: image } : { source: image, crop: field.crop },
            markings: 'none',
          };
    this.renderer.setField(field.widthYd, field.heightYd, style);
  }

  resize(widthCss: number, heightCss: number): void {
    this.size = [widthCss, heightCss, window.devicePixelRatio || 1];
    this.renderer.resize(...this.size);
  }

  /**
   * Draws on the page from now on, on the screen's fresh canvas: the map's worker failed and
   * its canvases are lost with it. The new renderer is told all the old one was: size, field,
   * entities, highlight, camera and the samples shown.
   */
  private drawOnPage(reason: string): void {
    const old = this.current;
    const camera = old.camera;
    old.destroy();
    const renderer = createPageRenderer(this.freshCanvas(reason));
    this.current = renderer;
    if (this.size !== null) renderer.resize(...this.size);
    if (this.field !== null) this.setField(this.field.field, this.field.image);
    renderer.setEntities(mapEntities(this.known, this.players));
    renderer.setHighlight(this.highlighted);
    renderer.setCamera(camera);
    for (const id of this.shown.ids()) {
      const list = this.shown.columns(id, -Infinity);
      renderer.append(id, list.atMs, list.xYd, list.yYd);
    }
    // The new renderer counts its frames from none: its first has every sample shown.
    this.draws = 0;
    this.samplesFrame = 1;
  }

  /** The live tracks topic changed: keep its samples, draw them while following the live edge. */
  liveUpdate(tracks: readonly LiveTrack[]): void {
    let newest = -Infinity;
    const following = this.actor.getSnapshot().value === 'live';
    const added: string[] = [];
    for (const t of tracks) {
      this.liveSamples.append(t.id, t.atMs, t.xYd, t.yYd);
      newest = Math.max(newest, t.atMs.at(-1) ?? -Infinity);
      if (!this.known.has(t.id)) added.push(t.id);
    }
    if (added.length > 0) this.addEntities(added);
    if (following) {
      this.samplesFrame = this.draws + 1;
      for (const t of tracks) {
        this.renderer.append(t.id, t.atMs, t.xYd, t.yYd);
        this.shown.append(t.id, t.atMs, t.xYd, t.yYd);
      }
    }
    if (Number.isFinite(newest)) {
      // Windows before the one still filling are complete: cached from now on.
      this.cache.setOpenFrom(trackWindowStart(newest - 2 * REFRESH_MS.liveTracks));
      this.actor.send({ type: 'live.newest', newestMs: newest });
    }
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.actor.stop();
    this.renderer.destroy();
  }

  /** Fetches the windows the machine asked for, then hands their samples to the renderer. */
  private load(range: TimeRange): void {
    this.cache.load(range.fromMs, range.toMs).then(
      () => {
        this.actor.send({ type: 'windows.loaded', range });
        this.handOver(range);
      },
      (error: unknown) => {
        // Failed fetches are logged to the console only (03 §8); the next tick asks again.
        console.error('track windows', error);
        this.actor.send({ type: 'windows.failed', range });
      },
    );
  }

  /** Hands the renderer the samples of `range` after what it has; rebuilds when they are older. */
  private handOver(range: TimeRange): void {
    const at = this.atMs();
    const from = Math.max(range.fromMs, at - TRAIL_MS);
    const parts = this.cache.samples(from, range.toMs);
    const older = [...parts].some(
      ([id, list]) => (list[0]?.atMs[0] ?? Infinity) <= this.shown.newestMs(id),
    );
    if (older) {
      this.rebuild(at);
      return;
    }
    this.appendAll(parts);
  }

  /** Forgets the samples drawn and hands the 60 s before `atMs` and what follows it again. */
  private rebuild(atMs: number): void {
    this.renderer.clearSamples();
    this.shown.clear();
    this.samplesFrame = this.draws + 1;
    const ready = this.actor.getSnapshot().context.ready;
    const to = Math.max(ready?.toMs ?? atMs, atMs + 1);
    this.appendAll(this.cache.samples(atMs - TRAIL_MS, to));
    if (this.actor.getSnapshot().value === 'live') {
      for (const id of this.liveSamples.ids()) {
        const list = this.liveSamples.columns(id, atMs - TRAIL_MS);
        this.renderer.append(id, list.atMs, list.xYd, list.yYd);
        this.shown.append(id, list.atMs, list.xYd, list.yYd);
      }
    }
  }

  private appendAll(parts: ReadonlyMap<string, readonly TrackSamples[]>): void {
    const added = [...parts.keys()].filter((id) => !this.known.has(id));
    if (added.length > 0) this.addEntities(added);
    this.samplesFrame = this.draws + 1;
    for (const [id, list] of parts) {
      for (const s of list) {
        this.renderer.append(id, s.atMs, s.xYd, s.yYd);
        this.shown.append(id, s.atMs, s.xYd, s.yYd);
      }
    }
  }

  private addEntities(ids: readonly string[]): void {
    for (const id of ids) this.known.add(id);
    this.renderer.setEntities(mapEntities(this.known, this.players));
    this.renderer.setHighlight(this.highlighted);
  }

  /** One animation frame: the camera on a followed player, the frame at the playhead. */
  private draw(): void {
    if (this.workerFailure !== null) {
      const reason = this.workerFailure;
      this.workerFailure = null;
      this.drawOnPage(reason);
    }
    const snapshot = this.actor.getSnapshot();
    const wall = Date.now();
    const at = playheadAt(snapshot.context, wall);
    if (this.follow !== null) {
      const where = this.shown.positionAt(this.follow, at);
      if (where !== null) {
        this.renderer.setCamera({
          centerXYd: where[0],
          centerYYd: where[1],
          zoom: Math.max(FOLLOW_ZOOM, this.renderer.camera.zoom),
        });
      }
    }
    this.renderer.draw(at, this.show);
    this.draws++;
    // A worker's renderer shows a frame once its worker drew it: the probe names a frame on
    // screen that has the samples the probe's positions come from, and a jump counts as shown
    // once such a frame has someone in it.
    if (this.renderer.drawnCount >= this.samplesFrame) {
      const shownAt = this.renderer.drawnAtMs;
      this.probe.lastFrameMs = shownAt;
      if (
        this.lastJumpWallMs !== null &&
        this.shown.ids().some((id) => this.shown.positionAt(id, shownAt))
      ) {
        this.probe.jumpShownAtMs = performance.now() - this.lastJumpWallMs;
        this.lastJumpWallMs = null;
      }
    }
    if (performance.now() - this.lastNotify >= NOTIFY_MS) this.notify();
  }

  /** Tells the screen where the playback stands (a control's change shows at once). */
  private notify(): void {
    this.lastNotify = performance.now();
    const snapshot = this.actor.getSnapshot();
    this.listener({
      atMs: playheadAt(snapshot.context, Date.now()),
      state: snapshot.value,
      speed: snapshot.context.speed,
      zoom: this.renderer.camera.zoom,
    });
  }
}
