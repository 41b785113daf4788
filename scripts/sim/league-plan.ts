/**
 * The league a simulation serves: its teams, the live practices its venues run, the topics
 * the web subscribes to for them (named as the gateway names them) and how many viewers
 * watch each, spread over the gateway nodes as a round-robin load balancer spreads sockets.
 *
 * Viewers (an assumption, stated once here and in docs/scaling.md): each viewer is one
 * browser, one socket, of one team; teams have the same number of viewers. Every viewer
 * holds the team's alert toasts (`alerts/{team}`). A team with a live practice watches it:
 * 70 % on the session page (`practice/{id}/live`), 20 % on the map (`practice/{id}/tracks`
 * and `practice/{id}/live`), 10 % on the schedule (`schedule/{team}`); the others' viewers
 * are on the schedule. One operations viewer per venue watches the Monitor of the day and one
 * per ten venues the Data Ops list. `processing/{team}` has no screen that subscribes to it,
 * so it has no viewers here.
 */
import { parseTopic, topicName, type Topic } from '../../proto';
import { TEAMS } from '../../domain';
import { topicSources, SPEC_INTERVALS } from '../../gateway/src/live/sources';
import { requestKey } from './league-dataaccess';

/** How big the simulated league is. */
export interface LeagueSize {
  readonly teams: number;
  readonly viewers: number;
  /** Venues with a practice running now (one each). */
  readonly venues: number;
}

/** One topic of the league with its audience. */
export interface PlannedTopic {
  readonly name: string;
  /**
   * The simulated team catalogue the topic belongs to. The gateway serves team topics only of
   * teams in domain/teams.ts (`namesKnownTeam`), which lists 58; a league of more teams is
   * simulated as several catalogues, each its own cluster-wide namespace (its own in-process
   * broker), so every topic keeps a name the gateway accepts.
   */
  readonly namespace: number;
  readonly viewers: number;
  readonly intervalMs: number;
  /** The key of its requests to dataaccess (see {@link requestKey}). */
  readonly requestKey: string;
}

/** The topics of a league and their viewers. */
export function leaguePlan(size: LeagueSize, startMs: number): PlannedTopic[] {
  if (size.venues > size.teams)
    throw new Error('each venue runs one team’s practice: venues ≤ teams');
  const sources = topicSources(SPEC_INTERVALS);
  const planned: PlannedTopic[] = [];
  const add = (topic: Topic, namespace: number, viewers: number): void => {
    if (viewers <= 0) return;
    const name = topicName(topic);
    const parsed = parseTopic(name);
    if (parsed === null) throw new Error(`the gateway does not name a topic ${name}`);
    const source = sources(parsed);
    planned.push({
      name,
      namespace,
      viewers,
      intervalMs: source.intervalMs,
      requestKey: requestKey(String(namespace), source.path()),
    });
  };
  const monitorViewers = size.venues;
  const dataOpsViewers = Math.ceil(size.venues / 10);
  add({ kind: 'monitor', day: new Date(startMs).toISOString().slice(0, 10) }, 0, monitorViewers);
  add({ kind: 'dataops' }, 0, dataOpsViewers);
  const teamViewers = Math.max(0, size.viewers - monitorViewers - dataOpsViewers);
  for (let k = 0; k < size.teams; k++) {
    const namespace = Math.floor(k / TEAMS.length);
    const teamId = TEAMS[k % TEAMS.length]?.teamId ?? '';
    const viewers = Math.floor(teamViewers / size.teams) + (k < teamViewers % size.teams ? 1 : 0);
    add({ kind: 'alerts', teamId }, namespace, viewers);
    if (k < size.venues) {
      const practiceId = `sim-practice-${k}`;
      const map = Math.round(viewers * 0.2);
      const schedule = Math.round(viewers * 0.1);
      add({ kind: 'practiceLive', practiceId }, namespace, viewers - schedule);
      add({ kind: 'practiceTracks', practiceId }, namespace, map);
      add({ kind: 'schedule', teamId }, namespace, schedule);
    } else {
      add({ kind: 'schedule', teamId }, namespace, viewers);
    }
  }
  return planned;
}

/**
 * How many of a topic's viewers node `node` of `nodes` holds: a round-robin load balancer
 * deals a topic's sockets out one by one, starting at a node that differs per topic.
 */
export function viewersOnNode(
  viewers: number,
  topicIndex: number,
  node: number,
  nodes: number,
): number {
  const rank = (node - (topicIndex % nodes) + nodes) % nodes;
  return Math.floor(viewers / nodes) + (rank < viewers % nodes ? 1 : 0);
}
