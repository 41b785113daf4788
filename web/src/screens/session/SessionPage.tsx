/**
 * The session performance page (02 §2–§9): a practice's or a game's players and their
 * numbers in the view the address names.
 *
 *   /view/practice/{id}/performance/{condensed|expanded}/page
 *   /view/game/{id}/{teamId}/performance/expanded/page          (either team's side)
 *   …/modal/{playerId}[/{tab}]                                  (the player pop-up)
 *   …/performance/metrics/byPeriod/{subTab}/{metric}            (one metric by period)
 *
 * A live practice shows the condensed view kept current by the gateway's topic (one
 * upstream poll for every viewer); a completed practice or game reads its numbers once
 * (fullpractice). Before a practice starts the page says so, and it turns live by itself
 * when the practice starts. A game without data sends the user to /games (02 §2).
 *
 * The route's loader (loader.ts) starts the reads; `useSessionReads` says which apply at the
 * session's stage; `bodyOf` picks what shows under the header (SessionBody.tsx). The header
 * with its actions is SessionTopBar, the players as the screen allows SessionPlayers, a
 * view's columns `useViewLayout`: this module wires the address to them.
 */
import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  METRIC_VIEW_SLUGS,
  paths,
  shownMetricView,
  type MetricKey,
  type MetricView,
} from '../../../../domain';
import { NotAllowed } from '../../components/NotAllowed';
import { DownloadToast } from '../../components/export/DownloadToast';
import { useNarrow } from '../../components/useNarrow';
import { useAddressSearch } from '../../components/useAddressSearch';
import { firstStartOf, ranFor } from '../../data/sessionMeta';
import { useDownloadNotice, useSessionCsv } from '../../data/useExports';
import { liveCardOf } from './LiveTable';
import { choiceOf, pinsOf, shownPlayers, togglePin } from './PlayerFilters';
import { MODAL_TABS, PlayerModal, type ModalTab } from '../../components/player/PlayerModal';
import {
  bodyOf,
  LiveBody,
  MetricBody,
  NumbersBody,
  SessionTools,
  WaitingBody,
} from './SessionBody';
import { SessionFilterBar } from './SessionFilterBar';
import {
  sessionAddresses,
  sessionRedirect,
  type SessionKind,
  type SessionView,
} from './sessionAddresses';
import { LivePlayers, SessionPlayers, type PlayersTableCommon } from './SessionPlayers';
import { pinnedFirst } from './SessionTable';
import { SessionTopBar } from './SessionTopBar';
import { comparisonLabel, filtersOf } from './sessionFilters';
import { useStatuses } from './statuses';
import { TableEditor } from './TableEditor';
import { useViewLayout } from './useCustomTable';
import { useSessionReads, useSideNumbers } from './useSessionReads';
import './session.css';

