/**
 * The rows of the exports (02 §5): a season's bulk CSV is built in the background and polled
 * until ready. The `result` of its calls in the manifest (domain/calls.ts); the files
 * themselves are answered as CSV, not as rows.
 */
import { z } from 'zod';

/**
 * reports/bulk/…: where a season's bulk CSV stands: 1 while it is being built, 0 once the file
 * is ready to fetch with materialize=true (the spec's); asked with progress=percent, the same
 * state with the percent of the job done (100 once ready).
 */
export const bulkStateRow = z.union([
  z.literal(0),
  z.literal(1),
  z.object({
    state: z.union([z.literal(0), z.literal(1)]),
    percent: z.number().int().min(0).max(100),
  }),
]);
export type BulkState = z.output<typeof bulkStateRow>;
