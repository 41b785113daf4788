/**
 * Each simulated player's timeline: a list of moves in time order with rest in between,
 * built period by period. Helpers here keep players on the field and fill waiting time
 * with the small shuffles real players make.
 */
import { FIELD_LENGTH_YD, FIELD_WIDTH_YD, SAMPLE_RATE_HZ } from '../domain';
import { planMove, traceMove, type Move } from './motion';
import type { MovementProfile } from './profiles';
import { createRng, type Rng } from './random';
import type { SimPlayer } from './types';

/** Yards kept between any planned spot and the field edge, room for a curve to run wide. */
const EDGE_YD = 2.5;
const WALK_YPS = 1.4;
const WALK_ACCEL_YPS2 = 1.5;

/** A player as the planner sees it: who, how it moves, and its timeline so far. */
export interface Actor {
  readonly index: number;
  readonly player: SimPlayer;
  readonly profile: MovementProfile;
  /** This player's share of the role's speeds, about 0.93 to 1.04. */
  readonly speedFactor: number;
  readonly moves: Move[];
  /** Draws of this player's idle shuffles, separate so other plans do not shift them. */
  readonly idleRng: Rng;
  /** First sample index at which the player is free (at rest at x, y). */
  freeIdx: number;
  xYd: number;
  yYd: number;
}

/** Makes an actor standing at (x, y) at sample 0. */
export function createActor(
  index: number,
  player: SimPlayer,
  profile: MovementProfile,
  seed: number,
  rng: Rng,
  xYd: number,
  yYd: number,
): Actor {
  const speedFactor = rng.range(0.93, 1.04);
  return {
    index,
    player,
    profile,
    speedFactor,
    moves: [],
    idleRng: createRng(seed, 10_000 + index),
    freeIdx: 0,
    xYd,
    yYd,
  };
}

/** Seconds to sample count on the 10 Hz grid. */
export function samplesOf(seconds: number): number {
  return Math.round(seconds * SAMPLE_RATE_HZ);
}

/** Keeps an x inside the field with a margin. */
export function fieldX(x: number): number {
  return Math.min(FIELD_LENGTH_YD - EDGE_YD, Math.max(EDGE_YD, x));
}

/** Keeps a y inside the field with a margin. */
export function fieldY(y: number): number {
  return Math.min(FIELD_WIDTH_YD - EDGE_YD, Math.max(EDGE_YD, y));
}

/** How a move is run: a speed per leg (or one) and whether it is a walk or an effort. */
export interface GoOptions {
  readonly speedYps: number | readonly number[];
  /** Walks use gentle starts; efforts use the player's limits. */
  readonly effort?: boolean;
}

/**
 * Moves the actor through waypoints (x, y interleaved) starting at `atIdx`, or when it is
 * free if later; waiting time before is filled with idle shuffles. Returns the end index.
 */
export function goTo(
  actor: Actor,
  atIdx: number,
  path: readonly number[],
  options: GoOptions,
): number {
  idleUntil(actor, atIdx);
  const clamped = path.map((v, i) => (i % 2 === 0 ? fieldX(v) : fieldY(v)));
  const lastX = clamped[clamped.length - 2] ?? actor.xYd;
  const lastY = clamped[clamped.length - 1] ?? actor.yYd;
  if (clamped.length === 2 && Math.hypot(lastX - actor.xYd, lastY - actor.yYd) < 0.3)
    return actor.freeIdx;
  const effort = options.effort ?? false;
  const move = planMove({
    startIdx: Math.max(atIdx, actor.freeIdx),
    x0: actor.xYd,
    y0: actor.yYd,
    path: clamped,
    speedYps: options.speedYps,
    accelYps2: effort ? actor.profile.accelYps2 : WALK_ACCEL_YPS2,
    decelYps2: effort ? actor.profile.decelYps2 : WALK_ACCEL_YPS2 * 1.3,
  });
  actor.moves.push(move);
  actor.freeIdx = move.endIdx;
  actor.xYd = move.x1;
  actor.yYd = move.y1;
  return move.endIdx;
}

/** Walks the actor to one spot at `atIdx` (or when free), a little faster when far. */
export function walkTo(actor: Actor, atIdx: number, xYd: number, yYd: number): number {
  const far = Math.hypot(xYd - actor.xYd, yYd - actor.yYd) > 25;
  return goTo(actor, atIdx, [xYd, yYd], { speedYps: far ? 1.8 : WALK_YPS });
}

/** Samples a walk of `distanceYd` takes, with a little slack for starting and stopping. */
export function walkSamples(distanceYd: number): number {
  return samplesOf(distanceYd / WALK_YPS + 2);
}

/**
 * Fills the time from when the actor is free until `untilIdx` with standing and, now and
 * then, a shuffle of a yard or two around where it stands; it is at rest again by `untilIdx`.
 */
export function idleUntil(actor: Actor, untilIdx: number): void {
  const rng = actor.idleRng;
  const homeX = actor.xYd;
  const homeY = actor.yYd;
  for (;;) {
    const startIdx = actor.freeIdx + samplesOf(rng.range(3, 10));
    const x = homeX + rng.range(-1.5, 1.5);
    const y = homeY + rng.range(-1.5, 1.5);
    const distance = Math.hypot(x - actor.xYd, y - actor.yYd);
    if (startIdx + walkSamples(distance) + samplesOf(1) > untilIdx) return;
    goToUnfilled(actor, startIdx, x, y, rng.range(0.7, 1.2));
  }
}

function goToUnfilled(
  actor: Actor,
  startIdx: number,
  x: number,
  y: number,
  speedYps: number,
): void {
  const move = planMove({
    startIdx,
    x0: actor.xYd,
    y0: actor.yYd,
    path: [fieldX(x), fieldY(y)],
    speedYps,
    accelYps2: WALK_ACCEL_YPS2,
    decelYps2: WALK_ACCEL_YPS2 * 1.3,
  });
  actor.moves.push(move);
  actor.freeIdx = move.endIdx;
  actor.xYd = move.x1;
  actor.yYd = move.y1;
}

/** Where the actor is (noise-free) at sample `idx`, as planned so far. */
export function positionAt(actor: Actor, idx: number): [number, number] {
  const moves = actor.moves;
  let lo = 0;
  let hi = moves.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((moves[mid]?.startIdx ?? 0) <= idx) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const move = moves[found];
  if (move === undefined) return [moves[0]?.x0 ?? actor.xYd, moves[0]?.y0 ?? actor.yYd];
  if (idx >= move.endIdx) return [move.x1, move.y1];
  if (idx === move.startIdx) return [move.x0, move.y0];
  const at: [number, number] = [move.x0, move.y0];
  traceMove(
    move,
    (i, x, y) => {
      if (i === idx) {
        at[0] = x;
        at[1] = y;
      }
    },
    idx + 1,
  );
  return at;
}
