/**
 * Authorization of topics with the shared rules of `domain/`: the same predicates the
 * REST routes use, so a user never receives another team's data whatever name it sends.
 */
import { canSeeTeamData, hasAllTeams } from '../../../domain';
import type { Topic } from '../../../proto';
import { UpstreamError, type DataaccessClient } from '../upstream/dataaccess-client';
import type { SessionUser } from './users';

interface SessionTeam {
  teamId: string;
  type: string;
}

/**
 * Looks up which team a session belongs to, cached (a session never changes team), and
 * which team a player is on (not cached: players change teams).
 */
export class SessionTeams {
  private readonly cache = new Map<string, SessionTeam | null>();

  constructor(private readonly upstream: DataaccessClient) {}

  /** The team and kind of a practice or game, or null when it does not exist. */
  async of(sessionId: string): Promise<SessionTeam | null> {
    if (this.cache.has(sessionId)) return this.cache.get(sessionId) ?? null;
    let found: SessionTeam | null = null;
    try {
      const answer = await this.upstream.get<SessionTeam>(
        `schedule/gameid/${encodeURIComponent(sessionId)}`,
        'system',
      );
      found = answer.results[0] ?? null;
    } catch {
      found = null;
    }
    if (found) this.cache.set(sessionId, found);
    return found;
  }

  /** The team a player is on, or null when there is no such player. */
  async teamOfPlayer(playerId: string): Promise<string | null> {
    try {
      const answer = await this.upstream.get<{ teamId: string }>(
        `player/${encodeURIComponent(playerId)}`,
        'system',
      );
      return answer.results[0]?.teamId ?? null;
    } catch (error) {
      if (error instanceof UpstreamError && error.httpStatus === 404) return null;
      throw error;
    }
  }
}

/** Whether `user` may receive `topic`. */
export async function mayReceive(
  user: SessionUser,
  topic: Topic,
  sessions: SessionTeams,
): Promise<boolean> {
  switch (topic.kind) {
    case 'schedule':
    case 'alerts':
    case 'processing':
      return topic.teamId === '*'
        ? hasAllTeams(user)
        : canSeeTeamData(user, topic.teamId, 'practice');
    case 'practiceLive':
    case 'practiceTracks': {
      const session = await sessions.of(topic.practiceId);
      if (session === null) return false;
      return canSeeTeamData(user, session.teamId, session.type === 'game' ? 'game' : 'practice');
    }
    case 'monitor':
    case 'dataops':
      return hasAllTeams(user);
  }
}
