/**
 * The lists' exports (02 §2, 02 §7 Reports): a practice's CSV saved as {id}.csv, its plays
 * CSV saved as {id}_plays.csv (03 §2 Log Plays panel), and the bulk CSV of a player's season
 * saved as {team}_bulk.csv, polled by the bulk export machine of `state-machines/` (every
 * 5 s while the server answers 1, the file once it answers 0). All show the download notices
 * (01 §4); times in the files are in the browser's zone (x-time-zone, sent with every call;
 * tzOffset is the spec's fallback).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  bulkSeasonRange,
  CALLS,
  type BallSort,
  type CallParams,
  type CallQuery,
  type MetricViewSlug,
} from '../../../domain';
import {
  bulkExportMachine,
  DOWNLOAD_NOTICE_MS,
  errorNotice,
  finishedNotice,
  inProgressNotice,
  type BulkCheckResult,
  type BulkExportRequest,
  type DownloadNotice,
} from '../../../state-machines';
import { call } from './api';
import { fetchApiFile, saveFile } from './download';
import type { ReadSpec } from './useApi';

/** Shows a notice; null takes it away. */
export type ShowNotice = (notice: DownloadNotice | null) => void;

/** The notice on screen and its setter; one that does not persist goes after 4 s. */
export function useDownloadNotice(): readonly [DownloadNotice | null, ShowNotice] {
  const [notice, setNotice] = useState<DownloadNotice | null>(null);
  useEffect(() => {
    if (notice === null || notice.persists) return;
    const timer = setTimeout(() => {
      setNotice(null);
    }, notice.durationMs ?? DOWNLOAD_NOTICE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [notice]);
  return [notice, setNotice];
}

/** A practice as its CSV is asked for. */
export interface PracticeExport {
  readonly id: string;
  /** Its start (epoch ms): the time zone offset is the browser's at that moment. */
  readonly startTime: number;
  readonly teamId: string;
}

/** A session's CSV as the session page asks for it: some players, or totals only. */
export interface SessionExport extends PracticeExport {
  /** Only these players; one player names the file {id}_{playerId}.csv (02 §7). */
  readonly players?: readonly string[];
  readonly totalsOnly?: boolean;
  /** The metric view whose columns it writes (02 §7); none: every metric. */
  readonly view?: MetricViewSlug;
  /** The custom view's columns, in order (with view custom-view). */
  readonly columns?: readonly string[];
  /** A game's rows by quarter or by play (02 §7 gameView) instead of by period. */
  readonly gameView?: 'quarters' | 'plays';
  /** Asked from a live view (02 §7 isLive=true): the numbers so far. */
  readonly live?: boolean;
}

/** Fetches the file of the call `spec` and saves it as `file`, with the download notices. */
export function downloadWithNotices<C extends ReadSpec>(
  show: ShowNotice,
  spec: C,
  params: CallParams<C>,
  query: CallQuery<C>,
  file: string,
): void {
  show(inProgressNotice(file));
  fetchApiFile(spec, params, query).then(
    (blob) => {
      saveFile(blob, file);
      show(finishedNotice(file));
    },
    () => {
      show(errorNotice(file));
    },
  );
}

/** Downloads a session's CSV ({id}.csv, or {id}_{playerId}.csv for one player) with its notices. */
export function useSessionCsv(show: ShowNotice): (session: SessionExport) => void {
  return useCallback(
    (session) => {
      const players = session.players ?? [];
      const [only] = players;
      const file =
        players.length === 1 && only !== undefined
          ? `${session.id}_${only}.csv`
          : `${session.id}.csv`;
      downloadWithNotices(
        show,
        CALLS.sessionCsv,
        { id: session.id },
        {
          tzOffset: new Date(session.startTime).getTimezoneOffset(),
          teamId: session.teamId,
          ...(players.length > 0 ? { players: players.join(',') } : {}),
          ...(session.totalsOnly === true ? { totalsOnly: 'yes' } : {}),
          ...(session.view === undefined ? {} : { view: session.view }),
          ...(session.view === 'custom-view' && session.columns !== undefined
            ? { columns: session.columns.join(',') }
            : {}),
          ...(session.gameView === undefined ? {} : { gameView: session.gameView }),
          ...(session.live === true ? { isLive: 'true' } : {}),
        },
        file,
      );
    },
    [show],
  );
}

/**
 * Downloads a practice's plays CSV ({id}_plays.csv: one row per logged play, 03 §2 Log Plays
 * panel) with its notices.
 */
export function usePlaysCsv(
  show: ShowNotice,
): (practice: Pick<PracticeExport, 'id' | 'startTime'>) => void {
  return useCallback(
    (practice) => {
      downloadWithNotices(
        show,
        CALLS.playsCsv,
        { id: practice.id },
        { tzOffset: new Date(practice.startTime).getTimezoneOffset() },
        `${practice.id}_plays.csv`,
      );
    },
    [show],
  );
}

/** The ball metrics page's flights as its CSV asks for them (02 §7 Ball-flight CSV). */
export interface BallFlightsExport extends Pick<PracticeExport, 'id' | 'startTime'> {
  /** A game's side the page shows; none: every team of the session. */
  readonly teamOfInterest?: string | undefined;
  /** The page's filters as its address holds them (type, zone, quarter, inPlay). */
  readonly filters: Readonly<Record<string, string>>;
  readonly totalsOnly: boolean;
}

/** Downloads the ball flights' CSV ({id}.csv: a row a flight, or a player's totals). */
export function useBallFlightsCsv(show: ShowNotice): (flights: BallFlightsExport) => void {
  return useCallback(
    (flights) => {
      downloadWithNotices(
        show,
        CALLS.ballFlightsCsv,
        { id: flights.id },
        {
          tzOffset: new Date(flights.startTime).getTimezoneOffset(),
          ...(flights.teamOfInterest === undefined
            ? {}
            : { teamOfInterest: flights.teamOfInterest }),
          ...flights.filters,
          ...(flights.totalsOnly ? { totalsOnly: 'yes' } : {}),
        },
        `${flights.id}.csv`,
      );
    },
    [show],
  );
}

/** The ball metrics page's grid as Export Filtered Data asks for it (02 §9 Export menu). */
export interface BallGridExport extends Omit<BallFlightsExport, 'totalsOnly'> {
  /** The grid's view; none: the flat list. */
  readonly view?: 'byPlayer' | 'speedZone' | undefined;
  /** The groups open in the grid (player ids or speed zones). */
  readonly expanded: readonly string[];
  /** The flat list's sort as the user clicked it; none: release time. */
  readonly sort?: BallSort | undefined;
}

/** Downloads the rows the ball metrics grid shows ({id}.csv), as it groups them. */
export function useBallFilteredCsv(show: ShowNotice): (grid: BallGridExport) => void {
  return useCallback(
    (grid) => {
      downloadWithNotices(
        show,
        CALLS.ballFilteredCsv,
        { id: grid.id },
        {
          tzOffset: new Date(grid.startTime).getTimezoneOffset(),
          ...(grid.teamOfInterest === undefined ? {} : { teamOfInterest: grid.teamOfInterest }),
          ...grid.filters,
          ...(grid.view === undefined ? {} : { view: grid.view }),
          ...(grid.view === undefined || grid.expanded.length === 0
            ? {}
            : { expanded: grid.expanded.join(',') }),
          ...(grid.sort === undefined ? {} : { sort: grid.sort.key, order: grid.sort.order }),
        },
        `${grid.id}.csv`,
      );
    },
    [show],
  );
}

/** Downloads a practice's CSV as {id}.csv with its notices. */
export const usePracticeCsv: (show: ShowNotice) => (practice: PracticeExport) => void =
  useSessionCsv;

/** What a bulk export is of: a team's sessions of a type, or one of its players'. */
export interface BulkTarget {
  readonly teamId: string;
  /** Names the file: {team}_bulk.csv. */
  readonly teamAbbr: string;
  readonly playerId?: string;
  readonly dataType: 'practices' | 'games';
}

/**
 * The bulk call of a team's sessions of a type, or of one of its players', over the season's
 * yyyyMMdd-yyyyMMdd: its state (polled) and its file.
 */
/** A bulk call's query (the same schema for a team's sessions and one player's). */
type BulkQuery = CallQuery<typeof CALLS.bulkCsv>;

function bulkCall(target: BulkTarget, request: BulkExportRequest) {
  const range = request.dateRange ?? bulkSeasonRange(request.year ?? 0);
  const { teamId, playerId, dataType } = target;
  if (playerId === undefined) {
    const params = { teamId, dataType, range };
    return {
      state: (query: BulkQuery) => call(CALLS.bulkCsv, params, { query }),
      file: (query: BulkQuery) => fetchApiFile(CALLS.bulkCsv, params, query),
    };
  }
  const params = { teamId, playerId, dataType, range };
  return {
    state: (query: BulkQuery) => call(CALLS.playerBulkCsv, params, { query }),
    file: (query: BulkQuery) => fetchApiFile(CALLS.playerBulkCsv, params, query),
  };
}

/**
 * Runs one bulk export at a time through the bulk export machine; `busy` while it polls or
 * downloads. A new export replaces one whose notice is still up.
 */
export function useBulkExport(show: ShowNotice): {
  readonly busy: boolean;
  readonly start: (target: BulkTarget, season: number) => void;
} {
  const current = useRef<Actor<typeof bulkExportMachine> | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => () => {
      current.current?.stop();
    },
    [],
  );
  const start = useCallback(
    (target: BulkTarget, season: number) => {
      current.current?.stop();
      const tzOffset = new Date().getTimezoneOffset();
      const actor = createActor(
        bulkExportMachine.provide({
          actors: {
            // Asked with its percent: the notice shows how far the file has got.
            checkBulkExport: fromPromise<BulkCheckResult, BulkExportRequest>(async ({ input }) => {
              const [state] = await bulkCall(target, input).state({
                tzOffset,
                materialize: 'no',
                progress: 'percent',
              });
              return state ?? -1;
            }),
            downloadBulkExport: fromPromise<unknown, BulkExportRequest>(async ({ input }) => {
              const blob = await bulkCall(target, input).file({
                tzOffset,
                materialize: 'yes',
              });
              saveFile(blob, input.file);
            }),
          },
        }),
      );
      current.current = actor;
      actor.start();
      // Subscribed once started: the idle snapshot of the start is not the end of an export.
      actor.subscribe((snapshot) => {
        show(snapshot.context.notice);
        setBusy(
          snapshot.matches('checking') ||
            snapshot.matches('waiting') ||
            snapshot.matches('downloading'),
        );
        if (snapshot.matches('idle')) actor.stop();
      });
      actor.send({
        type: 'export.request',
        nowMs: Date.now(),
        file: `${target.teamAbbr}_bulk.csv`,
        year: season,
      });
    },
    [show],
  );
  return { busy, start };
}
