/**
 * Team periods: 7on7 and 11on11 plays from a line of scrimmage with units rotating in,
 * and 1on1 periods of paired reps. Offense goes toward +x.
 */
import { FIELD_WIDTH_YD } from '../domain';
import { actorsOf, type DrillContext } from './drill-context';
import { runLines } from './drills-individual';
import { alignBy, planSpecialists } from './drills-special';
import type { MovementRole } from './profiles';
import { backRoute, outward, receiverRoute } from './routes';
import { throwPass } from './throws';
import { goTo, idleUntil, samplesOf, walkTo, type Actor } from './timeline';

const MID_Y = FIELD_WIDTH_YD / 2;
const UNIT_ORDER = [0, 1, 0, 1, 2, 0, 1, 3, 4];

/** Who lines up per play, by role, with alignment offsets (dx from the line, dy from the ball). */
type Personnel = readonly (readonly [MovementRole, number, number])[];

const OFFENSE_11: Personnel = [
  ['QB', -5, 0],
  ['RB', -7, 1.5],
  ['TE', -1, 4.5],
  ['WR', -1, -18],
  ['WR', -1, 18],
  ['WR', -1, -9],
  ...[-2.8, -1.4, 0, 1.4, 2.8].map((dy) => ['OL', -1, dy] as const),
];
const DEFENSE_11: Personnel = [
  ...[-4, -1.5, 1.5, 4].map((dy) => ['DL', 1, dy] as const),
  ...[-5, 0, 5].map((dy) => ['LB', 5, dy] as const),
  ['DB', 6, -18],
  ['DB', 6, 18],
  ['DB', 13, -7],
  ['DB', 13, 7],
];
const OFFENSE_7: Personnel = [
  ['QB', -5, 0],
  ['RB', -6, 2],
  ['TE', -1, 4.5],
  ['WR', -1, -18],
  ['WR', -1, 18],
  ['WR', -1, -9],
  ['WR', -1, 10],
];
const DEFENSE_7: Personnel = [
  ['LB', 5, -4],
  ['LB', 5, 4],
  ['LB', 6, 0],
  ['DB', 6, -18],
  ['DB', 6, 18],
  ['DB', 12, -7],
  ['DB', 12, 7],
];

/** Picks the players of a unit: the `unit`-th group of each role, cycling through the depth. */
function lineUp(ctx: DrillContext, personnel: Personnel, unit: number): (Actor | undefined)[] {
  const used = new Set<Actor>();
  const byRole = new Map<MovementRole, number>();
  return personnel.map(([role]) => {
    const pool = actorsOf(ctx, role);
    const count = personnel.filter(([r]) => r === role).length;
    const nth = byRole.get(role) ?? 0;
    byRole.set(role, nth + 1);
    const actor = pool[(unit * count + nth) % Math.max(1, pool.length)];
    if (actor === undefined || used.has(actor)) return undefined;
    used.add(actor);
    return actor;
  });
}

function effort(a: Actor, at: number, path: number[], share: number): void {
  goTo(a, at, path, { speedYps: a.profile.topSpeedYps * a.speedFactor * share, effort: true });
}

function burst(a: Actor, at: number, path: number[], share: number): void {
  goTo(a, at, path, { speedYps: a.profile.burstYps * a.speedFactor * share, effort: true });
}

