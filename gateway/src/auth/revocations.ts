/**
 * Signed-out sessions, shared by every gateway node. A session cookie is signed, not
 * stored, so a copy of it would work until it expires; signing out therefore records the
 * session's id in dataaccess (the system of record, which every node reaches), and each node
 * keeps the list in memory, refreshed by a cheap conditional poll (a 304 while nothing
 * changed). The node that signs a user out refuses the session at once; every other node
 * within one poll, when it also closes the session's open sockets.
 */
import type { DataaccessClient } from '../upstream/dataaccess-client';
import { sessionEndMs, type SessionClaims } from './session';

/** How often a node asks for sessions signed out elsewhere. */
export const REVOCATION_POLL_MS = 2_000;

/** A revoked session as dataaccess lists it. */
interface RevokedSession {
  readonly sid: string;
  readonly expiresAtMs: number;
}

/** The signed-out sessions this node knows of, kept current with dataaccess. */
export class Revocations {
  /** Session id → when it would have ended anyway (then it is forgotten). */
  private readonly revoked = new Map<string, number>();
  private readonly listeners = new Set<(sid: string) => void>();
  private etag: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private announce: ((sid: string, untilMs: number) => void) | null = null;

  constructor(
    private readonly upstream: DataaccessClient,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the session was signed out. */
  has(sid: string): boolean {
    const until = this.revoked.get(sid);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.revoked.delete(sid);
    return false;
  }

  /** Calls `listener` with each session id newly signed out, here or on another node. */
  onRevoked(listener: (sid: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Signs the session out: refused here at once, recorded in dataaccess for every other
   * node. Throws when dataaccess could not record it (the caller says so to the user).
   */
  async revoke(claims: SessionClaims): Promise<void> {
    this.add(claims.sid, sessionEndMs(claims));
    this.announce?.(claims.sid, sessionEndMs(claims));
    const response = await this.upstream.request('POST', 'sessions/revoked', {
      actor: claims.email,
      body: { sid: claims.sid, email: claims.email, expiresAtMs: sessionEndMs(claims) },
    });
    if (!response.ok) {
      throw new Error(`dataaccess did not record the sign-out (HTTP ${response.status})`);
    }
  }

  /** Tells each sign-out made here to `announce` too (the other nodes, over the bus). */
  announceWith(announce: (sid: string, untilMs: number) => void): void {
    this.announce = announce;
  }

  /** A sign-out heard from another node: refused here at once, before the next poll. */
  heard(sid: string, untilMs: number): void {
    this.add(sid, untilMs);
  }

  /** Reads the list once; true when it could. */
  async refresh(): Promise<boolean> {
    try {
      const answer = await this.upstream.getIfChanged<RevokedSession>(
        'sessions/revoked',
        this.etag,
      );
      const now = this.now();
      for (const [sid, until] of this.revoked) if (until <= now) this.revoked.delete(sid);
      if (answer.changed) {
        this.etag = answer.etag;
        for (const { sid, expiresAtMs } of answer.body.results) this.add(sid, expiresAtMs);
      }
      return true;
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  /** Reads the list now, then every `everyMs` until {@link stop}. */
  async start(everyMs = REVOCATION_POLL_MS): Promise<void> {
    await this.refresh();
    const tick = (): void => {
      this.timer = setTimeout(() => {
        void this.refresh().finally(() => {
          if (this.timer !== null) tick();
        });
      }, everyMs);
      this.timer.unref();
    };
    tick();
  }

  /** Stops polling. */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private add(sid: string, untilMs: number): void {
    if (this.revoked.has(sid) || untilMs <= this.now()) return;
    this.revoked.set(sid, untilMs);
    for (const listener of this.listeners) listener(sid);
  }
}
