// The live alerting lock (02 §4): locked by default; toggles autosave after 3 s; unlocked edits
// (values, toggles, metric columns added or removed) are saved with Save or discarded by
// locking again.
import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import { MSG_CHANGES_SAVED } from '../domain';
import {
  ALERT_AUTOSAVE_DELAY_MS,
  isSavableAlert,
  normalizeAlert,
  removeAlertMetric,
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
  | { type: 'column.add'; metric: string }
  | { type: 'column.remove'; metric: string }
  | { type: 'alerts.save' }
  | { type: 'notice.clear' };

/** What a save sends: every alert and the chosen metric headers. */
export interface AlertingSave {
  alerts: AlertSetting[];
  headers: string[];
}

/** Emitted when a save failed and the caller should reload the alerts (02 §7). */
export interface AlertingLockEmitted {
  type: 'alerts.reload';
  /** Why the save failed, as the server or the network said. */
  error: string;
}

/** The message of a failure. */
const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

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

/** Context of the alerting lock machine. */
export interface AlertingLockContext {
  saved: AlertSetting[];
  /** The chosen metric headers as saved. */
  headers: string[];
  /** Unlocked edits; null while locked. */
  draft: AlertSetting[] | null;
  draftHeaders: string[] | null;
  notice: string | null;
}

/** The alerts and headers shown: the unlocked edits, else the saved ones. */
export const shownAlerting = (context: AlertingLockContext): AlertingSave => ({
  alerts: context.draft ?? context.saved,
  headers: context.draftHeaders ?? context.headers,
});

/** The alerting lock; provide the actor `saveAlerts`. */
export const alertingLockMachine = setup({
  types: {
    context: {} as AlertingLockContext,
    events: {} as AlertingLockEvent,
    input: {} as { alerts: AlertSetting[]; headers?: string[] },
    emitted: {} as AlertingLockEmitted,
  },
  actors: {
    saveAlerts: fromPromise<unknown, AlertingSave>(() =>
      Promise.reject(new Error('saveAlerts not provided')),
    ),
  },
  guards: {
    isLocked: stateIn('#alertingLock.lock.locked'),
    draftSavable: ({ context }) => (context.draft ?? []).every(isSavableAlert),
  },
  delays: { autosave: ALERT_AUTOSAVE_DELAY_MS },
  actions: {
    toggleSaved: assign({
      saved: ({ context, event }) => setAlert(context.saved, changeOf(event)),
    }),
    requestReload: emit(({ event }) => ({
      type: 'alerts.reload' as const,
      error: errorText((event as { error?: unknown }).error),
    })),
    noticeSaved: assign({ notice: MSG_CHANGES_SAVED }),
  },
}).createMachine({
  id: 'alertingLock',
  type: 'parallel',
  context: ({ input }) => ({
    saved: input.alerts.map(normalizeAlert),
    headers: input.headers ?? [],
    draft: null,
    draftHeaders: null,
    notice: null,
  }),
  on: { 'notice.clear': { actions: assign({ notice: null }) } },
  states: {
    lock: {
      initial: 'locked',
      states: {
        locked: {
          on: {
            'editing.unlock': {
              target: 'unlocked',
              actions: assign({
                draft: ({ context }) => context.saved,
                draftHeaders: ({ context }) => context.headers,
                notice: null,
              }),
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
            'column.add': {
              guard: ({ context, event }) => !(context.draftHeaders ?? []).includes(event.metric),
              actions: assign({
                draftHeaders: ({ context, event }) => [
                  ...(context.draftHeaders ?? []),
                  event.metric,
                ],
              }),
            },
            'column.remove': {
              actions: assign({
                draftHeaders: ({ context, event }) =>
                  (context.draftHeaders ?? []).filter((h) => h !== event.metric),
                draft: ({ context, event }) => removeAlertMetric(context.draft ?? [], event.metric),
              }),
            },
            'editing.lock': {
              target: 'locked',
              actions: assign({ draft: null, draftHeaders: null }),
            },
            'alerts.save': { guard: 'draftSavable', target: 'saving' },
          },
        },
        saving: {
          invoke: {
            src: 'saveAlerts',
            input: ({ context }) => shownAlerting(context),
            onDone: {
              target: 'unlocked',
              actions: assign({
                saved: ({ context }) => context.draft ?? context.saved,
                headers: ({ context }) => context.draftHeaders ?? context.headers,
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
            input: ({ context }) => ({ alerts: context.saved, headers: context.headers }),
            onDone: { target: 'idle', actions: 'noticeSaved' },
            onError: { target: 'idle', actions: 'requestReload' },
          },
        },
      },
    },
  },
});
