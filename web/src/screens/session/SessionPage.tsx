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
import { useCallback, useEffect, useMemo, useState } from 'react';
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
  REFRESH_MS,
  type MetricKey,
} from '../../../../domain';
import { HEADER_ROW } from '../../../../proto';
import { NotAllowed } from '../../components/NotAllowed';
import { detailTabs } from '../../components/detail/detailTabs';
import { SessionHeader, type LiveHeader } from '../../components/detail/SessionHeader';
import { DownloadToast } from '../../components/export/DownloadToast';
import { ExportMenu } from '../../components/export/ExportMenu';
import { useDownloadNotice, useSessionCsv } from '../../data/useExports';
import { useNarrow } from '../../components/useNarrow';
import { useNow } from '../../components/useNow';
import { useUser } from '../../data/session';
import { useApi } from '../../data/useApi';
import { useTopic } from '../../live/hooks';
import { CONDENSED, metricsOf, type ExpandedSet, type ShownNumbers } from './columns';
import { AlertsDrawer } from './AlertsDrawer';
import { ByPeriod } from './ByPeriod';
import { LiveTable, liveValue } from './LiveTable';
import { PlayerCards } from './PlayerCards';
import { ProcessingBar, useProcessing } from './ProcessingBar';
import { ReprocessPanel } from './ReprocessPanel';
import { Segmented } from './Segmented';
import { Highlights, pinnedFirst, SessionTable } from './SessionTable';
import { choiceOf, pinsOf, PlayerFilters, shownPlayers, togglePin } from './PlayerFilters';
import { MODAL_TABS, PlayerModal, type ModalTab } from './PlayerModal';
import { useStatuses } from './statuses';
import { TableEditor } from './TableEditor';
import { useCustomTable } from './useCustomTable';
import { useExcluded } from './useExcluded';
import { SessionFilterBar } from './SessionFilterBar';
import {
  comparisonLabel,
  comparisonParams,
  comparisonQuery,
  filtersOf,
  narrowsNumbers,
  numbersQuery,
} from './sessionFilters';
import {
  firstStartOf,
  ranFor,
  stageOf,
  type ComparisonAnswer,
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
  const numbersSet = search.get('numbers');
  const set: ExpandedSet =
    numbersSet === 'counts' || numbersSet === 'custom' ? numbersSet : 'distances';
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
  const filters = filtersOf(search);
  const exclusions = useExcluded(id);
  // A live practice's numbers narrowed by periods, time or time since max are read from
  // the store (the topic carries whole ones), again each minute while it runs.
  const liveNarrowed = stage === 'live' && narrowsNumbers(filters);
  const minute = useNow(REFRESH_MS.keepCurrent);
  const reads = stage === 'complete' || kind === 'game' || metric !== undefined || liveNarrowed;
  // A practice that has just ended shows its final numbers being computed (the processing
  // job), and reads them once they are kept.
  const processing = useProcessing(id, kind === 'practice' && stage === 'complete');
  const processed =
    kind !== 'practice' ||
    stage !== 'complete' ||
    (processing.status === null
      ? processing.error !== null
      : processing.status.state === 'done' || processing.status.state === 'failed');
  const full = useApi<FullSession>(
    meta !== undefined && reads && exclusions.ready && processed ? `fullpractice/${id}` : null,
    numbersQuery(filters, exclusions.applied, stage === 'live' ? minute : null),
    // A new filter keeps the numbers on screen until the new ones come.
    { keepRows: true },
  );
  const session = full.rows[0];
  const reloadNumbers = full.reload;
  useEffect(() => {
    // Narrowed live numbers are read again each minute (Keep Current changes the query itself).
    if (liveNarrowed && !filters.keepCurrent) reloadNumbers();
  }, [minute, liveNarrowed, filters.keepCurrent, reloadNumbers]);
  // Until the excluded players are known the numbers are not asked for: that is loading too.
  const numbersLoading = full.loading || (reads && (!exclusions.ready || !processed));
  // The comparison is read when a percentage shows, or when one was chosen for the highlights.
  const comparing =
    filters.shown === 'percent' ||
    Object.entries(comparisonParams(filters)).some(([k, v]) => k !== 'thr' && v !== null);
  const elapsedMs = stage === 'live' && meta !== undefined ? minute - firstStartOf(meta) : null;
  const compared = useApi<ComparisonAnswer>(
    meta !== undefined && comparing ? `comparison/${id}` : null,
    comparisonQuery(filters, elapsedMs, new Date().getTimezoneOffset()),
  );
  const comparison = compared.rows[0];
  const numbers = useMemo<ShownNumbers>(
    () => ({
      shown: filters.shown,
      baseline: comparison === undefined ? null : new Map(Object.entries(comparison.players)),
      threshold: filters.threshold,
      live: stage === 'live',
    }),
    [filters.shown, filters.threshold, comparison, stage],
  );

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
  const [notice, showNotice] = useDownloadNotice();
  const exportCsv = useSessionCsv(showNotice);
  const reloadStatuses = statuses.reload;
  const close = useCallback(() => {
    void navigate(`${at.page}${query}`, { state: routeState });
    reloadStatuses();
  }, [navigate, at, query, routeState, reloadStatuses]);

  // A game's quarter or play shows its players' numbers in that group.
  const groups = useMemo(
    () => (filters.game.by === 'totals' ? [] : (session?.byPeriod ?? [])),
    [filters.game.by, session],
  );
  const group = groups.find((g) => g.index === filters.game.group) ?? groups[0];
  const players = useMemo<SessionPlayer[]>(() => {
    const side = (session?.players ?? []).filter((p) => kind === 'practice' || p.teamId === teamId);
    if (filters.game.by === 'totals') return side;
    const inGroup = new Map((group?.players ?? []).map((p) => [p.id, p.metrics]));
    return side.flatMap((p) => {
      const metrics = inGroup.get(p.id);
      return metrics === undefined ? [] : [{ ...p, metrics }];
    });
  }, [session, kind, teamId, filters.game.by, group]);
  const choice = choiceOf(search);
  // The pins by their text: a new array on each render would make the tables' columns anew.
  const pinText = search.get('pin');
  const pinned = useMemo(() => pinsOf(pinText), [pinText]);
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
    if (!numbersLoading && full.error === null && session === undefined)
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
    // Every metric the topic carries (a custom live table's, the Relative variants).
    metrics: Object.fromEntries(
      [...Object.keys(row.more ?? {}), ...CONDENSED].map((key) => [key, liveValue(row, key)]),
    ),
  }));
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
      search={search}
      setSearch={setSearch}
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
  const comparedWith =
    comparison === undefined ? undefined : comparisonLabel(filters.comparison).toLowerCase();
  const table = (
    <>
      {narrow ? (
        <PlayerCards
          players={listed}
          keys={metricsOf(view, set, custom)}
          teamId={teamId}
          onOpen={open}
          numbers={numbers}
        />
      ) : (
        <SessionTable
          kind={kind}
          keys={metricsOf(view, set, custom)}
          view={view}
          teamId={teamId}
          players={listed}
          pinned={pinned}
          onPin={onPin}
          statuses={statuses.byPlayer}
          byPeriod={byPeriodOf}
          onOpen={open}
          numbers={numbers}
          {...(stage === 'complete' && kind === 'practice'
            ? { excluded: exclusions.shown, onExclude: exclusions.toggle }
            : {})}
        />
      )}
    </>
  );
  const tools = (
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
        tabs={detailTabs({
          kind,
          id,
          teamId,
          stage,
          started: meta.startTime <= minute,
          user,
          narrow,
          active: kind === 'game' ? 'expanded' : view,
        })}
        live={stage === 'live' ? live : null}
        onChanged={metaRead.reload}
        actions={
          <>
            <ExportMenu
              name={meta.name}
              disabled={stage === 'scheduled'}
              choices={[
                {
                  label: kind === 'game' ? 'Full Game Export' : 'Full Practice Export',
                  onSelect: () => {
                    exportCsv({ id, startTime: meta.startTime, teamId });
                  },
                },
                {
                  label: 'Export Filtered Data',
                  onSelect: () => {
                    exportCsv({
                      id,
                      startTime: meta.startTime,
                      teamId,
                      players: (stage === 'live' && !liveNarrowed
                        ? liveRows.map((r) => r.key)
                        : listed.map((p) => p.id)
                      ).slice(0, 200),
                    });
                  },
                },
                ...(stage === 'live'
                  ? []
                  : [
                      {
                        label: 'Totals Only Export',
                        onSelect: () => {
                          exportCsv({ id, startTime: meta.startTime, teamId, totalsOnly: true });
                        },
                      },
                    ]),
              ]}
            />
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
          </>
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
          <div className={numbersLoading ? 'loading' : 'empty'}>
            {numbersLoading ? 'Loading…' : (full.error ?? MSG_DATA_BEING_PROCESSED)}
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
            {filterBar}
            {tools}
            {liveNarrowed ? (
              session === undefined ? (
                <div className={full.error === null ? 'loading' : 'empty'}>
                  {full.error ?? 'Loading…'}
                </div>
              ) : (
                table
              )
            ) : narrow ? (
              <PlayerCards
                players={pinnedFirst(
                  liveCards.filter((p) => liveShown.has(p.id)),
                  choice.pinned,
                )}
                keys={custom.live}
                teamId={teamId}
                onOpen={open}
                numbers={numbers}
              />
            ) : (
              <LiveTable
                rows={liveRows}
                keys={custom.live}
                teamId={teamId}
                statuses={statuses.byPlayer}
                byPeriod={byPeriodOf}
                pinned={pinned}
                onPin={onPin}
                onOpen={open}
                numbers={numbers}
              />
            )}
          </>
        )
      ) : numbersLoading && session === undefined ? (
        processed ? (
          <div className="loading">Loading…</div>
        ) : (
          <ProcessingBar state={processing.status} />
        )
      ) : session === undefined ? (
        <div className="empty">{full.error ?? MSG_DATA_BEING_PROCESSED}</div>
      ) : (
        <>
          {kind === 'practice' && (
            <Highlights
              values={session.highlights}
              baseline={comparison?.team ?? null}
              {...(comparedWith === undefined ? {} : { compared: comparedWith })}
              excluded={exclusions.applied.length}
            />
          )}
          {exclusions.error !== null && (
            <p className="form-error" role="alert">
              The excluded players could not be saved: {exclusions.error}
            </p>
          )}
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
          {filterBar}
          {tools}
          {session.groupNote !== undefined && filters.game.by !== 'totals' ? (
            <div className="empty">{session.groupNote}</div>
          ) : (
            table
          )}
        </>
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
            exportCsv({
              id,
              startTime: meta.startTime,
              teamId,
              players: [params.playerId ?? ''],
            });
          }}
        />
      )}
    </section>
  );
}
