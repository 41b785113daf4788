/**
 * Practice commands: create, start, periods, stop, edit, delete, review. Every command
 * runs through the shared rule book of `state-machines/` and appends its events; a
 * refused command answers 409 with the rule's message and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CALLS, type createPracticeBody } from '../../../domain';
import {
  applyPracticeCommand,
  derivePracticeStatus,
  type PracticeCommand,
  type PracticeRecord,
} from '../../../state-machines';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import {
  createSession,
  runSessionCommand,
  type Decision,
  type SessionDoc,
} from '../sessions/sessions';
import type { NewEvent } from '../event-store';

const SCHEDULE_STATUS = { planned: 'future', live: 'live', complete: 'complete' } as const;

/** The schedule fields that follow from a practice record. */
export function practiceDocFields(practice: PracticeRecord): Partial<SessionDoc> {
  const status = derivePracticeStatus(practice);
  const index = practice.currentDrillIndex ?? -1;
  const last = [...practice.drills].reverse().find((d) => d.endTs !== undefined);
  return {
    status: SCHEDULE_STATUS[status],
    type: status === 'planned' ? 'practice' : status,
    isStarted: status !== 'planned',
    live: status === 'live',
    currentDrill: status === 'live' ? (practice.drills[index]?.drillType ?? null) : null,
    ...(status === 'complete' && practice.end !== undefined ? { endTime: practice.end } : {}),
    ...(status === 'complete' && practice.end === undefined && last?.endTs !== undefined
      ? { endTime: last.endTs }
      : {}),
  };
}

export { createPracticeBody } from '../../../domain';

/** The siteId of a practice at no venue: the new-entity default (01 §3.6), or blank. */
const NO_SITE: readonly (string | number)[] = [-1, '-1', ''];

/**
 * Refuses a practice's siteId that is not one of its team's venues (GET venues, by team):
 * a practice is held at its own team's venue or at none (-1, the Create dialog's default).
 */
export async function checkPracticeSite(
  db: Db,
  teamId: string,
  siteId: string | number,
): Promise<void> {
  if (NO_SITE.includes(siteId)) return;
  const venue = await db
    .selectFrom('venues')
    .select('site_id')
    .where('site_id', '=', String(siteId))
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (venue === undefined) {
    throw new ApiError(
      400,
      `body.siteId: site ${siteId} is not a venue of team ${teamId}; send -1 for none`,
    );
  }
}

/** Creates a practice from the 01 §3.6 payload; returns its document. */
export async function createPractice(
  db: Db,
  payload: z.infer<typeof createPracticeBody>,
  actor: string,
  nowMs: number,
  id: string = randomUUID(),
): Promise<SessionDoc> {
  const practice: PracticeRecord = {
    name: payload.name,
    description: payload.description,
    intensity: payload.intensity,
    rooftype: payload.rooftype,
    profileName: payload.profileName,
    start: payload.start,
    drills: payload.drills.map((d) => ({
      drillType: d.drillType,
      ...(d.periodType ? { periodType: d.periodType } : {}),
    })),
  };
  const doc = {
    ...practice,
    _id: id,
    gameId: 'unassigned',
    dsid: id,
    type: 'practice' as const,
    status: 'future' as const,
    teamId: payload.teamId,
    homeTeamId: payload.teamId,
    league: payload.league,
    name: payload.name,
    startTime: payload.start,
    siteId: payload.siteId,
    siteName: payload.siteName,
    extraData: payload.extraData,
    currentDrillIndex: -1,
    stepIndex: null,
  };
  return createSession(
    db,
    { ...doc, ...practiceDocFields(doc) },
    [{ type: 'practice.created', data: payload }],
    actor,
    nowMs,
  );
}

/**
 * The decision of a practice command: the rule book's events and the document they lead
 * to; `patch` adds fields (a dataset id) and events of its own. A refusal is a 409.
 */
