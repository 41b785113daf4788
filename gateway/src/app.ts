/**
 * Builds the gateway (never listens; server.ts does): sign-in, sessions, security headers,
 * rate limits, the live WebSocket with its topic hub, and the web app's static files.
 */
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { WebSocket, WebSocketServer } from 'ws';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { registerOidc, type OidcConfig } from './auth/oidc';
import { Revocations } from './auth/revocations';
import { readSession, renewSession, type SessionClaims } from './auth/session';
import { UserDirectory, type SessionUser } from './auth/users';
import { mayReceive, SessionTeams } from './auth/access';
import { registerProxy } from './auth/proxy';
import type { Topic } from '../../proto';
import { ENVELOPE_CODE, LIVE_CLOSE_CODES, MAX_JSON_DEPTH, nestsDeeperThan } from '../../domain';
import { busFromEnv, type Bus } from './bus';
import { AlertEngine } from './live/alert-engine';
import { holdLivePractices } from './live/live-practice-holds';
import { SessionBus } from './live/session-bus';
import { SessionSockets } from './live/session-sockets';
import { TopicBudgets, USER_TOPIC_BUDGET } from './live/topic-budget';
import { serveSocket } from './live/socket';
import { topicSources, SPEC_INTERVALS, type PollIntervals } from './live/sources';
import { LiveTopics } from './live/topics';
import { DataaccessClient, upstreamFault } from './upstream/dataaccess-client';
import {
  gatewayMeters,
  registerOperability,
  requestIds,
  type GatewayMeters,
} from './ops/operability';

/** What the gateway is built from. */
export interface GatewayDeps {
  readonly dataaccessUrl: string;
  readonly serviceToken: string;
  readonly cookieSecret: string;
  readonly oidc: OidcConfig;
  /** Built web app to serve, if any. */
  readonly webRoot?: string;
  readonly intervals?: PollIntervals;
  /** Production: secure cookies. */
  readonly production?: boolean;
  /**
   * How and where the node logs (pino's options; `stream` a destination): off when not given.
   * Every line of a request carries its id (reqId), which dataaccess logs its part under.
   */
  readonly logger?: FastifyServerOptions['logger'];
  /** Logs every request's start and end too (production); else only what went wrong. */
  readonly logRequests?: boolean;
  /**
   * How long a shutdown waits for live sockets to finish their close handshake after being
   * told to resume elsewhere (1012), ms; then they are cut (SHUTDOWN_GRACE_MS, 5000).
   */
  readonly socketCloseGraceMs?: number;
  /** How long a topic's poller runs on after its last viewer left. */
  readonly lingerMs?: number;
  /** The bus between gateway nodes; default NATS when NATS_URL is set, else in-process. */
  readonly bus?: Bus;
  /** How long a call to dataaccess may take before the user is told it did not answer. */
  readonly upstreamTimeoutMs?: number;
  /**
   * The proxies (addresses or CIDR ranges, e.g. the cluster's load balancer) whose
   * X-Forwarded-For the gateway believes. None by default: a client's own header names no one.
   */
  readonly trustedProxies?: readonly string[];
  /** How often to read the sessions signed out on other nodes (REVOCATION_POLL_MS). */
  readonly revocationPollMs?: number;
  /** The clock sessions, the user cache and live sockets are judged by, ms; tests pass their own. */
  readonly nowMs?: () => number;
  /** How often a live socket's user is asked again, ms (USER_TTL_MS, the user cache's time). */
  readonly liveRecheckMs?: number;
  /**
   * Live sockets one user may hold open (MAX_SOCKETS_PER_USER); the fan-out tests and
   * benchmarks, whose thousands of viewers sign in as one test user, raise it.
   */
  readonly maxSocketsPerUser?: number;
  /**
   * What one user's live subscriptions may cost together on this node (USER_TOPIC_BUDGET,
   * topic kinds weighed by TOPIC_COSTS); the fan-out tests and benchmarks raise it too.
   */
  readonly liveTopicBudget?: number;
}

