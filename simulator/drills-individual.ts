/**
 * Individual periods: each position group works at its own station in lines. Receivers and
 * tight ends run routes with the quarterbacks throwing, backs run through the hole, defensive
 * backs backpedal and break, linebackers shuffle and close, linemen fire off in short bursts.
 */
import { FIELD_WIDTH_YD } from '../domain';
import { actorsOf, type DrillContext } from './drill-context';
import { planSpecialists } from './drills-special';
import { receiverRoute, backRoute, outward } from './routes';
import { throwPass } from './throws';
import { goTo, idleUntil, samplesOf, walkSamples, walkTo, type Actor } from './timeline';

/** A station's lines: where they start, how many, and the seconds between reps of a line. */
interface Station {
  readonly x: number;
  readonly y: number;
  readonly lanes: number;
  /** Yards between lanes across the field; the sign says which way they stack. */
  readonly laneGapYd: number;
  readonly spacingS: readonly [number, number];
}

/** One rep of `actor` from the lane's front spot at `at`; it ends walking back to (waitX, waitY). */
type Rep = (actor: Actor, at: number, waitX: number, waitY: number) => void;

/** Runs a station's lines: reps in turn, each player back to the end of the line after. */
export function runLines(
  ctx: DrillContext,
  actors: readonly Actor[],
  station: Station,
  rep: Rep,
): void {
  if (actors.length === 0) return;
  const { rng, startIdx, endIdx } = ctx;
  const lanes = Math.min(station.lanes, actors.length);
  const laneY = (l: number): number => station.y + l * station.laneGapYd;
  const waitSpot = (i: number): [number, number] => [
    station.x - 2.5 - 1.2 * Math.floor(i / lanes),
    laneY(i % lanes) + rng.range(-0.6, 0.6),
  ];
  actors.forEach((a, i) => {
    const [x, y] = waitSpot(i);
    walkTo(a, startIdx + samplesOf(rng.range(0, 4)), x, y);
  });
  const next = Array.from({ length: lanes }, (_, l) => startIdx + samplesOf(40 + 2 * l));
  const turn = new Array<number>(lanes).fill(0);
  for (;;) {
    let lane = -1;
    for (let l = 0; l < lanes; l++) if (lane < 0 || (next[l] ?? 0) < (next[lane] ?? 0)) lane = l;
    const inLane = actors.filter((_, i) => i % lanes === lane);
    const k = turn[lane] ?? 0;
    const actor = inLane[k % inLane.length];
    if (actor === undefined) return;
    const at = Math.max(
      next[lane] ?? 0,
      actor.freeIdx + walkSamples(Math.hypot(station.x - actor.xYd, laneY(lane) - actor.yYd)),
    );
    if (at + samplesOf(25) > endIdx) break;
    walkTo(
      actor,
      at - walkSamples(Math.hypot(station.x - actor.xYd, laneY(lane) - actor.yYd)),
      station.x,
      laneY(lane),
    );
    const [wx, wy] = waitSpot(actors.indexOf(actor));
    rep(actor, Math.max(at, actor.freeIdx + samplesOf(1)), wx, wy);
    next[lane] = at + samplesOf(rng.range(station.spacingS[0], station.spacingS[1]));
    turn[lane] = k + 1;
  }
  for (const a of actors) idleUntil(a, endIdx);
}

/** A passer who is free to drop back at `at`, if any: the one free soonest. */
export function freePasser(passers: readonly Actor[], at: number): Actor | undefined {
  let best: Actor | undefined;
  for (const p of passers)
    if (p.freeIdx <= at && (best === undefined || p.freeIdx < best.freeIdx)) best = p;
  return best;
}

/** Drops back from where the passer stands and throws to the receiver's planned route; walks back after. */
export function dropAndThrow(
  ctx: DrillContext,
  passer: Actor,
  receiver: Actor,
  snapIdx: number,
  dropYd: number,
): void {
  const homeX = passer.xYd;
  const homeY = passer.yYd;
  goTo(passer, snapIdx, [homeX - dropYd, homeY], {
    speedYps: passer.profile.burstYps * passer.speedFactor,
    effort: true,
  });
  throwPass(ctx, passer, receiver, snapIdx + samplesOf(ctx.rng.range(1.9, 2.8)));
  walkTo(passer, passer.freeIdx + samplesOf(1.5), homeX, homeY);
}

