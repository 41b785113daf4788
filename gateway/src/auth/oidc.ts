/**
 * Sign-in with OpenID Connect (authorization code with PKCE and state) through
 * @fastify/oauth2: Google by default, any issuer by configuration, the development
 * identity provider locally. The identity token is verified (signature, issuer, audience,
 * expiry) before dataaccess is asked for the user.
 */
import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { ROUTES } from '../../../domain';
import type { DataaccessClient } from '../upstream/dataaccess-client';
import type { Revocations } from './revocations';
import { endSession, RETURN_COOKIE, safeReturnPath, startSession } from './session';

/**
 * Why sign-in stopped, as the sign-in page's `error` parameter: the identity provider's
 * step failed, dataaccess knows no such user, or dataaccess could not be asked.
 */
type SignInError = 'signin' | 'unknown' | 'unavailable';

/** The sign-in page saying `error`, keeping the return path so that trying again goes there. */
function signInPage(error: SignInError, returnTo: string | null): string {
  const query = new URLSearchParams(returnTo === null ? { error } : { error, returnTo });
  return `${ROUTES.login}?${query.toString()}`;
}

/** Where and as whom the gateway signs users in. */
export interface OidcConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The public address of this gateway, e.g. http://localhost:8080. */
  readonly publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    oidc: OAuth2Namespace;
  }
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
}

/** Checks an identity token; returns its claims or throws. */
export type IdTokenVerifier = (token: string) => Promise<JWTPayload>;

/** Fetches the issuer's discovery document and returns a verifier for its identity tokens. */
export async function createIdTokenVerifier(
  config: Pick<OidcConfig, 'issuer' | 'clientId'>,
): Promise<IdTokenVerifier> {
  const response = await fetch(
    `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
  );
  if (!response.ok)
    throw new Error(
      `identity provider ${config.issuer} did not answer discovery (${response.status})`,
    );
  const discovery = (await response.json()) as Discovery;
  const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
  return async (token) =>
    (await jwtVerify(token, keys, { issuer: discovery.issuer, audience: config.clientId })).payload;
}

/** Registers /login/start, /login/callback and /logout. */
export async function registerOidc(
  app: FastifyInstance,
  config: OidcConfig,
  upstream: DataaccessClient,
  revocations: Revocations,
  secure: boolean,
): Promise<void> {
  const verify = await createIdTokenVerifier(config);
  await app.register(oauth2, {
    name: 'oidc',
    scope: ['openid', 'email', 'profile'],
    credentials: { client: { id: config.clientId, secret: config.clientSecret } },
    callbackUri: `${config.publicUrl}/login/callback`,
    discovery: { issuer: config.issuer },
    pkce: 'S256',
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure },
  });

  app.get(
    '/login/start',
    async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply) => {
      const returnTo = safeReturnPath(request.query.returnTo);
      // Without a return path of its own, this sign-in must not inherit an abandoned one's.
      if (returnTo)
        void reply.setCookie(RETURN_COOKIE, returnTo, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
        });
      else void reply.clearCookie(RETURN_COOKIE, { path: '/' });
      return reply.redirect(await app.oidc.generateAuthorizationUri(request, reply));
    },
  );

  app.get('/login/callback', async (request, reply: FastifyReply) => {
    // The cookie is checked again and cleared whatever happens next: one that a browser kept
    // from before (or was handed) must never stop it from signing in again.
    const returnTo = safeReturnPath(request.cookies[RETURN_COOKIE]);
    void reply.clearCookie(RETURN_COOKIE, { path: '/' });
    let email: string;
    try {
      const { token } = await app.oidc.getAccessTokenFromAuthorizationCodeFlow(request, reply);
      if (!token.id_token) throw new Error('the identity provider sent no identity token');
      const claims = await verify(token.id_token);
      if (typeof claims.email !== 'string') throw new Error('the identity token names no email');
      email = claims.email.toLowerCase();
    } catch (error) {
      // A failure of the sign-in step itself is only logged (01 §2.2).
      request.log.warn({ err: error }, 'sign-in failed');
      return reply.redirect(signInPage('signin', returnTo));
    }
    let known: boolean;
    try {
      known = (await upstream.get<{ email: string }>('login', email)).results.length > 0;
    } catch (error) {
      // dataaccess down, slow or refusing the gateway: the user can only try again later.
      request.log.error({ err: error }, 'sign-in could not look the user up in dataaccess');
      return reply.redirect(signInPage('unavailable', returnTo));
    }
    if (!known) return reply.redirect(signInPage('unknown', returnTo));
    startSession(reply, email, Date.now(), secure);
    return reply.redirect(returnTo ?? ROUTES.scheduleHome);
  });

  // Sign-out ends the session on the server: this cookie, and any copy of it, is refused by
  // every node from now on, and the session's open sockets are closed.
  app.post('/logout', async (request, reply) => {
    endSession(reply);
    const session = request.session;
    if (session === null) return { ok: true };
    try {
      await revocations.revoke(session);
    } catch (error) {
      request.log.error({ err: error }, 'the sign-out could not be recorded');
      return reply.code(503).send({
        results: [],
        code: 503,
        status:
          'signed out on this device, but the tracking service did not record it: sign out again once it answers',
      });
    }
    await upstream.get('logout', session.email).catch((error: unknown) => {
      request.log.warn({ err: error }, 'logout call failed');
    });
    return { ok: true };
  });
}
