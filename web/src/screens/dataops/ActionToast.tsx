/** The toast of a Data Ops answer: success or error, with the server's message. */
import { useEffect } from 'react';
import { TOAST_MS } from '../../../../domain';
import type { ProcessingNotice } from '../../../../state-machines';
import '../../components/toast.css';

/**
 * A corner toast of `notice`, dismissed by its × button; a success goes by itself after a
 * few seconds, an error stays until closed (it says what to do).
 */
export function ActionToast({
  notice,
  onDismiss,
}: {
  notice: ProcessingNotice;
  onDismiss: () => void;
}) {
  useEffect(() => {
    if (notice.kind !== 'success') return;
    const timer = setTimeout(onDismiss, TOAST_MS.dataOpsSuccess);
    return () => {
      clearTimeout(timer);
    };
  }, [notice, onDismiss]);
  return (
    <div
      className={`toast ${notice.kind} dataops-toast`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      <span className="toast-icon" aria-hidden="true">
        {notice.kind === 'error' ? '!' : '✓'}
      </span>
      <span className="toast-text">
        <strong>{notice.title}</strong>
        {notice.message !== notice.title && <span>{notice.message}</span>}
      </span>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
