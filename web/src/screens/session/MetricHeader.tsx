/**
 * A metric column's header label with its hover menu (02 §2): on hover or focus it offers
 * 'Open Player Totals by Period', the by-period view of that metric.
 */
import { useNavigate } from 'react-router-dom';
import type { CustomInnerHeaderProps } from 'ag-grid-react';

export function MetricHeader({ displayName, to }: CustomInnerHeaderProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <span className="metric-header">
      <span className="metric-header-label">{displayName}</span>
      <button
        type="button"
        className="by-period-button"
        aria-label={`Open Player Totals by Period: ${displayName}`}
        title="Open Player Totals by Period"
        // The header sorts on a click: this button's click is its own.
        onClick={(event) => {
          event.stopPropagation();
          void navigate(to);
        }}
        onMouseDown={(event) => {
          event.stopPropagation();
        }}
      >
        ⋮
      </button>
    </span>
  );
}