export function decidePractice(
  id: string,
  command: PracticeCommand,
  nowMs: number,
  patch?: (doc: SessionDoc) => { fields: Partial<SessionDoc>; events: NewEvent[] },
): (current: SessionDoc) => Decision {
  return (current) => {
    if (current.type === 'game') throw new ApiError(400, `${id} is a game, not a practice`);
    const result = applyPracticeCommand(current as SessionDoc & PracticeRecord, command, nowMs);
    if (!result.ok) throw new ApiError(409, result.reason.message);
    const practice = result.practice;
    let doc = { ...practice, ...practiceDocFields(practice) } as SessionDoc;
    if (practice.start !== undefined) doc.startTime = practice.start;
    const events: NewEvent[] = result.events.map((e) => ({ type: e.type, data: e }));
    if (patch !== undefined) {
      const extra = patch(doc);
      doc = { ...doc, ...extra.fields };
      events.push(...extra.events);
    }
    return { events, doc };
  };
}

/**
 * A practice's document: the schedule item with the rule book's record (its periods). Every
 * practice is created with its periods (createPractice) and every change is the rule book's
 * record, so a practice's stored document is one.
 */
export type PracticeDoc = SessionDoc & PracticeRecord;

/** Applies a command through the rule book; a refusal becomes a 409 with its message. */
export async function runPracticeCommand(
  db: Db,
  id: string,
  command: PracticeCommand,
  actor: string,
  nowMs: number,
  expectedVersion?: number,
): Promise<PracticeDoc> {
  // The document is the one decidePractice made of the rule book's record.
  return (await runSessionCommand(
    db,
    id,
    decidePractice(id, command, nowMs),
    actor,
    nowMs,
    expectedVersion,
  )) as PracticeDoc;
}

/** A session id in the path. */
export const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or -'),
});
/** The expected version of an If-Match header. */
export const versionHeader = (raw: string | string[] | undefined): number | undefined => {
  if (raw === undefined) return undefined;
  const n = Number((Array.isArray(raw) ? raw.join() : raw).replace(/"/g, ''));
  if (!Number.isInteger(n) || n < 0)
    throw new ApiError(400, 'headers.if-match: the practice version, a whole number');
  return n;
};

/** Registers the practice commands; `ended` hears each practice a command ended. */
export function practiceRoutes(
  table: RouteTable,
  db: Db,
  now: () => number,
  ended: (sessionId: string) => void,
): void {
  table.add(
    {
      ...CALLS.createPractice,
      summary: 'Creates a practice from the creation payload; answers results[0]._id',
      spec: '01 §7 POST schedule, payload 01 §3.6',
      tags: ['practices'],
    },
    async ({ body, actor }) => {
      if (body.start < now() - 60_000) throw new ApiError(400, 'Please enter a future day.');
      await checkPracticeSite(db, body.teamId, body.siteId);
      return ok([await createPractice(db, body, actor, now())]);
    },
  );
  table.add(
    {
      ...CALLS.practiceCommand,
      summary:
        "Runs one practice command (practice.start, period.start/end/skip, practice.stop, practice.edit, period.add/delete/move, practice.delete). Header If-Match: the version read; a stale version gets 409. practice.review is refused with 400: the review is PUT schedule/{id}/review, the Monitor's call.",
      spec: 'designed (03 §7 "start and end period, start and end practice, update practice": paths not shown)',
      params: idParams,
      tags: ['practices'],
    },
    async ({ params, body, actor, request }) => {
      // The sign-off is the Monitor's alone, on a path of its own the gateway guards
      // (docs/decisions/0022-monitor-review-call.md): not one of the practice's commands here.
      if (body.type === 'practice.review') {
        throw new ApiError(
          400,
          `body.type: a review is not a practice command: send it as PUT schedule/${params.id}/review (the Monitor's call)`,
        );
      }
      const doc = await runPracticeCommand(
        db,
        params.id,
        body,
        actor,
        now(),
        versionHeader(request.headers['if-match']),
      );
      if (body.type === 'practice.stop') ended(params.id);
      return ok([doc]);
    },
  );
}
