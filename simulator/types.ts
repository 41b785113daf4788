/**
 * The simulator's public shapes: who practises, the periods they practise, the ball flights
 * they produce and the simulation a caller reads samples from.
 */
import type { TrackColumns } from '../domain';
import type { SimGameScript } from './game-motion';

/** The leagues the simulator can plan practices and rosters for. */
export type SimLeague = 'nfl' | 'ncaa-fbs' | 'ncaa-mlax';

/** One player taking part in a simulated practice. */
export interface SimPlayer {
  readonly id: string;
  /** Position code as the spec lists them (QB, WR, OT, CB, K, LS, MIDFIELD …). */
  readonly position: string;
  readonly jersey: string;
  readonly side?: 'offense' | 'defense' | 'special';
}

/** One period of a practice plan, in the order it is run. */
export interface SimPeriod {
  readonly name: string;
  /** A period type of the spec (01 §3.4): Stretch, Individual, 1on1, 7on7, 11on11 Pass Specific … */
  readonly periodType: string;
  readonly durationMs: number;
}

/** The kinds of ball flight the product measures (01 §3.4 flight types). */
export type SimFlightKind = 'Pass' | 'Kick' | 'Punt' | 'Long Snap';

/** One ball in the air: who launched it, when, and how it flew. */
export interface SimBallFlight {
  readonly kind: SimFlightKind;
  readonly throwerId: string;
  readonly startMs: number;
  readonly durationMs: number;
  readonly airSpeedMph: number;
  readonly spinRpm: number;
  readonly peakHeightFt: number;
  readonly groundDistanceYd: number;
  /** The ball entity whose samples show this flight; absent when every ball was elsewhere. */
  readonly ballId?: string;
}

/** A period as the simulation actually ran it, aligned to the 10 Hz sample grid. */
export interface SimPeriodSpan {
  readonly name: string;
  readonly periodType: string;
  readonly startMs: number;
  readonly endMs: number;
}

/** A whole practice, planned up front, read window by window. */
export interface PracticeSimulation {
  readonly startMs: number;
  readonly endMs: number;
  /** Samples of every player and ball with times in [fromMs, toMs), 10 Hz, per entity in time order. */
  samplesBetween(fromMs: number, toMs: number): TrackColumns[];
  /** Period boundaries actually used (start/end ms) so a caller can start/end periods in step. */
  readonly periods: SimPeriodSpan[];
  /** Ball flights that started in [fromMs, toMs). */
  flightsBetween(fromMs: number, toMs: number): SimBallFlight[];
  /** Entity ids of the balls, whose samples carry a height (zYd). */
  readonly ballIds: readonly string[];
}

/** Options of {@link createPracticeSimulation}. */
export interface PracticeSimulationOptions {
  readonly seed: number;
  readonly players: readonly SimPlayer[];
  readonly periods: readonly SimPeriod[];
  readonly startMs: number;
  /** Ball entity ids; two balls (`ball-1`, `ball-2`) when left out. */
  readonly ballIds?: readonly string[];
  /** Standard deviation of the position noise in yards (sensor jitter); 0.04 when left out. */
  readonly noiseYd?: number;
  /** A game's plays: a period a play starts in runs the plays instead of its drills. */
  readonly game?: SimGameScript;
}

/** Roster status codes of the spec (01 §3.2). */
export type RosterStatus = 'ACT' | 'DEV' | 'CUT' | 'RES' | 'PUP' | 'RSN' | 'UF' | 'EXE' | 'NWT';

/** A fictional player of a generated roster; usable directly as a {@link SimPlayer}. */
export interface RosterPlayer extends SimPlayer {
  readonly side: 'offense' | 'defense' | 'special';
  readonly firstName: string;
  readonly lastName: string;
  /** "First Last". */
  readonly name: string;
  readonly status: RosterStatus;
  readonly teamAbbr: string;
}
