/**
 * What the Health screen (03 §2 Health) shows, from venue_proxy's answers: the Summary's rows,
 * the sensors flagged silent, the entity filter (a case-insensitive regex, 03 §6) and its
 * count line, and the screen's clock in the local-time editor's and the UTC clock's words.
 */
import {
  type CALLS,
  type CallQuery,
  DATE_FORMATS,
  formatDate,
  REFRESH_MS,
  searchPattern,
  type HealthSensor,
  type HealthSummary,
  type HealthTag,
  type VenueProxyApi,
} from '../../../../domain';

/** One row of the Summary table. */
export interface SummaryRow {
  readonly kind: string;
  readonly label: string;
  readonly count: number;
  /** The percent to 2 decimals, as shown. */
  readonly percent: string;
}

/** The Summary's rows T, D, P, N and Total (an empty window reads as zeros). */
export function summaryRows(summary: HealthSummary | undefined): SummaryRow[] {
  const s = summary ?? {
    tcount: 0,
    dcount: 0,
    pcount: 0,
    ncount: 0,
    totalcount: 0,
    tpercent: 0,
    dpercent: 0,
    ppercent: 0,
    npercent: 0,
  };
  const pct = (value: number) => `${value.toFixed(2)}%`;
  return [
    { kind: 'T', label: 'Located tag blinks', count: s.tcount, percent: pct(s.tpercent) },
    { kind: 'D', label: 'Diagnostic packets', count: s.dcount, percent: pct(s.dpercent) },
    { kind: 'P', label: 'Keepalive pings', count: s.pcount, percent: pct(s.ppercent) },
    { kind: 'N', label: 'Blinks not located', count: s.ncount, percent: pct(s.npercent) },
    {
      kind: 'Total',
      label: 'All packets',
      count: s.totalcount,
      percent: pct(s.totalcount > 0 ? 100 : 0),
    },
  ];
}

/** The sensors that stopped reporting, oldest silence first. */
export function silentSensors(sensors: readonly HealthSensor[]): HealthSensor[] {
  return sensors.filter((s) => s.stale).sort((a, b) => b.age - a.age);
}

/**
 * The entity filter: a case-insensitive regex over id and type, run on domain's linear-time
 * engine; text that is no valid regex matches literally (a user typing "ball-(" sees no error
 * flash); blank matches everything.
 */
export function entityMatcher(pattern: string): (tag: HealthTag) => boolean {
  const regex = searchPattern(pattern, 'trim');
  if (regex === null) return () => true;
  return (tag) => regex.test(tag.entity_id) || regex.test(tag.type);
}

/** The counts of the entity line 'Players:x | Balls:y | Unknown:z'. */
export function entityCounts(tags: readonly HealthTag[]): {
  players: number;
  balls: number;
  unknown: number;
} {
  let players = 0;
  let balls = 0;
  let unknown = 0;
  for (const tag of tags) {
    if (tag.type === 'player') players++;
    else if (tag.type === 'ball') balls++;
    else unknown++;
  }
  return { players, balls, unknown };
}

/** An instant as the local-time editor holds it (datetime-local, to the second). */
export const localInputValue = (ms: number): string => formatDate(ms, "yyyy-MM-dd'T'HH:mm:ss");

/** The instant of a local-time editor value, or null when it is incomplete. */
export function parseLocalInput(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (m === null) return null;
  const [, y, mo, d, h, mi, s] = m;
  const ms = new Date(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
  ).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** The UTC clock's text: 'HH:mm:ss UTC'. */
export const utcClock = (ms: number): string => `${formatDate(ms, DATE_FORMATS.clock, 'UTC')} UTC`;

/** A local time of day to the second, for the tables. */
export const localClock = (ms: number): string => formatDate(ms, DATE_FORMATS.clock);

/** The window the screen reads: the five minutes before its time. */
export const HEALTH_WINDOW_MS = 5 * 60_000;

/**
 * The instant a live screen reads at: its clock, held to whole refresh periods so the reads
 * repeat every `REFRESH_MS.health` rather than every clock tick.
 */
export function readInstant(nowMs: number): number {
  return Math.floor(nowMs / REFRESH_MS.health) * REFRESH_MS.health;
}

/** What a read of the venue asks venue_proxy: its host, the instant and the window. */
export interface HealthRead {
  readonly ip: string;
  readonly time: number;
  readonly live: boolean;
  /** Bumped by the refresh icon. */
  readonly round: number;
}

/** The venue_proxy query of `api` for a read. */
export function proxyQuery(
  read: HealthRead,
  api: VenueProxyApi,
): CallQuery<typeof CALLS.venueProxy> {
  return {
    ip: read.ip,
    api,
    time: read.time,
    start: read.time - HEALTH_WINDOW_MS,
    stop: read.time,
    live: read.live ? 'true' : 'false',
  };
}
