// The practice lifecycle as the manage screen drives it: planned → live → complete, plus editing.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  MSG_CONFIRM_DELETE_PRACTICE,
  MSG_CONFIRM_DELETE_PRACTICE_YES,
  MSG_CONFIRM_END_PRACTICE,
  MSG_CONFIRM_END_PRACTICE_YES,
  MSG_CONFIRM_SAVE_CHANGES,
  MSG_CONFIRM_SAVE_CHANGES_YES,
  MSG_PRACTICE_NOT_DELETED,
  MSG_PRACTICE_NOT_SAVED,
  MSG_PRACTICE_NOT_STARTED_ERROR,
  MSG_PRACTICE_SAVED,
  MSG_UNSAVED_CHANGES_LOST,
  msgReplicaCheckFailed,
  TOAST_MS,
} from '../domain';
import { applyPracticeCommand, endPracticeRefusal } from './practiceCommands';
import {
  applyTo,
  draftEdit,
  toCommand,
  type CommandEvent,
  type Confirmation,
  type Ctx,
  type Ev,
  type PracticeMachineEmitted,
  type PracticeMachineInput,
  type Timed,
} from './practiceMachineTypes';
import { derivePracticeStatus } from './practiceRules';
import type { PracticeRecord } from './practiceTypes';

/** The practice machine; provide the actors `createDataset`, `checkReplica`, `stopPractice`,
 * `deletePractice` and `savePractice`; listen to `command.applied` to send live commands. */
