import { describe, expect, it } from 'vitest';
import { canSaveEntity, entityProblem, type EntityRecord } from '../../../../domain';
import {
  NEW_ENTITY,
  NEW_TAG,
  addBody,
  draftOf,
  editBody,
  entityInput,
  parseOffset,
  withTagName,
  withType,
  type EntityDraft,
} from './entityDraft';
import { filterEntities } from './entitiesView';

const player: EntityDraft = {
  ...NEW_ENTITY,
  group: 'Pad Set 1',
  firstName: 'Ada',
  lastName: 'Lane',
  position: 'WR',
  nflId: '4001',
  jersey: '#12.',
  tags: [NEW_TAG],
};

describe('the entity modal draft', () => {
  it('fills in a player tag’s group and offset from its name, and not another type’s', () => {
    const left = withTagName(player, 0, 'PS1 Left');
    expect(left.tags[0]).toMatchObject({ name: 'PS1 Left', group: 'Pad Set 1', offset: '0.5,0,0' });
    expect(withTagName(player, 0, 'HP2 Right').tags[0]).toMatchObject({
      group: 'Home Prac Jers 2',
      offset: '-0.5,0,0',
    });
    expect(withTagName(player, 0, 'TS1 Center').tags[0]?.offset).toBe('0,0,0');
    // An unknown name keeps what was typed.
    const typed = withTagName({ ...left }, 0, 'Spare');
    expect(typed.tags[0]).toMatchObject({ name: 'Spare', group: 'Pad Set 1', offset: '0.5,0,0' });
    const ball = withTagName({ ...player, type: 'ball' }, 0, 'PS1 Left');
    expect(ball.tags[0]).toMatchObject({ group: '', offset: '' });
  });

  it('starts a tag set Active', () => {
    expect(withType({ ...NEW_ENTITY, status: 'Inactive' }, 'tagSet').status).toBe('Active');
    expect(withType({ ...NEW_ENTITY, status: 'Inactive' }, 'ball').status).toBe('Inactive');
  });

  it('reads an offset as three numbers or not at all', () => {
    expect(parseOffset('0.5, 0,0')).toEqual([0.5, 0, 0]);
    expect(parseOffset('-0.5,0,0')).toEqual([-0.5, 0, 0]);
    expect(parseOffset('1,2')).toBeUndefined();
    expect(parseOffset('1,,2')).toBeUndefined();
    expect(parseOffset('a,0,0')).toBeUndefined();
  });

  it('may save only what the server’s rules take, naming the first problem', () => {
    const tagged = withTagName({ ...player, tags: [{ ...NEW_TAG, id: 'A1' }] }, 0, 'PS1 Left');
    const input = entityInput(tagged, '3700');
    expect(canSaveEntity(input, { dataOps: false })).toBe(true);
    expect(entityProblem(input, { dataOps: false, league: 'nfl' })).toBeNull();

    const repeated = {
      ...tagged,
      tags: [...tagged.tags, { ...(tagged.tags[0] ?? NEW_TAG), id: 'a1' }],
    };
    expect(canSaveEntity(entityInput(repeated, '3700'), { dataOps: false })).toBe(false);
    expect(entityProblem(entityInput(repeated, '3700'), { dataOps: false })).toEqual({
      field: 'tags.0.id',
      message: 'TAG ID REPEATED',
    });
    const badOffset = { ...tagged, tags: [{ ...(tagged.tags[0] ?? NEW_TAG), offset: '0.5,0' }] };
    expect(entityProblem(entityInput(badOffset, '3700'), { dataOps: false })).toEqual({
      field: 'tags.0.offset',
      message: 'three numbers',
    });
    // NFL ID is required in the pro league, not in college.
    const noNflId = entityInput({ ...tagged, nflId: '' }, '3700');
    expect(entityProblem(noNflId, { dataOps: false, league: 'nfl' })?.field).toBe('nflId');
    expect(entityProblem(noNflId, { dataOps: false, league: 'ncaa-fbs' })).toBeNull();
  });

  it('sends type and model only when adding, every offset parsed', () => {
    const draft = withTagName({ ...player, tags: [{ ...NEW_TAG, id: ' b2 ' }] }, 0, 'PS2 Right');
    expect(addBody({ ...draft, model: 'Gen2' })).toMatchObject({
      id: '',
      type: 'player',
      model: 'Gen2',
      tags: [{ id: 'b2', name: 'PS2 Right', group: 'Pad Set 2', offset: [-0.5, 0, 0] }],
    });
    const edit = editBody(draft);
    expect(edit).not.toHaveProperty('type');
    expect(edit).not.toHaveProperty('model');
    expect(edit.tags?.[0]?.offset).toEqual([-0.5, 0, 0]);
  });

  it('round-trips a stored record', () => {
    const record: EntityRecord = {
      id: '900001',
      teamId: '3700',
      type: 'player',
      model: '',
      name: 'Ada Lane',
      namespacedId: '',
      group: 'Pad Set 1',
      firstName: 'Ada',
      lastName: 'Lane',
      position: 'WR',
      positionGroup: 'WR',
      status: 'Active',
      nflId: '4001',
      jersey: '12',
      tags: [{ id: 'A1', name: 'PS1 Left', group: 'Pad Set 1', offset: [0.5, 0, 0], active: true }],
      updatedBy: 'dataops@dev.test',
      updatedMs: 0,
    };
    const draft = draftOf(record);
    expect(draft.tags[0]?.offset).toBe('0.5,0,0');
    expect(editBody(draft)).toMatchObject({ name: 'Ada Lane', tags: [{ offset: [0.5, 0, 0] }] });
  });
});

describe('the entities filter', () => {
  const entity = (name: string, jersey: string, tags: string[]): EntityRecord => ({
    id: name,
    teamId: '3700',
    type: 'player',
    model: '',
    name,
    namespacedId: '',
    group: '',
    firstName: '',
    lastName: '',
    position: 'WR',
    positionGroup: 'WR',
    status: 'Active',
    nflId: '',
    jersey,
    tags: tags.map((id) => ({ id, name: '', group: '', offset: [0, 0, 0], active: true })),
    updatedBy: '',
    updatedMs: 0,
  });
  const rows = [entity('Ada Lane', '12', ['A1']), entity('Bo Fox', '7', ['B2'])];

  it('keeps rows whose name, jersey, position or tag matches, case-insensitively', () => {
    expect(filterEntities(rows, 'ada').map((e) => e.name)).toEqual(['Ada Lane']);
    expect(filterEntities(rows, '^7$').map((e) => e.name)).toEqual(['Bo Fox']);
    expect(filterEntities(rows, 'b2').map((e) => e.name)).toEqual(['Bo Fox']);
    expect(filterEntities(rows, ' ')).toHaveLength(2);
    // A broken pattern is read as text.
    expect(filterEntities(rows, '(')).toEqual([]);
  });
});
