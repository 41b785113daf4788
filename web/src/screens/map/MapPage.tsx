/**
 * Practice Viewer (03 §2, §4 Playback, §9): a practice on a field map with playback.
 *
 *   /view/practice/{id}/map
 *
 * Inside the detail page's frame: the practice-area dropdown, the Show toggles and zoom
 * above the map; the timeline with its period marks and the playback buttons below it; the
 * players table (default, totals and accel/decel views) beside it on wide screens, under
 * it on narrow ones. Choosing a player highlights their dot; Follow keeps the camera on them.
 */
import { useEffect, useMemo, useState } from 'react';
import { CALLS } from '../../../../domain';
import { DetailPage } from '../../components/detail/DetailPage';
import { stageOf, type SessionMeta } from '../../data/sessionMeta';
import { useApi, type ApiRead } from '../../data/useApi';
import { useTopic } from '../../live/hooks';
import { FieldMap } from './FieldMap';
import type { MapController } from './mapController';
import {
  DEFAULT_SHOW,
  FOOTBALL_FIELD,
  mapFields,
  periodMarks,
  SHOW_LAYERS,
  timelineOf,
  type MapPlayer,
  type MapShow,
} from './mapView';
import { PlaybackBar, type PlaybackView } from './PlaybackBar';
import { PlayersTable } from './PlayersTable';
import { useLiveTracks } from './useLiveTracks';
import './map.css';

export default function MapPage() {
  return (
    <DetailPage tab="map">{(meta) => <PracticeViewer key={meta._id} meta={meta} />}</DetailPage>
  );
}

/** A session's numbers as fullpractice answers them (the players part). */
interface FullPlayers {
  readonly players: readonly {
    readonly id: string;
    readonly name: string;
    readonly jerseyNumber: string;
    readonly position: string;
    readonly metrics: MapPlayer['metrics'];
  }[];
}

/** The numeric cells of a live row: its metrics. */
const numbersOf = (cells: Readonly<Record<string, unknown>>): MapPlayer['metrics'] =>
  Object.fromEntries(
    Object.entries(cells).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );

/** The viewer of one practice. */
function PracticeViewer({ meta }: { meta: SessionMeta }) {
  const live = stageOf(meta) === 'live';
  // Read once: the detail page re-reads the session, which must not restart playback.
  const [timeline] = useState(() => timelineOf(meta, live, Date.now()));
  const marks = useMemo(() => periodMarks(meta, timeline), [meta, timeline]);
  const [controller, setController] = useState<MapController | null>(null);
  const [show, setShow] = useState<MapShow>(DEFAULT_SHOW);
  const [fieldId, setFieldId] = useState(FOOTBALL_FIELD.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [follow, setFollow] = useState(false);
  const [view, setView] = useState<PlaybackView>({
    atMs: timeline.startMs,
    state: live ? 'live' : 'paused',
    speed: 1,
    zoom: 1,
  });

  const venues = useApi(CALLS.venues, {}, { teamids: meta.teamId });
  const fields = useMemo(() => mapFields(venues.rows), [venues.rows]);
  const field = fields.find((f) => f.id === fieldId) ?? FOOTBALL_FIELD;

  const full: ApiRead<FullPlayers> = useApi(CALLS.fullPractice, live ? null : { id: meta._id });
  const liveTopic = useTopic(live ? { kind: 'practiceLive', practiceId: meta._id } : null);
  const liveRows = liveTopic.rows('players');
  const players = useMemo<MapPlayer[]>(() => {
    if (live) {
      return liveRows.map((row) => ({
        id: row.key,
        name: row.name ?? row.key,
        jersey: row.jerseyNumber ?? '',
        position: row.position ?? '',
        metrics: numbersOf({ ...row, ...(row.more ?? {}) }),
      }));
    }
    return (full.rows[0]?.players ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      jersey: p.jerseyNumber,
      position: p.position,
      metrics: p.metrics,
    }));
  }, [live, liveRows, full.rows]);

  useLiveTracks(live ? meta._id : null, controller);
  useEffect(() => {
    controller?.setPlayers(players);
  }, [controller, players]);
  useEffect(() => {
    controller?.setShow(show);
  }, [controller, show]);
  useEffect(() => {
    controller?.setHighlight(chosen, follow);
  }, [controller, chosen, follow]);

  return (
    <section className="practice-viewer">
      <div className="viewer-map">
        <div className="map-controls">
          <label className="map-area">
            Practice area
            <select
              aria-label="Practice area"
              value={field.id}
              onChange={(e) => {
                setFieldId(e.target.value);
              }}
            >
              {fields.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <ShowToggles show={show} onChange={setShow} />
        </div>
        <FieldMap
          sessionId={meta._id}
          timeline={timeline}
          show={show}
          field={field}
          onController={setController}
          onView={setView}
          onPick={setChosen}
        />
        <PlaybackBar
          controller={controller}
          view={view}
          timeline={timeline}
          marks={marks}
          live={live}
        />
      </div>
      <PlayersTable
        players={players}
        loading={live ? liveTopic.status === 'loading' : full.loading}
        error={live ? liveTopic.error : full.error}
        chosen={chosen}
        onChoose={setChosen}
        follow={follow}
        onFollow={setFollow}
      />
    </section>
  );
}

/** The Show toggles of the map's layers (03 §2). */
function ShowToggles({ show, onChange }: { show: MapShow; onChange: (show: MapShow) => void }) {
  return (
    <fieldset className="map-show">
      <legend>Show</legend>
      {SHOW_LAYERS.map(([layer, label]) => (
        <label key={layer}>
          <input
            type="checkbox"
            checked={show[layer]}
            onChange={(e) => {
              onChange({ ...show, [layer]: e.target.checked });
            }}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
