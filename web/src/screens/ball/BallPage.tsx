/**
 * Ball metrics (02 §2 Ball metrics page): the flights of a practice or game thrown, kicked,
 * punted or snapped by its QBs, Ks, Ps and LSs.
 *
 *   /view/practice/{id}/ball/flights/page[?view=byPlayer|speedZone]
 *   /view/game/{id}/{teamId}/ball/flights/page[?view=…]     (one team's side of a game)
 *
 * Three views chosen by ?view: the flat list, 'Group By: Player' (one row per player with
 * the averages of their flights, expanded to show them) and 'Speed Zone' (one row per
 * zone); filters for flight type, in-play, speed zone and quarter (games). A live practice
 * reads its flights again each time the gateway's topic of the practice ticks: the topic is
 * one upstream poll whoever watches, so following it adds no poll of its own. Export saves
 * the flights shown, or each player's totals, as the CSV (02 §7 Ball-flight CSV).
 *
 * A name opens the player's pop-up over this page (…/ball/flights/modal/{playerId}/ball,
 * the page path plus /modal, 02 §2); closing it comes back here with the view and filters.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAddressSearch } from '../../components/useAddressSearch';
import {
  BALL_FILTER_KEYS,
  BALL_SORT_KEYS,
  CALLS,
  FLIGHT_TYPES,
  MSG_NO_BALL_FLIGHTS_LIVE,
  MSG_NO_BALL_FLIGHTS_TRACKED,
  SPEED_ZONES,
  type BallSort,
} from '../../../../domain';
import { DetailPage } from '../../components/detail/DetailPage';
import { ChecklistFilter } from '../../components/filters/ChecklistFilter';
import { DownloadToast } from '../../components/export/DownloadToast';
import { ExportMenu } from '../../components/export/ExportMenu';
import { DataGrid, type GridSort } from '../../components/grid/DataGrid';
import { NotAllowed } from '../../components/NotAllowed';
import { stageOf, type SessionMeta } from '../../data/sessionMeta';
import { useApi } from '../../data/useApi';
import {
  useBallFilteredCsv,
  useBallFlightsCsv,
  useDownloadNotice,
  useSessionCsv,
} from '../../data/useExports';
import { useTopic } from '../../live/hooks';
import { Segmented } from '../../components/Segmented';
import { MODAL_TABS, PlayerModal, type ModalTab } from '../../components/player/PlayerModal';
import { ballColumns } from './ballColumns';
import {
  choiceOf,
  groupRows,
  listRows,
  QUARTER_OPTIONS,
  searchOf,
  shownFlights,
  type BallPageView,
} from './ballView';
import './ball.css';

export default function BallPage() {
  return <DetailPage tab="ball">{(meta) => <BallMetrics meta={meta} />}</DetailPage>;
}

const VIEWS: readonly (readonly [BallPageView, string])[] = [
  ['list', 'All Flights'],
  ['byPlayer', 'Group By: Player'],
  ['speedZone', 'Speed Zone'],
];

const IN_PLAY: readonly (readonly ['' | 'yes' | 'no', string])[] = [
  ['', 'All'],
  ['yes', 'In Play'],
  ['no', 'Out of Play'],
];

function BallMetrics({ meta }: { meta: SessionMeta }) {
  const params = useParams();
  const [search, setSearch] = useAddressSearch();
  const game = meta.type === 'game';
  const id = meta._id;
  const teamId = game ? (params.teamId ?? meta.teamId) : undefined;
  const live = !game && stageOf(meta) === 'live';
  const read = useApi(CALLS.ballFlights, { id }, teamId === undefined ? {} : { side: teamId }, {
    keepRows: true,
  });
  // A live practice: read again when the practice's topic brings a new poll.
  const topic = useTopic(live ? { kind: 'practiceLive', practiceId: id } : null);
  const { reload } = read;
  useEffect(() => {
    if (live && topic.fetchedAtMs > 0) reload();
  }, [live, topic.fetchedAtMs, reload]);

  const choice = choiceOf(search);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const onToggle = useCallback((key: string) => {
    setExpanded((now) => {
      const next = new Set(now);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  // The flat list's sort as the user clicked it, kept in the address (a reload or a shared
  // link opens it so); Export Filtered Data orders the file so.
  const sort = choice.sort;
  const onSort = useCallback(
    (next: GridSort | null) => {
      const key = BALL_SORT_KEYS.find((k) => k === next?.colId);
      const chosen: BallSort | undefined =
        next === null || key === undefined ? undefined : { key, order: next.order };
      setSearch((now) => searchOf(now, { ...choiceOf(now), sort: chosen }), { replace: true });
    },
    [setSearch],
  );
  const shown = useMemo(() => shownFlights(read.rows, choice), [read.rows, choice]);
  const rows = useMemo(
    () => (choice.view === 'list' ? listRows(shown) : groupRows(shown, choice.view, expanded)),
    [shown, choice.view, expanded],
  );
  const grouped = choice.view !== 'list';
  // A name opens the player's pop-up on its Ball Metrics tab over this page, which keeps
  // the page's search (view and filters) so that closing it comes back to the same list.
  const location = useLocation();
  const navigate = useNavigate();
  const query = location.search;
  const base =
    teamId === undefined
      ? `/view/practice/${encodeURIComponent(id)}/ball/flights`
      : `/view/game/${encodeURIComponent(id)}/${encodeURIComponent(teamId)}/ball/flights`;
  const modalPath = useCallback(
    (playerId: string, tab: ModalTab) =>
      `${base}/modal/${encodeURIComponent(playerId)}/${tab}${query}`,
    [base, query],
  );
  const playerLink = useCallback((playerId: string) => modalPath(playerId, 'ball'), [modalPath]);
  const closeModal = useCallback(() => {
    void navigate(`${base}/page${query}`);
  }, [navigate, base, query]);
  const columns = useMemo(
    () => ballColumns(game, grouped, onToggle, playerLink, sort),
    [game, grouped, onToggle, playerLink, sort],
  );
  const [notice, show] = useDownloadNotice();
  const download = useBallFlightsCsv(show);
  const playerCsv = useSessionCsv(show);
  const downloadGrid = useBallFilteredCsv(show);
  // The file holds what the page shows: the same side and filters (domain/ball-filters.ts).
  const filters = Object.fromEntries(
    BALL_FILTER_KEYS.flatMap((key) => {
      const value = search.get(key);
      return value === null || value === '' ? [] : [[key, value]];
    }),
  );
  const exportCsv = (totalsOnly: boolean) => {
    download({ id, startTime: meta.startTime, teamOfInterest: teamId, filters, totalsOnly });
  };
  // Export Filtered Data: the grid's rows as it shows them, its open groups included.
  const exportGrid = () => {
    downloadGrid({
      id,
      startTime: meta.startTime,
      teamOfInterest: teamId,
      filters,
      view: choice.view === 'list' ? undefined : choice.view,
      expanded: [...expanded],
      sort: choice.view === 'list' ? sort : undefined,
    });
  };
  const apply = (next: Partial<typeof choice>) => {
    setSearch((now) => searchOf(now, { ...choiceOf(now), ...next }), { replace: true });
  };

  if (read.refused) {
    return (
      <NotAllowed subject={game ? 'game' : 'practice'} sessions={game ? 'games' : 'practices'} />
    );
  }
  const empty = live ? MSG_NO_BALL_FLIGHTS_LIVE : MSG_NO_BALL_FLIGHTS_TRACKED;
  return (
    <section className="list-page ball-page">
      <div className="ball-bar">
        <Segmented
          label="Ball metrics view"
          name="ball-view"
          choices={VIEWS}
          value={choice.view}
          onChange={(view) => {
            apply({ view });
          }}
        />
        <span className="ball-count" aria-live="polite">
          {shown.length} of {read.rows.length} flights
        </span>
        <ExportMenu
          name="ball flights"
          disabled={read.rows.length === 0}
          choices={[
            {
              label: 'Export Flights',
              onSelect: () => {
                exportCsv(false);
              },
            },
            {
              label: 'Export Totals',
              onSelect: () => {
                exportCsv(true);
              },
            },
            { label: 'Export Filtered Data', onSelect: exportGrid },
          ]}
        />
      </div>
      <div className="filters">
        <ChecklistFilter
          label="Flight types"
          options={FLIGHT_TYPES.map((t) => [t, t] as const)}
          selected={choice.types}
          onApply={(types) => {
            apply({ types });
          }}
        />
        <ChecklistFilter
          label="Speed zones"
          options={SPEED_ZONES.map((z) => [z, z] as const)}
          selected={choice.zones}
          onApply={(zones) => {
            apply({ zones });
          }}
        />
        {game && (
          <ChecklistFilter
            label="Quarters"
            options={QUARTER_OPTIONS}
            selected={choice.quarters}
            onApply={(quarters) => {
              apply({ quarters });
            }}
          />
        )}
        <Segmented
          label="In play"
          name="ball-in-play"
          choices={IN_PLAY}
          value={choice.inPlay}
          onChange={(inPlay) => {
            apply({ inPlay });
          }}
        />
      </div>
      {read.error !== null ? (
        <p className="form-error" role="alert">
          {read.error}
        </p>
      ) : read.rows.length === 0 && !read.loading ? (
        <p className="empty">{empty}</p>
      ) : (
        <DataGrid
          rows={rows}
          columns={columns}
          loading={read.loading && read.rows.length === 0}
          label="Ball flights"
          emptyWhy="No flight matches the chosen filters."
          onSort={onSort}
        />
      )}
      {params.playerId !== undefined && (
        <PlayerModal
          sessionId={id}
          playerId={params.playerId}
          tab={MODAL_TABS.find((t) => t === params.tab) ?? 'ball'}
          live={live}
          known={knownPlayer(read.rows, params.playerId)}
          tabPath={(tab) => modalPath(params.playerId ?? '', tab)}
          onClose={closeModal}
          onExport={() => {
            playerCsv({
              id,
              startTime: meta.startTime,
              teamId: teamId ?? meta.teamId,
              players: [params.playerId ?? ''],
            });
          }}
        />
      )}
      <DownloadToast notice={notice} />
    </section>
  );
}

/** The player as the flights name them, while the pop-up's own read is on its way. */
function knownPlayer(
  rows: readonly { playerId: string; name: string; jersey: string; position: string }[],
  playerId: string,
) {
  const row = rows.find((r) => r.playerId === playerId);
  return row === undefined
    ? undefined
    : { name: row.name, jerseyNumber: row.jersey, position: row.position };
}
