/**
 * The live sockets of each sign-in session and each user on this node. A socket lives by the
 * session it was opened with, judged by the rules REST requests are judged by: it closes when
 * the session is signed out (here or on another node), when its expiry passes unless a request
 * renewed it meanwhile, and when its user is gone; its user's grants are asked again while it
 * is open (serveSocket). One user holds at most {@link MAX_SOCKETS_PER_USER} sockets at once,
 * so what a node keeps per user stays bounded however many the user opens (decision 0026).
 */
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_CODES } from '../../../domain';
import type { Revocations } from '../auth/revocations';
import { sessionActive, sessionOverAtMs, type SessionClaims } from '../auth/session';
import type { SessionUser, UserDirectory } from '../auth/users';
import type { SocketSession, TopicAuthorizer } from './socket';

/**
 * Live sockets one user may hold open on a node. The web app opens one a tab, so this is more
 * tabs than anyone watches at once; a wall of screens signs in as several users.
 */
export const MAX_SOCKETS_PER_USER = 16;

/** What is needed of a socket here. */
export type SessionSocket = Pick<WebSocket, 'close' | 'once'>;

/** What {@link SessionSockets} judges sessions with. */
export interface SessionSocketsDeps {
  readonly revocations: Revocations;
  readonly users: UserDirectory;
  /** The authorizer of a user's topics: the rules REST routes use. */
  readonly authorizerOf: (user: SessionUser) => TopicAuthorizer;
  /** The clock sessions are judged by, ms. */
  readonly nowMs: () => number;
  readonly maxPerUser?: number;
}

interface HeldSession {
  /** The latest claims of the session seen on this node (the later expiry wins). */
  claims: SessionClaims;
  readonly sockets: Set<SessionSocket>;
}

/** The open live sockets of this node by session and by user. */
export class SessionSockets {
  private readonly sessions = new Map<string, HeldSession>();
  private readonly perUser = new Map<string, number>();

  constructor(private readonly deps: SessionSocketsDeps) {
    deps.revocations.onRevoked((sid) => {
      for (const socket of this.sessions.get(sid)?.sockets ?? []) {
        socket.close(LIVE_CLOSE_CODES.unauthorized, 'signed out');
      }
    });
  }

  /**
   * Takes a socket just opened with `claims`. Returns the session it lives by, or null when
   * its user already holds the most sockets allowed: then it is closed with the code saying so.
   */
  admit(claims: SessionClaims, socket: SessionSocket): SocketSession | null {
    const max = this.deps.maxPerUser ?? MAX_SOCKETS_PER_USER;
    const { sid, email } = claims;
    const count = this.perUser.get(email) ?? 0;
    if (count >= max) {
      socket.close(
        LIVE_CLOSE_CODES.tooManySockets,
        `at most ${max} live connections per user: close another tab`,
      );
      return null;
    }
    this.perUser.set(email, count + 1);
    let held = this.sessions.get(sid);
    if (held === undefined) {
      held = { claims, sockets: new Set() };
      this.sessions.set(sid, held);
    } else this.renewed(claims);
    const sockets = held.sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.sessions.get(sid)?.sockets === sockets)
        this.sessions.delete(sid);
      const left = (this.perUser.get(email) ?? 1) - 1;
      if (left > 0) this.perUser.set(email, left);
      else this.perUser.delete(email);
    });
    return {
      endsAtMs: () => sessionOverAtMs(this.sessions.get(sid)?.claims ?? claims),
      recheck: () => this.recheck(sid),
    };
  }

  /**
   * Claims of a session seen on a request (the cookie a client sends, or the one just renewed
   * for it), here or on another node (told over the bus): its sockets on this node live on to
   * the later expiry. Only the expiry moves: claims of another user or sign-in are ignored.
   */
  renewed(claims: SessionClaims): void {
    const held = this.sessions.get(claims.sid);
    if (
      held !== undefined &&
      claims.email === held.claims.email &&
      claims.issuedAtMs === held.claims.issuedAtMs &&
      claims.expiresAtMs > held.claims.expiresAtMs
    )
      held.claims = claims;
  }

  /** Sockets `email` holds open on this node. */
  heldBy(email: string): number {
    return this.perUser.get(email) ?? 0;
  }

  /** The session's user as of now; null when REST would refuse the session. */
  private async recheck(sid: string): Promise<TopicAuthorizer | null> {
    const held = this.sessions.get(sid);
    if (
      held === undefined ||
      this.deps.revocations.has(sid) ||
      !sessionActive(held.claims, this.deps.nowMs())
    )
      return null;
    const user = await this.deps.users.get(held.claims.email);
    return user === null ? null : this.deps.authorizerOf(user);
  }
}
