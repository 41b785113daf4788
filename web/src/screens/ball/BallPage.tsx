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
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  BALL_FILTER_KEYS,
  CALLS,
  FLIGHT_TYPES,
  MSG_NO_BALL_FLIGHTS_LIVE,
  MSG_NO_BALL_FLIGHTS_TRACKED,
  paths,
  SPEED_ZONES,
} from '../../../../domain';
import { DetailPage } from '../../components/detail/DetailPage';
import { ChecklistFilter } from '../../components/filters/ChecklistFilter';
import { DownloadToast } from '../../components/export/DownloadToast';
import { ExportMenu } from '../../components/export/ExportMenu';
import { DataGrid } from '../../components/grid/DataGrid';
import { NotAllowed } from '../../components/NotAllowed';
import { stageOf, type SessionMeta } from '../../data/sessionMeta';
import { useApi } from '../../data/useApi';
import { useBallFlightsCsv, useDownloadNotice } from '../../data/useExports';
import { useTopic } from '../../live/hooks';
import { Segmented } from '../../components/Segmented';
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
  const [search, setSearch] = useSearchParams();
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
  const shown = useMemo(() => shownFlights(read.rows, choice), [read.rows, choice]);
  const rows = useMemo(
    () => (choice.view === 'list' ? listRows(shown) : groupRows(shown, choice.view, expanded)),
    [shown, choice.view, expanded],
  );
  const grouped = choice.view !== 'list';
  // A name opens the player's pop-up on its Ball Metrics tab, over the session's numbers.
  const playerLink = useCallback(
    (playerId: string) =>
      `${teamId === undefined ? paths.practicePlayer(id, playerId) : paths.gamePlayer(id, teamId, playerId)}/ball`,
    [id, teamId],
  );
  const columns = useMemo(
    () => ballColumns(game, grouped, onToggle, playerLink),
    [game, grouped, onToggle, playerLink],
  );
  const [notice, show] = useDownloadNotice();
  const download = useBallFlightsCsv(show);
  // The file holds what the page shows: the same side and filters (domain/ball-filters.ts).
  const exportCsv = (totalsOnly: boolean) => {
    const filters = Object.fromEntries(
      BALL_FILTER_KEYS.flatMap((key) => {
        const value = search.get(key);
        return value === null || value === '' ? [] : [[key, value]];
      }),
    );
    download({ id, startTime: meta.startTime, teamOfInterest: teamId, filters, totalsOnly });
  };
  const apply = (next: Partial<typeof choice>) => {
    setSearch(searchOf(search, { ...choice, ...next }), { replace: true });
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
        />
      )}
      <DownloadToast notice={notice} />
    </section>
  );
}
