/** gateway: what users reach. Its one public door. */
export { buildGateway, type Gateway, type GatewayDeps } from './src/app';
export { SPEC_INTERVALS, type PollIntervals } from './src/live/sources';
export { createIdTokenVerifier } from './src/auth/oidc';
export { newSessionClaims, type SessionClaims } from './src/auth/session';
