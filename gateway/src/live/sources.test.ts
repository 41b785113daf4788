import { describe, expect, it } from 'vitest';
import {
  encodeTable,
  HEADER_ROW,
  PRACTICE_LIVE,
  PRACTICE_TRACKS,
  readRow,
  tableFromSnapshot,
  type TableData,
  type TableSchema,
} from '../../../proto';
import {
  MAX_PRACTICES_WITH_METRICS,
  monitorDayWindow,
  SPEC_INTERVALS,
  topicSources,
} from './sources';

/** A table as a browser reads it after the wire: its column names and its rows by key. */
function received<TS extends TableSchema>(schema: TS, table: TableData | undefined) {
  const view = tableFromSnapshot(encodeTable('t', table ?? { columns: [], rows: new Map() }));
  return {
    columns: view.columns.map((c) => c.name),
    rows: Object.fromEntries(view.order.map((key) => [key, readRow(schema, view.rows[key] ?? {})])),
    cells: view.rows,
  };
}

const livePractice = (metrics: Record<string, number>) => [
  {
    header: {
      name: 'Tuesday',
      status: 'live',
      startTime: 1_000,
      version: 12,
      currentDrillIndex: 1,
      drills: [
        { drillType: 'Warmup', startTs: 1_000, endTs: 2_000, state: 'done' },
        { drillType: 'Team', startTs: 2_000, state: 'running' },
      ],
    },
    players: [{ id: 'p7', name: 'Ann', jerseyNumber: '7', position: 'WR', metrics }],
  },
];

describe('topic sources', () => {
  const sources = topicSources(SPEC_INTERVALS);

  it('turn a live practice into its header, periods and players of the schema', () => {
    const source = sources({ kind: 'practiceLive', practiceId: 'x1' });
    const tables = source.toTables(livePractice({ maxSpeedMPH: 18.456, sprintYds: 40 }));
    const header = received(PRACTICE_LIVE.header, tables.get('header'));
    expect(header.rows[HEADER_ROW]).toMatchObject({
      name: 'Tuesday',
      status: 'live',
      currentDrill: 'Team',
      drillStartTs: 2_000,
      drillCount: 2,
      endTime: null,
      // The record's version: the manage screen reads the record again when it changes.
      version: 12,
    });
    const periods = received(PRACTICE_LIVE.periods, tables.get('periods'));
    expect(Object.values(periods.rows).map((p) => p.drillType)).toEqual(['Warmup', 'Team']);
    const players = received(PRACTICE_LIVE.players, tables.get('players'));
    expect(players.rows.p7).toMatchObject({ name: 'Ann', maxSpeedMPH: 18.46, sprintYds: 40 });
  });

  it('append further metrics after the schema columns, and never drop one seen', () => {
    const source = sources({ kind: 'practiceLive', practiceId: 'x2' });
    const declared = PRACTICE_LIVE.players.columns.map((c) => c.name);
    const first = source.toTables(livePractice({ maxSpeedMPH: 10, zone3Yds: 12.5 }));
    expect(received(PRACTICE_LIVE.players, first.get('players')).columns).toEqual([
      ...declared,
      'zone3Yds',
    ]);
    const next = source.toTables(livePractice({ accelSlow: 2, maxSpeedMPH: 11 }));
    const players = received(PRACTICE_LIVE.players, next.get('players'));
    expect(players.columns).toEqual([...declared, 'zone3Yds', 'accelSlow']);
    expect(players.cells.p7).toMatchObject({ zone3Yds: null, accelSlow: 2, maxSpeedMPH: 11 });
  });

  it('remember the columns of the practices polled most recently, forgetting the longest unpolled', () => {
    const fresh = topicSources(SPEC_INTERVALS);
    const declared = PRACTICE_LIVE.players.columns.map((c) => c.name);
    const poll = (practiceId: string, metrics: Record<string, number>) =>
      received(
        PRACTICE_LIVE.players,
        fresh({ kind: 'practiceLive', practiceId }).toTables(livePractice(metrics)).get('players'),
      ).columns;
    poll('ended', { zone3Yds: 1 });
    poll('live', { zone3Yds: 1 });
    for (let i = 0; i < MAX_PRACTICES_WITH_METRICS - 2; i++) poll(`other-${i}`, {});
    poll('live', { zone3Yds: 2 });
    poll('one-more', {});
    expect(poll('live', { accelSlow: 1 })).toEqual([...declared, 'zone3Yds', 'accelSlow']);
    expect(poll('ended', { accelSlow: 1 })).toEqual([...declared, 'accelSlow']);
  });

  it('keep the last second of each track', () => {
    const source = sources({ kind: 'practiceTracks', practiceId: 'x1' });
    const atMs = Array.from({ length: 12 }, (_, i) => 5_000 + i * 100);
    const tables = source.toTables([
      { entityId: 'p7', atMs, xYd: atMs.map((_, i) => i), yYd: atMs.map((_, i) => -i) },
    ]);
    const positions = received(PRACTICE_TRACKS.positions, tables.get('positions'));
    expect(positions.rows.p7).toMatchObject({ t0: 5_200, n: 10, x0: 2, x9: 11, y9: -11 });
    expect(positions.rows.p7).toMatchObject({ d0: 0, d1: 100, d9: 900 });
  });

  it('give each sample its own time after t0, so a dropped or late one keeps its place', () => {
    const source = sources({ kind: 'practiceTracks', practiceId: 'x1' });
    // The engine dropped the sample at 5 200 and sent the one at 5 500 late.
    const atMs = [5_000, 5_100, 5_300, 5_400, 5_537, 5_600, 5_700, 5_800, 5_900];
    const tables = source.toTables([
      { entityId: 'p7', atMs, xYd: atMs.map((_, i) => i), yYd: atMs.map(() => 20) },
    ]);
    const positions = received(PRACTICE_TRACKS.positions, tables.get('positions'));
    const row = positions.rows.p7;
    expect(row).toMatchObject({ t0: 5_000, n: 9, x2: 2, x8: 8, x9: null });
    const d = (i: number) => positions.cells.p7?.[`d${i}`];
    expect(Array.from({ length: 10 }, (_, i) => d(i))).toEqual([
      0,
      100,
      300,
      400,
      537,
      600,
      700,
      800,
      900,
      null,
    ]);
  });
});

describe('the Monitor day window', () => {
  it('covers the day in every time zone, from UTC+14 to UTC-12', () => {
    const { fromMs, toMs } = monitorDayWindow('2026-11-30');
    expect(new Date(fromMs).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(new Date(toMs).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it("polls that window for a day's topic and today's UTC day for the bare one, with the venues' silent receivers", () => {
    const sources = topicSources(SPEC_INTERVALS);
    const day = sources({ kind: 'monitor', day: '2026-03-08' });
    expect(day.intervalMs).toBe(15_000);
    expect(day.path()).toBe(
      `scheduledevents?startTime=${Date.parse('2026-03-07T10:00:00Z')}&endTime=${Date.parse('2026-03-09T12:00:00Z')}&receivers=yes`,
    );
    expect(sources({ kind: 'monitor' }).path()).toMatch(
      /^scheduledevents\?startTime=\d+&endTime=\d+&receivers=yes$/,
    );
  });
});
