/**
 * npm run start:cluster: the product as it scales out (ARCHITECTURE.md), on this machine's
 * local ports, each part a process of its own under one supervisor (scripts/supervisor.ts):
 *
 *   dataaccess         dataaccess/src/server.ts on PostgreSQL
 *   demo               the demo's season and today's live practice (scripts/demo/start-demo.ts)
 *   idp                the development identity provider
 *   gateway1…N         gateway nodes sharing NATS, the cookie secret and the service token
 *   haproxy            Debian's HAProxy on the public port: round robin without stickiness,
 *                      WebSocket upgrades, and health checks that take a node out of rotation
 *
 * It writes HAProxy's config to VAR_DIR/haproxy.cfg, prints the public address once the load
 * balancer answers, restarts a part that ends unexpectedly, and stops them all on Ctrl-C or
 * SIGTERM.
 *
 *   PORT               the public port, HAProxy's (8080)
 *   HOST               where HAProxy listens (127.0.0.1)
 *   PUBLIC_URL         where users reach it (http://localhost:PORT)
 *   CLUSTER_GATEWAYS   how many gateway nodes (2)
 *   GATEWAY_PORTS      their ports, comma-separated (8101, 8102, …)
 *   DATAACCESS_PORT, IDP_PORT   the other ports (8081, 8090)
 *   DATABASE_URL       the PostgreSQL database (postgres://postgres@127.0.0.1:5432/practice_cluster,
 *                      created when missing)
 *   NATS_URL           the bus between the gateway nodes (nats://127.0.0.1:4222, JetStream on)
 *   VAR_DIR            the persisted secrets and haproxy.cfg (var/cluster beside the sources)
 *   SERVICE_TOKEN      the gateways' credential toward dataaccess (fresh per start by default)
 *   HAPROXY            the haproxy binary (haproxy on the PATH, else /usr/sbin/haproxy)
 *   WEB_BUILD=off      serve the web app as last built instead of building it
 *
 * Others (LIVE_POLL_MS, WEB_ROOT, PRACTICE_HISTORY) reach the parts that read them.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { settingsFrom } from '../domain';
import { DEV_CLIENT_ID, devIssuer } from './dev/sign-in';
import { findHaproxy, HAPROXY_CANDIDATES, haproxyConfig } from './cluster/haproxy-config';
import { buildWebInChild, ensureFree, persistentSecret, ROOT } from './local-setup';
import { StartFailure, supervise } from './supervisor';
import { backendParts, part } from './product-parts';

function fail(message: string): never {
  console.error(`Cannot start the cluster: ${message}`);
  process.exit(1);
}

/** The haproxy binary that runs (HAPROXY, else the usual places), or a failure saying how to install it. */
function haproxyBinary(given: string | undefined): string {
  return (
    findHaproxy(given) ??
    fail(
      `HAProxy is not installed (${(given === undefined ? HAPROXY_CANDIDATES : [given]).join(' or ')} did not run). Install it with 'sudo apt-get install -y haproxy', or set HAPROXY to its path.`,
    )
  );
}

