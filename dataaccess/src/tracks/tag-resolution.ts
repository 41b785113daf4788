/**
 * Tags drive ingest (issue 37 item 2): a batch's tag tracks (`tag-{id}` after validation) are
 * given to their wearers through the assignments current when the batch is stored, inside its
 * transaction, so a tag reassigned on the Entities screen counts for its new player from the
 * next batch on. The rules (who wears a tag, how a pad set's tags make one track) are
 * domain/tag-assignment.ts's. A tag nobody wears, or that two entities of the session's teams
 * hold, keeps its positions as the raw tag; the answer lists it, and Data Ops can give those
 * positions to a player afterwards (`PUT datasets/{id}/entities`).
 */
import type { Kysely } from 'kysely';
import { fuseTracks, tagIdOfRaw, wearerLinker, type TrackColumns } from '../../../domain';
import type { Database } from '../db/schema';

type Reader = Pick<Kysely<Database>, 'selectFrom'>;

/** Ids per `in (...)` list, well under every store's parameter limit. */
const CHUNK = 500;

/**
 * The wearer of each of `tagIds` (all active tags of the teams when omitted) among the teams'
 * entities: a player id or ball id, or null when the tag has none or more than one.
 */
export async function tagWearers(
  db: Reader,
  teamIds: readonly string[],
  tagIds?: readonly string[],
): Promise<Map<string, string | null>> {
  const holders: {
    tag_id: string;
    entity_id: string;
    team_id: string;
    type: string;
    nfl_id: string;
    jersey: string;
  }[] = [];
  const chunks =
    tagIds === undefined
      ? [undefined]
      : Array.from({ length: Math.ceil(tagIds.length / CHUNK) }, (_, i) =>
          tagIds.slice(i * CHUNK, (i + 1) * CHUNK),
        );
  for (const chunk of chunks) {
    if (chunk?.length === 0) continue;
    let query = db
      .selectFrom('entity_tags as t')
      .innerJoin('entities as e', 'e.entity_id', 't.entity_id')
      .select(['t.tag_id', 'e.entity_id', 'e.team_id', 'e.type', 'e.nfl_id', 'e.jersey'])
      .where('t.active', '=', 1)
      .where('e.team_id', 'in', teamIds);
    if (chunk !== undefined) query = query.where('t.tag_id', 'in', chunk);
    holders.push(...(await query.execute()));
  }
  const wearers = new Map<string, string | null>();
  if (holders.length === 0) return wearers;
  const roster = await db
    .selectFrom('players')
    .select(['player_id', 'team_id', 'nfl_id', 'jersey'])
    .where('team_id', 'in', [...new Set(holders.map((h) => h.team_id))])
    .execute();
  const linkOf = wearerLinker(
    roster.map((p) => ({
      playerId: p.player_id,
      teamId: p.team_id,
      nflId: p.nfl_id,
      jersey: p.jersey,
    })),
  );
  for (const h of holders) {
    const wearer = linkOf({
      entityId: h.entity_id,
      teamId: h.team_id,
      type: h.type,
      nflId: h.nfl_id,
      jersey: h.jersey,
    });
    // A tag two entities hold is nobody's until Entities clears the duplicate.
    const earlier = wearers.get(h.tag_id);
    wearers.set(h.tag_id, earlier === undefined || earlier === wearer ? wearer : null);
  }
  return wearers;
}

/** The tags each player or ball of a team wears now, for a simulated engine. */
export async function tagsWornBy(db: Reader, teamId: string): Promise<Map<string, string[]>> {
  const worn = new Map<string, string[]>();
  for (const [tagId, wearer] of await tagWearers(db, [teamId])) {
    if (wearer !== null) worn.set(wearer, [...(worn.get(wearer) ?? []), tagId].sort());
  }
  return worn;
}

/** A batch with its tags given to their wearers. */
export interface ResolvedBatch {
  readonly tracks: readonly TrackColumns[];
  /** Tag ids whose positions were kept as the raw tag's: no wearer, or two. */
  readonly unresolved: readonly string[];
}

/**
 * Gives a validated batch's tag tracks (those whose ids are in `tagged`, `tag-{id}` since
 * validation) to their wearers among `teamIds`' entities, and makes one track of each wearer's
 * tags (an entity sent by its id and by a tag is one wearer too). Tracks sent by entity id are
 * kept as sent, whatever their id.
 */
export async function resolveTags(
  db: Reader,
  teamIds: readonly string[],
  tracks: readonly TrackColumns[],
  tagged: ReadonlySet<string>,
): Promise<ResolvedBatch> {
  const tagOf = (t: TrackColumns): string | null =>
    tagged.has(t.entityId) ? tagIdOfRaw(t.entityId) : null;
  const tagIds = tracks.flatMap((t) => tagOf(t) ?? []);
  if (tagIds.length === 0) return { tracks, unresolved: [] };
  const wearers = await tagWearers(db, teamIds, tagIds);
  const unresolved: string[] = [];
  const byWearer = new Map<string, TrackColumns[]>();
  for (const track of tracks) {
    const tag = tagOf(track);
    const wearer = tag === null ? track.entityId : (wearers.get(tag) ?? null);
    if (tag !== null && wearer === null) unresolved.push(tag);
    const id = wearer ?? track.entityId;
    byWearer.set(id, [...(byWearer.get(id) ?? []), track]);
  }
  const resolved = [...byWearer].map(([id, parts]) => {
    const [only] = parts;
    if (parts.length !== 1 || only === undefined) return fuseTracks(id, parts);
    return only.entityId === id ? only : { ...only, entityId: id };
  });
  return { tracks: resolved, unresolved };
}