/** One play from the snap: offense first (so the pass can find its receiver), then defense. */
function runPlay(
  ctx: DrillContext,
  offense: readonly (Actor | undefined)[],
  defense: readonly (Actor | undefined)[],
  snap: number,
  pass: boolean,
  losX: number,
): void {
  const { rng } = ctx;
  const receivers: Actor[] = [];
  const routes = new Map<Actor, number[]>();
  let carrier: Actor | undefined;
  let passer: Actor | undefined;
  for (const a of offense) {
    if (!a) continue;
    const { xYd: x, yYd: y } = a;
    const out = outward(y, FIELD_WIDTH_YD);
    const role = a.profile.role;
    if (role === 'QB') passer = a;
    else if (role === 'OL')
      burst(
        a,
        snap,
        pass ? [x - rng.range(1.5, 3), y] : [x + rng.range(2, 5), y + rng.range(-1, 1)],
        rng.range(0.7, 1),
      );
    else if (role === 'RB' && !pass) {
      carrier = a;
      effort(
        a,
        snap + samplesOf(0.3),
        [x + 3, y - 1, x + 8, y + rng.range(-4, 4), x + rng.range(14, 30), y + rng.range(-10, 10)],
        rng.range(0.85, 0.97),
      );
    } else if (!pass) effort(a, snap, [x + rng.range(3, 7), y + rng.range(-2, 2)], 0.55);
    else {
      const route = role === 'WR' ? receiverRoute(rng, x, y, out) : backRoute(rng, x, y, out);
      effort(a, snap, route, rng.range(0.9, 1));
      receivers.push(a);
      routes.set(a, route);
    }
  }
  let target: [number, number] = carrier
    ? [carrier.xYd, carrier.yYd]
    : [offense[0]?.xYd ?? 40, MID_Y];
  if (passer) {
    const qb = passer;
    const receiver = pass ? rng.pick(receivers.length > 0 ? receivers : [qb]) : undefined;
    if (receiver && receiver !== qb) {
      burst(qb, snap, [qb.xYd - rng.pick([3, 5, 7]), qb.yYd], 1);
      const flight = throwPass(ctx, qb, receiver, snap + samplesOf(rng.range(2, 2.8)));
      target = [flight.toX, flight.toY];
    } else burst(qb, snap, [qb.xYd - 1.5, qb.yYd + 1], 0.7);
  }
  const receiverList = [...routes.keys()];
  let db = 0;
  for (const a of defense) {
    if (!a) continue;
    const { xYd: x, yYd: y } = a;
    const role = a.profile.role;
    if (role === 'DL')
      burst(a, snap, [x - rng.range(3, 6), y + rng.range(-2, 2)], rng.range(0.8, 1));
    else if (role === 'LB') {
      const path = pass
        ? [x + rng.range(4, 7), y, target[0] - 3, target[1]]
        : [x - 1, y, target[0] + 2, target[1]];
      effort(a, snap + samplesOf(0.4), path, rng.range(0.8, 0.92));
    } else {
      const man = x - losX < 9 ? receiverList[db++ % Math.max(1, receiverList.length)] : undefined;
      const route = man ? routes.get(man) : undefined;
      const path = route
        ? route.map((v, i) => (i % 2 === 0 ? v + 1.2 : v))
        : [x + rng.range(5, 9), y, target[0] + 2, target[1]];
      effort(a, snap + samplesOf(0.3), path, rng.range(0.88, 0.98));
    }
  }
}

/**
 * Runs plays every 35-45 s with units in turn; players off the field wait behind their side.
 * `full` is 11on11 (with linemen), otherwise 7on7 while linemen work their own drill.
 */
export function planTeam(ctx: DrillContext, full: boolean, passShare: number): void {
  const { rng, startIdx, endIdx } = ctx;
  const offense = full ? OFFENSE_11 : OFFENSE_7;
  const defense = full ? DEFENSE_11 : DEFENSE_7;
  const roles = new Set([...offense, ...defense].map(([r]) => r));
  const players = ctx.actors.filter((a) => roles.has(a.profile.role));
  let losX = rng.range(25, 40);
  const wait = (a: Actor, at: number): void => {
    const isDefense = defense.some(([r]) => r === a.profile.role);
    // Linemen wait closer to the line than the backs and receivers between plays.
    const back =
      a.profile.role === 'OL' || a.profile.role === 'DL' ? rng.range(6, 9) : rng.range(10, 16);
    walkTo(a, at, losX + (isDefense ? 1 : -1) * back, MID_Y + rng.range(-9, 9));
  };
  for (const a of players) wait(a, startIdx + samplesOf(rng.range(0, 4)));
  if (!full) {
    const burstRep = (a: Actor, at: number, wx: number, wy: number): void => {
      burst(
        a,
        at,
        [a.xYd + (a.profile.role === 'DL' ? -1 : 1) * rng.range(3, 7), a.yYd + rng.range(-2, 2)],
        rng.range(0.75, 1),
      );
      walkTo(a, a.freeIdx + samplesOf(1.5), wx, wy);
    };
    runLines(
      ctx,
      actorsOf(ctx, 'OL'),
      { x: 90, y: 6, lanes: 5, laneGapYd: 2.5, spacingS: [8, 12] },
      burstRep,
    );
    runLines(
      ctx,
      actorsOf(ctx, 'DL'),
      { x: 104, y: 48, lanes: 4, laneGapYd: -3, spacingS: [8, 12] },
      burstRep,
    );
  }
  planSpecialists(ctx, false);
  let snap = startIdx + samplesOf(50);
  for (let play = 0; snap + samplesOf(25) < endIdx; play++) {
    const unit = UNIT_ORDER[play % UNIT_ORDER.length] ?? 0;
    const ballY = MID_Y + rng.range(-6, 6);
    const o = lineUp(ctx, offense, unit);
    const d = lineUp(ctx, defense, unit);
    [
      ...o.map((a, i) => [a, offense[i]] as const),
      ...d.map((a, i) => [a, defense[i]] as const),
    ].forEach(([a, spot]) => {
      if (a && spot) alignBy(a, snap, losX + spot[1], ballY + spot[2]);
    });
    runPlay(ctx, o, d, snap, rng.chance(passShare), losX);
    for (const a of [...o, ...d]) if (a) wait(a, a.freeIdx + samplesOf(rng.range(1, 3)));
    losX = Math.min(45, Math.max(20, losX + rng.range(-3, 6)));
    snap += samplesOf(rng.range(35, 45));
  }
  for (const a of ctx.actors) idleUntil(a, endIdx);
}

