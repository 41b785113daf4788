/**
 * Player totals by period (02 §2 By-period view): one metric, one row per player, one
 * column per period of the session and the session's total, with a back arrow to the view
 * it was opened from. Opened from a metric column's header ('Open Player Totals by Period').
 */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ColDef } from 'ag-grid-community';
import { formatMetric, METRICS, metricLabel, type MetricKey } from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { fitWidth } from '../../components/grid/columns';
import { byValueThenRow, playerColumns } from './columns';
import type { FullSession, SessionPlayer } from '../../data/sessionNumbers';

/** A player's row: their value in each period by period index, and the total. */
interface PeriodRow extends SessionPlayer {
  readonly periods: Readonly<Record<string, number | null>>;
}

export function ByPeriod({
  session,
  players,
  metric,
  teamId,
  back,
  onOpen,
}: {
  session: FullSession;
  players: readonly SessionPlayer[];
  metric: MetricKey;
  teamId: string;
  back: string;
  onOpen: (playerId: string) => void;
}) {
  const rows = useMemo<PeriodRow[]>(() => {
    const byPlayer = new Map<string, Record<string, number | null>>();
    for (const period of session.byPeriod) {
      for (const p of period.players) {
        const values = byPlayer.get(p.id) ?? {};
        const value = p.metrics[metric];
        values[String(period.index)] = typeof value === 'number' ? value : null;
        byPlayer.set(p.id, values);
      }
    }
    return players.map((p) => ({ ...p, periods: byPlayer.get(p.id) ?? {} }));
  }, [session, players, metric]);
  const columns = useMemo<ColDef<PeriodRow>[]>(
    () => [
      ...playerColumns<PeriodRow>((row) => {
        onOpen(row.id);
      }),
      ...session.byPeriod.map((period): ColDef<PeriodRow> => ({
        colId: `period-${period.index}`,
        headerName: period.name,
        type: 'numericColumn',
        ...fitWidth(80),
        valueGetter: ({ data }) => data?.periods[String(period.index)] ?? null,
        valueFormatter: ({ value }: { value: number | null }) => formatMetric(metric, value),
        comparator: byValueThenRow,
      })),
      {
        colId: 'total',
        headerName: 'Total',
        type: 'numericColumn',
        ...fitWidth(80),
        sort: 'desc',
        cellClass: ['ag-right-aligned-cell', 'total-cell'],
        valueGetter: ({ data }) => {
          const value = data?.metrics[metric];
          return typeof value === 'number' ? value : null;
        },
        valueFormatter: ({ value }: { value: number | null }) => formatMetric(metric, value),
        comparator: byValueThenRow,
      },
    ],
    [session.byPeriod, metric, onOpen],
  );
  return (
    <>
      <div className="by-period-head">
        <Link to={back} className="icon-button" aria-label="Back to the table">
          ‹
        </Link>
        <h2>
          {METRICS[metric].name} by period{' '}
          <span className="muted">
            ({metricLabel(metric, { teamId })}, {METRICS[metric].unit})
          </span>
        </h2>
      </div>
      <DataGrid rows={rows} columns={columns} loading={false} label="Player totals by period" />
    </>
  );
}
