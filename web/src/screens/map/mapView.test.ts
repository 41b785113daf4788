import { describe, expect, it } from 'vitest';
import type { SessionMeta } from '../../data/sessionMeta';
import {
  FOOTBALL_FIELD,
  mapEntities,
  mapFields,
  periodAt,
  periodMarks,
  playersRows,
  rgbOf,
  timelineOf,
  type MapPlayer,
} from './mapView';
import { ShownSamples } from './shownSamples';
import { liveTrackOf } from './useLiveTracks';

const T0 = Date.UTC(2026, 10, 25, 15, 0, 0);
const meta: SessionMeta = {
  _id: 'p1',
  name: 'Tuesday',
  type: 'complete',
  status: 'complete',
  teamId: '3700',
  league: 'nfl',
  startTime: T0 - 600_000,
  endTime: T0 + 3_600_000,
  drills: [
    { drillType: 'Stretch', startTs: T0, endTs: T0 + 600_000 },
    { drillType: 'Team', startTs: T0 + 600_000, endTs: T0 + 1_800_000 },
    { drillType: 'Later' },
  ],
};

const player = (id: string, jersey: string, position: string): MapPlayer => ({
  id,
  name: `Player ${jersey}`,
  jersey,
  position,
  metrics: { accelMed: 3 },
});

describe('Practice Viewer timeline (03 §2, §4)', () => {
  it('runs from the first period start to the last period end, a live one to now', () => {
    expect(timelineOf(meta, false, 0)).toEqual({
      startMs: T0,
      endMs: T0 + 1_800_000,
      live: false,
    });
    expect(timelineOf(meta, true, T0 + 5_000)).toEqual({
      startMs: T0,
      endMs: T0 + 5_000,
      live: true,
    });
    expect(timelineOf({ ...meta, drills: [] }, false, 0)).toEqual({
      startMs: T0 - 600_000,
      endMs: T0 + 3_600_000,
      live: false,
    });
  });

  it('marks where each started period begins and finds the period of a time', () => {
    const marks = periodMarks(meta, timelineOf(meta, false, 0));
    expect(marks.map((m) => [m.name, Math.round(m.leftPct)])).toEqual([
      ['Stretch', 0],
      ['Team', 33],
    ]);
    expect(periodAt(marks, T0 - 1)).toBeNull();
    expect(periodAt(marks, T0 + 700_000)?.name).toBe('Team');
  });
});

