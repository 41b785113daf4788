/**
 * Builds the dataaccess HTTP app (never listens; server.ts does). Everything it needs comes
 * in as one object so tests pass a real in-memory SQLite or a real PostgreSQL store.
 */
import { createHash } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { VERSION_TAG } from '../../domain';
import type { Store } from './db/connect';
import { ConcurrencyConflict } from './event-store';
import { credentialsByPurpose } from './http/credentials';
import { ApiError, failure } from './http/envelope';
import { RouteTable } from './http/routes';
import { idempotentWrites } from './http/idempotency';
import { registerOperability, requestIdOf, type DataaccessMeters } from './http/operability';
import { RETRY_AFTER_S, storeUnavailable } from './http/unavailable';
import {
  IngestConflict,
  IngestNotAllowed,
  IngestRejected,
  purgeIngestBatches,
} from './tracks/ingest';
import { ballFlightRoutes } from './api/ball-flights';
import { LiveFlights } from './live/live-flights';
import { LiveMetrics } from './live/live-metrics';
import { ProcessingJobs } from './live/processing-job';
import { systemRoutes } from './api/system';
import { userRoutes } from './api/users';
import { scheduleRoutes } from './api/schedule';
import { trackingRoutes } from './api/tracking';
import { practiceRoutes } from './api/practices';
import { liveTrackRoutes } from './api/live-tracks';
import { scheduleItemRoutes } from './api/schedule-items';
import { calendarRoutes } from './api/calendar';
import { venueRoutes } from './api/venues';
import { teamSessionRoutes } from './api/team-sessions';
import { manageRoutes } from './api/manage';
import { settingsRoutes } from './api/settings';
import { alertRoutes } from './api/alerts';
import { sessionDataRoutes } from './api/session-data';
import { reportPdfRoutes } from './api/report-pdf';
import { reportRoutes } from './api/reports';
import { playerRoutes } from './api/players';
import { profileRoutes } from './api/profiles';
import { aboutRoutes } from './api/about';
import { entityRoutes } from './api/entities';
import { zonesRoutes } from './api/zones';
import { customerRoutes } from './api/customers';
import { areaRoutes } from './api/areas';
import { sessionDayRoutes } from './api/session-days';
import { playerPageRoutes } from './api/player-page';
import { loadRoutes } from './api/load';
import { playerNoteRoutes } from './api/player-notes';
import { customTableRoutes } from './api/custom-tables';
import { reprocessRoutes } from './api/reprocess';
import { comparisonRoutes } from './api/comparison';
import { excludedPlayerRoutes } from './api/excluded-players';
import { practiceTrackingRoutes } from './api/practice-tracking';
import { processingRoutes } from './api/processing';
import { combineEventRoutes } from './api/combine-events';
import { removedPlayRoutes } from './api/removed-plays';
import { GameReprocessJobs } from './live/game-reprocess';
import { LiveSessionNumbers } from './live/live-session-numbers';
import { practiceEventRoutes } from './api/practice-events';
import { dataOpsRoutes } from './api/dataops';
import { DataOpsWorker } from './ops/worker';
import { healthRoutes } from './api/health';
import { timeZoneHeaderProblem } from './api/time-zone';

/** What the app is built from. */
export interface DataaccessDeps {
  readonly store: Store;
  /**
   * The gateway's credential: every call but ingest, and the only one a user identity is
   * taken from; location engines post with their venue's key instead (decision 0028).
   */
  readonly serviceToken: string;
  readonly version?: string;
  /**
   * How and where the process logs (pino's options; `stream` a destination): off when not given. Every
   * line of a request carries its id (reqId), the gateway's when it called (decision 0033).
   */
  readonly logger?: FastifyServerOptions['logger'];
  /** Logs every request's start and end too (production); else only what went wrong. */
  readonly logRequests?: boolean;
  /** The clock commands are stamped with. */
  readonly now?: () => number;
  /**
   * Checks every answer against its call's contract before sending it (a mismatch is a 500
   * naming the field). On unless turned off: production turns it off, as answers are checked
   * by the web's client and checking a season's numbers costs time on every read.
   */
  readonly checkAnswers?: boolean;
}

