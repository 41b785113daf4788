import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  HEADER_ROW,
  PRACTICE_LIVE,
  SCHEDULE,
  type ColumnSpec,
  type live,
  type TableData,
} from '../../../proto';
import { readTopic } from './liveTopic';
import { TopicStore } from './store';
import { decoded, TestStream, tableOf } from './testFrames';

const TOPIC = 'practice/p1/live';

/** The players table of a practice with these rows. */
const players = (
  rows: Parameters<typeof tableOf<typeof PRACTICE_LIVE, 'players'>>[2],
  extra: readonly ColumnSpec[] = [],
) => new Map([['players', tableOf(PRACTICE_LIVE, 'players', rows, extra)]]);

const snapshotOf = (bytes: Uint8Array): live.Snapshot.$Properties => decoded(bytes).snapshot ?? {};
const deltaOf = (bytes: Uint8Array): live.Delta.$Properties => decoded(bytes).delta ?? {};

/** The max speeds the store holds, by player. */
const speeds = (store: TopicStore) =>
  Object.fromEntries(
    readTopic(PRACTICE_LIVE, store.get())
      .rows('players')
      .map((p) => [p.key, p.maxSpeedMPH]),
  );

describe('TopicStore', () => {
  it('takes a snapshot, then each delta that follows it', () => {
    const stream = new TestStream(TOPIC);
    const store = new TopicStore();
    expect(store.position()).toBeNull();
    store.applySnapshot(
      snapshotOf(stream.snapshot({ epoch: 3, seq: 1 }, players({ a: { maxSpeedMPH: 10 } }), 500)),
    );
    expect(store.get()).toMatchObject({ status: 'ready', epoch: 3, seq: 1, fetchedAtMs: 500 });
    const next = players({ a: { maxSpeedMPH: 12.5 }, b: { maxSpeedMPH: 9 } });
    expect(store.applyDelta(deltaOf(stream.delta({ epoch: 3, seq: 2 }, next, 900)))).toBe(true);
    expect(speeds(store)).toEqual({ a: 12.5, b: 9 });
    expect(
      store.applyDelta(deltaOf(stream.delta({ epoch: 3, seq: 3 }, players({ b: {} }), 1_200))),
    ).toBe(true);
    expect(store.position()).toEqual({ epoch: 3, seq: 3 });
    expect(speeds(store)).toEqual({ b: null });
    expect(store.get().fetchedAtMs).toBe(1_200);
  });

  it('refuses a delta past a gap, or one it already has, and changes nothing', () => {
    const stream = new TestStream(TOPIC);
    const store = new TopicStore();
    expect(store.applyDelta(deltaOf(stream.delta({ epoch: 1, seq: 1 }, players({}))))).toBe(false);
    store.applySnapshot(snapshotOf(stream.snapshot({ epoch: 1, seq: 4 }, players({ a: {} }))));
    stream.delta({ epoch: 1, seq: 5 }, players({ a: { maxSpeedMPH: 11 } }));
    const before = store.get();
    const past = stream.delta({ epoch: 1, seq: 6 }, players({ a: { maxSpeedMPH: 12 } }));
    expect(store.applyDelta(deltaOf(past))).toBe(false);
    const again = stream.delta({ epoch: 1, seq: 4 }, players({ a: { maxSpeedMPH: 13 } }));
    expect(store.applyDelta(deltaOf(again))).toBe(false);
    expect(store.get()).toBe(before);
  });

  it('ignores a snapshot it has already passed', () => {
    const stream = new TestStream(TOPIC);
    const store = new TopicStore();
    const old = stream.snapshot({ epoch: 2, seq: 7 }, players({ a: { maxSpeedMPH: 8 } }));
    store.applySnapshot(snapshotOf(stream.snapshot({ epoch: 2, seq: 8 }, players({ a: {} }))));
    store.applyDelta(
      deltaOf(stream.delta({ epoch: 2, seq: 9 }, players({ a: { maxSpeedMPH: 9 } }))),
    );
    const held = store.get();
    store.applySnapshot(snapshotOf(old));
    store.applySnapshot(snapshotOf(stream.snapshot({ epoch: 2, seq: 9 }, players({}))));
    expect(store.get()).toBe(held);
    expect(speeds(store)).toEqual({ a: 9 });
  });

  it('starts over on a new epoch: its snapshot replaces, its deltas wait for one', () => {
    const stream = new TestStream(TOPIC);
    const store = new TopicStore();
    store.applySnapshot(snapshotOf(stream.snapshot({ epoch: 5, seq: 40 }, players({ a: {} }))));
    const restarted = stream.delta({ epoch: 6, seq: 41 }, players({ a: { maxSpeedMPH: 7 } }));
    expect(store.applyDelta(deltaOf(restarted))).toBe(false);
    store.applySnapshot(
      snapshotOf(stream.snapshot({ epoch: 6, seq: 1 }, players({ c: { maxSpeedMPH: 6 } }))),
    );
    expect(store.position()).toEqual({ epoch: 6, seq: 1 });
    expect(speeds(store)).toEqual({ c: 6 });
  });

  it('reads rows through the schema: typed, unknown columns left out, missing ones null', () => {
    const stream = new TestStream(TOPIC);
    const store = new TopicStore();
    // A newer server: a metric this schema does not know, and a text where a number belongs.
    const newer: ColumnSpec[] = [{ name: 'jumpHeightIn', kind: 'number', scale: 1 }];
    const header = tableOf(PRACTICE_LIVE, 'header', {
      [HEADER_ROW]: { name: 'Tuesday', status: 'live', drillStartTs: 1_000 },
    });
    const tables = new Map([
      ...players({ a: { name: 'Ann', maxSpeedMPH: 21.25, jumpHeightIn: 30.5 } }, newer),
      ['header', header],
    ]);
    store.applySnapshot(snapshotOf(stream.snapshot({ epoch: 1, seq: 1 }, tables)));
    const topic = readTopic(PRACTICE_LIVE, store.get());
    const [ann] = topic.rows('players');
    expect(ann).toMatchObject({ key: 'a', name: 'Ann', maxSpeedMPH: 21.25, totalDis: null });
    expect(ann).not.toHaveProperty('jumpHeightIn');
    expectTypeOf(ann?.maxSpeedMPH).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(topic.row('header', HEADER_ROW)?.status).toEqualTypeOf<
      string | null | undefined
    >();
    expect(topic.row('header', HEADER_ROW)).toMatchObject({ status: 'live', drillStartTs: 1_000 });
    expect(topic.row('header', 'other')).toBeNull();
    expect(topic.rows('periods')).toEqual([]);
    // The same rows until their table changes.
    expect(readTopic(PRACTICE_LIVE, store.get()).rows('players')).toBe(topic.rows('players'));
  });

  it('reads a cell of the wrong kind as null', () => {
    const stream = new TestStream('schedule/3700');
    const store = new TopicStore();
    const wrong: TableData = {
      columns: [
        { name: 'startTime', kind: 'text', scale: 0 },
        { name: 'name', kind: 'text', scale: 0 },
      ],
      rows: new Map([['e1', ['soon', 'Walkthrough']]]),
    };
    store.applySnapshot(
      snapshotOf(stream.snapshot({ epoch: 1, seq: 1 }, new Map([['events', wrong]]))),
    );
    const [event] = readTopic(SCHEDULE, store.get()).rows('events');
    expect(event).toMatchObject({ key: 'e1', name: 'Walkthrough', startTime: null, status: null });
  });
});
