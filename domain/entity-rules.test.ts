import { describe, expect, it } from 'vitest';
import {
  canSaveEntity,
  duplicateTagAlerts,
  isNflIdRequired,
  isValidTagId,
  repeatedTagIds,
  tagAutoFill,
  tagIdTitle,
  tagNames,
  GAME_TAG_PREFIXES,
  type EntityInput,
} from './entity-rules';

describe('tags (03 §4, §5, §9)', () => {
  it('fills group and offset from the tag name', () => {
    expect(tagAutoFill('HP1 Left')).toEqual({ group: 'Home Prac Jers 1', offset: [0.5, 0, 0] });
    expect(tagAutoFill('ps3 right')).toEqual({ group: 'Pad Set 3', offset: [-0.5, 0, 0] });
    expect(tagAutoFill('C2 Center')).toEqual({ group: 'Compression 2', offset: [0, 0, 0] });
    expect(tagAutoFill('mystery')).toEqual({});
  });

  it('names every game tag on each side', () => {
    expect(tagNames(GAME_TAG_PREFIXES)).toHaveLength(21);
    expect(tagNames(['PS1'])).toEqual(['PS1 Left', 'PS1 Right', 'PS1 Center']);
  });

  it('marks a tag id repeated inside one entity', () => {
    const tags = [{ id: '00ab' }, { id: '00AB' }, { id: '00ac' }];
    expect([...repeatedTagIds(tags)]).toEqual(['00AB']);
    expect(tagIdTitle('00ab', tags)).toBe('TAG ID REPEATED');
    expect(tagIdTitle('00ac', tags)).toBeNull();
  });

  it('checks tag ids', () => {
    expect(isValidTagId('00A1F3')).toBe(true);
    expect(isValidTagId('zz')).toBe(false);
    expect(isValidTagId('')).toBe(false);
  });
});

describe('duplicate tag alerts across entities (03 §5)', () => {
  const entity = (name: string, ...ids: string[]) => ({ name, tags: ids.map((id) => ({ id })) });

  it('names both entities for a tag used twice', () => {
    const alerts = duplicateTagAlerts([
      entity('Smith', 'A1'),
      entity('Jones', 'A1'),
      entity('Ball', 'B2'),
    ]);
    expect(alerts).toEqual([
      {
        tagId: 'A1',
        entityNames: ['Smith', 'Jones'],
        message: 'Tag A1 is used by both Smith and Jones',
        detail: null,
      },
    ]);
  });

  it('reports a tag used more than twice as repeated multiple times', () => {
    const alerts = duplicateTagAlerts([entity('A', 'T9'), entity('B', 'T9'), entity('C', 'T9')]);
    expect(alerts[0]?.message).toBe('Tag T9 was repeated multiple times');
    expect(alerts[0]?.detail).toBe('Tag is being used more than 2 times');
  });

  it('does not count a tag twice inside one entity', () => {
    expect(duplicateTagAlerts([entity('A', 'T1', 'T1'), entity('B', 'T2')])).toEqual([]);
  });
});

describe('entity save rules (03 §5)', () => {
  const player: EntityInput = {
    type: 'player',
    id: '',
    name: 'J. Smith',
    namespacedId: 'nfl-1050-12',
    teamId: '1050',
    group: 'Home Prac Jers 1',
    firstName: 'Jay',
    lastName: 'Smith',
    position: 'WR',
    status: 'ACT',
    nflId: '',
    tags: [{ id: '00A1', name: 'HP1 Left', group: 'Home Prac Jers 1', offset: [0.5, 0, 0] }],
  };

  it('needs the player fields, complete tags and numeric ids', () => {
    expect(canSaveEntity(player, { dataOps: false })).toBe(true);
    expect(canSaveEntity({ ...player, lastName: '' }, { dataOps: false })).toBe(false);
    expect(canSaveEntity({ ...player, nflId: '12a' }, { dataOps: false })).toBe(false);
    expect(
      canSaveEntity(
        { ...player, tags: [{ id: '00A1', name: 'HP1 Left', group: '', offset: [0.5, 0, 0] }] },
        { dataOps: false },
      ),
    ).toBe(false);
  });

  it('needs the namespaced id and id in data ops', () => {
    expect(canSaveEntity(player, { dataOps: true })).toBe(false);
    expect(canSaveEntity({ ...player, id: '77' }, { dataOps: true })).toBe(true);
  });

  it('applies the other types rules', () => {
    const blank = { ...player, firstName: '', lastName: '', position: '', teamId: '', group: '' };
    expect(canSaveEntity({ ...blank, type: 'tagSet' }, { dataOps: false })).toBe(true);
    expect(canSaveEntity({ ...blank, type: 'tagSet', namespacedId: '' }, { dataOps: false })).toBe(
      false,
    );
    expect(canSaveEntity({ ...blank, type: 'official' }, { dataOps: false })).toBe(false);
    expect(
      canSaveEntity({ ...blank, type: 'official', position: 'Referee' }, { dataOps: false }),
    ).toBe(true);
    expect(canSaveEntity({ ...blank, type: 'ball' }, { dataOps: false })).toBe(true);
  });

  it('does not require NFL ids in college leagues', () => {
    expect(isNflIdRequired('ncaa-fbs')).toBe(false);
    expect(isNflIdRequired('nfl')).toBe(true);
  });
});
