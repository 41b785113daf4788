/**
 * The Data Ops list's filters (03 §2, §4, §5): NAME and DATASETS searches as case-insensitive
 * regular expressions on domain's linear-time searchPattern (a lone space ignored, the dataset
 * search numeric only), the ACTIONS status filter and 'Show Active Retrack' (R_I and B_I
 * only). Pure, so they are tested alone.
 */
import { searchPattern } from '../../../../domain';
import { isActiveRetrack, isReplicaCode, type ReplicaStatus } from '../../../../state-machines';

/** What the filters look at of a row. */
export interface FilterableRow {
  readonly name: string | null;
  readonly datasetId: string | null;
  readonly datasetRef: string | null;
  readonly replicaStatus: string | null;
}

/** The ACTIONS status filter: every row, or those at one replica status. */
export type StatusFilter = 'all' | ReplicaStatus;

/** The filters of the list as the user set them. */
export interface DataOpsFilters {
  readonly name: string;
  readonly dataset: string;
  readonly status: StatusFilter;
  readonly activeRetrack: boolean;
}

/** The filters before the user sets any. */
export const NO_FILTERS: DataOpsFilters = {
  name: '',
  dataset: '',
  status: 'all',
  activeRetrack: false,
};

/** Whether the DATASETS search takes `value` (03 §5: only values passing the numeric check). */
export function acceptsDatasetSearch(value: string): boolean {
  return /^\d*$/.test(value);
}

/** A row's replica status; anything the server sends that is not a code reads as 'none'. */
export const replicaStatusOf = (row: Pick<FilterableRow, 'replicaStatus'>): ReplicaStatus =>
  isReplicaCode(row.replicaStatus) ? row.replicaStatus : 'none';

/** The rows the filters keep, in their order. */
export function filterDataOpsRows<R extends FilterableRow>(
  rows: readonly R[],
  filters: DataOpsFilters,
): R[] {
  const name = searchPattern(filters.name);
  const dataset = searchPattern(filters.dataset);
  return rows.filter((row) => {
    const status = replicaStatusOf(row);
    if (name !== null && !name.test(row.name ?? '')) return false;
    if (dataset !== null && !dataset.test(`${row.datasetRef ?? ''} ${row.datasetId ?? ''}`)) {
      return false;
    }
    if (filters.status !== 'all' && status !== filters.status) return false;
    return !filters.activeRetrack || isActiveRetrack(status);
  });
}
