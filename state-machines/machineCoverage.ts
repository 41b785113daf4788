// What a machine defines (states, transitions) and what an inspected actor exercised, by key,
// so scripts/machine-coverage.ts can compare them. Keys are stable across `.provide()`.
import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';

/** Every state and transition of one machine, as keys. */
export interface MachineInventory {
  machineId: string;
  states: string[];
  transitions: string[];
}

/** A readable name of an event descriptor: `always`, `after(delay)`, `done(actor)` or the event. */
function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after(${after[1] ?? ''})`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1] ?? ''}(${(done[2] ?? '').replace(/^\d+\./, '')})`;
  return eventType;
}

/** Key of one transition: source state, event and its position among that event's branches. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const eventType = String(transition.eventType);
  const branches =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = branches.indexOf(transition);
  const targets = (transition.target ?? []).map((node) => node.id).join(',') || '(stay)';
  return `${source.id} --${eventLabel(eventType)}[${index}]--> ${targets}`;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];
}

/** The states (history pseudo-states left out) and transitions a machine defines. */
export function machineInventory(machine: AnyStateMachine): MachineInventory {
  const nodes = allNodes(machine.root).filter((node) => node.type !== 'history');
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  return {
    machineId: machine.id,
    states: nodes.map((node) => node.id),
    transitions: transitions.map((transition) => transitionKey(transition)),
  };
}

function nodeAndAncestors(node: AnyStateNode): AnyStateNode[] {
  return node.parent ? [node, ...nodeAndAncestors(node.parent)] : [node];
}

/** A state or transition an actor exercised, keyed by its machine's id. */
export interface CoverageHit {
  machineId: string;
  kind: 'state' | 'transition';
  key: string;
}

/**
 * An `inspect` callback for `createActor` that reports every state entered and every
 * transition taken, for every machine actor in the system (invoked children included).
 */
export function coverageInspector(record: (hit: CoverageHit) => void) {
  return (inspection: InspectionEvent): void => {
    const logic = (inspection.actorRef as { logic?: unknown }).logic;
    if (!logic || typeof logic !== 'object' || !('root' in logic) || !('id' in logic)) return;
    const machineId = String(logic.id);
    if (inspection.type === '@xstate.snapshot') {
      const snapshot = inspection.snapshot as { _nodes?: AnyStateNode[] };
      for (const node of snapshot._nodes ?? []) record({ machineId, kind: 'state', key: node.id });
    }
    if (inspection.type === '@xstate.microstep') {
      for (const transition of inspection._transitions) {
        record({ machineId, kind: 'transition', key: transitionKey(transition) });
        const touched = [transition.source, ...(transition.target ?? [])].flatMap(nodeAndAncestors);
        for (const node of touched) record({ machineId, kind: 'state', key: node.id });
      }
    }
  };
}
