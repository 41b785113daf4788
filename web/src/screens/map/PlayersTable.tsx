/**
 * The Practice Viewer's players table (03 §2): a view dropdown (default: PLAYER, NO., POS.,
 * COLOR; totals: the distance columns; accel/decel metrics: PLAYER and the four counts with
 * expandable rows), AG Grid Community only: an expanded player is followed by a full-width
 * row of its further accel/decel numbers. Choosing a row highlights the player on the map;
 * Follow keeps the camera on them.
 */
import { memo, useMemo, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, ICellRendererParams, RowClassParams } from 'ag-grid-community';
import { formatJersey, formatMetric, metricLabel } from '../../../../domain';
import { GridFrame, useSideScroll } from '../../components/grid/GridFrame';
import { gridTheme } from '../../components/grid/theme';
import {
  ACCEL_COLUMNS,
  ACCEL_DETAIL,
  PLAYERS_VIEWS,
  playersRows,
  TOTAL_COLUMNS,
  type MapPlayer,
  type PlayersRow,
  type PlayersView,
} from './mapView';

/** The grid's name (for assistive technology and the tests). */
export const PLAYERS_GRID = 'Viewer players';

const metricColumn = (key: string): ColDef<PlayersRow> => ({
  colId: key,
  headerName: metricLabel(key),
  valueGetter: ({ data }) => (data?.kind === 'player' ? (data.metrics[key] ?? null) : null),
  valueFormatter: ({ value }) => formatMetric(key, value as number | null),
  type: 'numericColumn',
  minWidth: 76,
  flex: 1,
});

/** The columns of a view; the metrics view's PLAYER cell holds the row's expand toggle. */
function columnsOf(
  view: PlayersView,
  expanded: ReadonlySet<string>,
  toggle: (id: string) => void,
): ColDef<PlayersRow>[] {
  const player: ColDef<PlayersRow> = {
    colId: 'name',
    headerName: 'PLAYER',
    valueGetter: ({ data }) => (data?.kind === 'player' ? data.name : ''),
    minWidth: 130,
    flex: 2,
  };
  const jersey: ColDef<PlayersRow> = {
    colId: 'jersey',
    headerName: 'NO.',
    valueGetter: ({ data }) => (data?.kind === 'player' ? formatJersey(data.jersey) : ''),
    width: 70,
  };
  if (view === 'metrics') {
    return [
      {
        ...player,
        cellRenderer: ({ data }: ICellRendererParams<PlayersRow>) =>
          data?.kind === 'player' ? (
            <button
              type="button"
              className="row-toggle"
              aria-expanded={expanded.has(data.id)}
              onClick={(e) => {
                e.stopPropagation();
                toggle(data.id);
              }}
            >
              <span aria-hidden="true">{expanded.has(data.id) ? '▾' : '▸'}</span> {data.name}
            </button>
          ) : null,
      },
      ...ACCEL_COLUMNS.map(metricColumn),
    ];
  }
  if (view === 'totals') return [player, jersey, ...TOTAL_COLUMNS.map(metricColumn)];
  return [
    player,
    jersey,
    {
      colId: 'position',
      headerName: 'POS.',
      valueGetter: ({ data }) => (data?.kind === 'player' ? data.position || '-' : ''),
      width: 80,
    },
    {
      colId: 'color',
      headerName: 'COLOR',
      width: 90,
      cellRenderer: ({ data }: ICellRendererParams<PlayersRow>) =>
        data?.kind === 'player' ? (
          <span
            className="player-swatch"
            style={{ background: data.color }}
            aria-label={data.color}
            title={data.color}
          />
        ) : null,
    },
  ];
}

/** The full-width row under an expanded player: their further accel/decel numbers. */
function DetailRow({ data }: ICellRendererParams<PlayersRow>) {
  if (data?.kind !== 'detail') return null;
  return (
    <dl className="accel-detail" aria-label={`${data.player.name} accel/decel details`}>
      {ACCEL_DETAIL.map((key) => (
        <div key={key}>
          <dt>{metricLabel(key)}</dt>
          <dd>{formatMetric(key, data.player.metrics[key] ?? null)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The players table beside the map. */
export const PlayersTable = memo(function PlayersTable({
  players,
  loading,
  error,
  chosen,
  onChoose,
  follow,
  onFollow,
}: {
  players: readonly MapPlayer[];
  loading: boolean;
  error: string | null;
  chosen: string | null;
  onChoose: (id: string | null) => void;
  follow: boolean;
  onFollow: (follow: boolean) => void;
}) {
  const [view, setView] = useState<PlayersView>('default');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const scroll = useSideScroll();
  const rows = useMemo(() => playersRows(players, view, expanded), [players, view, expanded]);
  const columns = useMemo(
    () =>
      columnsOf(view, expanded, (id) => {
        setExpanded((old) => {
          const next = new Set(old);
          if (!next.delete(id)) next.add(id);
          return next;
        });
      }),
    [view, expanded],
  );
  const chosenName = players.find((p) => p.id === chosen)?.name;

  return (
    <section className="viewer-players" aria-label="Players">
      <div className="players-controls">
        <label>
          View
          <select
            aria-label="View"
            value={view}
            onChange={(e) => {
              setView(e.target.value as PlayersView);
            }}
          >
            {PLAYERS_VIEWS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="follow">
          <input
            type="checkbox"
            checked={follow}
            disabled={chosen === null}
            onChange={(e) => {
              onFollow(e.target.checked);
            }}
          />
          Follow
        </label>
        {chosen !== null && (
          <span className="chosen">
            {chosenName ?? chosen}
            <button
              type="button"
              aria-label="Clear the chosen player"
              onClick={() => {
                onChoose(null);
                onFollow(false);
              }}
            >
              ×
            </button>
          </span>
        )}
      </div>
      {error !== null ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : (
        <GridFrame label={PLAYERS_GRID} scroll={scroll}>
          <AgGridReact<PlayersRow>
            theme={gridTheme}
            rowData={rows}
            columnDefs={columns}
            loading={loading}
            getRowId={({ data }) => data.id}
            defaultColDef={{ sortable: view !== 'metrics', resizable: true, wrapHeaderText: true }}
            isFullWidthRow={({ rowNode }) => rowNode.data?.kind === 'detail'}
            fullWidthCellRenderer={DetailRow}
            getRowHeight={({ data }) => (data?.kind === 'detail' ? 84 : undefined)}
            getRowClass={({ data }: RowClassParams<PlayersRow>) =>
              data?.kind === 'player' && data.id === chosen ? 'chosen-row' : undefined
            }
            onRowClicked={({ data }) => {
              if (data?.kind === 'player') onChoose(data.id === chosen ? null : data.id);
            }}
            animateRows={false}
            suppressColumnVirtualisation
            {...scroll.events}
          />
        </GridFrame>
      )}
    </section>
  );
});
