import { describe, expect, it } from 'vitest';
import {
  applyTableDelta,
  live,
  tableDataFromView,
  tableFromSnapshot,
  type ColumnSpec,
  type TableView,
  type TopicTables,
} from '../../../proto';
import { LIVE_CLOSE_CODES } from '../../../domain';
import { TopicChannel, type Subscriber } from './hub';
import { TopicPublisher } from './publisher';

const TOPIC = 'practice/p1/live';
const COLUMNS: readonly ColumnSpec[] = [
  { name: 'name', kind: 'text', scale: 0 },
  { name: 'speedYps', kind: 'number', scale: 1 },
];

/** A topic state of one `players` table: a row per player with its speed. */
function players(speeds: Record<string, number>): TopicTables {
  return new Map([
    [
      'players',
      {
        columns: COLUMNS,
        rows: new Map(Object.entries(speeds).map(([id, speed]) => [id, [id, speed]])),
      },
    ],
  ]);
}

/** A short name of a frame, so a test reads the order of what a viewer got. */
function label(message: live.ServerMessage): string {
  if (message.snapshot) return `snapshot ${message.snapshot.position?.seq ?? 0}`;
  if (message.delta) return `delta ${message.delta.position?.seq ?? 0}`;
  if (message.freshness) return message.freshness.stale ? 'stale' : 'fresh';
  if (message.alert) return 'alert';
  return 'other';
}

/** A viewer's connection that keeps what it was sent; `accepting` false is a full queue. */
class Viewer implements Subscriber {
  readonly frames: Uint8Array[] = [];
  readonly closes: { code: number; reason: string }[] = [];
  accepting = true;
  attempts = 0;

  send(bytes: Uint8Array): boolean {
    this.attempts++;
    if (!this.accepting) return false;
    this.frames.push(bytes);
    return true;
  }

  close(code: number, reason: string): void {
    this.closes.push({ code, reason });
  }

  labels(): string[] {
    return this.frames.map((bytes) => label(live.ServerMessage.decode(bytes)));
  }

