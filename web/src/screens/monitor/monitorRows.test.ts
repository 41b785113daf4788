import { describe, expect, it } from 'vitest';
import { SESSIONS } from '../../../../proto';
import {
  attentionOf,
  isStale,
  localDayBounds,
  monitorRow,
  monitorRowsOfDay,
  msUntilNextLocalMidnight,
  processingLabel,
  wallOrder,
  wallRowsOfDay,
  type SessionRow,
} from './monitorRows';

/** A topic row with every column empty but those given. */
function row(key: string, cells: Partial<Omit<SessionRow, 'key'>>): SessionRow {
  const empty = Object.fromEntries(SESSIONS.sessions.columns.map((c) => [c.name, null]));
  return { ...empty, ...cells, key } as SessionRow;
}

const at = (h: number, m = 0) => new Date(2026, 10, 10, h, m).getTime();
const DAY = new Date(2026, 10, 10);

describe('the rows of a local day', () => {
  const rows = [
    row('late', { status: 'future', startTime: at(21), name: 'Night film' }),
    row('before', { status: 'complete', startTime: at(-1), name: 'Yesterday' }),
    row('live', {
      status: 'live',
      startTime: at(14, 40),
      name: 'Walkthrough',
      currentDrill: 'Team',
      drillStartTs: at(14, 40),
      gameId: 'g-live',
      teamId: '3700',
    }),
    row('after', { status: 'future', startTime: at(24), name: 'Tomorrow' }),
    row('done', {
      status: 'complete',
      startTime: at(8),
      endTime: at(10),
      reviewedBy: null,
      gameId: 'unassigned',
    }),
  ];

  it('keeps the sessions starting from local midnight to the next, by start', () => {
    expect(monitorRowsOfDay(rows, DAY).map((r) => r.id)).toEqual(['done', 'live', 'late']);
  });

  it('shows the running period of a live one and links its game id', () => {
    const live = monitorRowsOfDay(rows, DAY).find((r) => r.id === 'live');
    expect(live).toMatchObject({
      currentPeriod: 'Team',
      periodStartMs: at(14, 40),
      manageId: 'g-live',
      processing: 'In Progress',
      endMs: null,
      kind: 'practice',
    });
  });

  it('links a practice without a game record by its schedule id', () => {
    expect(monitorRowsOfDay(rows, DAY).find((r) => r.id === 'done')?.manageId).toBe('done');
  });

  it('links a future one by its schedule id and has no period', () => {
    const late = monitorRow(rows[0] as SessionRow);
    expect(late).toMatchObject({ manageId: 'late', currentPeriod: null, processing: 'Unstarted' });
  });

  it('puts live sessions first on the wall, then upcoming, then finished', () => {
    expect(wallOrder(monitorRowsOfDay(rows, DAY)).map((r) => r.id)).toEqual([
      'live',
      'late',
      'done',
    ]);
  });

  it('puts a failed processing stage right after the live ones, with its reason', () => {
    const failed = [
      ...rows,
      row('broken', { status: 'complete', startTime: at(6), failed: 'Retrack failed: bad window' }),
    ];
    const wall = wallOrder(monitorRowsOfDay(failed, DAY));
    expect(wall.map((r) => r.id)).toEqual(['live', 'broken', 'late', 'done']);
    expect(wall[1]?.failed).toBe('Retrack failed: bad window');
    expect(wall[0]?.failed).toBeNull();
  });

  it('names the silent receivers of a live session, and of no other', () => {
    const silent = [
      row('live', { status: 'live', startTime: at(9), silentReceivers: 'R3, R7' }),
      row('one', { status: 'live', startTime: at(10), silentReceivers: 'R2' }),
      row('fine', { status: 'live', startTime: at(11), silentReceivers: '' }),
      row('ended', { status: 'complete', startTime: at(8), silentReceivers: 'R1' }),
    ];
    const byId = new Map(monitorRowsOfDay(silent, DAY).map((r) => [r.id, attentionOf(r)]));
    expect(byId.get('live')).toBe('Receivers R3, R7 silent');
    expect(byId.get('one')).toBe('Receiver R2 silent');
    expect(byId.get('fine')).toBeNull();
    expect(byId.get('ended')).toBeNull();
  });

  it('keeps on the wall a session still live after midnight, whatever its date', () => {
    const next = new Date(2026, 10, 11);
    const yesterday = [
      row('live', { status: 'live', startTime: at(14, 40), currentDrill: 'Team' }),
      row('done', { status: 'complete', startTime: at(8), endTime: at(10) }),
      row('ended-since', { status: 'live', startTime: at(9) }),
    ];
    const today = [
      row('morning', { status: 'future', startTime: at(33) }),
      // The newer poll of the day's own topic says it ended: it leaves the wall.
      row('ended-since', { status: 'complete', startTime: at(9), endTime: at(23) }),
    ];
    const wall = wallOrder(wallRowsOfDay(today, yesterday, next));
    expect(wall.map((r) => [r.id, r.status])).toEqual([
      ['live', 'live'],
      ['morning', 'future'],
    ]);
  });

  it('labels processing as 03 §4 says', () => {
    expect(['complete', 'live', 'future', 'post', null].map(processingLabel)).toEqual([
      'Complete',
      'In Progress',
      'Unstarted',
      '-',
      '-',
    ]);
  });
});