/** A 1on1 period: receivers against defensive backs with passes, linemen in pass-rush pairs. */
export function planOneOnOne(ctx: DrillContext): void {
  const { rng, startIdx, endIdx } = ctx;
  const passers = actorsOf(ctx, 'QB');
  const wrs = actorsOf(ctx, 'WR', 'TE', 'RB');
  const dbs = actorsOf(ctx, 'DB', 'LB');
  for (const a of [...passers, ...wrs, ...dbs])
    walkTo(a, startIdx + samplesOf(rng.range(0, 4)), rng.range(22, 30), rng.range(20, 34));
  let at = startIdx + samplesOf(45);
  for (let rep = 0; at + samplesOf(25) < endIdx && wrs.length > 0 && dbs.length > 0; rep++) {
    const wr = wrs[rep % wrs.length];
    const db = dbs[rep % dbs.length];
    const qb = passers[rep % Math.max(1, passers.length)];
    if (!wr || !db) break;
    const y = rep % 2 === 0 ? 10 : 43;
    alignBy(wr, at, 35, y);
    alignBy(db, at, 37.5, y + 0.5);
    if (qb) alignBy(qb, at, 30, MID_Y);
    const start = Math.max(at, wr.freeIdx, db.freeIdx);
    const route = receiverRoute(rng, wr.xYd, wr.yYd, outward(y, FIELD_WIDTH_YD), 0.5);
    effort(wr, start, route, rng.range(0.92, 1));
    effort(
      db,
      start + samplesOf(0.3),
      route.map((v, i) => (i % 2 === 0 ? v + 1 : v)),
      rng.range(0.9, 1),
    );
    if (qb) {
      burst(qb, start, [qb.xYd - 3, qb.yYd], 1);
      throwPass(ctx, qb, wr, start + samplesOf(rng.range(2, 2.8)));
    }
    for (const a of [wr, db])
      walkTo(a, a.freeIdx + samplesOf(2), rng.range(22, 30), rng.range(20, 34));
    at += samplesOf(rng.range(12, 18));
  }
  const linemen = [...actorsOf(ctx, 'OL'), ...actorsOf(ctx, 'DL')];
  runLines(
    ctx,
    linemen,
    { x: 80, y: 10, lanes: 6, laneGapYd: 6, spacingS: [10, 14] },
    (a, start, wx, wy) => {
      const dl = a.profile.role === 'DL';
      burst(
        a,
        start,
        [a.xYd + (dl ? -1 : 1) * rng.range(dl ? 4 : 2, dl ? 8 : 3.5), a.yYd + rng.range(-2, 2)],
        rng.range(0.75, 1),
      );
      walkTo(a, a.freeIdx + samplesOf(1.5), wx, wy);
    },
  );
  planSpecialists(ctx);
  for (const a of ctx.actors) idleUntil(a, endIdx);
}
