/**
 * The report page's PDF (02 §2 Report page, 02 §7 PDF, 02 §8): asked for through the report
 * download machine of `state-machines/`: the first ask starts the server's job, each poll
 * answers its percent done (shown in the 'Download In Progress' notice), and once it is
 * ready the file is fetched and saved as {id}.pdf. Any failure shows 'Unable to generate the
 * pdf report' for 2.5 s.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { CALLS, MSG_PDF_FAILED, TOAST_MS } from '../../../domain';
import {
  reportDownloadMachine,
  type DownloadNotice,
  type ReportStatusResult,
} from '../../../state-machines';
import { call } from './api';
import { fetchApiFile, saveFile } from './download';
import type { ShowNotice } from './useExports';

/** What a report is of. */
export interface PdfTarget {
  readonly id: string;
  /** The side reported on (a game's; a practice's own team). */
  readonly teamId: string;
  /** Days before the session the highlights compare with: 7, 14 or 28. */
  readonly compareDays: number;
}

const PDF_FAILED: DownloadNotice = {
  kind: 'error',
  title: MSG_PDF_FAILED,
  persists: false,
  durationMs: TOAST_MS.pdfError,
};

/** Creates one PDF at a time; `busy` from the ask until the file is saved or it failed. */
export function useReportPdf(show: ShowNotice): {
  readonly busy: boolean;
  readonly create: (target: PdfTarget) => void;
} {
  const current = useRef<Actor<typeof reportDownloadMachine> | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => () => {
      current.current?.stop();
    },
    [],
  );
  const create = useCallback(
    (target: PdfTarget) => {
      current.current?.stop();
      const query = {
        teamId: target.teamId,
        compareRange: target.compareDays,
        tzOffset: new Date().getTimezoneOffset(),
      };
      // The server's state: 1 while it builds (0 for the machine: pending), 0 once ready.
      const poll = async (): Promise<ReportStatusResult> => {
        const [state] = await call(CALLS.sessionPdf, { id: target.id }, { query });
        if (state === undefined) return -2;
        return { result: state.state === 0 ? 1 : 0, percent: state.percent };
      };
      const actor = createActor(
        reportDownloadMachine.provide({
          actors: {
            requestReport: fromPromise<unknown, { file: string }>(poll),
            checkReport: fromPromise<ReportStatusResult, { file: string }>(poll),
            downloadReport: fromPromise<unknown, { file: string }>(async ({ input }) => {
              const blob = await fetchApiFile(
                CALLS.sessionPdf,
                { id: target.id },
                { ...query, materialize: 'yes' },
              );
              saveFile(blob, input.file);
            }),
          },
        }),
      );
      current.current = actor;
      actor.start();
      actor.subscribe((snapshot) => {
        show(snapshot.context.notice);
        setBusy(
          !snapshot.matches('idle') && !snapshot.matches('finished') && !snapshot.matches('failed'),
        );
        if (snapshot.matches('idle')) actor.stop();
      });
      actor.send({ type: 'download.request', file: `${target.id}.pdf`, failNotice: PDF_FAILED });
    },
    [show],
  );
  return { busy, create };
}
