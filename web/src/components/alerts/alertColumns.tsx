/**
 * The live alerting table's columns (02 §4, §5): the player, then the speed target (mph) and
 * one column per chosen metric, each cell an alert value and its active check. A value is
 * typed (at most 7 characters) and shown invalid when it cannot be saved; the check is
 * disabled while the value is empty, zero or invalid.
 *
 * The cells draw their row from {@link AlertRowsContext}, not from the row AG Grid hands
 * them: the grid takes new rows in an effect after the render and passes a cell renderer
 * new data only when the cell's value (its `valueGetter`) changes. A check drawn from the
 * grid's copy would spring back unchecked under the click that toggled it (the toggle
 * leaves the value as it was), and a typed key could be overwritten by an older value.
 */
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { ALERT_VALUE_MAX_CHARS, isActiveAlertValue } from '../../../../domain';
import {
  isSavableAlert,
  SPEED_TARGET_METRIC,
  type AlertChange,
  type AlertSetting,
} from '../../../../state-machines';
import { createContext, useContext, useMemo } from 'react';
import { alertMetricTitle } from '../../components/alerts/alertText';
import { DataGrid } from '../../components/grid/DataGrid';
import { playerColumns } from '../../components/grid/columns';
import type { PlayerHead } from '../../data/rows';

/** A row of the alerting table: a player and their alerts by metric. */
export interface AlertRow extends PlayerHead {
  readonly id: string;
  readonly alerts: Readonly<Record<string, AlertSetting>>;
  /** Values may be typed (unlocked). */
  readonly editable: boolean;
  /** Checks may be toggled (not while a save is under way). */
  readonly togglable: boolean;
}

/** What the cells send: a typed value or a toggled check. */
export interface AlertCellActions {
  readonly edit: (change: AlertChange & { value: string }) => void;
  readonly toggle: (change: AlertChange & { active: boolean }) => void;
}

/** The table's rows by player id, as the editor's render has them. */
const AlertRowsContext = createContext<ReadonlyMap<string, AlertRow>>(new Map());

/** The header of an alert column: the metric's label and unit. */
export const alertColumnTitle = alertMetricTitle;

interface CellProps extends ICellRendererParams<AlertRow> {
  readonly metric: string;
  readonly actions: AlertCellActions;
}

/** One alert of the current row (see {@link AlertRowsContext}): its value box and active check. */
function AlertCell({ data: gridRow, metric, actions }: CellProps) {
  const rows = useContext(AlertRowsContext);
  if (gridRow === undefined) return null;
  const data = rows.get(gridRow.id) ?? gridRow;
  const alert = data.alerts[metric] ?? { playerId: data.id, metric, value: '', active: false };
  const valid = isSavableAlert(alert);
  const title = alertColumnTitle(metric);
  return (
    <span className="alert-cell">
      <input
        className="alert-value"
        inputMode="decimal"
        maxLength={ALERT_VALUE_MAX_CHARS}
        aria-label={`${title} alert value for ${data.name}`}
        aria-invalid={!valid}
        value={alert.value}
        readOnly={!data.editable}
        onChange={(e) => {
          actions.edit({ playerId: data.id, metric, value: e.target.value });
        }}
      />
      <input
        type="checkbox"
        aria-label={`${title} alert active for ${data.name}`}
        checked={alert.active}
        disabled={!data.togglable || !valid || !isActiveAlertValue(alert.value)}
        onChange={(e) => {
          actions.toggle({ playerId: data.id, metric, active: e.target.checked });
        }}
      />
    </span>
  );
}

/** Player, No., Position, the speed target and one column per header. */
function alertColumns(headers: readonly string[], actions: AlertCellActions): ColDef<AlertRow>[] {
  return [
    ...playerColumns<AlertRow>(),
    ...[SPEED_TARGET_METRIC, ...headers].map((metric): ColDef<AlertRow> => ({
      colId: metric,
      headerName: alertColumnTitle(metric),
      headerTooltip: alertColumnTitle(metric),
      width: 170,
      sortable: false,
      valueGetter: ({ data }) => data?.alerts[metric]?.value ?? '',
      cellRenderer: AlertCell,
      cellRendererParams: { metric, actions },
    })),
  ];
}

/** The alerting table; its columns are rebuilt only when the headers change, so AG Grid keeps the cell being typed in. */
export function AlertsTable({
  headers,
  rows,
  actions,
  loading,
}: {
  headers: readonly string[];
  rows: readonly AlertRow[];
  actions: AlertCellActions;
  loading: boolean;
}) {
  const columns = useMemo(() => alertColumns(headers, actions), [headers, actions]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  return (
    <AlertRowsContext.Provider value={byId}>
      <DataGrid label="Live alerts" rows={rows} columns={columns} loading={loading} />
    </AlertRowsContext.Provider>
  );
}
