/**
 * Player motion: a move is a run along waypoints from rest to rest, steered at 10 Hz with
 * limits on acceleration and braking. A move depends only on its own start, so any sample of
 * it can be rebuilt at any time, which keeps windowed reads identical to one big read.
 */
import { SAMPLE_INTERVAL_MS } from '../domain';

const DT_S = SAMPLE_INTERVAL_MS / 1000;
const ARRIVE_RADIUS_YD = 0.15;
const ARRIVE_SPEED_YPS = 0.3;
/** Ten minutes: no move is longer; a guard against a target that can never be reached. */
const MAX_STEPS = 6000;
/** Share of the braking limit planned for, leaving headroom for steering. */
const BRAKE_SHARE = 0.85;

/** A planned move of one entity, starting and ending at rest. */
export interface Move {
  /** Sample index at which the entity leaves (x0, y0). */
  readonly startIdx: number;
  /** First sample index at which the entity is at rest at (x1, y1). */
  readonly endIdx: number;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** Waypoints after the start, x and y interleaved, yards. */
  readonly path: Float32Array;
  /** Cruise speed of each leg, yards per second. */
  readonly speedsYps: Float32Array;
  /** Speed allowed through each intermediate waypoint (cut), yards per second. */
  readonly cutSpeedsYps: Float32Array;
  readonly accelYps2: number;
  readonly decelYps2: number;
}

/** What a caller asks for: where to go and how fast. */
export interface MoveRequest {
  readonly startIdx: number;
  readonly x0: number;
  readonly y0: number;
  /** Waypoints, x and y interleaved. */
  readonly path: readonly number[];
  /** One cruise speed for every leg, or one per leg. */
  readonly speedYps: number | readonly number[];
  readonly accelYps2: number;
  readonly decelYps2: number;
}

/** Writes a sample of a traced move; `idx` is the sample index. */
export type SampleSink = (idx: number, xYd: number, yYd: number) => void;

function len(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}

/** Plans a move: fixes its cut speeds and runs it once to learn where and when it stops. */
export function planMove(request: MoveRequest): Move {
  const legs = request.path.length / 2;
  const path = Float32Array.from(request.path);
  const speeds = new Float32Array(legs);
  for (let i = 0; i < legs; i++) {
    const s = request.speedYps;
    speeds[i] = typeof s === 'number' ? s : (s[i] ?? s[s.length - 1] ?? 1);
  }
  const cuts = new Float32Array(legs);
  let px = request.x0;
  let py = request.y0;
  for (let i = 0; i < legs - 1; i++) {
    const ax = (path[2 * i] ?? 0) - px;
    const ay = (path[2 * i + 1] ?? 0) - py;
    const bx = (path[2 * i + 2] ?? 0) - (path[2 * i] ?? 0);
    const by = (path[2 * i + 3] ?? 0) - (path[2 * i + 1] ?? 0);
    const cos = (ax * bx + ay * by) / (Math.hypot(ax, ay) * Math.hypot(bx, by) || 1);
    const slower = Math.min(speeds[i] ?? 0, speeds[i + 1] ?? 0);
    cuts[i] = Math.max(1.5, slower * ((1 + cos) / 2) ** 2);
    px = path[2 * i] ?? 0;
    py = path[2 * i + 1] ?? 0;
  }
  const draft: Move = {
    startIdx: request.startIdx,
    endIdx: request.startIdx,
    x0: request.x0,
    y0: request.y0,
    x1: request.x0,
    y1: request.y0,
    path,
    speedsYps: speeds,
    cutSpeedsYps: cuts,
    accelYps2: request.accelYps2,
    decelYps2: request.decelYps2,
  };
  let endIdx = request.startIdx;
  let x1 = request.x0;
  let y1 = request.y0;
  traceMove(draft, (idx, x, y) => {
    endIdx = idx;
    x1 = x;
    y1 = y;
  });
  return { ...draft, endIdx, x1, y1 };
}

/**
 * Steers through the move sample by sample and hands each sample after the start to `sink`
 * until the entity is at rest, or until sample `untilIdx` (exclusive) when given.
 */
export function traceMove(move: Move, sink: SampleSink, untilIdx = Infinity): void {
  const { path, speedsYps, cutSpeedsYps, accelYps2, decelYps2 } = move;
  const lastLeg = speedsYps.length - 1;
  let x = move.x0;
  let y = move.y0;
  let vx = 0;
  let vy = 0;
  let leg = 0;
  for (let step = 1; step <= MAX_STEPS && move.startIdx + step < untilIdx; step++) {
    let dx = (path[2 * leg] ?? x) - x;
    let dy = (path[2 * leg + 1] ?? y) - y;
    let d = len(dx, dy);
    const speed = len(vx, vy);
    while (leg < lastLeg && d < Math.max(0.5, 2 * speed * DT_S)) {
      leg++;
      dx = (path[2 * leg] ?? x) - x;
      dy = (path[2 * leg + 1] ?? y) - y;
      d = len(dx, dy);
    }
    const isLast = leg === lastLeg;
    const exitYps = isLast ? 0 : (cutSpeedsYps[leg] ?? 0);
    const room = Math.max(0, d - (isLast ? 0.05 : 0));
    let want = Math.min(
      speedsYps[leg] ?? 0,
      Math.sqrt(exitYps * exitYps + 2 * BRAKE_SHARE * decelYps2 * room),
    );
    if (isLast) want = Math.min(want, (0.6 * d) / DT_S);
    const wantX = d > 1e-6 ? (dx / d) * want : 0;
    const wantY = d > 1e-6 ? (dy / d) * want : 0;
    let dvx = wantX - vx;
    let dvy = wantY - vy;
    const limit = (want >= speed ? accelYps2 : decelYps2) * DT_S;
    const dv = len(dvx, dvy);
    if (dv > limit) {
      dvx *= limit / dv;
      dvy *= limit / dv;
    }
    vx += dvx;
    vy += dvy;
    x += vx * DT_S;
    y += vy * DT_S;
    sink(move.startIdx + step, x, y);
    if (isLast && len((path[2 * leg] ?? x) - x, (path[2 * leg + 1] ?? y) - y) < ARRIVE_RADIUS_YD) {
      if (len(vx, vy) < ARRIVE_SPEED_YPS) return;
    }
  }
}
