/**
 * The edit mode of the entities modal (03 §2, §9 Entities): which rows may be given to a
 * roster player, the choices that differ from what is stored, and the body of
 * `PUT datasets/{datasetId}/entities` that saves them.
 */
import { formatJersey } from '../../../../domain';

/** A row of the modal as edit mode reads it. */
export interface AssignableEntity {
  readonly entityId: string;
  readonly kind: 'player' | 'ball' | 'unknown';
}

/** A roster player an entity's positions may go to. */
export interface RosterChoice {
  readonly id: string;
  readonly name: string;
  readonly jersey: string;
}

/** One entity's positions to become a player's, as the server takes it. */
export interface Assignment {
  readonly entityId: string;
  readonly playerId: string;
}

/** Players and raw tags may be given to a player; a ball's positions stay the ball's. */
export const isAssignable = (entity: AssignableEntity): boolean => entity.kind !== 'ball';

/** The assignments chosen (entity id → player id), leaving out a row given to itself. */
export function changedAssignments(chosen: ReadonlyMap<string, string>): Assignment[] {
  return [...chosen]
    .filter(([entityId, playerId]) => playerId !== '' && playerId !== entityId)
    .map(([entityId, playerId]) => ({ entityId, playerId }));
}

/** A roster player as a choice reads: '#12 Jordan Reyes' (the name alone without a number). */
export const rosterLabel = (player: RosterChoice): string =>
  player.jersey === '' ? player.name : `#${formatJersey(player.jersey)} ${player.name}`;

/** The roster by jersey number (numbers first, as numbers), then by name. */
export function rosterOrder(players: readonly RosterChoice[]): RosterChoice[] {
  const number = (p: RosterChoice) => {
    const n = Number.parseInt(p.jersey, 10);
    return Number.isNaN(n) ? Infinity : n;
  };
  return [...players].sort((a, b) => number(a) - number(b) || a.name.localeCompare(b.name));
}
