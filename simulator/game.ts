/**
 * A football game as a game: four quarters of 15 minutes of game clock, drives that change
 * possession on scores, punts, turnovers and downs, and plays with their type, result, the
 * players on the field and their time. Times follow the real plays in the shared tracking
 * data (scripts/measure-play-timing.ts prints them): snap to whistle about 5–8 s on runs and
 * passes and 12–19 s on returned kicks; huddle to snap 13–20 s, so 28–40 s from one whistle to
 * the next snap under the 40 s play clock. The clock runs between plays unless the play
 * stopped it (incomplete, out of bounds, a score, a change of possession). Seeded: one seed
 * and the same squads always give the same game.
 */
import { depthOf, unitOnField, type Depth, type SimUnit } from './game-personnel';
import { createRng, type Rng } from './random';
import type { SimPlayer } from './types';

/** The kinds of play a simulated game has. */
export type SimPlayType = 'Kickoff' | 'Run' | 'Pass' | 'Punt' | 'Field Goal' | 'Extra Point';

/** One play: from the snap (or the kick) to the whistle. */
export interface SimGamePlay {
  /** Numeric, increasing through the game, as the league numbers plays. */
  readonly playId: string;
  /** 1 to 4. */
  readonly quarter: number;
  /** The game clock at the snap: seconds left in the quarter. */
  readonly clockSec: number;
  /** The drive the play belongs to, from 1. */
  readonly drive: number;
  readonly type: SimPlayType;
  /** What happened, in a few words ("Gain of 7", "Incomplete", "Touchdown"). */
  readonly result: string;
  /** Yards the offense gained (negative for a loss; 0 for kicks and incompletions). */
  readonly yards: number;
  /** The team with the ball (the kicking team on kickoffs, punts and field goals). */
  readonly offenseTeamId: string;
  /** Points the play scored, for the offense. */
  readonly points: number;
  /** The score after the play. */
  readonly homeScore: number;
  readonly visitorScore: number;
  /** Snap and whistle, epoch ms. */
  readonly startMs: number;
  readonly endMs: number;
  /** The ids of the players on the field: the offense's eleven, then the defense's. */
  readonly playerIds: readonly string[];
}

/** A quarter as it ran: its first snap to its last whistle. */
export interface SimQuarterSpan {
  readonly quarter: number;
  readonly startMs: number;
  readonly endMs: number;
}

/** One team of a game and the players it dresses. */
export interface SimGameSide {
  readonly teamId: string;
  readonly players: readonly SimPlayer[];
}

/** Options of {@link simulateGame}. */
export interface SimGameOptions {
  readonly seed: number;
  /** The opening kickoff, epoch ms. */
  readonly kickoffMs: number;
  readonly home: SimGameSide;
  readonly visitor: SimGameSide;
}

/** A whole game. */
export interface SimGame {
  readonly plays: readonly SimGamePlay[];
  readonly quarters: readonly SimQuarterSpan[];
  readonly homeScore: number;
  readonly visitorScore: number;
  /** The last whistle, epoch ms. */
  readonly endMs: number;
}

const QUARTER_SEC = 15 * 60;
const HALFTIME_MS = 13 * 60_000;
const QUARTER_BREAK_MS = 2 * 60_000;
/** A commercial break after a score or a change of possession, seconds. */
const BREAK_AFTER_SCORE_SEC: readonly [number, number] = [90, 150];
const BREAK_AFTER_CHANGE_SEC: readonly [number, number] = [40, 75];
/** Whistle to the next snap with the play clock running, seconds (measured 28–40). */
const BETWEEN_PLAYS_SEC: readonly [number, number] = [28, 40];
/** Snap to whistle by play type, seconds (measured: runs and passes 5–8, a returned punt 18.6). */
const PLAY_SEC: Readonly<Record<SimPlayType, readonly [number, number]>> = {
  Run: [4, 7.5],
  Pass: [4.5, 9],
  Punt: [9, 19],
  Kickoff: [6, 14],
  'Field Goal': [3.5, 5],
  'Extra Point': [3.5, 4.5],
};

/** What a play did to the ball: the outcome before it is placed on the clock. */
interface Outcome {
  readonly type: SimPlayType;
  readonly result: string;
  readonly yards: number;
  readonly points: number;
  /** The ball goes to the other team, at this yard line of theirs. */
  readonly change?: number;
  /** The clock stops at the whistle. */
  readonly stops: boolean;
}

