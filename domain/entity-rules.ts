/**
 * Entity and tag rules (03 §4, §5, §9): tag names with their groups and offsets,
 * repeated tag ids inside one entity, duplicate tags across entities, and when the
 * entity modal may save.
 */
import {
  MSG_TAG_ID_REPEATED,
  MSG_TAG_USED_MORE_THAN_TWICE,
  msgTagRepeated,
  msgTagSharedByTwo,
} from './messages';
import { isCollegeLeague } from './options';
import type { EntityRecordType } from './status';

/** A tag's offset from the body point it is worn on, yards (x, y, z). */
export type TagOffset = readonly [number, number, number];

/** Offsets by the side a tag is worn on: left 0.5,0,0; right -0.5,0,0; center 0,0,0. */
export const TAG_OFFSETS: Readonly<Record<'left' | 'right' | 'center', TagOffset>> = {
  left: [0.5, 0, 0],
  right: [-0.5, 0, 0],
  center: [0, 0, 0],
};

/** Tag groups by tag name prefix (03 §9). */
export const TAG_GROUPS: Readonly<Record<string, string>> = {
  HP1: 'Home Prac Jers 1',
  HP2: 'Home Prac Jers 2',
  AP1: 'Away Prac Jers 1',
  AP2: 'Away Prac Jers 2',
  C1: 'Compression 1',
  C2: 'Compression 2',
  AS1: 'Alt Pad Set 1',
  PS1: 'Pad Set 1',
  PS2: 'Pad Set 2',
  PS3: 'Pad Set 3',
  TS1: 'Tag Set 1',
};

/** Shoulder tag name prefixes for pro games. */
export const GAME_TAG_PREFIXES = ['HP1', 'HP2', 'AP1', 'AP2', 'C1', 'C2', 'AS1'] as const;
/** Tag name prefixes for practices. */
export const PRACTICE_TAG_PREFIXES = ['PS1', 'PS2', 'PS3'] as const;
/** The sides a tag is worn on, as written in tag names. */
export const TAG_SIDES = ['Left', 'Right', 'Center'] as const;

/** Every tag name of a set of prefixes: 'HP1 Left', 'HP1 Right', 'HP1 Center', … */
export function tagNames(prefixes: readonly string[]): string[] {
  return prefixes.flatMap((prefix) => TAG_SIDES.map((side) => `${prefix} ${side}`));
}

/**
 * Group and offset filled in from a player tag's name (03 §4), e.g. 'HP1 Left' gives
 * 'Home Prac Jers 1' and 0.5,0,0; undefined parts for names it does not recognise.
 */
export function tagAutoFill(name: string): { group?: string; offset?: TagOffset } {
  const [prefix = '', side = ''] = name.trim().split(/\s+/);
  const group = TAG_GROUPS[prefix.toUpperCase()];
  const offset = TAG_OFFSETS[side.toLowerCase() as keyof typeof TAG_OFFSETS] as
    TagOffset | undefined;
  return {
    ...(group === undefined ? {} : { group }),
    ...(offset === undefined ? {} : { offset }),
  };
}

/** Whether a tag id passes the id check: 1 to 16 hexadecimal digits. */
export function isValidTagId(id: string): boolean {
  return /^[0-9A-Fa-f]{1,16}$/.test(id);
}

/** A tag of an entity as edited. */
export interface TagInput {
  readonly id: string;
  readonly name: string;
  readonly group: string;
  readonly offset: readonly number[] | undefined;
}

/** Tag ids used more than once among one entity's tags (compared case-insensitively). */
export function repeatedTagIds(tags: readonly Pick<TagInput, 'id'>[]): Set<string> {
  const seen = new Map<string, number>();
  for (const { id } of tags) {
    const key = id.trim().toUpperCase();
    if (key !== '') seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, count]) => count > 1).map(([key]) => key));
}

/** The title of a tag id input: 'TAG ID REPEATED' when the entity repeats it, else null. */
export function tagIdTitle(id: string, tags: readonly Pick<TagInput, 'id'>[]): string | null {
  return repeatedTagIds(tags).has(id.trim().toUpperCase()) ? MSG_TAG_ID_REPEATED : null;
}

/** One duplicate-tag alert of the Entities drawer. */
export interface DuplicateTagAlert {
  readonly tagId: string;
  readonly entityNames: readonly string[];
  readonly message: string;
  /** Set when the tag is used more than twice. */
  readonly detail: string | null;
}

/** More uses than this make a tag "repeated multiple times" (03 §9). */
export const DUPLICATE_TAG_LIMIT = 2;

/**
 * Duplicate-tag alerts across entities (03 §5): a tag id used by two entities gives a
 * warning naming both; used by more than two, 'Tag {id} was repeated multiple times'.
 */
export function duplicateTagAlerts(
  entities: readonly { readonly name: string; readonly tags: readonly { readonly id: string }[] }[],
): DuplicateTagAlert[] {
  const users = new Map<string, string[]>();
  for (const entity of entities) {
    for (const tagId of new Set(
      entity.tags.map((tag) => tag.id.trim()).filter((id) => id !== ''),
    )) {
      users.set(tagId, [...(users.get(tagId) ?? []), entity.name]);
    }
  }
  return [...users]
    .filter(([, names]) => names.length > 1)
    .map(([tagId, names]) =>
      names.length > DUPLICATE_TAG_LIMIT
        ? {
            tagId,
            entityNames: names,
            message: msgTagRepeated(tagId),
            detail: MSG_TAG_USED_MORE_THAN_TWICE,
          }
        : {
            tagId,
            entityNames: names,
            message: msgTagSharedByTwo(tagId, names[0] ?? '', names[1] ?? ''),
            detail: null,
          },
    );
}

