/**
 * A game's plays as the players run them: the twenty-two on the field line up for each play
 * in its shape and move from the snap (or the kick) to the whistle (the line sets, runs,
 * routes, rush and coverage, kick and punt coverage and returns); everyone else stands or
 * walks on their team's sideline. The home side goes toward +x and stands on the near (y = 0)
 * sideline; the line of scrimmage follows the plays' yards.
 */
import { FIELD_WIDTH_YD, SAMPLE_INTERVAL_MS } from '../domain';
import type { DrillContext } from './drill-context';
import type { SimPlayType } from './game';
import type { MovementRole } from './profiles';
import type { Rng } from './random';
import { goTo, idleUntil, samplesOf, type Actor } from './timeline';

/** One play of a game script, epoch ms: the snap (or kick) and the whistle. */
export interface SimScriptedPlay {
  readonly startMs: number;
  readonly endMs: number;
  readonly type: SimPlayType;
  /** Yards the offense gained. */
  readonly yards: number;
  /** The ids on the field of the team with the ball (the kicking team on kicks), then the other's. */
  readonly offense: readonly string[];
  readonly defense: readonly string[];
}

/** The plays a simulation runs instead of its periods' drills. */
export interface SimGameScript {
  readonly plays: readonly SimScriptedPlay[];
  /** The home side's players (toward +x, near sideline); the others are the visitors. */
  readonly homeIds: readonly string[];
}

const MID_Y = FIELD_WIDTH_YD / 2;

/** A play on the sample grid with its line of scrimmage and the offense's direction. */
export interface GridPlay {
  readonly play: SimScriptedPlay;
  readonly snapIdx: number;
  readonly endIdx: number;
  /** Line of scrimmage (x, yd) and the offense's direction along x (+1 or -1). */
  readonly los: number;
  readonly dir: number;
}

/** A spot relative to the line: dx toward the offense's goal (negative = behind), dy from mid. */
type Spot = readonly [dx: number, dy: number];

/** The plays of a script on a simulation's sample grid, each with its line of scrimmage. */
export function gridPlays(script: SimGameScript, startMs: number): GridPlay[] {
  const home = new Set(script.homeIds);
  let los = 45;
  return script.plays.map((play) => {
    const dir = home.has(play.offense[0] ?? '') ? 1 : -1;
    // A yard line of the offense's own half (or the other's, past 50) as an x.
    const ownYardLine = (yd: number) => (dir > 0 ? 10 + yd : 110 - yd);
    const at =
      play.type === 'Kickoff'
        ? ownYardLine(35)
        : play.type === 'Extra Point'
          ? ownYardLine(85)
          : los;
    const after =
      play.type === 'Kickoff'
        ? ownYardLine(85) // the receivers' own 25
        : play.type === 'Punt'
          ? at + dir * 40
          : play.type === 'Run' || play.type === 'Pass'
            ? at + dir * play.yards
            : at;
    los = Math.min(105, Math.max(15, after));
    return {
      play,
      snapIdx: Math.round((play.startMs - startMs) / SAMPLE_INTERVAL_MS),
      endIdx: Math.round((play.endMs - startMs) / SAMPLE_INTERVAL_MS),
      los: at,
      dir,
    };
  });
}

/** Where a player stands on their sideline, by their place in the squad. */
function benchSpot(actor: Actor, home: boolean, k: number): [number, number] {
  const x = 35 + (k % 25) * 2 + (actor.index % 2) * 0.5;
  const row = Math.floor(k / 25);
  return [x, home ? 2.5 + row : FIELD_WIDTH_YD - 2.5 - row];
}

/** The offense's spots by role for a run or a pass. */
const OFFENSE: Partial<Record<MovementRole, readonly Spot[]>> = {
  QB: [[-5, 0]],
  RB: [[-7, 1.5]],
  TE: [[-1, 4.5]],
  WR: [
    [-1, -18],
    [-1, 18],
    [-1, -9],
  ],
  OL: [-2.8, -1.4, 0, 1.4, 2.8].map((dy) => [-1, dy] as const),
};
const DEFENSE: Partial<Record<MovementRole, readonly Spot[]>> = {
  DL: [-4, -1.5, 1.5, 4].map((dy) => [1, dy] as const),
  LB: [-5, 0, 5].map((dy) => [5, dy] as const),
  DB: [
    [6, -18],
    [6, 18],
    [13, -7],
    [13, 7],
  ],
};

/** Spots by role, in order; players the table has no spot for fill `spare` in turn. */
function spotsBy(
  actors: readonly Actor[],
  table: Partial<Record<MovementRole, readonly Spot[]>>,
  spare: (k: number) => Spot,
): Spot[] {
  const used = new Map<MovementRole, number>();
  let k = 0;
  return actors.map((a) => {
    const role = a.profile.role;
    const i = used.get(role) ?? 0;
    used.set(role, i + 1);
    return table[role]?.[i] ?? spare(k++);
  });
}

/** A line across the field (kickoffs): eleven spread from one sideline to the other. */
const acrossLine = (dx: number) => (k: number) => [dx, -21 + k * 4.2] as const;

