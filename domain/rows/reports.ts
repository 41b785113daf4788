/**
 * The rows of the exports (02 §5): a season's bulk CSV is built in the background and polled
 * until ready. The `result` of its calls in the manifest (domain/calls.ts); the files
 * themselves are answered as CSV, not as rows.
 */
import { z } from 'zod';

/**
 * reports/bulk/…: where a season's bulk CSV stands: 1 while it is being built, 0 once the file
 * is ready to fetch with materialize=true.
 */
export const bulkStateRow = z.union([z.literal(0), z.literal(1)]);
export type BulkState = z.output<typeof bulkStateRow>;
