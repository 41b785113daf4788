import { describe, expect, it } from 'vitest';
import { paths } from '../../../../domain';
import type { SessionMeta } from '../../data/sessionMeta';
import { sessionRedirect, type AddressedSession } from './sessionAddresses';

const meta = (fields: Partial<SessionMeta> = {}): SessionMeta => ({
  _id: 'g1',
  name: 'DAL @ PHI',
  type: 'game',
  status: 'complete',
  teamId: '1',
  homeTeamId: '1',
  visitorTeamId: '2',
  league: 'nfl',
  startTime: 0,
  ...fields,
});

const game = (changes: Partial<AddressedSession>): AddressedSession => ({
  kind: 'game',
  id: 'g1',
  teamId: '1',
  view: 'expanded',
  metric: undefined,
  meta: meta(),
  stage: 'complete',
  noNumbers: false,
  ...changes,
});

describe('sessionRedirect', () => {
  it("keeps a game's either side in its expanded view", () => {
    expect(sessionRedirect(game({}))).toBeNull();
    expect(sessionRedirect(game({ teamId: '2' }))).toBeNull();
  });

  it('sends a side that is neither team to the home side, and the condensed view to the expanded', () => {
    expect(sessionRedirect(game({ teamId: '3' }))).toBe(paths.gamePerformance('g1', '1'));
    expect(sessionRedirect(game({ teamId: '2', view: 'condensed' }))).toBe(
      paths.gamePerformance('g1', '2'),
    );
  });

  it('sends a game without data to the games', () => {
    expect(sessionRedirect(game({ noNumbers: true }))).toBe(paths.games());
  });

  it("shows a practice not complete in its condensed view, except one metric's by-period view", () => {
    const practice = game({ kind: 'practice', meta: meta({ type: 'live' }), stage: 'live' });
    expect(sessionRedirect(practice)).toBe(paths.practicePerformance('g1', 'condensed'));
    expect(sessionRedirect({ ...practice, view: 'condensed' })).toBeNull();
    expect(sessionRedirect({ ...practice, metric: 'totalDistYds' })).toBeNull();
    expect(sessionRedirect({ ...practice, stage: 'complete' })).toBeNull();
  });
});
