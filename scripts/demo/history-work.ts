/**
 * The work of filling one past session, as plain data in and out so that it runs on a
 * worker thread: simulate its positions, compute its metrics (with the past week the
 * caller read from the store) and encode its windows. The history fill (history.ts) runs
 * these on a small pool of threads and only writes to the store itself.
 */
import { Worker } from 'node:worker_threads';
import type { TrackColumns } from '../../domain';
import {
  computePlayerMetrics,
  type MetricsInputs,
  type PlayerSessionMetrics,
} from '../../dataaccess/src/live/stored-metrics';
import type { SessionDoc } from '../../dataaccess/src/sessions/sessions';
import { windowsOf, type WindowRow } from '../../dataaccess/src/tracks/ingest';
import {
  concatTracks,
  encodeWindowInto,
  maxWindowBytes,
} from '../../dataaccess/src/tracks/window-codec';
import {
  createPracticeSimulation,
  type PracticeSimulationOptions,
  type SimGameScript,
  type SimPeriod,
} from '../../simulator';

/** A stretch of simulation: periods played back to back from `startMs`. */
export interface Block {
  readonly startMs: number;
  readonly periods: SimPeriod[];
}

/** What to simulate of a session: its blocks, each a simulation seeded in turn from `seed`. */
export interface SimulationJob {
  readonly blocks: readonly Block[];
  readonly players: PracticeSimulationOptions['players'];
  readonly seed: number;
  /** A game played play by play: its plays, which each block runs where they fall. */
  readonly game?: SimGameScript;
}

/** Every entity's positions over the job's blocks, one track per entity. */
export function simulateJob(job: SimulationJob): TrackColumns[] {
  const parts = new Map<string, TrackColumns[]>();
  for (const [i, block] of job.blocks.entries()) {
    const sim = createPracticeSimulation({
      seed: job.seed + i,
      players: job.players,
      periods: block.periods,
      startMs: block.startMs,
      ...(job.game === undefined ? {} : { game: job.game }),
    });
    for (const track of sim.samplesBetween(sim.startMs, sim.endMs)) {
      const list = parts.get(track.entityId) ?? [];
      list.push(track);
      parts.set(track.entityId, list);
    }
  }
  return [...parts].map(
    ([id, list]) => (list.length === 1 ? list[0] : concatTracks(id, list)) as TrackColumns,
  );
}

/** One past session to fill: the session, what to simulate, and its past week. */
export interface FillJob {
  readonly doc: SessionDoc;
  readonly simulation: SimulationJob;
  readonly inputs: MetricsInputs;
}

/** What a session's fill stores: its encoded windows and its players' metrics. */
export interface FillResult {
  readonly windows: PackedRows;
  readonly metrics: PlayerSessionMetrics[];
}

/**
 * A session's window rows as a few columns: a game's hundred thousand rows cross to the
 * other thread as six buffers, where as objects they took longer to copy than to compute.
 */
export interface PackedRows {
  readonly sessionId: string;
  readonly entities: string[];
  /** Per row: its entity's index in `entities`. */
  readonly entity: Uint32Array;
  readonly windowMs: Float64Array;
  readonly count: Uint32Array;
  readonly lastMs: Float64Array;
  /** Every row's bytes one after another; row i's end at `ends[i]`. */
  readonly data: Uint8Array;
  readonly ends: Uint32Array;
}

/**
 * A session's tracks cut into windows and encoded straight into packed columns (one byte
 * buffer for every window, grown as it fills).
 */
