/**
 * The Entities screen's data (03 §2 Entities, §7 entitiesbyteam and entities): a team's
 * records with the duplicate-tag alerts and counters the server computes, through the query
 * cache (a write forgets it, so the table reads again), a venue's entities across the teams
 * it hosts, and the writes: add, edit, and the roster conflict report.
 */
import {
  CALLS,
  rosterConflictsFile,
  type AddEntityBody,
  type EditEntityBody,
  type EntityRecord,
} from '../../../domain';
import { call } from './api';
import { fetchApiFile, saveFile } from './download';
import { useApiQuery } from './useApiQuery';

/** A team's entities (null: no team chosen, nothing read). */
export function useTeamEntities(teamId: string | null) {
  const read = useApiQuery(
    CALLS.teamEntities,
    teamId === null ? null : {},
    teamId === null ? undefined : { teamId },
    { keepRows: false },
  );
  const [row] = read.rows;
  return { ...read, data: row };
}

/**
 * The entities a venue's engine may hear (its team's and a game's visitors'), with the
 * duplicate tags across them (null: no venue chosen, nothing read).
 */
export function useSiteEntities(site: { teamId: string; siteId: string } | null) {
  const read = useApiQuery(CALLS.siteEntities, site === null ? null : {}, site ?? undefined, {
    keepRows: false,
  });
  const [row] = read.rows;
  return { ...read, data: row };
}

/** Adds an entity to a team; answers the stored record (its id made when left blank). */
export async function addEntity(teamId: string, body: AddEntityBody): Promise<EntityRecord> {
  const [stored] = await call(CALLS.addEntity, {}, { query: { teamId }, body });
  if (stored === undefined) throw new Error('the server answered no entity');
  return stored;
}

/** Changes an entity's fields. */
export async function editEntity(
  teamId: string,
  entityId: string,
  body: EditEntityBody,
): Promise<EntityRecord> {
  const [stored] = await call(CALLS.editEntity, { entityId }, { query: { teamId }, body });
  if (stored === undefined) throw new Error('the server answered no entity');
  return stored;
}

/** Downloads the team's roster conflict report (duplicate tags, shared jerseys) as CSV. */
export async function downloadRosterConflicts(teamId: string): Promise<void> {
  saveFile(
    await fetchApiFile(CALLS.rosterConflictsCsv, {}, { teamId }),
    rosterConflictsFile(teamId),
  );
}
