import { describe, expect, it } from 'vitest';
import {
  CommandQueue,
  forEachRun,
  workerFailureMessage,
  type MapCommand,
  type SampleBatch,
} from './mapWorkerProtocol';

const show = { balls: true, trails: true, positions: true, jerseys: false, speed: false };
const camera = { centerXYd: 60, centerYYd: 26.65, zoom: 1 };

/** The runs of a batch as plain arrays. */
function runs(batch: SampleBatch): [string, number[], number[], number[]][] {
  const out: [string, number[], number[], number[]][] = [];
  forEachRun(batch, (id, atMs, xYd, yYd) => {
    out.push([id, [...atMs], [...xYd], [...yYd]]);
  });
  return out;
}

const batchOf = (c: MapCommand | undefined): SampleBatch => {
  if (c?.op !== 'samples') throw new Error(`not a batch: ${c?.op ?? 'nothing'}`);
  return c.batch;
};

describe('CommandQueue', () => {
  it("sends a frame's appends as one batch, in order, entity by entity", () => {
    const q = new CommandQueue();
    q.append('a', [100, 200], [1, 2], [3, 4]);
    q.append('b', [100], [5], [6]);
    q.append('a', [300], [7], [8]);
    q.push({ op: 'draw', atMs: 300, show, camera, highlight: null });
    const { commands, transfer } = q.take();
    expect(commands.map((c) => c.op)).toEqual(['samples', 'draw']);
    expect(runs(batchOf(commands[0]))).toEqual([
      ['a', [100, 200], [1, 2], [3, 4]],
      ['b', [100], [5], [6]],
      ['a', [300], [7], [8]],
    ]);
    // The batch's four arrays are transferred, not copied.
    expect(transfer).toHaveLength(4);
    expect(q.empty).toBe(true);
    expect(q.take().commands).toEqual([]);
  });

  it('keeps appends on their side of a clear or a new roster', () => {
    const q = new CommandQueue();
    q.append('a', [100], [1], [1]);
    q.push({ op: 'clear' });
    q.append('a', [50], [2], [2]);
    q.push({ op: 'entities', entities: [], roster: 2 });
    q.append('b', [60], [3], [3]);
    const { commands } = q.take();
    expect(commands.map((c) => c.op)).toEqual([
      'samples',
      'clear',
      'samples',
      'entities',
      'samples',
    ]);
    expect(runs(batchOf(commands[2]))).toEqual([['a', [50], [2], [2]]]);
    expect(runs(batchOf(commands[4]))).toEqual([['b', [60], [3], [3]]]);
  });

  it('keeps times to the millisecond and copies what the caller appended', () => {
    const q = new CommandQueue();
    const atMs = [1_764_150_000_123, 1_764_150_000_223];
    const xYd = new Float32Array([10.5, 11.5]);
    q.append('a', atMs, xYd, [0, 0]);
    xYd[0] = 99;
    const [run] = runs(batchOf(q.take().commands[0]));
    expect(run?.[1]).toEqual(atMs);
    expect(run?.[2]).toEqual([10.5, 11.5]);
  });

  it('refuses columns of different lengths and queues nothing for them', () => {
    const q = new CommandQueue();
    expect(() => {
      q.append('a', [1, 2], [1], [1, 2]);
    }).toThrow('times and positions differ in length');
    q.append('a', [], [], []);
    expect(q.empty).toBe(true);
  });

  it("transfers a field's image with its command", () => {
    const q = new CommandQueue();
    const source = { close() {} } as unknown as ImageBitmap;
    q.push({ op: 'field', widthYd: 100, heightYd: 50, style: { image: { source } } });
    q.push({ op: 'field', widthYd: 100, heightYd: 50, style: { image: null } });
    expect(q.take().transfer).toEqual([source]);
  });
});

describe('workerFailureMessage', () => {
  it('tells a script that did not load from an exception thrown in the worker', () => {
    // A 404 or a refused script: an error event with nothing in it.
    expect(workerFailureMessage({ type: 'error' })).toBe(
      "the map's worker did not start (its script did not load or run)",
    );
    expect(workerFailureMessage({ type: 'error', message: '', filename: '', lineno: 0 })).toBe(
      "the map's worker did not start (its script did not load or run)",
    );
    expect(
      workerFailureMessage({
        type: 'error',
        message: 'Uncaught Error: no WebGL context',
        filename: 'https://x.test/assets/map-worker-1.js',
        lineno: 12,
      }),
    ).toBe(
      "the map's worker failed: Uncaught Error: no WebGL context (https://x.test/assets/map-worker-1.js:12)",
    );
    expect(workerFailureMessage({ type: 'error', message: 'Uncaught boom', lineno: 3 })).toBe(
      "the map's worker failed: Uncaught boom",
    );
  });

  it('names a message that could not be read', () => {
    expect(workerFailureMessage({ type: 'messageerror', message: 'ignored' })).toBe(
      "the map's worker sent a message that could not be read",
    );
  });
});