export const practiceMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as Ev,
    input: {} as PracticeMachineInput,
    emitted: {} as PracticeMachineEmitted,
  },
  actors: {
    createDataset: fromPromise<{ datasetId: string }, { practice: PracticeRecord }>(() =>
      Promise.reject(new Error('createDataset not provided')),
    ),
    checkReplica: fromPromise<boolean, { datasetId: string }>(() =>
      Promise.reject(new Error('checkReplica not provided')),
    ),
    stopPractice: fromPromise<unknown, { practice: PracticeRecord }>(() =>
      Promise.reject(new Error('stopPractice not provided')),
    ),
    deletePractice: fromPromise<unknown, { practice: PracticeRecord }>(() =>
      Promise.reject(new Error('deletePractice not provided')),
    ),
    savePractice: fromPromise<PracticeRecord | null, { practice: PracticeRecord }>(() =>
      Promise.reject(new Error('savePractice not provided')),
    ),
  },
  actions: {
    applyStart: assign(({ context, event }) => {
      const result = applyTo(context.practice, event);
      return result.ok
        ? { beforeStart: context.practice, practice: result.practice, refusal: null }
        : { refusal: result.reason };
    }),
    applyCommand: enqueueActions(({ context, event, enqueue }) => {
      const result = applyTo(context.practice, event);
      if (!result.ok) {
        enqueue.assign({ refusal: result.reason });
        return;
      }
      const onDraft = context.draft ? applyTo(context.draft, event) : null;
      enqueue.assign({
        practice: result.practice,
        draft: onDraft?.ok ? onDraft.practice : context.draft,
        refusal: null,
      });
      const { nowMs } = event as CommandEvent;
      enqueue.emit({ type: 'command.applied', command: toCommand(event as CommandEvent), nowMs });
    }),
    applyStop: assign(({ context, event }) => {
      const result = applyPracticeCommand(
        context.practice,
        { type: 'practice.stop' },
        (event as Timed & Ev).nowMs,
      );
      return result.ok ? { practice: result.practice } : { refusal: result.reason };
    }),
    applyToDraft: assign(({ context, event }) => {
      const result = applyTo(context.draft ?? context.practice, event);
      return result.ok ? { draft: result.practice, refusal: null } : { refusal: result.reason };
    }),
    editDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'practice.edit'
          ? { ...(context.draft ?? context.practice), ...event.changes }
          : context.draft,
    }),
    discardDraft: assign({ draft: null, confirmation: null }),
    refuseEnd: assign({
      refusal: ({ context, event }) =>
        endPracticeRefusal(
          { ...context.practice, drills: (context.draft ?? context.practice).drills },
          (event as Timed & Ev).nowMs,
        ) ?? null,
    }),
    askEnd: assign({
      refusal: null,
      confirmation: ({ context }): Confirmation =>
        context.draft
          ? {
              question: MSG_CONFIRM_END_PRACTICE,
              warning: MSG_UNSAVED_CHANGES_LOST,
              confirmLabel: MSG_CONFIRM_END_PRACTICE_YES,
            }
          : { question: MSG_CONFIRM_END_PRACTICE, confirmLabel: MSG_CONFIRM_END_PRACTICE_YES },
    }),
    askDelete: assign({
      confirmation: {
        question: MSG_CONFIRM_DELETE_PRACTICE,
        confirmLabel: MSG_CONFIRM_DELETE_PRACTICE_YES,
      },
    }),
    askSave: assign({
      confirmation: {
        question: MSG_CONFIRM_SAVE_CHANGES,
        confirmLabel: MSG_CONFIRM_SAVE_CHANGES_YES,
      },
    }),
    clearConfirmation: assign({ confirmation: null }),
    saved: assign(({ context, event }) => ({
      practice: (event as { output?: PracticeRecord | null }).output ?? context.practice,
      draft: null,
      alert: MSG_PRACTICE_SAVED,
    })),
    setAlert: assign((_, params: { alert: string }) => ({ alert: params.alert })),
    dismissAlert: assign({ alert: null, refusal: null }),
    restoreBeforeStart: assign(({ context }) => ({
      practice: context.beforeStart ?? context.practice,
      beforeStart: null,
      datasetId: null,
    })),
    replicaFailed: assign(({ context }) => ({
      practice: context.beforeStart ?? context.practice,
      beforeStart: null,
      datasetId: null,
      alert: msgReplicaCheckFailed(context.practice.name ?? '', context.teamName),
    })),
  },
  guards: {
    isLive: ({ context }) => derivePracticeStatus(context.practice) === 'live',
    isComplete: ({ context }) => derivePracticeStatus(context.practice) === 'complete',
    commandAllowed: ({ context, event }) => applyTo(context.practice, event).ok,
    endRefused: ({ context, event }) =>
      endPracticeRefusal(
        { ...context.practice, drills: (context.draft ?? context.practice).drills },
        (event as Timed & Ev).nowMs,
      ) !== undefined,
    hasSavableDraft: ({ context, event }) =>
      context.draft !== null &&
      applyPracticeCommand(context.practice, draftEdit(context.draft), (event as Timed & Ev).nowMs)
        .ok,
    lockAfterSave: ({ context }) => context.lockAfterSave,
    hasAlert: ({ context }) => context.alert !== null,
    noAlert: ({ context }) => context.alert === null,
  },
  delays: {
    /** How long an alert ('Practice Successfully Saved' and the like) shows. */
    toast: TOAST_MS.saveSuccess,
  },
}).createMachine({
  id: 'practice',
  type: 'parallel',
  context: ({ input }) => ({
    practice: input.practice,
    draft: null,
    teamName: input.teamName,
    datasetId: null,
    beforeStart: null,
    refusal: null,
    alert: null,
    confirmation: null,
    lockAfterSave: false,
  }),
  on: { 'alert.dismiss': { actions: 'dismissAlert' } },
  states: {
    // An alert goes by itself after a while, unless dismissed first.
    toast: {
      initial: 'hidden',
      states: {
        hidden: { always: { guard: 'hasAlert', target: 'shown' } },
        shown: {
          always: { guard: 'noAlert', target: 'hidden' },
          after: { toast: { target: 'hidden', actions: 'dismissAlert' } },
        },
      },
    },
    lifecycle: {
      initial: 'active',
      states: {
        active: {
          initial: 'resolving',
          on: {
            'practice.synced': {
              target: '.resolving',
              actions: assign({ practice: ({ event }) => event.practice }),
            },
          },
          states: {
            resolving: {
              always: [
                { guard: 'isLive', target: 'live' },
                { guard: 'isComplete', target: 'complete' },
                { target: 'planned' },
              ],
            },
            planned: {
              on: {
                'practice.start': [
                  {
                    guard: 'commandAllowed',
                    target: 'starting',
                    actions: 'applyStart',
                  },
                  { actions: 'applyStart' },
                ],
                'practice.delete': {
                  target: '#practice.lifecycle.confirmingDelete',
                  actions: 'askDelete',
                },
              },
            },
            starting: {
              initial: 'creatingDataset',
              on: {
                'practice.synced': { actions: assign({ practice: ({ event }) => event.practice }) },
              },
              states: {
                creatingDataset: {
                  invoke: {
                    src: 'createDataset',
                    input: ({ context }) => ({ practice: context.practice }),
                    onDone: {
                      target: 'checkingReplica',
                      actions: assign({ datasetId: ({ event }) => event.output.datasetId }),
                    },
                    onError: {
                      target: '#practice.lifecycle.active.planned',
                      actions: [
                        'restoreBeforeStart',
                        { type: 'setAlert', params: { alert: MSG_PRACTICE_NOT_STARTED_ERROR } },
                      ],
                    },
                  },
                },
                checkingReplica: {
                  invoke: {
                    src: 'checkReplica',
                    input: ({ context }) => ({ datasetId: context.datasetId ?? '' }),
                    onDone: [
                      {
                        guard: ({ event }) => event.output,
                        target: '#practice.lifecycle.active.live',
                      },
                      { target: '#practice.lifecycle.active.planned', actions: 'replicaFailed' },
                    ],
                    onError: {
                      target: '#practice.lifecycle.active.planned',
                      actions: 'replicaFailed',
                    },
                  },
                },
              },
            },
            live: {
              initial: 'running',
              states: {
                running: {
                  on: {
                    'period.start': { actions: 'applyCommand' },
                    'period.end': { actions: 'applyCommand' },
                    'period.skip': { actions: 'applyCommand' },
                    'practice.end': [
                      { guard: 'endRefused', actions: 'refuseEnd' },
                      { target: 'confirmingEnd', actions: 'askEnd' },
                    ],
                    'practice.delete': {
                      target: '#practice.lifecycle.confirmingDelete',
                      actions: 'askDelete',
                    },
                  },
                },
                confirmingEnd: {
                  on: {
                    'end.confirm': { target: 'ending', actions: 'applyStop' },
                    'end.cancel': { target: 'running', actions: 'clearConfirmation' },
                  },
                },
                ending: {
                  entry: 'clearConfirmation',
                  invoke: {
                    src: 'stopPractice',
                    input: ({ context }) => ({ practice: context.practice }),
                    onDone: {
                      target: '#practice.lifecycle.active.complete',
                      actions: 'discardDraft',
                    },
                    onError: {
                      target: 'running',
                      actions: { type: 'setAlert', params: { alert: MSG_PRACTICE_NOT_SAVED } },
                    },
                  },
                },
              },
            },
            complete: {
              on: {
                'practice.delete': {
                  target: '#practice.lifecycle.confirmingDelete',
                  actions: 'askDelete',
                },
              },
            },
            history: { type: 'history' },
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'deleting', actions: 'clearConfirmation' },
            'delete.cancel': { target: 'active.history', actions: 'clearConfirmation' },
          },
        },
        deleting: {
          invoke: {
            src: 'deletePractice',
            input: ({ context }) => ({ practice: context.practice }),
            onDone: {
              target: 'deleted',
              actions: assign({
                practice: ({ context }) => ({ ...context.practice, deleted: true }),
              }),
            },
            onError: {
              target: 'active.history',
              actions: { type: 'setAlert', params: { alert: MSG_PRACTICE_NOT_DELETED } },
            },
          },
        },
        deleted: { type: 'final' },
      },
    },
    editing: {
      initial: 'locked',
      states: {
        locked: { on: { 'editing.unlock': 'unlocked' } },
        unlocked: {
          on: {
            'practice.edit': { actions: 'editDraft' },
            'period.add': { actions: 'applyToDraft' },
            'period.delete': { actions: 'applyToDraft' },
            'period.move': { actions: 'applyToDraft' },
            'editing.lock': [
              { guard: 'hasSavableDraft', target: 'confirmingSave', actions: 'askSave' },
              { target: 'locked', actions: 'discardDraft' },
            ],
            'practice.save': {
              guard: 'hasSavableDraft',
              target: 'saving',
              actions: assign({ lockAfterSave: false }),
            },
          },
        },
        confirmingSave: {
          on: {
            'save.confirm': {
              target: 'saving',
              actions: ['clearConfirmation', assign({ lockAfterSave: true })],
            },
            'save.discard': { target: 'locked', actions: 'discardDraft' },
          },
        },
        saving: {
          invoke: {
            src: 'savePractice',
            input: ({ context }) => ({ practice: context.draft ?? context.practice }),
            onDone: [
              {
                guard: ({ event }) => event.output === null,
                target: 'unlocked',
                actions: { type: 'setAlert', params: { alert: MSG_PRACTICE_NOT_SAVED } },
              },
              { guard: 'lockAfterSave', target: 'locked', actions: 'saved' },
              { target: 'unlocked', actions: 'saved' },
            ],
            onError: {
              target: 'unlocked',
              actions: { type: 'setAlert', params: { alert: MSG_PRACTICE_NOT_SAVED } },
            },
          },
        },
      },
    },
  },
});
