/**
 * Logged practice events (03 §2 Log Plays panel and Event Logger; 03 §7 Other: "update
 * practice (debounced)"): the plays and custom events a coach logs while a practice is live,
 * sent by the browser in batches 2000 ms after the last click, read back in time order, and
 * the plays CSV built from them. They are a log of their own beside the practice's versioned
 * record (decision 0015): a batch appends rows, never a new practice version, so logging
 * never makes a save of the manage page conflict; each row is keyed by the id the browser
 * gave the event, so a batch sent again stores nothing twice.
 */
import { z } from 'zod';
import {
  CALLS,
  CUSTOM_EVENT_NAME_MAX,
  DEBOUNCE_MS,
  EVENT_CLOCK_SLACK_MS,
  MAX_EVENTS_PER_BATCH,
  msgLoggingNotLive,
  PLAY_EVENT_NAMES,
  type LoggedPracticeEvent,
  type PlayEventType,
} from '../../../domain';
import type { PracticeEventTables } from '../db/migration-0013';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { FileAnswer, type RouteTable } from '../http/routes';
import { CSV_TYPE } from '../reports/metric-csv';
import { playsCsv } from '../reports/plays-csv';
import { getSession, type SessionDoc } from '../sessions/sessions';
import { idText } from './common';
import { callerZone } from './time-zone';
import { practiceOf } from './practice-lifecycle';

const idParams = z.object({ id: idText });

/** When the practice went live: its first period's start, else its scheduled start. */
function liveSinceMs(doc: SessionDoc): number {
  const drills = Array.isArray(doc.drills) ? (doc.drills as { startTs?: unknown }[]) : [];
  const starts = drills.flatMap((d) => (typeof d.startTs === 'number' ? [d.startTs] : []));
  return starts.length > 0 ? Math.min(...starts) : doc.startTime;
}

/** Registers practiceevents/{id} (GET, POST) and reports/plays/{id}. */
export function practiceEventRoutes(table: RouteTable, database: Db, now: () => number): void {
  const db = database.withTables<PracticeEventTables>();

  /** The session's log, oldest first (ties in id order, so every read lists them alike). */
  const logOf = async (sessionId: string): Promise<LoggedPracticeEvent[]> => {
    const rows = await db
      .selectFrom('practice_events')
      .select(['event_id', 'type', 'name', 'at_ms', 'logged_by'])
      .where('session_id', '=', sessionId)
      .orderBy('at_ms')
      .orderBy('event_id')
      .execute();
    return rows.map((r) => ({
      id: r.event_id,
      type: r.type,
      name: r.name,
      atMs: r.at_ms,
      by: r.logged_by,
    }));
  };

  const eventSummary =
    "{id, type (handoff, throw, rep, catch, incomplete, kick, tackle, snap, endPlay, custom1..3), name (shown: the type's, or the custom event's name when logged), atMs, by (who logged it)}";

  table.add(
    {
      ...CALLS.practiceEvents,
      summary: `The events logged in a practice, in time order: ${eventSummary}. A play runs from a Snap (or the first event after an End Play) to its End Play (domain groupPlays; the plays CSV is reports/plays/{id}). An unknown session is a 404; none logged: code -1.`,
      spec: 'designed (03 §7 Other: get practice, the logged events; 03 §2 Log Plays panel, Event Logger; 03 §3 Event)',
      params: idParams,
      tags: ['manage'],
    },
    async ({ params }) => {
      await getSession(database, params.id);
      return ok(await logOf(params.id));
    },
  );

  table.add(
    {
      ...CALLS.logPracticeEvent,
      summary: `Logs a batch of events the browser gathered, sent ${DEBOUNCE_MS.practiceUpdate} ms after the last click (the debounced practice update). Body {events: [{id, type, name?, atMs}]}: 1 to ${MAX_EVENTS_PER_BATCH} events, ids given by the browser and each once; a custom event names itself (at most ${CUSTOM_EVENT_NAME_MAX} characters), a play event is named by its type; atMs no earlier than ${EVENT_CLOCK_SLACK_MS / 60_000} minutes before the practice went live nor later than that after now. Any problem is a 400 naming the field and nothing is stored. A practice that is not live gets 409 and stores nothing. An event whose id is stored already is left as it is (a batch sent again changes nothing). Answers the practice's whole log as GET does. Kept apart from the practice's version: it never conflicts with a manage save.`,
      spec: 'designed (03 §7 Other: update practice (debounced); 03 §9 practice update debounce 2000 ms; 03 §4 logging only for live events)',
      params: idParams,
      tags: ['manage'],
    },
    async ({ params, body, actor }) => {
      const doc = await practiceOf(database, params.id);
      if (doc.status !== 'live') throw new ApiError(409, msgLoggingNotLive(doc.name, doc.status));
      const nowMs = now();
      const earliest = liveSinceMs(doc) - EVENT_CLOCK_SLACK_MS;
      const latest = nowMs + EVENT_CLOCK_SLACK_MS;
      body.events.forEach((e, i) => {
        if (e.atMs < earliest || e.atMs > latest)
          throw new ApiError(
            400,
            `body.events.${i}.atMs: ${e.atMs} is outside the live practice (${earliest} to ${latest})`,
          );
      });
      await db
        .insertInto('practice_events')
        .values(
          body.events.map((e) => ({
            session_id: params.id,
            event_id: e.id,
            type: e.type,
            name: e.name ?? PLAY_EVENT_NAMES[e.type as PlayEventType],
            at_ms: e.atMs,
            logged_by: actor,
            logged_ms: nowMs,
          })),
        )
        .onConflict((oc) => oc.columns(['session_id', 'event_id']).doNothing())
        .execute();
      return ok(await logOf(params.id));
    },
  );

  table.add(
    {
      ...CALLS.playsCsv,
      summary:
        "A practice's plays CSV, saved as {id}_plays.csv: one row per logged play (a Snap, or the first event after an End Play, to its End Play), columns Play, Start, End, Duration (s), Event Count and Events (each event's name and time, '; ' between), times in the caller's zone (the x-time-zone header's IANA zone, else tzOffset, minutes as Date#getTimezoneOffset). A play a new Snap began before its End Play has an empty End. Unknown session: 404; nothing logged: the header row only.",
      spec: 'designed (03 §2 Log Plays panel: logged events feed the plays CSV; 02 §7 Reports CSV, 02 §9 Export Plays)',
      params: idParams,
      tags: ['reports'],
    },
    async ({ params, query, request }) => {
      const doc = await getSession(database, params.id);
      const zone = callerZone(request, query.tzOffset);
      return new FileAnswer(
        `${doc._id}_plays.csv`,
        CSV_TYPE,
        playsCsv(await logOf(params.id), zone),
      );
    },
  );
}
