/**
 * A player's load over time in AG Charts (issue 36): the daily load as bars, marked where the
 * day is outside the player's usual range, with its 7- and 28-day means as lines; under it the
 * acute:chronic ratio against its usual band (0.8-1.5).
 */
import { useMemo } from 'react';
import { AgCharts } from 'ag-charts-react';
import {
  BarSeriesModule,
  CategoryAxisModule,
  CrossLinesModule,
  LegendModule,
  LineSeriesModule,
  ModuleRegistry,
  NumberAxisModule,
  type AgCartesianChartOptions,
} from 'ag-charts-community';
import {
  formatDate,
  LOAD_MEASURE_LABELS,
  RATIO_BAND,
  figuresOf,
  type LoadMeasure,
  type PlayerLoadRow,
} from '../../../../domain';
import './load.css';

ModuleRegistry.registerModules([
  BarSeriesModule,
  LineSeriesModule,
  CategoryAxisModule,
  NumberAxisModule,
  CrossLinesModule,
  LegendModule,
]);

/** The colours of a day's bar: usual, above and below the player's usual range. */
export const LOAD_COLORS = {
  usual: '#5b7fa6',
  high: '#d64545',
  low: '#e0a030',
  acute: '#1d2b3a',
  chronic: '#2e9e6a',
} as const;

interface Point {
  readonly label: string;
  readonly value: number;
  readonly acute: number;
  readonly chronic: number;
  readonly ratio: number | null;
  readonly outside: 'high' | 'low' | null;
}

/** The chart's points: one a day, labelled as 'Nov 3'. */
function pointsOf(rows: readonly PlayerLoadRow[], measure: LoadMeasure): Point[] {
  return rows.map((row) => ({
    label: formatDate(row.dayStartMs, 'MMM d'),
    ...figuresOf(row, measure),
  }));
}

export default function LoadChart({
  rows,
  measure,
}: {
  rows: readonly PlayerLoadRow[];
  measure: LoadMeasure;
}) {
  const points = useMemo(() => pointsOf(rows, measure), [rows, measure]);
  const label = LOAD_MEASURE_LABELS[measure];
  const loadOptions = useMemo<AgCartesianChartOptions>(
    () => ({
      data: points.map((p) => ({ ...p })),
      series: [
        {
          type: 'bar',
          xKey: 'label',
          yKey: 'value',
          yName: 'Day',
          itemStyler: ({ datum }: { datum: Point }) => ({
            fill: datum.outside === null ? LOAD_COLORS.usual : LOAD_COLORS[datum.outside],
          }),
        },
        {
          type: 'line',
          xKey: 'label',
          yKey: 'acute',
          yName: '7-day mean',
          stroke: LOAD_COLORS.acute,
          marker: { enabled: false },
          strokeWidth: 2,
        },
        {
          type: 'line',
          xKey: 'label',
          yKey: 'chronic',
          yName: '28-day mean',
          stroke: LOAD_COLORS.chronic,
          marker: { enabled: false },
          strokeWidth: 2,
          lineDash: [6, 4],
        },
      ],
      axes: {
        x: { type: 'category', position: 'bottom', label: { autoRotate: true } },
        y: { type: 'number', position: 'left', title: { text: label }, min: 0 },
      },
      legend: { position: 'bottom' },
    }),
    [points, label],
  );
  const ratioOptions = useMemo<AgCartesianChartOptions>(
    () => ({
      data: points.map((p) => ({ label: p.label, ratio: p.ratio ?? undefined })),
      series: [
        {
          type: 'line',
          xKey: 'label',
          yKey: 'ratio',
          yName: 'Acute:chronic',
          stroke: LOAD_COLORS.acute,
          marker: { enabled: true, size: 4 },
        },
      ],
      axes: {
        x: { type: 'category', position: 'bottom', label: { enabled: false } },
        y: {
          type: 'number',
          position: 'left',
          title: { text: 'Acute:chronic' },
          min: 0,
          crossLines: [
            {
              type: 'range',
              range: [RATIO_BAND.low, RATIO_BAND.high],
              fill: LOAD_COLORS.chronic,
              fillOpacity: 0.12,
              strokeWidth: 0,
              label: { text: 'usual band', position: 'inside-top-right', fontSize: 10 },
            },
          ],
        },
      },
      legend: { enabled: false },
    }),
    [points],
  );
  return (
    <div className="load-charts">
      <div className="load-chart" role="img" aria-label={`${label} by day`}>
        <AgCharts options={loadOptions} />
      </div>
      {points.some((p) => p.ratio !== null) ? (
        <div className="load-ratio-chart" role="img" aria-label="Acute to chronic ratio by day">
          <AgCharts options={ratioOptions} />
        </div>
      ) : (
        <p className="muted load-ratio-note">
          The acute:chronic ratio is drawn once the player has 28 days of history.
        </p>
      )}
    </div>
  );
}
