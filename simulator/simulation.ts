/**
 * The practice simulation: plans every player's moves and every ball flight once, up front,
 * then reads any window of 10 Hz samples from that plan. Noise comes from a hash of
 * (seed, entity, sample), so windows of any size and order give identical numbers.
 */
import { FIELD_LENGTH_YD, FIELD_WIDTH_YD, SAMPLE_INTERVAL_MS, type TrackColumns } from '../domain';
import { activityOf, planPeriod } from './activities';
import { assignBalls, ballPositionAt, type FlightPlan } from './flights';
import { gridPlays, planGamePeriod, startSpots } from './game-motion';
import { traceMove } from './motion';
import { movementProfile, type MovementRole } from './profiles';
import { createRng, sampleNoise } from './random';
import { createActor, idleUntil, type Actor } from './timeline';
import type {
  PracticeSimulation,
  PracticeSimulationOptions,
  SimBallFlight,
  SimPeriodSpan,
} from './types';

const DEFAULT_NOISE_YD = 0.04;
const DEFAULT_BALLS = ['ball-1', 'ball-2', 'ball-3', 'ball-4'];
const LACROSSE: ReadonlySet<MovementRole> = new Set([
  'ATTACK',
  'MIDFIELD',
  'DEFENSE',
  'LSM',
  'FO',
  'GOALIE',
]);

