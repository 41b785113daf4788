// The Practice Viewer's playback (03 §4 Playback, §9): a timeline over the practice with a
// playhead that is paused, playing (0.5× to 4×) or following the live edge. The playhead is
// an anchor (a time on the timeline and the wall-clock instant it was there) so the screen
// reads it every animation frame with `playheadAt` while the machine ticks only a few times
// a second. The machine asks for 10-second track windows through the emitted `windows.need`
// (the one holding the playhead, the 60 s of trails before it, and the next one ahead) and
// never moves the playhead past what has arrived, so playback waits rather than jumps.
import { assign, emit, enqueueActions, setup } from 'xstate';
import { REFRESH_MS } from '../domain';

/** Length of one playback window of the tracks call (03 §9). */
export const PLAYBACK_WINDOW_MS = 10_000;
/** How far back trails reach: the last 600 tenths (03 §9). */
export const TRAIL_MS = 60_000;
/** Live timeline: extended by a step once the newest sample comes within the slack (03 §9). */
export const LIVE_SLACK_MS = 30_000;
export const LIVE_STEP_MS = 60_000;
/** Playback speeds offered. */
export const PLAYBACK_SPEEDS = [0.5, 1, 2, 4] as const;
/** A playback speed. */
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
/** How often a playing machine re-anchors its playhead and looks ahead for windows. */
export const PLAYBACK_TICK_MS = 250;

/** A span of the timeline, [fromMs, toMs). */
export interface TimeRange {
  readonly fromMs: number;
  readonly toMs: number;
}

/** Events of the playback machine. */
export type PlaybackEvent =
  | { type: 'playback.play' }
  | { type: 'playback.pause' }
  | { type: 'playback.seek'; atMs: number }
  /** Prev and Next: one playback window back or ahead. */
  | { type: 'playback.step'; direction: -1 | 1 }
  | { type: 'playback.reset' }
  | { type: 'playback.live' }
  | { type: 'playback.speed'; speed: PlaybackSpeed }
  /** Track windows covering `range` are in the screen's cache. */
  | { type: 'windows.loaded'; range: TimeRange }
  /** Fetching `range` failed: it is asked for again at the next tick or move. */
  | { type: 'windows.failed'; range: TimeRange }
  /** The newest live sample (from the live tracks topic). */
  | { type: 'live.newest'; newestMs: number };

/**
 * Emitted: `windows.need` when the playhead needs windows not yet asked for;
 * `playhead.jumped` when it moved other than by playing, so the samples drawn are rebuilt.
 */
export type PlaybackEmitted =
  { type: 'windows.need'; range: TimeRange } | { type: 'playhead.jumped'; atMs: number };

/** Context of the playback machine. */
export interface PlaybackContext {
  /** The timeline: the practice's start to its end (or, live, the extended end). */
  readonly startMs: number;
  readonly endMs: number;
  /** The playhead at the anchor, and the wall-clock ms of the anchor. */
  readonly atMs: number;
  readonly anchorWallMs: number;
  /** 0 while paused; the speed while playing; 1 live. */
  readonly rate: number;
  /** Following the live edge: samples come from the live topic, not from windows. */
  readonly following: boolean;
  readonly speed: PlaybackSpeed;
  /** The practice is live: Live is offered and the timeline extends. */
  readonly live: boolean;
  readonly newestMs: number | null;
  /** The windows the screen has, contiguous around the playhead; null before any. */
  readonly ready: TimeRange | null;
  /** The windows last asked for (not asked again while they load). */
  readonly requested: TimeRange | null;
  readonly now: () => number;
}

/** Input: the timeline, whether the practice is live, and the clock (tests pass a fake). */
export interface PlaybackInput {
  readonly startMs: number;
  readonly endMs: number;
  readonly live: boolean;
  readonly now?: () => number;
}

const windowFloor = (atMs: number): number =>
  Math.floor(atMs / PLAYBACK_WINDOW_MS) * PLAYBACK_WINDOW_MS;

/** The windows the playhead at `atMs` needs: trails before it, its own and the next one. */
export function neededRange(atMs: number): TimeRange {
  return {
    fromMs: windowFloor(atMs - TRAIL_MS),
    toMs: windowFloor(atMs) + 2 * PLAYBACK_WINDOW_MS,
  };
}

const covers = (outer: TimeRange | null, inner: TimeRange): boolean =>
  outer !== null && outer.fromMs <= inner.fromMs && outer.toMs >= inner.toMs;

