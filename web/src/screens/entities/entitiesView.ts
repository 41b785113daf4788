/**
 * What the Entities screen shows of a team's entities: the rows its filter keeps, its five
 * counters, and a table no one edits (a venue's).
 */
import { searchPattern, type EntityRecord } from '../../../../domain';
import type { RowEditing } from './EntitiesTable';

/** The per-team (or per-venue) panel's counters, as 03 §2 names them. */
export const COUNTERS = [
  ['totalPlayers', 'Total Players'],
  ['actPlayers', 'ACT Players'],
  ['taggedActPlayers', 'Tagged ACT Players'],
  ['totalTags', 'Total Tags'],
  ['gameBalls', 'Game Balls'],
] as const;

/** The row editor of a table shown read only, marking the duplicate tags. */
export const readOnlyEditing = (duplicateTags: ReadonlySet<string>): RowEditing => ({
  enabled: false,
  rowId: null,
  draft: null,
  saving: false,
  start: () => undefined,
  change: () => undefined,
  save: () => undefined,
  open: () => undefined,
  duplicateTags,
});

/**
 * The entities a filter keeps: a case-insensitive pattern (03 §5, as the other filters) met by
 * the name, jersey, position, NFL ID or one of the tag ids; a lone space filters nothing.
 */
export function filterEntities(entities: readonly EntityRecord[], text: string): EntityRecord[] {
  const pattern = searchPattern(text);
  if (pattern === null) return [...entities];
  return entities.filter(
    (e) =>
      [e.name, e.jersey, e.position, e.nflId].some((v) => pattern.test(v)) ||
      e.tags.some((t) => pattern.test(t.id)),
  );
}