/** Where the ball is: the team with it, yards from its own goal, down and distance. */
interface Field {
  offense: 0 | 1;
  yardLine: number;
  down: number;
  toGo: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A run or a pass from scrimmage. */
function scrimmage(rng: Rng, field: Field): Outcome {
  const toGoal = 100 - field.yardLine;
  const finish = (type: SimPlayType, gain: number, stops: boolean, label: string): Outcome => {
    if (gain >= toGoal) return { type, result: 'Touchdown', yards: toGoal, points: 6, stops: true };
    return { type, result: label, yards: gain, points: 0, stops };
  };
  if (rng.chance(0.44)) {
    if (rng.chance(0.01))
      return {
        type: 'Run',
        result: 'Fumble lost',
        yards: 0,
        points: 0,
        change: 100 - field.yardLine,
        stops: true,
      };
    const gain = Math.round(rng.chance(0.04) ? rng.range(15, 60) : rng.range(-3, 10));
    return finish('Run', gain, rng.chance(0.12), gain < 0 ? `Loss of ${-gain}` : `Gain of ${gain}`);
  }
  if (rng.chance(0.065)) {
    const loss = Math.min(rng.int(4, 10), field.yardLine - 1);
    return { type: 'Pass', result: `Sack, loss of ${loss}`, yards: -loss, points: 0, stops: false };
  }
  if (rng.chance(0.025)) {
    const at = clamp(100 - field.yardLine - rng.int(5, 25), 5, 95);
    return { type: 'Pass', result: 'Interception', yards: 0, points: 0, change: at, stops: true };
  }
  if (rng.chance(0.36))
    return { type: 'Pass', result: 'Incomplete', yards: 0, points: 0, stops: true };
  const gain = Math.round(rng.chance(0.08) ? rng.range(20, 65) : rng.range(0, 18));
  return finish('Pass', gain, rng.chance(0.25), `Complete, ${gain} yards`);
}

/** Fourth down: a field goal in range, going for it when short near midfield, else a punt. */
function fourthDown(rng: Rng, field: Field): Outcome {
  const kickYd = 100 - field.yardLine + 17;
  if (kickYd <= 55) {
    const good = rng.chance(clamp(1.05 - (kickYd - 20) * 0.013, 0.45, 0.98));
    return good
      ? {
          type: 'Field Goal',
          result: `${kickYd}-yard field goal good`,
          yards: 0,
          points: 3,
          stops: true,
        }
      : {
          type: 'Field Goal',
          result: `${kickYd}-yard field goal missed`,
          yards: 0,
          points: 0,
          change: Math.max(20, 100 - field.yardLine + 7),
          stops: true,
        };
  }
  if (field.toGo <= 2 && field.yardLine >= 45) return scrimmage(rng, field);
  const net = rng.int(32, 50);
  const at = field.yardLine + net >= 100 ? 20 : 100 - field.yardLine - net;
  return {
    type: 'Punt',
    result: `Punt, net ${net} yards`,
    yards: 0,
    points: 0,
    change: at,
    stops: true,
  };
}

/** The units on the field for a play: the offense's and the defense's. */
function unitsOf(type: SimPlayType): readonly [SimUnit, SimUnit] {
  if (type === 'Kickoff' || type === 'Punt') return ['kick', 'kick return'];
  if (type === 'Field Goal' || type === 'Extra Point') return ['field goal', 'fg block'];
  return ['offense', 'defense'];
}

/** Simulates a game; see the file comment. */
export function simulateGame(options: SimGameOptions): SimGame {
  const rng = createRng(options.seed, 36);
  const sides = [options.home, options.visitor] as const;
  const depths: readonly Depth[] = sides.map((s) => depthOf(s.players));
  const score = [0, 0];
  const plays: SimGamePlay[] = [];
  const quarters: SimQuarterSpan[] = [];
  const openingKick: 0 | 1 = rng.chance(0.5) ? 0 : 1;
  let atMs = options.kickoffMs;
  let clock = QUARTER_SEC;
  let quarter = 1;
  let quarterStartMs = atMs;
  let drive = 0;
  let playId = rng.int(36, 60);
  let field: Field = { offense: openingKick, yardLine: 35, down: 0, toGo: 10 };
  let kick: SimPlayType | null = 'Kickoff';

  const record = (o: Outcome): number => {
    const [offenseUnit, defenseUnit] = unitsOf(o.type);
    const [lo, hi] = PLAY_SEC[o.type];
    const playSec = Math.round(rng.range(lo, hi) * 10) / 10;
    const offense = field.offense;
    score[offense] = (score[offense] ?? 0) + o.points;
    plays.push({
      playId: String(playId),
      quarter,
      clockSec: Math.max(0, Math.round(clock * 10) / 10),
      drive,
      type: o.type,
      result: o.result,
      yards: o.yards,
      offenseTeamId: sides[offense].teamId,
      points: o.points,
      homeScore: score[0] ?? 0,
      visitorScore: score[1] ?? 0,
      startMs: atMs,
      endMs: atMs + playSec * 1000,
      playerIds: [
        ...unitOnField(depths[offense] ?? new Map(), offenseUnit, rng),
        ...unitOnField(depths[1 - offense] ?? new Map(), defenseUnit, rng),
      ],
    });
    playId += rng.int(21, 29);
    return playSec;
  };

  while (quarter <= 4) {
    let outcome: Outcome;
    if (kick === 'Kickoff') {
      drive += 1;
      const back = rng.chance(0.6) ? 25 : rng.int(15, 40);
      outcome = {
        type: 'Kickoff',
        result: back === 25 ? 'Touchback' : `Returned to the ${back}`,
        yards: 0,
        points: 0,
        change: back,
        stops: true,
      };
    } else if (kick === 'Extra Point') {
      const good = rng.chance(0.94);
      outcome = {
        type: 'Extra Point',
        result: good ? 'Extra point good' : 'Extra point missed',
        yards: 0,
        points: good ? 1 : 0,
        stops: true,
      };
    } else if (field.down === 4) outcome = fourthDown(rng, field);
    else outcome = scrimmage(rng, field);
    const playSec = record(outcome);
    const scored = outcome.points >= 6;
    const changed =
      outcome.change !== undefined || (outcome.type === 'Field Goal' && outcome.points > 0);
    if (outcome.type !== 'Extra Point') clock -= playSec;
    // The next play: a try after a touchdown, a kickoff after any score, else the field.
    if (scored) kick = 'Extra Point';
    else if (outcome.points > 0) kick = 'Kickoff';
    else {
      kick = null;
      if (outcome.change !== undefined) {
        if (outcome.type !== 'Kickoff') drive += 1;
        field = {
          offense: field.offense === 0 ? 1 : 0,
          yardLine: outcome.change,
          down: 1,
          toGo: 10,
        };
      } else {
        const gained = outcome.yards;
        field.yardLine = clamp(field.yardLine + gained, 1, 99);
        if (gained >= field.toGo)
          field = { ...field, down: 1, toGo: Math.min(10, 100 - field.yardLine) };
        else if (field.down === 4) {
          drive += 1;
          field = {
            offense: field.offense === 0 ? 1 : 0,
            yardLine: 100 - field.yardLine,
            down: 1,
            toGo: 10,
          };
        } else field = { ...field, down: field.down + 1, toGo: field.toGo - gained };
      }
    }
    if (kick === 'Kickoff') field = { offense: field.offense, yardLine: 35, down: 0, toGo: 10 };
    // Whistle to the next snap: the play clock, and a break after a score or a change.
    const [lo, hi] = BETWEEN_PLAYS_SEC;
    const gapSec = Math.round(rng.range(lo, hi));
    const breakSec =
      outcome.points > 0
        ? rng.range(...BREAK_AFTER_SCORE_SEC)
        : changed
          ? rng.range(...BREAK_AFTER_CHANGE_SEC)
          : 0;
    if (!outcome.stops && !changed) clock -= gapSec;
    atMs += Math.round((playSec + gapSec + breakSec) * 1000);
    if (clock > 0 || kick === 'Extra Point') continue;
    // The quarter ends: a break, halftime with the second-half kickoff, or the final whistle.
    quarters.push({ quarter, startMs: quarterStartMs, endMs: plays.at(-1)?.endMs ?? atMs });
    quarter += 1;
    clock = QUARTER_SEC;
    atMs += quarter === 3 ? HALFTIME_MS : QUARTER_BREAK_MS;
    quarterStartMs = atMs;
    if (quarter === 3) {
      kick = 'Kickoff';
      field = { offense: openingKick === 0 ? 1 : 0, yardLine: 35, down: 0, toGo: 10 };
    }
  }
  const last = plays.at(-1);
  return {
    plays,
    quarters,
    homeScore: last?.homeScore ?? 0,
    visitorScore: last?.visitorScore ?? 0,
    endMs: last?.endMs ?? options.kickoffMs,
  };
}
