/**
 * The rows of a session's reads (02 §2–§9): the practice or game itself, its processing job,
 * its numbers, the comparison, one player's numbers and speed, and the user's own views of it.
 * Each is the `result` of its call in the manifest (domain/calls.ts): the web's client checks
 * answers against it and types rows by it, dataaccess's handlers are typechecked against it.
 * A row may carry fields its schema does not name (a grid's column reads a metric by key): the
 * check passes them on untouched. So the schemas hold no transforms and no defaults: what they
 * accept is what the screen gets.
 */
import { z } from 'zod';
import { NOTE_TYPES } from '../player-notes';

/** Epoch milliseconds. */
const epochMs = z.number();

/** A recorded period of a session. */
export const sessionDrillRow = z.object({
  drillType: z.string(),
  periodType: z.string().nullish(),
  startTs: epochMs.nullish(),
  endTs: epochMs.nullish(),
  state: z.string().optional(),
});
export type SessionDrill = z.output<typeof sessionDrillRow>;

/** One side's points of a game (a number, or a numeric text as some feeds write it). */
const teamScoreRow = z.object({ pointTotal: z.union([z.number(), z.string()]).nullish() });

/** The event meta of a practice or game (02 §3 Event meta): schedule/{id}. */
export const sessionMetaRow = z.object({
  _id: z.string(),
  name: z.string(),
  /** live, complete, practice… for practices; game for games. */
  type: z.string(),
  status: z.string(),
  teamId: z.string(),
  homeTeamId: z.string().optional(),
  visitorTeamId: z.string().optional(),
  league: z.string(),
  startTime: epochMs,
  endTime: epochMs.nullish(),
  intensity: z.string().optional(),
  drills: z.array(sessionDrillRow).optional(),
  /** A game's score once it has one. */
  score: z
    .object({ homeTeamScore: teamScoreRow.optional(), visitorTeamScore: teamScoreRow.optional() })
    .nullish(),
});
export type SessionMeta = z.output<typeof sessionMetaRow>;

/** processing/{id}: where an ended practice's final numbers stand (03 §2, §4). */
export const processingStatusRow = z.object({
  sessionId: z.string(),
  /** pending: not started or queued; processing: running; done: numbers kept; failed. */
  state: z.enum(['pending', 'processing', 'done', 'failed']),
  /** Whole percent, 0..100; 100 only when done. */
  percent: z.number(),
  players: z.number(),
  done: z.number(),
  updatedMs: epochMs,
});
export type ProcessingJobStatus = z.output<typeof processingStatusRow>;

/** Metric values by catalogue key (numbers, or null where nothing was measured). */
export const metricValues = z.record(z.string(), z.number().nullish());
export type MetricValues = z.output<typeof metricValues>;

/** Who a player row is (02 §3 Player row). */
const playerHead = {
  id: z.string(),
  name: z.string(),
  jerseyNumber: z.string(),
  position: z.string(),
  teamId: z.string(),
};

/** A player row of the session views with the player's numbers. */
export const sessionPlayerRow = z.object({
  ...playerHead,
  metrics: metricValues,
  excluded: z.boolean().optional(),
});
export type SessionPlayer = z.output<typeof sessionPlayerRow>;

/** A period (or a game's quarter or play) of a session; a period still running ends at null. */
const periodSpan = {
  index: z.number(),
  name: z.string(),
  startMs: epochMs,
  endMs: epochMs.nullable(),
};

/** A period of the session with its players' numbers; a game's play with what happened in it. */
export const periodNumbersRow = z.object({
  ...periodSpan,
  description: z.string().optional(),
  players: z.array(z.object({ id: z.string(), metrics: metricValues })),
});
export type PeriodNumbers = z.output<typeof periodNumbersRow>;

/**
 * fullpractice/{id}: a session with all its numbers; with filters, over the chosen periods or
 * time, and for a game with groupBy its quarters or plays in `byPeriod`.
 */
export const fullSessionRow = z.object({
  meta: sessionMetaRow,
  highlights: metricValues,
  players: z.array(sessionPlayerRow),
  byPeriod: z.array(periodNumbersRow),
  sessionInfo: z
    .looseObject({ periodList: z.array(z.object({ index: z.number(), name: z.string() })) })
    .optional(),
  /** Why a game's grouping is empty ('This game has no recorded plays.'). */
  groupNote: z.string().optional(),
});
export type FullSession = z.output<typeof fullSessionRow>;

/** comparison/{id}: the averages the percentages compare with (02 §3 Date-range filter). */
export const comparisonRow = z.object({
  sessions: z.array(
    z.object({ id: z.string(), name: z.string(), type: z.string(), startTime: epochMs }),
  ),
  /** Each player's averages over their sessions of the comparison. */
  players: z.record(z.string(), metricValues),
  /** The team's averages (the highlights' keys). */
  team: metricValues,
  count: z.number(),
});
export type ComparisonAnswer = z.output<typeof comparisonRow>;

/** playermetrics/{id}/post: one player's numbers in a session, whole and by period. */
export const playerNumbersRow = z.object({
  ...playerHead,
  metrics: metricValues,
  byPeriod: z.array(z.object({ ...periodSpan, metrics: metricValues })),
});
export type PlayerNumbers = z.output<typeof playerNumbersRow>;

/** velocitygraph/{session}_{player}: a point of a player's speed over time. */
export const speedPointRow = z.object({ timestamp: epochMs, speedMPH: z.number() });
export type SpeedPoint = z.output<typeof speedPointRow>;

/** excludedplayers/{email}/{session}: the players a user leaves out of a session's averages. */
export const storedExclusionRow = z.object({
  sessionId: z.string(),
  playerIds: z.array(z.string()),
});
export type StoredExclusion = z.output<typeof storedExclusionRow>;

/** customtable/{email}: a user's stored table of a team, live or normal. */
export const storedTableRow = z.object({
  email: z.string(),
  teamId: z.string(),
  live: z.boolean(),
  columns: z.array(z.string()),
});
export type StoredTable = z.output<typeof storedTableRow>;

/** Whose note, in which session, and its participation type. */
const noteHead = {
  dsid: z.string(),
  playerId: z.string(),
  teamId: z.string(),
  type: z.enum(NOTE_TYPES),
};

/** playernote/{session}/{player}: a player's note in a session, as saved (02 §3, §7). */
export const savedPlayerNoteRow = z.object({
  ...noteHead,
  note: z.string(),
  updatedAt: epochMs,
  updatedBy: z.string(),
});

/**
 * playernotes/{team}: each player's current note type in a session (the status column); with
 * type=full also the note and who saved it when.
 */
export const playerNoteStatusRow = z.object({
  ...noteHead,
  note: z.string().optional(),
  updatedAt: epochMs.optional(),
  updatedBy: z.string().optional(),
});

/** alerts/hits: a threshold a player crossed in a session, as the alert engine recorded it. */
export const alertHitRow = z.object({
  id: z.string(),
  teamId: z.string(),
  sessionId: z.string(),
  sessionName: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  metric: z.string(),
  value: z.number(),
  threshold: z.number(),
  atMs: epochMs,
});
export type AlertHitRecord = z.output<typeof alertHitRow>;
