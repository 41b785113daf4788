import { describe, expect, it } from 'vitest';
import {
  applyTableDelta,
  live,
  tableDataFromView,
  tableFromSnapshot,
  type CellValue,
  type ColumnSpec,
  type TableView,
  type TopicTables,
} from '../../../proto';
import { CHECKPOINT_EVERY, snapshotFrame, TopicPublisher } from './publisher';

const TOPIC = 'schedule/3700';
const NAME: ColumnSpec = { name: 'name', kind: 'text', scale: 0 };
const SPEED: ColumnSpec = { name: 'speedYps', kind: 'number', scale: 1 };
const DISTANCE: ColumnSpec = { name: 'distanceYds', kind: 'number', scale: 0 };

/** A state of one table whose rows are given as cells by key. */
function state(
  rows: Record<string, readonly CellValue[]>,
  columns: readonly ColumnSpec[] = [NAME, SPEED],
  table = 'players',
): TopicTables {
  return new Map([[table, { columns, rows: new Map(Object.entries(rows)) }]]);
}

const decode = (bytes: Uint8Array): live.ServerMessage => live.ServerMessage.decode(bytes);

/** The one frame of a call that must give exactly one. */
function only(frames: Uint8Array[]): live.ServerMessage {
  expect(frames).toHaveLength(1);
  return decode(frames[0] ?? new Uint8Array());
}

/** What a viewer holds after applying frames in order, as a browser does. */
function apply(frames: readonly Uint8Array[]): TopicTables {
  let views = new Map<string, TableView>();
  for (const bytes of frames) {
    const message = decode(bytes);
    if (message.snapshot) {
      views = new Map(
        (message.snapshot.tables ?? []).map((t) => [t.name ?? '', tableFromSnapshot(t)]),
      );
    }
    for (const t of message.delta?.tables ?? []) {
      const view = views.get(t.name ?? '');
      if (view) applyTableDelta(view, t);
      else views.set(t.name ?? '', tableFromSnapshot(t));
    }
  }
  return new Map([...views].map(([name, view]) => [name, tableDataFromView(view)]));
}

describe('TopicPublisher first state', () => {
  it('publishes a snapshot at seq 1 of a positive 31-bit epoch', () => {
    const publisher = new TopicPublisher(TOPIC);
    const snapshot = only(publisher.next(state({ a: ['Ann', 5.5] }), 1_234)).snapshot;
    expect(snapshot).toMatchObject({
      topic: TOPIC,
      position: { epoch: publisher.epoch, seq: 1 },
      fetchedAtMs: 1_234,
    });
    expect(publisher.epoch).toBeGreaterThanOrEqual(1);
    expect(publisher.epoch).toBeLessThan(2 ** 31);
  });

  it('starts each publisher at its own epoch, so a restarted owner is told apart', () => {
    const epochs = new Set(Array.from({ length: 20 }, () => new TopicPublisher(TOPIC).epoch));
    expect(epochs.size).toBeGreaterThan(1);
  });
});

describe('TopicPublisher deltas', () => {
  it('publishes nothing and keeps its sequence when nothing changed', () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(state({ a: ['Ann', 5.5] }), 1);
    expect(publisher.next(state({ a: ['Ann', 5.5] }), 2)).toEqual([]);
    expect(publisher.seq).toBe(1);
  });

  it('publishes nothing for a change finer than the column scale', () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(state({ a: ['Ann', 5.51] }), 1);
    expect(publisher.next(state({ a: ['Ann', 5.54] }), 2)).toEqual([]);
  });

  it('sends only the changed cells of a changed row, at the next sequence', () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(state({ a: ['Ann', 5.5], b: ['Bo', 6] }), 1);
    const delta = only(publisher.next(state({ a: ['Ann', 7.2], b: ['Bo', 6] }), 2)).delta;
    expect(delta).toMatchObject({ topic: TOPIC, position: { epoch: publisher.epoch, seq: 2 } });
    expect(delta?.fetchedAtMs).toBe(2);
    expect(delta?.tables).toHaveLength(1);
    const [table] = delta?.tables ?? [];
    expect(table?.name).toBe('players');
    expect(
      table?.rows?.map((r) => ({ key: r.key, columns: r.columns, numbers: r.numbers })),
    ).toEqual([{ key: 'a', columns: [1], numbers: [72] }]);
  });

  it('sends added rows whole and removed rows by key', () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(state({ a: ['Ann', 5.5], b: ['Bo', 6] }), 1);
    const [table] =
      only(publisher.next(state({ a: ['Ann', 5.5], c: ['Cy', null] }), 2)).delta?.tables ?? [];
    expect(table?.removed).toEqual(['b']);
    expect(table?.rows?.map((r) => r.key)).toEqual(['c']);
    expect(table?.rows?.[0]?.nulls).toEqual([1]);
  });

  it('sends a table that appeared whole, and one that disappeared as its rows removed', () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(state({ a: ['Ann', 5.5] }), 1);
    const next = new Map([...state({ x: ['X', 1] }, [NAME, SPEED], 'periods')]);
    const tables = only(publisher.next(next, 2)).delta?.tables ?? [];
    expect(tables.map((t) => [t.name, t.removed, t.rows?.map((r) => r.key)])).toEqual([
      ['periods', [], ['x']],
      ['players', ['a'], []],
    ]);
    expect(tables[0]?.columns?.map((c) => c.name)).toEqual(['name', 'speedYps']);
  });

  it('keeps its epoch when columns are appended, sending the new column', () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(state({ a: ['Ann', 5.5] }), 1);
    const epoch = publisher.epoch;
    const delta = only(
      publisher.next(state({ a: ['Ann', 5.5, 120] }, [NAME, SPEED, DISTANCE]), 2),
    ).delta;
    expect(delta?.position).toEqual({ epoch, seq: 2 });
    expect(delta?.tables?.[0]?.columns?.map((c) => c.name)).toEqual(['distanceYds']);
  });

  it('carries a viewer from the snapshot to each new state', () => {
    const publisher = new TopicPublisher(TOPIC);
    const states = [
      state({ a: ['Ann', 5.5], b: ['Bo', 6] }),
      state({ a: ['Ann', 6.5], b: ['Bo', 6] }),
      state({ b: ['Bo', 6], c: ['Cy', 3] }),
      state({ b: ['Bo', null], c: ['Cy', 3], d: ['Di', 9.9] }),
      state({ b: ['Bo', 2, 40], d: ['Di', 9.9, null] }, [NAME, SPEED, DISTANCE]),
    ];
    const frames: Uint8Array[] = [];
    for (const [i, tables] of states.entries()) {
      frames.push(...publisher.next(tables, i));
      expect(apply(frames)).toEqual(tables);
    }
    expect(publisher.seq).toBe(states.length);
  });
});

