/**
 * Sessions renewed or signed out, told to every gateway node over the bus (decision 0026).
 * A session's cookie is renewed by whichever node its page asks (`/api/session`); the sockets
 * of the same session on other nodes would otherwise keep the older expiry and close while
 * the cookie is still good. Renewals happen at most once a minute a session, so this is
 * little traffic. A sign-out is told too, so other nodes close its sockets at once rather
 * than at their next poll of the signed-out list (which stays the record).
 */
import { z } from 'zod';
import type { Revocations } from '../auth/revocations';
import type { SessionClaims } from '../auth/session';
import type { Bus, BusFollow } from '../bus';
import type { SessionSockets } from './session-sockets';

/** The bus topic of session news; no live topic's name starts with "gateway/". */
export const SESSIONS_BUS_TOPIC = 'gateway/sessions';

const ms = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const sid = z.string().min(1).max(200);
const news = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('renewed'),
    from: z.string().max(200),
    claims: z.object({ sid, email: z.string().max(320), issuedAtMs: ms, expiresAtMs: ms }),
  }),
  z.object({ type: z.literal('revoked'), from: z.string().max(200), sid, untilMs: ms }),
]);
type News = z.infer<typeof news>;

/** This node's side of the session news: tells what happens here, hears the other nodes. */
export class SessionBus {
  private constructor(
    private readonly bus: Bus,
    private readonly follow: BusFollow,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Follows the news: a renewal heard moves the expiry of this node's sockets of that
   * session on (only a later one, of the same user and sign-in); a sign-out closes them.
   */
  static async start(
    bus: Bus,
    sockets: SessionSockets,
    revocations: Revocations,
    onError: (error: unknown) => void,
  ): Promise<SessionBus> {
    const follow = await bus.follow(SESSIONS_BUS_TOPIC, (bytes, replayed) => {
      // News from before this node followed is old: the signed-out list read at start has
      // the sign-outs, and this node holds no sockets yet to renew.
      if (replayed) return;
      let heard: News;
      try {
        heard = news.parse(JSON.parse(Buffer.from(bytes).toString('utf8')));
      } catch (error) {
        onError(error);
        return;
      }
      if (heard.from === bus.nodeId) return;
      if (heard.type === 'renewed') sockets.renewed(heard.claims);
      else revocations.heard(heard.sid, heard.untilMs);
    });
    return new SessionBus(bus, follow, onError);
  }

  /** Tells every node a session was renewed here. */
  renewed(claims: SessionClaims): void {
    const { sid: id, email, issuedAtMs, expiresAtMs } = claims;
    this.tell({
      type: 'renewed',
      from: this.bus.nodeId,
      claims: { sid: id, email, issuedAtMs, expiresAtMs },
    });
  }

  /** Tells every node a session was signed out here. */
  revoked(id: string, untilMs: number): void {
    this.tell({ type: 'revoked', from: this.bus.nodeId, sid: id, untilMs });
  }

  /** Stops hearing the news. */
  stop(): void {
    this.follow.stop();
  }

  /** News is best effort: the cookie and the signed-out list stay the record. */
  private tell(message: News): void {
    this.bus.publish(SESSIONS_BUS_TOPIC, Buffer.from(JSON.stringify(message))).catch(this.onError);
  }
}
