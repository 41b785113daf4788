/**
 * What the practice lifecycle calls send (01 §3.6, §4, §7; 03 §2, §7): the creation payload,
 * the schedule item's edit and review, the manage page's calls, the practice commands and the
 * logged events' batches, and the schedule reads' queries.
 */
import { z } from 'zod';
import {
  CUSTOM_EVENT_NAME_MAX,
  isCustomEventType,
  MAX_EVENTS_PER_BATCH,
  PLAY_EVENT_NAMES,
  PRACTICE_EVENT_TYPES,
} from '../practice-events';
import {
  practiceDescriptionSchema,
  practiceFieldTypeSchema,
  practiceIntensitySchema,
  practiceNameSchema,
  practicePeriodSchema,
  practicePeriodsSchema,
  practiceProfileNameSchema,
} from '../practice-input';
import { practiceLeagueProblem } from '../teams';
import { plainText, textProblem } from '../text';
import {
  epochMsQuery,
  idText,
  leaguesQuery,
  refineRange,
  seasonQuery,
  teamIdsParam,
} from './common';

/** Epoch ms in a body. */
const bodyMs = z.number().int().min(0).max(8.64e15);
const text = (max: number) => plainText(z.string().max(max));

/**
 * The most JSON bytes a practice's extraData may take. The web sends {} and the demo a seed; the
 * whole document is served to every schedule poll of every viewer, so one field must not make it
 * megabytes.
 */
export const EXTRA_DATA_MAX_BYTES = 16 * 1024;

/**
 * extraData keys a practice's creator may not set: the processing worker's replica fields and
 * the Monitor's review, which Data Ops and the Monitor read from the document.
 */
const isReservedExtraKey = (key: string): boolean =>
  key.startsWith('replica') ||
  key === 'reviewedBy' ||
  key === 'datasetSchedule' ||
  key === 'processing';

/**
 * The first key or text anywhere in extraData that is not plain text (a control character other
 * than tab and new line, an unpaired surrogate), with where it is; null when all are plain. The
 * document is served to every schedule poll and export, like the practice's name.
 */
function extraDataTextProblem(value: unknown, path = 'extraData'): string | null {
  if (typeof value === 'string') {
    const problem = textProblem(value, 'multi');
    return problem === null ? null : `${path}: ${problem}`;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = textProblem(key, 'single');
    if (keyProblem !== null) return `${path}: a key: ${keyProblem}`;
    const innerProblem = extraDataTextProblem(inner, `${path}.${key}`);
    if (innerProblem !== null) return innerProblem;
  }
  return null;
}

/** The UTF-8 bytes of a text (what the server stores), in the browser as in Node. */
const utf8Bytes = (value: string): number => new TextEncoder().encode(value).length;

/** POST schedule: the creation payload of 01 §3.6; the league must be the team's. */
export const createPracticeBody = z
  .object({
    name: practiceNameSchema,
    description: practiceDescriptionSchema.default(''),
    drills: practicePeriodsSchema,
    extraData: z
      .looseObject({})
      .refine((value) => utf8Bytes(JSON.stringify(value)) <= EXTRA_DATA_MAX_BYTES, {
        message: `at most ${EXTRA_DATA_MAX_BYTES} bytes of JSON`,
      })
      .superRefine((value, context) => {
        const problem = extraDataTextProblem(value);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
        const reserved = Object.keys(value).filter(isReservedExtraKey);
        if (reserved.length > 0) {
          context.addIssue({
            code: 'custom',
            message: `${reserved.join(', ')}: written by processing and the Monitor's review only`,
          });
        }
      })
      .default({}),
    intensity: practiceIntensitySchema,
    league: z.enum(['nfl', 'ncaa-fbs', 'ncaa-mlax']),
    profileName: practiceProfileNameSchema.default(''),
    rooftype: practiceFieldTypeSchema,
    siteId: z.union([z.string().max(64), z.number()]).default(-1),
    siteName: plainText(z.string().max(100)).default(''),
    start: z.number().int().min(0).max(8.64e15),
    teamId: z
      .string()
      .min(1)
      .max(16)
      .regex(/^[A-Za-z0-9_-]+$/),
    type: z.literal('practice').default('practice'),
  })
  .superRefine((body, ctx) => {
    // Checked at the door, before anything is stored: every caller of POST schedule, the
    // gateway's proxy included, meets the rule (01 §6).
    const problem = practiceLeagueProblem(body.teamId, body.league);
    if (problem !== undefined) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });

/** POST schedule: the web's list filters, sent along and not read. */
export const createPracticeQuery = z.object({
  league: z.string().max(100).optional(),
  type: z.string().max(20).optional(),
  teamids: z.string().max(2000).optional(),
});

/** manage/{id}/command: one practice command of the rule book. */
export const practiceCommandBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('practice.start') }),
  z.object({ type: z.literal('period.start'), chained: z.boolean().optional() }),
  z.object({ type: z.literal('period.end') }),
  z.object({ type: z.literal('period.skip') }),
  z.object({ type: z.literal('practice.stop') }),
  z.object({ type: z.literal('practice.delete') }),
  z.object({ type: z.literal('period.add'), ...practicePeriodSchema.shape }),
  z.object({ type: z.literal('period.delete'), index: z.number().int().min(0).max(200) }),
  z.object({
    type: z.literal('period.move'),
    from: z.number().int().min(0).max(200),
    to: z.number().int().min(0).max(200),
  }),
  z.object({
    type: z.literal('practice.review'),
    reviewerName: plainText(z.string().trim().min(1).max(100)),
  }),
  z.object({
    type: z.literal('practice.edit'),
    changes: z
      .object({
        name: practiceNameSchema.optional(),
        description: practiceDescriptionSchema.optional(),
        intensity: practiceIntensitySchema.optional(),
        rooftype: practiceFieldTypeSchema.optional(),
        profileName: practiceProfileNameSchema.optional(),
        start: bodyMs.optional(),
      })
      .strict(),
  }),
]);

