/**
 * The practice lifecycle calls share these steps: start (the practice machine's start plus
 * its dataset), stop, edit, review and delete, each one command through the rule book of
 * `state-machines/` appended to the practice's stream in one transaction.
 */
import { datasetRefOf, practiceChanges } from '../../../domain';
import type { PracticeEdit } from '../../../state-machines';
import type { Db } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { getActiveSession, runSessionCommand } from '../sessions/sessions';
import { decidePractice, type PracticeDoc } from './practices';

/** The edit a body asks for: only the fields it names. */
export function editOf(body: Partial<Record<keyof typeof practiceChanges, unknown>>): PracticeEdit {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(practiceChanges) as (keyof typeof practiceChanges)[]) {
    if (body[key] !== undefined) changes[key] = body[key];
  }
  if (Object.keys(changes).length === 0) {
    throw new ApiError(
      400,
      `body: nothing to change; send one of ${Object.keys(practiceChanges).join(', ')}`,
    );
  }
  return changes;
}

/** A practice that exists, is not deleted, and (when the caller names teams) is theirs. */
export async function practiceOf(
  db: Db,
  id: string,
  teamIds?: readonly string[],
): Promise<PracticeDoc> {
  const doc = await getActiveSession(db, id);
  if (teamIds !== undefined && teamIds.length > 0 && !teamIds.includes(doc.teamId)) {
    throw notFound(`practice ${id} of team ${teamIds.join(',')}`);
  }
  if (doc.type === 'game') throw new ApiError(400, `${id} is a game, not a practice`);
  return doc as PracticeDoc;
}

/**
 * Starts a practice (01 §4): the first period starts now, and its dataset is opened in the
 * same transaction. The dataset is keyed by the practice id, so `dataset/{id}` calls take it.
 */
export async function startPractice(
  db: Db,
  id: string,
  actor: string,
  nowMs: number,
  expectedVersion?: number,
): Promise<PracticeDoc> {
  // The document is the one decidePractice made of the rule book's record.
  const doc = await runSessionCommand(
    db,
    id,
    decidePractice(id, { type: 'practice.start' }, nowMs, (doc) => ({
      fields: {
        dataset_id: doc._id,
        dataset_ref_id: datasetRefOf(doc._id),
        dsid: doc._id,
        extraData: { ...(doc.extraData ?? {}), replicaStatus: 'I_I' },
      },
      events: [
        { type: 'dataset.created', data: { datasetId: doc._id, atMs: nowMs } },
        { type: 'replica.launch', data: { status: 'I_I', atMs: nowMs } },
      ],
    })),
    actor,
    nowMs,
    expectedVersion,
  );
  return doc as PracticeDoc;
}
