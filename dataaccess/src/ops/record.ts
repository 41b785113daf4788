/**
 * Every data-ops transition and progress step is an event of the session's stream, appended
 * with the session document's replica fields in one transaction (the Data Ops topic reads the
 * document): extraData.replicaStatus (I_I..F_C), replicaStage (the stage running, '' when no
 * job runs), replicaPercent, replicaMessage (the last action's message), replicaFailed (why
 * the stage failed, else null) and replicaUpdatedMs.
 */
import type { Transaction } from 'kysely';
import type { ReplicaCode } from '../../../state-machines';
import type { Database, Db } from '../db/schema';
import type { NewEvent } from '../event-store';
import { runSessionCommand, type SessionDoc } from '../sessions/sessions';
import type { Stage } from '../../../state-machines';

/** The replica fields a step changes; others stay. */
export interface ReplicaPatch {
  readonly status?: ReplicaCode;
  readonly stage?: Stage | '';
  readonly percent?: number;
  readonly message?: string;
  /** Why the stage failed (null once a stage starts or completes again). */
  readonly failed?: string | null;
  /** Further extraData fields (the saved schedule, the termination's summary). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** The replica fields of a session document, as the worker and the API read them. */
export interface ReplicaFields {
  readonly replicaStatus?: unknown;
  readonly replicaStage?: unknown;
  readonly replicaPercent?: unknown;
  readonly replicaMessage?: unknown;
  readonly replicaUpdatedMs?: unknown;
  readonly replicaFailed?: unknown;
  /** The last action a person ran on the dataset: its name, who and when (epoch ms). */
  readonly replicaAction?: unknown;
  readonly replicaActionBy?: unknown;
  readonly replicaActionAtMs?: unknown;
  readonly datasetSchedule?: { readonly startMs: number; readonly endMs: number };
  readonly processing?: Readonly<Record<string, unknown>>;
}

/**
 * The extraData fields naming the last action a person ran (Data Ops shows who ran what,
 * when); the stream's events hold every one.
 */
export const lastAction = (action: string, actor: string, atMs: number) => ({
  replicaAction: action,
  replicaActionBy: actor,
  replicaActionAtMs: atMs,
});

/** The extraData of a session document. */
export const extraOf = (doc: SessionDoc): ReplicaFields & Record<string, unknown> =>
  (doc.extraData ?? {}) as ReplicaFields & Record<string, unknown>;

/** A step to record: its events, the fields they change, optional checks and writes. */
export interface ReplicaStep {
  readonly events: readonly NewEvent[];
  readonly patch: ReplicaPatch;
  /** Throws to refuse, seeing the document inside the transaction. */
  readonly check?: (current: SessionDoc) => void;
  /** Writes of the same transaction (a player's numbers with its progress event). */
  readonly work?: (trx: Transaction<Database>) => Promise<void>;
}

/** Appends a step's events and fields (and its writes) in one transaction. */
export function recordReplica(
  db: Db,
  sessionId: string,
  step: ReplicaStep,
  actor: string,
  nowMs: number,
): Promise<SessionDoc> {
  return db.transaction().execute(async (trx) => {
    if (step.work !== undefined) await step.work(trx);
    return runSessionCommand(
      trx,
      sessionId,
      (current) => {
        step.check?.(current);
        const p = step.patch;
        const extraData = {
          ...extraOf(current),
          ...p.extra,
          ...(p.status === undefined ? {} : { replicaStatus: p.status }),
          ...(p.stage === undefined ? {} : { replicaStage: p.stage }),
          ...(p.percent === undefined ? {} : { replicaPercent: p.percent }),
          ...(p.message === undefined ? {} : { replicaMessage: p.message }),
          ...(p.failed === undefined ? {} : { replicaFailed: p.failed }),
          replicaUpdatedMs: nowMs,
        };
        return { events: step.events, doc: { ...current, extraData } };
      },
      actor,
      nowMs,
    );
  });
}
