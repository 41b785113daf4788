/**
 * The rows of the operations pages (03 §2 Data Ops, Processing Status, Health; 03 §7 Data ops,
 * Entities, Processing status, Health): a processing action's reply, a dataset's entities for
 * the targeted retrack modal, the processing status of the recent days' sessions, and a
 * venue's health. Each is the `result` of its call in the manifest (domain/calls.ts).
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

/** venue_proxy api=summary: T, D, P, N packets and their total over the window, with percents. */
export const healthSummaryRow = z.object({
  tcount: z.number(),
  dcount: z.number(),
  pcount: z.number(),
  ncount: z.number(),
  totalcount: z.number(),
  tpercent: z.number(),
  dpercent: z.number(),
  ppercent: z.number(),
  npercent: z.number(),
});
export type HealthSummary = z.output<typeof healthSummaryRow>;

/** venue_proxy api=sensors: a receiver, its newest report and its T and N totals. */
export const healthSensorRow = z.object({
  id: z.string(),
  location: z.string(),
  last_time: epochMs,
  /** Whole seconds since its last report, at the read's time. */
  age: z.number(),
  t_total: z.number(),
  n_total: z.number(),
  /** Silent long enough to be flagged. */
  stale: z.boolean(),
});
export type HealthSensor = z.output<typeof healthSensorRow>;

/** venue_proxy api=taginfo: a tag the venue hears. */
export const healthTagRow = z.object({
  entity_id: z.string(),
  type: z.string(),
  last_time: epochMs,
  age: z.number(),
});
export type HealthTag = z.output<typeof healthTagRow>;

/** venue_proxy api=dpackets: a D packet of the window, newest first. */
export const healthDPacketRow = z.object({
  id: z.string(),
  entity: z.string(),
  level: z.string(),
  time: epochMs,
  type: z.string(),
});
export type HealthDPacket = z.output<typeof healthDPacketRow>;

/** venue_proxy api=plot: a bucket of the Packet Graph; `time` in epoch seconds. */
export const healthPlotPointRow = z.object({
  time: z.number(),
  locate_value: z.number(),
  non_locate_value: z.number(),
});
export type HealthPlotPoint = z.output<typeof healthPlotPointRow>;

/** The rows of venue_proxy by its `api` query (03 §7 Health). */
export const venueProxyRows = {
  summary: healthSummaryRow,
  sensors: healthSensorRow,
  taginfo: healthTagRow,
  dpackets: healthDPacketRow,
  plot: healthPlotPointRow,
} as const;
export type VenueProxyApi = keyof typeof venueProxyRows;
/** The row of venue_proxy for `api`. */
export type VenueProxyRowOf<A extends VenueProxyApi> = z.output<(typeof venueProxyRows)[A]>;

/**
 * venue_proxy (03 §7 Health): a venue's health by its engine's host ip. Which row it answers
 * depends on the `api` query, so the call's row is any of them; a screen reads the one of the
 * api it asked for ({@link VenueProxyRowOf}).
 */
export const venueProxyRow = z.union([
  healthSummaryRow,
  healthSensorRow,
  healthTagRow,
  healthDPacketRow,
  healthPlotPointRow,
]);
export type VenueProxyRow = z.output<typeof venueProxyRow>;
