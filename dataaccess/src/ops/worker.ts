/**
 * The data-ops worker (03 §4, §7 Data ops actions): each action is a command decided by the
 * replica order (state-machines/dataOpsActions.ts) and recorded as events of the session's stream; its
 * stage then runs in the background, one job per dataset, reporting progress as events. A
 * launch runs the whole chain launch → retrack → ball flight retrack → terminate to F_C; the
 * other actions run their one stage. A stage that fails keeps its in-progress code with its
 * failure recorded; its own action (or a restart) retries it from its last progress event. On
 * start the worker resumes every stage a previous run left unfinished (decision 0018).
 */
import { datasetOf, MSG_SELECT_ENTITIES_FOR_RETRACK, msgActionStarted } from '../../../domain';
import type { Db } from '../db/schema';
import { readStream } from '../event-store';
import { ApiError, notFound } from '../http/envelope';
import { getSession, sessionStream, type SessionDoc } from '../sessions/sessions';
import { datasetEntities, trackedEntityIds } from './entities';
import {
  FAILED_EVENT,
  PROGRESS_EVENT,
  stagePercent,
  unfinishedStage,
  type StagePlan,
  type StageStartData,
  type TargetedWindow,
} from './job-plan';
import { extraOf, lastAction, recordReplica } from './record';
import {
  ACTION_TITLE,
  decideAction,
  nextStage,
  refusalOf,
  replicaStatusOf,
  RETRY_ACTION,
  RETRY_EVENT,
  STAGE_CODES,
  STAGE_EVENTS,
  STAGE_TITLE,
  type DataOpsAction,
  type Stage,
  type StageAction,
} from '../../../state-machines';
import { runStage } from './stages';

/** One action asked for through `dataset/{teamId}/dataops`. */
export interface DataOpsRequest {
  readonly action: DataOpsAction;
  readonly datasetId: string;
  /** The team of the path ('*' for any). */
  readonly teamId: string;
  /** Targeted retrack: the chosen entities and window; save schedule: the window. */
  readonly entities?: readonly string[];
  readonly startMs?: number;
  readonly endMs?: number;
}

/**
 * The session of a dataset (the dataset id is the session's: domain `datasetOf`); unknown,
 * deleted or never-started datasets are not found, as is one of another team than the path's.
 */
export async function datasetSession(db: Db, datasetId: string, teamId = '*'): Promise<SessionDoc> {
  const doc = await getSession(db, datasetId).catch(() => null);
  if (doc === null || doc.deleted === true || datasetOf(doc)?.datasetId !== datasetId)
    throw notFound(`dataset ${datasetId}`);
  const teams = [doc.teamId, doc.homeTeamId, doc.visitorTeamId];
  if (teamId !== '*' && !teams.includes(teamId))
    throw notFound(`dataset ${datasetId} of team ${teamId}`);
  return doc;
}

const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Why a dataset's last stage failed (extraData.replicaFailed), or null. */
export const failedOf = (doc: SessionDoc): string | null => {
  const failed = extraOf(doc).replicaFailed;
  return typeof failed === 'string' && failed !== '' ? failed : null;
};

/** The reference a data-ops user knows a dataset by. */
export const datasetRefOf = (doc: SessionDoc): string => datasetOf(doc)?.datasetRef ?? doc._id;

/** Runs the data-ops jobs of one dataaccess; stopped on close. */
export class DataOpsWorker {
  /** Datasets whose job runs in this process, with the stage it is on. */
  private readonly running = new Map<string, { stage: Stage; job: Promise<void> }>();
  private closed = false;

