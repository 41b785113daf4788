/**
 * What the session performance page reads (02 §2, §3, §7): the practice or game itself
 * (schedule/{id}), its players' numbers (fullpractice/{id}), and one player's velocity graph
 * and per-period numbers for the pop-up. Live numbers come from the gateway's topic instead.
 */
import { teamById } from '../../../../domain';

/** A recorded period of a session. */
export interface SessionDrill {
  readonly drillType: string;
  readonly startTs?: number | null;
  readonly endTs?: number | null;
  readonly state?: string;
}

/** The event meta of a practice or game (02 §3 Event meta), as the page uses it. */
export interface SessionMeta {
  readonly _id: string;
  readonly name: string;
  /** live, complete, scheduled… for practices; game for games. */
  readonly type: string;
  readonly status: string;
  readonly teamId: string;
  readonly homeTeamId?: string;
  readonly visitorTeamId?: string;
  readonly league: string;
  readonly startTime: number;
  readonly endTime?: number | null;
  readonly intensity?: string;
  readonly drills?: readonly SessionDrill[];
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

/** Where a practice stands: not started, live or complete (a game is complete or not yet). */
export type SessionStage = 'scheduled' | 'live' | 'complete';

export function stageOf(meta: SessionMeta): SessionStage {
  if (meta.status === 'live' || meta.type === 'live') return 'live';
  if (meta.status === 'complete' || meta.type === 'complete') return 'complete';
  return 'scheduled';
}

/**
 * The time a practice ran: from its first period's start to its last period's end, or the
 * session's own times when no period was recorded (02 §2 PRACTICE COMPLETE).
 */
export function ranFor(meta: SessionMeta): number | null {
  const starts = (meta.drills ?? []).flatMap((d) =>
    typeof d.startTs === 'number' ? [d.startTs] : [],
  );
  const ends = (meta.drills ?? []).flatMap((d) => (typeof d.endTs === 'number' ? [d.endTs] : []));
  if (starts.length > 0 && ends.length > 0) return Math.max(...ends) - Math.min(...starts);
  return typeof meta.endTime === 'number' ? meta.endTime - meta.startTime : null;
}

/** When a session began: its first period's start, else its own start. */
export function firstStartOf(meta: SessionMeta): number {
  const starts = (meta.drills ?? []).flatMap((d) =>
    typeof d.startTs === 'number' ? [d.startTs] : [],
  );
  return starts.length > 0 ? Math.min(...starts) : meta.startTime;
}

/** A team's short name for headers: its abbreviation, else its id. */
export const teamAbbr = (teamId: string | undefined): string =>
  teamId === undefined ? '' : (teamById(teamId)?.teamAbbrName ?? teamId);