describe('midnight', () => {
  it('counts to the next local midnight', () => {
    expect(msUntilNextLocalMidnight(new Date(2026, 10, 30, 23, 59, 30).getTime())).toBe(30_000);
    expect(msUntilNextLocalMidnight(new Date(2026, 11, 1).getTime())).toBe(
      localDayBounds(new Date(2026, 11, 1)).toMs - new Date(2026, 11, 1).getTime(),
    );
  });
});

describe('staleness', () => {
  const fresh = {
    connected: true,
    sourceStale: false,
    lastGoodMs: 100_000,
    nowMs: 100_000,
    intervalMs: 15_000,
  };

  it('is fresh while connected and the source answers', () => {
    expect(isStale(fresh)).toBe(false);
    expect(isStale({ ...fresh, nowMs: 130_000 })).toBe(false);
  });

  it('is stale when the socket is down, the source fails, or two intervals passed', () => {
    expect(isStale({ ...fresh, connected: false })).toBe(true);
    expect(isStale({ ...fresh, sourceStale: true })).toBe(true);
    expect(isStale({ ...fresh, nowMs: 130_001 })).toBe(true);
  });

  it('is not stale before the first data: that is loading', () => {
    expect(isStale({ ...fresh, lastGoodMs: 0, connected: false })).toBe(false);
  });
});

describe('the day of a viewer in Chicago across the autumn change (1 November 2026)', () => {
  const CHICAGO = 'America/Chicago';
  const HOUR_MS = 3_600_000;
  const sunday = Date.UTC(2026, 10, 1, 5); // Sunday's midnight, CDT (UTC-5).
  const monday = Date.UTC(2026, 10, 2, 6); // Monday's midnight, CST (UTC-6).

  it('holds the sessions of its 25 hours, the repeated hour and 11:59 PM included', () => {
    expect(localDayBounds(sunday + 12 * HOUR_MS, CHICAGO)).toEqual({
      fromMs: sunday,
      toMs: monday,
    });
    const rows = [
      row('saturday-late', { status: 'complete', startTime: sunday - 60_000 }),
      row('second-one-thirty', { status: 'complete', startTime: sunday + 2.5 * HOUR_MS }),
      row('late', { status: 'future', startTime: monday - 60_000 }),
      row('monday', { status: 'future', startTime: monday }),
    ];
    expect(monitorRowsOfDay(rows, new Date(sunday + HOUR_MS), CHICAGO).map((r) => r.id)).toEqual([
      'second-one-thirty',
      'late',
    ]);
  });

  it('rolls at local midnight, 25 hours after the last', () => {
    expect(msUntilNextLocalMidnight(sunday, CHICAGO)).toBe(25 * HOUR_MS);
    expect(msUntilNextLocalMidnight(monday - 30_000, CHICAGO)).toBe(30_000);
    expect(msUntilNextLocalMidnight(monday, CHICAGO)).toBe(24 * HOUR_MS);
  });
});
