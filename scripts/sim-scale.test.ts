import { describe, expect, it } from 'vitest';
import { LEASE_TTL_MS } from '../gateway/src/bus';
import { LeagueCluster } from './sim/league-cluster';
import { leaguePlan } from './sim/league-plan';
import { pollFigures, simulateLeague, SIM_START_MS } from './sim/simulate-league';

const small = { teams: 50, viewers: 2_000, venues: 10 };

describe('sim:scale, the poll and fan-out plan of a league', () => {
  it('polls each topic once per interval for the whole cluster, however many nodes follow it', async () => {
    const intervals = 2;
    const result = await simulateLeague({ ...small, nodes: 4, intervals });
    const plan = leaguePlan(small, SIM_START_MS);
    const windowMs = intervals * 15_000;
    expect(result.topics).toBe(plan.length);
    expect(result.followsPerNode).toBeGreaterThan(plan.length / 2);
    expect(result.pollsPerTopicPerInterval).toEqual({
      max: 1,
      mean: 1,
      min: 1,
      closerThanInterval: 0,
      unplanned: 0,
    });
    // topics × intervals: each topic counted in its own interval (1 s tracks … 15 s live).
    const expected = plan.reduce((s, t) => s + windowMs / t.intervalMs, 0);
    expect(result.dataaccessRequests).toBe(expected);
  });

  it('moves a dead node’s topics to another node within the lease TTL, never polled by two at once', async () => {
    const plan = leaguePlan(small, SIM_START_MS);
    const cluster = new LeagueCluster(plan, { nodes: 4, startMs: SIM_START_MS });
    try {
      await cluster.start();
      await cluster.runUntil(3_500);
      const owned = plan.flatMap((topic) => {
        const lease = cluster.leaseOf(topic);
        return lease !== undefined && lease.nodeId === 'node-0'
          ? [{ topic, expiresAtMs: lease.expiresAtMs }]
          : [];
      });
      expect(owned.length).toBeGreaterThan(0);
      await cluster.kill(0);
      const killedAtMs = cluster.clock.now();
      // A TTL for the leases to run out and be taken, then two 15 s intervals to count.
      const takenByMs = 3_500 + LEASE_TTL_MS;
      await cluster.runUntil(takenByMs + 30_000);

      let askedEarly = 0;
      for (const { topic, expiresAtMs } of owned) {
        expect(cluster.leaseOf(topic)?.nodeId).toMatch(/^node-[123]$/);
        const times = cluster.upstream.requests.get(topic.requestKey) ?? [];
        const resumed = times.findIndex((t) => t > killedAtMs);
        const resumedAtMs = times[resumed] ?? Infinity;
        const lastBeforeMs = times[resumed - 1] ?? -Infinity;
        // Taken over once the dead node's lease ran out, within the TTL, and polled within an
        // interval of that.
        expect(resumedAtMs).toBeGreaterThanOrEqual(expiresAtMs);
        expect(resumedAtMs - killedAtMs).toBeLessThanOrEqual(LEASE_TTL_MS + topic.intervalMs);
        // From then on one poller: exactly one poll per interval.
        const after = times.slice(resumed);
        expect(after.slice(1).map((t, i) => t - (after[i] ?? 0))).toEqual(
          after.slice(1).map(() => topic.intervalMs),
        );
        const changing = /^(practice\/[^/]+\/(live|tracks))$/.test(topic.name);
        if (changing) {
          // A topic whose state the new owner holds (its last frame's poll time) is polled
          // when the dead node's next poll was due, or at the takeover if that was past.
          expect(resumedAtMs - lastBeforeMs).toBeGreaterThanOrEqual(topic.intervalMs);
          expect(resumedAtMs).toBeLessThanOrEqual(
            Math.max(lastBeforeMs + topic.intervalMs, killedAtMs + LEASE_TTL_MS),
          );
        } else if (resumedAtMs - lastBeforeMs < topic.intervalMs) {
          // An unchanged list published no frame since its first, so the new owner knows
          // only that poll's time: it may ask once early.
          askedEarly++;
        }
      }
      const endMs = cluster.clock.now();
      expect(pollFigures(plan, cluster.upstream, endMs - 30_000, endMs)).toMatchObject({
        max: 1,
        min: 1,
        unplanned: 0,
      });
      expect(pollFigures(plan, cluster.upstream, SIM_START_MS, endMs).closerThanInterval).toBe(
        askedEarly,
      );
    } finally {
      cluster.stop();
    }
  });
});
