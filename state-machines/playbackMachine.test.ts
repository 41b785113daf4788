import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  extendedEnd,
  neededRange,
  playbackMachine,
  playheadAt,
  PLAYBACK_TICK_MS,
  type PlaybackEmitted,
  type TimeRange,
} from './playbackMachine';
import { startActor } from './testActor';

const START = Date.UTC(2026, 10, 25, 15, 0, 0);
const MIN = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A machine over a practice of `minutes`, answering every request for windows at once. */
function playback(options: { live?: boolean; minutes?: number; answer?: boolean } = {}) {
  const needs: TimeRange[] = [];
  const jumps: number[] = [];
  const actor = startActor(playbackMachine, {
    input: {
      startMs: START,
      endMs: START + (options.minutes ?? 120) * MIN,
      live: options.live ?? false,
    },
  });
  actor.on('*', (event: PlaybackEmitted) => {
    if (event.type === 'windows.need') {
      needs.push(event.range);
      if (options.answer !== false) actor.send({ type: 'windows.loaded', range: event.range });
    } else {
      jumps.push(event.atMs);
    }
  });
  // What the machine asked for as it started (before anyone could listen): its context says.
  const first = actor.getSnapshot().context.requested;
  if (first !== null) {
    needs.push(first);
    if (options.answer !== false) actor.send({ type: 'windows.loaded', range: first });
  }
  const at = () => playheadAt(actor.getSnapshot().context, Date.now());
  return { actor, needs, jumps, at };
}

describe('playback rules (03 §4, §9)', () => {
  it('asks for the window holding the playhead, the 60 s of trails before it and the next one', () => {
    expect(neededRange(START + 65_000)).toEqual({ fromMs: START, toMs: START + 80_000 });
  });

  it('extends a live timeline by 60-s steps while the newest sample is within 30 s of its end', () => {
    expect(extendedEnd(START + MIN, START + 20_000)).toBe(START + MIN);
    expect(extendedEnd(START + MIN, START + 31_000)).toBe(START + 2 * MIN);
    expect(extendedEnd(START + MIN, START + 95_000)).toBe(START + 3 * MIN);
  });
});

