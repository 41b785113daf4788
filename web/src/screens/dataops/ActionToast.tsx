/** The toast of a Data Ops answer: success or error, with the server's message. */
import type { ProcessingNotice } from '../../../../state-machines';
import '../../components/toast.css';

/** A corner toast of `notice`, dismissed by its × button. */
export function ActionToast({
  notice,
  onDismiss,
}: {
  notice: ProcessingNotice;
  onDismiss: () => void;
}) {
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