/** The live timeline's end for the newest sample: stepped on while within the slack. */
export function extendedEnd(endMs: number, newestMs: number): number {
  let end = endMs;
  while (newestMs + LIVE_SLACK_MS > end) end += LIVE_STEP_MS;
  return end;
}

/**
 * The playhead at wall-clock `nowMs`: the anchor moved on at its rate, held at the
 * timeline's end, at the end of the windows that have arrived (playback waits for the next
 * one) and, live, at the newest sample.
 */
export function playheadAt(context: PlaybackContext, nowMs: number): number {
  const moved = context.atMs + Math.max(0, nowMs - context.anchorWallMs) * context.rate;
  let limit = context.endMs;
  if (context.rate > 0 && !context.following)
    limit = Math.min(limit, context.ready?.toMs ?? context.atMs);
  if (context.newestMs !== null && context.live) limit = Math.min(limit, context.newestMs);
  return Math.max(context.startMs, Math.min(moved, Math.max(limit, context.atMs)));
}

const clampToTimeline = (context: PlaybackContext, atMs: number): number =>
  Math.max(context.startMs, Math.min(context.endMs, atMs));

/** Where the live playhead goes: one refresh of the live tracks (03 §9) behind the newest. */
const liveAnchor = (context: PlaybackContext): number =>
  context.newestMs === null
    ? context.atMs
    : clampToTimeline(context, context.newestMs - REFRESH_MS.liveTracks);

/**
 * The windows to ask for at the playhead, or null for none. Playing back: the trails, the
 * playhead's window and the next. Following live: the trails up to the newest sample, asked
 * again only once the playhead enters a window after those asked for (the live topic brings
 * the newest second meanwhile), so a viewer adds one tracks call per 10 s, not per second.
 */
function wantedRange(context: PlaybackContext, atMs: number): TimeRange | null {
  if (!context.following) {
    const need = neededRange(atMs);
    return covers(context.ready, need) || covers(context.requested, need) ? null : need;
  }
  if (context.newestMs === null) return null;
  if (context.requested !== null && context.requested.toMs > windowFloor(atMs)) return null;
  return { fromMs: windowFloor(atMs - TRAIL_MS), toMs: context.newestMs + 1 };
}

/**
 * The playback machine. The screen listens for `windows.need` (fetch them, then send
 * `windows.loaded`) and `playhead.jumped` (forget the samples drawn and draw from the cache
 * again: a jump, Prev, Next, Reset or going live).
 */
