/**
 * The rows of the operations pages (03 §2 Data Ops, Processing Status; 03 §7 Data ops,
 * Entities, Processing status): a processing action's reply, a dataset's entities for the
 * targeted retrack modal, and the processing status of the recent days' sessions. Each is the
 * `result` of its call in the manifest (domain/calls.ts).
 */
import { z } from 'zod';

/** Epoch milliseconds. */
const epochMs = z.number();

/**
 * dataset/{teamId}/dataops and PUT datasets/{datasetId}/entities: the server's reply in words,
 * 'action {actionType} started' (03 §7 Data ops actions) or what an assignment did.
 */
export const dataOpsReplyRow = z.string();
export type DataOpsReply = z.output<typeof dataOpsReplyRow>;

/**
 * datasets/{datasetId}/entities: an entity with stored positions in the dataset, joined with
 * the roster (03 §2 Data Ops edit-entities modal), by entity id.
 */
export const datasetEntityRow = z.object({
  entityId: z.string(),
  kind: z.enum(['player', 'ball', 'unknown']),
  /** The roster player it is, or null (a ball, a raw tag). */
  playerId: z.string().nullable(),
  name: z.string().nullable(),
  jerseyNumber: z.string().nullable(),
  position: z.string().nullable(),
  /** Stored samples. */
  samples: z.number(),
  /** First and last stored sample. */
  firstMs: epochMs,
  lastMs: epochMs,
});
export type DatasetEntity = z.output<typeof datasetEntityRow>;

/**
 * processing/status/{teamId|*}: a session of the recent days with its processing status
 * (03 §2 Processing Status, 03 §3 Processing status record), newest day first, then by team.
 */
export const processingStatusEntryRow = z.object({
  /** The viewer's local day, yyyy-MM-dd. */
  date: z.string(),
  teamId: z.string(),
  sessionId: z.string(),
  datasetRef: z.string(),
  name: z.string(),
  description: z.string(),
  /** LIVE, PROCESSING, FAILED, SCHEDULED, COMPLETE. */
  status: z.string(),
  warnings: z.array(z.string()),
  /** '53 players · 2 balls'. */
  tracking: z.string(),
});
export type ProcessingStatusEntry = z.output<typeof processingStatusEntryRow>;
