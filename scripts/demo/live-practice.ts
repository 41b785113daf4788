/**
 * Plays a live practice for the demo team in real time, as a location engine and a coach
 * would: it creates and starts today's practice at the demo venue, sends positions to
 * dataaccess's ingest every second, and starts and ends periods on the plan's schedule. It
 * picks up a practice already live after a restart, and starts a new one when a practice ends.
 *
 * The coach's calls go with the gateway's credential and the coach's email; the positions
 * and venue health go with the demo venue's own key (decision 0028), through the engine
 * client, which keeps every batch until dataaccess acknowledged it (a busy store, a restart).
 */
import {
  byTags,
  createPracticeSimulation,
  createVenueHealth,
  defaultPracticePlan,
  IngestFeed,
  type HeardTag,
  type PracticeSimulation,
} from '../../simulator';
import { isBallEntity, ranSpanOf, type Envelope } from '../../domain';
import { DEMO_TEAM_ID } from '../dev/dev-users';
import { seededRoster, seedOf } from './seed';

/** Where dataaccess is and how to reach it. */
export interface FeedTarget {
  readonly url: string;
  /** The gateway's credential, for the coach's calls (create, start, periods). */
  readonly serviceToken: string;
  /** The demo venue's ingest key, for positions and health. */
  readonly venueKey: string;
}

interface PracticeDoc {
  _id: string;
  status: string;
  startTime: number;
  version: number;
  currentDrillIndex?: number;
  drills: { startTs?: number; endTs?: number; state?: string }[];
  extraData?: { simSeed?: number };
}

const COACH = 'nfl.coach@dev.test';
const STEP_MS = 1000;
/**
 * The most time one batch of positions covers: a practice picked up live (seeded, or left by
 * an earlier run) is filled from its start in batches of this much, each well under
 * ingest's body limit (about 110 entities at 10 Hz: some 33,000 samples).
 */
export const FILL_BATCH_MS = 30_000;

/** The demo team's practice venue, whose location engine reports its health (03 §2 Health). */
export const DEMO_VENUE_ID = `${DEMO_TEAM_ID}-practice`;
/** The label of the demo venue's key the demo makes at each start (and revokes at the next). */
export const DEMO_FEED_KEY_LABEL = 'demo feed';
/** The primary host ip of the demo venue's location engine (venue_proxy's ip). */
export const DEMO_VENUE_HOST_IP = '10.37.0.10';

