/**
 * The supervised parts npm start and npm run start:cluster share (scripts/supervisor.ts):
 * dataaccess, the demo that seeds and plays the live practice, and the development identity
 * provider. Each entry point adds its gateway nodes (and the cluster its load balancer).
 */
import { join } from 'node:path';
import { DEV_CLIENT_ID } from './dev/sign-in';
import { ROOT } from './local-setup';
import { tsxChild, type ChildSpec } from './supervisor';

/** A part of the product: a TypeScript entry run with the environment plus `env`. */
export function part(
  name: string,
  entry: string,
  env: Record<string, string>,
  readyLine = /^listening /,
): ChildSpec {
  return {
    name,
    ...tsxChild(join(ROOT, entry)),
    cwd: ROOT,
    env: { ...process.env, ...env },
    readyLine,
  };
}

/** Where the shared parts listen and what they share. */
export interface BackendSettings {
  readonly databaseUrl: string;
  readonly dataaccessPort: number;
  /** The gateways' credential toward dataaccess. */
  readonly serviceToken: string;
  readonly idpPort: number;
  readonly clientSecret: string;
  /** Where users reach the product (the identity provider sends them back there). */
  readonly publicUrl: string;
  readonly varDir: string;
}

/** dataaccess, the demo and the development identity provider, in the order they start. */
export function backendParts(settings: BackendSettings): ChildSpec[] {
  const { databaseUrl, dataaccessPort, serviceToken, idpPort, clientSecret } = settings;
  const dataaccessUrl = `http://127.0.0.1:${dataaccessPort}`;
  return [
    part('dataaccess', 'dataaccess/src/server.ts', {
      DATABASE_URL: databaseUrl,
      DATAACCESS_PORT: String(dataaccessPort),
      HOST: '127.0.0.1',
      SERVICE_TOKEN: serviceToken,
    }),
    {
      ...part(
        'demo',
        'scripts/demo/start-demo.ts',
        { DATABASE_URL: databaseUrl, DATAACCESS_URL: dataaccessUrl, SERVICE_TOKEN: serviceToken },
        /^ready$/,
      ),
      // A first season on PostgreSQL may take a while to seed.
      readyTimeoutMs: 180_000,
    },
    part('idp', 'scripts/dev/identity-provider-server.ts', {
      IDP_PORT: String(idpPort),
      OIDC_CLIENT_ID: DEV_CLIENT_ID,
      OIDC_CLIENT_SECRET: clientSecret,
      PUBLIC_URL: settings.publicUrl,
      IDP_KEY_FILE: join(settings.varDir, 'idp-signing-key.json'),
      // A user the Customers screen added signs in too.
      DATAACCESS_URL: dataaccessUrl,
      SERVICE_TOKEN: serviceToken,
    }),
  ];
}
