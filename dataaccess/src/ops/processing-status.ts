/**
 * Processing Status rows (03 §2 Processing Status, §3 processing status record, §4 Monitor
 * "Processing rows"): one per practice or game, grouped by the viewer's local day and team.
 * LIVE for a live session, PROCESSING while a replica stage is in progress (an X_I code with
 * its stage running: a finished practice waiting at I_I for its launch is not), FAILED when its
 * last stage failed, SCHEDULED before it starts, else COMPLETE. Pure: sessions and their
 * entity counts come in.
 */
import { datasetOf, formatDate, type ProcessingStatusEntry, type TimeZone } from '../../../domain';
import { isReplicaCode } from '../../../state-machines';
import type { EntityCounts } from './entities';

/** What a row is made from: the session document's fields that matter here. */
export interface StatusSource {
  readonly _id: string;
  readonly teamId: string;
  readonly name: string;
  readonly status: string;
  readonly startTime: number;
  readonly description?: unknown;
  readonly dataset_id?: unknown;
  readonly dataset_ref_id?: unknown;
  readonly extraData?: unknown;
}

/** One row of `processing/status/{teamId}`: the manifest's row. */
export type ProcessingStatusRow = ProcessingStatusEntry;

/** The day (yyyy-MM-dd) of an instant in the viewer's zone. */
export const localDay = (atMs: number, zone: TimeZone): string =>
  formatDate(atMs, 'yyyy-MM-dd', zone);

interface Extra {
  replicaStatus?: unknown;
  replicaStage?: unknown;
  replicaFailed?: unknown;
  replicaMessage?: unknown;
  processing?: { totalBallFlights?: unknown };
}

/** The status label of a session (03 §4 processing rows). */
export function statusLabel(doc: StatusSource, failed: boolean): string {
  const extra = (doc.extraData ?? {}) as Extra;
  if (doc.status === 'live') return 'LIVE';
  if (doc.status === 'future') return 'SCHEDULED';
  if (failed) return 'FAILED';
  const code = extra.replicaStatus;
  // A stage in progress; a started practice waits at I_I with no stage until it is launched.
  const stage = typeof extra.replicaStage === 'string' ? extra.replicaStage : '';
  if (isReplicaCode(code) && code.endsWith('_I') && stage !== '') return 'PROCESSING';
  return 'COMPLETE';
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The tracking column: players and balls with stored positions. */
export const trackingText = (counts: EntityCounts): string =>
  `${plural(counts.players, 'player')} · ${plural(counts.balls, 'ball')}`;

/** What a data-ops user should look at in a session that has ended. */
export function processingWarnings(
  doc: StatusSource,
  counts: EntityCounts,
  failedMessage: string | null,
): string[] {
  if (doc.status === 'future') return [];
  const warnings: string[] = [];
  if (failedMessage !== null) warnings.push(failedMessage);
  const tracked = counts.players + counts.balls + counts.unknown;
  if (tracked === 0 && doc.status !== 'live') warnings.push('no positions stored');
  else {
    if (counts.balls === 0) warnings.push('no ball tracked');
    if (counts.unknown > 0)
      warnings.push(`${plural(counts.unknown, 'unknown entity', 'unknown entities')} tracked`);
  }
  const flights = ((doc.extraData ?? {}) as Extra).processing?.totalBallFlights;
  if (counts.balls > 0 && flights === 0) warnings.push('no ball flights found');
  return warnings;
}

/** One row of a session. */
export function statusRow(
  doc: StatusSource,
  counts: EntityCounts,
  failedMessage: string | null,
  zone: TimeZone,
): ProcessingStatusRow {
  return {
    date: localDay(doc.startTime, zone),
    teamId: doc.teamId,
    sessionId: doc._id,
    datasetRef: datasetOf(doc)?.datasetRef ?? '-',
    name: doc.name,
    description: typeof doc.description === 'string' ? doc.description : '',
    status: statusLabel(doc, failedMessage !== null),
    warnings: processingWarnings(doc, counts, failedMessage),
    tracking: trackingText(counts),
  };
}

/** Rows newest day first, then by team, then by start. */
export function sortStatusRows(
  rows: readonly (ProcessingStatusRow & { readonly startTime: number })[],
): ProcessingStatusRow[] {
  return [...rows]
    .sort(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        a.teamId.localeCompare(b.teamId) ||
        a.startTime - b.startTime,
    )
    .map(({ startTime: _startTime, ...row }) => row);
}
