/**
 * Reading a list over a date range: the call is asked for the range's span
 * (startTime..endTime) and its rows are kept to the days the range covers (picked days may
 * have gaps).
 */
import {
  choiceIncludes,
  choiceWindow,
  type CallParams,
  type DateRangeChoice,
} from '../../../domain';
import type { CallOptions } from './api';
import { useApi, type ApiRead, type ReadSpec } from './useApi';

/**
 * Reads the manifest's call `spec` with its path `params` (either null reads nothing) over
 * `range`, with `query` added.
 */
export function useRangeApi<
  Row extends { readonly startTime: number },
  C extends ReadSpec = ReadSpec,
>(
  spec: C | null,
  params: CallParams<C> | null,
  range: DateRangeChoice,
  query: CallOptions['query'] = {},
): ApiRead<Row> {
  const now = new Date();
  const { fromMs, toMs } = choiceWindow(range, now);
  const read: ApiRead<Row> = useApi(spec, params, { ...query, startTime: fromMs, endTime: toMs });
  return { ...read, rows: read.rows.filter((r) => choiceIncludes(range, r.startTime, now)) };
}
