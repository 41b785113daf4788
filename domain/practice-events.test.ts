import { describe, expect, it } from 'vitest';
import {
  customEventNames,
  customEventSettings,
  groupPlays,
  isCustomEventType,
  LOG_PLAYS_EVENTS,
  PLAY_EVENT_NAMES,
} from './practice-events';

/** A log written as 'type@seconds' words, e.g. 'snap@1 throw@4 endPlay@9'. */
const log = (text: string) =>
  text.split(' ').map((word) => {
    const [type = '', at = '0'] = word.split('@');
    return { type, atMs: Number(at) * 1000 };
  });

/** The plays as 'types from-to' lines ('-' for an open end). */
const shape = (text: string) =>
  groupPlays(log(text)).map(
    (p) =>
      `${String(p.number)}: ${p.events.map((e) => e.type).join(',')} ${String(p.startMs / 1000)}-${p.endMs === null ? '-' : String(p.endMs / 1000)}`,
  );

describe('the event types', () => {
  it('names the Log Plays buttons as the spec does, in its order (03 §2)', () => {
    expect(LOG_PLAYS_EVENTS.map((t) => PLAY_EVENT_NAMES[t])).toEqual([
      'Handoff',
      'Throw',
      'Rep',
      'Catch',
      'Incomplete',
      'Kick',
      'Tackle',
      'Snap',
      'End Play',
    ]);
  });

  it('knows the three custom types apart from the play types', () => {
    expect(isCustomEventType('custom2')).toBe(true);
    expect(isCustomEventType('snap')).toBe(false);
    expect(isCustomEventType('custom4')).toBe(false);
  });
});

describe('groupPlays', () => {
  it('runs a play from its Snap to its End Play', () => {
    expect(
      shape('snap@1 throw@4 catch@5 endPlay@9 snap@20 handoff@21 tackle@25 endPlay@26'),
    ).toEqual(['1: snap,throw,catch,endPlay 1-9', '2: snap,handoff,tackle,endPlay 20-26']);
  });

  it('starts a play at the first event after an End Play, a Snap among them', () => {
    expect(shape('rep@1 endPlay@2 custom1@10 snap@12 kick@13 endPlay@15')).toEqual([
      '1: rep,endPlay 1-2',
      '2: custom1,snap,kick,endPlay 10-15',
    ]);
  });

  it('ends a play without an End Play when a second Snap comes, and leaves the last one open', () => {
    expect(shape('snap@1 throw@2 snap@10 incomplete@12')).toEqual([
      '1: snap,throw 1--',
      '2: snap,incomplete 10--',
    ]);
  });

  it('makes a stray End Play a play of its own', () => {
    expect(shape('snap@1 endPlay@2 endPlay@3')).toEqual(['1: snap,endPlay 1-2', '2: endPlay 3-3']);
  });

  it('groups by time, whatever order the events arrive in', () => {
    expect(shape('endPlay@9 throw@4 snap@1')).toEqual(['1: snap,throw,endPlay 1-9']);
    expect(groupPlays([])).toEqual([]);
  });
});

describe('custom event names', () => {
  it('shows the display name, else a name that is not the key, else the default', () => {
    expect(
      customEventNames([
        { name: 'custom1', displayName: ' Blitz ', num: 1 },
        { name: 'Red zone', displayName: '', num: 2 },
        { name: 'custom3', displayName: '', num: 3 },
      ]),
    ).toEqual(['Blitz', 'Red zone', 'Custom Event 3']);
    expect(customEventNames([])).toEqual(['Custom Event 1', 'Custom Event 2', 'Custom Event 3']);
  });

  it('saves three slots keyed custom1 to custom3, an empty name as the default', () => {
    expect(customEventSettings(['Blitz', ' ', 'Screen'])).toEqual([
      { name: 'custom1', displayName: 'Blitz', num: 1 },
      { name: 'custom2', displayName: 'Custom Event 2', num: 2 },
      { name: 'custom3', displayName: 'Screen', num: 3 },
    ]);
  });
});
