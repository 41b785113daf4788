/**
 * What the parts promise each other, written once: the envelope every dataaccess call
 * answers (01 §7) with its codes, the units of time the rules count in, and the seeded
 * random numbers of the simulator, the demo seeders and the tests. dataaccess, the gateway
 * and the web import these from here; none keeps a copy.
 */

/** What every dataaccess call answers, whether through the gateway or not. */
export interface Envelope<T = unknown> {
  readonly results: readonly T[];
  readonly code: number;
  readonly status: string;
}

/**
 * The envelope's codes: 0 success, -1 no data, 1102 the user is signed out (the app goes to
 * sign-in), 1103 the user may not see this (the app goes home). Failures carry their HTTP
 * status as the code.
 */
export const ENVELOPE_CODE = {
  ok: 0,
  noData: -1,
  signedOut: 1102,
  goHome: 1103,
} as const;

/**
 * The header the product's own pages send with every REST call. A page of another site cannot
 * send it without the gateway's consent (a custom header makes a cross-origin request ask
 * first, and the gateway grants none), so a write that arrives with no Fetch Metadata is
 * taken as the app's only when it carries this.
 */
export const APP_REQUEST_HEADER = { name: 'x-requested-with', value: 'practice-tracking' } as const;

/** Milliseconds in a second, a minute, an hour and a day (of 24 hours: not a calendar day). */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A seeded stream of numbers uniform in [0, 1) (mulberry32): the same seed gives the same
 * numbers on a server, in a browser and in a test.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
