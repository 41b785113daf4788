/**
 * Opens a viewer's socket on a gateway's `/live` as the user of a session cookie, and says
 * which node served it (the balancer's `X-Served-By` on the upgrade answer, null without one).
 */
import WebSocket from 'ws';
import { until } from './processes';

export interface OpenedSocket {
  readonly socket: WebSocket;
  readonly servedBy: string | null;
}

export async function openLiveSocket(url: string, cookie: string): Promise<OpenedSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/live`, {
    headers: { cookie },
    perMessageDeflate: false,
  });
  let servedBy: string | null = null;
  socket.once('upgrade', (response) => {
    const header = response.headers['x-served-by'];
    servedBy = typeof header === 'string' ? header : null;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      resolve();
    });
    socket.once('error', reject);
  });
  return { socket, servedBy };
}

/** A viewer that knows the node serving it. */
interface ServedViewer {
  readonly servedBy: string | null;
  close(): Promise<void>;
}

/**
 * Opens viewers through the balancer until one is served by `node` (a restarted node back in
 * its rotation) and returns that one; the others are closed. `open` may answer null for a
 * try that failed.
 */
export async function viewerServedBy<V extends ServedViewer>(
  node: string,
  open: () => Promise<V | null>,
  timeoutMs = 30_000,
): Promise<V> {
  const found: V[] = [];
  await until(
    async () => {
      const viewer = await open();
      if (viewer === null) return false;
      if (viewer.servedBy === node) {
        found.push(viewer);
        return true;
      }
      await viewer.close();
      return false;
    },
    `the balancer to send a viewer to ${node} again`,
    timeoutMs,
  );
  const [viewer] = found;
  if (viewer === undefined) throw new Error(`no viewer on ${node}`);
  return viewer;
}