/** One period as the manage page and the schedule item carry it (01 §3.6 Drill). */
export const drillBody = z.object({
  drillType: plainText(z.string().trim().min(1, 'every period needs a name').max(100)),
  periodType: text(200).optional(),
  /** The period's field type: one of the spec's (01 §3.6), as the manage page offers them. */
  roofType: practiceFieldTypeSchema.optional(),
  startTs: bodyMs.optional(),
  endTs: bodyMs.optional(),
  state: z.enum(['START', 'FINISH', 'SKIPPED']).optional(),
  session_id: z.number().int().min(0).max(1000).optional(),
});

/**
 * The editable fields of a schedule item; any other field of the item the client sends
 * back (ids, status, derived flags) is ignored, never stored.
 */
export const practiceChanges = {
  name: practiceNameSchema.optional(),
  description: practiceDescriptionSchema.optional(),
  intensity: practiceIntensitySchema.optional(),
  rooftype: practiceFieldTypeSchema.optional(),
  profileName: practiceProfileNameSchema.optional(),
  start: bodyMs.optional(),
  drills: z.array(drillBody).max(60).optional(),
};

/** PUT manage/{id}: the editable fields present are the edit. */
export const managedPracticeBody = z.looseObject(practiceChanges);

/** PUT schedule/{id}: the schedule item; its editable fields present are the edit. */
export const editPracticeBody = z.looseObject({
  ...practiceChanges,
  dsUpdateTimeStampChange: z.boolean().optional(),
});

/** PUT schedule/{id}/review: the Monitor's sign-off; the item may come whole, only reviewedBy is read. */
export const reviewPracticeBody = z.looseObject({
  reviewedBy: plainText(z.string().trim().min(1, "the reviewer's name").max(100)),
  dsUpdateTimeStampChange: z.boolean().optional(),
});

/** schedule/{id} (GET, PUT, DELETE) and the review: the teams it must be of, when named. */
export const scheduleItemQuery = z.object({
  league: leaguesQuery,
  type: z.enum(['practice', 'review', 'game']).optional(),
  teamids: teamIdsParam,
});

/** POST datasets and mobile/startpractice: the teams the practice must be of, when named. */
export const startPracticeQuery = z.object({
  league: leaguesQuery,
  type: z.enum(['practice']).optional(),
  teamids: teamIdsParam,
});

/** POST datasets and mobile/startpractice: the schedule item (its _id and teamId are read). */
export const startPracticeBody = z.looseObject({ _id: idText, teamId: idText });

/** The manage calls: the single team a call may name (teamId, as 03 §7's Delete practice sends it). */
export const manageQuery = z.object({ teamId: idText.optional(), league: leaguesQuery });

/** manage/{id}/startperiod, endperiod, endpractice: chained=true starts 100 ms after the last end. */
export const practiceStepQuery = z.object({ chained: z.enum(['true', 'false']).optional() });

/** One logged event of a batch; a custom event carries its name, a play event at most its own. */
const practiceEventBody = z
  .object({
    id: idText,
    type: z.enum(PRACTICE_EVENT_TYPES),
    name: plainText(
      z.string().trim().min(1, 'a name is required').max(CUSTOM_EVENT_NAME_MAX),
    ).optional(),
    atMs: bodyMs,
  })
  .strict()
  .superRefine((event, ctx) => {
    if (isCustomEventType(event.type)) {
      if (event.name === undefined)
        ctx.addIssue({ code: 'custom', path: ['name'], message: 'a custom event needs its name' });
      return;
    }
    const own = PLAY_EVENT_NAMES[event.type];
    if (event.name !== undefined && event.name !== own)
      ctx.addIssue({ code: 'custom', path: ['name'], message: `a ${event.type} is named ${own}` });
  });

/** POST practiceevents/{id}: a batch of logged events, each id once. */
export const practiceEventsBody = z
  .object({
    events: z
      .array(practiceEventBody)
      .min(1, 'at least one event')
      .max(MAX_EVENTS_PER_BATCH, `at most ${MAX_EVENTS_PER_BATCH} events`)
      .superRefine((events, ctx) => {
        const seen = new Set<string>();
        events.forEach((e, i) => {
          if (seen.has(e.id))
            ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `${e.id} is sent twice` });
          seen.add(e.id);
        });
      }),
  })
  .strict();

const kindQuery = z
  .enum(['practice', 'game', '*'])
  .optional()
  .transform((v) => (v === '*' ? undefined : v));

/** schedule/list: league, kind, teams and a window (startTime..endTime or now ± time×timeunit). */
export const scheduleListQuery = z
  .object({
    league: leaguesQuery,
    type: kindQuery,
    teamids: teamIdsParam,
    time: z.coerce.number().int().min(1).max(400).optional(),
    timeunit: z.enum(['hour', 'day', 'week']).optional(),
    startTime: epochMsQuery.optional(),
    endTime: epochMsQuery.optional(),
  })
  .superRefine(refineRange);

/** scheduleteam: the games of a season for the given teams. */
export const scheduleTeamQuery = z.object({
  league: leaguesQuery,
  teamids: teamIdsParam,
  season: seasonQuery.optional(),
});

/** schedulegameid: one schedule item by game id. */
export const scheduleGameIdQuery = z.object({ gameId: idText });
