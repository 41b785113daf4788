/**
 * Runs Data Ops actions through the processing action machine (state-machines): one at a
 * time, each a `dataset/{teamId}/dataops` call (03 §7, issue 21 contract item 2), its answer
 * or refusal shown as a toast with the server's message.
 */
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { CALLS } from '../../../../domain';
import {
  processingActionMachine,
  type DataOpsAction,
  type ProcessingActionRequest,
  type ProcessingNotice,
} from '../../../../state-machines';
import { call } from '../../data/api';

/**
 * The call of one action: the server's reply, 'action {name} started'. A dataset opened by
 * its address before the list names its team goes by '*' (the server finds its team).
 */
async function runAction(input: ProcessingActionRequest & { serverName: DataOpsAction }) {
  const [reply] = await call(
    CALLS.dataOpsAction,
    { teamId: input.teamId || '*' },
    {
      query: {
        actionType: input.serverName,
        dataset: input.datasetId,
        entities: input.entities === undefined ? undefined : input.entities.join(','),
        start: input.startMs,
        end: input.endMs,
      },
    },
  );
  return reply ?? '';
}

/** The page's action runner. */
export interface ProcessingActions {
  /** An action is on its way to the server. */
  readonly running: boolean;
  readonly notice: ProcessingNotice | null;
  readonly run: (request: ProcessingActionRequest) => void;
  readonly dismiss: () => void;
}

/** Runs the page's actions, one at a time; `onSuccess` hears each action the server started. */
export function useProcessingAction(onSuccess: () => void): ProcessingActions {
  const logic = useMemo(
    () =>
      processingActionMachine.provide({
        actors: { runProcessingAction: fromPromise(({ input }) => runAction(input)) },
      }),
    [],
  );
  const [snapshot, send, actor] = useMachine(logic);
  const succeeded = useRef(onSuccess);
  useEffect(() => {
    succeeded.current = onSuccess;
  }, [onSuccess]);
  useEffect(() => {
    let wasRunning = actor.getSnapshot().matches('running');
    const subscription = actor.subscribe((next) => {
      const running = next.matches('running');
      if (wasRunning && !running && next.context.notice?.kind === 'success') succeeded.current();
      wasRunning = running;
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor]);
  // Stable, so a toast's timer is not set again by each render of the list.
  const dismiss = useCallback(() => {
    send({ type: 'notice.dismiss' });
  }, [send]);
  return {
    running: snapshot.matches('running'),
    notice: snapshot.context.notice,
    run: (request) => {
      send({ type: 'action.run', ...request });
    },
    dismiss,
  };
}