/** Creates the database of `url` when its server lacks it (PostgreSQL only). */
async function ensureDatabase(url: string): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(url)) fail(`DATABASE_URL must be a postgres:// URL (${url}).`);
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      console.log(`Created the database ${name}.`);
    }
  } catch (error) {
    fail(`PostgreSQL at ${admin.host}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Resolves once something accepts connections on host:port; fails after `timeoutMs`. */
async function answers(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => {
        done(false);
      });
    });
    if (open) return;
    if (Date.now() > deadline) fail(`HAProxy did not answer on ${host}:${port}.`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

async function main(): Promise<void> {
  const settings = settingsFrom(process.env);
  if (settings.production) fail('start:cluster runs the development identity provider.');
  const haproxy = haproxyBinary(settings.optional('HAPROXY'));
  const port = settings.port('PORT', 8080);
  const host = settings.text('HOST', '127.0.0.1');
  const dataaccessPort = settings.port('DATAACCESS_PORT', 8081);
  const idpPort = settings.port('IDP_PORT', 8090);
  const count = Number(settings.text('CLUSTER_GATEWAYS', '2'));
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    fail('CLUSTER_GATEWAYS must be a whole number from 1 to 64.');
  }
  const listed = settings.optional('GATEWAY_PORTS');
  const gatewayPorts =
    listed === undefined
      ? Array.from({ length: count }, (_, i) => 8101 + i)
      : listed.split(',').map((p) => Number(p.trim()));
  if (
    gatewayPorts.length !== count ||
    gatewayPorts.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)
  ) {
    fail(`GATEWAY_PORTS must list ${count} ports (CLUSTER_GATEWAYS), comma-separated.`);
  }
  const publicUrl = settings.url('PUBLIC_URL', `http://localhost:${port}`);
  const varDir = resolve(settings.text('VAR_DIR', join(ROOT, 'var', 'cluster')));
  const databaseUrl = settings.text(
    'DATABASE_URL',
    'postgres://postgres@127.0.0.1:5432/practice_cluster',
  );
  const natsUrl = settings.text('NATS_URL', 'nats://127.0.0.1:4222');

  await ensureFree(port, 'PORT, HAProxy', fail);
  await ensureFree(dataaccessPort, 'DATAACCESS_PORT, dataaccess', fail);
  await ensureFree(idpPort, 'IDP_PORT, the development identity provider', fail);
  for (const [i, p] of gatewayPorts.entries()) {
    await ensureFree(p, `GATEWAY_PORTS, gateway${i + 1}`, fail);
  }
  mkdirSync(varDir, { recursive: true });
  await ensureDatabase(databaseUrl);
  if (settings.optional('WEB_BUILD') !== 'off') {
    console.log('Building the web app…');
    await buildWebInChild(fail);
  }

  const configFile = join(varDir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig({
      bind: `${host}:${port}`,
      gateways: gatewayPorts.map((p, i) => ({
        name: `gateway${i + 1}`,
        address: `127.0.0.1:${p}`,
      })),
    }),
  );
  const checked = spawnSync(haproxy, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (checked.status !== 0) fail(`HAProxy refused ${configFile}: ${checked.stderr.trim()}`);

  const dataaccessUrl = `http://127.0.0.1:${dataaccessPort}`;
  const serviceToken = settings.optional('SERVICE_TOKEN') ?? randomBytes(24).toString('hex');
  const clientSecret = persistentSecret(varDir, 'oidc-client-secret');
  const cookieSecret = persistentSecret(varDir, 'cookie-secret');
  const gateways = gatewayPorts.map((p, i) =>
    part(`gateway${i + 1}`, 'gateway/src/server.ts', {
      PORT: String(p),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATAACCESS_URL: dataaccessUrl,
      SERVICE_TOKEN: serviceToken,
      COOKIE_SECRET: cookieSecret,
      NATS_URL: natsUrl,
      // HAProxy runs on loopback and says who the user is in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      OIDC_ISSUER: devIssuer('127.0.0.1', idpPort),
      OIDC_CLIENT_ID: DEV_CLIENT_ID,
      OIDC_CLIENT_SECRET: clientSecret,
    }),
  );
  const supervisor = supervise([
    ...backendParts({
      databaseUrl,
      dataaccessPort,
      serviceToken,
      idpPort,
      clientSecret,
      publicUrl,
      varDir,
    }),
    ...gateways,
    {
      name: 'haproxy',
      // The config was checked above; the line says it is being started in the foreground,
      // and the public port answering (below) says it serves.
      command: 'sh',
      args: ['-c', 'echo "starting haproxy $1"; exec "$0" -db -f "$1"', haproxy, configFile],
      cwd: ROOT,
      env: process.env,
      readyLine: /^starting haproxy /,
    },
  ]);

  // In an object, so that lint sees it change while start() awaits.
  const run = { stopping: false };
  const stop = (): void => {
    if (run.stopping) return;
    run.stopping = true;
    console.log('\nStopping…');
    void supervisor.stop().then(() => {
      console.log('Stopped.');
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);

  try {
    await supervisor.start();
  } catch (error) {
    if (error instanceof StartFailure) fail(error.message);
    throw error;
  }
  if (run.stopping) return;
  await answers(host, port, 10_000);
  // A function, so that lint sees `run.stopping` change across the await.
  const stopped = (): boolean => run.stopping;
  if (stopped()) return;
  console.log('');
  console.log(
    `Practice Tracking is running on ${count} gateway${count === 1 ? '' : 's'} behind HAProxy: ${publicUrl}`,
  );
  console.log(
    'Sign in as nfl.coach@dev.test (password: dev) to watch the live practice. Ctrl-C stops.',
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
