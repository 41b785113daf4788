/**
 * The Combine Logger's calls (03 §7 "Create combine object", "Combine event"; Other: "finalise
 * combine, update combine event"): a drill starts with POST combine/event/{id} (id ending in
 * st, answered with its event_id), ends, is reviewed, has its times edited or is deleted with
 * PUT combine/event/{id}/{eventId}, and is read with GET combine/event/{id}; GET
 * combine/event/{id}/finalize computes every ended drill's numbers once more.
 *
 * Starting and ending are commands of the practice rule book (combine.open, combine.close):
 * the practice record keeps its open drills, so ending the practice is refused while one runs
 * (03 §4), and only a live practice times drills. Review, time edits and deletes change the
 * combine log only: their events go to the practice's combine stream, its version untouched.
 * Every change writes its events and the read model (combine_events) in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CALLS,
  DRILL_GROUPS,
  MSG_END_ALL_EVENTS_FIRST,
  MSG_EVENT_END_IN_FUTURE,
  MSG_EVENT_START_IN_FUTURE,
} from '../../../domain';
import {
  combineEndId,
  combineSlotOf,
  decideCombineChange,
  hasOpenCombineDrill,
  isOpenCombineEvent,
  type CombineChange,
  type PracticeRecord,
} from '../../../state-machines';
import type { Db } from '../db/schema';
import { appendEvents, streamVersion } from '../event-store';
import { ApiError, notFound, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import {
  docOf,
  insertCombineDoc,
  readCombineRecord,
  readCombineRecords,
  rosterMatch,
  updateCombineDoc,
  withNumbers,
  type CombineDoc,
} from '../live/combine-drills';
import { getActiveSession, runSessionCommand, type SessionDoc } from '../sessions/sessions';
import { idText } from './common';
import { decidePractice } from './practices';

/**
 * How far a stamped start or end may lie ahead of this server's clock and still be taken as
 * now: the browser stamps it with its own clock, which may run a little ahead (ms).
 */
export const CLOCK_SKEW_MS = 5_000;

/** The combine stream of a practice: review, edits, deletes and finalising. */
export const combineStream = (sessionId: string): string => `combine-${sessionId}`;

const sessionParams = z.object({ id: idText });
const eventParams = z.object({ id: idText, eventId: idText });

/** A time the browser stamped: a little ahead of this clock is now; further is refused. */
function stamped(atMs: number, nowMs: number, message: string): number {
  if (atMs > nowMs + CLOCK_SKEW_MS) throw new ApiError(400, message);
  return Math.min(atMs, nowMs);
}

/** A practice whose combine drills these calls change (a game has none). */
async function practiceOf(db: Db, id: string): Promise<SessionDoc> {
  const doc = await getActiveSession(db, id);
  if (doc.type === 'game') throw new ApiError(400, `${id} is a game, not a practice`);
  return doc;
}

/** The number of the period in progress (its session_id), if one is. */
function periodNumber(doc: SessionDoc): number | undefined {
  const drills = (doc as SessionDoc & PracticeRecord).drills;
  const index = typeof doc.currentDrillIndex === 'number' ? doc.currentDrillIndex : -1;
  const drill = Array.isArray(drills) ? drills[index] : undefined;
  return drill?.state === 'START' ? drill.session_id : undefined;
}

