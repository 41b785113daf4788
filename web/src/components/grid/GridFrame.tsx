/**
 * The frame of every table: a named region around the grid that says so when the table is
 * wider than the window. Columns are sized to fit a 1440 px window whole; on a narrower one
 * a short hint above the table says it scrolls sideways, and a fade over each edge with
 * columns beyond it shows which way (a table cut at the window's edge looked complete).
 */
import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import type { AgGridEvent, BodyScrollEvent, GridApi } from 'ag-grid-community';
import './grid.css';

/**
 * Which edges of the scrolling middle (between the pinned columns) have columns beyond
 * them, and where that middle lies in the grid, so the fades sit on its edges.
 */
interface Edges {
  readonly left: boolean;
  readonly right: boolean;
  readonly middleLeftPx: number;
  readonly middleWidthPx: number;
}

const NONE: Edges = { left: false, right: false, middleLeftPx: 0, middleWidthPx: 0 };

/** A pixel of slack: flexed widths are fractional and scroll positions rounded. */
const SLACK_PX = 1;

/** The edges of `api`'s grid as it is laid out now. */
function edgesOf(api: GridApi): Edges {
  const columns = api.getAllDisplayedColumns();
  const widthPx = (pinned: 'left' | 'right' | null) =>
    columns
      .filter((column) => column.getPinned() === pinned)
      .reduce((sum, column) => sum + column.getActualWidth(), 0);
  // The part of the middle in view: from its scroll position to that plus its width.
  const { left, right } = api.getHorizontalPixelRange();
  return {
    left: left > SLACK_PX,
    right: right < widthPx(null) - SLACK_PX,
    middleLeftPx: widthPx('left'),
    middleWidthPx: right - left,
  };
}

const same = (a: Edges, b: Edges) =>
  a.left === b.left &&
  a.right === b.right &&
  a.middleLeftPx === b.middleLeftPx &&
  a.middleWidthPx === b.middleWidthPx;

/** The grid events that keep a frame's edges current: spread them onto the AgGridReact. */
export interface SideScrollEvents {
  readonly onGridReady: (event: AgGridEvent) => void;
  readonly onFirstDataRendered: (event: AgGridEvent) => void;
  readonly onGridSizeChanged: (event: AgGridEvent) => void;
  readonly onDisplayedColumnsChanged: (event: AgGridEvent) => void;
  readonly onColumnResized: (event: AgGridEvent) => void;
  readonly onBodyScroll: (event: BodyScrollEvent) => void;
}

/** What {@link GridFrame} shows, and the events of the grid inside it that feed it. */
export interface SideScroll {
  readonly edges: Edges;
  readonly events: SideScrollEvents;
}

/** Follows a grid's horizontal overflow and scroll position for its {@link GridFrame}. */
export function useSideScroll(): SideScroll {
  const [edges, setEdges] = useState<Edges>(NONE);
  // Measured on the next frame: a resize or a new vertical scrollbar re-flexes the columns
  // after the event that announced it.
  const measure = useCallback((event: AgGridEvent) => {
    requestAnimationFrame(() => {
      if (event.api.isDestroyed()) return;
      const next = edgesOf(event.api);
      setEdges((previous) => (same(previous, next) ? previous : next));
    });
  }, []);
  const onBodyScroll = useCallback(
    (event: BodyScrollEvent) => {
      if (event.direction === 'horizontal') measure(event);
    },
    [measure],
  );
  return {
    edges,
    events: {
      onGridReady: measure,
      onFirstDataRendered: measure,
      onGridSizeChanged: measure,
      onDisplayedColumnsChanged: measure,
      onColumnResized: measure,
      onBodyScroll,
    },
  };
}

/** The region named `label` around a grid (`children`), with `scroll`'s hint and fades. */
export function GridFrame({
  label,
  scroll,
  children,
}: {
  label: string;
  scroll: SideScroll;
  children: ReactNode;
}) {
  const { left, right, middleLeftPx, middleWidthPx } = scroll.edges;
  const style = {
    '--middle-left': `${String(middleLeftPx)}px`,
    '--middle-width': `${String(middleWidthPx)}px`,
  } as CSSProperties;
  return (
    <div className="grid-wrap" role="region" aria-label={label}>
      {(left || right) && (
        <p className="grid-scroll-hint">
          <span aria-hidden="true">↔</span> Scroll sideways for more columns
        </p>
      )}
      <div
        className={`grid-frame${left ? ' more-left' : ''}${right ? ' more-right' : ''}`}
        style={style}
      >
        {children}
      </div>
    </div>
  );
}
