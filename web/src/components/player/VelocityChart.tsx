/**
 * A player's velocity graph (02 §2 Player pop-up): speed over time in AG Charts, with the
 * session's periods marked where they start, and 'No data available' when there are no
 * samples. Each mark is numbered on its line where there is room (velocityMarks.ts) and named
 * in the legend under the graph, so close periods never print over one another.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { layMarks, type Mark } from './velocityMarks';

ModuleRegistry.registerModules([
  LineSeriesModule,
  TimeAxisModule,
  NumberAxisModule,
  CrossLinesModule,
]);

export type { Mark } from './velocityMarks';

/** The graph's width less its axis and padding, in CSS pixels: the width the times span. */
const AXIS_PX = 60;

export function VelocityChart({
  points,
  marks,
}: {
  points: readonly SpeedPoint[];
  marks: readonly Mark[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const [widthPx, setWidthPx] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const observer = new ResizeObserver(([entry]) => {
      setWidthPx(entry?.contentRect.width ?? 0);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [points.length]);
  const laid = useMemo(() => {
    const times = points.map((p) => p.timestamp);
    return layMarks(marks, Math.min(...times), Math.max(...times), Math.max(0, widthPx - AXIS_PX));
  }, [points, marks, widthPx]);
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
          crossLines: laid.map((mark) => ({
            type: 'line' as const,
            value: new Date(mark.atMs),
            strokeWidth: 1,
            lineDash: [4, 3],
            ...(mark.labelled
              ? { label: { text: String(mark.number), position: 'top' as const, fontSize: 11 } }
              : {}),
          })),
        },
        y: { type: 'number', position: 'left', title: { text: 'mph' }, min: 0 },
      },
      legend: { enabled: false },
    }),
    [points, laid],
  );
  if (points.length === 0) return <div className="empty">{MSG_NO_DATA_AVAILABLE}</div>;
  return (
    <figure className="velocity">
      <div className="velocity-chart" role="img" aria-label="Velocity graph" ref={box}>
        <AgCharts options={options} />
      </div>
      {laid.length > 0 && (
        <figcaption>
          <ol className="velocity-marks" aria-label="Marks on the graph">
            {laid.map((mark) => (
              <li key={`${mark.number}`}>
                <span className="velocity-mark-number">{mark.number}</span> {mark.label}
              </li>
            ))}
          </ol>
        </figcaption>
      )}
    </figure>
  );
}
