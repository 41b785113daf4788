// The live WebSocket connection as the browser sees it: connect, sync (snapshot or resume),
// live, stale, backoff, offline, stopped. One socket carries many topics, each its own delta
// stream with its own (epoch, seq) position. The socket itself is driven through named actions.
import { assign, setup } from 'xstate';
import { deltaStep, snapshotStep, type StreamPosition } from '../domain';
import {
  DEFAULT_BACKOFF,
  backoffDelayMs,
  isRetryableClose,
  type BackoffOptions,
} from './connectionRules';

/** A snapshot or delta of one topic as the connection sees it; the payload goes to the store. */
export type StreamMessage = StreamPosition & { topic: string; payload?: unknown };

/** Where each topic's stream stands, by topic name. */
export type StreamPositions = Readonly<Record<string, StreamPosition>>;

/** Events of the connection machine. */
export type ConnectionEvent =
  | { type: 'socket.opened' }
  | { type: 'socket.closed'; code: number }
  | { type: 'browser.online' }
  | { type: 'browser.offline' }
  | ({ type: 'snapshot.received' } & StreamMessage)
  | ({ type: 'delta.received' } & StreamMessage)
  /** The server answered a ping: the link is alive even when no topic changed. */
  | { type: 'heartbeat.received' }
  /** The page let go of a topic: its position is forgotten, a later subscribe starts afresh. */
  | { type: 'topic.released'; topic: string }
  | { type: 'connection.retry' };

/** Options; `random` returns [0, 1) (`Math.random` in the browser), injected for tests. */
export interface ConnectionInput {
  random: () => number;
  /** Failures in a row before the connection counts as offline. */
  maxFailures?: number;
  /** Silence after which live data is flagged stale, ms. */
  staleAfterMs?: number;
  backoff?: BackoffOptions;
  /** Where a previous connection left off, per topic, to resume from. */
  positions?: StreamPositions;
}

interface Ctx {
  random: () => number;
  maxFailures: number;
  staleAfterMs: number;
  backoff: BackoffOptions;
  positions: StreamPositions;
  failures: number;
  closeCode: number | null;
}

/** Defaults: 8 failures before offline; stale after 45 s (three 15 s live polls). */
export const CONNECTION_DEFAULTS = { maxFailures: 8, staleAfterMs: 45_000 } as const;

/**
 * Provide the actions `openSocket`, `closeSocket`, `sendHello` (subscribe every topic, with
 * the positions to resume from), `applySnapshot`, `applyDelta` and `requestSnapshot` (ask
 * again for one topic whose delta arrived without its base).
 */
export const connectionMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as ConnectionEvent,
    input: undefined as ConnectionInput | undefined,
  },
  actions: {
    openSocket: () => undefined,
    closeSocket: () => undefined,
    sendHello: (_, _params: { positions: StreamPositions }) => undefined,
    applySnapshot: (_, _params: StreamMessage) => undefined,
    applyDelta: (_, _params: StreamMessage) => undefined,
    requestSnapshot: (_, _params: { topic: string; position: StreamPosition | null }) => undefined,
    track: assign({
      positions: ({ context, event }) =>
        event.type === 'snapshot.received' || event.type === 'delta.received'
          ? { ...context.positions, [event.topic]: { epoch: event.epoch, seq: event.seq } }
          : context.positions,
      failures: 0,
    }),
    forget: assign({
      positions: ({ context, event }) =>
        event.type === 'topic.released'
          ? Object.fromEntries(Object.entries(context.positions).filter(([t]) => t !== event.topic))
          : context.positions,
    }),
    countFailure: assign({
      failures: ({ context }) => context.failures + 1,
      closeCode: ({ event }) => (event.type === 'socket.closed' ? event.code : null),
    }),
  },
  guards: {
    newer: ({ context, event }) =>
      event.type === 'snapshot.received' &&
      snapshotStep(context.positions[event.topic] ?? null, event) === 'apply',
    follows: ({ context, event }) =>
      event.type === 'delta.received' &&
      deltaStep(context.positions[event.topic] ?? null, event) === 'apply',
    mustNotRetry: ({ event }) => event.type === 'socket.closed' && !isRetryableClose(event.code),
    lastFailure: ({ context }) => context.failures + 1 >= context.maxFailures,
  },
  delays: {
    retryDelay: ({ context }) => backoffDelayMs(context.failures, context.random, context.backoff),
    staleAfter: ({ context }) => context.staleAfterMs,
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    random: input.random,
    maxFailures: input.maxFailures ?? CONNECTION_DEFAULTS.maxFailures,
    staleAfterMs: input.staleAfterMs ?? CONNECTION_DEFAULTS.staleAfterMs,
    backoff: input.backoff ?? DEFAULT_BACKOFF,
    positions: input.positions ?? {},
    failures: 0,
    closeCode: null,
  }),
  initial: 'online',
  on: { 'topic.released': { actions: 'forget' } },
  states: {
    online: {
      initial: 'connecting',
      on: {
        'socket.closed': [
          {
            guard: 'mustNotRetry',
            target: 'stopped',
            actions: assign({ closeCode: ({ event }) => event.code }),
          },
          { guard: 'lastFailure', target: 'offline', actions: 'countFailure' },
          { target: 'retrying', actions: 'countFailure' },
        ],
        'browser.offline': { target: 'offline', actions: 'closeSocket' },
      },
      states: {
        connecting: {
          entry: 'openSocket',
          on: { 'socket.opened': 'open' },
        },
        open: {
          entry: {
            type: 'sendHello',
            params: ({ context }) => ({ positions: context.positions }),
          },
          initial: 'syncing',
          on: {
            'snapshot.received': {
              guard: 'newer',
              target: '.live',
              actions: [{ type: 'applySnapshot', params: ({ event }) => event }, 'track'],
            },
            'delta.received': [
              {
                guard: 'follows',
                target: '.live',
                actions: [{ type: 'applyDelta', params: ({ event }) => event }, 'track'],
              },
              {
                target: '.syncing',
                actions: {
                  type: 'requestSnapshot',
                  params: ({ context, event }) => ({
                    topic: event.topic,
                    position: context.positions[event.topic] ?? null,
                  }),
                },
              },
            ],
          },
          states: {
            syncing: {
              on: {
                'delta.received': [
                  {
                    guard: 'follows',
                    target: 'live',
                    actions: [{ type: 'applyDelta', params: ({ event }) => event }, 'track'],
                  },
                  {},
                ],
              },
            },
            live: {
              after: { staleAfter: 'stale' },
              on: { 'heartbeat.received': { target: 'live', reenter: true } },
            },
            stale: { on: { 'heartbeat.received': 'live' } },
          },
        },
      },
    },
    retrying: {
      after: { retryDelay: 'online' },
      on: {
        'browser.online': 'online',
        'browser.offline': 'offline',
      },
    },
    offline: {
      on: {
        'browser.online': { target: 'online', actions: assign({ failures: 0 }) },
        'connection.retry': { target: 'online', actions: assign({ failures: 0 }) },
      },
    },
    stopped: {
      on: {
        'connection.retry': {
          target: 'online',
          actions: assign({ failures: 0, closeCode: null }),
        },
      },
    },
  },
});
