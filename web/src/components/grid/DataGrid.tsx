/**
 * The lists' table (02 §2): AG Grid Community with the product's theme, sortable and
 * resizable columns whose headers wrap rather than cut, the spec's empty text (and why the
 * table is empty, when the caller knows), in a frame that says when it scrolls sideways.
 * Loaded with the screens that use it.
 */
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { gridTheme as theme } from './theme';
import { GridFrame, useSideScroll } from './GridFrame';
import { MSG_NO_MATCHING_DATA } from '../../../../domain';

/** The column a table is sorted by (its column id) and which way. */
export interface GridSort {
  readonly colId: string;
  readonly order: 'asc' | 'desc';
}

/**
 * A table of `rows`; `label` names it for assistive technology and tests; `emptyWhy` says
 * after the empty text why there are no rows (e.g. 'Buffalo Bills has no practices …').
 */
export function DataGrid<Row extends { id: string }>({
  rows,
  columns,
  loading,
  label,
  emptyWhy,
  pinnedTop,
  onSort,
  pageSize,
  virtualColumns = false,
}: {
  rows: readonly Row[] | null;
  /** Columns, or groups of columns under a heading. */
  columns: (ColDef<Row> | ColGroupDef<Row>)[];
  loading: boolean;
  label: string;
  emptyWhy?: string | undefined;
  /** Rows kept above the others whatever the sort (pinned players). */
  pinnedTop?: readonly Row[] | undefined;
  /** Told the column the user sorted by and which way (null: no sort) after each change. */
  onSort?: ((sort: GridSort | null) => void) | undefined;
  /** Rows per page, with the grid's pager under it; every row on one page when left out. */
  pageSize?: number | undefined;
  /**
   * Only the columns in sight are in the page, the others drawn as the table scrolls
   * sideways: for a table much wider than the window (a session's metrics), whose first rows
   * show in about three quarters of the time (issue 33). Off, every column is in the page.
   */
  virtualColumns?: boolean;
}) {
  const scroll = useSideScroll();
  return (
    <GridFrame label={label} scroll={scroll}>
      <AgGridReact<Row>
        theme={theme}
        rowData={rows ? [...rows] : null}
        pinnedTopRowData={pinnedTop ? [...pinnedTop] : undefined}
        columnDefs={columns}
        loading={loading}
        getRowId={({ data }) => data.id}
        defaultColDef={{
          sortable: true,
          resizable: true,
          wrapHeaderText: true,
          autoHeaderHeight: true,
          tooltipValueGetter: (p) => p.valueFormatted ?? (p.value as string),
        }}
        overlayComponentParams={{
          noRows: {
            overlayText: emptyWhy ? `${MSG_NO_MATCHING_DATA}. ${emptyWhy}` : MSG_NO_MATCHING_DATA,
          },
        }}
        pagination={pageSize !== undefined}
        {...(pageSize === undefined
          ? {}
          : { paginationPageSize: pageSize, paginationPageSizeSelector: false })}
        animateRows={false}
        suppressColumnVirtualisation={!virtualColumns}
        onSortChanged={
          onSort === undefined
            ? undefined
            : ({ api }) => {
                const column = api.getColumnState().find((c) => c.sort != null);
                onSort(column?.sort == null ? null : { colId: column.colId, order: column.sort });
              }
        }
        {...scroll.events}
      />
    </GridFrame>
  );
}
