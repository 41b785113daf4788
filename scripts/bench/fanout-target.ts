/**
 * What the fan-out benchmark (scripts/bench-fanout.ts) measures: the gateway side, behind one
 * interface. By default one gateway in the benchmark's own process; with `--nodes N` a
 * cluster of gateway processes behind HAProxy (bench/fanout-cluster.ts). The benchmark opens
 * its viewers at `liveUrl` and reads the rest through the methods.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildGateway, newSessionClaims, SPEC_INTERVALS } from '../../gateway';
import { startDevIdentityProvider } from '../dev/identity-provider';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Waits `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port free on 127.0.0.1 now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => {
        resolve(typeof a === 'object' && a ? a.port : 0);
      });
    });
  });

/** What every target is set up with. */
export interface FanoutSetup {
  readonly dataaccessUrl: string;
  readonly serviceToken: string;
  readonly intervalMs: number;
  /** Live sockets the one test user holds at most: every viewer signs in as the same coach. */
  readonly sockets: number;
  /** The live practice's topic the viewers watch. */
  readonly topic: string;
}

/** Memory of the gateway processes after full collections, bytes, summed over them. */
export interface MemoryFigures {
  readonly rss: number;
  readonly heapUsed: number;
  readonly external: number;
}

/** CPU the gateway processes spent so far, µs; `balancerUs` the load balancer's, if any. */
export interface CpuFigures {
  readonly userUs: number;
  readonly systemUs: number;
  readonly balancerUs?: number;
}

/** Upstream requests per interval for the topic: the whole target's, and each node's. */
export interface PollFigures {
  readonly perInterval: number;
  readonly byNode: Readonly<Record<string, number>>;
}

/** The gateway side of a fan-out run. */
export interface FanoutTarget {
  /** Where viewers connect (ws://…/live). */
  readonly liveUrl: string;
  /** The Cookie header of the test coach's session. */
  readonly cookie: string;
  /** The topic's latest seq as the gateways hold it. */
  seq(): number;
  /** Upstream requests per interval, counted over about `intervals` intervals. */
  requestsPerInterval(intervals: number): Promise<PollFigures>;
  /** Memory once settled (a pause, then full collections). */
  settledMemory(): Promise<MemoryFigures>;
  /** CPU spent so far (compare two readings). */
  cpu(): Promise<CpuFigures>;
  /**
   * What the result adds: nothing for one gateway; per node for a cluster. `servedBy` counts
   * viewers by the node the load balancer said served them, `polls` is the measured phase's.
   */
  report(
    servedBy: Readonly<Record<string, number>>,
    polls: PollFigures,
  ): Promise<Record<string, unknown>>;
  /** Stops everything the target started. */
  close(): Promise<void>;
}

/** The development identity provider, sending users back to `publicUrl`. */
export async function startIdentityProvider(publicUrl: string) {
  const oidc = { clientId: 'practice-web', clientSecret: randomBytes(16).toString('hex') };
  const idp = await startDevIdentityProvider({
    port: await freePort(),
    ...oidc,
    redirectUris: [`${publicUrl}/login/callback`],
  });
  return { idp, oidc: { issuer: idp.issuer, ...oidc, publicUrl } };
}

/** The session claims of the coach every viewer signs in as, for an hour. */
export const coachClaims = (): string =>
  JSON.stringify(newSessionClaims('nfl.coach@dev.test', Date.now(), 3600_000));

/** One gateway in this process, on the in-process bus. */
export async function startGatewayHere(setup: FanoutSetup): Promise<FanoutTarget> {
  const { topic, intervalMs } = setup;
  const port = await freePort();
  const { idp, oidc } = await startIdentityProvider(`http://localhost:${port}`);
  const gateway = await buildGateway({
    dataaccessUrl: setup.dataaccessUrl,
    serviceToken: setup.serviceToken,
    cookieSecret: randomBytes(32).toString('hex'),
    oidc,
    intervals: { ...SPEC_INTERVALS, liveMs: intervalMs },
    lingerMs: 600_000,
    maxSocketsPerUser: setup.sockets,
    liveTopicBudget: Infinity,
  });
  await gateway.app.listen({ port, host: '0.0.0.0' });
  const cookie = `pt_session=${encodeURIComponent(gateway.app.signCookie(coachClaims()))}`;
  return {
    liveUrl: `ws://127.0.0.1:${port}/live`,
    cookie,
    seq: () => gateway.topics.channel(topic)?.seq ?? 0,
    /** Counted from one poll to the poll `intervals` later. */
    async requestsPerInterval(intervals) {
      const poller = gateway.topics.poller(topic);
      if (poller === undefined) throw new Error('this gateway does not poll the topic');
      const polled = () =>
        new Promise<number>((resolve) => {
          poller.onPolled = () => {
            poller.onPolled = null;
            resolve(Date.now());
          };
        });
      const t0 = await polled();
      const r0 = poller.stats.requests;
      await sleep(intervalMs * (intervals - 0.5));
      const t1 = await polled();
      const requests = poller.stats.requests - r0;
      const perInterval = Math.round((requests / Math.round((t1 - t0) / intervalMs)) * 100) / 100;
      return { perInterval, byNode: {} };
    },
    async settledMemory() {
      await sleep(1000);
      gc();
      await sleep(200);
      gc();
      return process.memoryUsage();
    },
    cpu() {
      const { user, system } = process.cpuUsage();
      return Promise.resolve({ userUs: user, systemUs: system });
    },
    report: () => Promise.resolve({}),
    async close() {
      await gateway.app.close();
      await idp.close();
    },
  };
}