export function packWindows(sessionId: string, tracks: readonly TrackColumns[]): PackedRows {
  const windows: [number, number, TrackColumns][] = [];
  tracks.forEach((track, e) => {
    for (const [w, part] of windowsOf(track)) windows.push([e, w, part]);
  });
  const n = windows.length;
  const packed = {
    sessionId,
    entities: tracks.map((t) => t.entityId),
    entity: new Uint32Array(n),
    windowMs: new Float64Array(n),
    count: new Uint32Array(n),
    lastMs: new Float64Array(n),
    ends: new Uint32Array(n),
  };
  // About five bytes a sample; grown when a window might not fit.
  let data = new Uint8Array(tracks.reduce((sum, t) => sum + t.atMs.length, 0) * 6 + 1024);
  let offset = 0;
  windows.forEach(([e, w, part], i) => {
    const room = maxWindowBytes(part.atMs.length, part.zYd !== undefined);
    if (offset + room > data.length) {
      const grown = new Uint8Array(Math.max(data.length * 2, offset + room));
      grown.set(data.subarray(0, offset));
      data = grown;
    }
    offset = encodeWindowInto(w, part, data, offset);
    packed.entity[i] = e;
    packed.windowMs[i] = w;
    packed.count[i] = part.atMs.length;
    packed.lastMs[i] = part.atMs[part.atMs.length - 1] ?? w;
    packed.ends[i] = offset;
  });
  return { ...packed, data: data.subarray(0, offset) };
}

/** The rows of {@link packWindows}, their bytes views of the packed buffer. */
export function unpackRows(packed: PackedRows): WindowRow[] {
  const rows: WindowRow[] = [];
  let start = 0;
  for (let i = 0; i < packed.ends.length; i++) {
    const end = packed.ends[i] ?? start;
    rows.push({
      session_id: packed.sessionId,
      entity_id: packed.entities[packed.entity[i] ?? 0] ?? '',
      window_ms: packed.windowMs[i] ?? 0,
      count: packed.count[i] ?? 0,
      last_ms: packed.lastMs[i] ?? 0,
      data: packed.data.subarray(start, end),
    });
    start = end;
  }
  return rows;
}

/** Simulates, computes and encodes one session. */
export function fillJob({ doc, simulation, inputs }: FillJob): FillResult {
  const tracks = simulateJob(simulation);
  return {
    metrics: computePlayerMetrics(doc, tracks, inputs),
    windows: packWindows(doc._id, tracks),
  };
}

/** The buffers of a result's windows, handed over to the other thread instead of copied. */
export function buffersOf({ windows: w }: FillResult): ArrayBuffer[] {
  return [w.entity, w.windowMs, w.count, w.lastMs, w.data, w.ends].map(
    (column) => column.buffer as ArrayBuffer,
  );
}

/** A request to a worker and its answer. */
export interface JobMessage {
  readonly id: number;
  readonly job: FillJob;
}
export type ResultMessage =
  | { readonly id: number; readonly result: FillResult }
  | { readonly id: number; readonly error: string };

interface Waiting {
  readonly resolve: (result: FillResult) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Worker threads that run {@link fillJob}. The worker module is TypeScript: each thread
 * registers tsx first, as the process it runs in was started with it.
 */
export class FillPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: { message: JobMessage; waiting: Waiting }[] = [];
  private readonly running = new Map<number, Waiting>();
  private nextId = 0;

  constructor(size: number) {
    const tsx = import.meta.resolve('tsx/esm/api');
    const entry = new URL('./history-worker.ts', import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    for (let i = 0; i < size; i++) {
      const worker = new Worker(bootstrap, { eval: true });
      worker.on('message', (message: ResultMessage) => {
        const waiting = this.running.get(message.id);
        this.running.delete(message.id);
        if ('error' in message) waiting?.reject(new Error(message.error));
        else waiting?.resolve(message.result);
        this.idle.push(worker);
        this.pump();
      });
      // A thread that fails ends: every job fails with it, those queued too (none would run).
      worker.on('error', (error) => {
        this.failAll(error);
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  /** Fills a job on the next free thread. */
  run(job: FillJob): Promise<FillResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message: { id: this.nextId++, job }, waiting: { resolve, reject } });
      this.pump();
    });
  }

  /** Ends every thread; jobs not done are rejected. */
  async close(): Promise<void> {
    this.failAll(new Error('the pool closed'));
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private failAll(error: Error): void {
    for (const { waiting } of this.queue.splice(0)) waiting.reject(error);
    for (const w of this.running.values()) w.reject(error);
    this.running.clear();
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop();
      const next = this.queue.shift();
      if (worker === undefined || next === undefined) return;
      this.running.set(next.message.id, next.waiting);
      worker.postMessage(next.message);
    }
  }
}
