/**
 * What the live integration tests share: the product started in-process without the demo
 * feed, a practice fed with simulated positions on demand, signed session cookies, and a
 * real WebSocket viewer that keeps each topic in the browser's own store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type WebSocket from 'ws';
import { live } from '../../proto';
import { SPEC_INTERVALS, type PollIntervals } from '../../gateway';
import { startProduct, type Product } from '../../scripts/product';
import { DEMO_TEAM_ID } from '../../scripts/dev/dev-users';
import { DEMO_VENUE_ID } from '../../scripts/demo/live-practice';
import { seededRoster, seedOf } from '../../scripts/demo/seed';
import { createPracticeSimulation, defaultPracticePlan } from '../../simulator';
import { TopicStore } from '../../web/src/live/store';
import { openLiveSocket } from '../support/live-socket';
import { freePort } from '../support/ports';
import { sessionCookie as signedIn } from '../support/sessions';

/** Fast intervals so a test sees several polls in a few seconds. */
export const FAST_INTERVALS: PollIntervals = {
  ...SPEC_INTERVALS,
  liveMs: 200,
  scheduleMs: 200,
  monitorMs: 200,
  dataopsMs: 200,
  tracksMs: 200,
};

/** A product in a temporary folder; stop() removes it. */
export async function startTestProduct(
  options: { intervals?: PollIntervals; lingerMs?: number } = {},
): Promise<Product & { varDir: string }> {
  const varDir = mkdtempSync(join(tmpdir(), 'live-'));
  const product = await startProduct({
    port: await freePort(),
    dataaccessPort: await freePort(),
    idpPort: await freePort(),
    varDir,
    databaseUrl: `sqlite:${join(varDir, 'practice.db')}`,
    demo: false,
    intervals: options.intervals ?? FAST_INTERVALS,
    lingerMs: options.lingerMs ?? 1000,
  });
  return {
    ...product,
    varDir,
    async stop() {
      await product.stop();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}

/** The Cookie header of a signed-in user, as the gateway's sign-in would set it. */
export function sessionCookie(product: Product, email: string): string {
  return signedIn(product.gateway.app, email, Date.now(), 15 * 60_000);
}

/** Calls dataaccess as the demo coach. */
const venueKeys = new WeakMap<Product, Promise<string>>();

/** A key of the demo venue for the product's store, made once per product. */
function demoVenueKey(product: Product): Promise<string> {
  let key = venueKeys.get(product);
  if (key === undefined) {
    key = product.venueKey(DEMO_VENUE_ID);
    venueKeys.set(product, key);
  }
  return key;
}

export async function dataaccessCall<T>(
  product: Product,
  method: string,
  path: string,
  body?: unknown,
): Promise<T[]> {
  // Positions go as the demo venue's engine would, with its key (decision 0028).
  const credentials: Record<string, string> = path.startsWith('ingest/')
    ? { 'x-venue-key': await demoVenueKey(product) }
    : { 'x-service-token': product.serviceToken, 'x-user-email': 'nfl.coach@dev.test' };
  const response = await fetch(`${product.dataaccessUrl}/dataaccess/${path}`, {
    method,
    headers: {
      ...credentials,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { results: T[]; status: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${envelope.status}`);
  return envelope.results;
}

/** A live practice whose positions a test sends when it wants the numbers to move. */
export interface FedPractice {
  readonly id: string;
  /** Sends the next `ms` of simulated positions (simulated time runs ahead of the clock). */
  feed(ms: number): Promise<void>;
}

/** Practices fed so far in this process: each gets its own simulation, the same every run. */
let fedPractices = 0;

/** Creates and starts a practice of the demo team and feeds its first second. */
export async function startFedPractice(product: Product, playerCount = 20): Promise<FedPractice> {
  const start = Date.now();
  fedPractices += 1;
  const seed = seedOf(`test-practice-${fedPractices}`);
  const plan = defaultPracticePlan('nfl', seed);
  const [created] = await dataaccessCall<{ _id: string }>(product, 'POST', 'schedule', {
    name: 'Test Practice',
    description: 'integration test',
    drills: plan.map((p) => ({ drillType: p.name, periodType: p.periodType })),
    intensity: 'Medium,Padded',
    league: 'nfl',
    profileName: 'Regular Season Week',
    rooftype: 'Outdoor',
    siteId: DEMO_VENUE_ID,
    siteName: 'Practice Field',
    start,
    teamId: DEMO_TEAM_ID,
  });
  if (!created) throw new Error('no practice created');
  await dataaccessCall(product, 'POST', `manage/${created._id}/command`, {
    type: 'practice.start',
  });
  const roster = seededRoster(DEMO_TEAM_ID, 'nfl').slice(0, playerCount);
  const sim = createPracticeSimulation({ seed, players: roster, periods: plan, startMs: start });
  let sentUntilMs = start;
  const practice: FedPractice = {
    id: created._id,
    async feed(ms) {
      const until = sentUntilMs + ms;
      const tracks = sim.samplesBetween(sentUntilMs, until).filter((t) => t.atMs.length > 0);
      sentUntilMs = until;
      if (tracks.length === 0) return;
      await dataaccessCall(product, 'POST', `ingest/${created._id}`, {
        tracks: tracks.map((t) => ({
          entityId: t.entityId,
          atMs: Array.from(t.atMs),
          xYd: Array.from(t.xYd, (v) => Math.round(v * 1000) / 1000),
          yYd: Array.from(t.yYd, (v) => Math.round(v * 1000) / 1000),
        })),
      });
    },
  };
  await practice.feed(1000);
  return practice;
}

/** A real WebSocket viewer, keeping each topic in the web client's store. */
export class Viewer {
  readonly messages: live.ServerMessage[] = [];
  readonly stores = new Map<string, TopicStore>();
  closeCode: number | null = null;
  /** The X-Served-By header of the upgrade's answer: the node a load balancer chose. */
  servedBy: string | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = live.ServerMessage.decode(new Uint8Array(data));
      this.messages.push(message);
      if (message.snapshot)
        this.store(message.snapshot.topic ?? '').applySnapshot(message.snapshot);
      if (message.delta) {
        const topic = message.delta.topic ?? '';
        if (!this.store(topic).applyDelta(message.delta))
          throw new Error(`delta ${message.delta.position?.seq} of ${topic} without its base`);
      }
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /** Opens a socket to the gateway's /live with the given cookie. */
  static async connect(url: string, cookie: string): Promise<Viewer> {
    const { socket, servedBy } = await openLiveSocket(url, cookie);
    const viewer = new Viewer(socket);
    viewer.servedBy = servedBy;
    return viewer;
  }

  /** The store of a topic. */
  store(topic: string): TopicStore {
    let store = this.stores.get(topic);
    if (store === undefined) {
      store = new TopicStore();
      this.stores.set(topic, store);
    }
    return store;
  }

  /** Sends a subscribe, resuming from the store's position if it has one. */
  subscribe(topic: string, resume?: { epoch: number; seq: number } | null): void {
    const position = resume === undefined ? this.store(topic).position() : resume;
    this.send({ subscribe: { topic, ...(position ? { resume: position } : {}) } });
  }

  /** Sends one client message. */
  send(message: live.ClientMessage.$Properties): void {
    this.socket.send(live.ClientMessage.encode(message).finish());
  }

  /** Resolves with the first message from index `from` on that matches. */
  async next(
    match: (m: live.ServerMessage) => boolean,
    timeoutMs = 10_000,
    from = 0,
  ): Promise<live.ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.closeCode !== null) throw new Error(`socket closed with ${this.closeCode}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for a message');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Closes the socket and waits until it is closed. */
  async close(): Promise<void> {
    if (this.closeCode !== null) return;
    const closed = new Promise<void>((resolve) =>
      this.socket.once('close', () => {
        resolve();
      }),
    );
    this.socket.terminate();
    await closed;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
