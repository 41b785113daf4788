/**
 * Runs the poll and fan-out plan of a league on a simulated cluster and measures it over a
 * window that starts once every topic has its owner and its first state: polls per topic per interval, requests
 * on dataaccess, frames on the bus and frames each node fans out to its viewers.
 */
import { LEASE_TTL_MS } from '../../gateway/src/bus';
import { LeagueCluster } from './league-cluster';
import type { UpstreamLog } from './league-dataaccess';
import { leaguePlan, type LeagueSize, type PlannedTopic } from './league-plan';

/** Simulated time starts at a fixed instant, so a run is the same at any hour. */
export const SIM_START_MS = Date.parse('2026-10-07T16:00:00Z');

/** What to simulate. */
export interface SimulationOptions extends LeagueSize {
  readonly nodes: number;
  /** How many of the longest poll interval (15 s) the measured window lasts. */
  readonly intervals: number;
}

/** Polls per topic per interval over a window, and polls that came closer than an interval. */
export interface PollFigures {
  readonly max: number;
  readonly mean: number;
  readonly min: number;
  /** Two consecutive polls of one topic less than its interval apart, over the whole run. */
  readonly closerThanInterval: number;
  /** Requests for no planned topic (must be 0). */
  readonly unplanned: number;
}

/** The figures of a run (the last line sim-scale prints). */
export interface SimulationResult {
  readonly nodes: number;
  readonly topics: number;
  readonly viewers: number;
  /** Viewers' sockets per node, dealt out round robin by the load balancer. */
  readonly socketsPerNode: number;
  /** Topics followed per node (a NATS consumer each) and lease calls per second (cluster). */
  readonly followsPerNode: number;
  readonly leaseCallsPerSecond: number;
  readonly simulatedSeconds: number;
  readonly pollsPerTopicPerInterval: PollFigures;
  /** Requests dataaccess served in the measured window. */
  readonly dataaccessRequests: number;
  readonly dataaccessRequestsPerSecond: number;
  /** Share of those answered 304 Not Modified. */
  readonly notModifiedShare: number;
  readonly busFramesPerSecond: number;
  readonly fanOutFramesPerNodePerSecond: { readonly mean: number; readonly max: number };
  readonly fanOutBytesPerNodePerSecond: { readonly mean: number; readonly max: number };
  readonly wallSeconds: number;
}

const round = (value: number, digits = 2): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** Poll figures of the planned topics over [fromMs, toMs) of the upstream's clock. */
export function pollFigures(
  plan: readonly PlannedTopic[],
  upstream: UpstreamLog,
  fromMs: number,
  toMs: number,
): PollFigures {
  const ratios = plan.map((topic) => {
    const times = upstream.requests.get(topic.requestKey) ?? [];
    const polls = times.filter((t) => t >= fromMs && t < toMs).length;
    return polls / ((toMs - fromMs) / topic.intervalMs);
  });
  let closer = 0;
  for (const topic of plan) {
    const times = upstream.requests.get(topic.requestKey) ?? [];
    for (let i = 1; i < times.length; i++) {
      if ((times[i] ?? 0) - (times[i - 1] ?? 0) < topic.intervalMs) closer++;
    }
  }
  const planned = new Set(plan.map((t) => t.requestKey));
  return {
    max: round(Math.max(...ratios), 4),
    mean: round(ratios.reduce((s, r) => s + r, 0) / Math.max(1, ratios.length), 4),
    min: round(Math.min(...ratios), 4),
    closerThanInterval: closer,
    unplanned: [...upstream.requests.keys()].filter((k) => !planned.has(k)).length,
  };
}

/** Simulates the league and measures it. */
export async function simulateLeague(options: SimulationOptions): Promise<SimulationResult> {
  const wallFromMs = performance.now();
  const plan = leaguePlan(options, SIM_START_MS);
  const cluster = new LeagueCluster(plan, { nodes: options.nodes, startMs: SIM_START_MS });
  try {
    await cluster.start();
    // Every lease is taken at the start and every topic polled once: measure from a second on.
    const warmupMs = 1000;
    const spanMs = options.intervals * Math.max(...plan.map((t) => t.intervalMs));
    // Each count covers [from, to): what happens at the instant `to` belongs to the next window.
    await cluster.runUntil(warmupMs - 1);
    const before = counters(cluster);
    // Lease calls come every third of the TTL: counted over whole lease periods.
    const leasePeriodMs = LEASE_TTL_MS / 3;
    const leaseSpanMs = Math.max(1, Math.floor(spanMs / leasePeriodMs)) * leasePeriodMs;
    await cluster.runUntil(warmupMs + leaseSpanMs - 1);
    const leaseCalls = cluster.busCounts.leases - before.leases;
    await cluster.runUntil(warmupMs + spanMs - 1);
    const after = counters(cluster);
    const seconds = spanMs / 1000;
    const perNode = (pick: (c: Counters, n: number) => number) => {
      const rates = cluster.nodes.map((_, n) => (pick(after, n) - pick(before, n)) / seconds);
      return {
        mean: Math.round(rates.reduce((s, r) => s + r, 0) / Math.max(1, rates.length)),
        max: Math.round(Math.max(...rates)),
      };
    };
    const requests = after.requests - before.requests;
    return {
      nodes: options.nodes,
      topics: plan.length,
      viewers: options.viewers,
      socketsPerNode: Math.ceil(options.viewers / options.nodes),
      followsPerNode: round(cluster.busCounts.follows / options.nodes, 1),
      leaseCallsPerSecond: Math.round(leaseCalls / (leaseSpanMs / 1000)),
      simulatedSeconds: seconds,
      pollsPerTopicPerInterval: pollFigures(
        plan,
        cluster.upstream,
        SIM_START_MS + warmupMs,
        SIM_START_MS + warmupMs + spanMs,
      ),
      dataaccessRequests: requests,
      dataaccessRequestsPerSecond: round(requests / seconds, 1),
      notModifiedShare: round((after.notModified - before.notModified) / Math.max(1, requests), 3),
      busFramesPerSecond: round((after.publishes - before.publishes) / seconds, 1),
      fanOutFramesPerNodePerSecond: perNode((c, n) => c.framesOut[n] ?? 0),
      fanOutBytesPerNodePerSecond: perNode((c, n) => c.bytesOut[n] ?? 0),
      wallSeconds: round((performance.now() - wallFromMs) / 1000, 1),
    };
  } finally {
    cluster.stop();
  }
}

interface Counters {
  readonly requests: number;
  readonly notModified: number;
  readonly leases: number;
  readonly publishes: number;
  readonly framesOut: readonly number[];
  readonly bytesOut: readonly number[];
}

function counters(cluster: LeagueCluster): Counters {
  return {
    requests: cluster.upstream.total,
    notModified: cluster.upstream.notModified,
    leases: cluster.busCounts.leases,
    publishes: cluster.busCounts.publishes,
    framesOut: cluster.nodes.map((n) => n.framesOut),
    bytesOut: cluster.nodes.map((n) => n.bytesOut),
  };
}
