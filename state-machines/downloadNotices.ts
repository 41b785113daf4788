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
}

/** 'Download In Progress' for a file; it persists until the download ends. */
export const inProgressNotice = (file: string): DownloadNotice => ({
  kind: 'info',
  title: MSG_DOWNLOAD_IN_PROGRESS,
  body: msgDownloadProcessing(file),
  persists: true,
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
