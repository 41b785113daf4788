/**
 * The entity modal's draft (03 §4 Profiles and entities, §5 Entities): what the form edits,
 * made from a record or new, the tag name that fills in its group and offset on a player, and
 * the bodies of POST entities and PUT entities/{id}. Whether it may save and why not are the
 * rules the server runs too (`canSaveEntity`, `entityProblem` of domain/entity-rules.ts).
 */
import {
  NEW_TAG_SET_STATUS,
  tagAutoFill,
  type AddEntityBody,
  type EditEntityBody,
  type EntityInput,
  type EntityRecord,
  type EntityRecordType,
  type EntityStatus,
} from '../../../../domain';

/** A tag as the form edits it: the offset as typed ('0.5,0,0'). */
export interface TagDraft {
  readonly id: string;
  readonly name: string;
  readonly group: string;
  readonly offset: string;
  readonly active: boolean;
}

/** The modal's fields. */
export interface EntityDraft {
  readonly type: EntityRecordType;
  readonly model: string;
  readonly id: string;
  readonly name: string;
  readonly namespacedId: string;
  readonly group: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly position: string;
  readonly status: EntityStatus;
  readonly nflId: string;
  readonly jersey: string;
  readonly tags: readonly TagDraft[];
}

/** An offset as the form shows it. */
export const offsetText = (offset: readonly number[]): string => offset.join(',');

/** The three numbers of a typed offset ('0.5, 0, 0'), or undefined when it is not three numbers. */
export function parseOffset(text: string): [number, number, number] | undefined {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 3 || parts.some((p) => p === '' || !Number.isFinite(Number(p))))
    return undefined;
  const [x = 0, y = 0, z = 0] = parts.map(Number);
  return [x, y, z];
}

/** A new entity: a player, Active. */
export const NEW_ENTITY: EntityDraft = {
  type: 'player',
  model: '',
  id: '',
  name: '',
  namespacedId: '',
  group: '',
  firstName: '',
  lastName: '',
  position: '',
  status: 'Active',
  nflId: '',
  jersey: '',
  tags: [],
};

/** An empty tag row. */
export const NEW_TAG: TagDraft = { id: '', name: '', group: '', offset: '', active: true };

/** The draft of a stored record. */
export function draftOf(record: EntityRecord): EntityDraft {
  return {
    type: record.type,
    model: record.model,
    id: record.id,
    name: record.name,
    namespacedId: record.namespacedId,
    group: record.group,
    firstName: record.firstName,
    lastName: record.lastName,
    position: record.position,
    status: record.status,
    nflId: record.nflId,
    jersey: record.jersey,
    tags: record.tags.map((t) => ({
      id: t.id,
      name: t.name,
      group: t.group,
      offset: offsetText(t.offset),
      active: t.active,
    })),
  };
}

/** A new entity's type chosen: a tag set starts Active (03 §4). */
export function withType(draft: EntityDraft, type: EntityRecordType): EntityDraft {
  return { ...draft, type, ...(type === 'tagSet' ? { status: NEW_TAG_SET_STATUS } : {}) };
}

/**
 * A tag renamed: on a player, a name the product knows ('PS1 Left') fills in its group
 * ('Pad Set 1') and offset (left 0.5,0,0; right -0.5,0,0; center 0,0,0), as 03 §4 says.
 */
export function withTagName(draft: EntityDraft, index: number, name: string): EntityDraft {
  const fill = draft.type === 'player' ? tagAutoFill(name) : {};
  return withTag(draft, index, {
    name,
    ...(fill.group === undefined ? {} : { group: fill.group }),
    ...(fill.offset === undefined ? {} : { offset: offsetText(fill.offset) }),
  });
}

/** One tag's fields changed. */
export function withTag(draft: EntityDraft, index: number, change: Partial<TagDraft>): EntityDraft {
  return { ...draft, tags: draft.tags.map((t, i) => (i === index ? { ...t, ...change } : t)) };
}

/** What the save rules read of a draft of team `teamId`. */
export function entityInput(draft: EntityDraft, teamId: string): EntityInput {
  return {
    type: draft.type,
    id: draft.id,
    name: draft.name,
    namespacedId: draft.namespacedId,
    teamId,
    group: draft.group,
    firstName: draft.firstName,
    lastName: draft.lastName,
    position: draft.position,
    status: draft.status,
    nflId: draft.nflId,
    tags: draft.tags.map((t) => ({
      id: t.id,
      name: t.name,
      group: t.group,
      offset: parseOffset(t.offset),
    })),
  };
}

/** The editable fields as sent: every tag's offset parsed (the save rule saw them all parse). */
function fieldsOf(draft: EntityDraft) {
  return {
    name: draft.name,
    namespacedId: draft.namespacedId,
    group: draft.group,
    firstName: draft.firstName,
    lastName: draft.lastName,
    position: draft.position,
    status: draft.status,
    nflId: draft.nflId,
    jersey: draft.jersey,
    tags: draft.tags.map((t) => ({
      id: t.id.trim(),
      name: t.name,
      group: t.group,
      offset: parseOffset(t.offset) ?? [0, 0, 0],
      active: t.active,
    })),
  };
}

/** POST entities: type and model only here; a blank id is the server's to make. */
export const addBody = (draft: EntityDraft): AddEntityBody => ({
  id: draft.id.trim(),
  type: draft.type,
  model: draft.model,
  ...fieldsOf(draft),
});

/** PUT entities/{id}: every editable field. */
export const editBody = (draft: EntityDraft): EditEntityBody => fieldsOf(draft);

/** The row editor's four fields (03 §4): the server derives the position group. */
export interface RowEdit {
  readonly nflId: string;
  readonly jersey: string;
  readonly status: EntityStatus;
  readonly position: string;
}

/** The row editor's fields of a record. */
export const rowEditOf = (e: EntityRecord): RowEdit => ({
  nflId: e.nflId,
  jersey: e.jersey,
  status: e.status,
  position: e.position,
});