/** The two units' spots for a play, in the order of `offense` and `defense`. */
function formation(
  type: SimPlayType,
  offense: readonly Actor[],
  defense: readonly Actor[],
): [Spot[], Spot[]] {
  const byRole = (list: readonly Actor[], role: MovementRole) =>
    list.findIndex((a) => a.profile.role === role);
  if (type === 'Kickoff') {
    const kicker = byRole(offense, 'K');
    const off = offense.map((_, i): Spot => (i === kicker ? [-7, 0] : acrossLine(-1)(i)));
    const returners = new Set(
      defense
        .map((a, i) => [a, i] as const)
        .filter(([a]) => a.profile.role === 'RB' || a.profile.role === 'WR')
        .slice(0, 2)
        .map(([, i]) => i),
    );
    let r = 0;
    const def = defense.map((_, i): Spot => {
      if (returners.has(i)) return [62, r++ === 0 ? -6 : 6];
      return [i % 2 === 0 ? 12 : 25, -18 + (i % 6) * 7];
    });
    return [off, def];
  }
  if (type === 'Punt' || type === 'Field Goal' || type === 'Extra Point') {
    const punt = type === 'Punt';
    const special: Partial<Record<MovementRole, readonly Spot[]>> = {
      LS: [[-1, 0]],
      P: [punt ? [-15, 0] : [-7, 0]],
      K: [punt ? [-1, -7] : [-9.5, -2]],
    };
    const line = (k: number): Spot => [
      -1,
      (k % 2 === 0 ? 1 : -1) * (1.4 + Math.floor(k / 2) * 1.4),
    ];
    const off = spotsBy(offense, special, line);
    const def = defense.map((a, i): Spot => {
      if (punt && i === defense.length - 1) return [40, 0];
      return [1 + (i % 3 === 2 ? 4 : 0), (i % 2 === 0 ? 1 : -1) * (1 + (i % 5) * 2.5)];
    });
    return [off, def];
  }
  return [
    spotsBy(offense, OFFENSE, (k) => [-2, (k % 2 === 0 ? 1 : -1) * (7 + k)]),
    spotsBy(defense, DEFENSE, (k) => [8, (k % 2 === 0 ? 1 : -1) * (10 + k)]),
  ];
}

/** A field spot from a spot relative to the line. */
const place = (g: GridPlay, [dx, dy]: Spot): [number, number] => [g.los + g.dir * dx, MID_Y + dy];

/** Moves the actor from the snap through spots relative to the line, at a share of its speeds. */
function run(
  actor: Actor,
  g: GridPlay,
  atIdx: number,
  spots: readonly Spot[],
  share: number,
  burst = false,
): void {
  const speed = (burst ? actor.profile.burstYps : actor.profile.topSpeedYps) * actor.speedFactor;
  goTo(
    actor,
    atIdx,
    spots.flatMap((s) => place(g, s)),
    { speedYps: speed * share, effort: true },
  );
}

/** What one player does from the snap, by the play and the player's unit and role. */
function playMove(actor: Actor, g: GridPlay, from: Spot, onOffense: boolean, rng: Rng): void {
  const [dx, dy] = from;
  const role = actor.profile.role;
  const s = g.snapIdx;
  const type = g.play.type;
  const gain = g.play.yards;
  const side = dy >= 0 ? 1 : -1;
  if (type === 'Kickoff') {
    if (onOffense) run(actor, g, s, [[role === 'K' ? 30 : 45, dy * 0.6]], 0.9);
    else if (dx > 50)
      run(
        actor,
        g,
        s + samplesOf(3.5),
        [
          [dx - 3, dy * 0.3],
          [dx - 30, rng.range(-8, 8)],
        ],
        0.95,
      );
    else run(actor, g, s + samplesOf(1), [[dx + 15, dy * 0.8]], 0.8);
    return;
  }
  if (type === 'Punt') {
    if (!onOffense && dx > 30)
      run(actor, g, s + samplesOf(4.5), [[dx - 12, rng.range(-6, 6)]], 0.9);
    else if (!onOffense) run(actor, g, s, [[dx + (dx > 2 ? 20 : 3), dy * 0.7]], 0.8);
    else if (role === 'P') run(actor, g, s, [[dx + 2, 0]], 0.5, true);
    else run(actor, g, s + samplesOf(1), [[38, dy * 0.5]], role === 'LS' ? 0.75 : 0.9);
    return;
  }
  if (type === 'Field Goal' || type === 'Extra Point') {
    if (onOffense) run(actor, g, s, [[dx + (role === 'K' ? 2.5 : -0.8), dy]], 0.5, true);
    else run(actor, g, s, [[dx - 2.5, dy * 0.8]], 0.8, true);
    return;
  }
  const pass = type === 'Pass';
  const endX = Math.max(-8, gain);
  const endY = side * rng.range(2, 12);
  if (onOffense) {
    if (role === 'OL') run(actor, g, s, [[dx + (pass ? -1.5 : 1.5), dy * 1.1]], 0.6, true);
    else if (role === 'QB') run(actor, g, s, [[pass ? -7 : -6, pass ? 0 : -1.5]], 0.8, true);
    else if (role === 'RB' && !pass)
      run(
        actor,
        g,
        s + samplesOf(0.6),
        [
          [0, endY / 2],
          [endX, endY],
        ],
        0.85,
      );
    else if (pass && (role === 'WR' || role === 'TE' || role === 'RB')) {
      const depth = role === 'WR' ? rng.range(10, 20) : rng.range(4, 8);
      const breakTo = dy + side * rng.range(-6, 6);
      run(
        actor,
        g,
        s,
        [
          [depth, dy],
          [depth + 3, breakTo],
        ],
        0.95,
      );
    } else run(actor, g, s, [[dx + rng.range(4, 9), dy * 0.8]], 0.6);
    return;
  }
  if (role === 'DL') run(actor, g, s, [[pass ? -5 : -1.5, dy * 0.6]], pass ? 0.9 : 0.7, true);
  else if (role === 'LB') run(actor, g, s, pass ? [[dx + 5, dy]] : [[endX + 1, endY]], 0.8);
  else if (pass) run(actor, g, s, [[dx + rng.range(8, 14), dy * 0.9]], 0.9);
  else run(actor, g, s + samplesOf(0.5), [[Math.max(endX + 2, 1), endY + dy * 0.2]], 0.7);
}

