/**
 * docker-compose.yml and the Dockerfile cannot run on the development machines (no Docker
 * daemon, no registry), so what can be checked without running them is checked here: every
 * part runs an entry that exists and is given only settings that entry reads, the nodes point
 * at the services that exist, the load balancer's config is the generator's, and the image
 * copies files that exist and runs npm scripts that exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMPOSE_GATEWAYS, COMPOSE_HAPROXY_FILE, composeHaproxyConfig } from './compose-haproxy';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
/** The services built from the Dockerfile: the product's own parts. */
const parts = Object.entries(services).filter(([, s]) => s.build === '.');

/** Settings every part reads through domain/settings.ts (production mode). */
const READ_BY_EVERY_PART = new Set(['NODE_ENV']);
/** Modules that read settings of their own for an entry (the bus, the demo's history). */
const ALSO_READ_BY: Readonly<Record<string, readonly string[]>> = {
  'gateway/src/server.ts': ['gateway/src/bus/index.ts'],
  'scripts/demo/start-demo.ts': ['scripts/demo/history.ts'],
};

describe('docker-compose.yml', () => {
  it('holds PostgreSQL, NATS with JetStream, dataaccess, two gateways and the load balancer', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['dataaccess', 'demo', ...COMPOSE_GATEWAYS, 'haproxy', 'idp', 'nats', 'postgres'].sort(),
    );
    expect(services.nats?.command).toContain('--jetstream');
    expect(services.postgres?.image).toMatch(/^postgres:/);
  });

  it('runs each part from an entry that exists, given only settings that entry reads', () => {
    expect(parts.length).toBe(5);
    for (const [name, service] of parts) {
      const entry = service.command?.at(-1) ?? '';
      expect(service.command, name).toEqual(['node', '--import', 'tsx', entry]);
      expect(existsSync(join(ROOT, entry)), `${name}: ${entry}`).toBe(true);
      const sources = [entry, ...(ALSO_READ_BY[entry] ?? [])].map(read);
      for (const key of Object.keys(service.environment ?? {})) {
        if (READ_BY_EVERY_PART.has(key)) continue;
        // Read through the settings ('KEY') or the environment (env.KEY).
        const reads = sources.some((s) => s.includes(`'${key}'`) || s.includes(`env.${key}`));
        expect(reads, `${name} is given ${key}, which ${entry} does not read`).toBe(true);
      }
    }
  });

  it('points every gateway at dataaccess and NATS, with the secrets the parts share', () => {
    const dataaccess = services.dataaccess?.environment ?? {};
    for (const name of COMPOSE_GATEWAYS) {
      const env = services[name]?.environment ?? {};
      expect(env.DATAACCESS_URL, name).toBe(`http://dataaccess:${dataaccess.DATAACCESS_PORT}`);
      expect(env.NATS_URL, name).toBe('nats://nats:4222');
      expect(env.SERVICE_TOKEN, name).toBe(dataaccess.SERVICE_TOKEN);
      expect(env.OIDC_ISSUER, name).toBe(services.idp?.environment?.IDP_ISSUER);
      expect(env.OIDC_CLIENT_SECRET, name).toBe(services.idp?.environment?.OIDC_CLIENT_SECRET);
      expect(env.PORT, name).toBe('8080');
      expect(env.HOST, name).toBe('0.0.0.0');
      expect(services[name]?.depends_on?.dataaccess?.condition).toBe('service_healthy');
      expect(services[name]?.healthcheck?.test.join(' ')).toContain('/readyz');
    }
    expect(services.demo?.environment?.DATABASE_URL).toBe(dataaccess.DATABASE_URL);
  });

  it("balances over the gateways with the generator's config, trusted by the gateways", () => {
    expect(read('docker/haproxy.cfg')).toBe(composeHaproxyConfig());
    expect(COMPOSE_HAPROXY_FILE).toBe(join(ROOT, 'docker', 'haproxy.cfg'));
    const config = composeHaproxyConfig();
    for (const name of COMPOSE_GATEWAYS) {
      expect(config).toContain(`server ${name} ${name}:8080`);
    }
    expect(config).toContain('http-check send meth GET uri /readyz');
    expect(services.haproxy?.volumes).toContain(
      './docker/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
    const haproxy = read('docker-compose.yml').match(/ipv4_address: ([\d.]+)/)?.[1];
    for (const name of COMPOSE_GATEWAYS) {
      expect(services[name]?.environment?.TRUST_PROXY).toBe(haproxy);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

  it('builds in one stage and runs from another', () => {
    expect(dockerfile.match(/^FROM .* AS (\w+)$/gm)).toEqual([
      'FROM node:20-bookworm-slim AS build',
      'FROM node:20-bookworm-slim AS runtime',
    ]);
    expect(dockerfile).toContain('COPY --from=build /app /app');
  });

  it('copies only files that exist and runs only npm scripts that exist', () => {
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
      (m[1] ?? '').split(/\s+/),
    );
    expect(copied.length).toBeGreaterThan(3);
    for (const file of copied) expect(existsSync(join(ROOT, file)), file).toBe(true);
    const scripts = [...dockerfile.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? '');
    expect(scripts).toEqual(['build:web']);
    for (const script of scripts) expect(pkg.scripts[script], script).toBeDefined();
    // npm ci builds the native kernel in its postinstall: the image needs its sources first.
    expect(pkg.scripts.postinstall).toContain('scripts/build-native.ts');
    expect(dockerfile.indexOf('COPY dataaccess/native')).toBeLessThan(
      dockerfile.indexOf('RUN npm ci'),
    );
  });
});
