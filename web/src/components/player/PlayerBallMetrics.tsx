/**
 * The player pop-up's Ball Metrics tab (02 §2 Player pop-up): the player's flights of this
 * session, as a chart (each flight's initial air speed, a bar per flight, drawn as SVG) or as
 * data (one row per flight and their averages). Only QB, K, P and LS have ball metrics.
 */
import { useMemo, useState } from 'react';
import {
  BALL_FLIGHT_METRICS,
  CALLS,
  formatDate,
  formatDecimals,
  hasBallMetrics,
  MISSING_VALUE,
  MSG_NO_BALL_FLIGHTS_TRACKED,
  type BallFlightMetricKey,
  type SessionFlightRow,
} from '../../../../domain';
import { Segmented } from '../Segmented';
import { useApi } from '../../data/useApi';

const COLUMNS: readonly BallFlightMetricKey[] = [
  'initialAirSpeedMPH',
  'flightDurationSec',
  'peakHeightFt',
  'groundDistanceYds',
  'initialRotationRPM',
];

const decimals = (key: BallFlightMetricKey): 0 | 1 | 2 => {
  const format = BALL_FLIGHT_METRICS[key].format;
  return format === 'int' ? 0 : format === 'dec2' ? 2 : 1;
};

const show = (key: BallFlightMetricKey, value: unknown): string =>
  typeof value === 'number' ? formatDecimals(value, decimals(key)) : MISSING_VALUE;

function average(flights: readonly SessionFlightRow[], key: BallFlightMetricKey): number | null {
  const values = flights.map((f) => f[key]).filter((v): v is number => typeof v === 'number');
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

export function PlayerBallMetrics({
  sessionId,
  playerId,
  position,
}: {
  sessionId: string;
  playerId: string;
  /** The player's position; undefined while it is read. */
  position: string | undefined;
}) {
  const [view, setView] = useState<'chart' | 'data'>('chart');
  const applies = position !== undefined && hasBallMetrics(position);
  const read = useApi(CALLS.ballFlights, applies ? { id: sessionId } : null);
  const flights = useMemo(
    () => read.rows.filter((f) => f.playerId === playerId),
    [read.rows, playerId],
  );
  if (position !== undefined && !applies) {
    return (
      <div className="empty">
        Ball metrics apply to quarterbacks, kickers, punters and long snappers (QB, K, P, LS).
      </div>
    );
  }
  if (read.error !== null)
    return (
      <p className="form-error" role="alert">
        {read.error}
      </p>
    );
  if (read.loading || position === undefined) return <div className="loading">Loading…</div>;
  if (flights.length === 0) return <div className="empty">{MSG_NO_BALL_FLIGHTS_TRACKED}</div>;
  return (
    <>
      <Segmented
        label="Show"
        name="player-ball-view"
        choices={[
          ['chart', 'Chart'],
          ['data', 'Data'],
        ]}
        value={view}
        onChange={setView}
      />
      {view === 'chart' ? <SpeedBars flights={flights} /> : <FlightTable flights={flights} />}
    </>
  );
}

/** A bar per flight, its height the initial air speed, labelled with the speed. */
function SpeedBars({ flights }: { flights: readonly SessionFlightRow[] }) {
  const top = Math.max(10, ...flights.map((f) => f.initialAirSpeedMPH)) * 1.15;
  const width = 640;
  const height = 220;
  const pad = 28;
  const step = (width - pad * 2) / flights.length;
  const bar = Math.min(40, step * 0.7);
  return (
    <figure className="ball-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Initial air speed of ${flights.length} flights`}
      >
        <line x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} stroke="#8a96a3" />
        {flights.map((f, i) => {
          const h = ((height - pad * 2) * f.initialAirSpeedMPH) / top;
          const x = pad + i * step + (step - bar) / 2;
          const y = height - pad - h;
          return (
            <g key={f.id}>
              <title>
                {`${f.flightType} at ${formatDate(f.startTimeMS, 'hh:mm:ss a')}: ${formatDecimals(f.initialAirSpeedMPH, 1)} mph`}
              </title>
              <rect x={x} y={y} width={bar} height={h} fill="var(--accent)" rx={2} />
              <text x={x + bar / 2} y={y - 4} textAnchor="middle" fontSize={11}>
                {formatDecimals(f.initialAirSpeedMPH, 1)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{BALL_FLIGHT_METRICS.initialAirSpeedMPH.label}, flight by flight</figcaption>
    </figure>
  );
}

/** One row per flight, then their averages. */
function FlightTable({ flights }: { flights: readonly SessionFlightRow[] }) {
  return (
    <div className="player-data">
      <table aria-label="Player ball flights">
        <thead>
          <tr>
            <th scope="col">{BALL_FLIGHT_METRICS.startTimeMS.label}</th>
            <th scope="col">{BALL_FLIGHT_METRICS.flightType.label}</th>
            <th scope="col">Speed Zone</th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col">
                {BALL_FLIGHT_METRICS[key].label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="total">
            <th scope="row">Average ({flights.length})</th>
            <td />
            <td />
            {COLUMNS.map((key) => (
              <td key={key}>{show(key, average(flights, key))}</td>
            ))}
          </tr>
          {flights.map((f) => (
            <tr key={f.id}>
              <th scope="row">{formatDate(f.startTimeMS, 'hh:mm:ss a')}</th>
              <td>{f.flightType}</td>
              <td>{f.speedZone}</td>
              {COLUMNS.map((key) => (
                <td key={key}>{show(key, f[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