describe('Practice Viewer entities and fields', () => {
  it('colours offense blue, defense red, unknown tags grey, and labels jerseys', () => {
    const players = new Map([
      ['a', player('a', '12', 'QB')],
      ['b', player('b', '54', 'LB')],
    ]);
    const entities = mapEntities(['b', 'a', 'tag-9', 'ball-1', 'a'], players);
    expect(entities.map((e) => [e.id, e.kind, e.label])).toEqual([
      ['a', 'player', '12'],
      ['b', 'player', '54'],
      ['ball-1', 'ball', ''],
      ['tag-9', 'player', ''],
    ]);
    expect(entities[0]?.color).toEqual(rgbOf('#1f6feb'));
    expect(entities[1]?.color).toEqual(rgbOf('#d1242f'));
    expect(entities[3]?.color).toEqual(rgbOf('#6e7781'));
    expect(() => rgbOf('blue')).toThrow('not a colour: blue');
  });

  it('offers the football field and every practice area in yards with its image crop', () => {
    const fields = mapFields([
      {
        siteId: '7',
        siteName: 'Facility',
        practiceAreas: [
          {
            _id: 'a1',
            areaName: 'Indoor',
            image: 'data:image/png;base64,AAAA',
            x0: 10,
            y0: 20,
            x1: 510,
            y1: 260,
            widthFt: 360,
            heightFt: 160,
          },
          { _id: 'a2', areaName: 'Grass', image: '', widthFt: 569, heightFt: 274 },
        ],
      },
      { siteId: '8', siteName: 'Empty', practiceAreas: [] },
    ]);
    expect(fields[0]).toBe(FOOTBALL_FIELD);
    expect(fields.slice(1)).toEqual([
      {
        id: '7/a1',
        label: 'Indoor',
        widthYd: 120,
        heightYd: 160 / 3,
        image: 'data:image/png;base64,AAAA',
        crop: { x0: 10, y0: 20, x1: 510, y1: 260 },
      },
      { id: '7/a2', label: 'Grass', widthYd: 569 / 3, heightYd: 274 / 3, image: null, crop: null },
    ]);
  });

  it('lists players by jersey and puts an expanded player’s detail row under them', () => {
    const players = [player('b', '54', 'LB'), player('a', '12', 'QB'), player('c', '', 'WR')];
    expect(playersRows(players, 'default', new Set(['a'])).map((r) => r.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    const rows = playersRows(players, 'metrics', new Set(['a']));
    expect(rows.map((r) => [r.id, r.kind])).toEqual([
      ['a', 'player'],
      ['a#detail', 'detail'],
      ['b', 'player'],
      ['c', 'player'],
    ]);
  });
});

describe('ShownSamples', () => {
  it('keeps samples in time order, interpolates a position and forgets on a jump', () => {
    const shown = new ShownSamples();
    expect(shown.append('a', [T0, T0 + 100], [10, 20], [5, 5])).toBe(2);
    expect(shown.append('a', [T0 + 100, T0 + 200], [20, 30], [5, 7])).toBe(1);
    expect(shown.positionAt('a', T0 + 150)).toEqual([25, 6]);
    expect(shown.positionAt('a', T0 - 500)).toEqual([10, 5]);
    expect(shown.positionAt('a', T0 + 5_000)).toBeNull();
    expect(shown.columns('a', T0 + 100)).toEqual({
      atMs: [T0 + 100, T0 + 200],
      xYd: [20, 30],
      yYd: [5, 7],
    });
    expect(shown.newestMs('a')).toBe(T0 + 200);
    shown.clear();
    expect(shown.positionAt('a', T0)).toBeNull();
    expect(shown.ids()).toEqual([]);
  });

  it('keeps the last 90 s only', () => {
    const shown = new ShownSamples();
    shown.append('a', [T0, T0 + 50_000, T0 + 100_000], [1, 2, 3], [0, 0, 0]);
    expect(shown.columns('a', 0).atMs).toEqual([T0 + 50_000, T0 + 100_000]);
  });
});

describe('live tracks rows', () => {
  /** A row of samples at T0 + d (x = i, y = 2i); `times: false` leaves d out (older gateway). */
  const rowOf = (ds: readonly number[], times = true) => {
    const entries: [string, number | null][] = [];
    for (let i = 0; i < 10; i++) {
      const d = ds[i];
      const has = d !== undefined;
      entries.push([`x${i}`, has ? i : null], [`y${i}`, has ? 2 * i : null]);
      entries.push([`d${i}`, has && times ? d : null]);
    }
    const cells = Object.fromEntries(entries);
    return { key: 'p', t0: T0, n: ds.length, ...cells } as Parameters<typeof liveTrackOf>[0];
  };

  it('reads each sample at t0 plus its own time, a dropped one leaving its gap', () => {
    expect(liveTrackOf(rowOf([0, 100, 300, 400, 537]))).toEqual({
      id: 'p',
      atMs: [T0, T0 + 100, T0 + 300, T0 + 400, T0 + 537],
      xYd: [0, 1, 2, 3, 4],
      yYd: [0, 2, 4, 6, 8],
    });
    expect(liveTrackOf({ ...rowOf([0, 100]), t0: null })).toBeNull();
    expect(liveTrackOf({ ...rowOf([0, 100, 200]), d1: null })?.atMs).toEqual([T0, T0 + 200]);
  });

  it('reads a row without times (an older gateway) as samples 100 ms apart', () => {
    expect(liveTrackOf(rowOf([0, 100, 300], false))?.atMs).toEqual([T0, T0 + 100, T0 + 200]);
  });
});
