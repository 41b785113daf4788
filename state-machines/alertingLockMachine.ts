// The live alerting lock (02 §4): locked by default; toggles autosave after 3 s; unlocked edits
// are saved with Save or discarded by locking again.
import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import { MSG_CHANGES_SAVED } from '../domain';
import {
  ALERT_AUTOSAVE_DELAY_MS,
  normalizeAlert,
  setAlert,
  type AlertSetting,
} from './alertingLock';

/** A change to one alert: which player and metric, and the new value or active flag. */
export type AlertChange = Pick<AlertSetting, 'playerId' | 'metric'> &
  Partial<Pick<AlertSetting, 'value' | 'active'>>;

/** Events of the alerting lock machine. */
export type AlertingLockEvent =
  | { type: 'editing.unlock' }
  | { type: 'editing.lock' }
  | ({ type: 'alert.toggle' } & Pick<AlertSetting, 'playerId' | 'metric' | 'active'>)
  | ({ type: 'alert.edit' } & AlertChange)
  | { type: 'alerts.save' };

/** Emitted when a save failed and the caller should reload the alerts (02 §7). */
export interface AlertingLockEmitted {
  type: 'alerts.reload';
}

/** The alert fields an event changes, without its `type`. */
function changeOf(event: AlertingLockEvent): AlertChange {
  if (event.type !== 'alert.toggle' && event.type !== 'alert.edit') {
    throw new Error(`not an alert change: ${event.type}`);
  }
  const change: AlertChange = { playerId: event.playerId, metric: event.metric };
  if (event.active !== undefined) change.active = event.active;
  if (event.type === 'alert.edit' && event.value !== undefined) change.value = event.value;
  return change;
}

interface Ctx {
  saved: AlertSetting[];
  draft: AlertSetting[] | null;
  notice: string | null;
}

/** The alerting lock; provide the actor `saveAlerts`. */
export const alertingLockMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as AlertingLockEvent,
    input: {} as { alerts: AlertSetting[] },
    emitted: {} as AlertingLockEmitted,
  },
  actors: {
    saveAlerts: fromPromise<unknown, { alerts: AlertSetting[] }>(() =>
      Promise.reject(new Error('saveAlerts not provided')),
    ),
  },
  guards: { isLocked: stateIn('#alertingLock.lock.locked') },
  delays: { autosave: ALERT_AUTOSAVE_DELAY_MS },
  actions: {
    toggleSaved: assign({
      saved: ({ context, event }) => setAlert(context.saved, changeOf(event)),
    }),
    requestReload: emit({ type: 'alerts.reload' as const }),
  },
}).createMachine({
  id: 'alertingLock',
  type: 'parallel',
  context: ({ input }) => ({
    saved: input.alerts.map(normalizeAlert),
    draft: null,
    notice: null,
  }),
  states: {
    lock: {
      initial: 'locked',
      states: {
        locked: {
          on: {
            'editing.unlock': {
              target: 'unlocked',
              actions: assign({ draft: ({ context }) => context.saved, notice: null }),
            },
          },
        },
        unlocked: {
          on: {
            'alert.toggle': {
              actions: assign({
                draft: ({ context, event }) => setAlert(context.draft ?? [], changeOf(event)),
              }),
            },
            'alert.edit': {
              actions: assign({
                draft: ({ context, event }) => setAlert(context.draft ?? [], changeOf(event)),
              }),
            },
            'editing.lock': { target: 'locked', actions: assign({ draft: null }) },
            'alerts.save': 'saving',
          },
        },
        saving: {
          invoke: {
            src: 'saveAlerts',
            input: ({ context }) => ({ alerts: context.draft ?? context.saved }),
            onDone: {
              target: 'unlocked',
              actions: assign({
                saved: ({ context }) => context.draft ?? context.saved,
                notice: MSG_CHANGES_SAVED,
              }),
            },
            onError: { target: 'unlocked', actions: 'requestReload' },
          },
        },
      },
    },
    autosave: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'alert.toggle': {
              guard: 'isLocked',
              target: 'waiting',
              actions: 'toggleSaved',
            },
          },
        },
        waiting: {
          on: {
            'alert.toggle': {
              guard: 'isLocked',
              target: 'waiting',
              reenter: true,
              actions: 'toggleSaved',
            },
          },
          after: { autosave: 'saving' },
        },
        saving: {
          invoke: {
            src: 'saveAlerts',
            input: ({ context }) => ({ alerts: context.saved }),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'requestReload' },
          },
        },
      },
    },
  },
});
