/**
 * Authorization of topics with the shared rules of `domain/`: the same predicates the
 * REST routes use, so a user never receives another team's data whatever name it sends.
 */
import { LRUCache } from 'lru-cache';
import {
  canAccessPage,
  canSeeSession,
  canSeeTeamData,
  hasAllTeams,
  type SessionSides,
} from '../../../domain';
import type { Topic } from '../../../proto';
import { ExpiringSet } from '../live/expiring-set';
import { UpstreamError, type DataaccessClient } from '../upstream/dataaccess-client';
import type { SessionUser } from './users';

/**
 * Sessions whose team is remembered at most, the least recently asked about forgotten first.
 * An entry is a team id, a kind and perhaps a visitor team (well under 1 KB), so this is a
 * few MB at most, while a node serves far fewer sessions at once than this (a day's practices
 * and games of every team, and the past ones their staff open): a forgotten one costs one
 * more lookup, never a wrong answer.
 */
export const MAX_KNOWN_SESSIONS = 10_000;

/** Options of {@link SessionTeams}. */
export interface SessionTeamsOptions {
  /** How long an id dataaccess does not know is answered as unknown without asking again, ms. */
  readonly unknownTtlMs?: number;
  /** Unknown ids remembered at most (the oldest is forgotten first). */
  readonly maxUnknown?: number;
  /** Sessions whose team is remembered at most (tests pass a small number). */
  readonly maxKnown?: number;
  readonly nowMs?: () => number;
}

/**
 * Looks up which team a session belongs to, cached (a session never changes team; the cache
 * keeps the {@link MAX_KNOWN_SESSIONS} asked about most recently), and
 * which team a player is on (not cached: players change teams). An id dataaccess does not know
 * is remembered as unknown for a short while, and callers asking for the same id at once share
 * one lookup, so a stream of made-up ids costs dataaccess one call per id, not one per request.
 */
export class SessionTeams {
  private readonly cache: LRUCache<string, SessionSides>;
  private readonly unknown: ExpiringSet;
  private readonly asking = new Map<string, Promise<SessionSides | null>>();

  constructor(
    private readonly upstream: DataaccessClient,
    options: SessionTeamsOptions = {},
  ) {
    this.cache = new LRUCache({ max: options.maxKnown ?? MAX_KNOWN_SESSIONS });
    // Short: an id unknown now could be a session created a moment later.
    this.unknown = new ExpiringSet(
      options.unknownTtlMs ?? 10_000,
      options.maxUnknown ?? 10_000,
      options.nowMs ?? Date.now,
    );
  }

  /** The team and kind of a practice or game, or null when it does not exist. */
  async of(sessionId: string): Promise<SessionSides | null> {
    const cached = this.cache.get(sessionId);
    if (cached) return cached;
    if (this.unknown.has(sessionId)) return null;
    let answer = this.asking.get(sessionId);
    if (answer === undefined) {
      answer = this.lookUp(sessionId).finally(() => this.asking.delete(sessionId));
      this.asking.set(sessionId, answer);
    }
    return answer;
  }

  private async lookUp(sessionId: string): Promise<SessionSides | null> {
    try {
      const answer = await this.upstream.get<SessionSides>(
        `schedule/gameid/${encodeURIComponent(sessionId)}`,
        'system',
      );
      const doc = answer.results[0];
      // Kept small: the cache holds every session asked about, not whole documents.
      const found: SessionSides | null =
        doc === undefined
          ? null
          : {
              teamId: doc.teamId,
              type: doc.type,
              ...(typeof doc.visitorTeamId === 'string'
                ? { visitorTeamId: doc.visitorTeamId }
                : {}),
            };
      if (found) this.cache.set(sessionId, found);
      else this.unknown.add(sessionId);
      return found;
    } catch (error) {
      // Only dataaccess saying "no such session" is an answer, remembered for a while; a
      // failure (down, slow) is not: the caller says so (503, 504) and the next call asks again.
      if (!(error instanceof UpstreamError && error.httpStatus === 404)) throw error;
      this.unknown.add(sessionId);
      return null;
    }
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

/**
 * Whether `user` may receive `topic`. The operations topics follow the page rule of their
 * screen (`canAccessPage`, the browser's route guard too): the Monitor's, Data Ops' and
 * Processing Status'; a team's topics also need that team.
 */
export async function mayReceive(
  user: SessionUser,
  topic: Topic,
  sessions: SessionTeams,
): Promise<boolean> {
  const teamRule = (teamId: string): boolean =>
    teamId === '*' ? hasAllTeams(user) : canSeeTeamData(user, teamId, 'practice');
  switch (topic.kind) {
    case 'schedule':
    case 'alerts':
      return teamRule(topic.teamId);
    case 'processing':
      return canAccessPage(user, 'status') && teamRule(topic.teamId);
    case 'practiceLive':
    case 'practiceTracks': {
      const session = await sessions.of(topic.practiceId);
      return session !== null && canSeeSession(user, session);
    }
    case 'monitor':
      return canAccessPage(user, 'monitor');
    case 'dataops':
      return canAccessPage(user, 'dataops');
  }
}