/** The built gateway and the parts tests and benchmarks reach into. */
export interface Gateway {
  readonly app: FastifyInstance;
  readonly topics: LiveTopics;
  readonly users: UserDirectory;
  readonly bus: Bus;
  readonly alerts: AlertEngine;
  readonly revocations: Revocations;
  readonly sockets: SessionSockets;
  /** The node's metrics, and its readiness to turn off before a shutdown. */
  readonly meters: GatewayMeters;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

/** Builds the gateway; resolves once the identity provider's discovery answered. */
export async function buildGateway(deps: GatewayDeps): Promise<Gateway> {
  const secure = deps.production ?? false;
  const nowMs = deps.nowMs ?? Date.now;
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new LogController({ disableRequestLogging: deps.logRequests !== true }),
    genReqId: requestIds(deps.trustedProxies ?? []),
    trustProxy: deps.trustedProxies?.length ? [...deps.trustedProxies] : false,
  });
  const upstream = new DataaccessClient(
    deps.dataaccessUrl,
    deps.serviceToken,
    deps.upstreamTimeoutMs,
  );
  const publicOrigin = new URL(deps.oidc.publicUrl).origin;
  const revocations = new Revocations(
    upstream,
    (error) => {
      app.log.warn({ err: error }, 'could not read the signed-out sessions');
    },
    nowMs,
  );
  await revocations.start(deps.revocationPollMs);
  const users = new UserDirectory(upstream, { nowMs });
  const sessions = new SessionTeams(upstream);
  /** What a user's live socket may receive: the rules of the REST routes. */
  const authorizerOf = (user: SessionUser) => (topic: Topic) => mayReceive(user, topic, sessions);
  const sockets = new SessionSockets({
    revocations,
    users,
    authorizerOf,
    nowMs,
    ...(deps.maxSocketsPerUser !== undefined ? { maxPerUser: deps.maxSocketsPerUser } : {}),
  });
  const budgets = new TopicBudgets(deps.liveTopicBudget ?? USER_TOPIC_BUDGET);
  const bus = deps.bus ?? (await busFromEnv());
  // Renewals and sign-outs reach the sockets of the same session on every node.
  const sessionBus = await SessionBus.start(bus, sockets, revocations, (error) => {
    app.log.warn({ err: error }, 'session news over the bus failed');
  });
  revocations.announceWith((sid, untilMs) => {
    sessionBus.revoked(sid, untilMs);
  });
  const alerts = new AlertEngine(upstream, bus);
  const operability = {
    serviceToken: deps.serviceToken,
    openSockets: () => app.websocketServer.clients.size,
    topics: () => topics.names().length,
    upstreamReady: () => upstream.ready(),
  };
  const meters = gatewayMeters(operability);
  const intervals = deps.intervals ?? SPEC_INTERVALS;
  const topics: LiveTopics = new LiveTopics(upstream, topicSources(intervals), bus, {
    ...(deps.lingerMs !== undefined ? { lingerMs: deps.lingerMs } : {}),
    meter: meters.live,
    onResults: (topic, results, fetchedAtMs) => {
      alerts.onResults(topic, results, fetchedAtMs);
    },
    // Whoever holds a team's alerts keeps its live practices judged by the alert engine.
    whileOwned: (topic) =>
      topic.kind === 'alerts' && topic.teamId !== '*'
        ? holdLivePractices(topics, upstream, topic.teamId, intervals.dataopsMs, (error) => {
            app.log.warn({ err: error }, 'could not hold the live practices of %s', topic.teamId);
          })
        : undefined,
  });

  await app.register(cookie, { secret: deps.cookieSecret });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // AG Grid and AG Charts inject their theme styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'", new URL(deps.oidc.issuer).origin],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    hsts: secure,
  });
  // A signed-in user's calls count against that user wherever they come from; the rest
  // against their address (the client's own, unless a trusted proxy forwarded it).
  await app.register(rateLimit, {
    max: 1200,
    timeWindow: '1 minute',
    keyGenerator: (request) => {
      const session = readSession(request, nowMs());
      return session ? `user:${session.email}` : `ip:${request.ip}`;
    },
  });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // On shutdown every viewer is told to resume elsewhere (1012, which the web's live client
    // retries: through the load balancer it lands on another node) and given a bounded time
    // to finish the close handshake.
    preClose: async () => {
      await closeSockets(
        app.websocketServer,
        LIVE_CLOSE_CODES.serviceRestart,
        'gateway shutting down: resume on another node',
        deps.socketCloseGraceMs ?? 5000,
      );
    },
  });
  registerOperability(app, meters, operability);

  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const session = readSession(request, nowMs());
    request.session = session === null || revocations.has(session.sid) ? null : session;
    // A request renews nothing by itself, but its cookie may be a renewed one.
    if (request.session !== null) sockets.renewed(request.session);
    // State-changing calls, and the live socket (whose upgrade is a GET that a page of any
    // site could open with the user's cookie), must come from this site's own pages.
    const guarded =
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.headers.upgrade !== undefined;
    if (guarded && !sameOrigin(request, publicOrigin)) {
      await reply.code(403).send({ results: [], code: 403, status: 'cross-site request refused' });
    }
  });
  // A body nested thousands deep would overflow the stack when it is forwarded.
  app.addHook('preValidation', async (request, reply) => {
    if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) {
      await reply.code(400).send({
        results: [],
        code: 400,
        status: `the request body nests deeper than ${MAX_JSON_DEPTH} levels`,
      });
    }
  });
  // Every failure answers in the envelope: dataaccess out of reach or too slow is said as
  // such (503, 504), a refused request keeps its 4xx, and nothing else leaks its message.
  app.setErrorHandler(async (error, request, reply) => {
    const fault = upstreamFault(error, request.method);
    if (fault !== null) {
      request.log.warn({ err: error }, 'dataaccess failed a call');
      // Out of reach (502, 503) it is usually back within a restart: ask again in a second.
      if (fault.status !== 504) void reply.header('retry-after', '1');
      return reply
        .code(fault.status)
        .send({ results: [], code: fault.status, status: fault.message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({
        results: [],
        code: status,
        status: error instanceof Error ? error.message : 'request refused',
      });
    }
    request.log.error(error);
    return reply
      .code(500)
      .send({ results: [], code: 500, status: 'the gateway failed; try again' });
  });

  await app.register(async (signIn) => {
    await signIn.register(rateLimit, { max: 30, timeWindow: '1 minute' });
    await registerOidc(signIn, deps.oidc, upstream, revocations, secure);
  });

  const currentUser = async (request: FastifyRequest): Promise<SessionUser | null> =>
    request.session ? users.get(request.session.email) : null;

  app.get('/api/session', async (request, reply) => {
    const user = await currentUser(request);
    if (user === null || request.session === null) {
      return reply
        .code(401)
        .send({ results: [], code: ENVELOPE_CODE.signedOut, status: 'not signed in' });
    }
    const renewed = renewSession(reply, request.session, nowMs(), secure);
    if (renewed !== request.session) {
      sockets.renewed(renewed);
      sessionBus.renewed(renewed);
    }
    return { results: [user], code: ENVELOPE_CODE.ok, status: 'ok' };
  });

  registerProxy(app, upstream, sessions, currentUser);

  // Sockets need a valid session and live by it (live/session-sockets.ts); a wall of viewers
  // behind one address must not be throttled, but one user holds a bounded number of sockets.
  app.get('/live', { websocket: true, config: { rateLimit: false } }, (socket, request) => {
    releaseUpgrade(socket, request, app);
    const session = request.session === null ? null : sockets.admit(request.session, socket);
    if (request.session !== null && session === null) return;
    const authorizer = currentUser(request).then((user) =>
      user === null ? null : authorizerOf(user),
    );
    serveSocket(socket, request.raw.socket, topics, authorizer, {
      nowMs,
      ...(session ? { session } : {}),
      ...(request.session ? { budget: budgets.of(request.session.email) } : {}),
      ...(deps.liveRecheckMs !== undefined ? { recheckMs: deps.liveRecheckMs } : {}),
      onSlowConsumer: () => {
        meters.live.slowConsumerClosed();
      },
    });
  });

  if (deps.webRoot && existsSync(deps.webRoot)) {
    // The build writes each asset brotli- and gzip-compressed beside itself: a browser gets
    // the smallest it accepts. Hashed assets never change under their name; index.html is
    // asked again every time, so a new build reaches users at their next load.
    await app.register(fastifyStatic, {
      root: deps.webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (MAP_WORKER_FILE.test(path)) reply.header('content-security-policy', MAP_WORKER_CSP);
      },
    });
    // Every other GET is a route of the single-page app.
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/api/')) {
        return reply.code(404).send({ results: [], code: 404, status: 'not found' });
      }
      return reply.type('text/html').sendFile('index.html');
    });
  }

  app.addHook('onClose', async () => {
    revocations.stop();
    sessionBus.stop();
    topics.close(LIVE_CLOSE_CODES.serviceRestart, 'gateway restarting');
    await alerts.idle();
    await bus.close();
  });
  return { app, topics, users, bus, alerts, revocations, sockets, meters };
}