export const playbackMachine = setup({
  types: {
    context: {} as PlaybackContext,
    events: {} as PlaybackEvent,
    input: {} as PlaybackInput,
    emitted: {} as PlaybackEmitted,
  },
  delays: { tick: PLAYBACK_TICK_MS },
  guards: {
    canLive: ({ context }) => context.live,
    atEnd: ({ context }) => context.atMs >= context.endMs && !context.live,
  },
  actions: {
    /** Re-anchors the playhead where it is now, moving at `rate`. */
    anchor: assign(({ context }, params: { rate: number; following: boolean }) => {
      const wall = context.now();
      return {
        atMs: playheadAt(context, wall),
        anchorWallMs: wall,
        rate: params.rate,
        following: params.following,
      };
    }),
    seekTo: assign(({ context, event }) => {
      const here = playheadAt(context, context.now());
      let atMs = here;
      if (event.type === 'playback.seek') atMs = event.atMs;
      if (event.type === 'playback.step') atMs = here + event.direction * PLAYBACK_WINDOW_MS;
      if (event.type === 'playback.reset' || event.type === 'playback.play') {
        atMs = context.startMs;
      }
      const at = clampToTimeline(context, atMs);
      return {
        atMs: at,
        anchorWallMs: context.now(),
        ready: covers(context.ready, neededRange(at)) ? context.ready : null,
        requested: null,
      };
    }),
    followLive: assign(({ context }) => ({
      atMs: liveAnchor(context),
      anchorWallMs: context.now(),
      rate: 1,
      following: true,
    })),
    forgetWindows: assign({ ready: null, requested: null }),
    forgetRequest: assign(({ context, event }) =>
      event.type === 'windows.failed' &&
      context.requested?.fromMs === event.range.fromMs &&
      context.requested.toMs === event.range.toMs
        ? { requested: null }
        : {},
    ),
    jumped: emit(({ context }) => ({ type: 'playhead.jumped' as const, atMs: context.atMs })),
    /** Asks for the windows the playhead needs unless they are here or on their way. */
    requestWindows: enqueueActions(({ context, enqueue }) => {
      const wanted = wantedRange(context, playheadAt(context, context.now()));
      if (wanted === null) return;
      enqueue.assign({ requested: wanted });
      enqueue.emit({ type: 'windows.need', range: wanted });
    }),
    addReady: assign(({ context, event }) => {
      if (event.type !== 'windows.loaded') return {};
      const { range } = event;
      const ready = context.ready;
      const joined =
        ready !== null && range.fromMs <= ready.toMs && range.toMs >= ready.fromMs
          ? {
              fromMs: Math.min(ready.fromMs, range.fromMs),
              toMs: Math.max(ready.toMs, range.toMs),
            }
          : range;
      // Re-anchored first: a playhead held at the old end moves on from there, not jumps.
      const wall = context.now();
      return { atMs: playheadAt(context, wall), anchorWallMs: wall, ready: joined };
    }),
    setSpeed: assign(({ context, event }) => {
      if (event.type !== 'playback.speed') return {};
      const wall = context.now();
      return {
        atMs: playheadAt(context, wall),
        anchorWallMs: wall,
        speed: event.speed,
        rate: context.rate > 0 && !context.following ? event.speed : context.rate,
      };
    }),
    extend: assign(({ context, event }) => {
      if (event.type !== 'live.newest') return {};
      return {
        newestMs: Math.max(context.newestMs ?? -Infinity, event.newestMs),
        endMs: extendedEnd(context.endMs, event.newestMs),
      };
    }),
  },
}).createMachine({
  id: 'playback',
  context: ({ input }) => ({
    startMs: input.startMs,
    endMs: input.live ? extendedEnd(input.endMs, input.endMs) : input.endMs,
    atMs: input.startMs,
    anchorWallMs: (input.now ?? Date.now)(),
    rate: 0,
    following: false,
    speed: 1,
    live: input.live,
    newestMs: null,
    ready: null,
    requested: null,
    now: input.now ?? Date.now,
  }),
  initial: 'opening',
  on: {
    'windows.loaded': { actions: 'addReady' },
    'windows.failed': { actions: 'forgetRequest' },
    'live.newest': { actions: 'extend' },
    'playback.speed': { actions: 'setSpeed' },
  },
  states: {
    opening: {
      entry: 'jumped',
      always: [{ guard: 'canLive', target: 'live' }, { target: 'paused' }],
    },
    paused: {
      entry: [{ type: 'anchor', params: { rate: 0, following: false } }, 'requestWindows'],
      on: {
        'playback.play': [
          { guard: 'atEnd', target: 'playing', actions: ['seekTo', 'jumped'] },
          { target: 'playing' },
        ],
        'playback.seek': { target: 'paused', reenter: true, actions: ['seekTo', 'jumped'] },
        'playback.step': { target: 'paused', reenter: true, actions: ['seekTo', 'jumped'] },
        'playback.reset': { target: 'paused', reenter: true, actions: ['seekTo', 'jumped'] },
        'playback.live': { guard: 'canLive', target: 'live' },
      },
    },
    playing: {
      entry: [
        {
          type: 'anchor',
          params: ({ context }) => ({ rate: context.speed, following: false }),
        },
        'requestWindows',
      ],
      always: { guard: 'atEnd', target: 'paused' },
      after: { tick: { target: 'playing', reenter: true } },
      on: {
        'playback.pause': { target: 'paused' },
        'playback.seek': { target: 'playing', reenter: true, actions: ['seekTo', 'jumped'] },
        'playback.step': { target: 'playing', reenter: true, actions: ['seekTo', 'jumped'] },
        'playback.reset': { target: 'paused', actions: ['seekTo', 'jumped'] },
        'playback.live': { guard: 'canLive', target: 'live' },
      },
    },
    live: {
      entry: ['forgetWindows', 'followLive', 'jumped', 'requestWindows'],
      on: {
        // The timeline extends and the playhead keeps one refresh behind the newest sample;
        // the samples themselves come from the live topic, not from more windows.
        'live.newest': { actions: ['extend', 'followLive', 'requestWindows'] },
        'playback.pause': { target: 'paused' },
        'playback.seek': { target: 'playing', actions: ['seekTo', 'jumped'] },
        'playback.step': { target: 'playing', actions: ['seekTo', 'jumped'] },
        'playback.reset': { target: 'paused', actions: ['seekTo', 'jumped'] },
      },
    },
  },
});
