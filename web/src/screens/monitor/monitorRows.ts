/**
 * The Monitor's rules over the `monitor/{day}` topic's rows (03 §2, §4): which sessions a
 * viewer's local day holds, what each column shows, the wall's order, when a wall's data is
 * stale and when the next local midnight comes. Pure: every rule takes `now` in.
 */
import { addDays, startOfDay } from 'date-fns';
import { inZone, type TimeZone } from '../../../../domain';
import type { SESSIONS } from '../../../../proto';
import type { LiveRow } from '../../live/liveTopic';

/** A session row as the topic delivers it. */
export type SessionRow = LiveRow<typeof SESSIONS, 'sessions'>;

/** The processing labels of 03 §4 (Complete green check, In Progress animated, Unstarted). */
export type ProcessingLabel = 'Complete' | 'In Progress' | 'Unstarted' | '-';

/** One row of the Monitor. */
export interface MonitorRow {
  /** The schedule id (the topic row's key). */
  readonly id: string;
  readonly teamId: string;
  readonly league: string;
  /** practice or game, for the health link. */
  readonly kind: 'practice' | 'game';
  readonly siteName: string;
  readonly name: string;
  /** Whose manage page the name links to: the schedule id when future, else the game id. */
  readonly manageId: string;
  readonly status: 'future' | 'live' | 'complete' | 'other';
  readonly startMs: number | null;
  /** When it ended; null while it has not. */
  readonly endMs: number | null;
  /** The running period's name while live. */
  readonly currentPeriod: string | null;
  readonly periodStartMs: number | null;
  readonly processing: ProcessingLabel;
  readonly reviewedBy: string | null;
  /** Why its data's last processing stage failed (it waits for a person's retry), else null. */
  readonly failed: string | null;
  /** While live: its venue's receivers that went silent during it ("R3, R7"), else null. */
  readonly silentReceivers: string | null;
}

/**
 * Midnight of `day` and of the day after in `zone` (the browser's when left out), epoch ms:
 * a day across a daylight-saving change is 23 or 25 hours.
 */
export function localDayBounds(
  day: Date | number,
  zone?: TimeZone,
): { fromMs: number; toMs: number } {
  const context = inZone(zone);
  const midnight = startOfDay(day, context);
  return { fromMs: midnight.getTime(), toMs: addDays(midnight, 1, context).getTime() };
}

/** Milliseconds from `nowMs` to the next midnight in `zone` (never 0: at midnight, a whole day). */
export function msUntilNextLocalMidnight(nowMs: number, zone?: TimeZone): number {
  return localDayBounds(nowMs, zone).toMs - nowMs;
}

const STATUSES = new Set(['future', 'live', 'complete']);

/** The game id of a practice no game record was assigned to: its schedule id stands in. */
const UNASSIGNED_GAME = 'unassigned';

/** The id a started session's pages go by: its game id, or its schedule id without one. */
const gameIdOf = (row: SessionRow): string =>
  row.gameId === null || row.gameId === UNASSIGNED_GAME ? row.key : row.gameId;

/** The label of 03 §4 for a session status: future is Unstarted, live In Progress. */
export function processingLabel(status: string | null): ProcessingLabel {
  if (status === 'complete') return 'Complete';
  if (status === 'live') return 'In Progress';
  if (status === 'future') return 'Unstarted';
  return '-';
}

/** A topic row as the Monitor shows it. */
export function monitorRow(row: SessionRow): MonitorRow {
  const status = row.status !== null && STATUSES.has(row.status) ? row.status : 'other';
  const live = status === 'live';
  return {
    id: row.key,
    teamId: row.teamId ?? row.homeTeamId ?? '',
    league: row.league ?? '',
    kind: row.visitorTeamId !== null || row.type === 'game' ? 'game' : 'practice',
    siteName: row.siteName ?? '',
    name: row.name ?? '',
    manageId: status === 'future' ? row.key : gameIdOf(row),
    status: status as MonitorRow['status'],
    startMs: row.startTime,
    endMs: status === 'complete' ? row.endTime : null,
    currentPeriod: live ? row.currentDrill : null,
    periodStartMs: live ? row.drillStartTs : null,
    processing: processingLabel(row.status),
    reviewedBy: row.reviewedBy,
    failed: row.failed === null || row.failed === '' ? null : row.failed,
    silentReceivers: live && row.silentReceivers ? row.silentReceivers : null,
  };
}

