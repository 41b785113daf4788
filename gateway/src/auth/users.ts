/**
 * The signed-in user as the gateway knows it: dataaccess's record plus the role derived
 * from its permissions by the shared rules. Cached briefly so sockets and polls stay cheap.
 */
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

const TTL_MS = 60_000;

/** Looks users up in dataaccess, with a one-minute cache. */
export class UserDirectory {
  private readonly cache = new Map<string, { user: SessionUser | null; atMs: number }>();

  constructor(private readonly upstream: DataaccessClient) {}

  /** The user with this email, or null when dataaccess does not know it. */
  async get(email: string, nowMs = Date.now()): Promise<SessionUser | null> {
    const hit = this.cache.get(email);
    if (hit && nowMs - hit.atMs < TTL_MS) return hit.user;
    const answer = await this.upstream.get<Omit<SessionUser, 'sbRole' | 'leagues'>>('login', email);
    const record = answer.results[0];
    const user = record ? { ...record, ...deriveSbRole(record.permissions) } : null;
    this.cache.set(email, { user, atMs: nowMs });
    return user;
  }
}
