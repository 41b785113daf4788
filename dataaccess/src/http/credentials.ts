/**
 * Who is calling dataaccess, by credential (decision 0028). Two kinds of caller, two kinds of
 * secret:
 *
 * - the gateway, with the service credential (`x-service-token`): every call but ingest, and
 *   the only caller whose `x-user-email` (the user it acts for) is believed;
 * - a venue's location engine, with one of that venue's keys (`x-venue-key`): the ingest calls
 *   only, never with a user identity, and only for its own site (checked by the calls).
 *
 * A leaked venue key can therefore post positions only into its own venue's live sessions,
 * and the gateway's credential, which never leaves the servers, cannot post positions at all.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALLS } from '../../../domain';
import type { Db } from '../db/schema';
import { siteOfVenueKey, VENUE_KEY_HEADER } from '../venues/venue-keys';
import { failure } from './envelope';

/**
 * Paths anyone may reach: the health check, and the load balancer's and the scraper's
 * endpoints (/metrics checks its own caller: http/operability.ts). The API document is not
 * among them: it lists every internal call, so it takes the gateway's credential, and the
 * gateway gives it to platform admins only (issue 34).
 */
const OPEN_PATHS = new Set(['/dataaccess/health', '/livez', '/readyz', '/metrics']);

/** The routes (as registered) a venue key may call: positions and venue health. */
const INGEST_ROUTES = new Set(
  [CALLS.ingest, CALLS.ingestVenueHealth].map((c) => `/dataaccess/${c.path}`),
);

const venueSites = new WeakMap<FastifyRequest, string>();

/** The venue whose key made `request`, or null when the gateway made it. */
export function venueSiteOf(request: FastifyRequest): string | null {
  return venueSites.get(request) ?? null;
}

/** Whether two secrets are equal, compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Checks every request's credential against what its route allows, before anything else. */
export function credentialsByPurpose(app: FastifyInstance, db: Db, serviceToken: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (OPEN_PATHS.has(path)) return;
    const ingest = INGEST_ROUTES.has(request.routeOptions.url ?? '');
    const token = request.headers['x-service-token'];
    const venueKey = request.headers[VENUE_KEY_HEADER];
    if (typeof token === 'string' && sameSecret(token, serviceToken)) {
      if (!ingest) return;
      return reply
        .code(403)
        .send(
          failure(
            403,
            "ingest takes the venue's key (x-venue-key, made by scripts/venue-key.ts), not the gateway's credential",
          ),
        );
    }
    if (typeof venueKey === 'string' && token === undefined) {
      const site = await siteOfVenueKey(db, venueKey);
      if (site === null) return reply.code(401).send(failure(401, 'unknown or revoked venue key'));
      if (!ingest) {
        return reply
          .code(403)
          .send(failure(403, "a venue key may post only its venue's positions and health"));
      }
      if (request.headers['x-user-email'] !== undefined) {
        return reply
          .code(403)
          .send(failure(403, 'a venue key acts for no user: x-user-email is not accepted with it'));
      }
      venueSites.set(request, site);
      return;
    }
    return reply
      .code(401)
      .send(
        failure(401, 'dataaccess answers only the gateway: missing or wrong service credential'),
      );
  });
}
