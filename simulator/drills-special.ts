/**
 * Specialists and special teams: long snaps to the punter, punts, field goals and kickoffs,
 * with coverage units sprinting down the field and a returner under the ball.
 */
import { FIELD_WIDTH_YD } from '../domain';
import { actorsOf, type DrillContext } from './drill-context';
import { kickBall, longSnap } from './throws';
import { goTo, idleUntil, samplesOf, walkSamples, walkTo, type Actor } from './timeline';

const MID_Y = FIELD_WIDTH_YD / 2;

/** Walks the actor to a spot so it stands there by `byIdx` (or as soon as it can). */
export function alignBy(actor: Actor, byIdx: number, x: number, y: number): void {
  const lead = walkSamples(Math.hypot(x - actor.xYd, y - actor.yYd) * 1.3) + samplesOf(3);
  walkTo(actor, byIdx - lead, x, y);
}

function punt(
  ctx: DrillContext,
  snapper: Actor,
  punter: Actor,
  snapIdx: number,
  losX: number,
  y: number,
): [number, number, number] {
  alignBy(snapper, snapIdx, losX, y);
  alignBy(punter, snapIdx, losX - 15, y);
  const caught = longSnap(ctx, snapper, punter, snapIdx);
  goTo(punter, caught + samplesOf(0.2), [punter.xYd + 2, punter.yYd], {
    speedYps: 2.5,
    effort: true,
  });
  const landIdx = kickBall(
    ctx,
    punter,
    'Punt',
    punter.freeIdx,
    ctx.rng.range(36, 50),
    ctx.rng.range(-6, 6),
  );
  const flight = ctx.flights[ctx.flights.length - 1];
  return [landIdx, flight?.toX ?? losX + 40, flight?.toY ?? y];
}

function fieldGoal(ctx: DrillContext, kicker: Actor, atIdx: number, y: number): number {
  const distance = ctx.rng.range(30, 55);
  const spotX = 119 - distance;
  alignBy(kicker, atIdx, spotX - 2.5, y - 2);
  goTo(kicker, atIdx, [spotX, y], { speedYps: 3, effort: true });
  return kickBall(ctx, kicker, 'Kick', kicker.freeIdx, distance, ctx.rng.range(-1.5, 1.5));
}

/**
 * Specialists working on their own. With `withKicks` they punt (after a long snap) and kick
 * field goals between the other groups' stations; otherwise only snaps at the far end.
 */
export function planSpecialists(ctx: DrillContext, withKicks = true): void {
  const { rng, startIdx, endIdx } = ctx;
  const snappers = actorsOf(ctx, 'LS');
  const punters = actorsOf(ctx, 'P');
  const kickers = actorsOf(ctx, 'K');
  let at = startIdx + samplesOf(45);
  for (let rep = 0; at + samplesOf(25) < endIdx; rep++) {
    const snapper = snappers[rep % Math.max(1, snappers.length)];
    const punter = punters[rep % Math.max(1, punters.length)];
    if (snapper && punter) {
      if (withKicks) punt(ctx, snapper, punter, at, 62, 27);
      else {
        alignBy(snapper, at, 112, 44);
        alignBy(punter, at, 97, 44);
        longSnap(ctx, snapper, punter, at);
      }
    }
    const kicker = kickers[rep % Math.max(1, kickers.length)];
    if (kicker && withKicks)
      fieldGoal(ctx, kicker, at + samplesOf(rng.range(15, 25)), rng.range(22, 32));
    at += samplesOf(rng.range(withKicks ? 45 : 30, withKicks ? 70 : 45));
  }
  for (const a of [...snappers, ...punters, ...kickers]) idleUntil(a, endIdx);
}

/** Coverage players: the fast ones who are not linemen or specialists, by depth in turn. */
function coverageUnit(ctx: DrillContext, rep: number, size: number): Actor[] {
  const pool = actorsOf(ctx, 'WR', 'DB', 'LB', 'RB', 'TE');
  return Array.from(
    { length: Math.min(size, pool.length) },
    (_, i) => pool[(rep * 3 + i * 2) % pool.length],
  ).filter((a): a is Actor => a !== undefined);
}

