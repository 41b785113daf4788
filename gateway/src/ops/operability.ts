/**
 * What an operator and the load balancer read of a gateway node (decision 0033): one request
 * id per request (made here, or a trusted proxy's), Prometheus metrics at /metrics (sockets,
 * topics, polls, frame sizes, slow-consumer closes, request latencies by route pattern),
 * /livez while the process runs and /readyz while dataaccess answers and the node is not
 * shutting down.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import {
  mayReadMetrics,
  REQUEST_ID_HEADER,
  safeRequestId,
  SERVICE_TOKEN_HEADER,
} from '../../../domain';

/** How a poll of a topic's source ended. */
export type PollOutcome = 'changed' | 'not_modified' | 'failed';

/** What the live topics tell the metrics. */
export interface LiveMeter {
  polled(outcome: PollOutcome): void;
  /** A frame of a topic reached this node (from its own poller or another's), `bytes` long. */
  frame(bytes: number): void;
  /** A viewer was closed for not reading what it was sent (4008). */
  slowConsumerClosed(): void;
}

/**
 * Makes each request's id: a trusted proxy's X-Request-Id when it is a safe token, else a new
 * one. A client reaching the gateway directly cannot choose its id, so it cannot make its
 * lines look like another request's.
 */
export function requestIds(trustedProxies: readonly string[]): (raw: IncomingMessage) => string {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    if (entry === 'loopback') {
      trusted.addSubnet('127.0.0.0', 8, 'ipv4');
      trusted.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  const fromTrusted = (address: string | undefined): boolean => {
    if (address === undefined) return false;
    const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
    return trusted.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
  return (raw) =>
    (fromTrusted(raw.socket.remoteAddress)
      ? safeRequestId(raw.headers[REQUEST_ID_HEADER])
      : undefined) ?? randomUUID();
}

/** Buckets of request latencies, seconds. */
const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Buckets of live frame sizes, bytes: a heartbeat to a full roster's snapshot. */
const FRAME_BUCKETS_BYTES = [64, 256, 1024, 4096, 16_384, 65_536, 262_144, 1_048_576];

/** What the module reads of the rest of the gateway. */
export interface OperabilitySources {
  readonly serviceToken: string;
  /** Live sockets open on this node now. */
  readonly openSockets: () => number;
  /** Topics with a channel on this node now. */
  readonly topics: () => number;
  /** Resolves when dataaccess says it is ready; rejects when it does not answer so. */
  readonly upstreamReady: () => Promise<void>;
}

/** The meters of a gateway node and its shutdown switch. */
export interface GatewayMeters {
  readonly registry: Registry;
  readonly live: LiveMeter;
  /** A request was answered in `seconds`. */
  answered(method: string, route: string, statusCode: number, seconds: number): void;
  /** From now on /readyz answers 503: the node is shutting down. */
  draining(): void;
  isDraining(): boolean;
}

/** The meters of a gateway node, read through `sources` when scraped. */
export function gatewayMeters(sources: OperabilitySources): GatewayMeters {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  new Gauge({
    name: 'gateway_live_sockets',
    help: 'Live WebSocket connections open on this node',
    registers: [registry],
    collect() {
      this.set(sources.openSockets());
    },
  });
  new Gauge({
    name: 'gateway_live_topics',
    help: 'Live topics with a channel on this node',
    registers: [registry],
    collect() {
      this.set(sources.topics());
    },
  });
  const polls = new Counter({
    name: 'gateway_live_polls_total',
    help: "Polls of dataaccess by this node's topic pollers, by outcome",
    labelNames: ['outcome'],
    registers: [registry],
  });
  const frames = new Histogram({
    name: 'gateway_live_frame_bytes',
    help: 'Sizes of the live frames (snapshots, deltas, freshness) fanned out by this node',
    buckets: FRAME_BUCKETS_BYTES,
    registers: [registry],
  });
  const slowConsumers = new Counter({
    name: 'gateway_live_slow_consumer_closes_total',
    help: 'Live sockets closed for not reading what they were sent (4008)',
    registers: [registry],
  });
  let shuttingDown = false;
  return {
    registry,
    live: {
      polled(outcome) {
        polls.inc({ outcome });
      },
      frame(bytes) {
        frames.observe(bytes);
      },
      slowConsumerClosed() {
        slowConsumers.inc();
      },
    },
    answered(method, route, statusCode, seconds) {
      latency.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    draining() {
      shuttingDown = true;
    },
    isDraining: () => shuttingDown,
  };
}

const routeLabels = new WeakMap<FastifyRequest, string>();

/**
 * Counts `request` under `route` rather than its Fastify route: the proxy has one wildcard
 * route, so it names the manifest call it forwarded (`/api/da/schedule/:id`), a pattern still.
 */
export function labelRoute(request: FastifyRequest, route: string): void {
  routeLabels.set(request, route);
}

/** Registers the request id header, the latency hook and the health and metrics endpoints. */
export function registerOperability(
  app: FastifyInstance,
  meters: GatewayMeters,
  sources: OperabilitySources,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the raw URL: ids in paths would make a series per id.
    const route = routeLabels.get(request) ?? request.routeOptions.url ?? 'unmatched';
    meters.answered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    // An answer dataaccess failed passes through as it is: logged here with the request's id,
    // which dataaccess logged its cause under.
    if (reply.statusCode >= 500) {
      request.log.warn(
        { statusCode: reply.statusCode, method: request.method, route },
        'answered 5xx',
      );
    }
  });

  const open = { config: { rateLimit: false } } as const;
  app.get('/livez', open, (_request, reply) => reply.send({ status: 'live' }));
  app.get('/readyz', open, async (request, reply) => {
    if (meters.isDraining()) return reply.code(503).send({ status: 'shutting down' });
    try {
      await sources.upstreamReady();
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: dataaccess is not ready');
      return reply.code(503).send({ status: 'dataaccess is not ready' });
    }
    return { status: 'ready' };
  });
  app.get('/metrics', open, async (request, reply) => {
    const token = request.headers[SERVICE_TOKEN_HEADER];
    const caller = {
      peerAddress: request.socket.remoteAddress,
      forwarded:
        request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined,
      presentsCredential: typeof token === 'string' && sameSecret(token, sources.serviceToken),
    };
    if (!mayReadMetrics(caller)) {
      return reply
        .code(403)
        .send({ status: 'metrics are for this machine or the service credential' });
    }
    return reply.type(meters.registry.contentType).send(await meters.registry.metrics());
  });
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
