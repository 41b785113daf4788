/**
 * What a store must hold after its server was killed mid-write: every acknowledged sample,
 * and a session whose stream is whole (versions 1…n, none missing) with its read model at
 * the stream's version (the two are written in one transaction).
 */
import { expect } from 'vitest';
import { loadTracks, readStream, type Store, type StoredEvent } from '../../dataaccess';

/** Checks session `id`'s stream and read model; returns the stream and the read model's doc. */
export async function expectSessionWhole(
  store: Store,
  id: string,
): Promise<{ events: StoredEvent[]; doc: string }> {
  const events = await readStream(store.db, `session-${id}`);
  expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
  const row = await store.db
    .selectFrom('sessions')
    .select(['version', 'doc'])
    .where('session_id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.version).toBe(events.length);
  return { events, doc: row.doc };
}

/** Checks that every acknowledged sample (time, by tracked entity) of session `id` is stored. */
export async function expectSamplesKept(
  store: Store,
  id: string,
  acked: ReadonlyMap<string, readonly number[]>,
): Promise<void> {
  const tracks = new Map((await loadTracks(store.db, id)).map((t) => [t.entityId, t]));
  for (const [entityId, samples] of acked) {
    const kept = new Set(tracks.get(entityId)?.atMs ?? []);
    expect(
      samples.filter((s) => !kept.has(s)),
      entityId,
    ).toEqual([]);
  }
}
