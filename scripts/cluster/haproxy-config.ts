/**
 * HAProxy's config for the cluster (npm run start:cluster): one public port, gateways in round robin without stickiness
 * (sessions are signed cookies every node reads, and live state crosses nodes on NATS), and
 * WebSocket upgrades held open as tunnels.
 *
 * The health check asks each gateway's /readyz (decision 0033): ready while it reaches
 * dataaccess and is not shutting down, so a node that drains takes no new connection.
 */
import { spawnSync } from 'node:child_process';

/** A gateway node behind the load balancer. */
export interface ClusterGateway {
  /** Its server name in HAProxy; answered to clients in X-Served-By. */
  readonly name: string;
  /** host:port */
  readonly address: string;
}

export interface HaproxyOptions {
  /** host:port of the public frontend. */
  readonly bind: string;
  readonly gateways: readonly ClusterGateway[];
  /**
   * DNS servers (host:port) that name the gateways, where their addresses are names that
   * change (Docker's 127.0.0.11:53): HAProxy starts without them resolved and follows a
   * restarted gateway to its new address. Without, the addresses are fixed.
   */
  readonly nameservers?: readonly string[];
}

/** The text of haproxy.cfg. */
export function haproxyConfig({ bind, gateways, nameservers = [] }: HaproxyOptions): string {
  const resolving = nameservers.length > 0;
  const resolvers = resolving
    ? `
resolvers names
${nameservers.map((n, i) => `  nameserver ns${i + 1} ${n}`).join('\n')}
  hold valid 5s
`
    : '';
  return `# Written by scripts/cluster/haproxy-config.ts (npm run start:cluster rewrites it each start).
global
  log stdout format raw local0 notice
  # No maxconn: HAProxy derives it from the open-file limit it is given.

defaults
  mode http
  log global
  option dontlognull
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # A WebSocket, once upgraded, is a tunnel: live sockets stay open through quiet spells.
  timeout tunnel 1h
  timeout client-fin 5s
  timeout http-request 10s
${resolvers}
frontend public
  bind ${bind}
  option forwardfor
  default_backend gateways

backend gateways
  balance roundrobin
  # Health: the gateway is ready (reaches dataaccess, not shutting down).
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  default-server check inter 1s fall 2 rise 2${resolving ? ' resolvers names init-addr last,libc,none' : ''}
  # Which node answered (also on a WebSocket's 101), for tests and for looking by hand.
  http-response set-header X-Served-By %s
${gateways.map((g) => `  server ${g.name} ${g.address}`).join('\n')}
`;
}

/**
 * The haproxy binary that runs: `given` (HAPROXY) when set, else haproxy on the PATH or
 * Debian's /usr/sbin/haproxy (off the PATH of users other than root); undefined when none runs.
 */
export function findHaproxy(given: string | undefined): string | undefined {
  const candidates = given === undefined ? HAPROXY_CANDIDATES : [given];
  for (const command of candidates) {
    const found = spawnSync(command, ['-v'], { encoding: 'utf8' });
    if (found.error === undefined && found.status === 0) return command;
  }
  return undefined;
}

/** Where {@link findHaproxy} looks without HAPROXY. */
export const HAPROXY_CANDIDATES: readonly string[] = ['haproxy', '/usr/sbin/haproxy'];
