import { describe, expect, it } from 'vitest';
import { MSG_REPROCESS_ERROR, MSG_REPROCESS_QUEUED, MSG_REPROCESS_STARTED } from './messages';
import {
  REPROCESS_CODE,
  removedPlayMappings,
  removedPlaysOf,
  reprocessMessage,
  sameRemovedPlay,
} from './removed-plays';
import { canManageGame, canSeeGameManager, type RoleUser } from './roles';
import { canManageGameOf } from './team-access';
import { nflIdError, playIdError } from './validation';

const user = (fields: Partial<RoleUser>): RoleUser => ({
  insightRole: 'user',
  teamRole: 'TeamAdmin',
  sbRole: 'default',
  league: 'nfl',
  teamId: '3700',
  permissions: ['league.*.teamId.*.w'],
  ...fields,
});

describe('removed plays as the calls carry them (03 §3, §7)', () => {
  it('reads and writes single-entry mappings, a play id repeated for two players', () => {
    const plays = [
      { playId: '56', nflId: '43210' },
      { playId: '56', nflId: '52431' },
    ];
    const mappings = removedPlayMappings(plays);
    expect(mappings).toEqual([{ '56': '43210' }, { '56': '52431' }]);
    expect(removedPlaysOf(mappings)).toEqual(plays);
    expect(removedPlaysOf([{ '78': 43210 }])).toEqual([{ playId: '78', nflId: '43210' }]);
    expect(
      sameRemovedPlay({ playId: '56', nflId: '43210' }, { playId: '56', nflId: '43210' }),
    ).toBe(true);
    expect(
      sameRemovedPlay({ playId: '56', nflId: '43210' }, { playId: '56', nflId: '52431' }),
    ).toBe(false);
  });

  it.each([[[{}]], [[{ '56': '1', '78': '2' }]], [['56']], [[null]], [[{ '56': true }]], [[[1]]]])(
    'refuses %j: not a mapping of one play id to one NFL id',
    (list) => {
      expect(removedPlaysOf(list)).toBeNull();
    },
  );

  it('says why an id fails in the words of its cell (03 §5)', () => {
    expect(playIdError('56')).toBeNull();
    expect(playIdError('')).toBe('Enter the play ID.');
    expect(playIdError('7')).toBe('The play ID must be longer than 1 character.');
    expect(playIdError('-5')).toBe('The play ID must be a non-negative whole number.');
    expect(playIdError('12345')).toBe('The play ID is at most 4 characters.');
    expect(nflIdError('43210')).toBeNull();
    expect(nflIdError('4321')).toBe('The NFL ID must be longer than 4 characters.');
    expect(nflIdError('4.321')).toBe('The NFL ID must be a non-negative whole number.');
    expect(nflIdError('12345678')).toBe('The NFL ID is at most 7 characters.');
  });

  it("gives each reprocess code the spec's message (03 §4, §8)", () => {
    expect(reprocessMessage(REPROCESS_CODE.started)).toBe(MSG_REPROCESS_STARTED);
    expect(reprocessMessage(REPROCESS_CODE.queued)).toBe(MSG_REPROCESS_QUEUED);
    expect(reprocessMessage(REPROCESS_CODE.error)).toBe(MSG_REPROCESS_ERROR);
  });
});

describe('who manages games (03 §2 Game Manage)', () => {
  const dataOps = user({ insightRole: 'dataops', teamId: null, sbRole: 'command-center' });
  const coach = user({ sbRole: 'write' });
  const staff = user({});
  const customer = user({ teamRole: 'Customer', teamId: '1050' });
  const game = (teamId: string, visitorTeamId = '1200') => ({
    type: 'game',
    teamId,
    visitorTeamId,
  });

  it('offers the Game Manager to staff and data operations', () => {
    expect([dataOps, coach, staff, customer].map(canSeeGameManager)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("lets the managing roles change their own team's games; the all-teams roles any", () => {
    expect([dataOps, coach, staff, customer].map(canManageGame)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(canManageGameOf(coach, game('3700'))).toBe(true);
    expect(canManageGameOf(coach, game('1200', '3700'))).toBe(true);
    expect(canManageGameOf(coach, game('1050'))).toBe(false);
    expect(canManageGameOf(dataOps, game('1050'))).toBe(true);
    expect(canManageGameOf(customer, game('1050'))).toBe(false);
    expect(canManageGameOf(dataOps, { type: 'practice', teamId: '1050' })).toBe(false);
  });
});