/** Plans a practice for the players and periods given; reading samples never plans again. */
export function createPracticeSimulation(options: PracticeSimulationOptions): PracticeSimulation {
  const { seed, players, startMs } = options;
  const noiseYd = options.noiseYd ?? DEFAULT_NOISE_YD;
  const ballIds = [...(options.ballIds ?? DEFAULT_BALLS)];
  const rng = createRng(seed, 1);
  const actors = players.map((p, i) =>
    createActor(
      i,
      p,
      movementProfile(p.position),
      seed,
      rng,
      30 + (i % 30) * 2,
      3 + Math.floor(i / 30) * 1.5,
    ),
  );
  // A game's plays replace its periods' drills; a quarter starts with the players lined up.
  const plays = options.game === undefined ? [] : gridPlays(options.game, startMs);
  const homeIds = new Set(options.game?.homeIds ?? []);
  for (const [a, [x, y]] of startSpots(actors, plays, homeIds) ?? []) {
    a.xYd = x;
    a.yYd = y;
  }
  const startX = actors.map((a) => a.xYd);
  const startY = actors.map((a) => a.yYd);
  const lacrosse = actors.length > 0 && actors.every((a) => LACROSSE.has(a.profile.role));
  const flights: FlightPlan[] = [];
  const spans: (SimPeriodSpan & { startIdx: number; endIdx: number })[] = [];
  let idx = 0;
  options.periods.forEach((period, p) => {
    const endIdx = idx + Math.max(1, Math.round(period.durationMs / SAMPLE_INTERVAL_MS));
    const ctx = {
      rng: createRng(seed, 100 + p),
      flights,
      periodType: period.periodType,
      startIdx: idx,
      endIdx,
      actors,
    };
    const scripted = plays.filter((g) => g.snapIdx >= idx && g.snapIdx < endIdx);
    if (scripted.length > 0) planGamePeriod(ctx, scripted, homeIds);
    else planPeriod(ctx, activityOf(period.periodType, period.name), lacrosse);
    spans.push({
      name: period.name,
      periodType: period.periodType,
      startIdx: idx,
      endIdx,
      startMs: startMs + idx * SAMPLE_INTERVAL_MS,
      endMs: startMs + endIdx * SAMPLE_INTERVAL_MS,
    });
    idx = endIdx;
  });
  const sampleCount = idx;
  for (const a of actors) idleUntil(a, sampleCount);
  flights.sort((a, b) => a.startIdx - b.startIdx);
  assignBalls(flights, ballIds.length, startMs);
  const ballFlights = ballIds.map((_, b) => flights.filter((f) => f.ballIndex === b));
  const published: SimBallFlight[] = flights.map((f) => ({
    kind: f.kind,
    throwerId: actors[f.throwerIndex]?.player.id ?? '',
    startMs: startMs + f.startIdx * SAMPLE_INTERVAL_MS,
    durationMs: Math.round(f.durationMs),
    airSpeedMph: round(f.airSpeedMph, 1),
    spinRpm: Math.round(f.spinRpm),
    peakHeightFt: round(f.peakHeightFt, 1),
    groundDistanceYd: round(f.groundDistanceYd, 1),
    ...(f.ballIndex >= 0 ? { ballId: ballIds[f.ballIndex] } : {}),
  }));

  const noisy = (value: number, entity: number, k: number, axis: number, max: number): number =>
    Math.min(max, Math.max(0, value + noiseYd * sampleNoise(seed, entity, k, axis)));

  const playerColumns = (a: Actor, k0: number, k1: number, atMs: Float64Array): TrackColumns => {
    const xYd = new Float32Array(k1 - k0);
    const yYd = new Float32Array(k1 - k0);
    const moves = a.moves;
    let lo = 0;
    let hi = moves.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((moves[mid]?.endIdx ?? 0) < k0) lo = mid + 1;
      else hi = mid;
    }
    const before = moves[lo - 1];
    let restX = before ? before.x1 : (startX[a.index] ?? 0);
    let restY = before ? before.y1 : (startY[a.index] ?? 0);
    let k = k0;
    const write = (i: number, x: number, y: number): void => {
      if (i < k0) return;
      xYd[i - k0] = x;
      yYd[i - k0] = y;
    };
    for (let m = lo; m < moves.length; m++) {
      const move = moves[m];
      if (move === undefined || move.startIdx >= k1) break;
      for (; k <= move.startIdx && k < k1; k++) write(k, restX, restY);
      traceMove(move, write, k1);
      k = Math.max(k, Math.min(move.endIdx + 1, k1));
      restX = move.x1;
      restY = move.y1;
    }
    for (; k < k1; k++) write(k, restX, restY);
    for (let i = 0; i < xYd.length; i++) {
      xYd[i] = noisy(xYd[i] ?? 0, a.index, k0 + i, 0, FIELD_LENGTH_YD);
      yYd[i] = noisy(yYd[i] ?? 0, a.index, k0 + i, 1, FIELD_WIDTH_YD);
    }
    return { entityId: a.player.id, atMs, xYd, yYd };
  };

  const ballColumns = (b: number, k0: number, k1: number, atMs: Float64Array): TrackColumns => {
    const xYd = new Float32Array(k1 - k0);
    const yYd = new Float32Array(k1 - k0);
    const zYd = new Float32Array(k1 - k0);
    const at = new Float64Array(3);
    const entity = actors.length + b;
    for (let k = k0; k < k1; k++) {
      ballPositionAt(ballFlights[b] ?? [], startMs, startMs + k * SAMPLE_INTERVAL_MS, at);
      xYd[k - k0] = noisy(at[0] ?? 0, entity, k, 0, FIELD_LENGTH_YD);
      yYd[k - k0] = noisy(at[1] ?? 0, entity, k, 1, FIELD_WIDTH_YD);
      zYd[k - k0] = Math.max(0, at[2] ?? 0);
    }
    return { entityId: ballIds[b] ?? `ball-${b + 1}`, atMs, xYd, yYd, zYd };
  };

  return {
    startMs,
    endMs: startMs + sampleCount * SAMPLE_INTERVAL_MS,
    periods: spans.map(({ name, periodType, startMs: s, endMs: e }) => ({
      name,
      periodType,
      startMs: s,
      endMs: e,
    })),
    ballIds,
    samplesBetween(fromMs, toMs) {
      const k0 = Math.max(0, Math.ceil((fromMs - startMs) / SAMPLE_INTERVAL_MS));
      const k1 = Math.min(sampleCount, Math.ceil((toMs - startMs) / SAMPLE_INTERVAL_MS));
      if (k1 <= k0) return [];
      const atMs = new Float64Array(k1 - k0);
      for (let k = k0; k < k1; k++) atMs[k - k0] = startMs + k * SAMPLE_INTERVAL_MS;
      return [
        ...actors.map((a) => playerColumns(a, k0, k1, atMs)),
        ...ballIds.map((_, b) => ballColumns(b, k0, k1, atMs)),
      ];
    },
    flightsBetween(fromMs, toMs) {
      return published.filter((f) => f.startMs >= fromMs && f.startMs < toMs);
    },
  };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
