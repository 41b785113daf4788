/**
 * Extra gateway nodes for the live tests: real gateways (own port, own bus connection) in
 * front of a running product's dataaccess, so a test can restart a gateway or run several
 * nodes over the in-process bus or NATS while the data stays where it is.
 */
import { buildGateway, type Gateway, type PollIntervals } from '../../gateway';
import type { Bus } from '../../gateway/src/bus';
import type { Product } from '../../scripts/product';
import {
  startDevIdentityProvider,
  type DevIdentityProvider,
} from '../../scripts/dev/identity-provider';
import { freePort } from '../support/ports';
import { sessionCookie } from '../support/sessions';
import { FAST_INTERVALS } from './live-fixture';

/** A gateway node that listens on its own port. */
export interface GatewayNode {
  readonly url: string;
  readonly gateway: Gateway;
  /** The Cookie header of a signed-in user, signed by this node. */
  cookie(email: string): string;
  /** Closes the node as a restart does: its viewers are told 1012. */
  stop(): Promise<void>;
}

/** Starts gateway nodes in front of one dataaccess; all share one identity provider. */
export class GatewayNodes {
  private readonly nodes = new Set<GatewayNode>();

  private constructor(
    private readonly product: Product,
    private readonly idp: DevIdentityProvider,
  ) {}

  /** Starts the identity provider the nodes' sign-in discovers. */
  static async for(product: Product): Promise<GatewayNodes> {
    const idp = await startDevIdentityProvider({
      port: await freePort(),
      clientId: 'practice-web',
      clientSecret: 'test-secret',
      redirectUris: ['http://localhost/login/callback'],
    });
    return new GatewayNodes(product, idp);
  }

  /** Starts one node; `bus` defaults to the environment's (in-process without NATS_URL). */
  async start(
    options: {
      bus?: Bus;
      intervals?: PollIntervals;
      lingerMs?: number;
      revocationPollMs?: number;
      /** The node's clock of sessions and users, ms (the real one by default). */
      nowMs?: () => number;
      liveRecheckMs?: number;
      maxSocketsPerUser?: number;
      liveTopicBudget?: number;
    } = {},
  ): Promise<GatewayNode> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const gateway = await buildGateway({
      dataaccessUrl: this.product.dataaccessUrl,
      serviceToken: this.product.serviceToken,
      cookieSecret: 'gateway-nodes-cookie-secret-for-tests',
      oidc: {
        issuer: this.idp.issuer,
        clientId: 'practice-web',
        clientSecret: 'test-secret',
        publicUrl: url,
      },
      intervals: options.intervals ?? FAST_INTERVALS,
      lingerMs: options.lingerMs ?? 1000,
      ...(options.bus ? { bus: options.bus } : {}),
      ...(options.revocationPollMs ? { revocationPollMs: options.revocationPollMs } : {}),
      ...(options.nowMs ? { nowMs: options.nowMs } : {}),
      ...(options.liveRecheckMs ? { liveRecheckMs: options.liveRecheckMs } : {}),
      ...(options.maxSocketsPerUser ? { maxSocketsPerUser: options.maxSocketsPerUser } : {}),
      ...(options.liveTopicBudget ? { liveTopicBudget: options.liveTopicBudget } : {}),
    });
    await gateway.app.listen({ port, host: '127.0.0.1' });
    const node: GatewayNode = {
      url,
      gateway,
      cookie: (email) => sessionCookie(gateway.app, email),
      stop: async () => {
        this.nodes.delete(node);
        await gateway.app.close();
      },
    };
    this.nodes.add(node);
    return node;
  }

  /** Stops every node still running and the identity provider. */
  async close(): Promise<void> {
    for (const node of [...this.nodes]) await node.stop();
    await this.idp.close();
  }
}
