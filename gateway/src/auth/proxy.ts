/**
 * The REST proxy: /api/da/{dataaccess path} forwards a signed-in user's call to dataaccess
 * after the policy of api-policy.ts allowed it, naming the user to dataaccess. Nothing of
 * another team's data passes, whatever path or query the browser sends.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_REQUEST_HEADER,
  AREA_IMAGE_MAX_CHARS,
  CALLS,
  ENVELOPE_CODE,
  REQUEST_ID_HEADER,
  canManageGameOf,
  canSeePlayerNotes,
  canSeeSession,
  canSeeTeamData,
  hasAllTeams,
  sidesSeenBy,
} from '../../../domain';
import { labelRoute } from '../ops/operability';
import type { DataaccessClient } from '../upstream/dataaccess-client';
import { judge, writeRefusal } from './api-policy';
import type { SessionTeams } from './access';
import type { SessionUser } from './users';

/** Where the proxy is mounted. */
export const PROXY_PREFIX = '/api/da/';

/** Marks an answer the gateway gave itself, so it is never mistaken for dataaccess's. */
export const REFUSED_HEADER = 'x-refused-by';

const refuse = (reply: FastifyReply, status: number, reason: string) =>
  reply
    .code(status)
    .header(REFUSED_HEADER, 'gateway')
    .send({ results: [], code: status === 401 ? ENVELOPE_CODE.signedOut : status, status: reason });

/**
 * The request headers dataaccess acts on: the conditional ones, and Idempotency-Key so a
 * write retried after a 504 (outcome unknown) is answered once, not applied twice.
 */
const FORWARDED_HEADERS = ['if-match', 'if-none-match', 'idempotency-key', 'x-time-zone'] as const;

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  // The request's id goes along: dataaccess logs under it too (decision 0033).
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: request.id };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Why a call that changes something is refused as not the app's own (issue 33): a browser says
 * where a request comes from (Fetch Metadata), and only this site's pages may change anything,
 * whatever the method (the spec's GETs that start work included: a link on another site, an
 * image or a form would otherwise send the user's cookie with them). A request without Fetch
 * Metadata (an older browser, a script) must carry the app's own header; a POST, PUT or DELETE
 * also passes the Origin check of every state-changing request (app.ts).
 */
export function crossSiteRefusal(request: FastifyRequest): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    return site === 'same-origin' ? undefined : `a ${site} request may not change anything here`;
  }
  if (request.method !== 'GET') return undefined;
  return request.headers[APP_REQUEST_HEADER.name] === APP_REQUEST_HEADER.value
    ? undefined
    : "a change sent as a link must come from the product's own pages";
}

/** The sides of a session a write may act for: a practice's team, either side of a game. */
const writableSides = (session: { teamId: string; visitorTeamId?: string | undefined }) =>
  [session.teamId, session.visitorTeamId].filter((t): t is string => t !== undefined);

