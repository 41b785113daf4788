/**
 * One gateway node of the fan-out benchmark's cluster (`npm run bench:fanout -- --nodes N`,
 * bench/fanout-cluster.ts), a process of its own under the supervisor. It is the product's
 * gateway on the NATS bus, set up as the benchmark's in-process gateway is: every viewer
 * signs in as the one test coach, so the per-user socket and topic limits are lifted, and a
 * topic lingers for the whole run. gateway/src/server.ts keeps those limits, which is why
 * the benchmark does not run it.
 *
 *   NODE_NAME        its name in the cluster (HAProxy's server name, the bus's node id)
 *   PORT             where it listens on 127.0.0.1
 *   DATAACCESS_URL, SERVICE_TOKEN, COOKIE_SECRET, PUBLIC_URL,
 *   OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, NATS_URL, LIVE_POLL_MS   as server.ts
 *   MAX_SOCKETS      live sockets the one test user may hold on this node
 *
 * Besides the gateway's own routes (/metrics, which the benchmark reads for polls, sockets
 * and CPU) it answers GET /bench/memory with the service token: its memory after a full
 * collection, the benchmark's per-connection figure. It prints `listening …` once it serves
 * and stops on SIGTERM or SIGINT.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { settingsFrom, SERVICE_TOKEN_HEADER, startFailure } from '../../domain';
import { buildGateway, SPEC_INTERVALS } from '../../gateway';
import { NatsBus } from '../../gateway/src/bus';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This process's memory after two full collections, as the in-process benchmark settles it. */
async function settledMemory(): Promise<NodeJS.MemoryUsage> {
  gc();
  await sleep(200);
  gc();
  return process.memoryUsage();
}

async function main(): Promise<void> {
  const settings = settingsFrom(process.env);
  const name = settings.text('NODE_NAME');
  const port = settings.port('PORT');
  const serviceToken = settings.text('SERVICE_TOKEN');
  const liveMs = settings.millis('LIVE_POLL_MS', 100) ?? 1000;
  const gateway = await buildGateway({
    dataaccessUrl: settings.url('DATAACCESS_URL'),
    serviceToken,
    cookieSecret: settings.text('COOKIE_SECRET'),
    oidc: {
      issuer: settings.url('OIDC_ISSUER'),
      clientId: settings.text('OIDC_CLIENT_ID'),
      clientSecret: settings.text('OIDC_CLIENT_SECRET'),
      publicUrl: settings.url('PUBLIC_URL'),
    },
    bus: await NatsBus.connect({ url: settings.text('NATS_URL'), nodeId: name }),
    intervals: { ...SPEC_INTERVALS, liveMs },
    lingerMs: 600_000,
    maxSocketsPerUser: settings.count('MAX_SOCKETS', 16, 1),
    liveTopicBudget: Infinity,
    // HAProxy runs on loopback and names the viewer in X-Forwarded-For.
    trustedProxies: ['127.0.0.1'],
    logger: { level: 'warn' },
  });
  gateway.app.get('/bench/memory', async (request, reply) => {
    if (request.headers[SERVICE_TOKEN_HEADER] !== serviceToken) {
      return reply.code(403).send({ status: 'the service credential only' });
    }
    return settledMemory();
  });
  await gateway.app.listen({ port, host: '127.0.0.1' });
  process.stdout.write(`listening http://127.0.0.1:${port}\n`);

  let closing = false;
  const close = (): void => {
    if (closing) return;
    closing = true;
    void gateway.app.close().finally(() => {
      process.exit(0);
    });
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailure('bench gateway node', error)}\n`);
  process.exit(1);
});
