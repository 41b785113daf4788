/**
 * Lacrosse periods: position work in lines (dodges, slides, face-off bursts, goalie steps)
 * and team play as a scrimmage where each player moves between spots of its zone.
 */
import { FIELD_LENGTH_YD, FIELD_WIDTH_YD } from '../domain';
import { actorsOf, type DrillContext } from './drill-context';
import { runLines } from './drills-individual';
import { goTo, idleUntil, samplesOf, walkTo, type Actor } from './timeline';

/** Lacrosse position work: each position at its station. */
export function planLacrosseIndividual(ctx: DrillContext): void {
  const { rng } = ctx;
  const run = (share: number, cut: number) => (a: Actor, at: number, wx: number, wy: number) => {
    const side = rng.chance(0.5) ? 1 : -1;
    const path = [
      a.xYd + rng.range(4, 7),
      a.yYd + side * cut,
      a.xYd + rng.range(12, 22),
      a.yYd - side * rng.range(2, 6),
    ];
    goTo(a, at, path, {
      speedYps: a.profile.topSpeedYps * a.speedFactor * share * rng.range(0.9, 1),
      effort: true,
    });
    walkTo(a, a.freeIdx + samplesOf(2), wx, wy);
  };
  runLines(
    ctx,
    actorsOf(ctx, 'ATTACK'),
    { x: 20, y: 8, lanes: 3, laneGapYd: 5, spacingS: [9, 13] },
    run(0.97, 3),
  );
  runLines(
    ctx,
    actorsOf(ctx, 'MIDFIELD'),
    { x: 55, y: 8, lanes: 4, laneGapYd: 5, spacingS: [9, 13] },
    run(1, 2),
  );
  runLines(
    ctx,
    actorsOf(ctx, 'DEFENSE', 'LSM'),
    { x: 20, y: 46, lanes: 3, laneGapYd: -5, spacingS: [9, 13] },
    run(0.95, 4),
  );
  runLines(
    ctx,
    actorsOf(ctx, 'FO'),
    { x: 60, y: 30, lanes: 2, laneGapYd: 3, spacingS: [10, 15] },
    (a, at, wx, wy) => {
      goTo(a, at, [a.xYd + rng.range(3, 8), a.yYd + rng.range(-3, 3)], {
        speedYps: a.profile.burstYps * a.speedFactor,
        effort: true,
      });
      walkTo(a, a.freeIdx + samplesOf(2), wx, wy);
    },
  );
  runLines(
    ctx,
    actorsOf(ctx, 'GOALIE'),
    { x: 100, y: 26, lanes: 2, laneGapYd: 6, spacingS: [6, 10] },
    (a, at, wx, wy) => {
      goTo(a, at, [a.xYd + rng.range(-0.5, 0.5), a.yYd + rng.range(-3, 3)], {
        speedYps: 2.2,
        effort: true,
      });
      walkTo(a, a.freeIdx + samplesOf(1), wx, wy);
    },
  );
}

/** Where a lacrosse position plays in a scrimmage, as an x range (attack toward +x). */
function zoneOf(a: Actor): [number, number] {
  switch (a.profile.role) {
    case 'ATTACK':
      return [75, 105];
    case 'DEFENSE':
    case 'LSM':
      return [15, 50];
    case 'GOALIE':
      return [8, 12];
    default:
      return [25, 95];
  }
}

/**
 * A lacrosse team period: players take shifts of about two minutes on the field, moving
 * around their zone (jogging, cutting, now and then sprinting), and rest on the sideline
 * between shifts.
 */
export function planScrimmage(ctx: DrillContext): void {
  const { rng, startIdx, endIdx, actors } = ctx;
  actors.forEach((a, i) => {
    const [x0, x1] = zoneOf(a);
    const bench = (): void => {
      walkTo(a, a.freeIdx + samplesOf(rng.range(1, 3)), rng.range(40, 80), rng.range(2.5, 4));
    };
    let shiftStart =
      startIdx + samplesOf(i % 2 === 0 || a.profile.role === 'GOALIE' ? 0 : rng.range(100, 140));
    bench();
    while (shiftStart + samplesOf(60) < endIdx) {
      const shiftEnd = Math.min(
        endIdx - samplesOf(30),
        shiftStart + samplesOf(rng.range(100, 140)),
      );
      walkTo(a, shiftStart, rng.range(x0, x1), rng.range(8, FIELD_WIDTH_YD - 8));
      for (;;) {
        const at = a.freeIdx + samplesOf(rng.range(3, 12));
        if (at + samplesOf(15) > shiftEnd) break;
        const sprint = rng.chance(0.22);
        const share = sprint ? rng.range(0.85, 1) : rng.range(0.3, 0.5);
        const x = Math.min(FIELD_LENGTH_YD - 5, rng.range(x0, x1));
        const y =
          a.profile.role === 'GOALIE' ? rng.range(22, 31) : rng.range(5, FIELD_WIDTH_YD - 5);
        goTo(a, at, [x, y], {
          speedYps: a.profile.topSpeedYps * a.speedFactor * share,
          effort: true,
        });
      }
      if (a.profile.role !== 'GOALIE') bench();
      shiftStart = a.freeIdx + samplesOf(rng.range(100, 160));
    }
    idleUntil(a, endIdx);
  });
}