/** Registers the proxy routes. */
export function registerProxy(
  app: FastifyInstance,
  upstream: DataaccessClient,
  sessions: SessionTeams,
  currentUser: (request: FastifyRequest) => Promise<SessionUser | null>,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await currentUser(request);
    if (user === null) return refuse(reply, 401, 'not signed in');
    const url = new URL(request.url, 'http://gateway');
    const path = url.pathname.slice(PROXY_PREFIX.length);
    const verdict = judge(user, request.method, path, url.searchParams);
    if (!verdict.allowed) return refuse(reply, verdict.status, verdict.reason);
    const { call } = verdict;
    labelRoute(request, `${PROXY_PREFIX}${call.path}`);
    if (call.effect !== 'read') {
      const crossSite = crossSiteRefusal(request);
      if (crossSite !== undefined) return refuse(reply, 403, crossSite);
    }
    if (verdict.player !== undefined) {
      const { id, reads } = verdict.player;
      const teamId = await sessions.teamOfPlayer(id);
      if (teamId === null) return refuse(reply, 404, `player ${id} was not found`);
      const [sees, what] =
        reads === 'notes'
          ? [canSeePlayerNotes(user, teamId), 'notes']
          : [canSeeTeamData(user, teamId, reads), `${reads}s`];
      if (!sees) return refuse(reply, 403, `you may not see this player's ${what}`);
    }
    if (verdict.sessionId !== undefined) {
      const session = await sessions.of(verdict.sessionId);
      if (session === null) return refuse(reply, 404, `${verdict.sessionId} was not found`);
      if (!canSeeSession(user, session)) {
        return refuse(reply, 403, 'you may not see this session');
      }
      // A write to a session needs the write letter for its team (either side of a game).
      if (call.effect === 'write') {
        const sides = writableSides(session);
        const refusal = sides.some((team) => writeRefusal(user, [team]) === undefined)
          ? undefined
          : writeRefusal(user, sides);
        if (refusal !== undefined) return refuse(reply, 403, refusal);
      }
      // Seeing another team's game is not managing it (03 §2 Game Manage); a practice named
      // there is dataaccess's to refuse.
      if (
        call.role === 'managesGames' &&
        session.type === 'game' &&
        !canManageGameOf(user, session)
      ) {
        return refuse(reply, 403, "you may manage only your own team's games");
      }
      // The other sessions read are narrowed to the sides whose practices and games the user
      // may see (a game's other side, or both sides of another team's game, are not theirs).
      if (call.readsTeamHistory === true && !hasAllTeams(user)) {
        for (const [param, kind] of [
          ['practiceTeamIds', 'practice'],
          ['gameTeamIds', 'game'],
        ] as const) {
          url.searchParams.set(param, sidesSeenBy(user, session, kind).join(','));
        }
      }
    }
    const bodyTeam = (request.body as { teamId?: unknown } | undefined)?.teamId;
    if (
      bodyTeam !== undefined &&
      (typeof bodyTeam !== 'string' || !canSeeTeamData(user, bodyTeam, 'practice'))
    ) {
      return refuse(reply, 403, 'you may not write for that team');
    }
    if (call.effect === 'write' && typeof bodyTeam === 'string') {
      const refusal = writeRefusal(user, [bodyTeam]);
      if (refusal !== undefined) return refuse(reply, 403, refusal);
    }
    if (verdict.forceTeamIds !== undefined) url.searchParams.set('teamids', verdict.forceTeamIds);
    const query = url.searchParams.toString();
    const response = await upstream.request(request.method, `${path}${query ? `?${query}` : ''}`, {
      actor: user.email,
      ...(request.body !== undefined ? { body: request.body } : {}),
      headers: forwardedHeaders(request),
    });
    const etag = response.headers.get('etag');
    if (etag) void reply.header('etag', etag);
    // Tells a retrying client that its earlier attempt was applied and this is its answer.
    const replayed = response.headers.get('idempotent-replayed');
    if (replayed) void reply.header('idempotent-replayed', replayed);
    // A file answer (a CSV export) keeps the name dataaccess gave it.
    const disposition = response.headers.get('content-disposition');
    if (disposition) void reply.header('content-disposition', disposition);
    // A store that is busy or unreachable (503) says when to send the request again.
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter) void reply.header('retry-after', retryAfter);
    const type = response.headers.get('content-type') ?? 'application/json';
    void reply.code(response.status).type(type);
    if (response.status === 304) return reply.send('');
    // A binary file (the report PDF) passes as bytes: read as text it would be re-encoded.
    const text = type.startsWith('text/') || type.startsWith('application/json');
    return reply.send(text ? await response.text() : Buffer.from(await response.arrayBuffer()));
  };
  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE'], url: `${PROXY_PREFIX}*`, handler });
  // A practice area carries its field's image (up to 4 MB, base64 in JSON): its two writes take
  // a larger body than every other call's 1 MiB, and only from a signed-in user, refused
  // before the body is read. What they may do is judged as for any call.
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if ((await currentUser(request)) === null) return refuse(reply, 401, 'not signed in');
  };
  for (const spec of [CALLS.addPracticeArea, CALLS.editPracticeArea]) {
    app.route({
      method: spec.method,
      url: `${PROXY_PREFIX}${spec.path}`,
      bodyLimit: AREA_BODY_LIMIT_BYTES,
      onRequest: signedIn,
      handler,
    });
  }
}

/** The largest body of a practice area write: its image's data URL and the rest of the form. */
export const AREA_BODY_LIMIT_BYTES = AREA_IMAGE_MAX_CHARS + 64 * 1024;
