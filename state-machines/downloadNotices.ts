// The notices shared by report downloads and bulk exports (01 §4, 02 §4, §8).
import {
  MSG_DOWNLOAD_FINISHED,
  MSG_DOWNLOAD_IN_PROGRESS,
  msgDownloadDone,
  msgDownloadError,
  msgDownloadProcessing,
} from '../domain';

/** How long 'Download Finished' and the download error stay up, ms. */
export const DOWNLOAD_NOTICE_MS = 4000;

/** A download notice: kind, title and body. `persists` means it stays until replaced. */
export interface DownloadNotice {
  kind: 'info' | 'success' | 'error' | 'warning';
  title: string;
  body?: string;
  persists: boolean;
  /** How far a long job has got, 0–100, where its server says (issue 35 item 5). */
  percent?: number;
  /** How long a notice that does not persist stays up; {@link DOWNLOAD_NOTICE_MS} unless set. */
  durationMs?: number;
}

/**
 * 'Download In Progress' for a file, with the job's percent done where known; it persists
 * until the download ends.
 */
export const inProgressNotice = (file: string, percent?: number): DownloadNotice => ({
  kind: 'info',
  title: MSG_DOWNLOAD_IN_PROGRESS,
  body: msgDownloadProcessing(file),
  persists: true,
  ...(percent === undefined ? {} : { percent }),
});

/** 'Download Finished' for a file (4 s). */
export const finishedNotice = (file: string): DownloadNotice => ({
  kind: 'success',
  title: MSG_DOWNLOAD_FINISHED,
  body: msgDownloadDone(file),
  persists: false,
});

/** 'Error downloading file {file}' (4 s). */
export const errorNotice = (file: string): DownloadNotice => ({
  kind: 'error',
  title: msgDownloadError(file),
  persists: false,
});
