/**
 * The simulated positions of a past session, as plain data in and out so that it can run
 * on a worker thread: the history fill (history.ts) simulates the sessions ahead of the one
 * it stores on a small pool of threads, while it computes and stores in order.
 */
import { Worker } from 'node:worker_threads';
import type { TrackColumns } from '../../domain';
import { concatTracks } from '../../dataaccess/src/tracks/window-codec';
import {
  createPracticeSimulation,
  type PracticeSimulationOptions,
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

/** The buffers of tracks, handed over to the other thread instead of copied. */
export function buffersOf(tracks: readonly TrackColumns[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const t of tracks) {
    for (const column of [t.atMs, t.xYd, t.yYd, t.zYd]) {
      if (column instanceof Float64Array || column instanceof Float32Array) {
        buffers.add(column.buffer as ArrayBuffer);
      }
    }
  }
  return [...buffers];
}

/** A request to a worker and its answer. */
export interface JobMessage {
  readonly id: number;
  readonly job: SimulationJob;
}
export type ResultMessage =
  | { readonly id: number; readonly tracks: TrackColumns[] }
  | { readonly id: number; readonly error: string };

interface Waiting {
  readonly resolve: (tracks: TrackColumns[]) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Worker threads that run {@link simulateJob}. The worker module is TypeScript: each thread
 * registers tsx first, as the process it runs in was started with it.
 */
export class SimulationPool {
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
        else waiting?.resolve(message.tracks);
        this.idle.push(worker);
        this.pump();
      });
      worker.on('error', (error) => {
        for (const w of this.running.values()) w.reject(error);
        this.running.clear();
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  /** Simulates a job on the next free thread. */
  run(job: SimulationJob): Promise<TrackColumns[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message: { id: this.nextId++, job }, waiting: { resolve, reject } });
      this.pump();
    });
  }

  /** Ends every thread; jobs not done are rejected. */
  async close(): Promise<void> {
    for (const { waiting } of this.queue.splice(0)) waiting.reject(new Error('the pool closed'));
    for (const w of this.running.values()) w.reject(new Error('the pool closed'));
    this.running.clear();
    await Promise.all(this.workers.map((w) => w.terminate()));
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