/** Plans an individual period for every group, specialists at the far end. */
export function planIndividual(ctx: DrillContext): void {
  const { rng } = ctx;
  const passers = actorsOf(ctx, 'QB');
  passers.forEach((q, i) => walkTo(q, ctx.startIdx, 27, 9 + 5 * i));
  const catchers: Rep = (a, at, wx, wy) => {
    const top = a.profile.topSpeedYps * a.speedFactor * rng.range(0.9, 1);
    const route = receiverRoute(
      rng,
      a.xYd,
      a.yYd,
      outward(a.yYd, FIELD_WIDTH_YD),
      a.profile.role === 'WR' ? 0.5 : 0.35,
    );
    goTo(a, at, route, { speedYps: top, effort: true });
    walkTo(a, a.freeIdx + samplesOf(rng.range(1, 3)), wx, wy);
    const passer = freePasser(passers, at);
    if (passer && rng.chance(0.8)) dropAndThrow(ctx, passer, a, at, rng.pick([3, 5, 7]));
  };
  runLines(
    ctx,
    actorsOf(ctx, 'WR', 'TE'),
    { x: 30, y: 5, lanes: 3, laneGapYd: 5, spacingS: [9, 13] },
    catchers,
  );
  runLines(
    ctx,
    actorsOf(ctx, 'RB'),
    { x: 58, y: 14, lanes: 2, laneGapYd: 6, spacingS: [10, 14] },
    (a, at, wx, wy) => {
      const route = rng.chance(0.6)
        ? [a.xYd + 3, a.yYd + 2, a.xYd + rng.range(18, 28), a.yYd + rng.range(3, 8)]
        : backRoute(rng, a.xYd, a.yYd, -1);
      goTo(a, at, route, {
        speedYps: a.profile.topSpeedYps * a.speedFactor * rng.range(0.88, 0.98),
        effort: true,
      });
      walkTo(a, a.freeIdx + samplesOf(2), wx, wy);
    },
  );
  runLines(
    ctx,
    actorsOf(ctx, 'DB'),
    { x: 25, y: 48, lanes: 4, laneGapYd: -4.5, spacingS: [9, 13] },
    (a, at, wx, wy) => {
      const deep = rng.chance(0.55);
      const path = deep
        ? [a.xYd + 5, a.yYd, a.xYd + rng.range(24, 32), a.yYd + rng.range(-4, 4)]
        : [a.xYd + 6, a.yYd, a.xYd + rng.range(0, 4), a.yYd - rng.range(8, 12)];
      const top = a.profile.topSpeedYps * a.speedFactor * rng.range(0.9, 1);
      goTo(a, at, path, { speedYps: [3.5, top], effort: true });
      walkTo(a, a.freeIdx + samplesOf(2), wx, wy);
    },
  );
  runLines(
    ctx,
    actorsOf(ctx, 'LB'),
    { x: 58, y: 46, lanes: 3, laneGapYd: -5, spacingS: [10, 14] },
    (a, at, wx, wy) => {
      const side = rng.chance(0.5) ? 1 : -1;
      const path = [
        a.xYd,
        a.yYd + side * 4,
        a.xYd + rng.range(9, 14),
        a.yYd + side * rng.range(4, 8),
      ];
      goTo(a, at, path, {
        speedYps: [3, a.profile.topSpeedYps * a.speedFactor * rng.range(0.85, 0.95)],
        effort: true,
      });
      walkTo(a, a.freeIdx + samplesOf(2), wx, wy);
    },
  );
  const burst: Rep = (a, at, wx, wy) => {
    const forward = a.profile.role === 'DL' ? -1 : rng.chance(0.5) ? 1 : -1;
    const distance = forward > 0 || a.profile.role === 'DL' ? rng.range(4, 8) : rng.range(2, 3.5);
    const speed = a.profile.burstYps * a.speedFactor * rng.range(0.75, 1);
    goTo(a, at, [a.xYd + forward * distance, a.yYd + rng.range(-1.5, 1.5)], {
      speedYps: speed,
      effort: true,
    });
    walkTo(a, a.freeIdx + samplesOf(1.5), wx, wy);
  };
  runLines(
    ctx,
    actorsOf(ctx, 'OL'),
    { x: 82, y: 8, lanes: 5, laneGapYd: 3, spacingS: [7, 11] },
    burst,
  );
  runLines(
    ctx,
    actorsOf(ctx, 'DL'),
    { x: 96, y: 44, lanes: 4, laneGapYd: -3, spacingS: [7, 11] },
    burst,
  );
  planSpecialists(ctx);
  for (const q of passers) idleUntil(q, ctx.endIdx);
}
