/**
 * A session's dataset (03 §3 Data Ops practice: dataset_id, the reference Data Ops shows):
 * starting a practice opens its dataset keyed by the practice's id, so every session that
 * started at least once (imported and seeded ones too) has one, and the data-ops worker and
 * the Data Ops rows name it the same way.
 */

/** The short reference of a dataset a data-ops user reads (DS- and 8 letters or digits). */
export const datasetRefOf = (datasetId: string): string =>
  `DS-${datasetId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}`;

/** The fields of a session its dataset is read from. */
export interface DatasetSource {
  readonly _id?: unknown;
  readonly status?: unknown;
  readonly dataset_id?: unknown;
  readonly dataset_ref_id?: unknown;
}

/** A session's dataset id and reference, or null before it ever started. */
export function datasetOf(doc: DatasetSource): { datasetId: string; datasetRef: string } | null {
  const datasetId =
    typeof doc.dataset_id === 'string'
      ? doc.dataset_id
      : doc.status !== 'future' && typeof doc._id === 'string'
        ? doc._id
        : null;
  if (datasetId === null) return null;
  const datasetRef =
    typeof doc.dataset_ref_id === 'string' ? doc.dataset_ref_id : datasetRefOf(datasetId);
  return { datasetId, datasetRef };
}
