/**
 * The entities of a dataset (03 §2 Data Ops entities modal): every entity with stored
 * positions in the dataset, its samples and first and last sample, joined with the roster
 * (players of any team: a game has two sides). Balls are known by their id; anything that is
 * neither a ball nor a rostered player is `unknown` (a raw tag).
 */
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { isBall } from '../live/stored-metrics';
import { decodeWindow } from '../tracks/window-codec';

/** What kind of entity a tracked id is. */
export type EntityKind = 'player' | 'ball' | 'unknown';

/** One entity of a dataset, as `datasets/{datasetId}/entities` answers it. */
export interface DatasetEntity {
  readonly entityId: string;
  readonly kind: EntityKind;
  readonly playerId: string | null;
  readonly name: string | null;
  readonly jerseyNumber: string | null;
  readonly position: string | null;
  /** Stored samples. */
  readonly samples: number;
  /** First and last stored sample, epoch ms. */
  readonly firstMs: number;
  readonly lastMs: number;
}

/** Counts of a dataset's entities by kind. */
export interface EntityCounts {
  readonly players: number;
  readonly balls: number;
  readonly unknown: number;
}

/** Every entity with stored positions in a session, by id, with its roster entry. */
export async function datasetEntities(db: Db, sessionId: string): Promise<DatasetEntity[]> {
  const grouped = await db
    .selectFrom('track_windows')
    .select((eb) => [
      'entity_id',
      eb.fn.sum<number | string>('count').as('samples'),
      eb.fn.min<number | string>('window_ms').as('first_window'),
      eb.fn.max<number | string>('last_ms').as('last_ms'),
    ])
    .where('session_id', '=', sessionId)
    .groupBy('entity_id')
    .orderBy('entity_id')
    .execute();
  if (grouped.length === 0) return [];
  const ids = grouped.map((g) => g.entity_id);
  const roster = new Map(
    (
      await db
        .selectFrom('players')
        .select(['player_id', 'name', 'jersey', 'position'])
        .where('player_id', 'in', ids)
        .execute()
    ).map((p) => [p.player_id, p]),
  );
  // The first sample is inside the first window: decode that one window per entity.
  const firstMs = await Promise.all(
    grouped.map(async (g) => {
      const row = await db
        .selectFrom('track_windows')
        .select('data')
        .where('session_id', '=', sessionId)
        .where('entity_id', '=', g.entity_id)
        .where('window_ms', '=', Number(g.first_window))
        .executeTakeFirst();
      const window = Number(g.first_window);
      return row === undefined
        ? window
        : (decodeWindow(g.entity_id, window, row.data).atMs[0] ?? window);
    }),
  );
  return grouped.map((g, i): DatasetEntity => {
    const player = roster.get(g.entity_id);
    const kind: EntityKind = isBall(g.entity_id)
      ? 'ball'
      : player !== undefined
        ? 'player'
        : 'unknown';
    return {
      entityId: g.entity_id,
      kind,
      playerId: player?.player_id ?? null,
      name: player?.name ?? null,
      jerseyNumber: player?.jersey ?? null,
      position: player?.position ?? null,
      samples: Number(g.samples),
      firstMs: firstMs[i] ?? Number(g.first_window),
      lastMs: Number(g.last_ms),
    };
  });
}

/**
 * The ids of the entities with stored positions in a session, one index seek per entity
 * (a recursive skip over the (session, entity, window) key) instead of reading every window:
 * Processing Status counts them for every session of two weeks.
 */
export async function trackedEntityIds(db: Db, sessionId: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    WITH RECURSIVE e(id) AS (
      SELECT MIN(entity_id) FROM track_windows WHERE session_id = ${sessionId}
      UNION ALL
      SELECT (
        SELECT MIN(entity_id) FROM track_windows
        WHERE session_id = ${sessionId} AND entity_id > e.id
      ) FROM e WHERE e.id IS NOT NULL
    )
    SELECT id FROM e WHERE id IS NOT NULL`.execute(db);
  return result.rows.map((r) => r.id);
}

/** How many players, balls and unknown entities a list holds. */
export function countEntities(entities: readonly Pick<DatasetEntity, 'kind'>[]): EntityCounts {
  const count = (kind: EntityKind) => entities.filter((e) => e.kind === kind).length;
  return { players: count('player'), balls: count('ball'), unknown: count('unknown') };
}
