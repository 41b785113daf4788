/**
 * The signed-in user as the gateway knows it: dataaccess's record plus the role derived
 * from its permissions by the shared rules. Cached briefly so sockets and polls stay cheap.
 */
import { LRUCache } from 'lru-cache';
import { deriveSbRole, type SbRole } from '../../../domain';
import type { DataaccessClient } from '../upstream/dataaccess-client';

/** The user record of 01 §3.6 with its derived role. */
export interface SessionUser {
  readonly email: string;
  readonly givenName: string;
  readonly name: string;
  readonly insightRole: string;
  readonly teamRole: string;
  readonly permissions: readonly string[];
  readonly league: string;
  readonly teamId: string | null;
  readonly teamName: string;
  readonly teamShort: string;
  readonly sbRole: SbRole;
  readonly leagues: string;
}

/** How long a looked-up user (or the answer that there is none) is used before asking again. */
export const USER_TTL_MS = 60_000;

/**
 * Users remembered at most, the least recently asked about forgotten first. A record is
 * about 1 KB, so this is a few MB at most, and more users than are signed in at one node
 * within a minute (the time to live), so it only ever drops users a minute old anyway,
 * unless something asks for made-up ones.
 */
export const MAX_USERS = 5_000;

/** Options of {@link UserDirectory}. */
export interface UserDirectoryOptions {
  /** Users remembered at most (tests pass a small number). */
  readonly maxUsers?: number;
  /** The clock of the time to live, ms; tests pass their own. */
  readonly nowMs?: () => number;
}

/** Looks users up in dataaccess, with a one-minute cache of the most recent ones. */
export class UserDirectory {
  /** A lookup's answer, boxed: lru-cache keeps no null, and "no such user" is kept too. */
  private readonly cache: LRUCache<string, { readonly user: SessionUser | null }>;
  /**
   * Lookups under way: callers asking for the same user at once (a user's live sockets
   * checked together when the cache's minute is up) share one request to dataaccess.
   */
  private readonly asking = new Map<string, Promise<SessionUser | null>>();

  constructor(
    private readonly upstream: DataaccessClient,
    options: UserDirectoryOptions = {},
  ) {
    const nowMs = options.nowMs ?? Date.now;
    this.cache = new LRUCache({
      max: options.maxUsers ?? MAX_USERS,
      ttl: USER_TTL_MS,
      perf: { now: nowMs },
      // Read the clock on every call: lru-cache otherwise keeps a reading for a while.
      ttlResolution: 0,
    });
  }

  /** The user with this email, or null when dataaccess does not know it. */
  async get(email: string): Promise<SessionUser | null> {
    const hit = this.cache.get(email);
    if (hit) return hit.user;
    let answer = this.asking.get(email);
    if (answer === undefined) {
      answer = this.lookUp(email).finally(() => this.asking.delete(email));
      this.asking.set(email, answer);
    }
    return answer;
  }

  private async lookUp(email: string): Promise<SessionUser | null> {
    const answer = await this.upstream.get<Omit<SessionUser, 'sbRole' | 'leagues'>>('login', email);
    const record = answer.results[0];
    const user = record ? { ...record, ...deriveSbRole(record.permissions) } : null;
    this.cache.set(email, { user });
    return user;
  }
}
