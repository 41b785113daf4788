import { describe, expect, it } from 'vitest';
import { searchPattern } from '../../../../domain';
import {
  acceptsDatasetSearch,
  filterDataOpsRows,
  NO_FILTERS,
  replicaStatusOf,
  type FilterableRow,
} from './dataopsFilters';

const row = (
  name: string,
  datasetRef: string,
  replicaStatus: string | null,
  datasetId = datasetRef.toLowerCase(),
): FilterableRow => ({ name, datasetRef, datasetId, replicaStatus });

const ROWS = [
  row('Bills Tuesday Practice', 'DS-1234abcd', 'F_C'),
  row('Jets Walkthrough', 'DS-99ff0012', 'R_I'),
  row('Bills Thursday', 'DS-5678ef01', 'B_I'),
  row('Dolphins Team Period', 'DS-00000042', null),
  row('Patriots (red)', 'DS-77aa7700', 'I_I'),
];

/** A string that counts the engine's reads of its characters: its steps, without a clock. */
class CountingString extends String {
  reads = 0;
  override charCodeAt(index: number): number {
    this.reads++;
    return super.charCodeAt(index);
  }
  override codePointAt(index: number): number | undefined {
    this.reads++;
    return super.codePointAt(index);
  }
}

const names = (rows: readonly FilterableRow[]) => rows.map((r) => r.name);

describe('Data Ops filters (03 §2, §5)', () => {
  it('matches names as a case-insensitive regular expression', () => {
    expect(names(filterDataOpsRows(ROWS, { ...NO_FILTERS, name: 'bills' }))).toEqual([
      'Bills Tuesday Practice',
      'Bills Thursday',
    ]);
    expect(names(filterDataOpsRows(ROWS, { ...NO_FILTERS, name: '^(jets|dolphins)' }))).toEqual([
      'Jets Walkthrough',
      'Dolphins Team Period',
    ]);
  });

  it('ignores a lone space but not a space within a search', () => {
    expect(filterDataOpsRows(ROWS, { ...NO_FILTERS, name: ' ' })).toHaveLength(ROWS.length);
    expect(searchPattern(' ')).toBeNull();
    expect(searchPattern('')).toBeNull();
    expect(names(filterDataOpsRows(ROWS, { ...NO_FILTERS, name: 's t' }))).toEqual([
      'Bills Tuesday Practice',
      'Bills Thursday',
      'Dolphins Team Period',
    ]);
  });

  it('searches a half-typed expression as plain text instead of failing', () => {
    expect(searchPattern('(red')?.test('Patriots (red)')).toBe(true);
    expect(names(filterDataOpsRows(ROWS, { ...NO_FILTERS, name: '(red' }))).toEqual([
      'Patriots (red)',
    ]);
  });

  it('runs a catastrophic pattern on the linear-time engine, reading each character a few times', () => {
    // A practice name any coach can set; a backtracking RegExp takes 2^25 steps on it.
    const name = new CountingString(`${'a'.repeat(25)}!`);
    const rows = [{ ...row('x', 'DS-1', null), name: name as unknown as string }];
    expect(filterDataOpsRows(rows, { ...NO_FILTERS, name: '(a+)+$' })).toEqual([]);
    expect(name.reads).toBeGreaterThan(0);
    expect(name.reads).toBeLessThanOrEqual(4 * name.length);
  });

  it('takes only numbers in the dataset search and matches them in the reference', () => {
    expect(acceptsDatasetSearch('')).toBe(true);
    expect(acceptsDatasetSearch('0042')).toBe(true);
    expect(acceptsDatasetSearch('12a')).toBe(false);
    expect(acceptsDatasetSearch(' ')).toBe(false);
    expect(acceptsDatasetSearch('-1')).toBe(false);
    expect(names(filterDataOpsRows(ROWS, { ...NO_FILTERS, dataset: '0042' }))).toEqual([
      'Dolphins Team Period',
    ]);
    expect(names(filterDataOpsRows(ROWS, { ...NO_FILTERS, dataset: '77' }))).toEqual([
      'Patriots (red)',
    ]);
  });

  it('keeps one replica status with the ACTIONS filter; no code reads as not launched', () => {
    expect(names(filterDataOpsRows(ROWS, { ...NO_FILTERS, status: 'F_C' }))).toEqual([
      'Bills Tuesday Practice',
    ]);
    expect(names(filterDataOpsRows(ROWS, { ...NO_FILTERS, status: 'none' }))).toEqual([
      'Dolphins Team Period',
    ]);
    expect(replicaStatusOf({ replicaStatus: 'X_Y' })).toBe('none');
  });

  it('keeps only R_I and B_I with Show Active Retrack, with the other filters', () => {
    expect(names(filterDataOpsRows(ROWS, { ...NO_FILTERS, activeRetrack: true }))).toEqual([
      'Jets Walkthrough',
      'Bills Thursday',
    ]);
    expect(
      names(filterDataOpsRows(ROWS, { ...NO_FILTERS, activeRetrack: true, name: 'bills' })),
    ).toEqual(['Bills Thursday']);
  });
});
