/**
 * Launching balls from the plan: a pass lands where its receiver will be, a punt follows a
 * long snap, a kick flies toward the posts. The thrower stands still at the launch.
 */
import { FIELD_LENGTH_YD, SAMPLE_INTERVAL_MS } from '../domain';
import type { FlightPlan, FlightShape } from './flights';
import { kickShape, passShape, snapShape } from './flights';
import type { Rng } from './random';
import { fieldX, fieldY, positionAt, samplesOf, type Actor } from './timeline';

/** Where planned flights are collected, with the draws that shape them. */
export interface FlightLog {
  readonly rng: Rng;
  readonly flights: FlightPlan[];
}

function launch(
  log: FlightLog,
  kind: FlightPlan['kind'],
  thrower: Actor,
  idx: number,
  shape: FlightShape,
  toX: number,
  toY: number,
): FlightPlan {
  const flight: FlightPlan = {
    kind,
    throwerIndex: thrower.index,
    startIdx: idx,
    ...shape,
    groundDistanceYd: Math.hypot(toX - thrower.xYd, toY - thrower.yYd),
    fromX: thrower.xYd,
    fromY: thrower.yYd,
    toX,
    toY,
    ballIndex: -1,
  };
  log.flights.push(flight);
  // The thrower holds still through the release.
  thrower.freeIdx = Math.max(thrower.freeIdx, idx + samplesOf(0.6));
  return flight;
}

function durationSamples(shape: FlightShape): number {
  return Math.round(shape.durationMs / SAMPLE_INTERVAL_MS);
}

/**
 * Throws a pass from where the passer stands, at `atIdx` or when the passer is set, to where
 * the receiver's already planned run takes it at the catch.
 */
export function throwPass(
  log: FlightLog,
  passer: Actor,
  receiver: Actor,
  atIdx: number,
): FlightPlan {
  const idx = Math.max(atIdx, passer.freeIdx);
  let [toX, toY] = positionAt(receiver, idx + samplesOf(0.8));
  let shape = passShape(log.rng, Math.hypot(toX - passer.xYd, toY - passer.yYd));
  for (let i = 0; i < 2; i++) {
    [toX, toY] = positionAt(receiver, idx + durationSamples(shape));
    shape = passShape(log.rng, Math.hypot(toX - passer.xYd, toY - passer.yYd));
  }
  return launch(log, 'Pass', passer, idx, shape, toX, toY);
}

/**
 * Kicks or punts from where the kicker stands toward +x (or -x) over about `distanceYd`,
 * drifting `driftYd` sideways. Returns the sample index at which the ball comes down.
 */
export function kickBall(
  log: FlightLog,
  kicker: Actor,
  kind: 'Kick' | 'Punt',
  atIdx: number,
  distanceYd: number,
  driftYd: number,
  towardPlusX = true,
): number {
  const idx = Math.max(atIdx, kicker.freeIdx);
  const endX = Math.min(
    FIELD_LENGTH_YD - 0.5,
    Math.max(0.5, kicker.xYd + (towardPlusX ? distanceYd : -distanceYd)),
  );
  const shape = kickShape(log.rng, kind);
  launch(log, kind, kicker, idx, shape, endX, fieldY(kicker.yYd + driftYd));
  return idx + durationSamples(shape);
}

/** Long-snaps from the snapper to the punter standing behind; returns the catch index. */
export function longSnap(log: FlightLog, snapper: Actor, punter: Actor, atIdx: number): number {
  const idx = Math.max(atIdx, snapper.freeIdx, punter.freeIdx);
  const [toX, toY] = [fieldX(punter.xYd), fieldY(punter.yYd)];
  const shape = snapShape(log.rng, Math.hypot(toX - snapper.xYd, toY - snapper.yYd));
  launch(log, 'Long Snap', snapper, idx, shape, toX, toY);
  const catchIdx = idx + durationSamples(shape);
  punter.freeIdx = Math.max(punter.freeIdx, catchIdx);
  return catchIdx;
}
