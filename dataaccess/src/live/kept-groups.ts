/**
 * A finished game's numbers by quarter and by play, kept once computed (issue 36, migration
 * 0022). Grouping a game runs the engine over every stored position of every player, seconds
 * for a full game; kept, the first By quarter or By play a coach opens is a read.
 *
 * Decisions:
 * - Only a complete game's whole grouping is kept: by quarter or by play, with no periods,
 *   time window or time since max chosen (those stay computed, and cached for a while by
 *   filtered-metrics.ts). The processing job keeps both groupings when a game ends; any
 *   read that had to compute one keeps it too (an imported game, or after a reprocess).
 * - A row holds the key of what it was computed from: the game's version (every event, a
 *   reprocess or an entity reassignment among them, changes it) and its samples' fingerprint
 *   (any sample stored changes it). A row whose key is not the game's current one is never
 *   used; the next computation replaces it. The rows also go wherever the kept numbers go.
 * - The kept groups follow the kept numbers' rule: computed with the inputs of their time
 *   (zones, speed targets, the past week), as `session_metrics` is; a later change of those
 *   shows once the game is reprocessed.
 */
import type { Transaction } from 'kysely';
import type { MetricValues } from '../metrics';
import type { Database, Db } from '../db/schema';
import type { SessionDoc } from '../sessions/sessions';
import type { FilteredPlayer, FilteredSession, SessionSelection } from './filtered-metrics';

/** The groupings a game's numbers are kept by. */
export type KeptGrouping = 'quarter' | 'play';

export const KEPT_GROUPINGS: readonly KeptGrouping[] = ['quarter', 'play'];

/** The selection of a whole grouping: every period, no window, no time since max. */
export const wholeGrouping = (groupBy: KeptGrouping): SessionSelection => ({
  periods: null,
  fromMs: null,
  toMs: null,
  groupBy,
  sinceMax: null,
});

/** The grouping a selection of this session may be kept by, else null. */
export function keptGroupingOf(doc: SessionDoc, selection: SessionSelection): KeptGrouping | null {
  if (doc.type !== 'game' || doc.status !== 'complete' || selection.groupBy === null) return null;
  const whole =
    selection.periods === null &&
    selection.fromMs === null &&
    selection.toMs === null &&
    selection.sinceMax === null;
  return whole ? selection.groupBy : null;
}

/** A kept answer as JSON: each player's groups as entries. */
interface KeptBody {
  readonly players: readonly {
    readonly entityId: string;
    readonly metrics: MetricValues;
    readonly byGroup: readonly (readonly [string, MetricValues])[];
  }[];
  readonly endMs: number | null;
}

const encode = (session: FilteredSession): string =>
  JSON.stringify({
    players: session.players.map((p) => ({
      entityId: p.entityId,
      metrics: p.metrics,
      byGroup: [...p.byGroup],
    })),
    endMs: session.endMs,
  } satisfies KeptBody);

function decode(body: string): FilteredSession {
  const kept = JSON.parse(body) as KeptBody;
  return {
    players: kept.players.map((p): FilteredPlayer => ({
      entityId: p.entityId,
      metrics: p.metrics,
      byGroup: new Map(p.byGroup),
    })),
    endMs: kept.endMs,
  };
}

/** The kept grouping of a session computed from `sourceKey`, else null. */
export async function keptGroups(
  db: Db,
  sessionId: string,
  groupBy: KeptGrouping,
  sourceKey: string,
): Promise<FilteredSession | null> {
  // The key in the query: a stale row's body (megabytes for a game by play) is never read.
  const row = await db
    .selectFrom('session_groups')
    .select('body')
    .where('session_id', '=', sessionId)
    .where('group_by', '=', groupBy)
    .where('source_key', '=', sourceKey)
    .executeTakeFirst();
  return row ? decode(row.body) : null;
}

/** Keeps a grouping of a session computed from `sourceKey`, in place of the one kept. */
export async function keepGroups(
  db: Db | Transaction<Database>,
  sessionId: string,
  groupBy: KeptGrouping,
  sourceKey: string,
  session: FilteredSession,
): Promise<void> {
  const row = { source_key: sourceKey, body: encode(session) };
  await db
    .insertInto('session_groups')
    .values({ session_id: sessionId, group_by: groupBy, ...row })
    .onConflict((oc) => oc.columns(['session_id', 'group_by']).doUpdateSet(row))
    .execute();
}

/** Drops a session's kept groupings (with its kept numbers). */
export async function dropKeptGroups(
  db: Db | Transaction<Database>,
  sessionId: string,
): Promise<void> {
  await db.deleteFrom('session_groups').where('session_id', '=', sessionId).execute();
}
