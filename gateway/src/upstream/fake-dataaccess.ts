/**
 * A dataaccess stand-in for the gateway's unit tests: a real HTTP server on a free port whose
 * answers a test writes, and a DataaccessClient pointed at it. Not used by the product.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataaccessClient } from './dataaccess-client';

/** Serves `answer` for every request until stopped. */
export class FakeDataaccess {
  private readonly server;

  constructor(answer: (request: IncomingMessage, response: ServerResponse) => void) {
    this.server = createServer(answer);
  }

  /** Listens on a free port; the client the gateway would use. */
  async start(): Promise<DataaccessClient> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return new DataaccessClient(`http://127.0.0.1:${port}`, 'service-token');
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