describe('TopicPublisher new epochs', () => {
  it.each([
    ['a column is removed', [NAME]],
    ['a column changes kind', [NAME, { ...SPEED, kind: 'text' as const }]],
    ['a column changes scale', [NAME, { ...SPEED, scale: 2 }]],
    ['columns are reordered', [SPEED, NAME]],
  ])('starts a new epoch with a snapshot when %s', (_, columns) => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(state({ a: ['Ann', 5.5] }), 1);
    publisher.next(state({ a: ['Ann', 6.5] }), 2);
    const before = publisher.epoch;
    const next = state({ a: columns.map((c) => (c.kind === 'text' ? 'Ann' : 5)) }, columns);
    const frames = publisher.next(next, 3);
    expect(publisher.epoch).toBe(before + 1);
    expect(only(frames).snapshot?.position).toEqual({ epoch: before + 1, seq: 1 });
    expect(apply(frames)).toEqual(next);
  });

  it('wraps the epoch to 1 after the largest', () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.epoch = 2 ** 31 - 1;
    publisher.next(state({ a: ['Ann', 5.5] }), 1);
    publisher.next(state({ a: ['Ann'] }, [NAME]), 2);
    expect(publisher.epoch).toBe(1);
  });
});

describe('TopicPublisher checkpoints', () => {
  it(`adds a snapshot of the same position after every ${CHECKPOINT_EVERY}th sequence`, () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(state({ a: ['Ann', 0] }), 0);
    const withCheckpoint: number[] = [];
    for (let i = 1; i <= 2 * CHECKPOINT_EVERY; i++) {
      const frames = publisher.next(state({ a: ['Ann', i] }), i);
      if (frames.length === 2) withCheckpoint.push(publisher.seq);
      expect(frames.length === 2 || frames.length === 1).toBe(true);
    }
    expect(withCheckpoint).toEqual([CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY]);
  });

  it('makes the checkpoint a full base for a node that starts following there', () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(state({ a: ['Ann', 0], b: ['Bo', 1] }), 0);
    let frames: Uint8Array[] = [];
    for (let i = 1; frames.length < 2; i++)
      frames = publisher.next(state({ a: ['Ann', i], b: ['Bo', 1] }), i);
    const [delta, checkpoint] = frames.map(decode);
    expect(delta?.delta?.position).toEqual(checkpoint?.snapshot?.position);
    expect(apply(frames.slice(1))).toEqual(
      state({ a: ['Ann', CHECKPOINT_EVERY - 1], b: ['Bo', 1] }),
    );
  });
});

describe('TopicPublisher freshness', () => {
  it('encodes a freshness notice of its topic', () => {
    const publisher = new TopicPublisher(TOPIC);
    expect(
      decode(publisher.freshness(true, 'dataaccess timed out', 9_000)).freshness,
    ).toMatchObject({
      topic: TOPIC,
      stale: true,
      reason: 'dataaccess timed out',
      sinceMs: 9_000,
    });
    expect(publisher.seq).toBe(0);
  });
});

describe('snapshotFrame', () => {
  it('encodes the topic, position, time and every table of a state', () => {
    const tables = new Map([
      ...state({ a: ['Ann', 5.5] }),
      ...state({ x: ['Warmup', 600] }, [NAME, DISTANCE], 'periods'),
    ]);
    const bytes = snapshotFrame(TOPIC, 7, 12, tables, 42);
    expect(decode(bytes).snapshot).toMatchObject({
      topic: TOPIC,
      position: { epoch: 7, seq: 12 },
      fetchedAtMs: 42,
    });
    expect(apply([bytes])).toEqual(tables);
  });
});
