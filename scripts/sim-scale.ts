/**
 * The poll and fan-out plan at league size, simulated in one process:
 * `npm run sim:scale -- [--teams 1000] [--viewers 1000000] [--venues 300] [--nodes N] [--intervals K]`.
 *
 * N gateway nodes (default: one per 10,000 viewers, the fan-out target of one process) run
 * the gateway's own LiveTopics, pollers, publishers and hubs on the in-process bus with the
 * product's lease, against a dataaccess that counts requests, on a virtual clock
 * (scripts/sim/virtual-clock.ts): K of the longest poll interval (15 s) are measured after
 * every topic has its owner and first state, in seconds of real time. Viewers are counted per node and topic, not
 * opened as sockets. The topics and the viewers' screens are in scripts/sim/league-plan.ts.
 * The last line is one JSON object (docs/scaling.md reads it).
 */
import { parseArgs } from 'node:util';
import { simulateLeague } from './sim/simulate-league';

/** Viewers one gateway process serves (ARCHITECTURE.md, "Numbers to reach": fan-out). */
const VIEWERS_PER_NODE = 10_000;

const { values: args } = parseArgs({
  options: {
    teams: { type: 'string', default: '1000' },
    viewers: { type: 'string', default: '1000000' },
    venues: { type: 'string', default: '300' },
    nodes: { type: 'string' },
    intervals: { type: 'string', default: '1' },
  },
});

const count = (name: string, value: string | undefined, min: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} takes a whole number ≥ ${min}`);
  return n;
};

const viewers = count('viewers', args.viewers, 0);
const options = {
  teams: count('teams', args.teams, 1),
  viewers,
  venues: count('venues', args.venues, 0),
  nodes: count(
    'nodes',
    args.nodes ?? String(Math.max(1, Math.ceil(viewers / VIEWERS_PER_NODE))),
    1,
  ),
  intervals: count('intervals', args.intervals, 1),
};

simulateLeague(options).then(
  (result) => {
    console.log(JSON.stringify(result));
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