  /** The state a browser builds from the snapshots and deltas received, in order. */
  state(): TopicTables {
    let views = new Map<string, TableView>();
    for (const bytes of this.frames) {
      const message = live.ServerMessage.decode(bytes);
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
}

/** A channel fed by a real publisher, as the bus would carry the owner's frames. */
function feed(
  channel: TopicChannel,
  publisher: TopicPublisher,
  tables: TopicTables,
  fetchedAtMs = 1_000,
): void {
  for (const bytes of publisher.next(tables, fetchedAtMs)) channel.receive(bytes);
}

/** A channel that took the snapshot of `{a: 1}` and then `deltas` deltas (seq 1 + deltas). */
function channelWithDeltas(
  deltas: number,
  channel = new TopicChannel(TOPIC),
): { channel: TopicChannel; publisher: TopicPublisher } {
  const publisher = new TopicPublisher(TOPIC);
  feed(channel, publisher, players({ a: 1 }));
  for (let i = 1; i <= deltas; i++) feed(channel, publisher, players({ a: 1 + i }));
  return { channel, publisher };
}

const stale = (topic = TOPIC): Uint8Array =>
  new TopicPublisher(topic).freshness(true, 'dataaccess is down', 5_000);
const fresh = (topic = TOPIC): Uint8Array =>
  new TopicPublisher(topic).freshness(false, 'the source answers again', 6_000);
const alert = (): Uint8Array =>
  live.ServerMessage.encode({
    alert: { teamId: '3700', playerId: 'a', metric: 'totalDis' },
  }).finish();

describe('TopicChannel following the owner', () => {
  it('holds nothing and sends nothing until the first snapshot', () => {
    const channel = new TopicChannel(TOPIC);
    const viewer = new Viewer();
    channel.subscribe(viewer);
    expect(channel.hasState()).toBe(false);
    expect(channel.tables()).toBeNull();
    expect(viewer.frames).toEqual([]);

    feed(channel, new TopicPublisher(TOPIC), players({ a: 1 }));
    expect(channel.hasState()).toBe(true);
    expect(viewer.labels()).toEqual(['snapshot 1']);
  });

  it('sends the snapshot then each delta in order, the same bytes to every viewer', () => {
    const channel = new TopicChannel(TOPIC);
    const first = new Viewer();
    const second = new Viewer();
    channel.subscribe(first);
    channel.subscribe(second);
    const publisher = new TopicPublisher(TOPIC);
    const sent = [
      ...publisher.next(players({ a: 1 }), 1),
      ...publisher.next(players({ a: 2 }), 2),
      ...publisher.next(players({ a: 2, b: 5 }), 3),
    ];
    for (const bytes of sent) channel.receive(bytes);

    expect(first.labels()).toEqual(['snapshot 1', 'delta 2', 'delta 3']);
    sent.forEach((bytes, i) => {
      expect(first.frames[i]).toBe(bytes);
      expect(second.frames[i]).toBe(bytes);
    });
    expect(first.state()).toEqual(players({ a: 2, b: 5 }));
  });

  it('holds the owner state after its deltas, at its position', () => {
    const { channel, publisher } = channelWithDeltas(3);
    expect(channel.tables()).toEqual(players({ a: 4 }));
    expect({ epoch: channel.epoch, seq: channel.seq }).toEqual({
      epoch: publisher.epoch,
      seq: 4,
    });
  });

  it('ignores a delta it already applied and a snapshot it has passed', () => {
    const channel = new TopicChannel(TOPIC);
    const publisher = new TopicPublisher(TOPIC);
    const [snapshot] = publisher.next(players({ a: 1 }), 1);
    const [delta] = publisher.next(players({ a: 2 }), 2);
    if (snapshot === undefined || delta === undefined) throw new Error('no frames');
    channel.receive(snapshot);
    channel.receive(delta);
    const viewer = new Viewer();
    channel.subscribe(viewer);

    channel.receive(delta);
    channel.receive(snapshot);
    expect(viewer.labels()).toEqual(['snapshot 2']);
    expect(channel.seq).toBe(2);
    expect(channel.tables()).toEqual(players({ a: 2 }));
  });

  it('drops a delta that comes before any snapshot', () => {
    const publisher = new TopicPublisher(TOPIC);
    publisher.next(players({ a: 1 }), 1);
    const [delta] = publisher.next(players({ a: 2 }), 2);
    const channel = new TopicChannel(TOPIC);
    const viewer = new Viewer();
    channel.subscribe(viewer);
    if (delta === undefined) throw new Error('no delta');
    channel.receive(delta);
    expect(channel.hasState()).toBe(false);
    expect(viewer.frames).toEqual([]);
  });

  it('drops its state at a gap and sends no delta until the next snapshot', () => {
    const channel = new TopicChannel(TOPIC);
    const publisher = new TopicPublisher(TOPIC);
    const viewer = new Viewer();
    channel.subscribe(viewer);
    feed(channel, publisher, players({ a: 1 }));
    publisher.next(players({ a: 2 }), 2); // seq 2 never reaches this node
    feed(channel, publisher, players({ a: 3 }));
    feed(channel, publisher, players({ a: 4 }));
    expect(channel.hasState()).toBe(false);
    expect(viewer.labels()).toEqual(['snapshot 1']);

    const late = new Viewer();
    channel.subscribe(late);
    expect(late.frames).toEqual([]);

    feed(channel, new TopicPublisher(TOPIC), players({ a: 9 }));
    expect(channel.tables()).toEqual(players({ a: 9 }));
    expect(viewer.labels()).toEqual(['snapshot 1', 'snapshot 1']);
    expect(late.labels()).toEqual(['snapshot 1']);
  });

  it('takes a new epoch from its snapshot, even at a lower sequence', () => {
    const { channel } = channelWithDeltas(5);
    const viewer = new Viewer();
    channel.subscribe(viewer);
    const restarted = new TopicPublisher(TOPIC);
    restarted.epoch = channel.epoch === 1 ? 2 : channel.epoch - 1;
    feed(channel, restarted, players({ z: 7 }));

    expect(viewer.labels()).toEqual(['snapshot 6', 'snapshot 1']);
    expect({ epoch: channel.epoch, seq: channel.seq }).toEqual({
      epoch: restarted.epoch,
      seq: 1,
    });
    expect(channel.tables()).toEqual(players({ z: 7 }));
  });

  // A table the owner removed stays as an empty view with its columns; when it comes back
  // its rows arrive against those columns, never a second copy of them.
  it('keeps the columns of a table that was removed and came back', () => {
    const channel = new TopicChannel(TOPIC);
    const publisher = new TopicPublisher(TOPIC);
    feed(channel, publisher, players({ a: 1 }));
    feed(channel, publisher, new Map());
    feed(channel, publisher, players({ a: 2 }));
    expect(channel.tables()?.get('players')?.columns).toEqual(COLUMNS);
  });
});

describe('TopicChannel viewer joining late', () => {
  it('gets one snapshot of the current state, the state of a viewer who saw every delta', () => {
    const channel = new TopicChannel(TOPIC);
    const early = new Viewer();
    channel.subscribe(early);
    const publisher = new TopicPublisher(TOPIC);
    feed(channel, publisher, players({ a: 1, b: 2 }), 1_000);
    feed(channel, publisher, players({ a: 3, b: 2 }), 2_000);
    feed(channel, publisher, players({ a: 3, c: 4 }), 3_000);

    const late = new Viewer();
    channel.subscribe(late);
    expect(late.labels()).toEqual(['snapshot 3']);
    expect(live.ServerMessage.decode(late.frames[0] ?? new Uint8Array()).snapshot).toMatchObject({
      topic: TOPIC,
      position: { epoch: publisher.epoch, seq: 3 },
      fetchedAtMs: 3_000,
    });
    expect(late.state()).toEqual(early.state());
    expect(late.state()).toEqual(players({ a: 3, c: 4 }));
  });

  it('encodes the snapshot once per state', () => {
    const { channel, publisher } = channelWithDeltas(2);
    const once = channel.snapshotBytes();
    expect(channel.snapshotBytes()).toBe(once);
    feed(channel, publisher, players({ a: 100 }));
    expect(channel.snapshotBytes()).not.toBe(once);
    expect(live.ServerMessage.decode(channel.snapshotBytes()).snapshot?.position?.seq).toBe(4);
  });
});

describe('TopicChannel resume', () => {
  it('sends exactly the missed deltas to a viewer resuming inside the history', () => {
    const channel = new TopicChannel(TOPIC);
    const before = new Viewer();
    channel.subscribe(before);
    channelWithDeltas(5, channel);
    const viewer = new Viewer();
    channel.subscribe(viewer, { epoch: channel.epoch, seq: 3 });
    expect(viewer.labels()).toEqual(['delta 4', 'delta 5', 'delta 6']);
    expect(viewer.frames).toEqual(before.frames.slice(3));
  });

  it('tells a viewer resuming at the current position only that it is current', () => {
    const { channel } = channelWithDeltas(0);
    const viewer = new Viewer();
    channel.subscribe(viewer, { epoch: channel.epoch, seq: channel.seq });
    expect(viewer.labels()).toEqual(['fresh']);
    expect(channel.subscribers.has(viewer)).toBe(true);
  });

  it.each([
    ['another epoch', (c: TopicChannel) => ({ epoch: c.epoch + 1, seq: 2 })],
    ['a position ahead of the channel', (c: TopicChannel) => ({ epoch: c.epoch, seq: c.seq + 1 })],
    ['a position before the snapshot', (c: TopicChannel) => ({ epoch: c.epoch, seq: 0 })],
  ])('sends a snapshot to a viewer resuming from %s', (_, resume) => {
    const { channel } = channelWithDeltas(3);
    const viewer = new Viewer();
    channel.subscribe(viewer, resume(channel));
    expect(viewer.labels()).toEqual(['snapshot 4']);
  });

  it('keeps at most maxDeltas deltas: older resumes get a snapshot', () => {
    const channel = new TopicChannel(TOPIC, { maxDeltas: 3, maxAgeMs: 60_000 });
    channelWithDeltas(6, channel);
    const kept = new Viewer();
    channel.subscribe(kept, { epoch: channel.epoch, seq: 4 });
    expect(kept.labels()).toEqual(['delta 5', 'delta 6', 'delta 7']);
    const older = new Viewer();
    channel.subscribe(older, { epoch: channel.epoch, seq: 3 });
    expect(older.labels()).toEqual(['snapshot 7']);
  });

  it('forgets deltas older than maxAgeMs', () => {
    let nowMs = 0;
    const channel = new TopicChannel(TOPIC, { maxDeltas: 100, maxAgeMs: 1_000 }, () => nowMs);
    const publisher = new TopicPublisher(TOPIC);
    feed(channel, publisher, players({ a: 1 }));
    feed(channel, publisher, players({ a: 2 })); // seq 2 at 0 ms
    nowMs = 600;
    feed(channel, publisher, players({ a: 3 })); // seq 3 at 600 ms
    nowMs = 1_500;
    feed(channel, publisher, players({ a: 4 })); // seq 4 at 1500 ms: seq 2 is too old

    const tooOld = new Viewer();
    channel.subscribe(tooOld, { epoch: channel.epoch, seq: 1 });
    expect(tooOld.labels()).toEqual(['snapshot 4']);
    const recent = new Viewer();
    channel.subscribe(recent, { epoch: channel.epoch, seq: 2 });
    expect(recent.labels()).toEqual(['delta 3', 'delta 4']);
  });

  it('starts its history again at each snapshot', () => {
    const channel = new TopicChannel(TOPIC);
    const publisher = new TopicPublisher(TOPIC);
    feed(channel, publisher, players({ a: 1 }));
    feed(channel, publisher, players({ a: 2 }));
    publisher.next(players({ a: 3 }), 3); // seq 3 never reaches this node: the state is dropped
    for (let i = 4; i <= 30; i++) feed(channel, publisher, players({ a: i })); // checkpoint at 30
    expect(channel.seq).toBe(30);

    const viewer = new Viewer();
    channel.subscribe(viewer, { epoch: channel.epoch, seq: 2 });
    expect(viewer.labels()).toEqual(['snapshot 30']);
  });
});

describe('TopicChannel freshness and alerts', () => {
  it('passes freshness notices and alerts on to every viewer', () => {
    const { channel } = channelWithDeltas(0);
    const viewer = new Viewer();
    channel.subscribe(viewer);
    channel.receive(stale());
    channel.receive(alert());
    channel.receive(fresh());
    expect(viewer.labels()).toEqual(['snapshot 1', 'stale', 'alert', 'fresh']);
  });

  it('tells a viewer joining while the source fails at once, even before any state', () => {
    const channel = new TopicChannel(TOPIC);
    channel.receive(stale());
    const before = new Viewer();
    channel.subscribe(before);
    expect(before.labels()).toEqual(['stale']);

    feed(channel, new TopicPublisher(TOPIC), players({ a: 1 }));
    const after = new Viewer();
    channel.subscribe(after);
    expect(after.labels()).toEqual(['snapshot 1', 'stale']);

    channel.receive(fresh());
    const recovered = new Viewer();
    channel.subscribe(recovered);
    expect(recovered.labels()).toEqual(['snapshot 1']);
  });

  it('takes the staleness of replayed frames without resending them or their alerts', () => {
    const { channel } = channelWithDeltas(0);
    const viewer = new Viewer();
    channel.subscribe(viewer);
    channel.receive(alert(), true);
    channel.receive(stale(), true);
    expect(viewer.labels()).toEqual(['snapshot 1']);
    expect(channel.stale).toBe(true);
    expect(channel.framesReceived).toBe(3);
  });
});

describe('TopicChannel slow viewers', () => {
  it('closes a viewer whose queue is full with the slow-consumer code and keeps the others', () => {
    const { channel, publisher } = channelWithDeltas(0);
    const slow = new Viewer();
    const steady = new Viewer();
    channel.subscribe(slow);
    channel.subscribe(steady);
    slow.accepting = false;
    feed(channel, publisher, players({ a: 2 }));
    feed(channel, publisher, players({ a: 3 }));

    expect(slow.closes).toEqual([
      { code: LIVE_CLOSE_CODES.slowConsumer, reason: 'send queue full: reconnect and resume' },
    ]);
    expect(slow.attempts).toBe(2);
    expect(channel.subscribers.has(slow)).toBe(false);
    expect(steady.labels()).toEqual(['snapshot 1', 'delta 2', 'delta 3']);
  });

  it('closes a viewer that cannot take its first snapshot', () => {
    const { channel } = channelWithDeltas(1);
    const viewer = new Viewer();
    viewer.accepting = false;
    channel.subscribe(viewer);
    expect(viewer.closes.map((c) => c.code)).toEqual([LIVE_CLOSE_CODES.slowConsumer]);
    expect(channel.subscribers.size).toBe(0);
  });

  // A viewer closed because it could not take its snapshot gets nothing more.
  it('sends nothing more to a viewer it closed while the source is stale', () => {
    const { channel } = channelWithDeltas(1);
    channel.receive(stale());
    const viewer = new Viewer();
    viewer.accepting = false;
    channel.subscribe(viewer);
    expect(viewer.attempts).toBe(1);
    expect(viewer.closes).toHaveLength(1);
  });
});

describe('TopicChannel unsubscribe', () => {
  it('sends nothing more to a viewer that left', () => {
    const { channel, publisher } = channelWithDeltas(0);
    const viewer = new Viewer();
    channel.subscribe(viewer);
    channel.unsubscribe(viewer);
    feed(channel, publisher, players({ a: 2 }));
    channel.receive(stale());
    expect(viewer.labels()).toEqual(['snapshot 1']);
    expect(channel.subscribers.size).toBe(0);
  });
});
