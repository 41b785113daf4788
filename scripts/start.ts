/**
 * npm start: the whole product on its embedded defaults. Builds the web app, opens the
 * SQLite store under var/ (created and migrated on first run, reused after), seeds it,
 * starts dataaccess, the development identity provider, the gateway and a simulated live
 * practice, and prints the address. Ctrl-C stops everything cleanly.
 */
import { createServer } from 'node:net';
import { SPEC_INTERVALS } from '../gateway';
import { startProduct } from './product';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`${name}=${raw} is not a port number (1-65535).`);
  return port;
}

function fail(message: string): never {
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

async function ensureFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolvePort) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      fail(
        error.code === 'EADDRINUSE'
          ? `port ${port} (${what}) is already in use. Stop what uses it or choose another port.`
          : `port ${port} (${what}): ${error.message}`,
      );
    });
    probe.listen(port, '127.0.0.1', () =>
      probe.close(() => {
        resolvePort();
      }),
    );
  });
}

async function main(): Promise<void> {
  const port = portFromEnv('PORT', 8080);
  const dataaccessPort = portFromEnv('DATAACCESS_PORT', 8081);
  const idpPort = portFromEnv('IDP_PORT', 8090);
  if (process.env.NODE_ENV === 'production') {
    fail(
      'npm start runs the development setup; production runs the gateway with a real identity provider.',
    );
  }
  await ensureFree(port, 'PORT, the gateway');
  await ensureFree(dataaccessPort, 'DATAACCESS_PORT, dataaccess');
  await ensureFree(idpPort, 'IDP_PORT, the development identity provider');

  console.log('Building the web app…');
  const product = await startProduct({
    port,
    dataaccessPort,
    idpPort,
    host: process.env.HOST ?? '127.0.0.1',
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.PUBLIC_URL ? { publicUrl: process.env.PUBLIC_URL } : {}),
    ...(process.env.SERVICE_TOKEN ? { serviceToken: process.env.SERVICE_TOKEN } : {}),
    ...(process.env.LIVE_POLL_MS
      ? { intervals: { ...SPEC_INTERVALS, liveMs: Number(process.env.LIVE_POLL_MS) } }
      : {}),
    buildWeb: true,
    demo: true,
    demoSeason: true,
    log: (line) => {
      console.log(line);
    },
  });
  console.log('');
  console.log(`Practice Tracking is running: ${product.url}`);
  console.log(
    'Sign in as nfl.coach@dev.test (password: dev) to watch the live practice. Ctrl-C stops.',
  );

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await product.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