/** Covers a ball landing at (x, y) at `landIdx`, starting at `goIdx` from a line at `lineX`. */
function cover(
  ctx: DrillContext,
  unit: readonly Actor[],
  goIdx: number,
  lineX: number,
  landX: number,
  landY: number,
  returner: Actor | undefined,
  landIdx: number,
): void {
  const { rng } = ctx;
  unit.forEach((a, i) => {
    alignBy(a, goIdx, lineX, 4 + ((FIELD_WIDTH_YD - 8) * i) / Math.max(1, unit.length - 1));
  });
  if (returner) alignBy(returner, goIdx, landX, landY);
  for (const a of unit) {
    const toX = landX - rng.range(2, 8);
    const toY = landY + (a.yYd - landY) * rng.range(0.15, 0.4);
    goTo(a, goIdx + samplesOf(rng.range(0, 0.8)), [toX, toY], {
      speedYps: a.profile.topSpeedYps * a.speedFactor * rng.range(0.86, 0.97),
      effort: true,
    });
  }
  if (returner) {
    const top = returner.profile.topSpeedYps * returner.speedFactor * rng.range(0.85, 0.95);
    goTo(
      returner,
      landIdx + samplesOf(0.3),
      [landX - rng.range(10, 22), landY + rng.range(-8, 8)],
      { speedYps: top, effort: true },
    );
  }
}

/** A special-teams period: punts, field goals and kickoffs in turn, the rest on the sideline. */
export function planSpecialTeams(ctx: DrillContext): void {
  const { rng, startIdx, endIdx, actors } = ctx;
  for (const a of actors)
    walkTo(a, startIdx + samplesOf(rng.range(0, 5)), rng.range(30, 90), rng.range(2, 5));
  const snappers = actorsOf(ctx, 'LS');
  const punters = actorsOf(ctx, 'P');
  const kickers = actorsOf(ctx, 'K');
  const returners = actorsOf(ctx, 'DB', 'WR').reverse();
  let at = startIdx + samplesOf(60);
  for (let rep = 0; at + samplesOf(35) < endIdx; rep++) {
    const kind = rep % 3;
    const returner = returners[rep % Math.max(1, returners.length)];
    const unit = coverageUnit(ctx, rep, 9).filter((a) => a !== returner);
    const snapper = snappers[rep % Math.max(1, snappers.length)];
    const punter = punters[rep % Math.max(1, punters.length)];
    const kicker = kickers[rep % Math.max(1, kickers.length)];
    const y = MID_Y + rng.range(-5, 5);
    if (kind === 0 && snapper && punter) {
      const losX = rng.range(25, 35);
      const [landIdx, landX, landY] = punt(ctx, snapper, punter, at, losX, y);
      cover(ctx, unit, at + samplesOf(1), losX, landX, landY, returner, landIdx);
    } else if (kind === 1 && kicker) {
      fieldGoal(ctx, kicker, at, y);
    } else if (kicker) {
      alignBy(kicker, at, 18, y);
      goTo(kicker, at, [25, y], { speedYps: 5, effort: true });
      const landIdx = kickBall(
        ctx,
        kicker,
        'Kick',
        kicker.freeIdx,
        rng.range(50, 59),
        rng.range(-8, 8),
      );
      const flight = ctx.flights[ctx.flights.length - 1];
      cover(ctx, unit, at, 24, flight?.toX ?? 80, flight?.toY ?? y, returner, landIdx);
    }
    for (const a of [...unit, ...(returner ? [returner] : [])])
      walkTo(a, a.freeIdx + samplesOf(2), rng.range(30, 90), rng.range(2, 5));
    at += samplesOf(rng.range(40, 50));
  }
  for (const a of actors) idleUntil(a, endIdx);
}