/**
 * Closes every socket of `server` with `code` and stops the server; sockets that have not
 * finished their close handshake after `graceMs` are cut.
 */
async function closeSockets(
  server: WebSocketServer,
  code: number,
  reason: string,
  graceMs: number,
): Promise<void> {
  const closed = [...server.clients].map((client) => {
    const done = new Promise<void>((resolve) => {
      if (client.readyState === client.CLOSED) resolve();
      else
        client.once('close', () => {
          resolve();
        });
    });
    client.close(code, reason);
    return done;
  });
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => {
      resolve('cut');
    }, graceMs);
  });
  if ((await Promise.race([Promise.all(closed), bound])) === 'cut') {
    for (const client of server.clients) client.terminate();
  }
  clearTimeout(timer);
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
}

/** The web build's field map worker (web/src/drawing/mapWorker.ts), compressed or not. */
const MAP_WORKER_FILE = /[\\/]assets[\\/]map-worker-[\w-]+\.js(?:\.br|\.gz)?$/;

/**
 * The field map worker's own policy. A worker started from a same-origin script takes the
 * policy of that script's response, not the page's: regl compiles its draw commands at run
 * time, so eval is allowed here, in a script with no DOM, and nothing else is (default-src
 * 'none': no fetch, socket, import or image from anywhere). Every page keeps script-src 'self'.
 */
const MAP_WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval'";

/**
 * Lets the upgrade's HTTP request and response go once the socket speaks WebSocket. Both stay
 * reachable for the whole connection otherwise (from the socket, and from the error listener
 * @fastify/websocket adds), a few KB per viewer; socket errors end the connection as before.
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest, app: FastifyInstance): void {
  const raw = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  raw._httpMessage?.detachSocket(raw);
  socket.removeAllListeners('error');
  socket.on('error', (error) => {
    app.log.debug({ err: error }, 'live socket error');
    socket.terminate();
  });
}

/**
 * Whether a request comes from this site's own pages: its Origin is the gateway's public
 * origin or the host it was sent to. A client that sends no Origin (no browser does for these
 * requests) passes unless the browser marked it cross-site.
 */
function sameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
