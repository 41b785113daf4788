import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { live, parseTopic, topicName, type ColumnSpec, type Topic } from '../../../proto';
import { LIVE_CLOSE_CODES } from '../../../domain';
import { MemoryBroker, MemoryBus } from '../bus';
import { DataaccessClient } from '../upstream/dataaccess-client';
import type { Subscriber } from './hub';
import type { TopicSource } from './poller';
import { tableOf } from './sources';
import { LiveTopics, type LiveTopicsOptions } from './topics';

const TOPIC = 'schedule/3700';
const POLL_MS = 60_000;
const LINGER_MS = 30_000;
const LEASE_TTL_MS = 6_000;
const COLUMNS: readonly ColumnSpec[] = [
  { name: 'id', kind: 'text', scale: 0 },
  { name: 'speedYps', kind: 'number', scale: 1 },
];

type Row = { id: string; speedYps: number };

/**
 * dataaccess as a poller meets it, over real HTTP: every GET answers the current rows in an
 * envelope with an ETag (304 when unchanged), or a 503 while `failing` is set.
 */
class Upstream {
  rows: Row[] = [];
  failing: string | null = null;
  readonly paths: string[] = [];
  private readonly server = createServer((request, response) => {
    this.answer(request, response);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    this.paths.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (this.failing !== null) {
      response.statusCode = 503;
      response.end(JSON.stringify({ results: [], code: 503, status: this.failing }));
      return;
    }
    const body = JSON.stringify({ results: this.rows, code: 0, status: 'ok' });
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('etag', etag);
    response.end(body);
  }
}

/** A viewer's connection that keeps every message and lets a test wait for one. */
class Viewer implements Subscriber {
  readonly messages: live.ServerMessage[] = [];
  readonly closes: number[] = [];
  private waiters: (() => boolean)[] = [];

  send(bytes: Uint8Array): boolean {
    this.messages.push(live.ServerMessage.decode(bytes));
    this.waiters = this.waiters.filter((look) => !look());
    return true;
  }

  close(code: number): void {
    this.closes.push(code);
  }

  /** The first message from index `from` on that passes `check`, once it has come. */
  next(check: (m: live.ServerMessage) => boolean, from = 0): Promise<live.ServerMessage> {
    return new Promise((resolve) => {
      const look = (): boolean => {
        const found = this.messages.slice(from).find(check);
        if (found) resolve(found);
        return found !== undefined;
      };
      if (!look()) this.waiters.push(look);
    });
  }