/** What a person must look at on a row, in words, or null: a failed stage, silent receivers. */
export function attentionOf(row: MonitorRow): string | null {
  if (row.failed !== null) return row.failed;
  if (row.silentReceivers === null) return null;
  const many = row.silentReceivers.includes(',');
  return `Receiver${many ? 's' : ''} ${row.silentReceivers} silent`;
}

/** By start time, then id. */
const byStart = (a: MonitorRow, b: MonitorRow): number =>
  (a.startMs ?? 0) - (b.startMs ?? 0) || a.id.localeCompare(b.id);

/**
 * The sessions starting in the viewer's local `day`, by start time. The day's topic holds
 * that date in every time zone (docs/decisions/0019-monitor-day-topic.md); each viewer keeps
 * its own day's.
 */
export function monitorRowsOfDay(
  rows: readonly SessionRow[],
  day: Date,
  zone?: TimeZone,
): MonitorRow[] {
  const { fromMs, toMs } = localDayBounds(day, zone);
  return rows
    .filter((r) => r.startTime !== null && r.startTime >= fromMs && r.startTime < toMs)
    .map(monitorRow)
    .sort(byStart);
}

/**
 * The wall's rows: the sessions starting in the local `day`, and every session still live
 * whatever its date (a practice that runs past midnight stays on the wall until it ends).
 * `earlier` is the topic of the day before, which holds the sessions live across midnight.
 */
export function wallRowsOfDay(
  rows: readonly SessionRow[],
  earlier: readonly SessionRow[],
  day: Date,
  zone?: TimeZone,
): MonitorRow[] {
  // Both topics may hold a session: the day's own copy wins.
  const latest = new Map([...earlier, ...rows].map((r) => [r.key, r]));
  const byId = new Map(monitorRowsOfDay(rows, day, zone).map((r) => [r.id, r]));
  for (const r of latest.values()) if (r.status === 'live') byId.set(r.key, monitorRow(r));
  return [...byId.values()].sort(byStart);
}

const WALL_RANK: Record<MonitorRow['status'], number> = {
  live: 0,
  future: 1,
  complete: 2,
  other: 3,
};

/** A row's place on the wall: a failed stage (waiting for a person) right after the live ones. */
const wallRank = (row: MonitorRow): number =>
  row.status !== 'live' && row.failed !== null ? 0.5 : WALL_RANK[row.status];

/**
 * The wall's order: live first, then those whose processing failed, then upcoming, then
 * finished; each by start time.
 */
export function wallOrder(rows: readonly MonitorRow[]): MonitorRow[] {
  return [...rows].sort((a, b) => wallRank(a) - wallRank(b));
}

/** What a wall knows about its data's freshness. */
export interface FreshnessInput {
  /** The live connection is open and hearing from the gateway. */
  readonly connected: boolean;
  /** The gateway says its source is failing (the topic's stale flag). */
  readonly sourceStale: boolean;
  /** The last moment the wall's data was known current, epoch ms (0: never). */
  readonly lastGoodMs: number;
  readonly nowMs: number;
  /** The topic's poll interval, ms. */
  readonly intervalMs: number;
}

/**
 * Whether the wall must say its data is stale: the socket is down, the source is failing,
 * or the data was last known current more than two poll intervals ago (a page frozen by the
 * machine, a clock jump). Before the first data nothing is stale: it is loading.
 */
export function isStale(input: FreshnessInput): boolean {
  if (input.lastGoodMs === 0) return false;
  return (
    !input.connected || input.sourceStale || input.nowMs - input.lastGoodMs > 2 * input.intervalMs
  );
}
