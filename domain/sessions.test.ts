import { describe, expect, it } from 'vitest';
import type { RoleUser } from './roles';
import {
  buildPracticePayload,
  isProcessing,
  isSingleTeamHeader,
  isWin,
  playerPageEvent,
  teamPageEvent,
} from './sessions';

const staff: RoleUser = {
  insightRole: 'user',
  teamRole: '',
  sbRole: 'write',
  league: 'nfl',
  teamId: '1050',
  permissions: ['league.*.teamId.*.w'],
};

describe('practice creation payload (01 §3.6)', () => {
  it('joins intensities and period types and leaves out empty period types', () => {
    const payload = buildPracticePayload({
      description: ' Walk ',
      periods: [
        { drillType: 'Stretch', periodTypes: [] },
        { drillType: 'Team', periodTypes: ['7on7', '9on7'] },
      ],
      intensities: ['Low', 'Padded'],
      league: 'nfl',
      name: ' Tuesday ',
      profileName: 'Standard',
      fieldType: 'Outdoor',
      siteId: -1,
      siteName: 'Main',
      startMs: 1_700_000_000_000,
      teamId: '1050',
    });
    expect(payload).toEqual({
      description: 'Walk',
      drills: [{ drillType: 'Stretch' }, { drillType: 'Team', periodType: '7on7,9on7' }],
      extraData: {},
      intensity: 'Low,Padded',
      league: 'nfl',
      name: 'Tuesday',
      profileName: 'Standard',
      rooftype: 'Outdoor',
      siteId: -1,
      siteName: 'Main',
      start: 1_700_000_000_000,
      teamId: '1050',
      type: 'practice',
    });
  });
});

describe('session rules', () => {
  it('counts a win only above the opponent', () => {
    expect(isWin(24, 17)).toBe(true);
    expect(isWin(17, 17)).toBe(false);
  });

  it('simplifies the header for the college squads', () => {
    expect(isSingleTeamHeader('194')).toBe(true);
    expect(isSingleTeamHeader('19410')).toBe(true);
    expect(isSingleTeamHeader('1050')).toBe(false);
  });

  it('opens player and team pages on practices only where practices are visible', () => {
    expect(playerPageEvent(staff, '1050')).toBe('practices');
    expect(playerPageEvent(staff, '3800')).toBe('games');
    const customer = { ...staff, sbRole: 'default' as const, teamRole: 'Customer', teamId: '3800' };
    expect(playerPageEvent(customer, '3800')).toBe('practices');
    expect(playerPageEvent(customer, '1050')).toBe('games');
    expect(teamPageEvent(staff, '1050')).toBe('practices');
    expect(teamPageEvent(staff, '3800')).toBe('games');
    expect(teamPageEvent({ ...staff, insightRole: 'admin' }, '3800')).toBe('practices');
  });

  it('counts a practice as processing while INPROGRESS or for 3 minutes after its end', () => {
    const now = 1_000_000;
    expect(isProcessing({ type: 'complete', status: 'INPROGRESS' }, now)).toBe(true);
    expect(
      isProcessing({ type: 'complete', status: 'COMPLETE', endTime: now - 179_000 }, now),
    ).toBe(true);
    expect(
      isProcessing({ type: 'complete', status: 'COMPLETE', endTime: now - 181_000 }, now),
    ).toBe(false);
    expect(isProcessing({ type: 'live', status: 'INPROGRESS' }, now)).toBe(false);
  });
});
