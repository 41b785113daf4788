/**
 * The gateway accepts an identity token only when its signature, issuer, audience and expiry
 * are right. A small issuer of our own serves discovery and keys for the test.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdTokenVerifier } from '../../gateway';

describe('identity token verification', () => {
  let server: Server;
  let issuer: string;
  let key: CryptoKey;
  let foreignKey: CryptoKey;
  const clientId = 'practice-web';

  beforeAll(async () => {
    ({ privateKey: key } = await generateKeyPair('RS256', { extractable: true }));
    ({ privateKey: foreignKey } = await generateKeyPair('RS256', { extractable: true }));
    const { kty, n, e } = await exportJWK(key);
    const jwk = { kty, n, e, kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/openid-configuration') {
        res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
      } else {
        res.end(JSON.stringify({ keys: [jwk] }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  );

  const token = (options: {
    iss?: string;
    aud?: string;
    expSeconds?: number;
    signer?: CryptoKey;
  }) =>
    new SignJWT({ email: 'nfl.coach@dev.test' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(options.iss ?? issuer)
      .setAudience(options.aud ?? clientId)
      .setSubject('nfl.coach@dev.test')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expSeconds ?? 300))
      .sign(options.signer ?? key);

  it('accepts a good token and refuses tampered, expired, foreign and misaddressed ones', async () => {
    const verify = await createIdTokenVerifier({ issuer, clientId });
    expect((await verify(await token({}))).email).toBe('nfl.coach@dev.test');
    await expect(verify(await token({ expSeconds: -60 }))).rejects.toThrow();
    await expect(verify(await token({ iss: 'https://accounts.example' }))).rejects.toThrow();
    await expect(verify(await token({ aud: 'someone-else' }))).rejects.toThrow();
    await expect(verify(await token({ signer: foreignKey }))).rejects.toThrow();
    const [head, , sig] = (await token({})).split('.');
    const payload = Buffer.from(
      JSON.stringify({ email: 'admin@dev.test', iss: issuer, aud: clientId, exp: 9e9 }),
    ).toString('base64url');
    await expect(verify(`${head}.${payload}.${sig}`)).rejects.toThrow();
  });
});
