/**
 * The download notice of a list's exports (01 §4, 02 §8): 'Download In Progress' while a
 * file is built or fetched, then 'Download Finished' or, with a red alert icon, 'Error
 * downloading file {file}'. A corner toast, narrow enough for an 800 px screen.
 */
import type { DownloadNotice } from '../../../../state-machines';
import '../toast.css';
import './export.css';

const ICONS: Readonly<Record<DownloadNotice['kind'], string>> = {
  info: '↓',
  success: '✓',
  warning: '!',
  error: '!',
};

/** The notice on screen, or nothing. */
export function DownloadToast({ notice }: { notice: DownloadNotice | null }) {
  if (notice === null) return null;
  const urgent = notice.kind === 'error' || notice.kind === 'warning';
  return (
    <div className={`download-toast toast ${notice.kind}`} role={urgent ? 'alert' : 'status'}>
      <span className="toast-icon" aria-hidden="true">
        {ICONS[notice.kind]}
      </span>
      <span className="toast-text">
        <strong>{notice.title}</strong>
        {notice.body !== undefined && <span>{notice.body}</span>}
        {notice.percent !== undefined && (
          <span className="download-progress">
            <progress max={100} value={notice.percent} aria-label="Done so far" />
            <span>{notice.percent}%</span>
          </span>
        )}
      </span>
    </div>
  );
}