/** The entity modal's fields that the save rule reads (03 §3, §5). */
export interface EntityInput {
  readonly type: EntityRecordType;
  readonly id: string;
  readonly name: string;
  readonly namespacedId: string;
  readonly teamId: string;
  readonly group: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly position: string;
  readonly status: string;
  readonly nflId: string;
  readonly tags: readonly TagInput[];
}

const filled = (text: string): boolean => text.trim() !== '';

/** Whether the entity modal may save (03 §5); `dataOps` adds the namespaced id and id. */
export function canSaveEntity(
  entity: EntityInput,
  options: { readonly dataOps: boolean },
): boolean {
  if (options.dataOps && (!filled(entity.namespacedId) || !filled(entity.id))) return false;
  if (!isNumericText(entity.id) || !isNumericText(entity.nflId)) return false;
  const tagsComplete = entity.tags.every(
    (tag) => filled(tag.id) && filled(tag.name) && filled(tag.group) && tag.offset?.length === 3,
  );
  if (!tagsComplete || repeatedTagIds(entity.tags).size > 0) return false;
  switch (entity.type) {
    case 'player':
      return [
        entity.teamId,
        entity.group,
        entity.firstName,
        entity.lastName,
        entity.position,
        entity.status,
      ].every(filled);
    case 'tagSet':
      return filled(entity.name) && filled(entity.namespacedId);
    case 'official':
      return filled(entity.name) && (filled(entity.firstName) || filled(entity.position));
    case 'ball':
      return filled(entity.name);
  }
}

const isNumericText = (text: string): boolean => text === '' || /^\d+$/.test(text);

/** NFL ID is not required in college leagues (03 §5). */
export function isNflIdRequired(league: string): boolean {
  return !isCollegeLeague(league);
}

/** A new tag-set entity starts with status Active (03 §4). */
export const NEW_TAG_SET_STATUS = 'Active';

/** Statuses of an entity (03 §3 Entity extra_data status). */
export const ENTITY_STATUSES = ['Active', 'Inactive'] as const;
/** An entity's status. */
export type EntityStatus = (typeof ENTITY_STATUSES)[number];

/** Jersey numbers have punctuation stripped (03 §5): '#12.' gives '12'. */
export function cleanJersey(jersey: string): string {
  return jersey.replace(/[\p{P}\p{S}]/gu, '').trim();
}

/** A leading single space is ignored in text fields (03 §5). */
export function cleanText(text: string): string {
  return text.startsWith(' ') ? text.slice(1) : text;
}

/** Why an entity may not be saved, naming the field; null when it may (03 §5, server and form). */
export function entityProblem(
  entity: EntityInput,
  options: { readonly dataOps: boolean; readonly league?: string },
): { readonly field: string; readonly message: string } | null {
  if (!isNumericText(entity.id)) return { field: 'id', message: 'numeric or empty' };
  if (!isNumericText(entity.nflId)) return { field: 'nflId', message: 'numeric or empty' };
  if (
    entity.type === 'player' &&
    options.league !== undefined &&
    isNflIdRequired(options.league) &&
    !filled(entity.nflId)
  )
    return { field: 'nflId', message: 'required outside college leagues' };
  const repeated = repeatedTagIds(entity.tags);
  for (const [i, tag] of entity.tags.entries()) {
    if (!filled(tag.id)) return { field: `tags.${i}.id`, message: 'required' };
    if (!isValidTagId(tag.id.trim()))
      return { field: `tags.${i}.id`, message: 'an invalid tag id (1 to 16 hex digits)' };
    if (repeated.has(tag.id.trim().toUpperCase()))
      return { field: `tags.${i}.id`, message: MSG_TAG_ID_REPEATED };
    if (!filled(tag.name)) return { field: `tags.${i}.name`, message: 'required' };
    if (!filled(tag.group)) return { field: `tags.${i}.group`, message: 'required' };
    if (tag.offset?.length !== 3) return { field: `tags.${i}.offset`, message: 'three numbers' };
  }
  const required = (fields: readonly (keyof EntityInput)[]) => {
    const missing = fields.find((f) => {
      const value = entity[f];
      return typeof value === 'string' && !filled(value);
    });
    return missing === undefined ? null : { field: missing, message: 'required' };
  };
  if (options.dataOps) {
    const missing = required(['namespacedId', 'id']);
    if (missing !== null) return missing;
  }
  switch (entity.type) {
    case 'player':
      return required(['teamId', 'group', 'firstName', 'lastName', 'position', 'status']);
    case 'tagSet':
      return required(['name', 'namespacedId']);
    case 'official':
      return (
        required(['name']) ??
        (filled(entity.firstName) || filled(entity.position)
          ? null
          : { field: 'firstName', message: 'a first name or a position' })
      );
    case 'ball':
      return required(['name']);
  }
}