/** The built app and the parts tests and the start script reach into. */
export interface Dataaccess {
  readonly app: FastifyInstance;
  readonly live: LiveMetrics;
  /** The full numbers of live sessions, advanced read by read (fullpractice, playermetrics). */
  readonly liveNumbers: LiveSessionNumbers;
  readonly routes: RouteTable;
  /** The processing jobs of ended practices' final numbers. */
  readonly processing: ProcessingJobs;
  /** The reprocesses of games (removed plays applied). */
  readonly reprocess: GameReprocessJobs;
  /** The data-ops worker (launch, retrack, ball flight retrack, terminate). */
  readonly dataops: DataOpsWorker;
  /** Runs the sweep of ingest batch markers now (it also runs on a timer); how many went. */
  readonly purgeBatches: () => Promise<number>;
  /** The process's metrics, and its readiness to turn off before a shutdown. */
  readonly meters: DataaccessMeters;
}

/** How often the batch markers of sessions ended past the resend grace are swept. */
const INGEST_PURGE_EVERY_MS = 5 * 60_000;

/** Builds dataaccess: routes, validation, service credential, ETags and the error envelope. */
export function buildDataaccess(deps: DataaccessDeps): Dataaccess {
  const version = deps.version ?? VERSION_TAG;
  // Long path segments reach the route (and get a 400 naming the field), not a bare 404.
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new LogController({ disableRequestLogging: deps.logRequests !== true }),
    genReqId: requestIdOf,
    bodyLimit: 32 * 1024 * 1024,
    routerOptions: { maxParamLength: 2048 },
  });
  const db = deps.store.db;
  const live = new LiveMetrics(db);
  const liveNumbers = new LiveSessionNumbers(db);
  const liveFlights = new LiveFlights(db);
  const routes = new RouteTable(app, { checkAnswers: deps.checkAnswers ?? true });

  credentialsByPurpose(app, db, deps.serviceToken);

  // A zone the caller names must be a real one before any call reads it or changes anything.
  app.addHook('onRequest', async (request, reply) => {
    if (reply.sent) return;
    const problem = timeZoneHeaderProblem(request);
    if (problem !== null) throw new ApiError(400, problem);
  });

  // Polls are cheap when nothing changed: a strong ETag over the body, 304 on a match.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    void reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    return payload;
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.httpStatus >= 500)
        request.log.error({ err: error, url: request.url }, 'answered 5xx');
      return reply.code(error.httpStatus).send(failure(error.code, error.message));
    }
    if (error instanceof IngestConflict) return reply.code(409).send(failure(409, error.message));
    if (error instanceof IngestRejected) return reply.code(400).send(failure(400, error.message));
    if (error instanceof IngestNotAllowed)
      return reply.code(error.httpStatus).send(failure(error.httpStatus, error.message));
    if (error instanceof ConcurrencyConflict)
      return reply.code(409).send(failure(409, error.message));
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send(failure(status, (error as Error).message));
    }
    // Every 5xx is logged with its cause: a refusal nobody can explain is a lost write.
    if (storeUnavailable(error)) {
      request.log.warn({ err: error, url: request.url }, 'store busy or unreachable: 503');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send(failure(503, 'the store is busy or restarting; nothing was applied, send it again'));
    }
    request.log.error({ err: error, url: request.url }, 'internal error: 500');
    return reply.code(500).send(failure(500, 'internal error; the request was not applied'));
  });
  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .send(failure(404, `no call ${request.method} ${request.url.split('?')[0] ?? ''}`)),
  );

  const now = deps.now ?? Date.now;
  const processing = new ProcessingJobs(db, now, (error, sessionId) => {
    app.log.error({ err: error, sessionId }, 'processing job failed');
  });
  // A restart resumes what the last run left; closing stops the running job between players.
  void processing.resume();
  app.addHook('onClose', () => processing.close());
  const reprocess = new GameReprocessJobs(db, now, (error, sessionId) => {
    app.log.error({ err: error, sessionId }, 'game reprocess failed');
  });
  void reprocess.resume();
  app.addHook('onClose', () => reprocess.close());
  const dataops = new DataOpsWorker(db, now, (error, sessionId) => {
    app.log.error({ err: error, sessionId }, 'data-ops stage failed');
  });
  // A stage a kill cut off goes on from its last progress event (decision 0018).
  void dataops.resume();
  app.addHook('onClose', () => dataops.close());
  // Batch markers of sessions ended past the resend grace go at start and every few minutes
  // (decision 0028): a two-hour practice leaves about 7,200.
  const purgeBatches = async (): Promise<number> => {
    try {
      return await purgeIngestBatches(db, now());
    } catch (error) {
      app.log.warn({ err: error }, 'ingest batch purge failed; tried again later');
      return 0;
    }
  };
  void purgeBatches();
  const purgeTimer = setInterval(() => {
    void purgeBatches();
  }, INGEST_PURGE_EVERY_MS);
  purgeTimer.unref();
  app.addHook('onClose', () => {
    clearInterval(purgeTimer);
  });
  const meters = registerOperability(app, {
    serviceToken: deps.serviceToken,
    storeAnswers: async () => {
      await sql`select 1`.execute(db);
    },
    queueDepths: () => ({
      processing: processing.depth(),
      reprocess: reprocess.depth(),
      dataops: dataops.depth(),
    }),
  });
  const ended = (sessionId: string): void => {
    // From now on the session's numbers are processing's: its accumulators go (decision 0027).
    live.drop(sessionId);
    liveFlights.drop(sessionId);
    liveNumbers.drop(sessionId);
    processing.start(sessionId);
  };
  idempotentWrites(app, db, now);
  systemRoutes(app, routes, version);
  userRoutes(routes, db, now);
  scheduleRoutes(routes, db, now);
  trackingRoutes(routes, db, live, processing, now, liveFlights, (samples, duplicate) => {
    meters.ingested(samples, duplicate);
  });
  practiceRoutes(routes, db, deps.now ?? Date.now, ended);
  liveTrackRoutes(routes, db);
  scheduleItemRoutes(routes, db, now);
  calendarRoutes(routes, db, now);
  venueRoutes(routes, db);
  profileRoutes(routes, db, now);
  teamSessionRoutes(routes, db, now);
  sessionDayRoutes(routes, db, now);
  manageRoutes(routes, db, now, ended);
  settingsRoutes(routes, db, now);
  alertRoutes(routes, db, deps.now ?? Date.now);
  sessionDataRoutes(routes, db, live, liveNumbers);
  reportRoutes(routes, db, now);
  reportPdfRoutes(routes, db, now);
  aboutRoutes(routes, db, now);
  entityRoutes(routes, db, now);
  zonesRoutes(routes, db, now, (teamId) => {
    live.dropTeam(teamId);
  });
  customerRoutes(routes, db);
  areaRoutes(routes, db, now);
  playerRoutes(routes, db);
  playerPageRoutes(routes, db, now);
  loadRoutes(routes, db, now);
  playerNoteRoutes(routes, db, now);
  customTableRoutes(routes, db, now);
  reprocessRoutes(routes, db, now);
  comparisonRoutes(routes, db);
  excludedPlayerRoutes(routes, db, now);
  ballFlightRoutes(routes, db, liveFlights);
  practiceTrackingRoutes(routes, db);
  processingRoutes(routes, db, processing);
  combineEventRoutes(routes, db, now);
  practiceEventRoutes(routes, db, now);
  removedPlayRoutes(routes, db, reprocess, now);
  healthRoutes(routes, db, now);
  dataOpsRoutes(routes, db, dataops, now);
  return { app, live, liveNumbers, routes, processing, reprocess, dataops, purgeBatches, meters };
}
