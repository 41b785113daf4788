import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { MSG_SELECT_EXPORT_YEAR } from '../domain';
import {
  bulkExportMachine,
  isValidExportYear,
  type BulkCheckResult,
  type BulkExportRequest,
} from './bulkExportMachine';
import { reportDownloadMachine, type ReportStatusResult } from './reportDownloadMachine';
import type { DownloadNotice } from './downloadNotices';
import { startActor } from './testActor';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const failing = () => Promise.reject(new Error('500'));

function report(
  results: ReportStatusResult[],
  calls: {
    download?: () => Promise<unknown>;
    request?: () => Promise<unknown>;
    failNotice?: { failNotice: DownloadNotice };
  } = {},
) {
  const checks: number[] = [];
  const actor = startActor(
    reportDownloadMachine.provide({
      actors: {
        requestReport: fromPromise(calls.request ?? (() => Promise.resolve(null))),
        checkReport: fromPromise(() => {
          checks.push(Date.now());
          const next = results.shift();
          return next === undefined ? failing() : Promise.resolve(next);
        }),
        downloadReport: fromPromise(calls.download ?? (() => Promise.resolve(null))),
      },
    }),
  );
  actor.send({ type: 'download.request', file: '123.csv', ...(calls.failNotice ?? {}) });
  return { actor, checks };
}

describe('reportDownloadMachine (02 §4)', () => {
  it("shows a measured job's percent while it is pending, and a failure's own notice for its own time", async () => {
    const { actor } = report([
      { result: 0, percent: 20 },
      { result: 0, percent: 65 },
      { result: 1, percent: 100 },
    ]);
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().context.notice).toMatchObject({ percent: 20, persists: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.notice).toMatchObject({ percent: 65 });
    await vi.advanceTimersByTimeAsync(1010);
    expect(actor.getSnapshot().value).toBe('finished');

    const pdfError: DownloadNotice = {
      kind: 'error',
      title: 'Unable to generate the pdf report',
      persists: false,
      durationMs: 2500,
    };
    const failed = report([{ result: 0, percent: 10 }], { failNotice: { failNotice: pdfError } });
    await vi.advanceTimersByTimeAsync(1010);
    expect(failed.actor.getSnapshot().value).toBe('failed');
    expect(failed.actor.getSnapshot().context.notice).toEqual(pdfError);
    await vi.advanceTimersByTimeAsync(2499);
    expect(failed.actor.getSnapshot().value).toBe('failed');
    await vi.advanceTimersByTimeAsync(1);
    expect(failed.actor.getSnapshot().value).toBe('idle');
  });

  it('polls while pending, downloads on 1, shows Download Finished for 4 s', async () => {
    const { actor, checks } = report([0, 0, 1]);
    expect(actor.getSnapshot().context.notice).toMatchObject({
      title: 'Download In Progress',
      persists: true,
    });
    await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(2000);
    expect(checks.map((t) => t - (checks[0] ?? 0))).toEqual([0, 1000, 2000]);
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.notice?.title).toBe('Download Finished');
    await vi.advanceTimersByTimeAsync(4000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { notice: null } });
  });

  it('treats -1 as ready and other results or failures as errors', async () => {
    const ready = report([-1]);
    await vi.advanceTimersByTimeAsync(20);
    expect(ready.actor.getSnapshot().value).toBe('finished');
    for (const setup of [
      () => report([7]),
      () => report([]),
      () => report([1], { download: failing }),
      () => report([1], { request: failing }),
    ]) {
      const { actor } = setup();
      await vi.advanceTimersByTimeAsync(20);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.notice?.title).toBe('Error downloading file 123.csv');
      await vi.advanceTimersByTimeAsync(4000);
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });
});

function bulk(
  results: BulkCheckResult[],
  download: () => Promise<unknown> = () => Promise.resolve(null),
) {
  const checks: number[] = [];
  const actor = startActor(
    bulkExportMachine.provide({
      actors: {
        checkBulkExport: fromPromise<BulkCheckResult, BulkExportRequest>(() => {
          checks.push(Date.now());
          const next = results.shift();
          return next === undefined ? failing() : Promise.resolve(next);
        }),
        downloadBulkExport: fromPromise(download),
      },
    }),
  );
  return { actor, checks };
}

describe('bulkExportMachine (02 §4)', () => {
  const NOW = new Date(2024, 5, 1).getTime();

  it('needs a valid year or a date range', () => {
    expect(isValidExportYear(2014, NOW)).toBe(false);
    expect(isValidExportYear(2024, NOW)).toBe(true);
    expect(isValidExportYear(2025, NOW)).toBe(false);
    const { actor } = bulk([]);
    actor.send({ type: 'export.request', file: 'DAL_bulk.csv', year: null, nowMs: NOW });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice).toMatchObject({
      kind: 'warning',
      title: MSG_SELECT_EXPORT_YEAR,
    });
  });

  it('polls every 5 s while the server answers 1, then downloads on 0', async () => {
    const { actor, checks } = bulk([1, 1, 0]);
    actor.send({
      type: 'export.request',
      file: 'DAL_bulk.csv',
      year: null,
      dateRange: '20230301-20240229',
      nowMs: NOW,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checks.map((t) => t - (checks[0] ?? 0))).toEqual([0, 5000, 10_000]);
    expect(actor.getSnapshot().context.notice?.title).toBe('Download Finished');
    await vi.advanceTimersByTimeAsync(4000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("shows the job's percent in the in-progress notice while the server builds the file", async () => {
    const { actor } = bulk([
      { state: 1, percent: 0 },
      { state: 1, percent: 40 },
      { state: 0, percent: 100 },
    ]);
    actor.send({ type: 'export.request', file: 'DAL_bulk.csv', year: 2023, nowMs: NOW });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.notice).toMatchObject({
      title: 'Download In Progress',
      percent: 0,
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().context.notice).toMatchObject({
      title: 'Download In Progress',
      percent: 40,
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().context.notice?.title).toBe('Download Finished');
  });

  it('shows the error for other answers and failures', async () => {
    for (const setup of [
      () => bulk([3]),
      () => bulk([{ state: 2, percent: 0 }]),
      () => bulk([]),
      () => bulk([0], failing),
    ]) {
      const { actor } = setup();
      actor.send({ type: 'export.request', file: 'DAL_bulk.csv', year: 2023, nowMs: NOW });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.notice?.title).toBe('Error downloading file DAL_bulk.csv');
      await vi.advanceTimersByTimeAsync(4000);
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });
});
