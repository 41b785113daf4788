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
 */
import { useCallback, useMemo, useState } from 'react';
import {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import {
  isMetricKey,
  isStaff,
  MSG_DATA_BEING_PROCESSED,
  paths,
  type MetricKey,
} from '../../../../domain';
import { HEADER_ROW } from '../../../../proto';
import { NotAllowed } from '../../components/NotAllowed';
import { useNarrow } from '../../components/useNarrow';
import { useUser } from '../../data/session';
import { useApi } from '../../data/useApi';
import { useTopic } from '../../live/hooks';
import { CONDENSED, metricsOf, type ExpandedSet } from './columns';
import { AlertsDrawer } from './AlertsDrawer';
import { ByPeriod } from './ByPeriod';
import { LiveTable } from './LiveTable';
import { PlayerCards } from './PlayerCards';
import { ReprocessPanel } from './ReprocessPanel';
import { Segmented } from './Segmented';
import { Highlights, pinnedFirst, SessionTable } from './SessionTable';
import { choiceOf, PlayerFilters, shownPlayers, togglePin } from './PlayerFilters';
import { MODAL_TABS, PlayerModal, type ModalTab } from './PlayerModal';
import { SessionHeader, type LiveHeader, type ViewTab } from './SessionHeader';
import { useStatuses } from './statuses';
import { TableEditor } from './TableEditor';
import { useCustomTable } from './useCustomTable';
import {
  stageOf,
  type FullSession,
  type SessionMeta,
  type SessionPlayer,
  type SessionStage,
} from './sessionData';
import './session.css';

type Kind = 'practice' | 'game';
type View = 'condensed' | 'expanded';

/** The page's address without the pop-up, and with it. */
function addresses(kind: Kind, id: string, teamId: string, view: View) {
  const base =
    kind === 'game'
      ? `/view/game/${encodeURIComponent(id)}/${encodeURIComponent(teamId)}/performance/${view}`
      : `/view/practice/${encodeURIComponent(id)}/performance/${view}`;
  return {
    page: `${base}/page`,
    modal: (playerId: string, tab?: ModalTab) =>
      `${base}/modal/${encodeURIComponent(playerId)}${tab === undefined ? '' : `/${tab}`}`,
  };
}

/** The current-view menu (02 §2): what each kind and stage of session offers. */
function tabsOf(
  kind: Kind,
  id: string,
  teamId: string,
  stage: SessionStage,
  view: View,
): ViewTab[] {
  if (kind === 'game') {
    return [{ label: 'All Metrics', to: paths.gamePerformance(id, teamId), active: true }];
  }
  const live = {
    label: 'Live Metrics',
    to: paths.practicePerformance(id, 'condensed'),
    active: view === 'condensed',
  };
  if (stage !== 'complete') return [live];
  const all = {
    label: 'All Metrics',
    to: paths.practicePerformance(id, 'expanded'),
    active: view === 'expanded',
  };
  return [all, live];
}

export default function SessionPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const narrow = useNarrow();
  const user = useUser();
  const [alertsOpen, setAlertsOpen] = useState(false);
  const kind: Kind = location.pathname.startsWith('/view/game/') ? 'game' : 'practice';
  const id = params.id ?? '';
  // The by-period view names the view it was opened from (its back arrow's target).
  const metric = params.metric;
  const view: View = (params.view ?? params.subTab) === 'condensed' ? 'condensed' : 'expanded';
  const numbers = search.get('numbers');
  const set: ExpandedSet = numbers === 'counts' || numbers === 'custom' ? numbers : 'distances';
  const [editing, setEditing] = useState(false);

  const metaRead = useApi<SessionMeta>(`schedule/${id}`);
  const meta = metaRead.rows[0];
  // A practice not yet complete follows the gateway's topic: it carries the practice's
  // status, so the page turns live, and later complete, by itself.
  const follows = kind === 'practice' && meta !== undefined && stageOf(meta) !== 'complete';
  const topic = useTopic(follows ? { kind: 'practiceLive', practiceId: id } : null);
  const liveHead = topic.row('header', HEADER_ROW);
  const stage: SessionStage | null =
    meta === undefined
      ? null
      : liveHead?.status !== undefined && liveHead.status !== null && follows
        ? stageOf({ ...meta, status: liveHead.status, type: liveHead.status })
        : stageOf(meta);
  const teamId = kind === 'game' ? (params.teamId ?? '') : (meta?.teamId ?? '');
  // The user's own tables of this team (02 §3 Custom table), the views' defaults until stored.
  const liveTable = useCustomTable(teamId, 'live');
  const normalTable = useCustomTable(teamId, 'normal');
  const custom = useMemo(
    () => ({
      live: liveTable.loading ? CONDENSED : liveTable.columns.filter(isMetricKey),
      normal: normalTable.columns.filter(isMetricKey),
    }),
    [liveTable.loading, liveTable.columns, normalTable.columns],
  );
  const reads = stage === 'complete' || kind === 'game' || metric !== undefined;
  const full = useApi<FullSession>(meta !== undefined && reads ? `fullpractice/${id}` : null);
  const session = full.rows[0];

  const at = useMemo(() => addresses(kind, id, teamId, view), [kind, id, teamId, view]);
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
  const reloadStatuses = statuses.reload;
  const close = useCallback(() => {
    void navigate(`${at.page}${query}`, { state: routeState });
    reloadStatuses();
  }, [navigate, at, query, routeState, reloadStatuses]);

  const players = useMemo<SessionPlayer[]>(
    () => (session?.players ?? []).filter((p) => kind === 'practice' || p.teamId === teamId),
    [session, kind, teamId],
  );
  const choice = choiceOf(search);
  const [pinWarning, setPinWarning] = useState(false);
  const onPin = useCallback(
    (playerId: string) => {
      setPinWarning(!togglePin(search, setSearch, routeState, playerId));
    },
    [search, setSearch, routeState],
  );

  if (metaRead.refused || full.refused || topic.refused) {
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
  if (metaRead.error !== null) {
    return (
      <div className="empty">
        {metaRead.error} <Link to={paths.home()}>Back to the schedule</Link>
      </div>
    );
  }
  if (meta === undefined || stage === null) return <div className="loading">Loading…</div>;

  // Addresses that name a view this session does not have lead to the one it has.
  if (kind === 'game') {
    const sides = [meta.homeTeamId ?? meta.teamId, meta.visitorTeamId];
    if (!sides.includes(teamId))
      return <Navigate to={paths.gamePerformance(id, meta.teamId)} replace />;
    if (view === 'condensed') return <Navigate to={paths.gamePerformance(id, teamId)} replace />;
    if (!full.loading && full.error === null && session === undefined)
      return <Navigate to={paths.games()} replace />;
  } else if (stage !== 'complete' && view === 'expanded' && metric === undefined) {
    return <Navigate to={paths.practicePerformance(id, 'condensed')} replace />;
  }

  const live: LiveHeader | null = follows
    ? {
        currentDrill: liveHead?.currentDrill ?? null,
        drillStartTs: liveHead?.drillStartTs ?? null,
        freshness: topic.stale
          ? 'Data may be out of date'
          : topic.fetchedAtMs > 0
            ? `Updated ${new Date(topic.fetchedAtMs).toLocaleTimeString()}`
            : '',
      }
    : null;
  const modalTab: ModalTab = MODAL_TABS.find((t) => t === params.tab) ?? 'performance';
  const known = players.find((p) => p.id === params.playerId);
  const allLiveRows = topic.rows('players');
  const liveCards = allLiveRows.map((row) => ({
    id: row.key,
    name: row.name ?? row.key,
    jerseyNumber: row.jerseyNumber ?? '',
    position: row.position ?? '',
    metrics: Object.fromEntries(CONDENSED.map((key) => [key, row[key]])),
  }));
  // The search, position filter and pins, on the live rows or the session's players.
  const liveShown = new Set(shownPlayers(liveCards, choice).map((p) => p.id));
  const liveRows = allLiveRows.filter((row) => liveShown.has(row.key));
  const listed = pinnedFirst(shownPlayers(players, choice), choice.pinned);
  const positions = [
    ...new Set((stage === 'live' ? liveCards : players).map((p) => p.position)),
  ].sort();
  const filters = (
    <div className="session-tools">
      <PlayerFilters
        search={search}
        setSearch={setSearch}
        state={routeState}
        positions={positions}
        warning={pinWarning}
      />
      <button
        type="button"
        className="button"
        onClick={() => {
          setEditing(true);
        }}
      >
        {view === 'condensed' ? 'Custom Live Table' : 'Custom Table'}
      </button>
    </div>
  );

  return (
    <section className="session">
      <SessionHeader
        meta={meta}
        kind={kind}
        teamId={teamId}
        tabs={tabsOf(kind, id, teamId, stage, view)}
        live={stage === 'live' ? live : null}
        onChanged={metaRead.reload}
        actions={
          <button
            type="button"
            className="button"
            aria-expanded={alertsOpen}
            onClick={() => {
              setAlertsOpen((open) => !open);
            }}
          >
            Alerts
          </button>
        }
      />
      {alertsOpen && (
        <AlertsDrawer
          sessionId={id}
          teamId={teamId}
          onClose={() => {
            setAlertsOpen(false);
          }}
        />
      )}
      {metric !== undefined ? (
        !isMetricKey(metric) ? (
          <div className="empty">
            There is no metric {metric}. <Link to={at.page}>Back to the table</Link>
          </div>
        ) : session === undefined ? (
          <div className={full.loading ? 'loading' : 'empty'}>
            {full.loading ? 'Loading…' : (full.error ?? MSG_DATA_BEING_PROCESSED)}
          </div>
        ) : (
          <ByPeriod
            session={session}
            players={players}
            metric={metric}
            teamId={teamId}
            back={`${at.page}${query}`}
            onOpen={open}
          />
        )
      ) : stage === 'scheduled' && kind === 'practice' ? (
        <div className="empty">
          Practice hasn&apos;t started. Start the practice to see live performance data.
        </div>
      ) : stage === 'live' ? (
        topic.status === 'loading' ? (
          <div className="loading">Loading live data…</div>
        ) : (
          <>
            {filters}
            {narrow ? (
              <PlayerCards
                players={pinnedFirst(
                  liveCards.filter((p) => liveShown.has(p.id)),
                  choice.pinned,
                )}
                keys={custom.live}
                teamId={teamId}
                onOpen={open}
              />
            ) : (
              <LiveTable
                rows={liveRows}
                keys={custom.live}
                teamId={teamId}
                statuses={statuses.byPlayer}
                byPeriod={byPeriodOf}
                pinned={choice.pinned}
                onPin={onPin}
                onOpen={open}
              />
            )}
          </>
        )
      ) : full.loading ? (
        <div className="loading">Loading…</div>
      ) : session === undefined ? (
        <div className="empty">{full.error ?? MSG_DATA_BEING_PROCESSED}</div>
      ) : (
        <>
          {kind === 'practice' && <Highlights values={session.highlights} />}
          {kind === 'practice' && isStaff(user) && (
            <ReprocessPanel
              sessionId={id}
              players={players}
              onDone={() => {
                full.reload();
              }}
            />
          )}
          {view === 'expanded' && (
            <Segmented<ExpandedSet>
              label="Numbers"
              name="numbers"
              choices={[
                ['distances', 'Distances'],
                ['counts', 'Counts'],
                ['custom', 'Custom'],
              ]}
              value={set}
              onChange={(choice) => {
                const next = new URLSearchParams(search);
                if (choice === 'distances') next.delete('numbers');
                else next.set('numbers', choice);
                setSearch(next, { replace: true, state: routeState });
              }}
            />
          )}
          {filters}
          {narrow ? (
            <PlayerCards
              players={listed}
              keys={metricsOf(view, set, custom)}
              teamId={teamId}
              onOpen={open}
            />
          ) : (
            <SessionTable
              kind={kind}
              keys={metricsOf(view, set, custom)}
              view={view}
              teamId={teamId}
              players={listed}
              pinned={choice.pinned}
              onPin={onPin}
              statuses={statuses.byPlayer}
              byPeriod={byPeriodOf}
              onOpen={open}
            />
          )}
        </>
      )}
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
        />
      )}
    </section>
  );
}
