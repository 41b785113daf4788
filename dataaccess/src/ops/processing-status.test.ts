import { describe, expect, it } from 'vitest';
import {
  localDay,
  processingWarnings,
  sortStatusRows,
  statusLabel,
  statusRow,
  trackingText,
  type StatusSource,
} from './processing-status';

const doc = (
  fields: Partial<StatusSource> & { replicaStatus?: string; replicaStage?: string },
): StatusSource => ({
  _id: 'p1',
  teamId: '3700',
  name: 'Tuesday',
  status: 'complete',
  startTime: Date.UTC(2026, 10, 3, 2, 30),
  extraData: {
    replicaStatus: fields.replicaStatus ?? 'F_C',
    replicaStage: fields.replicaStage ?? '',
  },
  ...fields,
});
const counts = { players: 53, balls: 2, unknown: 0 };

describe('Processing Status rows', () => {
  it('dates a session in the viewer’s local day', () => {
    const at = Date.UTC(2026, 10, 3, 2, 30);
    expect(localDay(at, 0)).toBe('2026-11-03');
    expect(localDay(at, 360)).toBe('2026-11-02');
    expect(localDay(at, -120)).toBe('2026-11-03');
  });

  it('dates a session in the viewer’s IANA zone, with the offset of its own day', () => {
    // 11:30 PM in Chicago, on daylight time (Saturday) and on standard time (Monday).
    expect(localDay(Date.UTC(2026, 10, 1, 4, 30), 'America/Chicago')).toBe('2026-10-31');
    expect(localDay(Date.UTC(2026, 10, 3, 5, 30), 'America/Chicago')).toBe('2026-11-02');
    // Saturday's offset taken for Monday puts Monday's late practice on Tuesday.
    expect(localDay(Date.UTC(2026, 10, 3, 5, 30), 300)).toBe('2026-11-03');
  });

  it('labels live, processing, failed, scheduled and complete sessions', () => {
    expect(statusLabel(doc({ status: 'live', replicaStatus: 'I_I' }), false)).toBe('LIVE');
    for (const [code, stage] of [
      ['I_I', 'launch'],
      ['R_I', 'retrack'],
      ['B_I', 'ballflight'],
      ['F_I', 'terminate'],
    ])
      expect(statusLabel(doc({ replicaStatus: code, replicaStage: stage }), false)).toBe(
        'PROCESSING',
      );
    // A finished practice waiting at I_I for its launch is not processing.
    expect(statusLabel(doc({ replicaStatus: 'I_I' }), false)).toBe('COMPLETE');
    expect(statusLabel(doc({ replicaStatus: 'R_I' }), true)).toBe('FAILED');
    expect(statusLabel(doc({ status: 'future', replicaStatus: 'none' }), false)).toBe('SCHEDULED');
    for (const code of ['R_C', 'F_C', 'junk'])
      expect(statusLabel(doc({ replicaStatus: code }), false)).toBe('COMPLETE');
  });

  it('counts tracking and warns about what a data-ops user should check', () => {
    expect(trackingText(counts)).toBe('53 players · 2 balls');
    expect(trackingText({ players: 1, balls: 1, unknown: 0 })).toBe('1 player · 1 ball');
    expect(processingWarnings(doc({}), counts, null)).toEqual([]);
    expect(processingWarnings(doc({}), { players: 0, balls: 0, unknown: 0 }, null)).toEqual([
      'no positions stored',
    ]);
    expect(
      processingWarnings(doc({}), { players: 4, balls: 0, unknown: 2 }, 'retrack failed: gone'),
    ).toEqual(['retrack failed: gone', 'no ball tracked', '2 unknown entities tracked']);
    expect(
      processingWarnings(
        doc({ extraData: { replicaStatus: 'F_C', processing: { totalBallFlights: 0 } } }),
        counts,
        null,
      ),
    ).toEqual(['no ball flights found']);
    expect(
      processingWarnings(doc({ status: 'future' }), { players: 0, balls: 0, unknown: 0 }, null),
    ).toEqual([]);
  });

  it('sorts newest day first, then by team, then by start', () => {
    const row = (id: string, teamId: string, startTime: number) => ({
      ...statusRow(doc({ _id: id, teamId, startTime }), counts, null, 0),
      startTime,
    });
    const day = Date.UTC(2026, 10, 3);
    const sorted = sortStatusRows([
      row('a', '3700', day + 3_600_000),
      row('b', '1050', day + 7_200_000),
      row('c', '3700', day + 86_400_000),
      row('d', '1050', day + 60_000),
    ]);
    expect(sorted.map((r) => `${r.date} ${r.sessionId}`)).toEqual([
      '2026-11-04 c',
      '2026-11-03 d',
      '2026-11-03 b',
      '2026-11-03 a',
    ]);
    expect(sorted[0]).not.toHaveProperty('startTime');
  });
});
