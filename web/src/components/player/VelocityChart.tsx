/**
 * A player's velocity graph (02 §2 Player pop-up): speed over time in AG Charts, with the
 * session's periods marked where they start, and 'No data available' when there are no
 * samples.
 */
import { useMemo } from 'react';
import { AgCharts } from 'ag-charts-react';
import {
  CrossLinesModule,
  LineSeriesModule,
  ModuleRegistry,
  NumberAxisModule,
  TimeAxisModule,
  type AgCartesianChartOptions,
} from 'ag-charts-community';
import { MSG_NO_DATA_AVAILABLE } from '../../../../domain';
import type { SpeedPoint } from '../../data/sessionNumbers';

ModuleRegistry.registerModules([
  LineSeriesModule,
  TimeAxisModule,
  NumberAxisModule,
  CrossLinesModule,
]);

/** A moment to mark on the graph. */
export interface Mark {
  readonly atMs: number;
  readonly label: string;
}

export function VelocityChart({
  points,
  marks,
}: {
  points: readonly SpeedPoint[];
  marks: readonly Mark[];
}) {
  const options = useMemo<AgCartesianChartOptions>(
    () => ({
      data: points.map((p) => ({ time: new Date(p.timestamp), speed: p.speedMPH })),
      series: [
        {
          type: 'line',
          xKey: 'time',
          yKey: 'speed',
          yName: 'Speed (mph)',
          marker: { enabled: false },
          strokeWidth: 1.5,
        },
      ],
      axes: {
        x: {
          type: 'time',
          position: 'bottom',
          crossLines: marks.map((mark) => ({
            type: 'line' as const,
            value: new Date(mark.atMs),
            strokeWidth: 1,
            lineDash: [4, 3],
            label: { text: mark.label, position: 'top' as const, fontSize: 10 },
          })),
        },
        y: { type: 'number', position: 'left', title: { text: 'mph' }, min: 0 },
      },
      legend: { enabled: false },
    }),
    [points, marks],
  );
  if (points.length === 0) return <div className="empty">{MSG_NO_DATA_AVAILABLE}</div>;
  return (
    <div className="velocity-chart" role="img" aria-label="Velocity graph">
      <AgCharts options={options} />
    </div>
  );
}
