import { describe, expect, it } from 'vitest';
import { encodeTable, readRow, SESSIONS, tableFromSnapshot } from '../../../proto';
import { SPEC_INTERVALS, topicSources } from './sources';

const session = (fields: Record<string, unknown>) => ({
  type: 'complete',
  status: 'complete',
  name: 'Tuesday',
  startTime: 1_000,
  endTime: 9_000,
  teamId: '3700',
  ...fields,
});

describe('the Data Ops topic (03 §2 Data Ops)', () => {
  const source = topicSources(SPEC_INTERVALS)({ kind: 'dataops' });

  it('polls the Data Ops list of the last two days', () => {
    expect(source.path()).toMatch(/^datasets\?startTime=\d+&endTime=\d+$/);
    const [from, to] = [...source.path().matchAll(/=(\d+)/g)].map((m) => Number(m[1]));
    expect((to ?? 0) - (from ?? 0)).toBe(3 * 86_400_000);
  });

  it('polls the calendar days of a range in every time zone (UTC+14 to UTC-12)', () => {
    const ranged = topicSources(SPEC_INTERVALS)({
      kind: 'dataops',
      from: '2026-08-01',
      to: '2026-11-28',
    });
    const from = Date.UTC(2026, 7, 1) - 14 * 3_600_000;
    const to = Date.UTC(2026, 10, 29) + 12 * 3_600_000;
    expect(ranged.path()).toBe(`datasets?startTime=${from}&endTime=${to}`);
  });

  it('gives every dataset its venue, replica status, stage, last message and failure', () => {
    const tables = source.toTables([
      session({
        _id: 'p1',
        dataset_id: 'p1',
        dataset_ref_id: 'DS-p1',
        venueIp: '10.1.2.3',
        extraData: {
          replicaStatus: 'R_I',
          replicaStage: 'retrack',
          replicaPercent: 41,
          replicaMessage: 'action init started',
          replicaUpdatedMs: 12_345,
          replicaFailed: 'Retrack failed: disk full',
          replicaAction: 'init',
          replicaActionBy: 'dataops@dev.test',
          replicaActionAtMs: 12_000,
        },
      }),
      session({ _id: 'seeded-practice-7' }),
    ]);
    const view = tableFromSnapshot(
      encodeTable('sessions', tables.get('sessions') ?? { columns: [], rows: new Map() }),
    );
    const rows = Object.fromEntries(
      view.order.map((key) => [key, readRow(SESSIONS.sessions, view.rows[key] ?? {})]),
    );
    expect(Object.keys(rows)).toEqual(['p1', 'seeded-practice-7']);
    expect(rows.p1).toMatchObject({
      datasetId: 'p1',
      datasetRef: 'DS-p1',
      venueIp: '10.1.2.3',
      lastEditedMs: 12_345,
      replicaStatus: 'R_I',
      stage: 'retrack',
      stagePercent: 41,
      actionMessage: 'action init started',
      failed: 'Retrack failed: disk full',
      lastAction: 'init',
      lastActionBy: 'dataops@dev.test',
      lastActionAtMs: 12_000,
    });
    // A session that started without a dataset call (seeded, imported): its own id.
    expect(rows['seeded-practice-7']).toMatchObject({
      datasetId: 'seeded-practice-7',
      datasetRef: 'DS-seededpr',
      venueIp: '-',
      lastEditedMs: 9_000,
      replicaStatus: null,
      stage: null,
      stagePercent: null,
      actionMessage: null,
      failed: null,
      lastAction: null,
      lastActionBy: null,
    });
  });
});
