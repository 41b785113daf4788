/**
 * One gateway process, set up from its environment:
 *
 *   PORT             the port (8080); HOST the address to listen on (127.0.0.1)
 *   PUBLIC_URL       the address users reach this gateway at (http://localhost:PORT)
 *   DATAACCESS_URL   where dataaccess answers, e.g. http://127.0.0.1:8081 (required)
 *   SERVICE_TOKEN    dataaccess's credential (required)
 *   COOKIE_SECRET    signs session cookies, 32 characters or more (required)
 *   OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET   the identity provider (required)
 *   WEB_ROOT         the built web app to serve (web/dist beside the sources, when built)
 *   NATS_URL         the bus between gateway nodes (in-process without it)
 *   LIVE_POLL_MS     a shorter live poll than the spec's 15 s, for demos
 *   UPSTREAM_TIMEOUT_MS  how long a call to dataaccess may take (10000); then the user is
 *                    told it did not answer (504)
 *   TRUST_PROXY      comma-separated addresses or CIDR ranges of the proxies in front of the
 *                    gateway (the cluster's load balancer) whose X-Forwarded-For and
 *                    X-Request-Id it believes; none by default
 *   LOG_LEVEL        pino's level (info): JSON lines on stdout with every 5xx and its cause,
 *                    background failures, start and stop; production adds every request
 *   SHUTDOWN_GRACE_MS  how long a shutdown waits for live sockets to close (5000) and then
 *                    for requests in flight (as long again)
 *   NODE_ENV=production  secure cookies and request logs; an identity provider must be HTTPS,
 *                    which the development one never is, so production never signs in through it
 *
 * It prints `listening http://HOST:PORT` once it answers. SIGTERM or SIGINT shuts it down:
 * /readyz answers 503, no new connection is taken, every live socket is told to resume on
 * another node (1012) and cut if it has not closed within the grace, requests in flight are
 * answered; past twice the grace it exits anyway (code 1). /livez, /readyz and /metrics are
 * decision 0033's. A setting it cannot use ends it at once with one line saying which.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SettingsError, settingsFrom, startFailure } from '../../domain';
import { buildGateway } from './app';
import { SPEC_INTERVALS } from './live/sources';

/** Where npm's build of the web app lands, beside these sources. */
const BUILT_WEB = resolve(import.meta.dirname, '..', '..', 'web', 'dist');

async function main(): Promise<void> {
  const settings = settingsFrom(process.env);
  const port = settings.port('PORT', 8080);
  const host = settings.text('HOST', '127.0.0.1');
  const publicUrl = settings.url('PUBLIC_URL', `http://localhost:${port}`);
  const issuer = settings.url('OIDC_ISSUER');
  if (settings.production && !issuer.startsWith('https://')) {
    throw new SettingsError(
      `OIDC_ISSUER=${issuer} is not HTTPS: in production the gateway signs in only through a real identity provider (the development one answers on plain HTTP).`,
    );
  }
  const cookieSecret = settings.text('COOKIE_SECRET');
  if (cookieSecret.length < 32) {
    throw new SettingsError('COOKIE_SECRET must be 32 characters or more.');
  }
  const webRoot = settings.optional('WEB_ROOT') ?? (existsSync(BUILT_WEB) ? BUILT_WEB : undefined);
  if (webRoot !== undefined && !existsSync(join(webRoot, 'index.html'))) {
    throw new SettingsError(`WEB_ROOT=${webRoot} holds no index.html: build the web app first.`);
  }
  const liveMs = settings.millis('LIVE_POLL_MS', 1000);
  const upstreamTimeoutMs = settings.millis('UPSTREAM_TIMEOUT_MS', 100);
  const level = settings.text('LOG_LEVEL', 'info');
  const graceMs = settings.millis('SHUTDOWN_GRACE_MS', 100) ?? 5000;
  const trustedProxies = (settings.optional('TRUST_PROXY') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

  const gateway = await buildGateway({
    dataaccessUrl: settings.url('DATAACCESS_URL'),
    serviceToken: settings.text('SERVICE_TOKEN'),
    cookieSecret,
    oidc: {
      issuer,
      clientId: settings.text('OIDC_CLIENT_ID'),
      clientSecret: settings.text('OIDC_CLIENT_SECRET'),
      publicUrl,
    },
    production: settings.production,
    ...(webRoot === undefined ? {} : { webRoot }),
    ...(liveMs === undefined ? {} : { intervals: { ...SPEC_INTERVALS, liveMs } }),
    ...(upstreamTimeoutMs === undefined ? {} : { upstreamTimeoutMs }),
    trustedProxies,
    // Always on: every 5xx with its cause, failures in the background, start and stop.
    logger: { level },
    logRequests: settings.production,
    socketCloseGraceMs: graceMs,
  });
  await gateway.app.listen({
    port,
    host,
    listenTextResolver: (address) => `gateway started on ${address}`,
  });
  process.stdout.write(`listening http://${host}:${port}\n`);

  let closing = false;
  const close = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    gateway.app.log.info({ signal }, 'gateway shutting down');
    gateway.meters.draining();
    setTimeout(() => {
      gateway.app.log.error({ graceMs }, 'still closing past the grace: exiting');
      process.exit(1);
    }, 2 * graceMs).unref();
    void gateway.app.close().then(() => {
      gateway.app.log.info('gateway stopped');
      process.exit(0);
    });
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailure('gateway', error)}\n`);
  process.exit(1);
});
