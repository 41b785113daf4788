/**
 * What the session performance page reads (02 §2, §3, §7): the practice or game itself
 * (schedule/{id}), its players' numbers (fullpractice/{id}), and one player's velocity graph
 * and per-period numbers for the pop-up. Live numbers come from the gateway's topic instead.
 */
import type { SessionMeta } from './sessionMeta';

export {
  firstStartOf,
  ranFor,
  stageOf,
  teamAbbr,
  type SessionDrill,
  type SessionMeta,
  type SessionStage,
} from './sessionMeta';

/** What processing/{id} answers for a session (03 §2, §4: an ended practice's final numbers). */
export interface ProcessingStatus {
  readonly sessionId: string;
  /** pending: not started or queued; processing: running; done: numbers kept; failed. */
  readonly state: 'pending' | 'processing' | 'done' | 'failed';
  /** Whole percent, 0..100; 100 only when done. */
  readonly percent: number;
  readonly players: number;
  readonly done: number;
  readonly updatedMs: number;
}

/** Metric values by catalogue key (numbers, or null where nothing was measured). */
export type MetricValues = Readonly<Record<string, number | null | undefined>>;

/** A player row of the session views (02 §3 Player row). */
export interface SessionPlayer {
  readonly id: string;
  readonly name: string;
  readonly jerseyNumber: string;
  readonly position: string;
  readonly teamId: string;
  readonly metrics: MetricValues;
}

/** A period of the session with its players' numbers. */
export interface PeriodNumbers {
  readonly index: number;
  readonly name: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly players: readonly { readonly id: string; readonly metrics: MetricValues }[];
}

/**
 * fullpractice/{id}: a session with all its numbers; with filters, over the chosen periods
 * or time, and for a game with groupBy its quarters or plays in `byPeriod`.
 */
export interface FullSession {
  readonly meta: SessionMeta;
  readonly highlights: MetricValues;
  readonly players: readonly (SessionPlayer & { readonly excluded?: boolean })[];
  readonly byPeriod: readonly PeriodNumbers[];
  readonly sessionInfo?: {
    readonly periodList: readonly { readonly index: number; readonly name: string }[];
  };
  /** Why a game's grouping is empty ('This game has no recorded plays.'). */
  readonly groupNote?: string;
}

/** comparison/{id}: the averages the percentages compare with (02 §3 Date-range filter). */
export interface ComparisonAnswer {
  readonly sessions: readonly {
    readonly id: string;
    readonly name: string;
    readonly type: string;
    readonly startTime: number;
  }[];
  /** Each player's averages over their sessions of the comparison. */
  readonly players: Readonly<Record<string, MetricValues>>;
  /** The team's averages (the highlights' keys). */
  readonly team: MetricValues;
  readonly count: number;
}

/** One player's numbers in a session, whole and by period (playermetrics/{id}/post). */
export interface PlayerNumbers {
  readonly id: string;
  readonly name: string;
  readonly jerseyNumber: string;
  readonly position: string;
  readonly teamId: string;
  readonly metrics: MetricValues;
  readonly byPeriod: readonly {
    readonly index: number;
    readonly name: string;
    readonly startMs: number;
    readonly endMs: number;
    readonly metrics: MetricValues;
  }[];
}

/** A point of the velocity graph. */
export interface SpeedPoint {
  readonly timestamp: number;
  readonly speedMPH: number;
}
