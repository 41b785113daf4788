import { describe, expect, it } from 'vitest';
import { speedZoneOf, type SessionFlightRow } from '../../../../domain';
import { aggregatesOf, choiceOf, groupRows, listRows, searchOf, shownFlights } from './ballView';

let n = 0;
function flight(over: Partial<SessionFlightRow>): SessionFlightRow {
  n += 1;
  const speed = over.initialAirSpeedMPH ?? 45;
  return {
    flightType: 'Pass',
    startTimeMS: 1_000 * n,
    endTimeMS: 1_000 * n + 800,
    flightDurationSec: 0.8,
    initialAirSpeedMPH: speed,
    maxAirSpeedMPH: speed + 1,
    initialRotationRPM: null,
    maxRotationRPM: null,
    peakHeightFt: 8,
    peakHeightFrom: 'feed',
    groundDistanceYds: 15,
    airDistInYards: 15.2,
    launcherKey: 'qb1',
    endedByData: false,
    playId: null,
    id: `ball-1@${n}`,
    ballId: 'ball-1',
    playerId: 'qb1',
    name: 'Quinn Back',
    jersey: '12',
    position: 'QB',
    teamId: '3700',
    periodIndex: 0,
    periodName: 'Team',
    quarter: null,
    inPlay: true,
    speedZone: speedZoneOf(speed),
    ...over,
  };
}

describe('speedZoneOf (02 §3 speed-zone groups)', () => {
  it('puts a speed in the highest zone whose floor it reaches', () => {
    expect([0, 39.9, 40, 49.99, 50, 59.9, 60, 80, -3].map(speedZoneOf)).toEqual([
      'Speed Zone 1',
      'Speed Zone 1',
      'Speed Zone 2',
      'Speed Zone 2',
      'Speed Zone 3',
      'Speed Zone 3',
      'Speed Zone 4',
      'Speed Zone 4',
      'Speed Zone 1',
    ]);
  });
});

describe('the ball metrics page view (02 §2)', () => {
  const a = flight({ initialAirSpeedMPH: 45 });
  const b = flight({ initialAirSpeedMPH: 62, flightType: 'Punt', inPlay: false, quarter: 2 });
  const c = flight({
    initialAirSpeedMPH: 52,
    playerId: 'k1',
    name: 'Al Kicker',
    position: 'K',
    flightType: 'Kick',
    quarter: 5,
  });
  const all = [a, b, c];

  it('reads and writes its choice in the address, ignoring unknown values', () => {
    const choice = choiceOf(
      new URLSearchParams(
        'view=speedZone&type=Pass,Nope&zone=Speed Zone 4&quarter=5,9&inPlay=no&x=1',
      ),
    );
    expect(choice).toEqual({
      view: 'speedZone',
      types: ['Pass'],
      zones: ['Speed Zone 4'],
      quarters: ['5'],
      inPlay: 'no',
    });
    const back = searchOf(new URLSearchParams('x=1'), { ...choice, view: 'list', types: [] });
    expect(back.get('view')).toBeNull();
    expect(back.get('type')).toBeNull();
    expect(back.get('x')).toBe('1');
    expect(choiceOf(back)).toEqual({ ...choice, view: 'list', types: [] });
  });

  it("keeps the flat list's sort in the address, ignoring an unknown column or direction", () => {
    const sorted = searchOf(new URLSearchParams(), {
      ...choiceOf(new URLSearchParams()),
      sort: { key: 'initialAirSpeedMPH', order: 'desc' },
    });
    expect(sorted.get('sort')).toBe('initialAirSpeedMPH:desc');
    expect(choiceOf(sorted).sort).toEqual({ key: 'initialAirSpeedMPH', order: 'desc' });
    expect(choiceOf(new URLSearchParams('sort=flightType:up')).sort).toBeUndefined();
    expect(choiceOf(new URLSearchParams('sort=nothing:asc')).sort).toBeUndefined();
    const cleared = searchOf(sorted, { ...choiceOf(sorted), sort: undefined });
    expect(cleared.has('sort')).toBe(false);
  });

  it('keeps the flights every filter allows', () => {
    const none = choiceOf(new URLSearchParams());
    expect(shownFlights(all, none)).toEqual(all);
    expect(shownFlights(all, { ...none, types: ['Punt', 'Kick'] })).toEqual([b, c]);
    expect(shownFlights(all, { ...none, zones: ['Speed Zone 2'] })).toEqual([a]);
    expect(shownFlights(all, { ...none, inPlay: 'no' })).toEqual([b]);
    expect(shownFlights(all, { ...none, quarters: ['none', '5'] })).toEqual([a, c]);
  });

  it('groups by player with averages, the flights below an expanded one', () => {
    const closed = groupRows(all, 'byPlayer', new Set());
    expect(closed.map((r) => [r.title, r.total])).toEqual([
      ['Al Kicker', 1],
      ['Quinn Back', 2],
    ]);
    expect(closed[1]?.aggregates.avgInitialAirSpeedMPH).toBeCloseTo(53.5);
    expect(closed[1]?.aggregates.maxInitialAirSpeedMPH).toBe(62);
    expect(closed[1]?.aggregates.avgInitialRotationRPM).toBeNull();
    const open = groupRows(all, 'byPlayer', new Set(['qb1']));
    expect(open.map((r) => [r.kind, r.flight?.id ?? r.title])).toEqual([
      ['player', 'Al Kicker'],
      ['player', 'Quinn Back'],
      ['flight', a.id],
      ['flight', b.id],
    ]);
    expect(new Set(open.map((r) => r.id)).size).toBe(open.length);
  });

  it('groups by speed zone in zone order, and lists flat', () => {
    expect(groupRows(all, 'speedZone', new Set()).map((r) => [r.title, r.total])).toEqual([
      ['Speed Zone 2', 1],
      ['Speed Zone 3', 1],
      ['Speed Zone 4', 1],
    ]);
    expect(listRows(all).map((r) => r.flight)).toEqual(all);
    expect(aggregatesOf([]).avgPeakHeightFt).toBeNull();
  });
});
