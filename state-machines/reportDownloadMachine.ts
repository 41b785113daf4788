// Report download (02 §4): request, poll status until it leaves pending, then fetch the file.
import { assign, fromPromise, setup } from 'xstate';
import {
  DOWNLOAD_NOTICE_MS,
  errorNotice,
  finishedNotice,
  inProgressNotice,
} from './downloadNotices';
import type { DownloadNotice } from './downloadNotices';

/**
 * Status results: 0 pending; 1 or -1 ready to produce the file; anything else an error. A
 * server that measures its job answers its percent done beside the result.
 */
export type ReportStatusResult = number | { readonly result: number; readonly percent: number };

const resultOf = (status: ReportStatusResult): number =>
  typeof status === 'number' ? status : status.result;
const percentOf = (status: ReportStatusResult): number | undefined =>
  typeof status === 'number' ? undefined : status.percent;

/** True when a status result means the file can be produced (02 §4). */
export const isReportReady = (status: ReportStatusResult): boolean => {
  const result = resultOf(status);
  return result === 1 || result === -1;
};

/** Events of the report download machine. */
export type ReportDownloadEvent = {
  type: 'download.request';
  file: string;
  /** What a failure shows instead of 'Error downloading file {file}' (the PDF's, 02 §8). */
  failNotice?: DownloadNotice;
};

interface Ctx {
  file: string;
  notice: DownloadNotice | null;
  failNotice: DownloadNotice | null;
}

/**
 * One report download at a time (the button is disabled unless `idle`). Provide the actors
 * `requestReport`, `checkReport` (status result) and `downloadReport`; delays: 10 ms before the
 * first check and before fetching, 1 s between pending checks.
 */
export const reportDownloadMachine = setup({
  types: { context: {} as Ctx, events: {} as ReportDownloadEvent },
  actors: {
    requestReport: fromPromise<unknown, { file: string }>(() =>
      Promise.reject(new Error('requestReport not provided')),
    ),
    checkReport: fromPromise<ReportStatusResult, { file: string }>(() =>
      Promise.reject(new Error('checkReport not provided')),
    ),
    downloadReport: fromPromise<unknown, { file: string }>(() =>
      Promise.reject(new Error('downloadReport not provided')),
    ),
  },
  delays: {
    shortPause: 10,
    pollInterval: 1000,
    noticeDuration: ({ context }) => context.notice?.durationMs ?? DOWNLOAD_NOTICE_MS,
  },
  actions: {
    fail: assign({ notice: ({ context }) => context.failNotice ?? errorNotice(context.file) }),
  },
}).createMachine({
  id: 'reportDownload',
  context: { file: '', notice: null, failNotice: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'download.request': {
          target: 'requesting',
          actions: assign({
            file: ({ event }) => event.file,
            notice: ({ event }) => inProgressNotice(event.file),
            failNotice: ({ event }) => event.failNotice ?? null,
          }),
        },
      },
    },
    requesting: {
      invoke: {
        src: 'requestReport',
        input: ({ context }) => ({ file: context.file }),
        onDone: 'waiting',
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    waiting: { after: { shortPause: 'checking' } },
    pending: { after: { pollInterval: 'checking' } },
    checking: {
      invoke: {
        src: 'checkReport',
        input: ({ context }) => ({ file: context.file }),
        onDone: [
          {
            guard: ({ event }) => resultOf(event.output) === 0,
            target: 'pending',
            actions: assign({
              notice: ({ context, event }) =>
                inProgressNotice(context.file, percentOf(event.output)),
            }),
          },
          { guard: ({ event }) => isReportReady(event.output), target: 'preparing' },
          { target: 'failed', actions: 'fail' },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    preparing: { after: { shortPause: 'downloading' } },
    downloading: {
      invoke: {
        src: 'downloadReport',
        input: ({ context }) => ({ file: context.file }),
        onDone: {
          target: 'finished',
          actions: assign({ notice: ({ context }) => finishedNotice(context.file) }),
        },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    finished: { after: { noticeDuration: { target: 'idle', actions: assign({ notice: null }) } } },
    failed: { after: { noticeDuration: { target: 'idle', actions: assign({ notice: null }) } } },
  },
});
