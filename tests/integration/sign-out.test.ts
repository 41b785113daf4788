/**
 * Sign-out ends the session on the server (issue 17, item 3): after /logout on one gateway
 * node, a copy of the cookie is refused there at once and on every other node within one
 * poll of the shared list, for REST and for the live socket, whose open connections close
 * with "sign in again"; a node started later refuses it too. Another session of the same
 * user is not touched: a shared tablet's sign-out does not sign the coach out elsewhere.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES } from '../../domain';
import { startTestProduct } from './live-fixture';
import { GatewayNodes, type GatewayNode } from './live-nodes';
import { until } from '../support/processes';
import { sessionCookie } from '../support/sessions';

/** Short, so that the other node's refusal is waited for briefly. */
const POLL_MS = 200;

describe('sign-out across gateway nodes', () => {
  let product: Awaited<ReturnType<typeof startTestProduct>>;
  let nodes: GatewayNodes;
  let a: GatewayNode;
  let b: GatewayNode;

  const status = async (node: GatewayNode, path: string, cookie: string): Promise<number> =>
    (await fetch(`${node.url}${path}`, { headers: { cookie } })).status;

  /** Opens /live on `node`; resolves once open, with the socket and how it closed. */
  const openLive = (node: GatewayNode, cookie: string) =>
    new Promise<{ socket: WebSocket; closed: Promise<number> }>((done, fail) => {
      const socket = new WebSocket(`${node.url.replace('http', 'ws')}/live`, {
        headers: { cookie },
      });
      const closed = new Promise<number>((ended) => socket.once('close', ended));
      socket.once('open', () => {
        done({ socket, closed });
      });
      socket.once('error', fail);
    });

  beforeAll(async () => {
    product = await startTestProduct();
    nodes = await GatewayNodes.for(product);
    a = await nodes.start({ revocationPollMs: POLL_MS });
    b = await nodes.start({ revocationPollMs: POLL_MS });
  });
  afterAll(async () => {
    await nodes.close();
    await product.stop();
  });

  it('refuses a signed-out cookie on every node, closes its sockets, and spares other sessions', async () => {
    const tablet = a.cookie('nfl.coach@dev.test');
    const office = a.cookie('nfl.coach@dev.test');
    for (const node of [a, b]) {
      expect(await status(node, '/api/session', tablet)).toBe(200);
      expect(await status(node, '/api/da/practices/3700', tablet)).toBe(200);
    }
    const live = await openLive(b, tablet);

    const signOut = await fetch(`${a.url}/logout`, {
      method: 'POST',
      headers: { cookie: tablet, origin: a.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect(signOut.headers.get('set-cookie')).toMatch(/^pt_session=;/);

    // The node that signed out refuses the copy at once.
    expect(await status(a, '/api/session', tablet)).toBe(401);
    expect(await status(a, '/api/da/practices/3700', tablet)).toBe(401);
    // The other node within a poll, and its open socket is told to sign in again.
    await until(
      async () => (await status(b, '/api/session', tablet)) === 401,
      'the other node to refuse the signed-out session',
    );
    expect(await live.closed).toBe(LIVE_CLOSE_CODES.unauthorized);
    const again = await openLive(b, tablet);
    expect(await again.closed).toBe(LIVE_CLOSE_CODES.unauthorized);

    // A node started afterwards reads the list before it serves.
    const c = await nodes.start({ revocationPollMs: POLL_MS });
    expect(await status(c, '/api/session', tablet)).toBe(401);

    // The user's other session goes on.
    for (const node of [a, b, c]) expect(await status(node, '/api/session', office)).toBe(200);
  });

  it('keeps a session from being renewed past its twelve hours', async () => {
    // Signed in almost twelve hours ago and active since: due for renewal.
    const issued = Date.now() - 12 * 3600_000 + 5 * 60_000;
    const old = sessionCookie(a.gateway.app, 'nfl.coach@dev.test', issued, 12 * 3600_000);
    const response = await fetch(`${a.url}/api/session`, { headers: { cookie: old } });
    expect(response.status).toBe(200);
    const renewed = response.headers.get('set-cookie') ?? '';
    const value = decodeURIComponent(/^pt_session=([^;]+)/.exec(renewed)?.[1] ?? '');
    const claims = JSON.parse(value.slice(0, value.lastIndexOf('.'))) as { expiresAtMs: number };
    expect(claims.expiresAtMs).toBe(issued + 12 * 3600_000);
  });
});
