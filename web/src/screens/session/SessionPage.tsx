/**
 * The session performance page (02 §2–§9): a practice's or a game's players and their
 * numbers in the view the address names.
 *
 *   /view/practice/{id}/performance/{condensed|expanded}/page
 *   /view/game/{id}/{teamId}/performance/expanded/page          (either team's side)
 *   …/modal/{playerId}[/{tab}]                                  (the player pop-up)
 *
 * A live practice shows the condensed view kept current by the gateway's topic (one
 * upstream poll for every viewer); a completed practice or game reads its numbers once
 * (fullpractice). Before a practice starts the page says so, and it turns live by itself
 * when the practice starts. A game without data sends the user to /games (02 §2).
 */
import { useCallback, useMemo } from 'react';
import {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import {
  formatMetric,
  HIGHLIGHT_KEYS,
  HIGHLIGHTS,
  highlightPercentKey,
  MSG_DATA_BEING_PROCESSED,
  paths,
  type HighlightKey,
} from '../../../../domain';
import { HEADER_ROW } from '../../../../proto';
import { NotAllowed } from '../../components/NotAllowed';
import { DataGrid } from '../../components/grid/DataGrid';
import { useNarrow } from '../../components/useNarrow';
import { useApi } from '../../data/useApi';
import { useTopic } from '../../live/hooks';
import {
  CONDENSED,
  defaultSortKey,
  metricColumn,
  metricsOf,
  playerColumns,
  type ExpandedSet,
} from './columns';
import { LiveTable } from './LiveTable';
import { PlayerCards } from './PlayerCards';
import { MODAL_TABS, PlayerModal, type ModalTab } from './PlayerModal';
import { SessionHeader, type LiveHeader, type ViewTab } from './SessionHeader';
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
  const kind: Kind = location.pathname.startsWith('/view/game/') ? 'game' : 'practice';
  const id = params.id ?? '';
  const view: View = params.view === 'condensed' ? 'condensed' : 'expanded';
  const set: ExpandedSet = search.get('numbers') === 'counts' ? 'counts' : 'distances';

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
  const reads = stage === 'complete' || kind === 'game';
  const full = useApi<FullSession>(meta !== undefined && reads ? `fullpractice/${id}` : null);
  const session = full.rows[0];

  const at = useMemo(() => addresses(kind, id, teamId, view), [kind, id, teamId, view]);
  // The pop-up opens and closes over the page's own search and router state (02 §2).
  const query = location.search;
  const routeState = location.state as unknown;
  const open = useCallback(
    (playerId: string) => {
      void navigate(`${at.modal(playerId)}${query}`, { state: routeState });
    },
    [navigate, at, query, routeState],
  );
  const close = useCallback(() => {
    void navigate(`${at.page}${query}`, { state: routeState });
  }, [navigate, at, query, routeState]);

  const players = useMemo<SessionPlayer[]>(
    () => (session?.players ?? []).filter((p) => kind === 'practice' || p.teamId === teamId),
    [session, kind, teamId],
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
  } else if (stage !== 'complete' && view === 'expanded') {
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
  const liveRows = topic.rows('players');
  const liveCards = liveRows.map((row) => ({
    id: row.key,
    name: row.name ?? row.key,
    jerseyNumber: row.jerseyNumber ?? '',
    position: row.position ?? '',
    metrics: Object.fromEntries(CONDENSED.map((key) => [key, row[key]])),
  }));

  return (
    <section className="session">
      <SessionHeader
        meta={meta}
        kind={kind}
        teamId={teamId}
        tabs={tabsOf(kind, id, teamId, stage, view)}
        live={stage === 'live' ? live : null}
      />
      {stage === 'scheduled' && kind === 'practice' ? (
        <div className="empty">
          Practice hasn&apos;t started. Start the practice to see live performance data.
        </div>
      ) : stage === 'live' ? (
        topic.status === 'loading' ? (
          <div className="loading">Loading live data…</div>
        ) : narrow ? (
          <PlayerCards players={liveCards} keys={CONDENSED} teamId={teamId} onOpen={open} />
        ) : (
          <LiveTable rows={liveRows} teamId={teamId} onOpen={open} />
        )
      ) : full.loading ? (
        <div className="loading">Loading…</div>
      ) : session === undefined ? (
        <div className="empty">{full.error ?? MSG_DATA_BEING_PROCESSED}</div>
      ) : (
        <>
          {kind === 'practice' && <Highlights values={session.highlights} />}
          {view === 'expanded' && (
            <div className="segmented" role="radiogroup" aria-label="Numbers">
              {(['distances', 'counts'] as const).map((choice) => (
                <label key={choice} className={set === choice ? 'active' : ''}>
                  <input
                    type="radio"
                    name="numbers"
                    checked={set === choice}
                    onChange={() => {
                      const next = new URLSearchParams(search);
                      if (choice === 'counts') next.set('numbers', 'counts');
                      else next.delete('numbers');
                      setSearch(next, { replace: true, state: routeState });
                    }}
                  />
                  {choice === 'distances' ? 'Distances' : 'Counts'}
                </label>
              ))}
            </div>
          )}
          {narrow ? (
            <PlayerCards
              players={players}
              keys={metricsOf(view, set)}
              teamId={teamId}
              onOpen={open}
            />
          ) : (
            <SessionTable
              kind={kind}
              view={view}
              set={set}
              teamId={teamId}
              players={players}
              onOpen={open}
            />
          )}
        </>
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

/** The players' table of a completed session. */
function SessionTable({
  kind,
  view,
  set,
  teamId,
  players,
  onOpen,
}: {
  kind: Kind;
  view: View;
  set: ExpandedSet;
  teamId: string;
  players: readonly SessionPlayer[];
  onOpen: (playerId: string) => void;
}) {
  const keys = metricsOf(view, set);
  const sortKey = defaultSortKey(kind, view, keys);
  const columns = useMemo(
    () => [
      ...playerColumns<SessionPlayer>((row) => {
        onOpen(row.id);
      }),
      ...keys.map((key) =>
        metricColumn<SessionPlayer>(key, {
          teamId,
          ...(key === sortKey ? { sort: 'desc' as const } : {}),
        }),
      ),
    ],
    [keys, onOpen, sortKey, teamId],
  );
  return (
    <DataGrid
      rows={players}
      columns={columns}
      loading={false}
      label={view === 'condensed' ? 'Condensed metrics' : 'All metrics'}
    />
  );
}

/** The session highlights (02 §3): the team's averages and how they compare with its past week. */
function Highlights({ values }: { values: Readonly<Record<string, number | null | undefined>> }) {
  const shown: HighlightKey[] = HIGHLIGHT_KEYS.filter((key) => typeof values[key] === 'number');
  if (shown.length === 0) return null;
  return (
    <dl className="highlights" aria-label="Session highlights">
      {shown.map((key) => {
        const percent = values[highlightPercentKey(key)];
        return (
          <div key={key}>
            <dt>{HIGHLIGHTS[key].label}</dt>
            <dd>
              {formatMetric(key, values[key])}
              {typeof percent === 'number' && (
                <span className="vs-history" title="Against the past 7 days">
                  {formatMetric(highlightPercentKey(key), percent)}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
