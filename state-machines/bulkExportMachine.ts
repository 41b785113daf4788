// Bulk CSV export (02 §4, 03 §7): needs a year or range; poll every 5 s while the server
// answers 1, fetch the file on 0, anything else is an error.
import { MSG_SELECT_EXPORT_YEAR, REFRESH_MS } from '../domain';
import { assign, fromPromise, setup } from 'xstate';
import {
  DOWNLOAD_NOTICE_MS,
  errorNotice,
  finishedNotice,
  inProgressNotice,
} from './downloadNotices';
import type { DownloadNotice } from './downloadNotices';

/** First season year of bulk exports (01 §5). */
export const FIRST_EXPORT_YEAR = 2015;

/** True for a whole year from 2015 to the current year of `nowMs`. */
export function isValidExportYear(year: number | null | undefined, nowMs: number): boolean {
  return (
    typeof year === 'number' &&
    Number.isInteger(year) &&
    year >= FIRST_EXPORT_YEAR &&
    year <= new Date(nowMs).getFullYear()
  );
}

/** What to export: the file name and the season year or an explicit date range. */
export interface BulkExportRequest {
  file: string;
  year: number | null;
  /** A chosen date range, `yyyyMMdd-yyyyMMdd`, used instead of a year. */
  dateRange?: string;
}

/** Events of the bulk export machine. */
export type BulkExportEvent = { type: 'export.request'; nowMs: number } & BulkExportRequest;

interface Ctx {
  request: BulkExportRequest | null;
  notice: DownloadNotice | null;
}

const fileOf = (context: Ctx): string => context.request?.file ?? '';

/**
 * A poll's answer: the spec's 1 (being built) or 0 (ready), or the same state with the
 * percent of the job done, which the in-progress notice then shows.
 */
export type BulkCheckResult = number | { readonly state: number; readonly percent: number };

const stateOf = (r: BulkCheckResult): number => (typeof r === 'number' ? r : r.state);
const percentOf = (r: BulkCheckResult): number | undefined =>
  typeof r === 'number' ? undefined : r.percent;

/** Provide the actors `checkBulkExport` (materialize=no: 1 not ready, 0 ready, optionally
 * with the percent done) and `downloadBulkExport` (materialize=yes, saves the file). */
export const bulkExportMachine = setup({
  types: { context: {} as Ctx, events: {} as BulkExportEvent },
  actors: {
    checkBulkExport: fromPromise<BulkCheckResult, BulkExportRequest>(() =>
      Promise.reject(new Error('checkBulkExport not provided')),
    ),
    downloadBulkExport: fromPromise<unknown, BulkExportRequest>(() =>
      Promise.reject(new Error('downloadBulkExport not provided')),
    ),
  },
  delays: { pollInterval: REFRESH_MS.reportNotReady, noticeDuration: DOWNLOAD_NOTICE_MS },
  guards: {
    hasNoPeriod: ({ event }) => !event.dateRange && !isValidExportYear(event.year, event.nowMs),
  },
  actions: {
    fail: assign({ notice: ({ context }) => errorNotice(fileOf(context)) }),
  },
}).createMachine({
  id: 'bulkExport',
  context: { request: null, notice: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'export.request': [
          {
            guard: 'hasNoPeriod',
            actions: assign({
              notice: { kind: 'warning', title: MSG_SELECT_EXPORT_YEAR, persists: false },
            }),
          },
          {
            target: 'checking',
            actions: assign({
              request: ({ event }) => ({
                file: event.file,
                year: event.year,
                dateRange: event.dateRange,
              }),
              notice: ({ event }) => inProgressNotice(event.file),
            }),
          },
        ],
      },
    },
    checking: {
      invoke: {
        src: 'checkBulkExport',
        input: ({ context }) => context.request as BulkExportRequest,
        onDone: [
          {
            guard: ({ event }) => stateOf(event.output) === 1,
            target: 'waiting',
            actions: assign({
              notice: ({ context, event }) =>
                inProgressNotice(fileOf(context), percentOf(event.output)),
            }),
          },
          { guard: ({ event }) => stateOf(event.output) === 0, target: 'downloading' },
          { target: 'failed', actions: 'fail' },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    waiting: { after: { pollInterval: 'checking' } },
    downloading: {
      invoke: {
        src: 'downloadBulkExport',
        input: ({ context }) => context.request as BulkExportRequest,
        onDone: {
          target: 'finished',
          actions: assign({ notice: ({ context }) => finishedNotice(fileOf(context)) }),
        },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    finished: { after: { noticeDuration: { target: 'idle', actions: assign({ notice: null }) } } },
    failed: { after: { noticeDuration: { target: 'idle', actions: assign({ notice: null }) } } },
  },
});
