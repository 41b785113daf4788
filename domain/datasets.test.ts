import { describe, expect, it } from 'vitest';
import { datasetOf, datasetRefOf } from './datasets';

describe('a session’s dataset', () => {
  it('is the one its start opened, else the session itself once it started', () => {
    expect(datasetRefOf('a1b2-c3d4-e5f6')).toBe('DS-a1b2c3d4');
    expect(
      datasetOf({ _id: 'p1', status: 'live', dataset_id: 'p1', dataset_ref_id: 'DS-p1' }),
    ).toEqual({ datasetId: 'p1', datasetRef: 'DS-p1' });
    expect(datasetOf({ _id: 'seeded-practice-7', status: 'complete' })).toEqual({
      datasetId: 'seeded-practice-7',
      datasetRef: 'DS-seededpr',
    });
    expect(datasetOf({ _id: 'planned', status: 'future' })).toBeNull();
  });
});
