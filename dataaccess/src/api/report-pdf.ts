/**
 * The report page's PDF (02 §2 Report page, 02 §7 PDF): a completed practice's or game's
 * summary, highlights against the chosen past window, charts and per-player table, built
 * by a background job the page polls (materialize=no answers its state and percent done)
 * and then fetches (materialize=yes). The numbers are the engine's kept session metrics,
 * the ones fullpractice answers without filters.
 */
import {
  CALLS,
  DAY_MS,
  formatDecimals,
  HIGHLIGHT_KEYS,
  HIGHLIGHTS,
  PDF_TYPE,
  type PdfState,
  teamById,
  zoneName,
} from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { FileAnswer, type RouteTable } from '../http/routes';
import { isFinished } from '../live/live-metrics';
import { averageValues, keptRows, periodsOf } from '../live/stored-metrics';
import { percentOf, sessionHighlights, type MetricValues } from '../metrics';
import { sessionPdf, type HighlightLine } from '../reports/session-pdf';
import { getSession, type SessionDoc } from '../sessions/sessions';
import { idText } from './common';
import { teamPlayers } from './reports';
import { callerZone } from './time-zone';
import { z } from 'zod';

/** The comparison window when none is chosen (02 §9: Past 7 days). */
const DEFAULT_COMPARE_DAYS = 7;

/** How long a built report is kept for its fetch. */
const KEEP_MS = 5 * 60_000;
/** Reports kept at once (each a few hundred KB). */
const MAX_JOBS = 16;

/** A report being built or built. */
interface Job {
  percent: number;
  bytes: Buffer | null;
  error: Error | null;
  done: Promise<Buffer>;
  startedMs: number;
}

/** The highlights of the players and each one's % of the team's `days` before the session. */
async function highlightLines(
  db: Db,
  doc: SessionDoc,
  teamId: string,
  players: readonly MetricValues[],
  days: number,
): Promise<HighlightLine[]> {
  const current = sessionHighlights(players);
  const rows = await keptRows(db, {
    teams: [teamId],
    fromMs: doc.startTime - days * DAY_MS,
    beforeMs: doc.startTime,
  });
  const byPlayer = new Map<string, MetricValues[]>();
  for (const r of rows) byPlayer.set(r.entityId, [...(byPlayer.get(r.entityId) ?? []), r.metrics]);
  const history =
    byPlayer.size > 0
      ? sessionHighlights([...byPlayer.values()].map((list) => averageValues(list)))
      : null;
  return HIGHLIGHT_KEYS.map((key) => {
    const spec = HIGHLIGHTS[key];
    const value = current[key];
    const decimals = spec.format === 'int' ? 0 : 1;
    const unit = spec.unit === 'count' || spec.unit === '' ? '' : ` ${spec.unit}`;
    return {
      label: spec.label,
      value: value === null ? '-' : `${formatDecimals(value, decimals)}${unit}`,
      percent: history === null ? null : percentOf(value, history[key]),
    };
  });
}

/** Registers reports/pdf/{id}. */
export function reportPdfRoutes(table: RouteTable, db: Db, now: () => number): void {
  const jobs = new Map<string, Job>();

  const start = (key: string, build: (progress: (p: number) => void) => Promise<Buffer>) => {
    for (const [k, job] of jobs) {
      if (job.bytes !== null && now() - job.startedMs > KEEP_MS) jobs.delete(k);
    }
    while (jobs.size >= MAX_JOBS) {
      const oldest = jobs.keys().next().value;
      if (oldest === undefined) break;
      jobs.delete(oldest);
    }
    const job: Job = {
      percent: 0,
      bytes: null,
      error: null,
      startedMs: now(),
      done: Promise.resolve(Buffer.alloc(0)),
    };
    job.done = build((p) => {
      job.percent = Math.max(job.percent, Math.min(99, p));
    }).then(
      (bytes) => {
        job.bytes = bytes;
        job.percent = 100;
        return bytes;
      },
      (error: unknown) => {
        job.error = error instanceof Error ? error : new Error(String(error));
        throw job.error;
      },
    );
    // A failed job is reported by the next poll; nothing else waits on it meanwhile.
    job.done.catch(() => undefined);
    jobs.set(key, job);
    return job;
  };

  table.add(
    {
      ...CALLS.sessionPdf,
      summary:
        "The report PDF of a completed practice or game for staff (02 §2 Report page): the session's name, date and duration, its highlights (averages over the team's tracked players) each with its % of the team's average over the compareRange days before the session (7, 14 or 28; default 7), bar charts of average total distance and top max speed per position group, and a table of every tracked player of the team (teamId, default the session's; it must have played in it, else 400) with Total Yds, HE Yds, YPM, Max Speed, Max Sus., Sprints, Accels, Decels, ExI and Time Trkd as the session tables show them. materialize=no (default) starts the job and answers [{state: 1, percent}] while it runs, [{state: 0, percent: 100}] once it is ready; materialize=yes answers the PDF (building it there if needed), saved as {id}.pdf. A live or scheduled session: 409. Unknown session: 404.",
      spec: '02 §2 Report page; 02 §7 PDF: GET reports/pdf/{id} with teamOfInterest, compareRange, materialize; 02 §8 Unable to generate the pdf report; 02 §9 comparison windows',
      params: z.object({ id: idText }),
      tags: ['reports'],
    },
    async ({ params, query, request }) => {
      const doc = await getSession(db, params.id);
      if (!isFinished(doc)) {
        throw new ApiError(
          409,
          `session ${doc._id} is not complete: its report is made once it has ended`,
        );
      }
      const teamId = query.teamId ?? doc.teamId;
      const sides = [doc.teamId, doc.homeTeamId, doc.visitorTeamId].filter(
        (t): t is string => typeof t === 'string',
      );
      if (!sides.includes(teamId))
        throw new ApiError(400, `query.teamId: team ${teamId} did not play in ${doc._id}`);
      const zone = callerZone(request, query.tzOffset);
      const days = query.compareRange ?? DEFAULT_COMPARE_DAYS;
      const key = [doc._id, doc.version, teamId, days, zoneName(zone)].join('/');
      const build = async (progress: (p: number) => void) => {
        const players = await teamPlayers(db, doc, teamId);
        const highlights = await highlightLines(
          db,
          doc,
          teamId,
          players.map((p) => p.metrics),
          days,
        );
        const periods = periodsOf(doc);
        const ends = periods.map((p) => p.endMs).filter(Number.isFinite);
        const startMs = periods[0]?.startMs ?? doc.startTime;
        const endMs = ends.length > 0 ? Math.max(...ends) : (doc.endTime ?? null);
        return sessionPdf({
          name: doc.name,
          kind: doc.type === 'game' ? 'game' : 'practice',
          teamName: teamById(teamId)?.teamFullName ?? teamId,
          startMs,
          endMs: typeof endMs === 'number' ? endMs : null,
          highlights,
          compareDays: days,
          players,
          zone,
          onProgress: progress,
        });
      };
      const existing = jobs.get(key);
      if (!query.materialize) {
        let job = existing;
        if (job !== undefined && job.error !== null) {
          jobs.delete(key);
          throw job.error;
        }
        job ??= start(key, build);
        const state: PdfState =
          job.bytes === null ? { state: 1, percent: job.percent } : { state: 0, percent: 100 };
        return ok([state]);
      }
      const bytes =
        existing !== undefined && existing.error === null
          ? await existing.done
          : await start(key, build).done;
      return new FileAnswer(`${doc._id}.pdf`, PDF_TYPE, bytes);
    },
  );
}