export default function SessionPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, update, setParams] = useAddressSearch();
  const narrow = useNarrow();
  const [editing, setEditing] = useState(false);
  const kind: SessionKind = location.pathname.startsWith('/view/game/') ? 'game' : 'practice';
  const id = params.id ?? '';
  // The by-period view names the view it was opened from (its back arrow's target).
  const metric = params.metric;
  const view: SessionView =
    (params.view ?? params.subTab) === 'condensed' ? 'condensed' : 'expanded';
  // The metric view the address names (?view=team-zone), else the page's default (01 §3.4).
  const metricView = shownMetricView(search.get('view'), view === 'condensed');
  const filters = filtersOf(search);

  const reads = useSessionReads(kind, id, filters, metric);
  const { meta, stage, topic, minute, session, exclusions, comparison, numbers } = reads;
  const teamId = kind === 'game' ? (params.teamId ?? '') : (meta?.teamId ?? '');
  // The view's columns, a Custom View's from the user's own tables of this team (02 §3).
  const layout = useViewLayout(teamId, metricView, view === 'condensed');

  const at = useMemo(() => sessionAddresses(kind, id, teamId, view), [kind, id, teamId, view]);
  const byPeriodOf = useCallback(
    (key: MetricKey) =>
      kind === 'game' ? paths.gameByPeriod(id, teamId, key) : paths.practiceByPeriod(id, view, key),
    [kind, id, teamId, view],
  );
  // The pop-up opens and closes over the page's own search and router state (02 §2).
  const query = location.search;
  const routeState = location.state as unknown;
  const open = useCallback(
    (playerId: string) => {
      void navigate(`${at.modal(playerId)}${query}`, { state: routeState });
    },
    [navigate, at, query, routeState],
  );
  const statuses = useStatuses(id, teamId);
  const [notice, showNotice] = useDownloadNotice();
  const exportCsv = useSessionCsv(showNotice);
  const reloadStatuses = statuses.reload;
  const close = useCallback(() => {
    void navigate(`${at.page}${query}`, { state: routeState });
    reloadStatuses();
  }, [navigate, at, query, routeState, reloadStatuses]);

  const { groups, players } = useSideNumbers(session, kind, teamId, filters);
  const choice = choiceOf(search);
  // The pins by their text: a new array on each render would make the tables' columns anew.
  const pinText = search.get('pin');
  const pinned = useMemo(() => pinsOf(pinText), [pinText]);
  const [pinWarning, setPinWarning] = useState(false);
  const onView = useCallback(
    (next: MetricView) => {
      setParams({ view: METRIC_VIEW_SLUGS[next] }, { replace: true, state: routeState });
    },
    [setParams, routeState],
  );
  const onPin = useCallback(
    (playerId: string) => {
      setPinWarning(!togglePin(update, routeState, playerId));
    },
    [update, routeState],
  );

  if (reads.refused) {
    return (
      <NotAllowed subject={kind} sessions={kind === 'game' ? 'games' : 'practices'}>
        {kind === 'game' ? (
          <Link to={paths.games()}>Back to the games</Link>
        ) : (
          <Link to={paths.home()}>Back to the schedule</Link>
        )}
      </NotAllowed>
    );
  }
  if (reads.metaRead.error !== null) {
    return (
      <div className="empty">
        {reads.metaRead.error} <Link to={paths.home()}>Back to the schedule</Link>
      </div>
    );
  }
  if (meta === undefined || stage === null) return <div className="loading">Loading…</div>;
  // Addresses that name a view this session does not have lead to the one it has.
  const noNumbers = !reads.numbersLoading && reads.full.error === null && session === undefined;
  const redirect = sessionRedirect({ kind, id, teamId, view, metric, meta, stage, noNumbers });
  if (redirect !== null) return <Navigate to={redirect} replace />;

  const modalTab: ModalTab = MODAL_TABS.find((t) => t === params.tab) ?? 'performance';
  const known = players.find((p) => p.id === params.playerId);
  const allLiveRows = topic.rows('players');
  const liveCards = allLiveRows.map(liveCardOf);
  // The search, position filter and pins, on the live rows or the session's players.
  const liveShown = new Set(shownPlayers(liveCards, choice).map((p) => p.id));
  const liveRows = allLiveRows.filter((row) => liveShown.has(row.key));
  const listed = pinnedFirst(shownPlayers(players, choice), choice.pinned);
  const positions = [
    ...new Set((stage === 'live' ? liveCards : players).map((p) => p.position)),
  ].sort();
  const periodChoices =
    session?.sessionInfo?.periodList ??
    (meta.drills ?? []).map((d, index) => ({ index, name: d.drillType }));
  const sessionEnd =
    stage === 'live' ? minute : (meta.endTime ?? firstStartOf(meta) + (ranFor(meta) ?? 0));
  const filterBar = (
    <SessionFilterBar
      filters={filters}
      update={update}
      state={routeState}
      kind={kind}
      live={stage === 'live'}
      teamId={teamId}
      sessionId={id}
      startMs={firstStartOf(meta)}
      endMs={Math.max(sessionEnd, firstStartOf(meta) + 60_000)}
      periods={periodChoices}
      groups={groups}
      narrow={narrow}
    />
  );
  const common: PlayersTableCommon = {
    layout,
    metricView,
    teamId,
    pinned,
    onPin,
    statuses: statuses.byPlayer,
    byPeriod: byPeriodOf,
    onOpen: open,
    numbers,
  };
  const table = (
    <SessionPlayers
      narrow={narrow}
      kind={kind}
      view={view}
      players={listed}
      loading={reads.session === undefined}
      {...(stage === 'complete' && kind === 'practice' ? { exclusions } : {})}
      common={common}
    />
  );
  // The sideline tablet: tiles by position group, players past a target first.
  const liveTableShown = (
    <LivePlayers
      narrow={narrow}
      sessionId={id}
      rows={liveRows}
      cards={liveCards.filter((p) => liveShown.has(p.id))}
      common={common}
    />
  );
  const tools = (
    <SessionTools
      search={search}
      setParams={setParams}
      state={routeState}
      positions={positions}
      warning={pinWarning}
      view={view}
      metricView={metricView}
      onView={onView}
      onEdit={() => {
        setEditing(true);
      }}
    />
  );
  // The CSV writes the view's columns (02 §7); a custom view names them.
  const viewSlug = METRIC_VIEW_SLUGS[metricView];
  const exported = {
    id,
    startTime: meta.startTime,
    teamId,
    ...(metricView !== 'Custom View'
      ? { view: viewSlug }
      : layout.keys.length > 0
        ? { view: viewSlug, columns: layout.keys }
        : {}),
  };
  const body = bodyOf(kind, reads, metric);

  return (
    <section className="session">
      <SessionTopBar
        kind={kind}
        id={id}
        teamId={teamId}
        view={view}
        narrow={narrow}
        reads={reads}
        meta={meta}
        stage={stage}
        exported={exported}
        shownPlayers={() =>
          stage === 'live' && !reads.liveNarrowed
            ? liveRows.map((r) => r.key)
            : listed.map((p) => p.id)
        }
        exportCsv={exportCsv}
      />
      {body === 'metric' && metric !== undefined ? (
        <MetricBody
          kind={kind}
          reads={reads}
          metric={metric}
          players={players}
          teamId={teamId}
          page={at.page}
          back={`${at.page}${query}`}
          onOpen={open}
        />
      ) : body === 'live' ? (
        <LiveBody
          reads={reads}
          filterBar={filterBar}
          tools={tools}
          table={table}
          liveTable={liveTableShown}
        />
      ) : body === 'numbers' || body === 'loading' ? (
        // While the numbers load, the table is already laid out (empty, loading): the grid
        // starts during the wait, and the numbers only fill it (issue 33's first rows).
        <NumbersBody
          kind={kind}
          id={id}
          reads={reads}
          players={players}
          filters={filters}
          comparedWith={
            comparison === undefined ? undefined : comparisonLabel(filters.comparison).toLowerCase()
          }
          filterBar={filterBar}
          tools={tools}
          table={table}
        />
      ) : (
        <WaitingBody body={body} reads={reads} />
      )}
      <DownloadToast notice={notice} />
      {editing && (
        <TableEditor
          teamId={teamId}
          kind={view === 'condensed' ? 'live' : 'normal'}
          onClose={() => {
            setEditing(false);
          }}
        />
      )}
      {params.playerId !== undefined && (
        <PlayerModal
          sessionId={id}
          playerId={params.playerId}
          tab={modalTab}
          live={stage === 'live'}
          known={known ?? liveCards.find((r) => r.id === params.playerId)}
          tabPath={(tab) => `${at.modal(params.playerId ?? '', tab)}${query}`}
          onClose={close}
          onExport={() => {
            exportCsv({ ...exported, players: [params.playerId ?? ''] });
          }}
        />
      )}
    </section>
  );
}