/** Registers combine/event/{id} (POST, GET), combine/event/{id}/{eventId} (PUT) and finalize. */
export function combineEventRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.startCombineDrill,
      summary: `Starts a combine drill of a live practice (03 §4): the body is the combine event of 03 §3 as the Start button makes it, {id: drillOnest or drillTwost (the panel), type (the position group: ${DRILL_GROUPS.join(', ')}), drill (one of the group's drills, or any name with isCustom true), isCustom, jerseyNumber (1 to 3 digits, the position before them or not), stTime (epoch ms; up to ${CLOCK_SKEW_MS / 1000} s ahead of the server is now, further: 400 '${MSG_EVENT_START_IN_FUTURE}')}. The jersey is matched to the practice team's roster: the one player of that number (a one-digit number with a leading 0) and drill group (any group for Common); jerseyNumber is kept as the group and the number (WO07), entity_id, esbid and playerName as the player's, all null when none or several match (the row stays, yellow). results[0] is a JSON string {"event_id"}. A practice that is not live, or a panel with a drill running: 409 with the rule's message.`,
      spec: '03 §7 Create combine object (results[0] a JSON string with event_id); 03 §7 Combine event POST; 03 §4 Combine drill; 03 §5 Combine times (jersey)',
      params: sessionParams,
      tags: ['combine'],
    },
    async ({ params, body, actor }) => {
      const nowMs = now();
      const doc = await practiceOf(db, params.id);
      const digits = /\d+$/.exec(body.jerseyNumber)?.[0] ?? '';
      const { jerseyNumber, player } = await rosterMatch(db, doc.teamId, body.type, digits);
      const period = periodNumber(doc);
      const drill: CombineDoc = {
        id: body.id,
        type: body.type,
        drill: body.drill,
        isCustom: body.isCustom,
        jerseyNumber,
        stTime: stamped(body.stTime, nowMs, MSG_EVENT_START_IN_FUTURE),
        timestamp: nowMs,
        event_id: randomUUID(),
        ...(period === undefined ? {} : { session_id: period }),
        entity_id: player?.id ?? null,
        esbid: player?.esbId ?? null,
        playerName: player?.name ?? null,
      };
      await db.transaction().execute(async (trx) => {
        await runSessionCommand(
          trx,
          params.id,
          decidePractice(params.id, { type: 'combine.open', drill }, nowMs),
          actor,
          nowMs,
        );
        await insertCombineDoc(trx, params.id, drill, nowMs);
      });
      return ok([JSON.stringify({ event_id: drill.event_id })]);
    },
  );

  table.add(
    {
      ...CALLS.editCombineDrill,
      summary: `Changes a combine drill (03 §4, §5). The body is the combine event as the browser holds it (or just the fields to change); id, stTime, endTime, review and deleted are read, the rest ignored. A running drill (id ending in st) only ends: id its panel's end id (drillOneend, drillTwoend) and endTime (up to ${CLOCK_SKEW_MS / 1000} s ahead of the server is now), only while the practice is live (else 409). An ended drill toggles review, has its times edited (modified: true) or is deleted (deleted: true), also after the practice. Times breaking 03 §5 are 400 with its message ('Event start time cannot be greater than the current end time.', 'Event start time cannot be greater than the current time.', 'Event end time cannot be lower than the current start time.', 'Event end time cannot be greater than the current time.'); a change the drill's state does not allow (editing a running drill, starting an ended one, changing a deleted one) is 409. Ending or editing computes the player's numbers over the drill: numbers {timeSec, distanceYd, topSpeedMph, fromMs, toMs} are fullpractice's timeTrkd, totalDis and maxSpeedMPH for that player with fromMs=stTime and toMs=endTime; numbersFinal false while positions of the drill may still arrive (they are computed again at the next read). Answers [the drill].`,
      spec: '03 §7 Combine event PUT (update combine event); 03 §4 Combine drill (end, review, delete); 03 §5 Combine times',
      params: eventParams,
      tags: ['combine'],
    },
    async ({ params, body, actor }) => {
      const nowMs = now();
      await practiceOf(db, params.id);
      const decided = await db.transaction().execute(async (trx) => {
        // Decided on the row as this transaction reads it: a racing change loses with a 409.
        const current = await readCombineRecord(trx, params.id, params.eventId);
        if (current === undefined) throw notFound(`combine event ${params.eventId}`);
        const ending =
          isOpenCombineEvent(current) &&
          body.id === combineEndId(combineSlotOf(current.id)) &&
          body.endTime !== undefined;
        const change: CombineChange = ending
          ? { ...body, endTime: stamped(body.endTime ?? nowMs, nowMs, MSG_EVENT_END_IN_FUTURE) }
          : body;
        const result = decideCombineChange(docOf(current), change, nowMs);
        if (!result.ok) throw new ApiError(result.kind === 'invalid' ? 400 : 409, result.message);
        if (result.changes.length === 0) return current;
        const next: CombineDoc = { ...docOf(current), ...result.event };
        // A review keeps the numbers; new times (or an end) are computed again.
        const timed = result.changes.some((kind) => kind !== 'reviewed');
        if (result.changes.includes('ended')) {
          await runSessionCommand(
            trx,
            params.id,
            decidePractice(
              params.id,
              { type: 'combine.close', eventId: next.event_id, endTime: next.endTime ?? nowMs },
              nowMs,
            ),
            actor,
            nowMs,
          );
        } else {
          const stream = combineStream(params.id);
          await appendEvents(
            trx,
            stream,
            await streamVersion(trx, stream),
            result.changes.map((kind) => ({
              type: `combine.${kind}`,
              data: {
                eventId: next.event_id,
                ...(kind === 'reviewed' ? { review: next.review === true } : {}),
                ...(kind === 'edited' ? { stTime: next.stTime, endTime: next.endTime } : {}),
              },
            })),
            actor,
            nowMs,
          );
        }
        await updateCombineDoc(trx, next, nowMs, timed);
        return timed
          ? { ...next, numbers: null, numbersFinal: false }
          : { ...next, numbers: current.numbers, numbersFinal: current.numbersFinal };
      });
      const doc = await getActiveSession(db, params.id);
      const [answer] = await withNumbers(db, doc, [decided], nowMs);
      return ok([answer ?? decided]);
    },
  );

  table.add(
    {
      ...CALLS.combineDrills,
      summary:
        "A practice's combine drills, deleted ones left out, by start: [{id, type, drill, isCustom, jerseyNumber, stTime, endTime, timestamp, event_id, session_id (the period in progress at the start), entity_id, esbid, playerName, modified, review, numbers {timeSec, distanceYd, topSpeedMph, fromMs, toMs} or null, numbersFinal}]. Numbers not yet final are computed again from the positions stored since. None: code -1.",
      spec: "03 §7 Combine event; 03 §3 Combine event (designed: GET of the practice's combine events)",
      params: sessionParams,
      tags: ['combine'],
    },
    async ({ params }) => {
      const doc = await practiceOf(db, params.id);
      return ok(await withNumbers(db, doc, await readCombineRecords(db, params.id), now()));
    },
  );

  table.add(
    {
      ...CALLS.finalizeCombine,
      summary: `Finalises a practice's combine (03 §7 Other "finalise combine"): every ended drill's numbers are computed once more from the positions as now stored (after a late batch or a retrack), a combine.finalized event records it, and the drills are answered as GET combine/event/{id} answers them. While a drill runs: 409 '${MSG_END_ALL_EVENTS_FIRST}'. Written by those who may run the practice.`,
      spec: '03 §7 Combine event (GET finalize); 03 §7 Other: finalise combine (designed: what it does)',
      params: sessionParams,
      tags: ['combine'],
    },
    async ({ params, actor }) => {
      const nowMs = now();
      const doc = await practiceOf(db, params.id);
      if (hasOpenCombineDrill(doc as SessionDoc & PracticeRecord)) {
        throw new ApiError(409, MSG_END_ALL_EVENTS_FIRST);
      }
      const records = await withNumbers(
        db,
        doc,
        await readCombineRecords(db, params.id),
        nowMs,
        true,
      );
      await db.transaction().execute(async (trx) => {
        const stream = combineStream(params.id);
        await appendEvents(
          trx,
          stream,
          await streamVersion(trx, stream),
          [{ type: 'combine.finalized', data: { atMs: nowMs, drills: records.length } }],
          actor,
          nowMs,
        );
      });
      return ok(records);
    },
  );
}
