// The replica status as a machine, built from the one order table so they cannot disagree.
import { setup } from 'xstate';
import { REPLICA_ORDER, type ReplicaEventType, type ReplicaStatus } from './replicaStatus';

/** Events of the replica status machine. */
export type ReplicaStatusEvent = { type: ReplicaEventType };

const statuses = Object.keys(REPLICA_ORDER) as ReplicaStatus[];

const stateConfig = (status: ReplicaStatus) => ({
  on: Object.fromEntries(
    Object.entries(REPLICA_ORDER[status]).map(([event, target]) => [event, { target }]),
  ),
});

/** A replica's status; input is the code the server last reported (`none` before launch). */
export const replicaStatusMachine = setup({
  types: {
    context: {} as { initial: ReplicaStatus },
    events: {} as ReplicaStatusEvent,
    input: {} as { status: ReplicaStatus },
  },
}).createMachine({
  id: 'replicaStatus',
  context: ({ input }) => ({ initial: input.status }),
  initial: 'resolving',
  states: {
    resolving: {
      always: statuses.map((status) => ({
        guard: ({ context }: { context: { initial: ReplicaStatus } }) => context.initial === status,
        target: status,
      })),
    },
    ...Object.fromEntries(statuses.map((status) => [status, stateConfig(status)])),
  },
});
