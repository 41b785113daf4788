/**
 * Topic names of the live protocol. One place builds and parses them, so the gateway's
 * authorization and the browser's subscriptions agree on what a name means.
 */

/** A parsed topic name. */
export type Topic =
  | { kind: 'schedule'; teamId: string }
  | { kind: 'practiceLive'; practiceId: string }
  | { kind: 'practiceTracks'; practiceId: string }
  /**
   * The Monitor of one calendar day (`monitor/yyyy-mm-dd`): every wall and viewer showing
   * that day shares one poller, whatever its time zone. Bare `monitor` is today (UTC).
   */
  | { kind: 'monitor'; day?: string }
  /**
   * The Data Ops list: bare `dataops` is the last days; `dataops/{from}/{to}` (yyyy-mm-dd,
   * at most {@link MAX_DATAOPS_DAYS} days) the sessions starting in those calendar days.
   */
  | { kind: 'dataops'; from?: string; to?: string }
  | { kind: 'processing'; teamId: string }
  | { kind: 'alerts'; teamId: string };

const ID = /^[A-Za-z0-9_*-]{1,64}$/;

/** The longest Data Ops range a topic takes, days (a season and its camp). */
export const MAX_DATAOPS_DAYS = 400;

/** Whether `from`..`to` (calendar days) is a Data Ops range: in order, at most 400 days. */
function isDataOpsRange(from: string, to: string): boolean {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return false;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days >= 0 && days < MAX_DATAOPS_DAYS;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `day` is a real calendar day written yyyy-mm-dd (2026-02-30 is not), between the
 * years 2000 and 2099: a poller runs for every day asked, so nonsense days are refused.
 */
export function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (match === null) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  if (y < 2000 || y > 2099) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The wire name of a topic. */
export function topicName(topic: Topic): string {
  switch (topic.kind) {
    case 'schedule':
      return `schedule/${topic.teamId}`;
    case 'practiceLive':
      return `practice/${topic.practiceId}/live`;
    case 'practiceTracks':
      return `practice/${topic.practiceId}/tracks`;
    case 'monitor':
      return topic.day === undefined ? 'monitor' : `monitor/${topic.day}`;
    case 'dataops':
      return topic.from === undefined || topic.to === undefined
        ? 'dataops'
        : `dataops/${topic.from}/${topic.to}`;
    case 'processing':
      return `processing/${topic.teamId}`;
    case 'alerts':
      return `alerts/${topic.teamId}`;
  }
}

/** Parses a wire name; null for anything that is not exactly a known topic. */
export function parseTopic(name: string): Topic | null {
  const parts = name.split('/');
  const [head, id, tail] = parts;
  if (parts.length === 1) {
    if (head === 'monitor') return { kind: 'monitor' };
    if (head === 'dataops') return { kind: 'dataops' };
    return null;
  }
  if (parts.length === 3 && head === 'dataops') {
    return id !== undefined && tail !== undefined && isDataOpsRange(id, tail)
      ? { kind: 'dataops', from: id, to: tail }
      : null;
  }
  if (parts.length === 2 && head === 'monitor') {
    return id !== undefined && isCalendarDay(id) ? { kind: 'monitor', day: id } : null;
  }
  if (id === undefined || !ID.test(id)) return null;
  if (parts.length === 2) {
    if (head === 'schedule') return { kind: 'schedule', teamId: id };
    if (head === 'processing') return { kind: 'processing', teamId: id };
    if (head === 'alerts') return { kind: 'alerts', teamId: id };
    return null;
  }
  if (parts.length === 3 && head === 'practice' && id !== '*') {
    if (tail === 'live') return { kind: 'practiceLive', practiceId: id };
    if (tail === 'tracks') return { kind: 'practiceTracks', practiceId: id };
  }
  return null;
}