describe('playbackMachine', () => {
  it('opens a finished practice paused at its start and fetches its first windows', () => {
    const { actor, needs, jumps, at } = playback();
    expect(actor.getSnapshot().value).toBe('paused');
    expect(at()).toBe(START);
    expect(jumps).toEqual([]);
    expect(needs[0]).toEqual({ fromMs: START - MIN, toMs: START + 20_000 });
  });

  it('plays at the chosen speed, asks for the next window ahead and pauses where it is', () => {
    const { actor, needs, at } = playback();
    actor.send({ type: 'playback.speed', speed: 2 });
    actor.send({ type: 'playback.play' });
    vi.advanceTimersByTime(5_000);
    expect(at()).toBe(START + 10_000);
    // The window after the playhead's was asked for before the playhead reached it.
    expect(needs.at(-1)).toEqual({ fromMs: START - 50_000, toMs: START + 30_000 });
    actor.send({ type: 'playback.speed', speed: 4 });
    vi.advanceTimersByTime(1_000);
    expect(at()).toBe(START + 14_000);
    actor.send({ type: 'playback.pause' });
    vi.advanceTimersByTime(3_000);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(at()).toBe(START + 14_000);
    // A speed chosen while paused waits for Play.
    actor.send({ type: 'playback.speed', speed: 0.5 });
    vi.advanceTimersByTime(1_000);
    expect(at()).toBe(START + 14_000);
  });

  it('waits at the end of the windows that arrived instead of running past them', () => {
    const { actor, needs, at } = playback({ answer: false });
    actor.send({ type: 'windows.loaded', range: needs[0] ?? { fromMs: 0, toMs: 0 } });
    actor.send({ type: 'playback.play' });
    vi.advanceTimersByTime(30_000);
    expect(at()).toBe(START + 20_000);
    // The next window was asked for at 10 s, the one after it once the playhead waited.
    expect(needs.map((n) => n.toMs - START)).toEqual([20_000, 30_000, 40_000]);
    // A failed fetch is asked for again at the next tick (another range's failure changes nothing).
    actor.send({ type: 'windows.failed', range: { fromMs: 0, toMs: 1 } });
    vi.advanceTimersByTime(PLAYBACK_TICK_MS);
    expect(needs).toHaveLength(3);
    actor.send({ type: 'windows.failed', range: needs[2] ?? { fromMs: 0, toMs: 0 } });
    vi.advanceTimersByTime(PLAYBACK_TICK_MS);
    expect(needs).toHaveLength(4);
    expect(needs[3]).toEqual(needs[2]);
    actor.send({ type: 'windows.loaded', range: needs[1] ?? { fromMs: 0, toMs: 0 } });
    vi.advanceTimersByTime(PLAYBACK_TICK_MS);
    expect(at()).toBe(START + 20_000 + PLAYBACK_TICK_MS);
  });

  it('jumps, steps 10 s with Prev and Next, resets to the start and stops at the end', () => {
    const { actor, jumps, at } = playback({ minutes: 2 });
    actor.send({ type: 'playback.seek', atMs: START + 90_000 });
    expect(at()).toBe(START + 90_000);
    actor.send({ type: 'playback.step', direction: -1 });
    expect(at()).toBe(START + 80_000);
    actor.send({ type: 'playback.reset' });
    expect(at()).toBe(START);
    actor.send({ type: 'playback.seek', atMs: START + 10 * MIN });
    expect(at()).toBe(START + 2 * MIN);
    expect(jumps).toEqual([START + 90_000, START + 80_000, START, START + 2 * MIN]);

    // Play at the end starts over; a playing machine stops at the end by itself.
    actor.send({ type: 'playback.play' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(at()).toBe(START);
    actor.send({ type: 'playback.step', direction: 1 });
    actor.send({ type: 'playback.seek', atMs: START + 2 * MIN - 1_000 });
    expect(at()).toBe(START + 2 * MIN - 1_000);
    vi.advanceTimersByTime(2_000);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(at()).toBe(START + 2 * MIN);
    actor.send({ type: 'playback.play' });
    actor.send({ type: 'playback.reset' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(at()).toBe(START);
    actor.send({ type: 'playback.step', direction: 1 });
    expect(at()).toBe(START + 10_000);
  });

  it('offers Live only for a live practice', () => {
    const { actor } = playback();
    actor.send({ type: 'playback.live' });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'playback.play' });
    actor.send({ type: 'playback.live' });
    expect(actor.getSnapshot().value).toBe('playing');
  });

  it('follows a live practice one refresh behind its newest sample and extends the timeline', () => {
    const now = Date.now();
    const { actor, needs, at } = playback({ live: true, minutes: 1 });
    expect(actor.getSnapshot().value).toBe('live');
    actor.send({ type: 'live.newest', newestMs: START + 50_000 });
    expect(actor.getSnapshot().context.endMs).toBe(START + 2 * MIN);
    expect(at()).toBe(START + 49_000);
    // The trails up to the newest sample, once; the live topic brings the seconds after it.
    expect(needs).toEqual([{ fromMs: START - 20_000, toMs: START + 50_001 }]);
    actor.send({ type: 'live.newest', newestMs: START + 50_000 });
    expect(needs).toHaveLength(1);
    vi.advanceTimersByTime(600);
    expect(at()).toBe(START + 49_600);
    // Never past the newest sample while the next update is late.
    vi.advanceTimersByTime(5_000);
    expect(at()).toBe(START + 50_000);
    actor.send({ type: 'live.newest', newestMs: START + 95_000 });
    expect(actor.getSnapshot().context.endMs).toBe(START + 3 * MIN);
    expect(at()).toBe(START + 94_000);
    expect(needs.at(-1)).toEqual({ fromMs: START + 30_000, toMs: START + 95_001 });
    expect(Date.now() - now).toBe(5_600);

    // Pause holds; Live comes back to the edge with the trails of the last minute.
    actor.send({ type: 'playback.pause' });
    actor.send({ type: 'live.newest', newestMs: START + 100_000 });
    expect(at()).toBe(START + 94_000);
    actor.send({ type: 'playback.live' });
    expect(at()).toBe(START + 99_000);
    expect(needs.at(-1)).toEqual({ fromMs: START + 30_000, toMs: START + 100_001 });

    // Scrubbing back plays from there; Prev, Next and Reset leave the live edge too.
    actor.send({ type: 'playback.seek', atMs: START + 20_000 });
    expect(actor.getSnapshot().value).toBe('playing');
    for (const event of [
      { type: 'playback.step', direction: -1 } as const,
      { type: 'playback.reset' } as const,
    ]) {
      actor.send({ type: 'playback.live' });
      expect(actor.getSnapshot().value).toBe('live');
      actor.send(event);
      expect(actor.getSnapshot().value).not.toBe('live');
    }
  });
});