  /** The next snapshot or delta from now on. */
  nextState(): Promise<live.ServerMessage> {
    return this.next((m) => Boolean(m.snapshot ?? m.delta), this.messages.length);
  }
}

const isSnapshot = (m: live.ServerMessage): boolean => Boolean(m.snapshot);

/** The rows a snapshot or delta carries, as `id speed` lines. */
const rowsOf = (m: live.ServerMessage): string[] =>
  (m.snapshot ?? m.delta)?.tables?.flatMap((t) =>
    (t.rows ?? []).map((r) => `${r.key ?? ''} ${(r.numbers?.[0] ?? 0) / 10}`),
  ) ?? [];

describe('LiveTopics', () => {
  let upstream: Upstream;
  let client: DataaccessClient;
  let broker: MemoryBroker;
  let nodes: LiveTopics[];
  let sourced: Topic[];
  let results: { topic: Topic; results: readonly unknown[] }[];

  const source = (topic: Topic): TopicSource => {
    sourced.push(topic);
    return {
      intervalMs: POLL_MS,
      path: () => `scheduledevents?teamids=${'teamId' in topic ? topic.teamId : '*'}`,
      toTables: (rows) =>
        new Map([
          [
            'players',
            tableOf(
              { columns: COLUMNS },
              (rows as Row[]).map((r) => [r.id, r]),
            ),
          ],
        ]),
    };
  };

  /** A gateway node on the shared broker. */
  const node = (options: LiveTopicsOptions = {}): LiveTopics => {
    const topics = new LiveTopics(client, source, new MemoryBus(broker, LEASE_TTL_MS), {
      lingerMs: LINGER_MS,
      onResults: (topic, answer) => results.push({ topic, results: answer }),
      ...options,
    });
    nodes.push(topics);
    return topics;
  };

  const leaseHolder = (name = TOPIC): string | undefined => broker.leases.get(name)?.nodeId;
  const followers = (name = TOPIC): number => broker.followers.get(name)?.size ?? 0;

  beforeEach(async () => {
    vi.useFakeTimers();
    upstream = new Upstream();
    upstream.rows = [{ id: 'a', speedYps: 5 }];
    client = new DataaccessClient(await upstream.start(), 'service-token');
    broker = new MemoryBroker();
    nodes = [];
    sourced = [];
    results = [];
  });

  afterEach(async () => {
    for (const topics of nodes) topics.close(LIVE_CLOSE_CODES.serviceRestart, 'test over');
    vi.useRealTimers();
    await upstream.stop();
  });

  describe('subscribing', () => {
    it.each([
      'nope',
      'schedule',
      'schedule/3700/x',
      'practice/*/live',
      'practice/p1/replay',
      'schedule/9999',
      'alerts/made-up',
      'processing/0000',
    ])(
      'refuses %s, which is not a topic of a real team, and starts nothing for it',
      async (name) => {
        const topics = node();
        await expect(topics.subscribe(name, new Viewer())).rejects.toThrow(`unknown topic ${name}`);
        expect(topics.names()).toEqual([]);
        expect(sourced).toEqual([]);
        expect(vi.getTimerCount()).toBe(0);
      },
    );

    it('gives the first viewer a snapshot of the first poll, polled by this node', async () => {
      const topics = node();
      const viewer = new Viewer();
      await topics.subscribe(TOPIC, viewer);
      const snapshot = await viewer.next(isSnapshot);

      expect(rowsOf(snapshot)).toEqual(['a 5']);
      expect(sourced).toEqual([{ kind: 'schedule', teamId: '3700' }]);
      expect(upstream.paths).toEqual(['/dataaccess/scheduledevents?teamids=3700']);
      expect(leaseHolder()).toBe(topics.bus.nodeId);
      expect(topics.poller(TOPIC)?.isRunning()).toBe(true);
      expect(results).toEqual([
        { topic: { kind: 'schedule', teamId: '3700' }, results: [{ id: 'a', speedYps: 5 }] },
      ]);
    });

    it('shares one channel and one poller among the viewers of a node', async () => {
      const topics = node();
      const first = new Viewer();
      await topics.subscribe(TOPIC, first);
      await first.next(isSnapshot);
      const second = new Viewer();
      await topics.subscribe(TOPIC, second);

      expect(rowsOf(await second.next(isSnapshot))).toEqual(['a 5']);
      expect(topics.channel(TOPIC)?.subscribers).toEqual(new Set([first, second]));
      expect(sourced).toHaveLength(1);
      expect(upstream.paths).toHaveLength(1);
    });

    it('sends a changed poll as a delta and nothing for an unchanged one', async () => {
      const topics = node();
      const viewer = new Viewer();
      await topics.subscribe(TOPIC, viewer);
      await viewer.next(isSnapshot);

      upstream.rows = [{ id: 'a', speedYps: 6.5 }];
      const delta = viewer.nextState();
      await topics.poller(TOPIC)?.pollOnce();
      expect(rowsOf(await delta)).toEqual(['a 6.5']);

      await topics.poller(TOPIC)?.pollOnce();
      expect(topics.poller(TOPIC)?.stats).toEqual({ requests: 3, notModified: 1, failures: 0 });
      expect(viewer.messages.map((m) => (m.snapshot ? 'snapshot' : 'delta'))).toEqual([
        'snapshot',
        'delta',
      ]);
    });

    it("polls again on the source's interval", async () => {
      const topics = node();
      const viewer = new Viewer();
      await topics.subscribe(TOPIC, viewer);
      await viewer.next(isSnapshot);

      upstream.rows = [{ id: 'a', speedYps: 7 }];
      const delta = viewer.nextState();
      await vi.advanceTimersByTimeAsync(POLL_MS);
      expect(rowsOf(await delta)).toEqual(['a 7']);
    });

    it('tells viewers when the source fails and when it answers again', async () => {
      const topics = node();
      const viewer = new Viewer();
      await topics.subscribe(TOPIC, viewer);
      await viewer.next(isSnapshot);

      upstream.failing = 'dataaccess is restarting';
      await topics.poller(TOPIC)?.pollOnce();
      const stale = await viewer.next((m) => m.freshness?.stale === true);
      expect(stale.freshness).toMatchObject({ topic: TOPIC, reason: 'dataaccess is restarting' });

      const late = new Viewer();
      await topics.subscribe(TOPIC, late);
      await late.next((m) => m.freshness?.stale === true);

      upstream.failing = null;
      await topics.poller(TOPIC)?.pollOnce();
      await viewer.next((m) => m.freshness?.stale === false);
      expect(topics.channel(TOPIC)?.stale).toBe(false);
    });
  });

  describe('across nodes', () => {
    it('polls on one node and sends the same frames to the viewers of every node', async () => {
      const a = node();
      const b = node();
      const onA = new Viewer();
      await a.subscribe(TOPIC, onA);
      await onA.next(isSnapshot);
      const onB = new Viewer();
      await b.subscribe(TOPIC, onB);
      const snapshotOnB = await onB.next(isSnapshot);
      expect(snapshotOnB.snapshot?.position).toEqual(onA.messages[0]?.snapshot?.position);

      upstream.rows = [{ id: 'a', speedYps: 8 }];
      const deltaOnB = onB.nextState();
      await a.poller(TOPIC)?.pollOnce();
      expect(await deltaOnB).toEqual(onA.messages[1]);
      expect(b.poller(TOPIC)).toBeUndefined();
      expect(upstream.paths).toHaveLength(2);
    });

    it('resumes a viewer on another node with exactly the deltas it missed', async () => {
      const a = node();
      const onA = new Viewer();
      await a.subscribe(TOPIC, onA);
      const snapshot = await onA.next(isSnapshot);
      for (const speedYps of [6, 7]) {
        upstream.rows = [{ id: 'a', speedYps }];
        await a.poller(TOPIC)?.pollOnce();
      }

      const b = node();
      const resumed = new Viewer();
      await b.subscribe(TOPIC, resumed, {
        epoch: snapshot.snapshot?.position?.epoch ?? 0,
        seq: 1,
      });
      expect(resumed.messages.map(rowsOf)).toEqual([['a 6'], ['a 7']]);
      expect(resumed.messages.map((m) => m.delta?.position?.seq)).toEqual([2, 3]);
    });

    it('hands polling to a node that still has viewers when the owner retires', async () => {
      const a = node();
      const b = node();
      const onA = new Viewer();
      await a.subscribe(TOPIC, onA);
      const first = await onA.next(isSnapshot);
      const onB = new Viewer();
      await b.subscribe(TOPIC, onB);
      await onB.next(isSnapshot);
      expect(b.poller(TOPIC)).toBeUndefined();

      upstream.rows = [{ id: 'b', speedYps: 3 }];
      const takeover = onB.next(isSnapshot, onB.messages.length);
      a.unsubscribe(TOPIC, onA);
      // B takes the lease once A retires, and polls when A's next poll was due.
      await vi.advanceTimersByTimeAsync(LINGER_MS + LEASE_TTL_MS / 3 + POLL_MS);
      const snapshot = await takeover;

      expect(a.names()).toEqual([]);
      expect(leaseHolder()).toBe(b.bus.nodeId);
      expect(b.poller(TOPIC)?.isRunning()).toBe(true);
      expect(rowsOf(snapshot)).toEqual(['b 3']);
      expect(snapshot.snapshot?.position?.epoch).not.toBe(first.snapshot?.position?.epoch);
    });

    it("sends a published alert to the topic's viewers on every node", async () => {
      const a = node();
      const b = node();
      const onA = new Viewer();
      const onB = new Viewer();
      await a.subscribe(TOPIC, onA);
      await b.subscribe(TOPIC, onB);
      const alert = live.ServerMessage.encode({
        alert: { teamId: '3700', playerId: 'a', metric: 'totalDis', value: 510 },
      }).finish();

      await b.publish(TOPIC, alert);
      for (const viewer of [onA, onB]) {
        expect((await viewer.next((m) => Boolean(m.alert))).alert).toMatchObject({ value: 510 });
      }
    });
  });

  describe('retiring', () => {
    it('retires a topic lingerMs after its last viewer left, leaving no poller or timer', async () => {
      const topics = node();
      const viewer = new Viewer();
      await topics.subscribe(TOPIC, viewer);
      await viewer.next(isSnapshot);
      const poller = topics.poller(TOPIC);

      topics.unsubscribe(TOPIC, viewer);
      await vi.advanceTimersByTimeAsync(LINGER_MS - 1);
      expect(topics.names()).toEqual([TOPIC]);
      await vi.advanceTimersByTimeAsync(1);

      expect(topics.names()).toEqual([]);
      expect(poller?.isRunning()).toBe(false);
      const requests = poller?.stats.requests;
      // Long enough for fetch's own keep-alive timers to end too, so any timer left is ours.
      await vi.advanceTimersByTimeAsync(10 * POLL_MS);
      expect(poller?.stats.requests).toBe(requests);
      expect(leaseHolder()).toBeUndefined();
      expect(followers()).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('keeps the topic and its poller for a viewer who comes back within the linger', async () => {
      const topics = node();
      const viewer = new Viewer();
      await topics.subscribe(TOPIC, viewer);
      await viewer.next(isSnapshot);
      const poller = topics.poller(TOPIC);

      topics.unsubscribe(TOPIC, viewer);
      await vi.advanceTimersByTimeAsync(LINGER_MS / 2);
      const back = new Viewer();
      await topics.subscribe(TOPIC, back);
      expect(back.messages.filter(isSnapshot)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(LINGER_MS);

      expect(topics.names()).toEqual([TOPIC]);
      expect(topics.poller(TOPIC)).toBe(poller);
      expect(poller?.isRunning()).toBe(true);
    });

    it('waits for the last of several viewers', async () => {
      const topics = node();
      const [first, second] = [new Viewer(), new Viewer()];
      await topics.subscribe(TOPIC, first);
      await topics.subscribe(TOPIC, second);
      topics.unsubscribe(TOPIC, first);
      await vi.advanceTimersByTimeAsync(LINGER_MS);
      expect(topics.names()).toEqual([TOPIC]);
      topics.unsubscribe(TOPIC, second);
      await vi.advanceTimersByTimeAsync(LINGER_MS);
      expect(topics.names()).toEqual([]);
    });

    it('ignores a viewer leaving a topic this node does not have', () => {
      const topics = node();
      topics.unsubscribe(TOPIC, new Viewer());
      expect(topics.names()).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    });

    // A viewer that leaves while its subscribe still waits for the bus follow (a round trip
    // with NATS: a socket closed mid-subscribe) is never added, and the topic retires.
    it('retires a topic whose only viewer left before its subscribe completed', async () => {
      const topics = node();
      const viewer = new Viewer();
      const subscribing = topics.subscribe(TOPIC, viewer);
      topics.unsubscribe(TOPIC, viewer);
      await subscribing;
      await vi.advanceTimersByTimeAsync(LINGER_MS);
      expect(topics.names()).toEqual([]);
    });

    it('closes every viewer with the given code and stops everything on close', async () => {
      const topics = node();
      const [onSchedule, onMonitor] = [new Viewer(), new Viewer()];
      await topics.subscribe(TOPIC, onSchedule);
      await topics.subscribe('monitor', onMonitor);
      await onSchedule.next(isSnapshot);
      await onMonitor.next(isSnapshot);

      const pollers = [topics.poller(TOPIC), topics.poller('monitor')];
      topics.close(LIVE_CLOSE_CODES.serviceRestart, 'the gateway restarts');
      await vi.advanceTimersByTimeAsync(10 * POLL_MS);
      expect(onSchedule.closes).toEqual([LIVE_CLOSE_CODES.serviceRestart]);
      expect(onMonitor.closes).toEqual([LIVE_CLOSE_CODES.serviceRestart]);
      expect(topics.names()).toEqual([]);
      expect([leaseHolder(), leaseHolder('monitor')]).toEqual([undefined, undefined]);
      expect([followers(), followers('monitor')]).toEqual([0, 0]);
      expect(pollers.map((p) => p?.stats.requests)).toEqual([1, 1]);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

describe('topic names', () => {
  const topics: Topic[] = [
    { kind: 'schedule', teamId: '3700' },
    { kind: 'schedule', teamId: '*' },
    { kind: 'practiceLive', practiceId: 'p-1_a' },
    { kind: 'practiceTracks', practiceId: 'p1' },
    { kind: 'monitor' },
    { kind: 'dataops' },
    { kind: 'processing', teamId: '194' },
    { kind: 'alerts', teamId: '*' },
  ];

  it.each(topics.map((t) => [topicName(t), t] as const))(
    'reads %s back as it was built',
    (name, t) => {
      expect(parseTopic(name)).toEqual(t);
    },
  );

  it.each([
    '',
    'Monitor',
    'monitor/',
    'schedule/',
    'schedule//live',
    'schedule/3700/live',
    'teams/3700',
    'practice/p1',
    'practice/*/tracks',
    'practice/p1/live/more',
    'practice/p1/Live',
    'schedule/37 00',
    'schedule/../3700',
    'alerts/3700.x',
    `schedule/${'a'.repeat(65)}`,
  ])('refuses %j', (name) => {
    expect(parseTopic(name)).toBeNull();
  });

  it('accepts an id of 64 characters', () => {
    expect(parseTopic(`practice/${'a'.repeat(64)}/live`)).toEqual({
      kind: 'practiceLive',
      practiceId: 'a'.repeat(64),
    });
  });
});
