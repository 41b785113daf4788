/** What the Entities screen shows of a team's entities: the rows its filter keeps. */
import { searchPattern, type EntityRecord } from '../../../../domain';

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
