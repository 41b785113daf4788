/**
 * Live sockets tied to their session (issue 34, item 2; decision 0026), through a real
 * gateway node in front of the product's dataaccess, on a clock the test moves: one user holds
 * at most sixteen sockets; a socket ends when its session expires, as REST starts answering
 * 401, unless a request renewed the session; and a grant taken from its user in dataaccess
 * drops the topic at the next check. What one user's subscriptions cost together, across their
 * sockets, is bounded by a budget that weighs each topic kind. A session renewed or signed out
 * on one node is told to the others over the bus: their sockets of it live on, or close. A
 * wall page renewing its session while visible (web/src/data/sessionRenewal.ts) keeps its
 * socket past the twenty idle minutes that close a socket nothing renews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES, REFRESH_MS } from '../../domain';
import { keepSessionWhileVisible } from '../../web/src/data/sessionRenewal';
import { DEMO_TEAM_ID } from '../../scripts/dev/dev-users';
import { USER_TTL_MS } from '../../gateway/src/auth/users';
import { MemoryBroker, MemoryBus } from '../../gateway/src/bus';
import { MAX_SOCKETS_PER_USER } from '../../gateway/src/live/session-sockets';
import { TOPIC_COSTS, USER_TOPIC_BUDGET } from '../../gateway/src/live/topic-budget';
import { makePractice } from '../support/practices';
import { until } from '../support/processes';
import { sessionCookie } from '../support/sessions';
import { startTestProduct, Viewer } from './live-fixture';
import { GatewayNodes, type GatewayNode } from './live-nodes';

const MINUTE = 60_000;

describe('live sockets and their session', () => {
  let product: Awaited<ReturnType<typeof startTestProduct>>;
  let nodes: GatewayNodes;
  let node: GatewayNode;
  /** The node's clock of sessions and users: the test moves it. */
  let clockMs = Date.now();
  const viewers: Viewer[] = [];

  const cookieOf = (email: string, ttlMs = 20 * MINUTE): string =>
    sessionCookie(node.gateway.app, email, clockMs, ttlMs);
  const connect = async (cookie: string): Promise<Viewer> => {
    const viewer = await Viewer.connect(node.url, cookie);
    viewers.push(viewer);
    return viewer;
  };
  /** Resolves once the socket answered a ping: it was let in and is served. */
  const served = async (viewer: Viewer, nonce: number): Promise<void> => {
    viewer.send({ ping: { nonce } });
    await viewer.next((m) => m.pong?.nonce === nonce);
  };
  const closeCodeOf = async (viewer: Viewer): Promise<number | null> => {
    await viewer.next(() => false, 10_000).catch(() => undefined);
    return viewer.closeCode;
  };
  const sessionStatus = async (cookie: string): Promise<number> =>
    (await fetch(`${node.url}/api/session`, { headers: { cookie } })).status;

  beforeAll(async () => {
    product = await startTestProduct();
    nodes = await GatewayNodes.for(product);
    node = await nodes.start({ nowMs: () => clockMs, liveRecheckMs: 50 });
  });
  afterAll(async () => {
    for (const viewer of viewers) await viewer.close();
    await nodes.close();
    await product.stop();
  });

  it('refuses the seventeenth socket of one user with its own code, and no one else', async () => {
    const email = 'nfl.staff@dev.test';
    const held: Viewer[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) held.push(await connect(cookieOf(email)));
    for (const [i, viewer] of held.entries()) await served(viewer, i + 1);

    const refused = await connect(cookieOf(email));
    expect(await closeCodeOf(refused)).toBe(LIVE_CLOSE_CODES.tooManySockets);
    for (const viewer of held) expect(viewer.closeCode).toBeNull();
    // Another user is not counted against this one.
    await served(await connect(cookieOf('customer@dev.test')), 1);

    // A closed socket frees its place.
    await held[0]?.close();
    await until(
      () => node.gateway.sockets.heldBy(email) < MAX_SOCKETS_PER_USER,
      'the closed socket to free its place',
    );
    await served(await connect(cookieOf(email)), 1);
    for (const viewer of held) await viewer.close();
  });

  it('closes a socket with the sign-in code when its session expires, as REST says 401', async () => {
    const cookie = cookieOf('nfl.coach@dev.test', 15 * MINUTE);
    const viewer = await connect(cookie);
    const topic = `schedule/${DEMO_TEAM_ID}`;
    viewer.subscribe(topic);
    await viewer.next((m) => m.snapshot?.topic === topic);

    clockMs += 15 * MINUTE;
    expect(await sessionStatus(cookie)).toBe(401);
    expect(await closeCodeOf(viewer)).toBe(LIVE_CLOSE_CODES.unauthorized);
  });

  it('keeps a renewed session to its new expiry and drops a topic whose grant was taken', async () => {
    const email = 'nfl.coach@dev.test';
    const startMs = clockMs;
    const cookie = cookieOf(email, 20 * MINUTE);
    const viewer = await connect(cookie);
    const topic = `schedule/${DEMO_TEAM_ID}`;
    viewer.subscribe(topic);
    await viewer.next((m) => m.snapshot?.topic === topic);

    // Ten minutes on, the page asks who is signed in: the session now ends at thirty.
    clockMs = startMs + 10 * MINUTE;
    const renewal = await fetch(`${node.url}/api/session`, { headers: { cookie } });
    expect(renewal.status).toBe(200);
    expect(renewal.headers.get('set-cookie')).toMatch(/^pt_session=/);

    // Past the first expiry, the coach moves to another team in dataaccess. The next check sees the
    // session alive (renewed) and the user as dataaccess has it now (the cache's time passed).
    await product.store.db
      .updateTable('users')
      .set({ team_id: '1050', permissions: JSON.stringify(['league.nfl.teamId.1050.w']) })
      .where('email', '=', email)
      .execute();
    try {
      clockMs = startMs + 25 * MINUTE + USER_TTL_MS;
      const refused = await viewer.next((m) => m.error?.topic === topic);
      expect(refused.error?.code).toBe(403);
      expect(viewer.closeCode).toBeNull();
      expect(node.gateway.topics.channel(topic)?.subscribers.size ?? 0).toBe(0);
      await served(viewer, 7);

      clockMs = startMs + 30 * MINUTE;
      expect(await closeCodeOf(viewer)).toBe(LIVE_CLOSE_CODES.unauthorized);
    } finally {
      await product.store.db
        .updateTable('users')
        .set({
          team_id: DEMO_TEAM_ID,
          permissions: JSON.stringify([`league.nfl.teamId.${DEMO_TEAM_ID}.w`]),
        })
        .where('email', '=', email)
        .execute();
    }
  });

  it("refuses a live practice over the user's budget across sockets with 429 and keeps the socket", async () => {
    const email = 'nfl.staff@dev.test';
    const fit = USER_TOPIC_BUDGET / TOPIC_COSTS.practiceLive;
    const ids: string[] = [];
    for (let i = 0; i <= fit; i++) {
      ids.push(
        await makePractice(product.store.db, {
          id: `budget-${i}`,
          name: `Budget ${i}`,
          teamId: DEMO_TEAM_ID,
          startMs: clockMs + 3600_000,
          createdMs: clockMs,
          actor: 'nfl.coach@dev.test',
        }),
      );
    }
    const left = await connect(cookieOf(email));
    const right = await connect(cookieOf(email));
    // The budget's worth of live practices, spread over two sockets, all taken.
    for (const [i, id] of ids.slice(0, fit).entries()) {
      const viewer = i % 2 === 0 ? left : right;
      viewer.subscribe(`practice/${id}/live`);
      await viewer.next((m) => m.snapshot?.topic === `practice/${id}/live`);
    }
    // One more on a third socket of the same user is over the budget: refused, socket open.
    const third = await connect(cookieOf(email));
    const over = `practice/${ids[fit] ?? ''}/live`;
    third.subscribe(over);
    const refused = await third.next((m) => m.error?.topic === over);
    expect(refused.error?.code).toBe(429);
    expect(refused.error?.message).toMatch(/over your live budget/);
    expect(node.gateway.topics.channel(over)).toBeUndefined();
    await served(third, 3);
    // Another user is not counted against this one.
    const other = await connect(cookieOf('nfl.coach@dev.test'));
    other.subscribe(over);
    await other.next((m) => m.snapshot?.topic === over);

    // A socket closed gives its share back: the third gets its topic.
    await left.close();
    await until(
      () =>
        ids
          .slice(0, fit)
          .filter((_, i) => i % 2 === 0)
          .every(
            (id) =>
              (node.gateway.topics.channel(`practice/${id}/live`)?.subscribers.size ?? 0) === 0,
          ),
      'the closed socket to let its topics go',
    );
    third.subscribe(over);
    await third.next((m) => m.snapshot?.topic === over);
    for (const viewer of [right, third, other]) await viewer.close();
  });

  it("keeps a visible wall's socket past twenty minutes by its renewals, and closes a silent one and a hidden one", async () => {
    const email = 'nfl.coach@dev.test';
    const topic = `schedule/${DEMO_TEAM_ID}`;
    let wallCookie = cookieOf(email);
    const wall = await connect(wallCookie);
    const silent = await connect(cookieOf(email));
    for (const viewer of [wall, silent]) {
      viewer.subscribe(topic);
      await viewer.next((m) => m.snapshot?.topic === topic);
    }
    // The wall page's renewal, with the page's timer and visibility in the test's hands and
    // its call to /api/session made to this node with the cookie the browser would hold.
    let visible = true;
    let turns: (() => void)[] = [];
    const shown = new Set<() => void>();
    const statuses: Promise<number>[] = [];
    const stop = keepSessionWhileVisible({
      renew: () => {
        const status = fetch(`${node.url}/api/session`, { headers: { cookie: wallCookie } }).then(
          (res) => {
            const renewed = /^(pt_session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
            if (renewed !== undefined) wallCookie = renewed;
            return res.status;
          },
        );
        statuses.push(status);
        return status;
      },
      visible: () => visible,
      onVisibility: (listener) => {
        shown.add(listener);
        return () => shown.delete(listener);
      },
      every: (task, ms) => {
        expect(ms).toBe(REFRESH_MS.wallSessionRenew);
        turns.push(task);
        return () => {
          turns = [];
        };
      },
    });
    const turn = async (): Promise<void> => {
      clockMs += REFRESH_MS.wallSessionRenew;
      for (const task of turns) task();
      await Promise.all(statuses);
    };
    try {
      // Half an hour of a visible wall: renewed at each turn, its socket still served.
      for (let i = 0; i < 6; i++) await turn();
      expect(await Promise.all(statuses)).toEqual(Array.from({ length: 6 }, () => 200));
      expect(await closeCodeOf(silent)).toBe(LIVE_CLOSE_CODES.unauthorized);
      expect(wall.closeCode).toBeNull();
      await served(wall, 21);

      // Hidden, it renews nothing; shown again after a skipped turn, it renews at once.
      visible = false;
      await turn();
      expect(statuses).toHaveLength(6);
      visible = true;
      for (const listener of shown) listener();
      await Promise.all(statuses);
      expect(statuses).toHaveLength(7);

      // Hidden for good: twenty minutes after its last renewal the socket closes.
      visible = false;
      for (let i = 0; i < 4; i++) await turn();
      expect(statuses).toHaveLength(7);
      expect(await closeCodeOf(wall)).toBe(LIVE_CLOSE_CODES.unauthorized);
    } finally {
      stop();
    }
    expect(turns).toEqual([]);
  });

  it('keeps a socket on one node to a renewal made on another, and closes it at a sign-out there', async () => {
    // Two nodes sharing a bus; each reads the signed-out list only every ten minutes, so the
    // sign-out can reach the other node only over the bus.
    const broker = new MemoryBroker();
    const [renewing, holding] = [
      await nodes.start({
        bus: new MemoryBus(broker),
        nowMs: () => clockMs,
        liveRecheckMs: 50,
        revocationPollMs: 10 * MINUTE,
      }),
      await nodes.start({
        bus: new MemoryBus(broker),
        nowMs: () => clockMs,
        liveRecheckMs: 50,
        revocationPollMs: 10 * MINUTE,
      }),
    ];
    const email = 'nfl.coach@dev.test';
    const startMs = clockMs;
    const cookie = sessionCookie(holding.gateway.app, email, clockMs, 20 * MINUTE);
    const viewer = await Viewer.connect(holding.url, cookie);
    viewers.push(viewer);
    const topic = `schedule/${DEMO_TEAM_ID}`;
    viewer.subscribe(topic);
    await viewer.next((m) => m.snapshot?.topic === topic);

    // Ten minutes on, the page asks the other node: the session now ends at thirty.
    clockMs = startMs + 10 * MINUTE;
    const renewal = await fetch(`${renewing.url}/api/session`, { headers: { cookie } });
    expect(renewal.status).toBe(200);
    const renewed = /^(pt_session=[^;]+)/.exec(renewal.headers.get('set-cookie') ?? '')?.[1];
    expect(renewed).toBeDefined();

    // Past the first expiry, with the coach moved to another team: the holding node's check
    // finds the session alive (renewed elsewhere) and drops the topic instead of the socket.
    await product.store.db
      .updateTable('users')
      .set({ team_id: '1050', permissions: JSON.stringify(['league.nfl.teamId.1050.w']) })
      .where('email', '=', email)
      .execute();
    try {
      clockMs = startMs + 20 * MINUTE + USER_TTL_MS;
      const refused = await viewer.next((m) => m.error?.topic === topic);
      expect(refused.error?.code).toBe(403);
      expect(viewer.closeCode).toBeNull();
      await served(viewer, 9);

      // Signed out on the renewing node: the holding node closes the socket without polling.
      const out = await fetch(`${renewing.url}/logout`, {
        method: 'POST',
        headers: { cookie: renewed ?? '', origin: renewing.url },
      });
      expect(out.status).toBe(200);
      expect(await closeCodeOf(viewer)).toBe(LIVE_CLOSE_CODES.unauthorized);
    } finally {
      await product.store.db
        .updateTable('users')
        .set({
          team_id: DEMO_TEAM_ID,
          permissions: JSON.stringify([`league.nfl.teamId.${DEMO_TEAM_ID}.w`]),
        })
        .where('email', '=', email)
        .execute();
      await renewing.stop();
      await holding.stop();
    }
  });
});