  /** @param onError hears a stage's failure (the app logs it); a failed event records it. */
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly onError: (error: unknown, sessionId: string) => void = () => undefined,
  ) {}

  /** Datasets whose job runs in this process (the metrics' queue depth). */
  depth(): number {
    return this.running.size;
  }

  /**
   * Runs an action: refused (ApiError, nothing changed) when the dataset is unknown, the input
   * is wrong or the order does not allow it; else its start is recorded and its stage runs.
   * Answers the server's message `action {name} started`.
   */
  async command(request: DataOpsRequest, actor: string): Promise<string> {
    if (this.closed) throw new ApiError(503, 'dataaccess is stopping; try again in a moment');
    if (request.action === 'targetedretrack' && (request.entities ?? []).length === 0)
      throw new ApiError(400, MSG_SELECT_ENTITIES_FOR_RETRACK);
    const doc = await datasetSession(this.db, request.datasetId, request.teamId);
    const ref = datasetRefOf(doc);
    if (request.action === 'saveschedule') {
      await this.saveSchedule(doc, request, actor);
      return msgActionStarted(request.action);
    }
    const targeted =
      request.action === 'targetedretrack' ? await this.targetedWindow(doc, request) : null;
    const decide = (current: SessionDoc) =>
      decideAction({
        action: request.action as StageAction,
        status: replicaStatusOf(extraOf(current).replicaStatus),
        datasetRef: ref,
        live: current.status === 'live',
        running: this.running.get(current._id)?.stage ?? null,
        failed: failedOf(current),
      });
    const first = decide(doc);
    if (!first.ok) throw new ApiError(409, first.message);
    if (first.stage === 'launch' && (await trackedEntityIds(this.db, doc._id)).length === 0)
      throw new ApiError(409, `Launch can't start: ${ref} has no stored positions to process`);
    // A retry goes on with the failed stage as its events leave it (chain, window, done).
    const retry = first.event === RETRY_EVENT ? await this.failedPlan(doc._id, first.stage) : null;
    // Checked again with nothing awaited in between, then held: a second action waits no turn.
    const again = decide(doc);
    if (!again.ok) throw new ApiError(409, again.message);
    const plan: StagePlan = retry ?? {
      stage: again.stage,
      chain: request.action === 'init',
      targeted,
      done: [],
    };
    const message = msgActionStarted(request.action);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.running.set(doc._id, { stage: plan.stage, job: held });
    try {
      await recordReplica(
        this.db,
        doc._id,
        {
          events: [
            retry === null
              ? { type: again.event, data: this.startData(plan) }
              : { type: RETRY_EVENT, data: this.retryData(plan, failedOf(doc)) },
          ],
          patch: {
            status: again.to,
            stage: plan.stage,
            // A retry shows where the failed stage stopped.
            ...(retry === null ? { percent: 0 } : {}),
            message,
            failed: null,
            extra: lastAction(request.action, actor, this.now()),
          },
          check: (current) => {
            // Another process (or a write since the read) may have moved the dataset on.
            if (
              replicaStatusOf(extraOf(current).replicaStatus) !==
                replicaStatusOf(extraOf(doc).replicaStatus) ||
              (retry !== null && failedOf(current) === null)
            )
              throw new ApiError(
                409,
                `${ACTION_TITLE[request.action]} can't start: ${ref} changed meanwhile; reload and try again`,
              );
          },
        },
        actor,
        this.now(),
      );
    } catch (error) {
      this.running.delete(doc._id);
      release();
      throw error;
    }
    this.launch(doc._id, plan, actor, held, release);
    return message;
  }

  /** Resumes every stage a previous run left unfinished (progress kept), oldest first. */
  async resume(): Promise<void> {
    try {
      const rows = await this.db
        .selectFrom('sessions')
        .select(['session_id', 'doc'])
        .where('doc', 'like', '%"replicaStage":"%')
        .orderBy('start_ms')
        .execute();
      for (const row of rows) {
        const extra = ((JSON.parse(row.doc) as SessionDoc).extraData ?? {}) as {
          replicaStage?: unknown;
        };
        if (typeof extra.replicaStage !== 'string' || extra.replicaStage === '') continue;
        if (this.closed || this.running.has(row.session_id)) continue;
        const open = unfinishedStage(await readStream(this.db, sessionStream(row.session_id)));
        if (open === null || this.stopping() || this.running.has(row.session_id)) continue;
        const { failed, ...plan } = open;
        // A failed stage is retried as its action would: the retry recorded, the mark cleared.
        const before =
          failed === null
            ? Promise.resolve()
            : recordReplica(
                this.db,
                row.session_id,
                {
                  events: [{ type: RETRY_EVENT, data: this.retryData(plan, failed) }],
                  patch: {
                    stage: plan.stage,
                    message: `The ${STAGE_TITLE[plan.stage]} that failed is retried after a restart`,
                    failed: null,
                  },
                },
                'system',
                this.now(),
              ).then(() => undefined);
        this.launch(row.session_id, plan, 'system', before);
      }
    } catch (error) {
      if (!this.closed) this.onError(error, '*');
    }
  }

  /** The stage a dataset's job runs in this process, or null. */
  runningStage(sessionId: string): Stage | null {
    return this.running.get(sessionId)?.stage ?? null;
  }

  /** Resolves when no job runs (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()].map((r) => r.job));
  }

  /** Stops taking actions; a running stage stops after its current entity and resumes on restart. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  /** Whether close was called (a method: the flag changes while a job awaits). */
  private stopping(): boolean {
    return this.closed;
  }

  private startData(plan: StagePlan): StageStartData & { atMs: number } {
    return {
      stage: plan.stage,
      status: STAGE_CODES[plan.stage].running,
      chain: plan.chain,
      targeted: plan.targeted,
      atMs: this.now(),
    };
  }

  private retryData(plan: StagePlan, failed: string | null) {
    return {
      stage: plan.stage,
      status: STAGE_CODES[plan.stage].running,
      failed,
      done: plan.done.length,
      atMs: this.now(),
    };
  }

  /**
   * The failed stage of a dataset as its events leave it, to go on with; the stage from its
   * first entity when its events name no open stage of that kind.
   */
  private async failedPlan(sessionId: string, stage: Stage): Promise<StagePlan> {
    const open = unfinishedStage(await readStream(this.db, sessionStream(sessionId)));
    if (open !== null && open.stage === stage)
      return { stage, chain: open.chain, targeted: open.targeted, done: open.done };
    return { stage, chain: stage === 'launch', targeted: null, done: [] };
  }

  /** Runs a job's stages in the background, after `before` (the start's record). */
  private launch(
    sessionId: string,
    first: StagePlan,
    actor: string,
    before: Promise<void> = Promise.resolve(),
    release: () => void = () => undefined,
  ): void {
    const entry = { stage: first.stage, job: Promise.resolve() };
    entry.job = (async () => {
      release();
      await before;
      let plan: StagePlan | null = first;
      while (plan !== null && !this.stopping()) {
        entry.stage = plan.stage;
        plan = await this.runOne(sessionId, plan, actor);
      }
    })()
      .catch((error: unknown) => {
        this.onError(error, sessionId);
      })
      .finally(() => this.running.delete(sessionId));
    this.running.set(sessionId, entry);
  }

  /** Runs one stage and records its end; the chain's next stage, or null. */
  private async runOne(
    sessionId: string,
    plan: StagePlan,
    actor: string,
  ): Promise<StagePlan | null> {
    let ref = sessionId;
    try {
      const doc = await getSession(this.db, sessionId);
      ref = datasetRefOf(doc);
      const result = await runStage(plan.stage, {
        db: this.db,
        doc,
        plan,
        now: this.now,
        stopping: () => this.stopping(),
        progress: async (entityId, done, total, work) => {
          const percent = stagePercent(done, total);
          await recordReplica(
            this.db,
            sessionId,
            {
              events: [
                {
                  type: PROGRESS_EVENT,
                  data: { stage: plan.stage, entityId, done, total, percent },
                },
              ],
              patch: { percent },
              work,
            },
            actor,
            this.now(),
          );
        },
      });
      if (result === null) return null;
      const next = plan.chain ? nextStage(plan.stage) : null;
      const nextPlan: StagePlan | null =
        next === null ? null : { stage: next, chain: true, targeted: null, done: [] };
      await recordReplica(
        this.db,
        sessionId,
        {
          events: [
            {
              type: STAGE_EVENTS[plan.stage].done,
              data: {
                status: STAGE_CODES[plan.stage].completed,
                stage: plan.stage,
                ...result.data,
              },
            },
            ...(nextPlan === null
              ? []
              : [{ type: STAGE_EVENTS[nextPlan.stage].start, data: this.startData(nextPlan) }]),
          ],
          patch: {
            status:
              nextPlan === null
                ? STAGE_CODES[plan.stage].completed
                : STAGE_CODES[nextPlan.stage].running,
            stage: nextPlan === null ? '' : nextPlan.stage,
            percent: nextPlan === null ? 100 : 0,
            failed: null,
            ...(result.extra === undefined ? {} : { extra: result.extra }),
          },
        },
        actor,
        this.now(),
      );
      return nextPlan;
    } catch (error) {
      if (this.stopping()) return null;
      this.onError(error, sessionId);
      const why = error instanceof Error ? error.message : 'failed';
      await recordReplica(
        this.db,
        sessionId,
        {
          events: [{ type: FAILED_EVENT, data: { stage: plan.stage, message: why } }],
          patch: {
            message: `The ${STAGE_TITLE[plan.stage]} of ${ref} failed: ${why}; ${ACTION_TITLE[RETRY_ACTION[plan.stage]]} goes on from where it stopped`,
            failed: `${upperFirst(STAGE_TITLE[plan.stage])} failed: ${why}`,
          },
        },
        actor,
        this.now(),
      ).catch(() => undefined);
      return null;
    }
  }

  /** Stores the dataset's schedule (its window); refused while a job runs. */
  private async saveSchedule(
    doc: SessionDoc,
    request: DataOpsRequest,
    actor: string,
  ): Promise<void> {
    const ref = datasetRefOf(doc);
    const { startMs, endMs } = request;
    if (startMs === undefined || endMs === undefined)
      throw new ApiError(400, `Save schedule needs start and end (epoch ms) for ${ref}`);
    if (startMs >= endMs)
      throw new ApiError(400, `Save schedule: the start must be before the end (${ref})`);
    const refusal = refusalOf({
      action: 'saveschedule',
      status: replicaStatusOf(extraOf(doc).replicaStatus),
      datasetRef: ref,
      live: doc.status === 'live',
      running: this.running.get(doc._id)?.stage ?? null,
      failed: failedOf(doc),
    });
    if (refusal !== null) throw new ApiError(409, refusal);
    await recordReplica(
      this.db,
      doc._id,
      {
        events: [{ type: 'dataset.scheduled', data: { startMs, endMs } }],
        patch: {
          message: msgActionStarted('saveschedule'),
          extra: {
            datasetSchedule: { startMs, endMs },
            ...lastAction(request.action, actor, this.now()),
          },
        },
      },
      actor,
      this.now(),
    );
  }

  /** The chosen entities and window of a targeted retrack, checked against the dataset. */
  private async targetedWindow(doc: SessionDoc, request: DataOpsRequest): Promise<TargetedWindow> {
    const ref = datasetRefOf(doc);
    const chosen = [...new Set(request.entities ?? [])];
    const known = new Map((await datasetEntities(this.db, doc._id)).map((e) => [e.entityId, e]));
    const missing = chosen.filter((id) => !known.has(id));
    if (missing.length > 0)
      throw new ApiError(
        400,
        `Targeted retrack: ${missing.join(', ')} ${missing.length > 1 ? 'have' : 'has'} no stored positions in ${ref}`,
      );
    const balls = chosen.filter((id) => known.get(id)?.kind === 'ball');
    if (balls.length > 0)
      throw new ApiError(
        400,
        `Targeted retrack: ${balls.join(', ')} ${balls.length > 1 ? 'are balls' : 'is a ball'}; a ball flight retrack recomputes balls`,
      );
    const entities = chosen.map((id) => known.get(id)).filter((e) => e !== undefined);
    const startMs = request.startMs ?? Math.min(...entities.map((e) => e.firstMs));
    const endMs = request.endMs ?? Math.max(...entities.map((e) => e.lastMs)) + 1;
    if (startMs >= endMs)
      throw new ApiError(400, `Targeted retrack: the start must be before the end (${ref})`);
    const inside = entities.filter((e) => e.firstMs < endMs && e.lastMs >= startMs);
    if (inside.length < entities.length)
      throw new ApiError(
        400,
        `Targeted retrack: ${entities
          .filter((e) => !inside.includes(e))
          .map((e) => e.entityId)
          .join(', ')} has no positions between start and end in ${ref}`,
      );
    return { entities: chosen, startMs, endMs };
  }
}
