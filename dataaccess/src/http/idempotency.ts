/**
 * Idempotent writes (issue 17, item 6): a POST, PUT or DELETE sent with an Idempotency-Key
 * runs once per key and acting user; a repeat with the same request is answered what the
 * first was answered (marked `idempotent-replayed: true`) instead of being applied again.
 * That is what makes retrying after a gateway timeout (504, outcome unknown) safe.
 *
 * The answer is not stored in the write's own transaction: every handler opens and commits
 * its own, and on SQLite all of them share one connection, so an outer transaction around a
 * handler would wait on itself. Instead the key is claimed (a row without an answer) before
 * the handler runs and the answer is filled in after it, before the caller hears it. A crash
 * between the write's commit and that update leaves the key claimed with no answer: retries
 * then hear 409 "still in progress" until the claim is purged (24 hours), never a second
 * application of the write.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdempotencyTables } from '../db/migration-0007';
import type { Db } from '../db/schema';
import { failure } from './envelope';
import { actorOf } from './routes';

/** The request header that carries the key (any case on the wire). */
export const KEY_HEADER = 'idempotency-key';
/** The answer header that says it is a stored answer, not a new run. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long an answer is kept for a retry to find. */
export const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** One keyed write: whose key it is and what was asked. */
export interface KeyedWrite {
  readonly key: string;
  readonly actor: string;
  readonly fingerprint: string;
}

/** What to do with a keyed write. */
export type Claim =
  | { readonly kind: 'run' }
  | {
      readonly kind: 'replay';
      readonly status: number;
      readonly contentType: string | null;
      readonly body: string;
    }
  /** The key was used for another request. */
  | { readonly kind: 'mismatch' }
  /** The first request with the key has not finished. */
  | { readonly kind: 'running' };

/** A hash of what makes two requests the same write: method, URL, If-Match and body. */
export function fingerprintOf(request: FastifyRequest): string {
  const ifMatch = request.headers['if-match'] ?? null;
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, ifMatch, request.body ?? null]))
    .digest('base64url');
}

/**
 * Claims `write`'s key at `nowMs`, purging answers older than {@link ANSWER_KEPT_MS} first:
 * 'run' for the first request, else what the earlier one left. The primary key makes the
 * claim atomic, so of two racing requests exactly one runs.
 */
export async function claimKey(database: Db, write: KeyedWrite, nowMs: number): Promise<Claim> {
  const db = database.withTables<IdempotencyTables>();
  await db
    .deleteFrom('idempotent_answers')
    .where('created_ms', '<=', nowMs - ANSWER_KEPT_MS)
    .execute();
  const inserted = await db
    .insertInto('idempotent_answers')
    .values({
      idem_key: write.key,
      actor: write.actor,
      fingerprint: write.fingerprint,
      status: null,
      content_type: null,
      body: null,
      created_ms: nowMs,
    })
    .onConflict((oc) => oc.columns(['idem_key', 'actor']).doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows !== undefined && inserted.numInsertedOrUpdatedRows > 0n)
    return { kind: 'run' };
  const row = await db
    .selectFrom('idempotent_answers')
    .selectAll()
    .where('idem_key', '=', write.key)
    .where('actor', '=', write.actor)
    .executeTakeFirst();
  // Gone between the insert and the read: the first run failed and let go of the key.
  if (row === undefined) return { kind: 'running' };
  if (row.fingerprint !== write.fingerprint) return { kind: 'mismatch' };
  if (row.status === null || row.body === null) return { kind: 'running' };
  return { kind: 'replay', status: row.status, contentType: row.content_type, body: row.body };
}

/** Stores the answer of a claimed write, for its retries. */
export async function recordAnswer(
  database: Db,
  write: KeyedWrite,
  answer: { readonly status: number; readonly contentType: string | null; readonly body: string },
): Promise<void> {
  await database
    .withTables<IdempotencyTables>()
    .updateTable('idempotent_answers')
    .set({ status: answer.status, content_type: answer.contentType, body: answer.body })
    .where('idem_key', '=', write.key)
    .where('actor', '=', write.actor)
    .where('fingerprint', '=', write.fingerprint)
    .execute();
}

/** Lets go of a claimed key whose write failed (and was rolled back), so a retry runs it. */
export async function releaseKey(database: Db, write: KeyedWrite): Promise<void> {
  await database
    .withTables<IdempotencyTables>()
    .deleteFrom('idempotent_answers')
    .where('idem_key', '=', write.key)
    .where('actor', '=', write.actor)
    .where('status', 'is', null)
    .execute();
}

/** Makes every POST, PUT and DELETE of `app` honour an Idempotency-Key, on the clock `now`. */
export function idempotentWrites(app: FastifyInstance, db: Db, now: () => number): void {
  const claimed = new WeakMap<FastifyRequest, KeyedWrite>();

  // preHandler: after the service credential was checked and the body parsed.
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[KEY_HEADER];
    if (!WRITES.has(request.method) || request.is404 || key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      return reply
        .code(400)
        .send(failure(400, 'headers.idempotency-key: 1 to 128 letters, digits, _ or -'));
    }
    const write = { key, actor: actorOf(request), fingerprint: fingerprintOf(request) };
    const claim = await claimKey(db, write, now());
    switch (claim.kind) {
      case 'run':
        claimed.set(request, write);
        return;
      case 'replay':
        return reply
          .code(claim.status)
          .header(REPLAYED_HEADER, 'true')
          .type(claim.contentType ?? 'application/json')
          .send(claim.body);
      case 'mismatch':
        return reply
          .code(422)
          .send(
            failure(
              422,
              'this Idempotency-Key was already used for a different request; send a new key for a new change',
            ),
          );
      case 'running':
        return reply
          .code(409)
          .send(
            failure(
              409,
              'a request with this Idempotency-Key is still in progress; retry it shortly',
            ),
          );
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const write = claimed.get(request);
    if (write === undefined) return payload;
    claimed.delete(request);
    try {
      // A 5xx says the write was not applied: a retry with the key must run it again.
      if (reply.statusCode >= 500 || typeof payload !== 'string') await releaseKey(db, write);
      else {
        const type = reply.getHeader('content-type');
        await recordAnswer(db, write, {
          status: reply.statusCode,
          contentType: typeof type === 'string' ? type : null,
          body: payload,
        });
      }
    } catch (error) {
      // The write's answer still goes out; its retries will hear "still in progress".
      request.log.error(error);
    }
    return payload;
  });
}
