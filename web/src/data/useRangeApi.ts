/**
 * Reading a list over a date range: the call is asked for the range's span
 * (startTime..endTime) and its rows are kept to the days the range covers (picked days may
 * have gaps).
 */
import type { z } from 'zod';
import {
  choiceIncludes,
  choiceWindow,
  type CallParams,
  type CallQuery,
  type CallRow,
  type DateRangeChoice,
} from '../../../domain';
import { useApi, type ApiRead, type ReadSpec } from './useApi';

/**
 * Reads the manifest's call `spec` with its path `params` (either null reads nothing) over
 * `range`, with `query` added; its rows are typed by the call's `result` schema, which must
 * give each row its `startTime`.
 */
export function useRangeApi<
  C extends ReadSpec & { readonly result: z.ZodType<{ readonly startTime: number }> },
>(
  spec: C | null,
  params: CallParams<C> | null,
  range: DateRangeChoice,
  query?: Omit<CallQuery<C>, 'startTime' | 'endTime'>,
): ApiRead<CallRow<C>> {
  const now = new Date();
  const { fromMs, toMs } = choiceWindow(range, now);
  // The range's window completes the query the contract typed (every C here takes the window;
  // a generic conditional type cannot see that, hence the conversion).
  const windowed = { ...query, startTime: fromMs, endTime: toMs } as unknown as CallQuery<C>;
  const read = useApi(spec, params, windowed);
  return {
    ...read,
    rows: read.rows.filter((r: CallRow<C>) =>
      choiceIncludes(range, (r as { readonly startTime: number }).startTime, now),
    ),
  };
}
