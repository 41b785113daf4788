/**
 * The Packet Graph (03 §2 Health): the venue's T (located) and N (not located) packets per
 * second over the window, two lines in AG Charts; hovering shows both values at that second.
 */
import { useMemo } from 'react';
import { AgCharts } from 'ag-charts-react';
import {
  LegendModule,
  LineSeriesModule,
  ModuleRegistry,
  NumberAxisModule,
  TimeAxisModule,
  type AgCartesianChartOptions,
} from 'ag-charts-community';
import { MSG_NO_DATA_AVAILABLE, type HealthPlotPoint } from '../../../../domain';

ModuleRegistry.registerModules([LineSeriesModule, TimeAxisModule, NumberAxisModule, LegendModule]);

export function PacketGraph({ points }: { points: readonly HealthPlotPoint[] }) {
  const options = useMemo<AgCartesianChartOptions>(
    () => ({
      data: points.map((p) => ({
        time: new Date(p.time * 1000),
        t: p.locate_value,
        n: p.non_locate_value,
      })),
      series: [
        {
          type: 'line',
          xKey: 'time',
          yKey: 't',
          yName: 'T packets',
          stroke: '#1d70b8',
          marker: { enabled: false },
          strokeWidth: 1.5,
        },
        {
          type: 'line',
          xKey: 'time',
          yKey: 'n',
          yName: 'N packets',
          stroke: '#d7263d',
          marker: { enabled: false },
          strokeWidth: 1.5,
        },
      ],
      axes: {
        x: { type: 'time', position: 'bottom' },
        y: { type: 'number', position: 'left', title: { text: 'packets / s' }, min: 0 },
      },
      tooltip: { mode: 'shared' },
      legend: { enabled: true, position: 'top' },
      animation: { enabled: false },
    }),
    [points],
  );
  if (points.length === 0) return <div className="empty">{MSG_NO_DATA_AVAILABLE}</div>;
  return (
    <div className="packet-graph" role="img" aria-label="Packet Graph">
      <AgCharts options={options} />
    </div>
  );
}
