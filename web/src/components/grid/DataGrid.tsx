/**
 * The lists' table (02 §2): AG Grid Community with the product's theme, sortable and
 * resizable columns, and the spec's empty text. Loaded with the screens that use it.
 */
import { AgGridReact } from 'ag-grid-react';
import type { ColDef } from 'ag-grid-community';
import { gridTheme as theme } from './theme';
import { MSG_NO_MATCHING_DATA } from '../../../../domain';

/** A table of `rows`; `label` names it for assistive technology and tests. */
export function DataGrid<Row extends { id: string }>({
  rows,
  columns,
  loading,
  label,
}: {
  rows: readonly Row[] | null;
  columns: ColDef<Row>[];
  loading: boolean;
  label: string;
}) {
  return (
    <div className="grid-wrap" role="region" aria-label={label}>
      <AgGridReact<Row>
        theme={theme}
        rowData={rows ? [...rows] : null}
        columnDefs={columns}
        loading={loading}
        getRowId={({ data }) => data.id}
        defaultColDef={{
          sortable: true,
          resizable: true,
          tooltipValueGetter: (p) => p.valueFormatted ?? (p.value as string),
        }}
        overlayNoRowsTemplate={MSG_NO_MATCHING_DATA}
        animateRows={false}
        suppressColumnVirtualisation
      />
    </div>
  );
}
