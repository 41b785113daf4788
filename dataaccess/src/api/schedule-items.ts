/**
 * The schedule item calls of 01 §7 and 03 §7: the schedule list (also the Monitor's),
 * scores by team, one item by id, and its edit, review and delete through the practice
 * rule book. The review has a path of its own, so that the gateway can open it to the
 * Monitor's users alone (docs/decisions/0022-monitor-review-call.md).
 */
import type { FastifyRequest } from 'fastify';
import { CALLS, DAY_MS, defaultSeasonYear, MSG_PRACTICE_NOT_DELETED } from '../../../domain';
import type { PracticeCommand } from '../../../state-machines';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { getSession, listSessions, type SessionDoc } from '../sessions/sessions';
import { seasonStartMs } from './common';
import { editOf, practiceOf } from './practice-lifecycle';
import { idParams, runPracticeCommand, versionHeader } from './practices';

const UNIT_MS = { hour: 3600_000, day: DAY_MS, week: 7 * DAY_MS } as const;

/** What the Monitor reads of an item (03 §7: items carry meta.gameId, type, drills, status). */
const withMeta = (doc: SessionDoc) => ({
  ...doc,
  meta: {
    gameId: doc.gameId === 'unassigned' ? doc._id : doc.gameId,
    teamId: doc.teamId,
    league: doc.league,
    dsid: doc.dsid ?? doc._id,
  },
});

/** The pro-and-college score line of a game for scheduleteam. */
const scoreLine = (doc: SessionDoc) => ({
  _id: doc._id,
  gameId: doc.gameId,
  league: doc.league,
  status: doc.status,
  startTime: doc.startTime,
  week: doc.week,
  seasonType: doc.seasonType,
  homeTeamId: doc.homeTeamId,
  visitorTeamId: doc.visitorTeamId,
  homeTeamAbbr: doc.homeTeamAbbr,
  visitorTeamAbbr: doc.visitorTeamAbbr,
  score: doc.score ?? null,
});

/** The Monitor's review call (03 §7 Monitor review), named in the refusals of the others. */
const REVIEW_CALL = 'PUT schedule/{id}/review';

/** What a write of one schedule item reads of its request. */
interface ItemWrite {
  readonly params: { id: string };
  readonly query: { teamids?: string[] | undefined };
  readonly actor: string;
  readonly request: FastifyRequest;
}