async function call<T>(
  target: FeedTarget,
  method: string,
  path: string,
  body?: unknown,
): Promise<readonly T[]> {
  const ingest = path.startsWith('ingest/');
  const response = await fetch(`${target.url}/dataaccess/${path}`, {
    method,
    headers: {
      ...(ingest
        ? { 'x-venue-key': target.venueKey }
        : { 'x-service-token': target.serviceToken, 'x-user-email': COACH }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok) throw new Error(`${method} ${path}: ${envelope.status}`);
  return envelope.results;
}

const command = (target: FeedTarget, id: string, type: string) =>
  call<PracticeDoc>(target, 'POST', `manage/${id}/command`, {
    type,
    ...(type === 'period.start' ? { chained: true } : {}),
  });

/** A running demo feed; stop() ends it. */
export interface LiveDemo {
  readonly practiceId: () => string | null;
  /** The first live practice the feed runs, once it runs it: its id and start. */
  readonly started: Promise<{ readonly id: string; readonly startMs: number }>;
  stop(): Promise<void>;
}

/**
 * The tags each player of a team wears now (player id to tag ids), as the team's entities
 * assign them: the demo reports a player's positions by those tags, as a location engine
 * does, and ingest gives them back to the player.
 */
export type WornTags = (teamId: string) => Promise<ReadonlyMap<string, readonly string[]>>;

/** Starts the demo feed against dataaccess. */
export function startLiveDemo(
  target: FeedTarget,
  log: (line: string) => void = () => undefined,
  wornTags?: WornTags,
): LiveDemo {
  const roster = seededRoster(DEMO_TEAM_ID, 'nfl').filter(
    (p) => p.status === 'ACT' || p.status === 'DEV',
  );
  let stopped = false;
  const positions = new IngestFeed({ url: target.url, venueKey: target.venueKey, log });
  let current: {
    id: string;
    sim: PracticeSimulation;
    sentUntilMs: number;
    /** The tags strapped on each player for this practice, read when it opened. */
    worn: ReadonlyMap<string, readonly string[]>;
  } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let firstStarted: (practice: { id: string; startMs: number }) => void = () => undefined;
  const started = new Promise<{ id: string; startMs: number }>((resolve) => {
    firstStarted = resolve;
  });

  // The simulation runs from when the practice really started (its first period), so the
  // positions cover its periods however early or late it was started.
  const simulationFor = (doc: PracticeDoc): PracticeSimulation => {
    const seed = doc.extraData?.simSeed ?? seedOf(doc._id);
    return createPracticeSimulation({
      seed,
      players: roster,
      periods: defaultPracticePlan('nfl', seed),
      startMs: ranSpanOf(doc)?.startMs ?? doc.startTime,
    });
  };

  /** The newest position stored of a practice (the feed goes on after it); null: none yet. */
  const newestStoredMs = async (id: string): Promise<number | null> => {
    const tracks = await call<{ atMs: number[] }>(target, 'GET', `livetracks/${id}?lastMs=100`);
    const newest = Math.max(...tracks.map((t) => t.atMs.at(-1) ?? -Infinity));
    return Number.isFinite(newest) ? newest : null;
  };

  const openPractice = async (): Promise<void> => {
    const now = Date.now();
    const day = 24 * 3600_000;
    const events = await call<PracticeDoc>(
      target,
      'GET',
      `scheduledevents?startTime=${now - day}&endTime=${now + 60_000}&teamids=${DEMO_TEAM_ID}`,
    );
    let doc = events.filter((e) => e.status === 'live').at(-1);
    if (doc === undefined) {
      const seed = seedOf(`demo-${now}`);
      const plan = defaultPracticePlan('nfl', seed);
      const [created] = await call<PracticeDoc>(target, 'POST', 'schedule', {
        name: 'Team Practice',
        description: 'Simulated live practice',
        drills: plan.map((p) => ({ drillType: p.name, periodType: p.periodType })),
        extraData: { simSeed: seed },
        intensity: 'Medium,Padded',
        league: 'nfl',
        profileName: 'Regular Season Week',
        rooftype: 'Outdoor',
        siteId: DEMO_VENUE_ID,
        siteName: 'Practice Field',
        start: now,
        teamId: DEMO_TEAM_ID,
      });
      if (!created) throw new Error('the practice was not created');
      [doc] = await command(target, created._id, 'practice.start');
      log(`started live practice ${created._id}`);
    }
    if (!doc) throw new Error('no live practice');
    // A practice already live (seeded, or left by an earlier run) gets the positions it lacks
    // from its start, or from its newest stored one, so every period it ran has numbers.
    const sim = simulationFor(doc);
    const newest = await newestStoredMs(doc._id);
    current = {
      id: doc._id,
      sim,
      sentUntilMs: newest === null ? sim.startMs : Math.max(sim.startMs, newest + 1),
      worn: (await wornTags?.(DEMO_TEAM_ID)) ?? new Map(),
    };
    if (current.sentUntilMs < Date.now() - FILL_BATCH_MS)
      log(`filling practice ${doc._id} from ${new Date(current.sentUntilMs).toISOString()}`);
    firstStarted({ id: doc._id, startMs: doc.startTime });
  };

  /** Starts and ends periods so the practice follows the plan's clock. */
  const followPlan = async (id: string, sim: PracticeSimulation, now: number): Promise<boolean> => {
    const [doc] = await call<PracticeDoc>(target, 'GET', `schedule/gameid/${id}`);
    if (!doc || doc.status !== 'live') return false;
    const target_ = sim.periods.findIndex((p) => now < p.endMs);
    if (target_ === -1) {
      // Every position goes in before the practice ends: afterwards ingest refuses them.
      await positions.flushed();
      await command(target, id, 'practice.stop');
      log(`practice ${id} complete`);
      return false;
    }
    let index = doc.currentDrillIndex ?? 0;
    let state = doc.drills[index]?.state;
    while (index < target_) {
      if (state === 'START') await command(target, id, 'period.end');
      await command(target, id, 'period.start');
      index++;
      state = 'START';
    }
    return true;
  };

  // The venue's receivers report beside the positions, from the tags the practice puts on the
  // field; a failed health post is logged and never holds the positions back.
  const venue = createVenueHealth({ seed: seedOf(DEMO_VENUE_ID) });
  const sendHealth = async (
    fromMs: number,
    toMs: number,
    tracks: readonly { entityId: string; atMs: ArrayLike<number> }[],
  ): Promise<void> => {
    const onField: HeardTag[] = tracks
      .filter((t) => t.atMs.length > 0)
      .map((t) => ({
        entityId: t.entityId,
        kind: isBallEntity(t.entityId) ? 'ball' : 'player',
        lastSeenMs: t.atMs[t.atMs.length - 1] ?? fromMs,
      }));
    const reports = venue.reportsBetween(fromMs, toMs, onField);
    if (reports.sensors.length === 0 && reports.dpackets.length === 0) return;
    await call(target, 'POST', `ingest/${DEMO_VENUE_ID}/health`, {
      hostIp: DEMO_VENUE_HOST_IP,
      ...reports,
    }).catch((error: unknown) => {
      log(`venue health: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  const step = async (): Promise<void> => {
    if (current === null) await openPractice();
    if (current === null) return;
    const now = Date.now();
    const { id, sim } = current;
    const end = Math.min(now, sim.endMs);
    // Behind (a practice picked up live), the positions go in batches of FILL_BATCH_MS.
    while (end > current.sentUntilMs && !stopped) {
      const until = Math.min(end, current.sentUntilMs + FILL_BATCH_MS);
      const tracks = sim
        .samplesBetween(current.sentUntilMs, until)
        .filter((t) => t.atMs.length > 0);
      if (tracks.length > 0) {
        // The batch's end time numbers it: unique in the session, the same on a resend.
        positions.send({
          sessionId: id,
          sequence: until,
          tracks: byTags(
            tracks.map((t) => ({
              entityId: t.entityId,
              atMs: Array.from(t.atMs),
              xYd: Array.from(t.xYd, (v) => Math.round(v * 1000) / 1000),
              yYd: Array.from(t.yYd, (v) => Math.round(v * 1000) / 1000),
              ...(t.zYd ? { zYd: Array.from(t.zYd, (v) => Math.round(v * 1000) / 1000) } : {}),
            })),
            current.worn,
          ),
        });
      }
      await sendHealth(current.sentUntilMs, until, tracks);
      current.sentUntilMs = until;
    }
    if (!(await followPlan(id, sim, now))) current = null;
  };

  const loop = (): void => {
    if (stopped) return;
    running = step()
      .catch((error: unknown) => {
        log(`demo feed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, STEP_MS);
      });
  };
  loop();

  return {
    practiceId: () => current?.id ?? null,
    started,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await positions.stop();
    },
  };
}
