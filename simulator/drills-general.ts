/**
 * Whole-team periods without a ball: stretch (lines, then build-up runs), breaks and other
 * standing time, walk-throughs, and conditioning (repeated sprints across the field).
 */
import { FIELD_WIDTH_YD } from '../domain';
import { deal, type DrillContext } from './drill-context';
import { goTo, idleUntil, samplesOf, walkSamples, walkTo } from './timeline';

const MID_Y = FIELD_WIDTH_YD / 2;

/** Stretch: lines across midfield, standing, then a few build-up runs and walks back. */
export function planStretch(ctx: DrillContext): void {
  const { rng, actors, startIdx, endIdx } = ctx;
  const rows = Math.max(1, Math.ceil(actors.length / 12));
  const spots = actors.map(
    (_, i) =>
      [30 + Math.floor(i / rows) * 4, MID_Y - ((rows - 1) * 4) / 2 + (i % rows) * 4] as const,
  );
  actors.forEach((a, i) => {
    const [x, y] = spots[i] ?? [60, MID_Y];
    walkTo(a, startIdx, x + rng.range(-0.5, 0.5), y + rng.range(-0.5, 0.5));
  });
  const duration = endIdx - startIdx;
  const runs = duration > samplesOf(8 * 60) ? 4 : duration > samplesOf(4 * 60) ? 2 : 0;
  const runStart = endIdx - runs * samplesOf(45) - samplesOf(10);
  for (let r = 0; r < runs; r++) {
    const at = runStart + r * samplesOf(45);
    const share = 0.45 + 0.15 * r;
    for (const a of actors) {
      const x0 = a.xYd;
      const y0 = a.yYd;
      goTo(a, at + samplesOf(rng.range(0, 1.5)), [x0 + 20, y0], {
        speedYps: a.profile.topSpeedYps * share * a.speedFactor,
        effort: true,
      });
      walkTo(a, a.freeIdx + samplesOf(rng.range(1, 3)), x0, y0);
    }
  }
  for (const a of actors) idleUntil(a, endIdx);
}

/** Breaks, pre/post practice, rehab and the like: walk to a spot near a sideline and stand. */
export function planRest(ctx: DrillContext): void {
  const { rng, actors, startIdx, endIdx } = ctx;
  deal(actors, 4).forEach((group, g) => {
    const x = 35 + g * 15;
    const y = g % 2 === 0 ? 4 : FIELD_WIDTH_YD - 4;
    for (const a of group)
      walkTo(
        a,
        startIdx + samplesOf(rng.range(0, 5)),
        x + rng.range(-4, 4),
        y + rng.range(-2.5, 2.5),
      );
  });
  for (const a of actors) idleUntil(a, endIdx);
}

/** Walk-throughs: units walk their assignments a few yards at a time. */
export function planWalkThrough(ctx: DrillContext): void {
  const { rng, actors, startIdx, endIdx } = ctx;
  for (const a of actors) {
    const side = a.player.side === 'defense' ? 1 : -1;
    walkTo(a, startIdx, 60 + side * rng.range(2, 12), MID_Y + rng.range(-18, 18));
  }
  for (
    let at = startIdx + samplesOf(60);
    at + samplesOf(40) < endIdx;
    at += samplesOf(rng.range(30, 45))
  ) {
    for (const a of actors) {
      const x0 = a.xYd;
      const y0 = a.yYd;
      goTo(a, at, [x0 + rng.range(-6, 6), y0 + rng.range(-5, 5)], {
        speedYps: rng.range(1.2, 2.2),
      });
      walkTo(a, a.freeIdx + samplesOf(2), x0, y0);
    }
  }
  for (const a of actors) idleUntil(a, endIdx);
}

/**
 * Conditioning: gassers across the field width in waves, a sprint at 85-95 % of top speed,
 * a rest, and back the other way, until the period runs out.
 */
export function planConditioning(ctx: DrillContext): void {
  const { rng, actors, startIdx, endIdx } = ctx;
  const waves = deal(actors, 3);
  waves.forEach((wave, w) => {
    wave.forEach((a, i) =>
      walkTo(a, startIdx, 20 + w * 25 + (i % 12) * 1.8, 3 + Math.floor(i / 12) * 1.5),
    );
  });
  const sprintS = 9;
  let at = startIdx + samplesOf(60);
  let across = true;
  while (at + samplesOf(sprintS * waves.length + 20) < endIdx) {
    waves.forEach((wave, w) => {
      for (const a of wave) {
        const y = across ? FIELD_WIDTH_YD - 3 : 3;
        const speed = a.profile.topSpeedYps * a.speedFactor * rng.range(0.85, 0.95);
        goTo(a, at + w * samplesOf(sprintS) + samplesOf(rng.range(0, 0.6)), [a.xYd, y], {
          speedYps: speed,
          effort: true,
        });
        walkTo(
          a,
          a.freeIdx + samplesOf(1),
          a.xYd + rng.range(-1.5, 1.5),
          a.yYd + (across ? -2 : 2),
        );
      }
    });
    across = !across;
    at += samplesOf(sprintS * waves.length + rng.range(20, 30));
  }
  for (const a of actors) {
    const back = a.yYd > MID_Y ? FIELD_WIDTH_YD - 6 : 6;
    if (a.freeIdx + walkSamples(3) < endIdx) walkTo(a, a.freeIdx + samplesOf(5), a.xYd, back);
    idleUntil(a, endIdx);
  }
}
