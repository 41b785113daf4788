/**
 * The ball metrics tables' columns (02 §3 Ball metrics), headed with the domain's flight
 * labels (BALL_FLIGHT_METRICS): a flight shows its own numbers, a group row (a player, a
 * speed zone) the averages of its flights and how many there are. '-' where a value is
 * missing (rotation from 2-D feeds).
 */
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import {
  aggregateKey,
  BALL_FLIGHT_METRICS,
  BALL_GRID_METRICS,
  BALL_SORT_KEYS,
  compareBallRows,
  formatBallMetric,
  flightWhen,
  formatDate,
  formatJersey,
  type BallFlightMetricKey,
  type BallSort,
} from '../../../../domain';
import { fitWidth } from '../../components/grid/columns';
import { groupKey, type BallRow } from './ballView';

/** A flight's own value, or a group's average. */
function metricValue(row: BallRow | undefined, key: BallFlightMetricKey): number | null {
  if (row === undefined) return null;
  if (row.flight !== null) {
    const v = row.flight[key];
    return typeof v === 'number' ? v : null;
  }
  return row.aggregates[aggregateKey('avg', key)] ?? null;
}

/** Where a player's name leads: their pop-up on its Ball Metrics tab. */
export type PlayerLink = (playerId: string) => string;

/**
 * The first cell: a group's toggle and title, or a flight's thrower (indented in a group),
 * linked to the player's pop-up.
 */
function TitleCell({
  data,
  onToggle,
  playerLink,
}: ICellRendererParams<BallRow> & { onToggle: (key: string) => void; playerLink: PlayerLink }) {
  if (data === undefined) return null;
  if (data.kind === 'flight') {
    return (
      <Link
        className={data.group === null ? 'player-link' : 'player-link ball-child'}
        to={playerLink(data.playerId)}
      >
        {data.title}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="ball-toggle"
      aria-expanded={data.expanded}
      onClick={() => {
        onToggle(groupKey(data));
      }}
    >
      <span aria-hidden>{data.expanded ? '▾' : '▸'}</span> {data.title}
    </button>
  );
}

/**
 * The columns of a view; `onToggle` expands or collapses a group; the flat list starts sorted
 * by `sort` (the address's).
 */
export function ballColumns(
  game: boolean,
  grouped: boolean,
  onToggle: (key: string) => void,
  playerLink: PlayerLink,
  sort?: BallSort,
): ColDef<BallRow>[] {
  const columns: ColDef<BallRow>[] = [
    {
      colId: 'title',
      headerName: grouped ? 'Group' : 'Player',
      valueGetter: ({ data }) => data?.title ?? '',
      cellRenderer: TitleCell,
      cellRendererParams: { onToggle, playerLink },
      pinned: 'left',
      minWidth: 170,
      width: 175,
    },
    {
      colId: 'jersey',
      headerName: '#',
      valueGetter: ({ data }) => (data?.jersey === '' ? null : formatJersey(data?.jersey)),
      ...fitWidth(50),
    },
    {
      colId: 'position',
      headerName: 'Pos.',
      valueGetter: ({ data }) => (data?.position === '' ? null : data?.position),
      ...fitWidth(55),
    },
  ];
  if (grouped) {
    columns.push({
      colId: 'total',
      headerName: 'Flights',
      valueGetter: ({ data }) => (data?.kind === 'flight' ? null : data?.total),
      ...fitWidth(72),
    });
  }
  columns.push(
    {
      colId: 'flightType',
      headerName: BALL_FLIGHT_METRICS.flightType.label,
      valueGetter: ({ data }) => data?.flight?.flightType ?? null,
      ...fitWidth(80),
    },
    {
      colId: 'startTimeMS',
      headerName: BALL_FLIGHT_METRICS.startTimeMS.label,
      valueGetter: ({ data }) => data?.flight?.startTimeMS ?? null,
      valueFormatter: ({ value }: { value: number | null }) =>
        value === null ? '' : formatDate(value, 'hh:mm:ss a'),
      ...fitWidth(110),
    },
    {
      colId: 'period',
      headerName: game ? 'Quarter' : 'Period',
      valueGetter: ({ data }) => {
        const f = data?.flight;
        return f === null || f === undefined ? null : flightWhen(f, game);
      },
      ...fitWidth(75),
    },
    {
      colId: 'inPlay',
      headerName: 'In Play',
      valueGetter: ({ data }) => {
        const f = data?.flight;
        return f === null || f === undefined ? null : f.inPlay ? 'Yes' : 'No';
      },
      ...fitWidth(60),
    },
    {
      colId: 'speedZone',
      headerName: 'Speed Zone',
      valueGetter: ({ data }) => data?.flight?.speedZone ?? null,
      ...fitWidth(110),
    },
    ...BALL_GRID_METRICS.map((key): ColDef<BallRow> => ({
      colId: key,
      headerName: BALL_FLIGHT_METRICS[key].label,
      headerTooltip: grouped
        ? `${BALL_FLIGHT_METRICS[key].label}: a group row shows its flights' average`
        : BALL_FLIGHT_METRICS[key].label,
      valueGetter: ({ data }) => metricValue(data, key),
      valueFormatter: ({ value }: { value: number | null }) => formatBallMetric(key, value),
      type: 'numericColumn',
      ...fitWidth(90),
    })),
  );
  // Groups keep their flights under them: sorting would pull them apart. The flat list sorts
  // by the rule Export Filtered Data follows (domain/ball-filters.ts), so the file's order is
  // the grid's.
  if (grouped) return columns.map((c) => ({ ...c, sortable: false, sort: null }));
  return columns.map((c) => {
    const key = BALL_SORT_KEYS.find((k) => k === c.colId);
    if (key === undefined) return { ...c, sortable: false };
    const ascending = compareBallRows(key, game);
    return {
      ...c,
      sort: sort?.key === key ? sort.order : null,
      comparator: (_a, _b, nodeA, nodeB) => ascending(nodeA.data, nodeB.data),
    };
  });
}
