/**
 * The Data Ops list (03 §2, §4): the `dataops` topic's sessions, one row per dataset, kept
 * current by the gateway every 5 s. The subscription is dropped while the tab is hidden and
 * taken again when it shows, which starts from a fresh snapshot.
 */
import { useMemo } from 'react';
import { MISSING_VALUE } from '../../../../domain';
import type { SESSIONS } from '../../../../proto';
import type { LiveRow } from '../../live/liveTopic';
import { usePageVisible } from '../../components/usePageVisible';
import { useTopic } from '../../live/hooks';
import { rangeBounds, type DayRange } from './dataopsRange';

/** One dataset of the list, in the topic's columns (issue 21 contract, item 1). */
export interface DataOpsRow {
  /** The session's id (the topic's row key). */
  readonly id: string;
  readonly teamId: string;
  /** A game's visiting team ('' for a practice). */
  readonly visitorTeamId: string;
  readonly name: string | null;
  /** The session is live: its positions are still coming. */
  readonly live: boolean;
  readonly venueIp: string;
  readonly datasetId: string | null;
  readonly datasetRef: string | null;
  readonly startTime: number | null;
  readonly endTime: number | null;
  readonly lastEditedMs: number | null;
  readonly replicaStatus: string | null;
  /** The stage a job runs ('' when none) and its percent. */
  readonly stage: string;
  readonly stagePercent: number | null;
  readonly actionMessage: string | null;
  /** Why the last stage failed (the row waits at its X_I code for a retry), else null. */
  readonly failed: string | null;
  /** The last action a person ran (its server name), who ran it and when; null before any. */
  readonly lastAction: {
    readonly action: string;
    readonly by: string;
    readonly atMs: number;
  } | null;
}

/** A topic row as the list reads it; empty texts read as missing. */
export function dataOpsRowOf(row: LiveRow<typeof SESSIONS, 'sessions'>): DataOpsRow {
  const text = (value: string | null): string | null => (value === '' ? null : value);
  return {
    id: row.key,
    teamId: row.teamId ?? row.homeTeamId ?? '',
    visitorTeamId: row.visitorTeamId ?? '',
    name: row.name,
    live: row.status === 'live',
    venueIp: text(row.venueIp) ?? MISSING_VALUE,
    datasetId: text(row.datasetId),
    datasetRef: text(row.datasetRef),
    startTime: row.startTime,
    endTime: row.endTime,
    lastEditedMs: row.lastEditedMs,
    replicaStatus: row.replicaStatus,
    stage: row.stage ?? '',
    stagePercent: row.stagePercent,
    actionMessage: text(row.actionMessage),
    failed: text(row.failed),
    lastAction:
      row.lastAction === null || row.lastActionBy === null || row.lastActionAtMs === null
        ? null
        : { action: row.lastAction, by: row.lastActionBy, atMs: row.lastActionAtMs },
  };
}

/** What the page shows of the list. */
export interface DataOpsList {
  readonly rows: readonly DataOpsRow[];
  /** No snapshot yet. */
  readonly loading: boolean;
  readonly error: string | null;
  readonly stale: boolean;
}

/**
 * The sessions with a dataset (started at least once) starting in the local days of `range`,
 * paused while hidden. The range's topic holds those days in every time zone; the browser
 * keeps its own days' (as the Monitor does).
 */
export function useDataOpsRows(range: DayRange): DataOpsList {
  const visible = usePageVisible();
  const topic = useTopic(visible ? { kind: 'dataops', from: range.from, to: range.to } : null);
  const sessions = topic.rows('sessions');
  const { fromMs, toMs } = rangeBounds(range);
  const rows = useMemo(
    () =>
      sessions
        .map(dataOpsRowOf)
        .filter(
          (r) =>
            r.datasetId !== null &&
            r.startTime !== null &&
            r.startTime >= fromMs &&
            r.startTime < toMs,
        ),
    [sessions, fromMs, toMs],
  );
  return {
    rows,
    loading: topic.status === 'loading',
    error: topic.error,
    stale: topic.stale,
  };
}
