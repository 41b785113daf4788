/**
 * The Health page's subtabs (03 §2 Health): Health (Packet Graph, Summary, sensors with their
 * ages and 'N Result(s)'), Entity (the tags heard, a case-insensitive regex filter, a type
 * filter and the 'Players:x | Balls:y | Unknown:z' line) and D Packets.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import {
  CALLS,
  msgEntityCounts,
  msgSensorResults,
  type HealthDPacket,
  type HealthSensor,
  type HealthTag,
  type VenueProxyApi,
  type VenueProxyRowOf,
} from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { useApi, type ApiRead } from '../../data/useApi';
import { PacketGraph } from './PacketGraph';
import {
  entityCounts,
  entityMatcher,
  localClock,
  proxyQuery,
  silentSensors,
  summaryRows,
  type HealthRead,
} from './healthView';

/**
 * A venue_proxy read that keeps its rows while the next one loads and reloads on refresh. The
 * call's rows are any of the apis' (checked as such); those of one read are its api's.
 */
function useProxy<A extends VenueProxyApi>(read: HealthRead, api: A): ApiRead<VenueProxyRowOf<A>> {
  const result = useApi(CALLS.venueProxy, {}, proxyQuery(read, api), {
    keepRows: true,
  }) as ApiRead<VenueProxyRowOf<A>>;
  const { reload } = result;
  const round = useRef(read.round);
  useEffect(() => {
    if (round.current === read.round) return;
    round.current = read.round;
    reload();
  }, [read.round, reload]);
  return result;
}

function ReadError({ read }: { read: ApiRead<unknown> }) {
  return read.error !== null ? <p className="form-error">{read.error}</p> : null;
}

const SENSOR_COLUMNS: ColDef<HealthSensor>[] = [
  { field: 'id', headerName: 'Sensor', minWidth: 100, flex: 1, sort: 'asc' },
  { field: 'location', headerName: 'Location', minWidth: 140, flex: 2 },
  {
    field: 'age',
    headerName: 'Age(sec)',
    minWidth: 100,
    flex: 1,
    type: 'numericColumn',
    cellClassRules: { 'sensor-stale': (p) => p.data?.stale === true },
  },
  { field: 't_total', headerName: 'T(total)', minWidth: 100, flex: 1, type: 'numericColumn' },
  { field: 'n_total', headerName: 'N(total)', minWidth: 100, flex: 1, type: 'numericColumn' },
];

