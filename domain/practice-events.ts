/**
 * Logged practice events (03 §2 Log Plays panel and Event Logger, §3 Event, §4 "logging
 * actions are only available for live events"): the event types and their names, the
 * team's three custom events, and how the logged events group into plays. Shared by the
 * server (validation, the plays CSV) and the browser (the buttons, the timeline).
 */

/** The play events a button logs, by type key, with the name the spec gives each (03 §3 Event). */
export const PLAY_EVENT_NAMES = {
  handoff: 'Handoff',
  throw: 'Throw',
  rep: 'Rep',
  catch: 'Catch',
  incomplete: 'Incomplete',
  kick: 'Kick',
  tackle: 'Tackle',
  snap: 'Snap',
  endPlay: 'End Play',
} as const;

/** A play event's type key. */
export type PlayEventType = keyof typeof PLAY_EVENT_NAMES;

/** The custom events' type keys: one per slot, 1 to 3 (02 §3, 03 §3: three per team). */
export const CUSTOM_EVENT_TYPES = ['custom1', 'custom2', 'custom3'] as const;

/** A custom event's type key. */
export type CustomEventType = (typeof CUSTOM_EVENT_TYPES)[number];

/** Every type a logged event may have. */
export const PRACTICE_EVENT_TYPES = [
  ...(Object.keys(PLAY_EVENT_NAMES) as PlayEventType[]),
  ...CUSTOM_EVENT_TYPES,
] as const;

/** The Log Plays panel's buttons in order, before the custom ones (03 §2). */
export const LOG_PLAYS_EVENTS: readonly PlayEventType[] = [
  'handoff',
  'throw',
  'rep',
  'catch',
  'incomplete',
  'kick',
  'tackle',
  'snap',
  'endPlay',
];

/** The Event Logger's buttons, before the custom ones (03 §2 Event Logger). */
export const EVENT_LOGGER_EVENTS: readonly PlayEventType[] = ['snap', 'throw', 'rep'];

/** Whether a type is one of the custom events. */
export const isCustomEventType = (type: string): type is CustomEventType =>
  (CUSTOM_EVENT_TYPES as readonly string[]).includes(type);

/** The longest custom event name (what `customevents/{teamId}` stores). */
export const CUSTOM_EVENT_NAME_MAX = 40;

/** The name a custom slot shows while the team has not named it: 'Custom Event 1'. */
export const defaultCustomEventName = (num: number): string => `Custom Event ${num}`;

/** A custom event as `customevents/{teamId}` stores it (02 §3: name, displayName, num 1 to 3). */
export interface CustomEventSetting {
  readonly name: string;
  readonly displayName: string;
  readonly num: number;
}

/**
 * The three names the custom buttons show, slot 1 first: each slot's displayName, else its
 * name unless that is only the slot's key, else the default.
 */
export function customEventNames(settings: readonly CustomEventSetting[]): string[] {
  return CUSTOM_EVENT_TYPES.map((type, i) => {
    const slot = settings.find((s) => s.num === i + 1);
    const named = [slot?.displayName, slot?.name]
      .map((text) => text?.trim() ?? '')
      .find((text) => text !== '' && text !== type);
    return named ?? defaultCustomEventName(i + 1);
  });
}

/** The `events` section that saves three custom names (empty names save the defaults). */
export function customEventSettings(names: readonly string[]): CustomEventSetting[] {
  return CUSTOM_EVENT_TYPES.map((type, i) => ({
    name: type,
    displayName: (names[i] ?? '').trim() || defaultCustomEventName(i + 1),
    num: i + 1,
  }));
}

/** The most events one logging batch may carry. */
export const MAX_EVENTS_PER_BATCH = 200;

/**
 * How far a logged time may lie outside the live practice (before it went live, or after the
 * server's now): the slack of a device clock that is a little off.
 */
export const EVENT_CLOCK_SLACK_MS = 5 * 60_000;

/** Why a log was refused: the practice is not live (03 §4). */
export const msgLoggingNotLive = (practiceName: string, status: string): string =>
  `Plays can be logged only while the practice is live; ${practiceName} is ${status === 'future' ? 'not started' : status}.`;

/** What the logging screens say while a practice is not live. */
export const MSG_LOGGING_ONLY_LIVE = 'Logging is available only while the practice is live.';

/** What grouping needs of a logged event. */
export interface TimedEvent {
  readonly type: string;
  readonly atMs: number;
}

/** A play: the logged events from its first to its End Play. */
export interface Play<E extends TimedEvent> {
  /** 1 for the first play of the practice. */
  readonly number: number;
  /** Its first event's time (a Snap, or the first event after an End Play). */
  readonly startMs: number;
  /** Its End Play's time; null while it is open, or when a new Snap began the next play first. */
  readonly endMs: number | null;
  readonly events: readonly E[];
}

/**
 * The plays of a log, in time order. A play opens at the first event after an End Play (or
 * the first of all) and ends at its End Play. A Snap in a play that already has one ends that
 * play without an End Play and opens the next; events before a play's Snap (pre-snap) are
 * part of it. An End Play with no play open is a play of its own.
 */
export function groupPlays<E extends TimedEvent>(events: readonly E[]): Play<E>[] {
  const sorted = [...events].sort((a, b) => a.atMs - b.atMs);
  const plays: { number: number; startMs: number; endMs: number | null; events: E[] }[] = [];
  let open: (typeof plays)[number] | null = null;
  for (const event of sorted) {
    if (event.type === 'snap' && open?.events.some((e) => e.type === 'snap') === true) open = null;
    if (open === null) {
      open = { number: plays.length + 1, startMs: event.atMs, endMs: null, events: [] };
      plays.push(open);
    }
    open.events.push(event);
    if (event.type === 'endPlay') {
      open.endMs = event.atMs;
      open = null;
    }
  }
  return plays;
}