/** The players on the field for a play, each with their spot and whether they have the ball. */
function lineUp(g: GridPlay, byId: ReadonlyMap<string, Actor>): Map<Actor, [Spot, boolean]> {
  const offense = g.play.offense.flatMap((id) => byId.get(id) ?? []);
  const defense = g.play.defense.flatMap((id) => byId.get(id) ?? []);
  const [offSpots, defSpots] = formation(g.play.type, offense, defense);
  const spotOf = new Map<Actor, [Spot, boolean]>();
  offense.forEach((a, i) => spotOf.set(a, [offSpots[i] ?? [-2, 0], true]));
  defense.forEach((a, i) => spotOf.set(a, [defSpots[i] ?? [8, 0], false]));
  return spotOf;
}

/**
 * Where each player stands when a simulation starts with a play (a quarter's first snap):
 * in the play's formation, or on their sideline. Null when no play starts the simulation.
 */
export function startSpots(
  actors: readonly Actor[],
  plays: readonly GridPlay[],
  homeIds: ReadonlySet<string>,
): Map<Actor, [number, number]> | null {
  const first = plays.find((g) => g.snapIdx >= 0);
  if (first === undefined || first.snapIdx > samplesOf(30)) return null;
  const spots = benchSpots(actors, homeIds);
  const byId = new Map(actors.map((a) => [a.player.id, a]));
  for (const [a, [spot]] of lineUp(first, byId)) spots.set(a, place(first, spot));
  return spots;
}

/**
 * Plans a period of a game: each play of `plays` that starts inside it, the players walking
 * to their spots (or their sideline) between plays. Plays are in time order.
 */
export function planGamePeriod(
  ctx: DrillContext & { readonly rng: Rng },
  plays: readonly GridPlay[],
  homeIds: ReadonlySet<string>,
): void {
  const byId = new Map(ctx.actors.map((a) => [a.player.id, a]));
  const bench = benchSpots(ctx.actors, homeIds);
  let previousEnd = ctx.startIdx;
  for (const g of plays) {
    const spotOf = lineUp(g, byId);
    // Between plays: to the line, or off to the sideline.
    for (const a of ctx.actors) {
      const spot = spotOf.get(a);
      const [x, y] = spot === undefined ? (bench.get(a) ?? [a.xYd, a.yYd]) : place(g, spot[0]);
      const leaveIdx = Math.max(previousEnd, a.freeIdx) + samplesOf(ctx.rng.range(1, 3));
      const seconds = Math.max(1, (g.snapIdx - leaveIdx) / samplesOf(1) - 1.5);
      const speed = Math.min(6, Math.max(1.2, Math.hypot(x - a.xYd, y - a.yYd) / seconds));
      goTo(a, leaveIdx, [x, y], { speedYps: speed, effort: speed > 3 });
      idleUntil(a, g.snapIdx);
    }
    for (const [a, [spot, onOffense]] of spotOf) playMove(a, g, spot, onOffense, ctx.rng);
    previousEnd = g.endIdx;
  }
  // After the period's last whistle, everyone to their sideline.
  for (const a of ctx.actors) {
    const [x, y] = bench.get(a) ?? [a.xYd, a.yYd];
    goTo(a, Math.max(previousEnd, a.freeIdx) + samplesOf(2), [x, y], { speedYps: 1.4 });
  }
}

/** Each player's spot on their team's sideline. */
export function benchSpots(
  actors: readonly Actor[],
  homeIds: ReadonlySet<string>,
): Map<Actor, [number, number]> {
  const count = { home: 0, away: 0 };
  return new Map(
    actors.map((a) => {
      const home = homeIds.has(a.player.id);
      const k = home ? count.home++ : count.away++;
      return [a, benchSpot(a, home, k)];
    }),
  );
}