/** Health: the Packet Graph, the Summary and the sensors. */
export function HealthTab({ read }: { read: HealthRead }) {
  const plot = useProxy(read, 'plot');
  const summary = useProxy(read, 'summary');
  const sensors = useProxy(read, 'sensors');
  const silent = silentSensors(sensors.rows);
  return (
    <div className="health-tab">
      <section className="health-card health-graph" aria-label="Packet Graph">
        <h2 className="section-title">Packet Graph</h2>
        <ReadError read={plot} />
        <PacketGraph points={plot.rows} />
      </section>
      <div className="health-columns">
        <section className="health-card" aria-label="Summary">
          <h2 className="section-title">Summary</h2>
          <ReadError read={summary} />
          <table className="health-summary">
            <thead>
              <tr>
                <th scope="col">Packet</th>
                <th scope="col">Count</th>
                <th scope="col">Percent</th>
              </tr>
            </thead>
            <tbody>
              {summaryRows(summary.rows[0]).map((row) => (
                <tr key={row.kind} className={row.kind === 'Total' ? 'total' : undefined}>
                  <th scope="row" title={row.label}>
                    {row.kind}
                  </th>
                  <td>{row.count.toLocaleString('en-US')}</td>
                  <td>{row.percent}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="health-card health-sensors" aria-label="Sensors">
          <div className="health-card-head">
            <h2 className="section-title">Sensors</h2>
            <span className="muted" aria-label="Sensor count">
              {msgSensorResults(sensors.rows.length)}
            </span>
            {silent.length > 0 ? (
              <span className="stale" role="status" aria-label="Silent sensors">
                Silent: {silent.map((s) => `${s.id} (${s.age} s)`).join(', ')}
              </span>
            ) : null}
          </div>
          <ReadError read={sensors} />
          <DataGrid
            rows={sensors.rows}
            columns={SENSOR_COLUMNS}
            loading={sensors.loading && sensors.rows.length === 0}
            label="Sensors table"
          />
        </section>
      </div>
    </div>
  );
}

type TagRow = HealthTag & { id: string };

const TAG_COLUMNS: ColDef<TagRow>[] = [
  { field: 'entity_id', headerName: 'Entity', minWidth: 140, flex: 2, sort: 'asc' },
  { field: 'type', headerName: 'Type', minWidth: 100, flex: 1 },
  {
    field: 'last_time',
    headerName: 'Last Seen',
    minWidth: 110,
    flex: 1,
    valueFormatter: (p) => (typeof p.value === 'number' ? localClock(p.value) : ''),
  },
  { field: 'age', headerName: 'Age(sec)', minWidth: 100, flex: 1, type: 'numericColumn' },
];

const KINDS = [
  ['', 'All types'],
  ['player', 'Players'],
  ['ball', 'Balls'],
  ['unknown', 'Unknown'],
] as const;

/** Entity: the tags the venue hears, filtered. */
export function EntityTab({ read }: { read: HealthRead }) {
  const tags = useProxy(read, 'taginfo');
  const [pattern, setPattern] = useState('');
  const [kind, setKind] = useState('');
  const rows = useMemo(() => {
    const matches = entityMatcher(pattern);
    return tags.rows
      .filter((t) => (kind === '' || t.type === kind) && matches(t))
      .map((t) => ({ ...t, id: t.entity_id }));
  }, [tags.rows, pattern, kind]);
  const counts = entityCounts(rows);
  return (
    <section className="health-card health-fill" aria-label="Entities">
      <div className="filters">
        <input
          type="search"
          aria-label="Filter entities"
          placeholder="Filter (regex)"
          value={pattern}
          onChange={(e) => {
            setPattern(e.target.value);
          }}
        />
        <select
          aria-label="Entity type"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value);
          }}
        >
          {KINDS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <span className="entity-counts" aria-label="Entity counts">
          {msgEntityCounts(counts.players, counts.balls, counts.unknown)}
        </span>
      </div>
      <ReadError read={tags} />
      <DataGrid
        rows={rows}
        columns={TAG_COLUMNS}
        loading={tags.loading && tags.rows.length === 0}
        label="Entities table"
      />
    </section>
  );
}

const PACKET_COLUMNS: ColDef<HealthDPacket>[] = [
  { field: 'id', headerName: 'ID', minWidth: 160, flex: 2 },
  { field: 'entity', headerName: 'Entity', minWidth: 120, flex: 1 },
  {
    field: 'level',
    headerName: 'Level',
    minWidth: 90,
    flex: 1,
    cellClassRules: { 'packet-warn': (p) => p.value === 'warn' },
  },
  {
    field: 'time',
    headerName: 'Time',
    minWidth: 110,
    flex: 1,
    sort: 'desc',
    valueFormatter: (p) => (typeof p.value === 'number' ? localClock(p.value) : ''),
  },
  { field: 'type', headerName: 'Type', minWidth: 110, flex: 1 },
];

/** D Packets: the diagnostic packets of the window, newest first. */
export function PacketsTab({ read }: { read: HealthRead }) {
  const packets = useProxy(read, 'dpackets');
  return (
    <section className="health-card health-fill" aria-label="D Packets">
      <div className="health-card-head">
        <h2 className="section-title">D Packets</h2>
        <span className="muted" aria-label="Packet count">
          {msgSensorResults(packets.rows.length)}
        </span>
      </div>
      <ReadError read={packets} />
      <DataGrid
        rows={packets.rows}
        columns={PACKET_COLUMNS}
        loading={packets.loading && packets.rows.length === 0}
        label="D Packets table"
      />
    </section>
  );
}
