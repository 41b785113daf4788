/**
 * The load balancer's config of docker-compose.yml, docker/haproxy.cfg, from the same
 * generator as npm run start:cluster's: `npx tsx scripts/cluster/compose-haproxy.ts` rewrites
 * it (scripts/cluster/compose.test.ts fails while the file and the generator differ).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig } from './haproxy-config';

/** The gateway services of docker-compose.yml, each on its container's port 8080. */
export const COMPOSE_GATEWAYS = ['gateway1', 'gateway2'] as const;

/** docker/haproxy.cfg's text: Docker's DNS names the gateways, which may restart elsewhere. */
export const composeHaproxyConfig = (): string =>
  haproxyConfig({
    bind: '*:8080',
    gateways: COMPOSE_GATEWAYS.map((name) => ({ name, address: `${name}:8080` })),
    nameservers: ['127.0.0.11:53'],
  });

export const COMPOSE_HAPROXY_FILE = join(import.meta.dirname, '..', '..', 'docker', 'haproxy.cfg');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(COMPOSE_HAPROXY_FILE, composeHaproxyConfig());
  console.log(`wrote ${COMPOSE_HAPROXY_FILE}`);
}
