/**
 * The player pop-up (02 §2): a player's numbers in this session. Performance shows the
 * velocity graph (Chart) or the numbers whole and by period (Data); Ball Metrics the
 * player's flights (Chart and Data; QB, K, P and LS only). Above them, the player's note and status
 * in this session (PlayerNote). It links to the player's page and exports the player's CSV
 * of the session ({id}_{playerId}.csv). Its tab
 * is part of the address (…/modal/{playerId}/{tab}); closing it goes back to the page with
 * its search and state kept. During a live practice the graph follows the practice. The graph
 * marks where each period starts and each logged play event (02 §2, 03 §2 Log Plays panel).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CONDENSED_METRICS,
  formatJersey,
  formatMetric,
  metricLabel,
  paths,
  truncate,
  TRUNCATE,
  type MetricKey,
} from '../../../../domain';
import { usePlayerNumbers, useVelocityGraph } from '../../data/sessionReads';
import { usePracticeEventMarks } from '../../data/practiceEvents';
import { Dialog } from '../Dialog';
import { PlayerBallMetrics } from './PlayerBallMetrics';
import { PlayerNote } from './PlayerNote';
import { Segmented } from '../Segmented';
import type { PlayerNumbers, SessionPlayer } from '../../data/sessionNumbers';
import type { Mark } from './VelocityChart';
import './playerModal.css';

/**
 * The graph's chart library (AG Charts, about a megabyte) loads when a pop-up first shows a
 * graph, not with the session page: the table's first rows do not wait for it.
 */
const VelocityChart = lazy(() =>
  import('./VelocityChart').then((module) => ({ default: module.VelocityChart })),
);

/** The pop-up's tabs, as the address names them. */
export const MODAL_TABS = ['performance', 'ball'] as const;
export type ModalTab = (typeof MODAL_TABS)[number];

/** The numbers of the Data view: the condensed metrics and a few more. */
const DATA_KEYS: readonly MetricKey[] = [
  ...CONDENSED_METRICS,
  'accelSlow',
  'deccelSlow',
  'exIndex',
];

export function PlayerModal({
  sessionId,
  playerId,
  tab,
  live,
  known,
  tabPath,
  onClose,
  onExport,
}: {
  sessionId: string;
  playerId: string;
  tab: ModalTab;
  live: boolean;
  /** The player as the table shows them, while the pop-up's own read is on its way. */
  known: Pick<SessionPlayer, 'name' | 'jerseyNumber' | 'position'> | undefined;
  tabPath: (tab: ModalTab) => string;
  onClose: () => void;
  /** Downloads the player's CSV of this session. */
  onExport: () => void;
}) {
  const [view, setView] = useState<'chart' | 'data'>('chart');
  const numbers = usePlayerNumbers(sessionId, playerId);
  const graph = useVelocityGraph(sessionId, playerId, live);
  const logged = usePracticeEventMarks(sessionId, live);
  const player = numbers.rows[0];
  const head = player ?? known;
  const marks = useMemo<Mark[]>(
    () => [...(player?.byPeriod ?? []).map((p) => ({ atMs: p.startMs, label: p.name })), ...logged],
    [player, logged],
  );
  const name = head?.name ?? playerId;
  return (
    <Dialog
      className="player-modal"
      label={name}
      title={<span title={name}>{truncate(name, TRUNCATE.popupPlayerName)}</span>}
      subtitle={
        head === undefined ? undefined : `#${formatJersey(head.jerseyNumber)} · ${head.position}`
      }
      headExtra={
        <>
          <Link to={paths.player(playerId)}>Player page</Link>
          <button
            type="button"
            className="button"
            aria-label={`Export ${name}`}
            title={`This player's numbers in this session, as ${sessionId}_${playerId}.csv`}
            onClick={onExport}
          >
            Export
          </button>
        </>
      }
      onClose={onClose}
    >
      {player !== undefined && (
        <PlayerNote sessionId={sessionId} playerId={playerId} teamId={player.teamId} />
      )}
      <nav className="tabs" aria-label="Player view">
        <Link
          to={tabPath('performance')}
          className={tab === 'performance' ? 'tab active' : 'tab'}
          replace
        >
          Performance
        </Link>
        <Link to={tabPath('ball')} className={tab === 'ball' ? 'tab active' : 'tab'} replace>
          Ball Metrics
        </Link>
      </nav>
      {tab === 'ball' ? (
        <PlayerBallMetrics sessionId={sessionId} playerId={playerId} position={head?.position} />
      ) : (
        <>
          <Segmented
            label="Show"
            name="player-view"
            choices={[
              ['chart', 'Chart'],
              ['data', 'Data'],
            ]}
            value={view}
            onChange={setView}
          />
          {view === 'chart' ? (
            graph.loading && graph.rows.length === 0 ? (
              <div className="loading">Loading…</div>
            ) : (
              <Suspense fallback={<div className="loading">Loading…</div>}>
                <VelocityChart points={graph.rows} marks={marks} />
              </Suspense>
            )
          ) : numbers.loading ? (
            <div className="loading">Loading…</div>
          ) : player === undefined ? (
            <div className="empty">No data available</div>
          ) : (
            <PlayerData player={player} />
          )}
        </>
      )}
    </Dialog>
  );
}

/**
 * The player's numbers: one row per metric, the whole session then each period across. The
 * metrics run down (there are more of them than periods), so the table fits the pop-up; a
 * practice of many periods scrolls sideways under its fixed metric names, and says so.
 */
function PlayerData({ player }: { player: PlayerNumbers }) {
  const columns = [{ name: 'Session', metrics: player.metrics }, ...player.byPeriod];
  return (
    <div className="player-data">
      {columns.length > 4 && (
        <p className="player-data-hint">
          <span aria-hidden="true">↔</span> Scroll sideways for every period
        </p>
      )}
      <div className="player-data-scroll">
        <table aria-label="Player numbers">
          <thead>
            <tr>
              <th scope="col">Metric</th>
              {columns.map((column, i) => (
                <th key={i} scope="col" className={i === 0 ? 'total' : undefined}>
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DATA_KEYS.map((key) => (
              <tr key={key}>
                <th scope="row">{metricLabel(key, { teamId: player.teamId })}</th>
                {columns.map((column, i) => (
                  <td key={i} className={i === 0 ? 'total' : undefined}>
                    {formatMetric(key, column.metrics[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