/** Registers the schedule item calls. */
export function scheduleItemRoutes(table: RouteTable, db: Db, now: () => number): void {
  /**
   * Runs a command on the practice the path names (of a team in teamids, when given) at the
   * version of If-Match; `command` is made once the practice is found, so an unknown id is a
   * 404 before any complaint about the body.
   */
  const onPractice = async (
    { params, query, actor, request }: ItemWrite,
    command: () => PracticeCommand,
  ) => {
    await practiceOf(db, params.id, query.teamids);
    return ok([
      await runPracticeCommand(
        db,
        params.id,
        command(),
        actor,
        now(),
        versionHeader(request.headers['if-match']),
      ),
    ]);
  };
  table.add(
    {
      ...CALLS.scheduleList,
      summary:
        'Schedule items by league, kind and teams. The window is startTime..endTime, or now ± time×timeunit (the Monitor sends time=1&timeunit=day), default now ± 1 day. Items carry meta {gameId, teamId, league, dsid}.',
      spec: '01 §7 GET schedule/list; 03 §7 Monitor schedule',
      tags: ['schedule'],
    },
    async ({ query }) => {
      const span = (query.time ?? 1) * UNIT_MS[query.timeunit ?? 'day'];
      const from = query.startTime ?? now() - span;
      const to = query.endTime ?? now() + span;
      const docs = await listSessions(db, {
        fromMs: from,
        toMs: to,
        ...(query.teamids ? { teamIds: query.teamids } : {}),
        ...(query.league ? { leagues: query.league } : {}),
        ...(query.type ? { kind: query.type } : {}),
      });
      return ok(docs.map(withMeta));
    },
  );
  table.add(
    {
      ...CALLS.scheduleTeam,
      summary:
        'Scores: the games of a season (default the current one) for the given teams, home or away, with week and score, in start order',
      spec: '01 §7 GET scheduleteam',
      tags: ['schedule'],
    },
    async ({ query }) => {
      const season = query.season ?? defaultSeasonYear(new Date(now()), 'games');
      const docs = await listSessions(db, {
        fromMs: seasonStartMs(season),
        toMs: seasonStartMs(season + 1),
        kind: 'game',
        ...(query.teamids ? { teamIds: query.teamids } : {}),
        ...(query.league ? { leagues: query.league } : {}),
      });
      return ok(docs.map(scoreLine));
    },
  );
  table.add(
    {
      ...CALLS.scheduleByGameIdQuery,
      summary: 'One schedule item by game id (the query form of schedule/gameid/{id})',
      spec: '01 §7 GET schedulegameid',
      tags: ['schedule'],
    },
    async ({ query }) => ok([await getSession(db, query.gameId)]),
  );
  table.add(
    {
      ...CALLS.scheduleItem,
      summary: 'One practice or game by id; a deleted practice is not found',
      spec: '01 §7 GET schedule/{id}',
      params: idParams,
      tags: ['schedule'],
    },
    async ({ params, query }) => {
      const doc = await getSession(db, params.id);
      if (doc.deleted === true) throw new ApiError(404, `practice ${params.id} was deleted`);
      const teams = [doc.teamId, doc.visitorTeamId];
      if (query.teamids && !query.teamids.some((t) => teams.includes(t))) {
        throw new ApiError(
          404,
          `session ${params.id} of team ${query.teamids.join(',')} was not found`,
        );
      }
      return ok([doc]);
    },
  );
  table.add(
    {
      ...CALLS.editPractice,
      summary: `Edits a practice. The body is the schedule item: the editable fields present (name, description, intensity, rooftype, profileName, start, drills) are the edit; other item fields are ignored. A review (type=review, or a body with reviewedBy) is refused with 400: it is ${REVIEW_CALL}, the Monitor's call. The edit goes through the practice rule book; a refusal is a 409 with its message. Header If-Match: the version read.`,
      spec: '01 §7 PUT schedule/{id} (edit; the review is PUT schedule/{id}/review, docs/decisions/0022-monitor-review-call.md)',
      params: idParams,
      tags: ['schedule'],
    },
    async (input) => {
      const { params, query, body } = input;
      if (query.type === 'review' || body.reviewedBy !== undefined) {
        throw new ApiError(
          400,
          `a review is not an edit of the practice: send it as ${REVIEW_CALL.replace('{id}', params.id)} (the Monitor's call)`,
        );
      }
      return onPractice(input, () => ({ type: 'practice.edit', changes: editOf(body) }));
    },
  );
  table.add(
    {
      ...CALLS.reviewPractice,
      summary:
        "The Monitor's review sign-off (03 §4): reviewedBy is the reviewer's given name, for good. The body may be the whole schedule item (03 §7); only reviewedBy is read (dsUpdateTimeStampChange is accepted and ignored). Through the practice rule book: a practice not yet started or ended, or already reviewed, is a 409 with its message. Header If-Match: the version read. The gateway opens it to the Monitor's users only.",
      spec: '03 §7 Monitor review (designed: its own path, so that only the Monitor page may sign off; docs/decisions/0022-monitor-review-call.md)',
      params: idParams,
      tags: ['schedule'],
    },
    (input) =>
      onPractice(input, () => ({ type: 'practice.review', reviewerName: input.body.reviewedBy })),
  );
  table.add(
    {
      ...CALLS.deletePractice,
      summary:
        'Deletes a practice through the rule book: it leaves every list; its history stays readable',
      spec: '01 §7 DELETE schedule/{id}',
      params: idParams,
      tags: ['schedule'],
    },
    (input) => onPractice(input, () => ({ type: 'practice.delete' })),
  );
  table.add(
    {
      ...CALLS.deletePracticeWithoutId,
      summary: `Delete without a practice id: always refused, 400 '${MSG_PRACTICE_NOT_DELETED}: no practice id'`,
      spec: '03 §7 Delete practice (refusal without an id)',
      tags: ['schedule'],
    },
    () => Promise.reject(new ApiError(400, `${MSG_PRACTICE_NOT_DELETED}: no practice id`)),
  );
}
