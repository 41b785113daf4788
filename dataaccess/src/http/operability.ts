/**
 * What an operator and the load balancer read of a dataaccess process (decision 0033): the
 * request id in every reply, Prometheus metrics at /metrics (request latencies by route
 * pattern, ingest, background queues), /livez while the process runs and /readyz while its
 * store answers and it is not shutting down.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import {
  mayReadMetrics,
  REQUEST_ID_HEADER,
  safeRequestId,
  SERVICE_TOKEN_HEADER,
} from '../../../domain';
import { sameSecret } from './credentials';

/**
 * A request's id: the caller's (the gateway forwards its own) when it is a safe token, else a
 * new one. Dataaccess is never on the public internet, so its callers' ids are believed.
 */
export function requestIdOf(raw: IncomingMessage): string {
  return safeRequestId(raw.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/** Buckets of request and job latencies, seconds: a 304 poll to a season's report. */
const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the module reads of the rest of dataaccess. */
export interface OperabilitySources {
  readonly serviceToken: string;
  /** Resolves when the store answers a trivial query; rejects when it does not. */
  readonly storeAnswers: () => Promise<void>;
  /** Background queues by name (processing, reprocess, dataops): jobs queued or running now. */
  readonly queueDepths: () => Readonly<Record<string, number>>;
}

/** The meters other modules move. */
export interface DataaccessMeters {
  readonly registry: Registry;
  /** An ingest batch was answered: stored (with its samples) or recognised as a resend. */
  ingested(samples: number, duplicate: boolean): void;
  /** From now on /readyz answers 503: the process is shutting down. */
  draining(): void;
}

/** Registers the request id header, the metrics and the health endpoints on `app`. */
export function registerOperability(
  app: FastifyInstance,
  sources: OperabilitySources,
): DataaccessMeters {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'dataaccess_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const batches = new Counter({
    name: 'dataaccess_ingest_batches_total',
    help: 'Ingest batches answered, by outcome (stored or a resent duplicate)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const samples = new Counter({
    name: 'dataaccess_ingest_samples_total',
    help: 'Position samples stored by ingest',
    registers: [registry],
  });
  new Gauge({
    name: 'dataaccess_job_queue_depth',
    help: 'Background jobs queued or running, by queue',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      for (const [queue, depth] of Object.entries(sources.queueDepths())) {
        this.set({ queue }, depth);
      }
    },
  });
  let shuttingDown = false;

  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the raw URL: ids in paths would make a series per id.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/livez', (_request, reply) => reply.send({ status: 'live' }));
  app.get('/readyz', async (request, reply) => {
    if (shuttingDown) return reply.code(503).send({ status: 'shutting down' });
    try {
      await sources.storeAnswers();
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the store does not answer');
      return reply.code(503).send({ status: 'the store does not answer' });
    }
    return { status: 'ready' };
  });
  app.get('/metrics', async (request, reply) => {
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
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    registry,
    ingested(count, duplicate) {
      batches.inc({ outcome: duplicate ? 'duplicate' : 'stored' });
      if (!duplicate) samples.inc(count);
    },
    draining() {
      shuttingDown = true;
    },
  };
}
