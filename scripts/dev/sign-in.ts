/**
 * How the gateway and the development identity provider find each other locally: the
 * client id the gateway signs in as, and the issuer address the provider announces.
 */

/** The gateway's client id at the development identity provider. */
export const DEV_CLIENT_ID = 'practice-web';

/** The issuer of a development identity provider listening on `host`:`port`. */
export function devIssuer(host: string, port: number): string {
  return `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
}
