/**
 * The rows of running a practice (03 §2 Manage screen, 01 §4, §7): the practice as the manage
 * calls answer it (the schedule item with its periods and version), and the replica check of
 * a start. The record's fields are those of the practice rule book's record
 * (state-machines/practiceTypes.ts PracticeRecord), so a row the check passed is what the
 * rules take. Each is the `result` of its call in the manifest (domain/calls.ts).
 */
import { z } from 'zod';

/** Epoch milliseconds. */
const epochMs = z.number();

/** A period ("drill") of a practice as stored (01 §3.6 Drill); absent state: not started. */
export const practicePeriodRow = z.object({
  drillType: z.string(),
  periodType: z.string().optional(),
  roofType: z.string().optional(),
  startTs: epochMs.optional(),
  endTs: epochMs.optional(),
  state: z.enum(['START', 'FINISH', 'SKIPPED']).optional(),
  session_id: z.number().optional(),
});
export type PracticePeriodRow = z.output<typeof practicePeriodRow>;

/**
 * manage/{id} (read, save, commands, start, end, delete), datasets and mobile/startpractice:
 * the practice record after the call, with the version a save sends as If-Match. A start adds
 * its dataset's id.
 */
export const managedPracticeRow = z.object({
  _id: z.string(),
  teamId: z.string(),
  league: z.string(),
  name: z.string(),
  /** The aggregate's version: a save's If-Match. */
  version: z.number(),
  startTime: epochMs,
  type: z.string(),
  status: z.string(),
  description: z.string().optional(),
  intensity: z.string().optional(),
  rooftype: z.string().optional(),
  profileName: z.string().optional(),
  /** The scheduled start; `end` once stopped. */
  start: epochMs.optional(),
  end: epochMs.optional(),
  /** 1 live, 2 stopped. */
  stepIndex: z.number().nullable().optional(),
  currentDrillIndex: z.number().optional(),
  isStarted: z.boolean().optional(),
  totalElapsedTime: z.number().optional(),
  reviewedBy: z.string().optional(),
  deleted: z.boolean().optional(),
  drills: z.array(practicePeriodRow),
  /** Combine drills as the rules see them: an id ending in `st` is an open drill. */
  combineEvents: z
    .array(
      z.object({
        id: z.string(),
        event_id: z.string().optional(),
        deleted: z.boolean().optional(),
      }),
    )
    .optional(),
  /** Set by a start: the id dataset/{id} calls take. */
  dataset_id: z.string().optional(),
});
export type ManagedPractice = z.output<typeof managedPracticeRow>;

/** dataset/{id}/checkreplica: whether a started practice's dataset has its replica (01 §7). */
export const replicaCheckRow = z.object({
  datasetId: z.string().nullable(),
  dataset_ref_id: z.string().nullable(),
  replicaOk: z.boolean(),
  replicaStatus: z.string().nullable(),
  /** 'ok', or the alert text of 01 §8. */
  message: z.string(),
});
export type ReplicaCheck = z.output<typeof replicaCheckRow>;

/**
 * practiceevents/{id} (GET, and POST answering the whole log): a logged event (03 §2 Log Plays
 * panel and Event Logger, 03 §3 Event), oldest first.
 */
export const loggedPracticeEventRow = z.object({
  /** The id the logging browser gave it. */
  id: z.string(),
  /** One of PRACTICE_EVENT_TYPES. */
  type: z.string(),
  /** The name shown: the type's, or the custom event's name when it was logged. */
  name: z.string(),
  /** When it happened (the click). */
  atMs: epochMs,
  /** The email of the user who logged it. */
  by: z.string(),
});
export type LoggedPracticeEvent = z.output<typeof loggedPracticeEventRow>;
